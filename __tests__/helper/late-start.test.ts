/**
 * A heartbeat helper that begins late: it runs below normal priority, so on a busy machine
 * its process may exist for seconds before its code runs, and the run's end may come first
 * (a short job). The end cannot reach it then, and sends its report anyway; the helper, once it
 * runs, must do nothing for that run: no heartbeat after the end, no open-run record a later job
 * would end again. The built CLI's `start` and `end` run as processes against the emulator;
 * the helper is held back by a preload (fixtures/held-back.mjs) until the test lets it go.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Emulator } from '../../src/emulator/index.js'
import { useEmulator } from '../emulator-fixture.js'
import { alive, runCli, startCli, tempDir, until } from '../cli/run-cli.js'
import { expectEqual } from '../expect-equal.js'

const KEY = 'jm_late_helper_key_4c5d6e7f8a9b'
const HELD_BACK = resolve('__tests__/helper/fixtures/held-back.mjs')
const PAUSED_REMOVAL = resolve('__tests__/helper/fixtures/paused-removal.mjs')
let emu: Emulator
let dir: string
let env: NodeJS.ProcessEnv
const helpers: number[] = []
/** The runs recorded as open in the queue, by run key: a later job here ends them as lost. */
const openRunKeys = (): string[] => {
  const open = join(dir, 'queue', 'open')
  if (!existsSync(open)) return []
  return readdirSync(open)
    .filter(n => n.endsWith('.json'))
    .map(n => Buffer.from(n.slice(0, -'.json'.length), 'hex').toString('utf8'))
}

useEmulator({ apiKey: KEY, hourlyLimit: 10_000, heartbeatIntervalSeconds: 1 }, given => {
  emu = given.emu
  dir = tempDir('jm-late-helper-')
  env = {
    ...given.env,
    JOB_MONITOR_QUEUE_DIR: join(dir, 'queue'),
    // The emulator's limit: two jobs on the key share it, a beat a second fits.
    JOB_MONITOR_HOURLY_LIMIT: '10000',
    NODE_OPTIONS: `--import ${JSON.stringify(pathToFileURL(HELD_BACK).href)}`,
    JM_TEST_RELEASE: join(dir, 'release')
  }
})
afterEach(() => {
  writeFileSync(join(dir, 'release'), '')
  writeFileSync(join(dir, 'release-second'), '')
  for (const pid of helpers.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // gone, as it should be
    }
  }
})

