// A run's state (stalled when it has gone silent), the run filters, the job summaries and
// --retention-days, through the HTTP API with a fake clock, in memory and with --data.
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runsSubcommand } from '../../src/cli/commands.js'
import { runsCommand } from '../../src/cli/emulator-command.js'
import { parseTime } from '../../src/emulator/history/run-query.js'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'

const KEY = 'emu-stalled-key-0001'
const T0 = Date.parse('2026-11-22T10:00:00Z')
const DAY = 86_400_000
const dirs: string[] = []
let emu: Emulator | undefined
let now = T0
afterEach(async () => {
  await emu?.close()
  emu = undefined
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

const MODES: Array<[string, () => string | undefined]> = [
  ['in memory', () => undefined],
  [
    'with --data',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'emulator-stalled-'))
      dirs.push(dir)
      return join(dir, 'history.db')
    }
  ]
]

async function post(path: string, body: unknown) {
  const res = await fetch(emu!.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: KEY },
    body: JSON.stringify(body)
  })
  expect(res.status).toBe(200)
  return res.json()
}
const iso = (ms: number) => new Date(ms).toISOString()
async function startRun(job: string, at = now): Promise<string> {
  const answer = await post('/monitoring', {
    job_name: job,
    status: 'running',
    run_id: '',
    start_time: iso(at),
    end_time: null,
    error_details: null
  })
  return JSON.parse(answer as string).run_id
}
async function endRun(job: string, runId: string, startMs: number, status = 'success') {
  await post('/monitoring', {
    job_name: job,
    status,
    run_id: runId,
    start_time: iso(startMs),
    end_time: iso(now),
    error_details: status === 'success' ? 'None' : 'it broke'
  })
}
const beat = (job: string) => post('/heartbeat', { job_name: job, current_time: iso(now) })
const runs = async (query = '') =>
  (await (await fetch(`${emu!.url}/_emulator/runs${query}`)).json()) as Array<
    Record<string, unknown>
  >

