/**
 * Runs a piece of TypeScript against the sources in a node process of its own, killed after a
 * bound: for faults that would hang the test's own process where no timer can reach (a
 * recursive mkdir spinning inside C++, an open that waits for a FIFO's writer, a read of
 * /dev/zero), so a regression fails instead of stalling the suite. `SRC(path)` in the code
 * stands for the absolute path of src/<path>.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export interface ChildResult {
  /** Its stdout and stderr. */
  out: string
  /** The last line of its stdout, parsed as JSON (undefined when it is not JSON). */
  last: unknown
  /** It had not ended within the bound and was killed. */
  hung: boolean
  code: number | null
}

export async function inChild(
  code: string,
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 20_000,
  /** The Node to run it with: this one by default, another major version where a test says. */
  node = process.execPath
): Promise<ChildResult> {
  const dir = mkdtempSync(join(tmpdir(), 'jm-child-'))
  try {
    const script = join(dir, 'child.mts')
    writeFileSync(
      script,
      code.replace(/SRC\(([^)]+)\)/g, (_, p: string) => JSON.stringify(resolve('src', p)))
    )
    // Not spawnSync: this process may serve the child (an emulator) while it runs.
    const child = spawn(node, ['--import', 'tsx', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    let hung = false
    const timer = setTimeout(() => {
      hung = true
      child.kill('SIGKILL')
    }, timeoutMs)
    const status = await new Promise<number | null>(done => child.on('close', c => done(c)))
    clearTimeout(timer)
    let last: unknown
    try {
      last = JSON.parse(stdout.trim().split('\n').pop() ?? '')
    } catch {
      last = undefined
    }
    return { out: `${stdout}${stderr}`, last, hung, code: status }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