describe('a heartbeat helper that begins after its run has ended', () => {
  it('sends no heartbeat, records no open run, and exits', async () => {
    const stateFile = join(dir, 'run')
    const start = ['start', '-n', 'short', '--state-file', stateFile, '--heartbeat-interval', '1']
    expect((await runCli(start, env)).code).toBe(0)
    const { helperPid } = JSON.parse(readFileSync(join(stateFile, 'state.json'), 'utf8'))
    helpers.push(helperPid)
    // The job was short: its end comes while the helper has not begun.
    const ended = await runCli(['end', '--status', 'success', '--state-file', stateFile], env)
    expect(ended.code).toBe(0)
    const endSeq = emu.requests().find(q => q.rawBody.includes('"success"'))!.seq
    const beatsAfterEnd = () =>
      emu.requests().filter(q => q.path === '/heartbeat' && q.seq > endSeq)
    // Now it runs.
    writeFileSync(join(dir, 'release'), '')
    // Until it is gone (nothing left that could beat), or it beats.
    await until(() => !alive(helperPid) || beatsAfterEnd().length > 0, 30_000)
    const open = join(dir, 'queue', 'open')
    expectEqual(
      {
        beatsAfterEnd: beatsAfterEnd().length,
        helperAlive: alive(helperPid),
        run: emu.runs().map(r => r.status),
        openRuns: existsSync(open) ? readdirSync(open).filter(n => n.endsWith('.json')) : []
      },
      { beatsAfterEnd: 0, helperAlive: false, run: ['success'], openRuns: [] }
    )
  }, 60_000)

  it('leaves its run recorded as open when its end could not be sent', async () => {
    const stateFile = join(dir, 'run')
    const start = ['start', '-n', 'short', '--state-file', stateFile, '--heartbeat-interval', '1']
    expect((await runCli(start, env)).code).toBe(0)
    const { helperPid, runKey } = JSON.parse(readFileSync(join(stateFile, 'state.json'), 'utf8'))
    helpers.push(helperPid)
    // The end finds no key: nothing is sent, and the run stays open for a later job to end.
    const ended = await runCli(['end', '--status', 'success', '--state-file', stateFile], {
      ...env,
      JOB_MONITOR_API_KEY: ''
    })
    expect(ended.stderr.toString()).toContain('a later job on this machine will end it')
    writeFileSync(join(dir, 'release'), '')
    await until(() => !alive(helperPid) || emu.heartbeats().length > 0, 30_000)
    expectEqual(
      { beats: emu.heartbeats().length, helperAlive: alive(helperPid), open: openRunKeys() },
      { beats: 0, helperAlive: false, open: [runKey] }
    )
  }, 60_000)

  it('does nothing when it begins while its end is removing its folder', async () => {
    const stateFile = join(dir, 'run')
    const start = ['start', '-n', 'short', '--state-file', stateFile, '--heartbeat-interval', '1']
    expect((await runCli(start, env)).code).toBe(0)
    const { helperPid } = JSON.parse(readFileSync(join(stateFile, 'state.json'), 'utf8'))
    helpers.push(helperPid)
    // The end removes the run's files, then its folder; it is held up in between.
    const ending = startCli(['end', '--status', 'success', '--state-file', stateFile], {
      ...env,
      NODE_OPTIONS: `${env.NODE_OPTIONS} --import ${JSON.stringify(pathToFileURL(PAUSED_REMOVAL).href)}`,
      JM_TEST_PAUSE_RM: stateFile
    })
    await until(() => existsSync(`${stateFile}.paused`), 30_000)
    const endSeq = emu.requests().find(q => q.rawBody.includes('"success"'))!.seq
    const beatsAfterEnd = () =>
      emu.requests().filter(q => q.path === '/heartbeat' && q.seq > endSeq)
    const open = join(dir, 'queue', 'open')
    const openRuns = () =>
      existsSync(open) ? readdirSync(open).filter(n => n.endsWith('.json')) : []
    // Now it runs: its folder is still there, its stop file is not.
    writeFileSync(join(dir, 'release'), '')
    await until(
      () => !alive(helperPid) || beatsAfterEnd().length > 0 || openRuns().length > 0,
      30_000
    )
    writeFileSync(`${stateFile}.go`, '')
    expect((await ending.done).code).toBe(0)
    expectEqual(
      {
        beatsAfterEnd: beatsAfterEnd().length,
        helperAlive: alive(helperPid),
        run: emu.runs().map(r => r.status),
        openRuns: openRuns()
      },
      { beatsAfterEnd: 0, helperAlive: false, run: ['success'], openRuns: [] }
    )
  }, 60_000)

  it('stops without a beat when a later start has taken its folder (its end never ran)', async () => {
    const stateFile = join(dir, 'run')
    const args = ['--state-file', stateFile, '--heartbeat-interval', '1']
    expect((await runCli(['start', '-n', 'first', ...args], env)).code).toBe(0)
    const { helperPid: first, runKey: firstRun } = JSON.parse(
      readFileSync(join(stateFile, 'state.json'), 'utf8')
    )
    helpers.push(first)
    // The next start in the same folder stops what the first left, then makes the folder anew.
    // Its own helper is held back longer: the first one begins while the folder is the second's.
    const secondEnv = { ...env, JM_TEST_RELEASE: join(dir, 'release-second') }
    expect((await runCli(['start', '-n', 'second', ...args], secondEnv)).code).toBe(0)
    const second = JSON.parse(readFileSync(join(stateFile, 'state.json'), 'utf8')).helperPid
    helpers.push(second)
    writeFileSync(join(dir, 'release'), '')
    await until(() => !alive(first), 30_000)
    // It left nothing in the folder that is now the second run's: a status of its own there
    // would tell the second run's end that its helper had stopped already.
    const statusFile = join(stateFile, 'heartbeats.json')
    expect(existsSync(statusFile) ? JSON.parse(readFileSync(statusFile, 'utf8')).pid : 'none').toBe(
      'none'
    )
    writeFileSync(join(dir, 'release-second'), '')
    const beatsOf = (job: string) => emu.heartbeats().filter(h => h.job_name === job).length
    await until(() => beatsOf('second') >= 1 || beatsOf('first') > 0, 30_000)
    expectEqual(
      {
        first: beatsOf('first'),
        firstAlive: alive(first),
        secondAlive: alive(second),
        // The first run's end never ran: it stays recorded as open, for a later job to end.
        firstRecorded: openRunKeys().includes(firstRun)
      },
      { first: 0, firstAlive: false, secondAlive: true, firstRecorded: true }
    )
    expect(
      (await runCli(['end', '--status', 'success', '--state-file', stateFile], env)).code
    ).toBe(0)
    await until(() => !alive(second), 30_000)
    expect(alive(second)).toBe(false)
  }, 60_000)
})
