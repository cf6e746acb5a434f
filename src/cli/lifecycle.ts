/**
 * A job's run across two processes, for CI systems that give a job a start and an end but no
 * process in between (GitLab's before_script and after_script, Buildkite's hooks):
 *
 * - `start --state-file FILE` sends the start report, starts the detached heartbeat process
 *   (the action's helper, run from this bundle) and writes the run's state to FILE;
 * - `end --state-file FILE --status WORD` stops the heartbeat process, sends the end report
 *   (with the run id the heartbeat process learnt, when the start had to be queued) and
 *   removes FILE.
 *
 * Both keep the action's promises: bounded time (--wait), nothing lost (what is late is
 * queued for `job-monitor replay`), and the job never fails because of monitoring: only a
 * mistake on the command line (exit 2) does.
 */
import type { MonitorClient } from '../client/client.js'
import { type Metadata, isoUtc } from '../client/wire.js'
import { helperConfigFor } from '../helper/config.js'
import { type JobProcess, findJobProcess } from '../process/job-process.js'
import { helperScript, spawnHelper } from '../helper/spawn.js'
import { writeOpenRun } from '../helper/helper-run.js'
import { procFacts } from '../process/process-facts.js'
import { OpenRunStore } from '../queue/open-runs.js'
import { type RunEnded, endTheRun } from '../run/run-end.js'
import { readStatus } from '../helper/status-file.js'
import { type StopResult, helperTrouble, stopDescription, stopHelper } from '../helper/stop.js'
import { type Begun, type Run, beginRun } from '../run/protocol.js'
import { cancelOnSignals } from '../run/signals.js'
import { type JobWatchFacts, withContext } from './ci-facts.js'
import type { EndWithStateFile, StartWithStateFile } from './command-settings.js'
import { ExitCode } from './errors.js'
import { HELPER_SUBCOMMAND } from './helper-command.js'
import { sendEnd } from './lifecycle/end-report.js'
import { noteHour } from './hour-note.js'
import { beatCadence, heartbeatBudget } from '../client/heartbeat-budget.js'
import { complain, messenger } from './messages.js'
import { recordWriterOf, writeRecord, writeSettledRecord } from './run-record.js'
import { type RunSchedule, scheduleFacts } from './schedule.js'
import {
  type RunState,
  RUN_STATE_VERSION,
  checkRunFolder,
  helperFilesOf,
  lockRunEnd,
  makeRunFolder,
  readRunState,
  releaseRunEnd,
  removeRunState,
  writeRunState
} from './run-state.js'
import {
  clientSettings,
  makeClient,
  queueOf,
  requireService,
  warnAboutKeyFlag
} from './client-setup.js'

export interface StartedRun {
  runId: string
  runKey: string
  startTime: string
  jobName: string
}

/** `start --state-file`: the start report, the heartbeat process, the state file. */
export async function startWithHeartbeats(
  o: StartWithStateFile & { schedule: RunSchedule },
  /** The heartbeat process's own environment (less the key; see spawnHelper). */
  env: NodeJS.ProcessEnv
): Promise<StartedRun | undefined> {
  const { stateFile, jobName, metadata, connection } = o
  const { config } = connection
  const say = messenger(config.quiet)
  warnAboutKeyFlag(config, say)
  // A heartbeat process an earlier start left (its end never ran) must not beat on.
  await stopLeftover(stateFile)
  if (!(await readyToStart(o, say))) return undefined
  const client = makeClient(config, connection.proxy, connection.queue, say)
  const hour = await noteHour(client, {
    jobName,
    notifiesPipeline: config.pipelineId !== undefined && config.deploymentUrl !== undefined
  })
  const startMs = Date.now()
  // The schedule's facts go with the start, and are kept for the end (the state's `schedule`).
  const scheduled = scheduleFacts(o.schedule, startMs, say)
  const begun = await sendStart(o, client, say, { startMs, scheduled })
  if (!begun) return undefined
  const { run } = begun
  // The run's record in the job's log, once the service has given it an id.
  if (begun.start.delivered)
    writeRecord(recordWriterOf(o.connection.config, o.record), 'start', {
      ...run,
      runId: begun.start.response.run_id
    })
  // What the helper's settings and the state file keep is what the gate let out: no secret.
  const kept = metadata && client.outboundMetadata(metadata)
  const files = helperFilesOf(stateFile)
  const helper = {
    ...helperSettingsOf(o, begun, kept, files.statusFile),
    // Its heartbeats keep to this job's share of the key's hour, with the others on the machine.
    ...(hour && hour.activeJobs > 1 ? { jobTotal: hour.activeJobs } : {}),
    ...(config.hourlyLimit ? { hourlyLimit: config.hourlyLimit } : {})
  }
  const helperPid = startHelper(o, helper, files.logFile, env)
  await recordRunOpen(helper, helperPid)
  await keepRunState(o, run, { pid: helperPid, channels: helper.channels }, kept, scheduled)
  if (helperPid && o.heartbeatMs > 0) {
    // The share the helper's loop keeps: its client's attempts are what an end may spend.
    const share = heartbeatBudget({
      jobTotal: helper.jobTotal,
      endAttempts: client.maxAttempts,
      hourlyLimit: helper.hourlyLimit
    })
    say(`heartbeats ${beatCadence(o.heartbeatMs, share)} until \`job-monitor end\``)
  }
  return { runId: run.runId, runKey: run.runKey, startTime: run.startTime, jobName }
}

