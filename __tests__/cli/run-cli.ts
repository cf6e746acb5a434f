import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

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
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe']
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

export function tempDir(prefix = 'jm-cli-'): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

/** Polls until `check` returns a value (bounded), for waiting on what the emulator received. */
export async function until<T>(check: () => T | undefined | false, ms = 10_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = check()
    if (v) return v
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise(r => setTimeout(r, 25))
  }
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
