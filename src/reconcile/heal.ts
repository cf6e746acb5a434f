/**
 * Sends the end a finished job's record called for (finished-job.ts), through the one run
 * protocol, client and queue every other end goes through: the same retry rule, the same
 * redaction of what is sent, and what does not get through is queued like any other end.
 */
import type { Outcome } from '../queue/deliver.js'
import { type RunServices, type Window, endRun } from '../run/protocol.js'
import type { Verdict } from './finished-job.js'
import type { EndWord } from './record-line.js'

export interface Healed {
  /** What became of the end: delivered, queued for later, refused, or neither sent nor queued. */
  outcome: 'delivered' | 'queued' | 'refused' | 'unsent'
  runId: string
  jobName: string
  status: string
  /** The service's or the network's words, when not delivered. */
  error?: string
}

/** Sends one run's end as the record decided; never throws. */
export async function sendHeal(
  services: RunServices,
  end: Extract<Verdict, { end: unknown }>['end'],
  window: Window
): Promise<Healed> {
  const base = { runId: end.run.runId, jobName: end.run.jobName, status: end.ending.status }
  try {
    const ended = await endRun(services, end.run, end.ending, window)
    return { ...base, ...outcomeOf(ended.end) }
  } catch (e) {
    return { ...base, outcome: 'unsent', error: (e as Error).message }
  }
}

/**
 * The end record's word for what became of an end report: delivered, queued, refused for good
 * (a 4xx other than 429, which no retry changes), or neither sent nor queued.
 */
export function endWordOf(end: Outcome<'end'>): EndWord {
  if (end.delivered) return 'delivered'
  if (end.queued) return 'queued'
  const status = end.error.status
  return status !== undefined && status >= 400 && status < 500 && status !== 429
    ? 'refused'
    : 'unsent'
}

function outcomeOf(end: Outcome<'end'> | undefined): Pick<Healed, 'outcome' | 'error'> {
  if (!end) return { outcome: 'unsent', error: 'no end was sent' }
  const outcome = endWordOf(end)
  return outcome === 'delivered'
    ? { outcome }
    : { outcome, error: end.delivered ? '' : end.error.message }
}
