/**
 * What the post step does once the run's end is settled: the log says what got through and
 * what did not, a service that answers gets what earlier trouble left queued, the job summary
 * says it all, and `fail-on-error` gives its verdict. Nothing here fails the step otherwise.
 */
import * as runner from './runner.js'
import type { EndStatus } from '../client/wire.js'
import type { RunQueue } from '../queue/queue.js'
import type { Ended, Run, RunServices } from '../run/protocol.js'
import type { MainState } from './main-state.js'
import { isAuthError } from './client-setup.js'
import type { ActionSettings } from './settings.js'
import { renderSummary, type SummaryFacts } from './summary.js'
import type { StepTiming } from './timing.js'

/**
 * After the end: the summary says what was delivered and queued, a service that answers gets
 * what earlier trouble left queued, and `fail-on-error` fails the step on any trouble.
 */
export async function closeOut(
  attempt: { facts: SummaryFacts; ended?: Ended },
  /** The run end owner's words when the run stays open (its record is kept). */
  leftOpen: string | undefined,
  o: {
    services: RunServices
    settings: ActionSettings
    saved: MainState
    run: Run
    status: EndStatus
    cancelled: AbortSignal
    replayUntil: number
    timing: StepTiming
  }
): Promise<void> {
  const { facts, ended } = attempt
  if (!ended) {
    facts.trouble.push('the service rejected the API key: nothing more was sent')
    await writeSummary(facts)
    if (o.settings.failOnError) runner.setFailed('job-monitor: the service rejected the API key')
    return
  }
  if (leftOpen) facts.trouble.push(leftOpen)
  if (ended.dropped)
    facts.trouble.push(
      `the end report went without its ${ended.dropped.join(' and ')}: it held the API key (or another secret)`
    )
  const trouble = reportEnd(facts, ended, o.saved, o.status)
  if (ended.end?.delivered && !o.cancelled.aborted)
    await replayEarlier(o.services, facts, o.replayUntil, o.timing)
  await countLeftovers(o.services.queue, o.run.runKey, facts)
  await writeSummary(facts)
  if (trouble && o.settings.failOnError)
    runner.setFailed('job-monitor (fail-on-error): ' + facts.trouble.join('; '))
}

/** Into the summary and the log: what the end phase delivered, queued or could not send. */
function reportEnd(facts: SummaryFacts, ended: Ended, saved: MainState, status: string): boolean {
  let trouble = false
  facts.runId = ended.runId || undefined
  if (ended.startCaughtUp && saved.startOutcome !== 'delivered')
    facts.delivered.push('start report (caught up)')
  const end = ended.end
  if (!end) {
    trouble = true
    const why = saved.startError || 'it was neither delivered nor queued'
    facts.trouble.push(`no run to end: the start report was not accepted (${why})`)
    runner.warning(`job-monitor: no end report: the start report was not accepted (${why})`)
  } else if (end.delivered) {
    facts.delivered.push(`end report (${status})`)
    runner.info(`job-monitor: run ${ended.runId} ended: ${status}`)
  } else {
    trouble = true
    if (isAuthError(end.error)) {
      runner.error(`job-monitor: ${end.error.message}`, {
        title: 'Job monitoring: API key rejected'
      })
    } else
      runner.warning(
        `job-monitor: the end report: ${end.error.message}${end.queued ? ' (queued for later)' : ' (not queued)'}`
      )
    if (end.queued) facts.queued.push(`end report (${status})`)
    facts.trouble.push(`end report: ${end.error.message}`)
  }
  if (!ended.runId && end && !end.delivered && end.queued) facts.queued.push('start report')
  if (ended.final) {
    const final = ended.final
    if (final.delivered) facts.delivered.push('final pipeline notification')
    else {
      trouble = true
      if (final.queued) facts.queued.push('final pipeline notification')
      facts.trouble.push(`pipeline notification: ${final.error.message}`)
      runner.warning(
        `job-monitor: the pipeline notification: ${final.error.message}${final.queued ? ' (queued for later)' : ' (not queued)'}`
      )
    }
  }
  if (ended.superseded)
    runner.info(
      "job-monitor: the queued 'running' pipeline notification was dropped: the final one replaces it"
    )
  return trouble
}

/** The service answers: send what earlier trouble left queued, within what is left of the budget. */
async function replayEarlier(
  s: RunServices,
  facts: SummaryFacts,
  until: number,
  { clock, postReplayBudgetMs }: StepTiming
): Promise<void> {
  const deadline = Math.min(clock.now() + postReplayBudgetMs, until)
  if (deadline <= clock.now()) return
  const replay = await s.queue.replay(s.client, { deadline })
  if (replay.sent) facts.delivered.push(`${replay.sent} queued report(s) from earlier`)
}

async function countLeftovers(queue: RunQueue, runKey: string, facts: SummaryFacts): Promise<void> {
  try {
    const others = (await queue.list()).filter(r => r.runKey !== runKey).length
    if (others) facts.queued.push(`${others} other report(s) from earlier jobs`)
  } catch {
    // an unreadable queue is reported by the replay that meets it
  }
}

async function writeSummary(facts: SummaryFacts): Promise<void> {
  try {
    await runner.appendSummary(renderSummary(facts))
  } catch (e) {
    runner.info(`job-monitor: no job summary: ${(e as Error).message}`)
  }
}
