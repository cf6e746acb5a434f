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
import { helperConfigFor } from '../helper/config.js'
import {
  type JobProcess,
  afterScriptWaitMs,
  findJobProcess,
  jobKindOf
} from '../run/job-process.js'
import { helperScript, spawnHelper } from '../helper/spawn.js'
import { OpenRunStore } from '../queue/open-runs.js'
import { RUN_LEFT_OPEN, endTheRun } from '../run/run-end.js'
import type { Outcome } from '../queue/deliver.js'
import { type HelperStatus, readStatus } from '../helper/status-file.js'
import { helperTrouble, stopDescription, stopHelper } from '../helper/stop.js'
import { beginRun, endCancelledRun, endRun } from '../run/protocol.js'
import { cancelOnSignals } from '../run/signals.js'
import { logQuote } from './log-file.js'
import { withQuote } from '../logs/failure-quote.js'
import { withContext } from './ci-facts.js'
import { slowerThanUsual } from '../run/usual-duration.js'
import { durationHistoryIn } from './usual-duration.js'
import { outcomeFacts, withOutcome } from './ci-status.js'
import type { EndWithStateFile, StartWithStateFile } from './command-settings.js'
import { ExitCode } from './errors.js'
import { HELPER_SUBCOMMAND } from './helper-command.js'
import { complain, messenger } from './messages.js'
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
import { clientSettings, makeClient, queueOf, requireService, warnAboutKeyFlag } from './service.js'

export interface StartedRun {
  runId: string
  runKey: string
  startTime: string
  jobName: string
}