/**
 * Whether a start may be sent: a key, the service's address, and a run folder that is ours
 * alone. Without a key the job goes unreported; a missing address is a usage error.
 */
async function readyToStart(o: StartWithStateFile, say: (m: string) => void): Promise<boolean> {
  const { config } = o.connection
  if (!config.apiKey) {
    if (config.keyUnusable) complain(config.keyUnusable)
    else say('no API key (JOB_MONITOR_API_KEY): this job is not reported')
    return false
  }
  requireService(config, 'runs')
  // The run's folder first: where it cannot be ours alone, no start report is sent, since no
  // end could end that run.
  try {
    await makeRunFolder(o.stateFile)
  } catch (e) {
    complain(`--state-file: ${(e as Error).message}; this job is not reported`)
    return false
  }
  return true
}

/**
 * The start report, within --wait; a start that is late is queued, for the heartbeat process
 * to carry on. One neither delivered nor queued leaves no run to end: its folder goes.
 */
async function sendStart(
  o: StartWithStateFile,
  client: MonitorClient,
  say: (m: string) => void,
  at: { startMs: number; scheduled?: Metadata }
): Promise<Begun | undefined> {
  const { config } = o.connection
  const queue = queueOf(o.connection.queue, say)
  const cancel = cancelOnSignals()
  const begun = await beginRun(
    { client, queue },
    {
      jobName: o.jobName,
      metadata: withContext({ ...o.ci.report, ...at.scheduled }, o.metadata),
      tags: o.tags,
      pipelineId: config.pipelineId,
      startTime: isoUtc(at.startMs)
    },
    { deadline: Date.now() + o.waitMs, signal: cancel.signal }
  ).finally(() => cancel.dispose())
  const { start } = begun
  if (!start.delivered && !start.queued) {
    complain(`the start report was not accepted: ${start.error.message}; this job is not reported`)
    await removeRunState(o.stateFile)
    return undefined
  }
  if (!start.delivered) {
    say(`the start report is queued (${start.error.message}); the heartbeat process sends it`)
  }
  return begun
}

/** What the heartbeat process is told: the run, its beats, the job it watches, its deadline. */
function helperSettingsOf(
  o: StartWithStateFile,
  begun: Begun,
  kept: Metadata | undefined,
  statusFile: string
): ReturnType<typeof helperConfigFor> {
  const { run } = begun
  const { tags, deadline } = o
  return helperConfigFor(begun, {
    client: clientSettings(o.connection.config, o.connection.queue),
    jobName: o.jobName,
    intervalMs: o.heartbeatMs,
    queueDir: o.connection.queue.dir,
    statusFile,
    metadata: withContext(o.ci.heartbeat, kept),
    ...jobWatchOf(o.job),
    ...(tags ? { tags } : {}),
    ...(deadline
      ? {
          deadline: {
            ...deadline,
            startTime: run.startTime,
            runId: run.runId,
            ...(run.pipelineId ? { pipelineId: run.pipelineId } : {}),
            ...(tags ? { tags } : {})
          }
        }
      : {})
  })
}

/**
 * The heartbeat process, when it has work: beats to send, a queued start to carry on, or the
 * job's deadline to keep. One that cannot be started costs the beats, never the job.
 */
