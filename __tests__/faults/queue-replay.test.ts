/**
 * `job-monitor replay` and `job-monitor exec` (the CLI's main(), in this process) against
 * queue directories and services that misbehave: nothing in the queue, no hung service and no
 * unwritable directory can hang them or make them spin.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { MonitorClient } from '../../src/client/client.js'
import { type Emulator, startEmulator } from '../../src/emulator/index.js'
import { RunQueue } from '../../src/queue/index.js'
import { cli, tempDir } from '../cli/run-cli.js'
import { startCall } from '../queue/helpers.js'
import { POSIX, onlyOn } from '../platform.js'

const KEY = 'jm_live_Faults-Queue-Key-4411'
let emu: Emulator
let queueDir: string

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 100_000 })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.reset()
  queueDir = join(tempDir('jm-faults-'), 'queue')
})

const env = (): NodeJS.ProcessEnv => ({
  JOB_MONITOR_API_KEY: KEY,
  JOB_MONITOR_BASE_URL: emu.url,
  JOB_MONITOR_QUEUE_DIR: queueDir
})

/** Queues `call` as the CLI would have, for the emulator's service. */
async function queued(job: string): Promise<void> {
  const client = new MonitorClient({ baseUrl: emu.url, apiKey: KEY })
  await new RunQueue({ dir: queueDir }).enqueue(startCall(job), {
    service: client.identityFor('start')
  })
}

describe('job-monitor replay', () => {
  onlyOn(POSIX, 'no FIFOs (mkfifo)').it(
    'skips a FIFO named like a record instead of hanging on it',
    async () => {
      await queued('real-job')
      execFileSync('mkfifo', [join(queueDir, '001795000000000-000001-1-0a0b0c0d.json')])
      const began = Date.now()
      const r = await cli(['replay'], env())
      expect(Date.now() - began).toBeLessThan(15_000)
      expect(r.code).toBe(0)
      expect(r.stderr.toString()).toMatch(/1 sent, 0 still queued/)
      expect(emu.runs().map(run => run.job_name)).toEqual(['real-job'])
    }
  )

  it('ends by its --wait deadline when the service hangs, and counts what remains', async () => {
    await queued('hung-job')
    emu.inject({ path: '/monitoring', hang: true, count: 100 })
    const began = Date.now()
    const r = await cli(['replay', '--wait', '1'], env())
    expect(Date.now() - began).toBeLessThan(12_000)
    expect(r.stderr.toString()).toMatch(/0 sent, 1 still queued/)
    const left = await new RunQueue({ dir: queueDir }).list()
    expect(left.map(x => x.call.kind)).toEqual(['start'])
  })

  it('does not say 0 remain when the queue cannot be read', async () => {
    mkdirSync(join(queueDir, '..'), { recursive: true })
    writeFileSync(queueDir, 'a file where the queue should be')
    const r = await cli(['replay'], env())
    expect(r.stderr.toString()).toMatch(/unknown number still queued/)
    expect(r.stderr.toString()).not.toMatch(/0 still queued/)
  })

  it("leaves another service's records alone and says so", async () => {
    const other = new MonitorClient({ baseUrl: 'http://other.example', apiKey: 'other-key' })
    await new RunQueue({ dir: queueDir }).enqueue(startCall('theirs'), {
      service: other.identityFor('start')
    })
    const r = await cli(['replay'], env())
    expect(r.code).toBe(0)
    expect(r.stderr.toString()).toMatch(/1 more queued for another service/)
    expect(emu.requests()).toEqual([])
  })
})

describe('job-monitor exec with a queue directory it cannot create', () => {
  it('runs the command and ends promptly when the service fails too', async () => {
    emu.inject({ path: '*', status: 503, count: 1000 })
    const began = Date.now()
    const r = await cli(
      [
        'exec',
        '--job-name',
        'j',
        '--end-timeout',
        '5',
        '--',
        process.execPath,
        '-e',
        'process.exit(3)'
      ],
      {
        ...env(),
        JOB_MONITOR_QUEUE_DIR: '/etc/passwd/q',
        JOB_MONITOR_HEARTBEAT_INTERVAL: '0',
        // One attempt per report: what is tried here is the queue after the last attempt;
        // retries would add only their backoff, seconds of real time.
        JOB_MONITOR_ATTEMPTS: '1'
      }
    )
    expect(r.code).toBe(3)
    expect(Date.now() - began).toBeLessThan(20_000)
    // Node's fs errors come from another realm than jest's: `Error: ` may lead the message.
    expect(r.stderr.toString()).toMatch(/could not be queued either: (Error: )?ENOTDIR/)
  })
})
