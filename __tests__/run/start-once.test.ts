/**
 * One start per run, ever. A start report that `start --state-file` had to queue (its one
 * connection was reset) is carried on by the run's heartbeat helper while three `replay`s run
 * at once against a slow service, and then the run's `end` comes: the service must get that
 * start once, and the run must be ended by that end. Real processes (the built CLI, its
 * detached helper), 50 rounds in 5 lanes, each lane with a service and a queue of its own: a
 * race shows only in some rounds.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { runCli, tempDir } from '../cli/run-cli.js'

const KEY = 'jm_start_once_key_7e8f9a0b1c2d'
const LANES = 5
const ROUNDS_PER_LANE = 10
const services: Emulator[] = []
afterAll(() => Promise.all(services.map(s => s.close())))

/** One lane's rounds, one after the other; what went wrong in them. */
async function lane(n: number): Promise<string[]> {
  const emu = await startEmulator({
    apiKey: KEY,
    hourlyLimit: 1_000_000,
    heartbeatIntervalSeconds: 1
  })
  services.push(emu)
  const dir = tempDir('jm-start-once-')
  const env = {
    JOB_MONITOR_API_KEY: KEY,
    JOB_MONITOR_BASE_URL: emu.url,
    JOB_MONITOR_QUEUE_DIR: join(dir, 'queue')
  }
  const wrong: string[] = []
  for (let round = 0; round < ROUNDS_PER_LANE; round++) {
    const name = `lane-${n}-round-${round}`
    const state = join(dir, `run-${round}`)
    emu.clearFaults()
    emu.inject({ path: '/monitoring', reset: true, count: 1 })
    const start = ['start', '-n', name, '--state-file', state, '--attempts', '1']
    expect((await runCli([...start, '--heartbeat-interval', '1'], env)).code).toBe(0)
    // A slow service: every report takes a while to be answered.
    emu.inject({ path: '/monitoring', delayMs: 150, count: 20 })
    const replays = [0, 1, 2].map(() => runCli(['replay', '--wait', '5'], env))
    for (const r of await Promise.all(replays)) expect(r.code).toBe(0)
    const end = ['end', '--status', 'success', '--state-file', state, '--wait', '5']
    expect((await runCli(end, env)).code).toBe(0)
    // One run, ended by the job's own end: not a ghost left running, not an end left queued.
    const seen = emu
      .runs()
      .filter(r => r.job_name === name)
      .map(r => r.status)
      .join(', ')
    if (seen !== 'success') wrong.push(`${name}: ${seen}`)
  }
  return wrong
}

describe('a queued start carried, replayed and ended at once', () => {
  it(`reaches the service once, in each of ${LANES * ROUNDS_PER_LANE} rounds`, async () => {
    const lanes = await Promise.all(Array.from({ length: LANES }, (_, n) => lane(n)))
    expect(lanes.flat()).toEqual([])
  }, 600_000)
})
