/**
 * `job-monitor exec -- <command>`: runs the command at once with its output passed through
 * unchanged, and reports the run around it: a start report (in parallel, never delaying the
 * command), heartbeats while it runs, and an end report with a bounded head+tail of its
 * output. Whatever happens to the reports, it exits with the command's own code.
 */
import { spawn } from 'node:child_process'
import { constants } from 'node:os'
import type { MonitorClient } from '../client/client.js'
import { runHeartbeats } from '../client/heartbeats.js'
import { endReport, pipelineNotification, startReport } from '../client/reports.js'
import { type EndStatus, type Metadata, isoUtc } from '../client/wire.js'
import { HeadTailCapture } from '../logs/capture.js'
import { writeCapture } from '../logs/captures.js'
import { Redactor } from '../logs/redact.js'
import { deliverOrQueue, type Outcome } from '../queue/deliver.js'
import { type RunQueue, newRunKey } from '../queue/queue.js'
import { outputPipes } from './output-pipes.js'
import {
  Env,
  type Flags,
  inputOf,
  jobNameOf,
  metadataOf,
  pick,
  type ServiceConfig,
  serviceConfig,
  setting,
  tagsOf,
  wholeNumber
} from './config.js'
import { UsageError } from './errors.js'
import { makeClient, makeQueue, messenger, warnAboutKeyFlag } from './service.js'

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const
/** How long output is still read after the command exits, when something else holds its pipes. */
const OUTPUT_DRAIN_MS = 2000

export interface ExecOptions {
  command: string[]
  jobName: string
  heartbeatMs: number
  logMaxBytes: number
  endTimeoutMs: number
  killAfterMs: number
  metadata?: Metadata
  tags?: string[]
  pipelineId?: string
}

export function execOptions(
  flags: Flags,
  positionals: string[],
  env: NodeJS.ProcessEnv
): ExecOptions {
  if (positionals.length === 0)
    throw new UsageError(
      'exec: no command given; usage: job-monitor exec [options] -- <command> [args...]'
    )
  const heartbeat = wholeNumber(
    ...setting(flags, 'heartbeat-interval', env, Env.heartbeatInterval),
    0,
    86_400
  )
  return {
    command: positionals,
    jobName: jobNameOf(flags, env),
    heartbeatMs: (heartbeat ?? 300) * 1000,
    logMaxBytes:
      wholeNumber(pick(flags, 'log-max-bytes', env), '--log-max-bytes', 0, 16 * 1024 * 1024) ??
      65536,
    endTimeoutMs:
      (wholeNumber(pick(flags, 'end-timeout', env), '--end-timeout', 1, 3600) ?? 15) * 1000,
    killAfterMs:
      (wholeNumber(pick(flags, 'kill-after', env), '--kill-after', 0, 3600) ?? 10) * 1000,
    metadata: metadataOf(flags),
    tags: tagsOf(flags)
  }
}

/**
 * Flags and environment, read together. A mistake on exec's own command line is a usage
 * error (exit 2, nothing runs): its author sees it the first time the line runs. A bad
 * environment variable, set elsewhere and perhaps changed later, must not stop the job:
 * the command runs unreported and the mistake is printed, naming the variable.
 */
function settings(
  flags: Flags,
  positionals: string[],
  env: NodeJS.ProcessEnv
): { config: ServiceConfig; o: ExecOptions; trouble?: UsageError } {
  try {
    return { config: serviceConfig(flags, env), o: execOptions(flags, positionals, env) }
  } catch (e) {
    if (!(e instanceof UsageError) || !e.fromEnvironment) throw e
    // Read again without the job-monitor variables (the flags alone are known to be good),
    // keeping the job name, which the output hand-off to the action still uses.
    const rest = Object.fromEntries(
      Object.entries(env).filter(([k]) => !k.startsWith('JOB_MONITOR_') || k === Env.jobName)
    )
    return {
      config: serviceConfig(flags, rest),
      o: execOptions(flags, positionals, rest),
      trouble: e
    }
  }
}

