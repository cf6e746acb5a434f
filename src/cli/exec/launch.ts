/**
 * The wrapped command started: its environment (without our key), its output passed through
 * unchanged while a redacted copy is captured for the end report, and its exit awaited, output
 * and all, within a bound.
 */
import type { ChildProcess } from 'node:child_process'
import type { StreamRedactor } from '../../logs/stream-redact.js'
import { withoutApiKey } from '../../run/child-environment.js'
import type { ExecOptions } from '../command-settings.js'
import { Env, type ServiceConfig } from '../config.js'
import type { CommandHost } from './command-host.js'
import { outputPipes } from './output-pipes.js'
import { notStartedBy, spawnPlan } from './spawn-plan.js'

export { outputDrain } from './output-pipes.js'

/** How the command ended, in the shell's terms. */
export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
  spawnError?: Error
  /** When it exited (ms since the epoch): the run's end, whatever it left running. */
  at?: number
  /** Processes it left running still hold its output: they write on, to a reader of their own. */
  outputHeld?: boolean
}

/** The running command: its output passed through and captured, its exit awaited. */
export interface Command {
  /** None when the command line cannot be handed to any program (see unstartable). */
  child?: ChildProcess
  exited: Promise<Exit>
}

/**
 * The command's environment: ours, less the API key and any copy of it under another name,
 * unless --pass-api-key asks for the key to be passed on (then as JOB_MONITOR_API_KEY, from
 * wherever it came, so a job-monitor call inside the command finds it).
 */
export function commandEnvironment(
  env: NodeJS.ProcessEnv,
  config: ServiceConfig,
  o: ExecOptions
): NodeJS.ProcessEnv {
  if (!o.passApiKey) return withoutApiKey(env, [config.apiKey, env[Env.apiKey]])
  return config.apiKey ? { ...env, [Env.apiKey]: config.apiKey } : env
}

/**
 * Starts the command with its output passed through and captured in `capture`; a command line
 * no program can be given ends at once, as a shell ends it (126, 127).
 */
export function launch(
  o: ExecOptions,
  env: NodeJS.ProcessEnv,
  capture: StreamRedactor,
  host: CommandHost
): Command {
  const plan = spawnPlan(o.command, host, env)
  if (plan.refused) return { exited: Promise.resolve(notStarted(plan.refused)) }
  const pipes = outputPipes(host.platform, env.PATH)
  let child: ChildProcess
  try {
    child = host.spawn(plan.file, plan.args, { ...plan.options, stdio: pipes.stdio })
  } catch (e) {
    // Node throws at once for some refusals (ENOTDIR, E2BIG, ENAMETOOLONG, a batch file
    // without a shell): the same end as an 'error' event.
    pipes.abandon()
    return { exited: Promise.resolve(notStarted(notStartedBy(o.command[0], e, host.platform))) }
  }
  pipes.spawned()
  // Each stream its own source: a line one of them prints is kept whole, whatever the turns in
  // which the two are read, so redaction sees a secret in it whole.
  const sources = [capture.source(), capture.source()]
  const forwarding = pipes.forward(child, process.stdout, process.stderr, (chunk, from) =>
    sources[from].write(chunk)
  )
  const outputsClosed = Promise.all(
    forwarding.streams.map(
      (s, i) =>
        new Promise<void>(resolve =>
          s.once('close', () => {
            // Read to its end (or given up on): its last unfinished line is kept too.
            sources[i].end()
            resolve()
          })
        )
    )
  )
  const exited = new Promise<Exit>(resolve => {
    child.once('error', e => {
      resolve(notStarted(notStartedBy(o.command[0], e, host.platform)))
    })
    child.once('exit', (code, signal) => {
      const at = Date.now()
      // What the command wrote is read to its end; a process it left running (a daemon holding
      // the pipes open) writes on to a reader of its own, and holds neither the end report
      // nor its duration hostage.
      const outputHeld = forwarding.commandExited()
      void outputsClosed.then(() =>
        resolve({ code, signal, at, ...(outputHeld ? { outputHeld } : {}) })
      )
    })
  })
  return { child, exited }
}

/** The end of a command that never started, with the shell's code and words for why. */
function notStarted(n: { code: number; message: string }): Exit {
  return { code: n.code, signal: null, spawnError: new Error(n.message) }
}
