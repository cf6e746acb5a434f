/**
 * The lost-run pass: the runs of earlier jobs on this machine whose job is gone without an end
 * (queue/open-runs.ts judges which, on the evidence of each job's own process) are ended as
 * failed, each through the one owner of a run's end (run/run-end.ts), then forgotten once the
 * end is settled. A helper's liveness is judged by its pid and /proc start time; its last
 * heartbeat is what its status file last said.
 */
import type { ServiceIdentity } from '../client/identity.js'
import type { RunQueue } from '../queue/queue.js'
import type { Deliverer } from '../client/client-shape.js'
import type { Outcome } from '../queue/deliver.js'
import {
  OPEN_RUNS_PER_PASS,
  OpenRunStore,
  type LastWord,
  type OpenRun,
  type RunEvidence,
  forgetAbandoned,
  lostRunDetails,
  lostRuns
} from '../queue/open-runs.js'
import { endRun } from '../run/protocol.js'
import { endTheRun } from '../run/run-end.js'
import { type ProcessHost, hostProcesses, jobGoneWords, jobJudge } from '../process/job-process.js'
import { type Clock, systemClock } from '../util/clock.js'
import { type BootMark, bootNow, isRunning, procFacts } from '../process/process-facts.js'
import { readStatus } from './status-file.js'
import { isoUtc } from '../client/wire.js'

/** Alive while the pid is held and, where /proc says, by the process recorded. */
export function helperAlive(helper: { pid: number; procStart?: string }): boolean {
  if (!isRunning(helper.pid)) return false
  if (helper.procStart === undefined) return true
  const facts = procFacts(helper.pid)
  // No /proc (it went meanwhile, or none here): a held pid counts as the helper.
  return facts === undefined || facts.startTicks === helper.procStart
}

/**
 * This machine's evidence: its processes as /proc shows them, its facts read for one pass (a
 * pass judges every open run's job on the same host).
 */
export function machineEvidence(host: ProcessHost = hostProcesses()): RunEvidence {
  return { helperAlive, job: jobJudge(host) }
}

/** The helper's last word, from its status file while that is there. */
export function lastWordOf(run: OpenRun): { lastBeatAt?: string; runId?: string } | undefined {
  if (run.statusFile === undefined) return undefined
  const status = readStatus(run.statusFile)
  if (!status || (run.helper && status.pid !== run.helper.pid)) return undefined
  return {
    ...(status.beatsSent > 0 ? { lastBeatAt: status.updatedAt } : {}),
    ...(status.runId ? { runId: status.runId } : {})
  }
}

export interface CloseLostOptions {
  store: OpenRunStore
  evidence: RunEvidence
  lastWord: LastWord
  /** Ends one run as failed through the run protocol: what became of its end report. */
  end: (
    run: OpenRun & { runId: string },
    errorDetails: string
  ) => Promise<Outcome<'end'> | undefined>
  ownRunKey?: string
  /** The service the asking client sends ends to: only its runs are ended. */
  service: ServiceIdentity | undefined
  /** Clock ms now. */
  now: number
  /** Now on the boot clock, which measures time since another process's marks. */
  boot?: BootMark
  /** The clock a run's end is asked by (the mark other passes hold off for); the machine's by default. */
  clock?: Clock
  log?: (message: string) => void
}

/**
 * One bounded pass: each lost run of this machine is ended as failed through the run's end
 * owner (marked as ending first, so that a second pass at the same time leaves it), then
 * forgotten once its end is settled; a refused end is forgotten too, and says so.
 */
export async function closeLostRuns(o: CloseLostOptions): Promise<number> {
  let closed = 0
  let all: OpenRun[]
  try {
    all = await o.store.list()
  } catch (e) {
    o.log?.(`open runs in ${o.store.dir} could not be read: ${(e as Error).message}`)
    return 0
  }
  const seenGone: OpenRun[] = []
  const lost = lostRuns(all, o.evidence, {
    ownRunKey: o.ownRunKey,
    now: o.now,
    ...(o.boot ? { boot: o.boot } : {}),
    service: o.service,
    lastWord: o.lastWord,
    seenGone: r => seenGone.push(r)
  })
  // Its job's process is gone, and its end hook may still end it: a later pass counts from now.
  for (const run of seenGone)
    await o.store.markJobGone(run.runKey, isoUtc(o.now), o.boot).catch(() => undefined)
  // What this job cannot end: forgotten once nobody is coming to end it.
  await forgetAbandoned(
    o,
    all.filter(r => !lost.some(l => l.run === r))
  )
  for (const { run, because, lastBeatAt } of lost.slice(0, OPEN_RUNS_PER_PASS)) {
    const word = o.lastWord(run)
    const details = lostRunDetails(lastBeatAt, run.endAskedAt !== undefined, {
      because,
      ...(run.job && because === 'job-gone'
        ? { jobWords: jobGoneWords(run.job.kind, { by: 'a later job' }) }
        : {})
    })
    const runId = run.runId || word?.runId || ''
    const what = `the run of ${run.jobName} begun at ${run.startTime}`
    try {
      const { attempt, record } = await endTheRun({
        runKey: run.runKey,
        records: o.store,
        ...(o.clock ? { clock: o.clock } : {}),
        send: async () => ({ end: await o.end({ ...run, runId }, details) })
      })
      if (record !== 'closed') {
        o.log?.(`${what} is lost, and its end could not be sent or queued: kept for a later pass`)
        continue
      }
      closed++
      const end = attempt.end
      if (end && !end.delivered && end.queued === undefined)
        o.log?.(`${what} is lost; the service refused its end (${end.error.message}): forgotten`)
      else o.log?.(`ended ${what}: ${details}`)
    } catch (e) {
      o.log?.(`the lost run of ${run.jobName} could not be ended: ${(e as Error).message}`)
    }
  }
  return closed
}

/** One bounded pass over the queue's open runs; the number of lost runs ended. */
export function endLostRuns(
  client: Deliverer,
  queue: RunQueue,
  o: {
    queueDir: string
    ownRunKey?: string
    /** The service the client sends ends to; by default, the client's own word for it. */
    service?: ServiceIdentity
    deadline?: number
    signal?: AbortSignal
    /** The caller's clock (a helper's, injected in its tests); the machine's by default. */
    clock?: Clock
    /** Now on the boot clock; the machine's by default. */
    boot?: BootMark
    log?: (m: string) => void
  }
): Promise<number> {
  const clock = o.clock ?? systemClock
  const boot = o.boot ?? bootNow()
  return closeLostRuns({
    store: OpenRunStore.inQueue(o.queueDir),
    evidence: machineEvidence(),
    lastWord: lastWordOf,
    ownRunKey: o.ownRunKey,
    service: o.service ?? client.identityFor?.('end'),
    now: clock.now(),
    ...(boot ? { boot } : {}),
    clock,
    log: o.log,
    end: async (run, errorDetails) => {
      // No end at all (undefined): its start was never delivered nor queued.
      const ended = await endRun(
        { client, queue, clock },
        {
          jobName: run.jobName,
          runKey: run.runKey,
          startTime: run.startTime,
          runId: run.runId,
          pipelineId: run.pipelineId
        },
        { status: 'failed', errorDetails },
        { deadline: o.deadline, signal: o.signal }
      )
      return ended.end
    }
  })
}
