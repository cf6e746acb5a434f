/**
 * One start per run, ever. A start report that `start --state-file` had to queue (its one
 * connection was reset) is carried on by the run's heartbeat helper; while the helper's request
 * waits for a slow service's answer, three `replay`s and the run's `end` run at once. The
 * service must get that start once, and the run must be ended by that end. Real processes (the
 * built CLI, its detached helper), in lanes, each lane with a service and a queue of its own:
 * 3 lanes of one round in `npm test`, 5 lanes of 10 rounds in `npm run soak`. The service's
 * answer takes a different time in each round (0.3 s, 1.2 s and 2.1 s in the three of the
 * suite), so that the end's stop reaches the helper before, during or after its start
 * attempt: a race shows only in some rounds.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { runCli, tempDir, until } from '../cli/run-cli.js'
import { rounds } from '../soak.js'

const KEY = 'jm_start_once_key_7e8f9a0b1c2d'
const LANES = rounds(3, 5)
const ROUNDS_PER_LANE = rounds(1, 10)
const services: Emulator[] = []
afterAll(() => Promise.all(services.map(s => s.close())))

/** The start reports of `name` the service has received so far, answered or not. */
function startsOf(emu: Emulator, name: string): number {
  return emu.requests().filter(q => {
    const body = q.body as { job_name?: string; status?: string } | undefined
    return body?.job_name === name && body.status === 'running'
  }).length
}

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
    // A slow service: every report after the reset takes 0.3 to 3 s to be answered (a node
    // process starts in about as long here).
    emu.inject({ path: '/monitoring', delayMs: 300 * (1 + ((round * 7 + n * 3) % 10)), count: 20 })
    const start = ['start', '-n', name, '--state-file', state, '--attempts', '1']
    expect((await runCli([...start, '--heartbeat-interval', '1'], env)).code).toBe(0)
    // The helper's carried start has reached the service and waits for its answer.
    await until(() => startsOf(emu, name) >= 2)
    const replays = [0, 1, 2].map(() => runCli(['replay', '--wait', '5'], env))
    const end = runCli(['end', '--status', 'success', '--state-file', state, '--wait', '5'], env)
    for (const r of await Promise.all([...replays, end])) expect(r.code).toBe(0)
    // Whatever the end had to leave queued goes now: a later job's replays send it. The start
    // and the end each take up to 3 s to be answered, more than one replay's 5 s on a busy
    // machine, so replays follow until no run of this round is running (6 at most).
    const statuses = (): string[] =>
      emu
        .runs()
        .filter(r => r.job_name === name)
        .map(r => r.status)
    for (let i = 0; i < 6 && (i === 0 || statuses().includes('running')); i++)
      expect((await runCli(['replay', '--wait', '5'], env)).code).toBe(0)
    // One run, ended by the job's own end: no ghost left running beside it.
    const seen = statuses().join(', ')
    if (seen !== 'success') wrong.push(`${name}: ${seen}`)
  }
  return wrong
}

describe('a queued start carried, replayed and ended at once', () => {
  it(
    `reaches the service once, in each of ${LANES * ROUNDS_PER_LANE} rounds`,
    async () => {
      const lanes = await Promise.all(Array.from({ length: LANES }, (_, n) => lane(n)))
      expect(lanes.flat()).toEqual([])
    },
    rounds(120_000, 600_000)
  )
})