/** `start --state-file`: the start report, the heartbeat process, the state file. */
export async function startWithHeartbeats(
  o: StartWithStateFile,
  /** The heartbeat process's own environment (less the key; see spawnHelper). */
  env: NodeJS.ProcessEnv
): Promise<StartedRun | undefined> {
  const { stateFile, jobName, metadata, tags, connection } = o
  const { config } = connection
  const say = messenger(config.quiet)
  warnAboutKeyFlag(config, say)
  // A heartbeat process an earlier start left (its end never ran) must not beat on.
  await stopLeftover(stateFile)
  if (!config.apiKey) {
    if (config.keyUnusable) complain(config.keyUnusable)
    else say('no API key (JOB_MONITOR_API_KEY): this job is not reported')
    return undefined
  }
  requireService(config, 'runs')
  // The run's folder first: where it cannot be ours alone, no start report is sent, since no
  // end could end that run.
  try {
    await makeRunFolder(stateFile)
  } catch (e) {
    complain(`--state-file: ${(e as Error).message}; this job is not reported`)
    return undefined
  }
  const client = makeClient(config, connection.proxy, say)
  const queue = queueOf(connection.queue, say)
  const cancel = cancelOnSignals()
  const begun = await beginRun(
    { client, queue },
    {
      jobName,
      metadata: withContext(o.ci.report, metadata),
      tags,
      pipelineId: config.pipelineId
    },
    { deadline: Date.now() + o.waitMs, signal: cancel.signal }
  ).finally(() => cancel.dispose())
  const { run, start } = begun
  if (!start.delivered && !start.queued) {
    complain(`the start report was not accepted: ${start.error.message}; this job is not reported`)
    await removeRunState(stateFile)
    return undefined
  }
  if (!start.delivered) {
    say(`the start report is queued (${start.error.message}); the heartbeat process sends it`)
  }
  // What the helper's settings and the state file keep is what the gate let out: no secret.
  const kept = metadata && client.outboundMetadata(metadata)
  const files = helperFilesOf(stateFile)
  const { deadline } = o
  const helper = helperConfigFor(begun, {
    client: clientSettings(config),
    jobName,
    intervalMs: o.heartbeatMs,
    queueDir: connection.queue.dir,
    statusFile: files.statusFile,
    metadata: withContext(o.ci.heartbeat, kept),
    ...jobWatchOf(env),
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
  const { channels } = helper
  let helperPid: number | undefined
  if (o.heartbeatMs > 0 || helper.startQueued || deadline) {
    try {
      helperPid = spawnHelper({
        script: helperScript(import.meta.url, 'cli'),
        args: [HELPER_SUBCOMMAND],
        apiKey: config.apiKey,
        env,
        logFile: files.logFile,
        config: helper
      })
    } catch (e) {
      complain(`the heartbeat process could not be started: ${(e as Error).message}`)
    }
  }
  const state: RunState = {
    version: RUN_STATE_VERSION,
    jobName,
    runKey: run.runKey,
    runId: run.runId,
    startTime: run.startTime,
    ...(run.pipelineId ? { pipelineId: run.pipelineId } : {}),
    ...(helperPid ? { helperPid, channels } : {}),
    ...(kept ? { metadata: kept } : {}),
    ...(tags ? { tags } : {})
  }
  try {
    await writeRunState(stateFile, state)
  } catch (e) {
    // Without the state, no end would stop the heartbeats: stop them now.
    await stopHelper(helperPid, files.statusFile, { runKey: run.runKey, channels })
    complain(
      `could not write ${stateFile}: ${(e as Error).message}; the run's end will not be reported`
    )
  }
  if (helperPid && o.heartbeatMs > 0)
    say(`heartbeats every ${o.heartbeatMs / 1000} s until \`job-monitor end\``)
  return { runId: run.runId, runKey: run.runKey, startTime: run.startTime, jobName }
}

/**
 * The job's own process, for the CI systems whose process tree we know (run/job-process.ts):
 * the helper watches it, and a later job judges the run by it. On GitLab an end may still come
 * from after_script once the script's shell is gone.
 */
function jobWatchOf(env: NodeJS.ProcessEnv): { job?: JobProcess; endWaitMs?: number } {
  const kind = jobKindOf(env)
  const job = findJobProcess(kind)
  if (!job) return {}
  return kind === 'gitlab'
    ? { job, endWaitMs: afterScriptWaitMs(env.RUNNER_AFTER_SCRIPT_TIMEOUT) }
    : { job }
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
 * (Buildkite's signal grace period, 10 s by default): the report comes first.
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

  let state: RunState | undefined
  try {
    if ((await checkRunFolder(stateFile)) === 'absent') {
      say(
        `no run to end: ${stateFile} is not there (its run was ended, or its start sent no report)`
      )
      return ExitCode.ok
    }
    // Two ends at once (a retried hook, a script and its trap): exactly one sends the end
    // report; the lock is taken before the state is read.
    if (!(await lockRunEnd(stateFile))) {
      say(`another \`job-monitor end\` is ending the run of ${stateFile}: nothing more to do`)
      return ExitCode.ok
    }
    state = await readRunState(stateFile)
  } catch (e) {
    complain(`${(e as Error).message}; nothing to end`)
    return ExitCode.ok
  }
  if (!state) {
    say(`no run to end: ${stateFile} holds no run (its start sent no report)`)
    await removeRunState(stateFile)
    return ExitCode.ok
  }
  const { statusFile } = helperFilesOf(stateFile)
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
      return sendEnd(state, helper, o, logsFor)
    },
    afterLateStop: async attempt => {
      // The helper was seeing the run's start through: the end that waited for it goes now.
      if (!('sendQueued' in attempt) || !attempt.sendQueued) return attempt
      return (await attempt.sendQueued()) ? { ...attempt, sendQueued: undefined } : attempt
    }
  }).catch(async (e: unknown) => {
    // The run's end was not settled: its state stays for another `end`, which may take the lock.
    await releaseRunEnd(stateFile)
    throw e
  })
  const stopped = ended.helper ?? { how: 'none' as const }
  const trouble = helperTrouble(state.helperPid, stopped)
  if (trouble) complain(trouble)
  else if (stopped.how === 'request' || stopped.how === 'stage-ended')
    say(`the heartbeat process ${stopDescription(stopped)}`)
  if (ended.record === 'left-open') {
    // Not settled: the state stays, so that another `end` can still end the run.
    say(`${RUN_LEFT_OPEN}; \`job-monitor end --state-file ${stateFile}\` may be run again`)
    await releaseRunEnd(stateFile)
  } else await removeRunState(stateFile)
  return ended.attempt.code
}

