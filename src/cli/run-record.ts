/**
 * The run's record in the job's log, as the command line writes it: the same sealed line the
 * action prints (reconcile/record-line.ts), so that a later job or a scheduled sweep reading the
 * CI's record of the job (GitLab's trace, Buildkite's log, GitHub's log) finds the run id and
 * whether its end reached the service. `start` and `exec` write `start` once the start report is
 * delivered; `end` and `exec` write `ending` before the end is sent, and `end` with what became
 * of it.
 *
 * The line goes to stderr, where every CI shows it (a hook's stdout may be thrown away, and a
 * `start` whose stdout a script captures must print the run id alone there). It is written
 * whatever --quiet says: it is the run's evidence, not a message; and only for a run on a machine
 * discarded after its job (run-record's RecordChoice, reconcile/machine.ts) that a later job or a
 * sweep may end: no other run is ever ended from the record. It holds no piece of the key (its
 * MAC is an HMAC keyed with it), is ASCII, one line, and not a workflow command. It names the job
 * that writes it, from the CI's variables (reconcile/ci-job.ts): a reader believes it only in
 * that job's log. Where the variables do not name the job (GitHub, without
 * JOB_MONITOR_CHECK_RUN_ID), the record names none, and no reader believes it.
 */
import type { Outcome } from '../queue/deliver.js'
import { endWordOf } from '../reconcile/heal.js'
import { buildkiteCiJob, gitHubCiJob, gitLabCiJob } from '../reconcile/ci-job.js'
import { cliMachineKindOf } from '../reconcile/machine.js'
import {
  type Healer,
  type MachineKind,
  type RunRecord,
  recordLine
} from '../reconcile/record-line.js'
import type { EndStatus } from '../client/wire.js'
import { type Flags, inputOf, pick } from './config.js'
import { UsageError } from './errors.js'

/** Who may end the run from the CI's record, and on what kind of machine it runs. */
export interface RecordChoice {
  healer: Healer
  machine: MachineKind
  /** The job the records are written in, as its CI names it (reconcile/ci-job.ts). */
  ciJob?: string
}

export const RECONCILE_VARIABLE = 'JOB_MONITOR_RECONCILE'
export const MACHINE_VARIABLE = 'JOB_MONITOR_MACHINE'
const HEALERS: Healer[] = ['next-run', 'sweep', 'off']
const MACHINES = ['ephemeral', 'persistent', 'auto']

/**
 * --reconcile (JOB_MONITOR_RECONCILE: next-run, sweep or off; default next-run) and --machine
 * (JOB_MONITOR_MACHINE: ephemeral, persistent, or auto, the default, read from the CI's
 * variables: reconcile/machine.ts).
 */
export function recordChoiceOf(flags: Flags, env: NodeJS.ProcessEnv): RecordChoice {
  const healer = pick(flags, 'reconcile', env, RECONCILE_VARIABLE) ?? 'next-run'
  if (!HEALERS.includes(healer as Healer))
    throw new UsageError(
      `${inputOf(flags, 'reconcile', RECONCILE_VARIABLE)} must be next-run, sweep or off`,
      inputOf(flags, 'reconcile', RECONCILE_VARIABLE)
    )
  const declared = pick(flags, 'machine', env, MACHINE_VARIABLE) ?? 'auto'
  if (!MACHINES.includes(declared))
    throw new UsageError(
      `${inputOf(flags, 'machine', MACHINE_VARIABLE)} must be ephemeral, persistent or auto`,
      inputOf(flags, 'machine', MACHINE_VARIABLE)
    )
  const machine = cliMachineKindOf({
    ...(declared === 'auto' ? {} : { declared: declared as MachineKind }),
    queuePlacedByHand: Boolean(pick(flags, 'queue-dir', env, 'JOB_MONITOR_QUEUE_DIR')),
    gitlabDisposable: env.CI_DISPOSABLE_ENVIRONMENT?.trim() === 'true',
    buildkiteAcquireJob:
      env.BUILDKITE === 'true' && Boolean(env.BUILDKITE_AGENT_ACQUIRE_JOB?.trim()),
    ...(env.GITHUB_ACTIONS === 'true' ? { githubRunnerEnvironment: env.RUNNER_ENVIRONMENT } : {})
  })
  const ciJob = ciJobOfEnv(env)
  return { healer: healer as Healer, machine, ...(ciJob ? { ciJob } : {}) }
}

/**
 * The job a command runs in, from its CI's variables. On GitHub no variable holds the job's id:
 * it comes from `job.check_run_id`, which the action reads as an input default, and which a
 * workflow hands the command line as JOB_MONITOR_CHECK_RUN_ID.
 */
