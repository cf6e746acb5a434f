/**
 * A signal never loses a run: SIGINT or SIGTERM (a runner's cancel, Ctrl-C, a pod deletion)
 * while a start or end report is in flight. The built bundles run as processes against a
 * service that hangs; what was in flight must be in the queue when the process has exited,
 * and `exec` must still leave with its command's own exit code.
 */
import { afterAll, beforeAll, beforeEach, describe, expect } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Emulator, startEmulator } from '../../src/emulator/index.js'
import { RunQueue } from '../../src/queue/index.js'
import { startCli, tempDir, until } from '../cli/run-cli.js'
import { procfs, signals } from '../platform.js'

const KEY = 'jm_live_Faults-Signal-Key-7730'
let emu: Emulator
let root: string

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 100_000 })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.reset()
  emu.clearFaults()
  root = tempDir('jm-signals-')
})

/**
 * Resolves once the process `pid` has no child left: its command has exited and been reaped.
 * Without /proc to read that from, a pause long enough for `sh -c 'exit 3'` on an idle machine.
 */
async function commandGone(pid: number): Promise<void> {
  if (!procfs.here) return new Promise(r => setTimeout(r, 300))
  await until(() => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim() === '', 10_000)
}

const queued = async (dir: string): Promise<string[]> =>
  (await new RunQueue({ dir }).list()).map(r => r.call.kind)

describe('job-monitor exec', () => {
  signals.it.each(['SIGTERM', 'SIGINT'] as const)(
    'queues both reports on %s while it waits for a hung service, and keeps the exit code',
    async signal => {
      const queueDir = join(root, 'queue')
      emu.inject({ path: '/monitoring', hang: true, count: 100 })
      const { child, done } = startCli(
        [
          'exec',
          '-n',
          'signalled',
          '--heartbeat-interval',
          '0',
          '--end-timeout',
          '60',
          '--',
          'sh',
          '-c',
          'exit 3'
        ],
        { JOB_MONITOR_API_KEY: KEY, JOB_MONITOR_BASE_URL: emu.url, JOB_MONITOR_QUEUE_DIR: queueDir }
      )
      // The command has exited and exec is waiting on the hung start report.
      await until(() => emu.requests().some(r => r.path === '/monitoring'), 10_000)
      await commandGone(child.pid!)
      const began = Date.now()
      child.kill(signal)
      const r = await done
      expect(Date.now() - began).toBeLessThan(5_000)
      expect(r.signal).toBeNull()
      expect(r.code).toBe(3)
      expect((await queued(queueDir)).sort()).toEqual(['end', 'start'])
      expect(r.stderr.toString()).not.toContain(KEY)
    }
  )
})

describe('the action main step', () => {
  signals.it('queues the start report on a cancel (SIGINT) while the service hangs', async () => {
    const home = join(root, 'home')
    const temp = join(root, 'temp')
    mkdirSync(home, { recursive: true })
    mkdirSync(temp, { recursive: true })
    const stateFile = join(root, 'state')
    writeFileSync(stateFile, '')
    writeFileSync(join(root, 'output'), '')
    // Long enough that only the signal can end the wait.
    emu.inject({ path: '/monitoring', hang: true, count: 100 })
    const child = spawn(process.execPath, [resolve('dist/main/index.js')], {
      env: {
        PATH: process.env.PATH,
        HOME: home,
        RUNNER_TEMP: temp,
        GITHUB_STATE: stateFile,
        GITHUB_OUTPUT: join(root, 'output'),
        GITHUB_WORKFLOW: 'w',
        GITHUB_JOB: 'j',
        'INPUT_API-KEY': KEY,
        'INPUT_BASE-URL': emu.url,
        'INPUT_JOB-NAME': 'cancelled main',
        'INPUT_HEARTBEAT-INTERVAL': '0',
        'INPUT_TIMEOUT-SECONDS': '60',
        'INPUT_QUEUE-DIR': join(root, 'queue')
      },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    const exited = new Promise<number | null>(r => child.on('close', code => r(code)))
    await until(() => emu.requests().some(r => r.path === '/monitoring'), 10_000)
    child.kill('SIGINT')
    expect(await exited).toBe(0)
    expect(await queued(join(root, 'queue'))).toEqual(['start'])
    // What post needs to end the run was saved before the start was sent.
    const state = readFileSync(stateFile, 'utf8')
    expect(state).toMatch(/^run-key<</m)
    expect(state).toMatch(/^start-time<</m)
  })
})