describe.each(MODES)('run states and filters %s', (_mode, dataFile) => {
  it('shows a silent running run as stalled past next_expected and a grace, until it beats again', async () => {
    now = T0
    // A 60 s interval: next_expected is 60 s after each heartbeat, the grace 30 s more.
    emu = await startEmulator({
      apiKey: KEY,
      now: () => now,
      heartbeatIntervalSeconds: 60,
      dataFile: dataFile()
    })
    const id = await startRun('nightly')
    const answer = (await beat('nightly')) as { next_expected: string }
    expect(answer.next_expected).toBe(iso(T0 + 60_000))
    now = T0 + 90_000
    expect(await runs()).toEqual([expect.objectContaining({ run_id: id, state: 'running' })])
    expect((await runs())[0]).not.toHaveProperty('silent_seconds')
    now = T0 + 90_001 + 4_000
    expect(await runs()).toEqual([
      expect.objectContaining({
        run_id: id,
        status: 'running',
        state: 'stalled',
        silent_seconds: 94,
        duration_seconds: 94.001,
        last_heartbeat: iso(T0)
      })
    ])
    expect(await runs('?status=stalled')).toHaveLength(1)
    expect(await runs('?status=running')).toHaveLength(0)
    // The table says how long it has been silent.
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      await runsCommand({ url: emu.url, status: 'stalled' })
      expect(String(write.mock.calls[0][0])).toMatch(/stalled \(silent 94 s\)/)
    } finally {
      write.mockRestore()
    }
    // A heartbeat clears it.
    await beat('nightly')
    expect(await runs()).toEqual([expect.objectContaining({ state: 'running', heartbeats: 2 })])
    expect(await runs('?status=stalled')).toHaveLength(0)
    // A run that never beat counts from its start.
    now += 10_000
    const quiet = await startRun('quiet')
    now += 91_000
    const states = Object.fromEntries((await runs()).map(r => [r.run_id, r.state]))
    expect(states).toEqual({ [id]: 'stalled', [quiet]: 'stalled' })
    // An ended run is never stalled.
    await endRun('quiet', quiet, now - 91_000, 'failed')
    expect((await runs(`?job=quiet`))[0]).toMatchObject({ state: 'failed', duration_seconds: 91 })
  })

  it('filters runs by job, state and start time, sums up jobs, and refuses a bad filter', async () => {
    now = T0
    emu = await startEmulator({
      apiKey: KEY,
      now: () => now,
      hourlyLimit: 1000,
      dataFile: dataFile()
    })
    for (let i = 0; i < 4; i++) {
      const started = now
      const id = await startRun('build')
      now += (i + 1) * 60_000
      await endRun('build', id, started, i === 2 ? 'failed' : 'success')
    }
    const open = await startRun('deploy')
    expect((await runs('?job=build')).map(r => r.state)).toEqual([
      'success',
      'success',
      'failed',
      'success'
    ])
    expect(await runs('?status=failed')).toEqual([expect.objectContaining({ job_name: 'build' })])
    expect((await runs(`?since=${iso(T0 + 60_000)}&until=${iso(T0 + 6 * 60_000)}`)).length).toBe(2)
    // now is T0 + 10 min: the last 5 minutes hold the fourth build's start (at T0 + 6 min).
    expect(await runs('?since=5m&job=build')).toHaveLength(1)
    expect((await runs('?limit=2')).map(r => r.run_id).at(-1)).toBe(open)
    for (const bad of ['?status=lost', '?since=yesterday', '?limit=0']) {
      const res = await fetch(`${emu.url}/_emulator/runs${bad}`)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: string }).error).toMatch(/must be/)
    }
    const jobs = (await (await fetch(`${emu.url}/_emulator/jobs`)).json()) as Array<
      Record<string, unknown>
    >
    expect(jobs.map(j => j.job_name)).toEqual(['deploy', 'build'])
    expect(jobs[1]).toMatchObject({
      runs: 4,
      running: 0,
      success_rate: 0.75,
      last_run: { state: 'success', duration_seconds: 240 }
    })
    expect((jobs[1].durations as Array<{ seconds: number }>).map(d => d.seconds)).toEqual([
      60, 120, 180, 240
    ])
    expect(jobs[0]).toMatchObject({ runs: 1, running: 1, success_rate: null })

    // job-monitor runs passes its filters on.
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      const flags = { url: emu.url, job: 'build', status: 'success', since: '7m', json: true }
      expect(await runsSubcommand(flags, {})).toBe(0)
      const printed = JSON.parse(String(write.mock.calls[0][0])) as Array<Record<string, unknown>>
      expect(printed.map(r => [r.job_name, r.state, r.duration_seconds])).toEqual([
        ['build', 'success', 240]
      ])
    } finally {
      write.mockRestore()
    }
  })

  it('forgets runs last active more than --retention-days ago', async () => {
    now = T0
    emu = await startEmulator({
      apiKey: KEY,
      now: () => now,
      retentionDays: 7,
      dataFile: dataFile()
    })
    const old = await startRun('old')
    await endRun('old', old, T0)
    const alive = await startRun('alive')
    now = T0 + 5 * DAY
    await beat('alive')
    now = T0 + 8 * DAY
    // Pruning runs with the requests that change the history.
    await beat('other')
    expect((await runs()).map(r => r.run_id)).toEqual([alive])
    expect(emu.record().runs).toMatchObject({ kept: 1, dropped: 1 })
    expect(emu.heartbeats().map(h => h.at)).toEqual([iso(T0 + 5 * DAY), iso(T0 + 8 * DAY)])
  })
})

it('takes since and until as a time ago or an ISO time', () => {
  expect(parseTime('2h', T0)).toBe(T0 - 2 * 3_600_000)
  expect(parseTime('7d', T0)).toBe(T0 - 7 * DAY)
  expect(parseTime('2026-11-01T00:00:00Z', T0)).toBe(Date.parse('2026-11-01T00:00:00Z'))
  expect(parseTime('yesterday', T0)).toBeNaN()
})
