/**
 * exec's run in the machine's open-run records (queue/open-runs.ts): written once its start is
 * delivered or queued, naming exec's own process as the one its run lives in, and settled by the
 * run's one end owner (run/run-end.ts). An exec killed outright (SIGKILL, the OOM killer, a
 * machine that died) never sends its end; the next job on the machine finds its process gone
 * and ends the run as failed, saying so.
 */
import { OpenRunStore } from '../../queue/open-runs.js'
import type { Begun } from '../../run/protocol.js'
import { findJobProcess } from '../../process/job-process.js'

/** Records the run begun as open; the store, or undefined when there is none to settle. */
export async function recordExecRun(
  begun: Begun,
  o: { queueDir: string; intervalMs: number; say: (m: string) => void }
): Promise<OpenRunStore | undefined> {
  const { run, start, service } = begun
  // No start delivered nor queued: no run to end, by anyone.
  if (!start.delivered && start.queued === undefined) return undefined
  const job = findJobProcess('exec')
  const store = OpenRunStore.inQueue(o.queueDir)
  try {
    await store.open({
      runKey: run.runKey,
      runId: run.runId,
      jobName: run.jobName,
      startTime: run.startTime,
      ...(run.pipelineId ? { pipelineId: run.pipelineId } : {}),
      ...(service ? { service } : {}),
      ...(job ? { job } : {}),
      intervalMs: o.intervalMs
    })
    return store
  } catch (e) {
    o.say(`could not record the open run: ${(e as Error).message}`)
    return undefined
  }
}
