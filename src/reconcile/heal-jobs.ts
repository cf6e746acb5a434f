/**
 * Ends, from the CI's record, the runs of some finished jobs: each job's record read (its reader
 * fills a FinishedJob: the CI's facts and its log read bounded), decided by the one rule
 * (finished-job.ts `verdictsOf`), and at most one end sent per run that the rule calls to end,
 * within a number of ends. What a CI's passes share (GitLab's and Buildkite's next job and sweep).
 */
import type { Redactor } from '../logs/redact.js'
import type { RunServices, Window } from '../run/protocol.js'
import type { LogBounds } from './bounded-read.js'
import { type Healing, verdictsOf } from './finished-job.js'
import type { FinishedJob } from './finished-job.js'
import { type Healed, sendHeal } from './heal.js'
import type { RecordSeal } from './record-line.js'

/** What a CI's passes read and end with, the next job's and the sweep's: its API aside, alike. */
export interface CiHealing<Api> {
  api: Api
  seal: RecordSeal
  services: RunServices
  window: Window
  bounds: LogBounds
  logBytes: number
  redactor: Redactor
  endedBy?: string
  maxEnds: number
  now: () => number
}

/** A pass's jobs healed by `healer`, with what the pass carries (healJobs). */
export function healPass(
  jobs: JobToRead[],
  h: CiHealing<unknown>,
  healer: 'next-run' | 'sweep'
): Promise<HealedJobs> {
  return healJobs(jobs, {
    healing: { healer, ...(h.endedBy ? { endedBy: h.endedBy } : {}) },
    now: h.now,
    services: h.services,
    window: h.window,
    maxEnds: h.maxEnds
  })
}

/** A job to read, named for the lines that say what became of its run. */
export interface JobToRead {
  label: string
  /** Its record, or why it could not be read (the pass stops there: what follows is not read). */
  read: () => Promise<FinishedJob | { unread: string }>
}

export interface HealedJobs {
  healed: Healed[]
  left: Array<{ job: string; why: string }>
  /** Jobs whose record was read. */
  looked: number
  /** Why the pass stopped before the last job, when it did. */
  unfinished?: string
}

export async function healJobs(
  jobs: JobToRead[],
  o: {
    healing: Omit<Healing, 'now'>
    now: () => number
    services: RunServices
    window: Window
    maxEnds: number
  }
): Promise<HealedJobs> {
  const result: HealedJobs = { healed: [], left: [], looked: 0 }
  for (const job of jobs) {
    if (result.healed.length >= o.maxEnds)
      return { ...result, unfinished: `it ended ${o.maxEnds} runs, the most one pass ends` }
    const record = await job.read()
    if ('unread' in record) return { ...result, unfinished: record.unread }
    result.looked++
    for (const verdict of verdictsOf(record, { ...o.healing, now: o.now() })) {
      if ('leave' in verdict) result.left.push({ job: job.label, why: verdict.leave })
      else if (result.healed.length < o.maxEnds)
        result.healed.push(await sendHeal(o.services, verdict.end, o.window))
    }
  }
  return result
}