async function sendEnd(
  state: RunState,
  helper: HelperStatus | undefined,
  o: EndWithStateFile,
  logsFor: (apiKey: string) => Promise<string | undefined>
): Promise<{ code: number; end?: Outcome<'end'>; sendQueued?: () => Promise<boolean> }> {
  const { status, word, connection } = o
  const { config } = connection
  const say = messenger(config.quiet)
  // A log file the job could not write (it failed before) is no reason to leave the run open.
  const logs = await logsFor(config.apiKey).catch((e: Error) => {
    complain(`${e.message}; the end report goes without it`)
    return undefined
  })
  // This machine's recent successful runs of the job say what its usual duration is.
  const history = durationHistoryIn(connection.queue.dir)
  const durationMs = Date.now() - Date.parse(state.startTime)
  const measured = Number.isFinite(durationMs) && durationMs >= 0
  const usual = measured ? await history.recent(state.jobName) : []
  const slower = measured && status !== 'cancelled' ? slowerThanUsual(durationMs, usual) : undefined
  if (slower) say(slower)
  const facts = outcomeFacts(word)
  const metadata = o.metadata ?? state.metadata
  const run = {
    jobName: state.jobName,
    runKey: state.runKey,
    startTime: state.startTime,
    // Learnt by the heartbeat process when it carried on a queued start.
    runId: state.runId || helper?.runId || '',
    pipelineId: state.pipelineId
  }
  const ending = {
    status,
    // A failed run says why in its log file's words too (see failure-quote.ts).
    errorDetails: withQuote(o.errorDetails, status, () => logQuote(logs, config.apiKey)) ?? null,
    metadata: withContext(o.ci.report, withOutcome(metadata, word)),
    tags: o.tags ?? state.tags,
    logs: slower ? `${logs ? `${logs}\n` : ''}${slower}\n` : logs
  }
  const services = {
    client: makeClient(config, connection.proxy, say),
    queue: queueOf(connection.queue, say)
  }
  const cancel = cancelOnSignals()
  const window = { deadline: Date.now() + o.waitMs, signal: cancel.signal }
  // A cancel or a time-out leaves this process little time: the report is on disk before
  // anything goes over the network, then sent from there.
  const ended = await (
    status === 'success' || (status === 'failed' && !facts.metadata)
      ? endRun(services, run, ending, window).then(e => ({
          end: e.end,
          sent: false,
          runId: e.runId,
          dropped: e.dropped
        }))
      : endCancelledRun(services, run, ending, window).then(e => ({
          end: e.ended.end,
          sent: e.sent !== undefined,
          runId: e.sent?.runId ?? e.ended.runId,
          dropped: e.ended.dropped
        }))
  ).finally(() => cancel.dispose())
  const beats = helper?.beatsSent ?? 0
  const end = ended.end
  if (status === 'success' && measured && end && (end.delivered || end.queued))
    await history
      .add(state.jobName, usual, durationMs)
      .catch((e: Error) => say(`could not record the run's duration: ${e.message}`))
  if (ended.dropped)
    complain(
      `the end report went without its ${ended.dropped.join(' and ')}: it held the API key (or another secret)`
    )
  if (!end) {
    complain(`no end report: the run's start report was neither delivered nor queued`)
  } else if (end.delivered || ended.sent) {
    say(`reported run ${ended.runId} of '${run.jobName}': ${status}, after ${beats} heartbeat(s)`)
  } else if (end.queued) {
    say(`the end report is queued (${end.error.message}); \`job-monitor replay\` sends it later`)
    // Sent once more, within this end's time, when what held it back has gone.
    const sendQueued = async (): Promise<boolean> => {
      if (window.signal.aborted || Date.now() >= window.deadline) return false
      const r = await services.queue
        .replay(services.client, { runKey: run.runKey, deadline: window.deadline })
        .catch(() => undefined)
      if (!r?.counted || r.remaining !== 0 || r.failed !== 0) return false
      const runId = r.runIds[run.runKey] ?? ended.runId
      say(`reported run ${runId} of '${run.jobName}': ${status}, after ${beats} heartbeat(s)`)
      return true
    }
    return { code: ExitCode.ok, end, sendQueued }
  } else {
    complain(`the end report was not accepted: ${end.error.message}`)
  }
  return { code: ExitCode.ok, end }
}
