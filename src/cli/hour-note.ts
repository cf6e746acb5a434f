/**
 * What a run says of the key's hour at its start: once (a day), when the cadences of the key's
 * jobs on this machine need more requests an hour than the key allows, and what job-monitor
 * does about it. The ledger that knows is the client's (client/hour-ledger.ts).
 */
import type { MonitorClient } from '../client/client.js'
import type { StartNote } from '../client/hour-ledger.js'
import { complain } from './messages.js'

/**
 * Notes this run's start in the key's ledger; says the line when the hour is short. Undefined
 * for a client that keeps no ledger. Never throws.
 */
export async function noteHour(
  client: Pick<MonitorClient, 'ledger'>,
  run: { jobName: string; notifiesPipeline: boolean }
): Promise<StartNote | undefined> {
  const ledger = client.ledger
  if (!ledger) return undefined
  // A run sends its start and end, and a pipeline's `running` and final notification.
  const note = await ledger.noteStart(run.jobName, run.notifiesPipeline ? 4 : 2)
  // Said even with --quiet: reports will reach the service late until the cadence changes.
  if (note.sayNow) complain(shortHourLine(run.jobName, note, ledger.limit))
  return note
}

/** The one line: the cadence, the need against the limit, and what happens to the reports. */
export function shortHourLine(jobName: string, note: StartNote, limit: number): string {
  const cadence = note.cadenceMs === undefined ? '' : ` starts every ${spoken(note.cadenceMs)}, and`
  const others =
    note.activeJobs > 1 ? ` with ${note.activeJobs - 1} other job(s) on this key here` : ''
  return (
    `'${jobName}'${cadence}${others} needs about ${note.need} requests an hour for its start and end reports, ` +
    `more than the key's ${limit}: heartbeats give way first, and no report is dropped: ` +
    `those the hour cannot take wait in the local queue for a later hour (\`job-monitor replay\` sends them), ` +
    `arriving later and later while this lasts. Run it less often, or on a key of its own.`
  )
}

function spoken(ms: number): string {
  if (ms < 90_000) return `${Math.round(ms / 1000)} s`
  if (ms < 90 * 60_000) return `${Math.round(ms / 60_000)} min`
  return `${Math.round(ms / 3_600_000)} h`
}
