/**
 * The run ended by its heartbeat helper, when nothing else will end it: past the job's deadline
 * (unless the end came first: its request stops the helper first), or with its job's process
 * gone on a CI system that runs no end hook after that (Buildkite's pre-exit, GitLab's
 * after_script, both already past). Said in the helper's status.
 */
import { isoUtc } from '../client/wire.js'
import { jobGoneWords } from '../process/job-process.js'
import type { Ending } from '../run/protocol.js'
import type { HelperRun } from './helper-run.js'
import type { HelperStops } from './watch.js'

/** How long the end report at the job's deadline may take before it is queued. */
const DEADLINE_END_BUDGET_MS = 20_000

/** Ends the run when the helper stopped for the deadline or its job gone, not at a request. */
export async function endIfNobodyWill(
  h: HelperRun,
  stopped: AbortSignal,
  stops: HelperStops
): Promise<void> {
  const { config, status } = h
  if (stopped.aborted) return
  const d = config.deadline
  if (stops.timeUp.aborted && d) {
    status.stoppedBy = 'deadline'
    await endOwnRun(
      h,
      {
        status: 'failed',
        errorDetails: `timed out: the job ran past its ${d.limitSeconds} s limit`,
        metadata: { ...config.metadata, 'cicd.pipeline.task.run.result': 'timeout' }
      },
      d.runId
    )
  } else if (stops.jobGone.aborted && config.job && config.job.kind !== 'github') {
    status.stoppedBy = 'job gone'
    await endOwnRun(
      h,
      {
        status: 'cancelled',
        errorDetails: jobGoneWords(config.job.kind, {
          by: 'its helper',
          endWaitMs: config.endWaitMs
        }),
        metadata: { ...config.metadata, 'cicd.pipeline.task.run.result': 'cancellation' }
      },
      ''
    )
  }
}

/** The run ended by the helper itself, through the run's one end owner; said in its status. */
async function endOwnRun(
  h: HelperRun,
  ending: Pick<Ending, 'status' | 'errorDetails' | 'metadata'>,
  knownRunId: string
): Promise<void> {
  const { config, clock, client, status } = h
  // Loaded only now: every module this long-lived process loads stays in its memory.
  const [{ endRun }, { endTheRun }] = await Promise.all([
    import('../run/protocol.js'),
    import('../run/run-end.js')
  ])
  const queue = await h.openQueue()
  const run = config.deadline ?? config.openRun
  if (!run) return
  const tags = config.deadline?.tags ?? config.tags
  const { attempt } = await endTheRun({
    runKey: config.runKey,
    records: h.openRuns,
    clock,
    send: () =>
      endRun(
        { client, queue, clock },
        {
          jobName: config.jobName,
          runKey: config.runKey,
          startTime: run.startTime,
          runId: status.runId || knownRunId || run.runId,
          pipelineId: run.pipelineId
        },
        { ...ending, ...(tags ? { tags } : {}) },
        // The job is being killed: what is not delivered soon is queued for a later replay.
        { deadline: clock.now() + DEADLINE_END_BUDGET_MS }
      )
  })
  status.endedRun = {
    at: isoUtc(clock.now()),
    delivered: attempt.end?.delivered ?? false,
    queued: Boolean(attempt.end && !attempt.end.delivered && attempt.end.queued),
    why: ending.errorDetails ?? undefined
  }
}