export function ciJobOfEnv(env: NodeJS.ProcessEnv): string | undefined {
  // In the order the command line tells its CI (cli/ci-facts.ts readCiFacts).
  if (env.GITLAB_CI === 'true' || (env.GITLAB_CI === 'false' && env.CI_JOB_ID))
    return gitLabCiJob(env.CI_PROJECT_ID, env.CI_JOB_ID)
  if (env.BUILDKITE === 'true')
    return buildkiteCiJob(env.BUILDKITE_ORGANIZATION_SLUG, env.BUILDKITE_JOB_ID)
  if (env.GITHUB_ACTIONS === 'true')
    return gitHubCiJob(env.GITHUB_REPOSITORY, env.JOB_MONITOR_CHECK_RUN_ID)
  return undefined
}

/** A record's run: the three fields an end report repeats. */
export interface RecordedRun {
  runId: string
  startTime: string
  jobName: string
}

/** The key and address a record is sealed with, and the choice it carries. */
export interface RecordWriter {
  apiKey: string
  baseUrl: string
  choice: RecordChoice
}

/** Writes one record of the run into the job's log (stderr); never throws. */
export function writeRecord(
  w: RecordWriter | undefined,
  kind: RunRecord['kind'],
  run: RecordedRun,
  end?: { outcome: RunRecord['outcome']; status?: EndStatus }
): void {
  if (!w?.apiKey || !w.baseUrl) return
  // Only a run on a machine discarded with its queue is ever ended from the CI's record: on any
  // other, its own queue sends the end, and a record would be read by no one (a cron job's mail
  // stays as it was).
  if (w.choice.machine !== 'ephemeral' || w.choice.healer === 'off') return
  const line = recordLine(
    {
      kind,
      runId: run.runId,
      startTime: run.startTime,
      jobName: run.jobName,
      machine: w.choice.machine,
      healer: w.choice.healer,
      ...(end?.outcome ? { outcome: end.outcome } : {}),
      ...(end?.status ? { status: end.status } : {}),
      ...(w.choice.ciJob ? { ciJob: w.choice.ciJob } : {})
    },
    { apiKey: w.apiKey, address: w.baseUrl.replace(/\/+$/, '') }
  )
  try {
    process.stderr.write(`${line}\n`)
  } catch {
    // A closed stderr takes the record with it: the run goes on unrecorded.
  }
}

/** The `end` record of an end report's outcome (none when no end was sent). */
export function writeEndRecord(
  w: RecordWriter | undefined,
  run: RecordedRun,
  end: Outcome<'end'> | undefined,
  status: EndStatus
): void {
  if (end) writeRecord(w, 'end', run, { outcome: endWordOf(end), status })
}

/** The writer of the run's records: the key and address they are sealed with, and the choice. */
export function recordWriterOf(
  config: { apiKey: string; baseUrl: string },
  choice: RecordChoice
): RecordWriter {
  return { apiKey: config.apiKey, baseUrl: config.baseUrl, choice }
}

/** What `end --state-file` settled: the run its record names, and what became of its end. */
export interface SettledEnd {
  record?: { run: RecordedRun; status: EndStatus }
  end?: Outcome<'end'>
  /** Set while the end is still queued, to send it once more (lifecycle/end-report.ts). */
  sendQueued?: unknown
}

/**
 * The `end` record, once the end is settled: an end that was queued and then sent within this
 * `end`'s time (from the queue after a cancel, or once the heartbeat process had let go) counts
 * as delivered; one still queued, as queued.
 */
export function writeSettledRecord(w: RecordWriter, attempt: object): void {
  const a = attempt as SettledEnd
  if (!a.record || !a.end) return
  const queued = !a.end.delivered && a.end.queued !== undefined
  if (queued)
    writeRecord(w, 'end', a.record.run, {
      outcome: a.sendQueued ? 'queued' : 'delivered',
      status: a.record.status
    })
  else writeEndRecord(w, a.record.run, a.end, a.record.status)
}

/**
 * The `end` record of an end sent by exec (or a plain `end`): a cancelled run's end, put in the
 * queue first and then sent from it, counts as delivered.
 */
export function writeSentRecord(
  w: RecordWriter,
  run: RecordedRun,
  ended: { runId: string; end?: Outcome<'end'>; sent?: { runId: string } },
  status: EndStatus
): void {
  const runId = ended.sent?.runId || ended.runId || run.runId
  if (ended.sent && ended.end && !ended.end.delivered)
    writeRecord(w, 'end', { ...run, runId }, { outcome: 'delivered', status })
  else writeEndRecord(w, { ...run, runId }, ended.end, status)
}