function startHelper(
  o: StartWithStateFile,
  helper: ReturnType<typeof helperConfigFor>,
  logFile: string,
  env: NodeJS.ProcessEnv
): number | undefined {
  if (!(o.heartbeatMs > 0 || helper.startQueued || o.deadline)) return undefined
  try {
    return spawnHelper({
      script: helperScript(import.meta.url, 'cli'),
      args: [HELPER_SUBCOMMAND],
      apiKey: o.connection.config.apiKey,
      env,
      logFile,
      config: helper
    })
  } catch (e) {
    complain(`the heartbeat process could not be started: ${(e as Error).message}`)
    return undefined
  }
}

/**
 * The run recorded as open, helper or not: if its end never comes (the job was killed), a later
 * job here ends it on the evidence of its job's process. Written before the helper is known to
 * have begun: below normal priority, on a busy machine it may begin only after a later `start`
 * or an end that could not be sent has stopped it, and then records nothing itself. The helper
 * writes the same record again once it runs.
 */
async function recordRunOpen(
  helper: ReturnType<typeof helperConfigFor>,
  pid: number | undefined
): Promise<void> {
  const procStart = pid === undefined ? undefined : procFacts(pid)?.startTicks
  const own = pid === undefined ? undefined : { pid, ...(procStart ? { procStart } : {}) }
  await writeOpenRun(helper, own).catch((e: Error) =>
    complain(`could not record the open run: ${e.message}`)
  )
}

/** The run's state, for `end --state-file`: the run, its heartbeat process, what it carries. */
async function keepRunState(
  o: StartWithStateFile,
  run: Run,
  helper: { pid: number | undefined; channels: string[] },
  kept: Metadata | undefined,
  schedule: Metadata | undefined
): Promise<void> {
  const { stateFile, tags } = o
  const { pid: helperPid, channels } = helper
  const state: RunState = {
    version: RUN_STATE_VERSION,
    jobName: o.jobName,
    runKey: run.runKey,
    runId: run.runId,
    startTime: run.startTime,
    ...(run.pipelineId ? { pipelineId: run.pipelineId } : {}),
    ...(helperPid ? { helperPid, channels } : {}),
    ...(kept ? { metadata: kept } : {}),
    ...(schedule ? { schedule } : {}),
    ...(tags ? { tags } : {}),
    record: o.record
  }
  try {
    await writeRunState(stateFile, state)
  } catch (e) {
    // Without the state, no end would stop the heartbeats: stop them now.
    await stopHelper(helperPid, helperFilesOf(stateFile).statusFile, {
      runKey: run.runKey,
      channels
    })
    complain(
      `could not write ${stateFile}: ${(e as Error).message}; the run's end will not be reported`
    )
  }
}

/**
 * The job's own process, for the CI systems whose process tree we know (run/job-process.ts):
 * the helper watches it, and a later job judges the run by it. On GitLab an end may still come
 * from after_script once the script's shell is gone.
 */
function jobWatchOf(facts: JobWatchFacts): { job?: JobProcess; endWaitMs?: number } {
  const job = findJobProcess(facts.kind, { place: { disposable: facts.disposable } })
  if (!job) return {}
  return facts.kind === 'gitlab' ? { job, endWaitMs: facts.afterScriptWaitMs } : { job }
}

async function stopLeftover(stateFile: string): Promise<void> {
  const old = await readRunState(stateFile).catch(() => undefined)
  if (old?.helperPid)
    await stopHelper(old.helperPid, helperFilesOf(stateFile).statusFile, {
      runKey: old.runKey,
      channels: old.channels
    })
  if (old) await removeRunState(stateFile)
}

/**
 * How long the end report waits for the heartbeat process to answer its request to stop. It
 * answers in milliseconds, and then no heartbeat follows the report; one that does not answer
 * is stopped after the report is sent. After a cancel the CI system gives this process seconds
 * at most (Buildkite's signal grace period, 9 s by default, shared with the command): the
 * report comes first.
 */
const STOP_BEFORE_END_MS = 500

