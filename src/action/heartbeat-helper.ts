/**
 * The heartbeat helper: runs detached from the main step until the post step stops it.
 * It carries on a start report main had to queue (the same retry sequence, learning the run
 * id), beats at the interval, replays what earlier jobs left in the queue, and records what
 * it did in a status file for post. It loads no @actions/* module: it lives for hours, so
 * it stays as small as a bare node process.
 */
import { MonitorClient } from '../client/client.js'
import { runHeartbeats } from '../client/heartbeats.js'
import { nodeHttpTransport } from '../client/transport.js'
import { readdirSync } from 'node:fs'
import type { RunQueue } from '../queue/queue.js'
import { type HelperConfig } from './helper-process.js'
import { type HelperStatus, writeStatus } from './status-file.js'
import { isoUtc } from '../client/wire.js'

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise(resolve => {
    if (signal.aborted) return resolve()
    const t = setTimeout(done, ms)
    function done(): void {
      clearTimeout(t)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })

export async function runHelper(
  config: HelperConfig,
  apiKey: string,
  signal: AbortSignal
): Promise<HelperStatus> {
  const client = new MonitorClient({
    baseUrl: config.baseUrl,
    apiKey,
    transport: nodeHttpTransport,
    maxAttempts: config.maxAttempts,
    timeoutMs: config.timeoutMs,
    userAgent: 'job-monitor-action'
  })
  // The queue module loads only when there is something queued: this process lives for
  // hours, and every module it loads stays in its memory.
  let queue: RunQueue | undefined
  const openQueue = async (): Promise<RunQueue> => {
    const { RunQueue } = await import('../queue/queue.js')
    queue ??= new RunQueue({ dir: config.queueDir, log: m => console.log(m) })
    return queue
  }
  const status: HelperStatus = {
    pid: process.pid,
    startedAt: isoUtc(Date.now()),
    updatedAt: isoUtc(Date.now()),
    beatsSent: 0,
    beatsFailed: 0
  }
  const save = (): void => {
    status.updatedAt = isoUtc(Date.now())
    try {
      writeStatus(config.statusFile, status)
    } catch (e) {
      console.log(`could not write ${config.statusFile}: ${(e as Error).message}`)
    }
  }
  save()

  const background = async (): Promise<void> => {
    if (config.startQueued)
      await carryOnStart(config, client, await openQueue(), status, save, signal)
    if (signal.aborted || !hasRecords(config.queueDir)) return
    // What earlier jobs on this machine left queued: sent in the background, never in a step's time.
    const summary = await (
      await openQueue()
    ).replay(client, { signal, deadline: Date.now() + 120_000 })
    status.replayed = { sent: summary.sent, failed: summary.failed, remaining: summary.remaining }
    if (summary.sent || summary.failed) save()
  }

  const beats = async (): Promise<void> => {
    if (config.intervalMs <= 0) return
    const stats = await runHeartbeats(client, {
      jobName: config.jobName,
      intervalMs: config.intervalMs,
      signal,
      maxLifetimeMs: config.maxLifetimeMs,
      metadata: () => ({ ...config.metadata, ...(status.runId ? { run_id: status.runId } : {}) }),
      onBeat: e => {
        if (e.ok) status.beatsSent++
        else {
          status.beatsFailed++
          status.lastError = e.error?.message
        }
        save()
      }
    })
    status.stoppedBy = stats.stoppedBy
    if (stats.lastError) status.lastError = stats.lastError
  }

  await Promise.all([background(), beats()])
  status.stoppedBy ??= signal.aborted ? 'signal' : 'done'
  status.stoppedAt = isoUtc(Date.now())
  save()
  return status
}

/** True when the queue directory holds anything besides its run id links. */
function hasRecords(dir: string): boolean {
  try {
    return readdirSync(dir).some(name => name !== 'runs')
  } catch {
    return false
  }
}

/** Replays this run's queued start until it is delivered or given up; backs off between passes. */
async function carryOnStart(
  config: HelperConfig,
  client: MonitorClient,
  queue: RunQueue,
  status: HelperStatus,
  save: () => void,
  signal: AbortSignal
): Promise<void> {
  let wait = 5_000
  while (!signal.aborted) {
    const summary = await queue.replay(client, { runKey: config.runKey, signal })
    const runId = summary.runIds[config.runKey]
    if (runId) {
      status.runId = runId
      delete status.startError
      save()
      return
    }
    const rejected = summary.keyRejected ? summary.errors.at(-1) : undefined
    if (rejected || summary.remaining === 0) {
      status.startError =
        rejected ?? summary.errors[0] ?? 'the start report was dropped from the queue'
      save()
      return
    }
    if (summary.errors.length) {
      status.startError = summary.errors[summary.errors.length - 1]
      save()
    }
    await sleep(wait, signal)
    wait = Math.min(wait * 2, 300_000)
  }
}
