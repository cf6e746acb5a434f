/**
 * The run's record in the job's own log: one line the front end prints where the CI system keeps
 * it (the job's log, which outlives the machine), so that a later job, or a sweep, can end the
 * run from that log when its end never reached the service. Three kinds:
 *
 * - `start`: printed once the start report is delivered: the run id, the start_time byte for
 *   byte, the job name, what kind of machine ran it, and who may end it from the CI's record;
 * - `ending`: printed as the end begins, before anything is sent: from here an end may be on its
 *   way, and a log that stops after this line proves nothing either way;
 * - `end`: printed last, with what became of the end report (delivered, queued, not sent,
 *   refused).
 *
 * The line is `job-monitor-record: {json}`: not a workflow command (those begin with `::`), one
 * line whatever the job's name holds (JSON escapes line breaks). It carries a MAC: an HMAC-SHA256
 * of its fields and the service's address, keyed with the API key, so only a holder of the key
 * can write a record that is believed (a step's output, a pull request's test, cannot end
 * someone's run), and a record only ends runs of the service it names. A record the CI masked or
 * cut does not verify, and is not believed. The MAC reveals nothing of the key.
 *
 * Among its fields is the CI's name for the job that wrote it (ci-job.ts): a line is public
 * wherever the job's log is, and a job with no key can print a copy of it. A reader believes a
 * record only in the log of the job it names (finished-job.ts), so a copy ends nothing. A record
 * of version 1, which named no job, does not verify.
 */
import type { EndStatus } from '../client/wire.js'

export const RECORD_MARK = 'job-monitor-record: '

/** Whether the machine's own queue outlives the job (a persistent self-hosted runner, a host). */
export type MachineKind = 'ephemeral' | 'persistent'

/** Who ends the run from the CI's record when its own end cannot reach the service. */
export type Healer = 'next-run' | 'sweep' | 'off'

/** What became of the end report, in the `end` record. */
export type EndWord = 'delivered' | 'queued' | 'unsent' | 'refused'

export interface RunRecord {
  kind: 'start' | 'ending' | 'end'
  runId: string
  startTime: string
  jobName: string
  machine: MachineKind
  healer: Healer
  /** `end` only: what became of the end report. */
  outcome?: EndWord
  /** `end` only: the status it carried. */
  status?: EndStatus
  /** The CI's name for the job that wrote it (ci-job.ts); none when the writer could not say. */
  ciJob?: string
}

/** The key and the service address a record is bound to. */
export interface RecordSeal {
  apiKey: string
  /** The service's base URL, without trailing slashes. */
  address: string
}

const VERSION = 2
const MAC_HEX = 32
/** A record line is short: anything longer is not one of ours. */
const MAX_RECORD_CHARS = 4096
const KINDS = new Set(['start', 'ending', 'end'])
const MACHINES = new Set(['ephemeral', 'persistent'])
const HEALERS = new Set(['next-run', 'sweep', 'off'])
const OUTCOMES = new Set(['delivered', 'queued', 'unsent', 'refused'])
const STATUSES = new Set(['success', 'failed', 'cancelled'])

function macOf(r: RunRecord, seal: RecordSeal): string {
  const fields = [
    VERSION,
    r.kind,
    r.runId,
    r.startTime,
    r.jobName,
    r.machine,
    r.healer,
    r.outcome ?? '',
    r.status ?? '',
    r.ciJob ?? '',
    seal.address.replace(/\/+$/, '')
  ]
  // Loaded when a record is written or checked: the long-lived helper keeps no crypto otherwise.
  return process
    .getBuiltinModule('node:crypto')
    .createHmac('sha256', seal.apiKey)
    .update('job-monitor/run-record/v2\0')
    .update(JSON.stringify(fields), 'utf8')
    .digest('hex')
    .slice(0, MAC_HEX)
}

/** The line that records `r` in the job's log. */
export function recordLine(r: RunRecord, seal: RecordSeal): string {
  const body = {
    v: VERSION,
    k: r.kind,
    run: r.runId,
    start: r.startTime,
    job: r.jobName,
    machine: r.machine,
    heal: r.healer,
    ...(r.outcome ? { end: r.outcome } : {}),
    ...(r.status ? { status: r.status } : {}),
    ...(r.ciJob ? { ci_job: r.ciJob } : {}),
    mac: macOf(r, seal)
  }
  // ASCII only: no character a log writer could show otherwise (a control character escaped,
  // a line separator), so the line reads back as it was sealed.
  const ascii = JSON.stringify(body).replace(
    /[^\x20-\x7e]/g,
    c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
  return `${RECORD_MARK}${ascii}`
}

/** The records found in a log's text, and how many looked like one but did not verify. */
export interface FoundRecords {
  records: RunRecord[]
  unverified: number
}

/**
 * The records of `seal`'s service in `text` (a log, or a part of one), in the order written.
 * A line is read from the mark to its end, whatever precedes it (the CI's time stamp); a record
 * whose fields or MAC do not hold is counted, never believed.
 */
export function readRecords(text: string, seal: RecordSeal): FoundRecords {
  const found: FoundRecords = { records: [], unverified: 0 }
  let at = text.indexOf(RECORD_MARK)
  while (at >= 0) {
    const lineEnd = text.indexOf('\n', at)
    const line = text.slice(at + RECORD_MARK.length, lineEnd < 0 ? text.length : lineEnd)
    const record = line.length <= MAX_RECORD_CHARS ? parsed(line.trimEnd()) : undefined
    if (record && macOf(record.fields, seal) === record.mac) found.records.push(record.fields)
    else found.unverified++
    at = text.indexOf(RECORD_MARK, at + RECORD_MARK.length)
  }
  return found
}

function parsed(json: string): { fields: RunRecord; mac: string } | undefined {
  let o: Record<string, unknown>
  try {
    const v: unknown = JSON.parse(json)
    if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined
    o = v as Record<string, unknown>
  } catch {
    return undefined
  }
  const text = (k: string): string | undefined => (typeof o[k] === 'string' ? o[k] : undefined)
  const [kind, runId, startTime, jobName] = [text('k'), text('run'), text('start'), text('job')]
  const [machine, healer, mac] = [text('machine'), text('heal'), text('mac')]
  if (o.v !== VERSION || !kind || !KINDS.has(kind) || !machine || !MACHINES.has(machine))
    return undefined
  if (runId === undefined || startTime === undefined || jobName === undefined) return undefined
  if (!healer || !HEALERS.has(healer) || !mac || !/^[0-9a-f]+$/.test(mac)) return undefined
  const outcome = text('end')
  const status = text('status')
  const ciJob = text('ci_job')
  if (outcome !== undefined && !OUTCOMES.has(outcome)) return undefined
  if (status !== undefined && !STATUSES.has(status)) return undefined
  return {
    fields: {
      kind: kind as RunRecord['kind'],
      runId,
      startTime,
      jobName,
      machine: machine as MachineKind,
      healer: healer as Healer,
      ...(outcome ? { outcome: outcome as EndWord } : {}),
      ...(status ? { status: status as EndStatus } : {}),
      ...(ciJob ? { ciJob } : {})
    },
    mac
  }
}
