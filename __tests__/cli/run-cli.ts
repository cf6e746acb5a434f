import { jest } from '@jest/globals'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { main } from '../../src/cli/main.js'
import { shell, systemEnv } from '../platform.js'

export const CLI = resolve('dist/cli/index.js')

export interface CliResult {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: Buffer
  stderr: Buffer
}

/** Runs the built CLI as a shell would: its own node process, the environment given, no argv secrets. */
export function startCli(
  args: string[],
  env: NodeJS.ProcessEnv
): { child: ChildProcess; done: Promise<CliResult> } {
  return startProgram(process.execPath, [CLI, ...args], env)
}

/** Runs a program (one that runs the built CLI) as startCli runs the CLI. */
export function startProgram(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin: 'ignore' | 'pipe' = 'ignore'
): { child: ChildProcess; done: Promise<CliResult> } {
  const child = spawn(file, args, {
    env: { ...systemEnv(), PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: [stdin, 'pipe', 'pipe']
  })
  const out: Buffer[] = []
  const err: Buffer[] = []
  child.stdout!.on('data', c => out.push(c))
  child.stderr!.on('data', c => err.push(c))
  const done = new Promise<CliResult>(resolve =>
    child.on('close', (code, signal) =>
      resolve({ code, signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) })
    )
  )
  return { child, done }
}

export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  return startCli(args, env).done
}

/**
 * Runs a command in this process: the main() the built CLI calls, with the same environment,
 * its stdout and stderr captured (what exec passes through included). No node start-up: use
 * startCli for what needs a process of its own (real signals, a real pipe, its argv).
 */
export async function cli(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  const out: Buffer[] = []
  const err: Buffer[] = []
  const into =
    (chunks: Buffer[]) =>
    (chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
      chunks.push(Buffer.from(chunk))
      const callback = rest.find(r => typeof r === 'function') as (() => void) | undefined
      if (callback) process.nextTick(callback)
      return true
    }
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(into(out) as never)
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(into(err) as never)
  try {
    const code = await main(args, {
      ...systemEnv(),
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...env
    })
    return { code, signal: null, stdout: Buffer.concat(out), stderr: Buffer.concat(err) }
  } finally {
    stdout.mockRestore()
    stderr.mockRestore()
  }
}

/**
 * A small command for exec to wrap: `sh -c script` where there is a POSIX sh (it starts in a
 * few milliseconds), the same written for node elsewhere (a node process costs ten times as
 * much). `args` follow as $1, $2... in sh and as process.argv[1], [2]... in node.
 */
export function command(script: string, nodeScript: string, ...args: string[]): string[] {
  return shell.here
    ? ['sh', '-c', script, 'sh', ...args]
    : [process.execPath, '-e', nodeScript, ...args]
}

export function tempDir(prefix = 'jm-cli-'): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

/**
 * Polls until `check` returns a value (bounded), for waiting on what the emulator received.
 * The bound is generous: what is waited for is often the heartbeat helper's doing, and it runs
 * below normal priority, so on a busy machine it may begin seconds after its process.
 */
export async function until<T>(check: () => T | undefined | false, ms = 30_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = check()
    if (v) return v
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise(r => setTimeout(r, 25))
  }
}

export { alive } from '../platform.js'