/** `end --state-file`: sends the end report, stops the heartbeat process, removes the state. */
export async function endFromState(
  o: EndWithStateFile,
  logsFor: (apiKey: string) => Promise<string | undefined>
): Promise<number> {
  const { stateFile } = o
  const { config } = o.connection
  const say = messenger(config.quiet)
  warnAboutKeyFlag(config, say)
  const state = await claimRun(stateFile, say)
  if (!state) return ExitCode.ok
  const { statusFile } = helperFilesOf(stateFile)
  const records = recordWriterOf(config, state.record ?? o.record)
  // The run's one end owner: marked as ending, the helper asked to stop (waited for only briefly
  // before the report, and to its end after it), ended, its record settled.
  const ended = await endTheRun({
    runKey: state.runKey,
    records: OpenRunStore.inQueue(o.connection.queue.dir),
    stopHelper: () =>
      stopHelper(state.helperPid, statusFile, { runKey: state.runKey, channels: state.channels }),
    stopFirstMs: STOP_BEFORE_END_MS,
    send: async early => {
      const helper = early?.status ?? readStatus(statusFile)
      if (helper?.endedRun) {
        const { why, delivered } = helper.endedRun
        say(
          `the heartbeat process had ended the run itself (${why ?? 'timed out'}${delivered ? '' : ', queued'})`
        )
        writeRecord(
          records,
          'end',
          { ...state, runId: state.runId || helper.runId || '' },
          {
            outcome: delivered ? 'delivered' : helper.endedRun.queued ? 'queued' : 'unsent'
          }
        )
        return { settledElsewhere: true, code: ExitCode.ok as number }
      }
      if (!config.apiKey) {
        complain(
          config.keyUnusable ??
            'no API key (JOB_MONITOR_API_KEY): the end of the run is not reported'
        )
        return { notTried: true, code: ExitCode.ok as number }
      }
      requireService(config, 'runs')
      return sendEnd(state, helper, o, logsFor, records)
    },
    afterLateStop: async (attempt, helper) => {
      // The helper was seeing the run's start through: the end that waited for it goes now.
      if (!('sendQueued' in attempt) || !attempt.sendQueued) return attempt
      const sent = await attempt.sendQueued(helper.status?.runId)
      return sent ? { ...attempt, sendQueued: undefined } : attempt
    }
  }).catch(async (e: unknown) => {
    // The run's end was not settled: its state stays for another `end`, which may take the lock.
    await releaseRunEnd(stateFile)
    throw e
  })
  writeSettledRecord(records, ended.attempt)
  await closeRunFolder(stateFile, state, ended, say)
  return ended.attempt.code
}

/**
 * The run to end, with this `end` its one end owner; none (and why, said) when there is no
 * run in the folder, or another `end` is ending it. Nothing here fails the job.
 */
async function claimRun(
  stateFile: string,
  say: (m: string) => void
): Promise<RunState | undefined> {
  let state: RunState | undefined
  try {
    if ((await checkRunFolder(stateFile)) === 'absent') {
      say(
        `no run to end: ${stateFile} is not there (its run was ended, or its start sent no report)`
      )
      return undefined
    }
    // Two ends at once (a retried hook, a script and its trap): exactly one sends the end
    // report; the lock is taken before the state is read.
    if (!(await lockRunEnd(stateFile))) {
      say(`another \`job-monitor end\` is ending the run of ${stateFile}: nothing more to do`)
      return undefined
    }
    state = await readRunState(stateFile)
  } catch (e) {
    complain(`${(e as Error).message}; nothing to end`)
    return undefined
  }
  if (!state) {
    say(`no run to end: ${stateFile} holds no run (its start sent no report)`)
    await removeRunState(stateFile)
  }
  return state
}

/**
 * After the end: what became of the heartbeat process, and the run's folder, removed once the
 * end is settled, else kept (unlocked) so that another `end` can still end the run.
 */
async function closeRunFolder(
  stateFile: string,
  state: RunState,
  ended: Omit<RunEnded<never, StopResult>, 'attempt'>,
  say: (m: string) => void
): Promise<void> {
  const stopped = ended.helper ?? { how: 'none' as const }
  const trouble = helperTrouble(state.helperPid, stopped)
  const how = stopDescription(stopped)
  // A helper that stopped by itself (its lifetime, a signal) while the job ran left word in its
  // status file: said, since its heartbeats stopped before the end.
  if (trouble) complain(trouble)
  else if (how) say(`the heartbeat process ${how}`)
  if (ended.leftOpen) {
    say(`${ended.leftOpen}; \`job-monitor end --state-file ${stateFile}\` may be run again`)
    await releaseRunEnd(stateFile)
  } else await removeRunState(stateFile)
}
