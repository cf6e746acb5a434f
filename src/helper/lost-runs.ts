/**
 * Lost runs judged by this machine's facts: a run's helper lives while its pid is held by the
 * process that started at the recorded /proc start time; its last heartbeat is what its status
 * file last said. A lost run is ended through the run protocol (the gate and the queue apply).
 */
import type { ServiceIdentity } from '../client/identity.js'
import type { RunQueue } from '../queue/queue.js'
import type { Deliverer } from '../queue/deliverer.js'
import { OpenRunStore, closeLostRuns, type OpenRun } from '../queue/open-runs.js'
import { endRun } from '../run/protocol.js'
import { isRunning, procFacts } from './process-facts.js'
import { readStatus } from './status-file.js'

/** Alive while the pid is held and, where /proc says, by the process recorded. */
export function helperAlive(helper: { pid: number; procStart?: string }): boolean {
  if (!isRunning(helper.pid)) return false
  if (helper.procStart === undefined) return true
  const facts = procFacts(helper.pid)
  // No /proc (it went meanwhile, or none here): a held pid counts as the helper.
  return facts === undefined || facts.startTicks === helper.procStart
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
    log?: (m: string) => void
  }
): Promise<number> {
  return closeLostRuns({
    store: OpenRunStore.inQueue(o.queueDir),
    alive: helperAlive,
    lastWord: lastWordOf,
    ownRunKey: o.ownRunKey,
    service: o.service ?? client.identityFor?.('end'),
    now: Date.now(),
    log: o.log,
    end: async (run, errorDetails) => {
      // No end at all (undefined): its start was never delivered nor queued.
      const ended = await endRun(
        { client, queue },
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
