/**
 * What the heartbeat helper's steps share: its settings, its clock and client, the status it
 * writes for post, the queue (loaded only when needed) and the run's open-run record.
 */
import type { MonitorClient } from '../client/client.js'
import { isoUtc } from '../client/wire.js'
import type { OpenRunStore } from '../queue/open-runs.js'
import type { RunQueue } from '../queue/queue.js'
import type { Clock } from '../util/clock.js'
import { OPEN_RUN_TOUCH_MS } from './constants.js'
import type { HelperConfig } from './spawn.js'
import { type HelperStatus, writeStatus } from './status-file.js'

export interface HelperRun {
  readonly config: HelperConfig
  readonly clock: Clock
  readonly client: MonitorClient
  readonly status: HelperStatus
  /** Writes the status file, dated now; trouble is said, never thrown. */
  save(): void
  openQueue(): Promise<RunQueue>
  /** The run's open-run record, once written. */
  openRuns?: OpenRunStore
  /** Refreshes the record's last heartbeat, at most every OPEN_RUN_TOUCH_MS. */
  touchOpenRun(): void
}

export function helperRun(
  config: HelperConfig,
  client: MonitorClient,
  clock: Clock,
  identity: Partial<HelperStatus>
): HelperRun {
  // The queue module loads only when there is something queued: this process lives for
  // hours, and every module it loads stays in its memory.
  let queue: RunQueue | undefined
  let touchedAt = -Infinity
  const run: HelperRun = {
    config,
    clock,
    client,
    status: {
      pid: process.pid,
      ...identity,
      startedAt: isoUtc(clock.now()),
      updatedAt: isoUtc(clock.now()),
      beatsSent: 0,
      beatsFailed: 0
    },
    save() {
      run.status.updatedAt = isoUtc(clock.now())
      try {
        writeStatus(config.statusFile, run.status)
      } catch (e) {
        console.log(`could not write ${config.statusFile}: ${(e as Error).message}`)
      }
    },
    async openQueue() {
      const { RunQueue } = await import('../queue/queue.js')
      queue ??= new RunQueue({ dir: config.queueDir, clock, log: m => console.log(m) })
      return queue
    },
    touchOpenRun() {
      const openRuns = run.openRuns
      if (!openRuns || clock.now() - touchedAt < OPEN_RUN_TOUCH_MS) return
      touchedAt = clock.now()
      openRuns.touch(config.runKey, isoUtc(clock.now())).catch((e: Error) => {
        console.log(`could not update the open run: ${e.message}`)
      })
    }
  }
  return run
}

/**
 * The run's open-run record beside the queue, written by the helper rather than by main (whose
 * time the step pays): if no end ever comes, a later job on this machine ends the run once this
 * process is gone. Its last heartbeat is refreshed now and then (touchOpenRun), since the
 * status file lives under RUNNER_TEMP, which the next job's runner empties.
 */
export async function recordOpenRun(h: HelperRun, procStart: string | undefined): Promise<void> {
  try {
    h.openRuns = await writeOpenRun(h.config, {
      pid: process.pid,
      ...(procStart ? { procStart } : {})
    })
  } catch (e) {
    console.log(`could not record the open run: ${(e as Error).message}`)
  }
}

/**
 * Writes the run's open-run record, with its helper when it has one; the store, or undefined
 * when the run has no record.
 */
export async function writeOpenRun(
  config: HelperConfig,
  helper: { pid: number; procStart?: string } | undefined
): Promise<OpenRunStore | undefined> {
  if (!config.openRun) return undefined
  const { OpenRunStore } = await import('../queue/open-runs.js')
  const store = OpenRunStore.inQueue(config.queueDir)
  await store.open({
    runKey: config.runKey,
    jobName: config.jobName,
    ...config.openRun,
    ...(config.job ? { job: config.job } : {}),
    intervalMs: config.intervalMs,
    ...(config.endWaitMs ? { endWaitMs: config.endWaitMs } : {}),
    ...(helper ? { helper, statusFile: config.statusFile } : {})
  })
  return store
}