/** Shell-like display of the command for the report's header. */
function displayCommand(argv: string[]): string {
  return argv.map(a => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(' ')
}

/** Runs exec and returns the exit code to leave with. */
export async function runExec(
  flags: Flags,
  positionals: string[],
  env: NodeJS.ProcessEnv
): Promise<number> {
  const { config, o, trouble } = settings(flags, positionals, env)
  const say = messenger(config.quiet)
  warnAboutKeyFlag(config, say)
  if (config.pipelineId && !config.deploymentUrl) {
    say(
      `${inputOf(flags, 'pipeline-id', Env.pipelineId)} is set but no deployment URL (${Env.deploymentUrl} or --deployment-url): no pipeline notifications are sent`
    )
  }
  const pipelineId = config.deploymentUrl ? config.pipelineId : undefined

  let reporting = true
  if (trouble) {
    // Always shown, even with --quiet: the run goes unreported until this is fixed.
    process.stderr.write(
      `job-monitor: error: ${trouble.message}; running the command without reporting it\n`
    )
    reporting = false
  } else if (!config.apiKey) {
    say('no API key (JOB_MONITOR_API_KEY): running the command without reporting it')
    reporting = false
  } else if (!config.baseUrl) {
    say(
      'no service address (JOB_MONITOR_BASE_URL or --base-url): running the command without reporting it'
    )
    reporting = false
  }

  const began = Date.now()
  const startTime = isoUtc(began)
  const runKey = newRunKey()
  const capture = new HeadTailCapture(o.logMaxBytes)
  const redactor = new Redactor([config.apiKey])

  // The command starts first: monitoring never delays the job.
  const pipes = outputPipes()
  const child = spawn(o.command[0], o.command.slice(1), {
    stdio: pipes.stdio,
    // Its own process group, so a signal reaches the command and everything it started.
    detached: true
  })
  pipes.spawned()
  const outputs = pipes.forward(child, process.stdout, process.stderr, chunk =>
    capture.write(chunk)
  )
  const outputsClosed = Promise.all(
    outputs.map(s => new Promise<void>(resolve => s.once('close', () => resolve())))
  )

  let cancelledBy: NodeJS.Signals | undefined
  let killTimer: NodeJS.Timeout | undefined
  const forward = (signal: NodeJS.Signals): void => {
    cancelledBy ??= signal
    if (child.pid) killGroup(child.pid, signal)
    // A command that ignores the signal (or a background process that does: a non-interactive
    // shell starts those with SIGINT ignored) is killed after a grace period, as the runner does.
    killTimer ??= setTimeout(() => {
      if (child.pid) killGroup(child.pid, 'SIGKILL')
    }, o.killAfterMs)
  }
  for (const s of FORWARDED) process.on(s, forward)

  let spawnError: Error | undefined
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(resolve => {
    child.once('error', e => {
      spawnError = e
      // The shell's codes: 126 found but not runnable, 127 not found.
      const code = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 127 : 126
      resolve({ code, signal: null })
    })
    child.once('exit', (code, signal) => {
      // A cancelled command's group goes down whole: nothing it started survives.
      if (cancelledBy && child.pid) killGroup(child.pid, 'SIGKILL')
      // Output still in the pipes is read to the end; but a process the command left running
      // (a daemon holding the pipes open) does not hold the end report hostage.
      const drain = setTimeout(() => {
        for (const s of outputs) s.destroy()
      }, OUTPUT_DRAIN_MS)
      void outputsClosed.then(() => {
        clearTimeout(drain)
        resolve({ code, signal })
      })
    })
  })

  let client: MonitorClient | undefined
  let queue: RunQueue | undefined
  const stopStart = new AbortController()
  const stopBeats = new AbortController()
  let start: Promise<Outcome<'start'>> | undefined
  let beats: Promise<unknown> | undefined
  if (reporting) {
    client = makeClient(config, env)
    queue = makeQueue(config, env, say)
    start = deliverOrQueue(
      client,
      queue,
      {
        kind: 'start',
        body: startReport({ jobName: o.jobName, startTime, metadata: o.metadata, tags: o.tags })
      },
      { runKey, signal: stopStart.signal }
    )
    if (pipelineId) {
      void deliverOrQueue(
        client,
        queue,
        {
          kind: 'pipeline-notification',
          pipelineId,
          body: pipelineNotification({
            status: 'running',
            message: `${o.jobName} started`,
            metadata: o.metadata
          })
        },
        { deadline: began + o.endTimeoutMs }
      )
    }
    if (o.heartbeatMs > 0) {
      beats = runHeartbeats(client, {
        jobName: o.jobName,
        intervalMs: o.heartbeatMs,
        signal: stopBeats.signal,
        maxLifetimeMs: 7 * 24 * 3600_000,
        onBeat: e => {
          if (!e.ok && e.error) say(`heartbeat: ${e.error.message}`)
        }
      })
    }
  }

  const { code, signal } = await exited
  for (const s of FORWARDED) process.off(s, forward)
  clearTimeout(killTimer)
  const durationMs = Date.now() - began
  const ended = Date.now()
  const exitCode = code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0)

  let status: EndStatus
  let errorDetails: string | null = null
  if (spawnError) {
    status = 'failed'
    errorDetails = `The command could not be started: ${spawnError.message}`
    say(errorDetails)
  } else if (cancelledBy || (signal && (FORWARDED as readonly string[]).includes(signal))) {
    status = 'cancelled'
    errorDetails = `Cancelled by ${cancelledBy ?? signal}`
  } else if (signal) {
    status = 'failed'
    errorDetails = `The command was killed by ${signal}`
  } else if (code === 0) {
    status = 'success'
  } else {
    status = 'failed'
    errorDetails = `The command exited with code ${code}`
  }

  const header = `$ ${displayCommand(o.command)}\n`
  const output = redactor.redactCut(capture.text())
  const logs =
    redactor.redact(header) +
    output +
    `\n[exit ${signal ?? exitCode}, ${(durationMs / 1000).toFixed(1)} s]\n`

  if (env.RUNNER_TEMP) {
    // Inside a GitHub Actions job: the action's post step puts this into the job's end report.
    await writeCapture(env, {
      command: redactor.redact(displayCommand(o.command)),
      jobName: o.jobName,
      exitCode: code,
      signal,
      startedAt: startTime,
      durationMs,
      output
    }).catch(e => say(`could not hand the output to the action: ${(e as Error).message}`))
  }

  if (reporting && client && queue && start) {
    stopBeats.abort()
    const deadline = ended + o.endTimeoutMs
    // The start has until the deadline; then it is queued with its retry state.
    const timer = setTimeout(() => stopStart.abort(), Math.max(0, deadline - Date.now() - 2000))
    const startOutcome = await start
    clearTimeout(timer)
    await beats
    const runId = startOutcome.delivered ? startOutcome.response.run_id : ''
    if (!startOutcome.delivered && !startOutcome.queued) {
      say(`the start report was not accepted: ${startOutcome.error.message}`)
    }
    if (startOutcome.delivered || startOutcome.queued) {
      const endOutcome = await deliverOrQueue(
        client,
        queue,
        {
          kind: 'end',
          body: endReport({
            jobName: o.jobName,
            startTime,
            runId,
            status,
            endTime: isoUtc(ended),
            errorDetails,
            metadata: o.metadata,
            tags: o.tags,
            logs
          })
        },
        { runKey, deadline }
      )
      if (endOutcome.delivered) {
        say(`reported run ${runId} of '${o.jobName}': ${status}`)
      } else if (endOutcome.queued) {
        say(
          `the end report is queued (${endOutcome.error.message}); \`job-monitor replay\` sends it later`
        )
      } else {
        say(`the end report was not accepted: ${endOutcome.error.message}`)
      }
    }
    if (pipelineId) {
      await deliverOrQueue(
        client,
        queue,
        {
          kind: 'pipeline-notification',
          pipelineId,
          body: pipelineNotification({
            status: status === 'success' ? 'success' : 'failed',
            message:
              status === 'cancelled'
                ? `${o.jobName} was cancelled`
                : (errorDetails ?? `${o.jobName} succeeded`),
            metadata: {
              ...o.metadata,
              duration_seconds: Math.round(durationMs / 100) / 10,
              exit_code: exitCode
            }
          })
        },
        { deadline }
      )
    }
  }
  return exitCode
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is already gone.
  }
}
