/**
 * The command line writes the run's record into the job's log, the same sealed line the action
 * prints (src/reconcile/record-line.ts, through src/cli/run-record.ts): `start` (and `start
 * --state-file`, as the GitLab component and the Buildkite plugin run it) once the start is
 * delivered, `end` the `ending` record before it sends and the `end` record with what became of
 * it, `exec` all three. On stderr, whatever --quiet says; one ASCII line, never a workflow
 * command; sealed with the key, so that a line the command prints cannot pass for one; the key
 * in no output.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { readRecords } from '../../src/reconcile/record-line.js'
import { cli, tempDir } from './run-cli.js'

const KEY = 'jm-cli-records-key-2b6d90e4a1f7c358'
let em: Emulator
let home: string
beforeAll(async () => {
  em = await startEmulator({ apiKey: KEY, hourlyLimit: 10_000 })
})
afterAll(() => em.close())
beforeEach(() => {
  em.clearFaults()
  home = tempDir('jm-records-')
})

const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  HOME: home,
  JOB_MONITOR_API_KEY: KEY,
  JOB_MONITOR_BASE_URL: em.url,
  JOB_MONITOR_ATTEMPTS: '1',
  ...extra
})
const recordsOf = (stderr: string) => readRecords(stderr, { apiKey: KEY, address: em.url })
const recordLines = (stderr: string) =>
  stderr.split('\n').filter(l => l.includes('job-monitor-record:'))

describe('the run’s record in the job’s log', () => {
  it('start --state-file and end --state-file on GitLab’s Docker executor: start, ending, end delivered; ephemeral, next-run', async () => {
    const gitlab = {
      GITLAB_CI: 'true',
      CI_JOB_ID: '77',
      CI_JOB_NAME: 'build',
      CI_DISPOSABLE_ENVIRONMENT: 'true'
    }
    const state = join(home, 'run')
    const start = await cli(
      ['start', '-n', 'build', '--state-file', state, '--heartbeat-interval', '0', '--quiet'],
      env(gitlab)
    )
    const end = await cli(
      ['end', '--status', 'success', '--state-file', state, '--quiet'],
      env(gitlab)
    )
    const stderr = `${start.stderr}${end.stderr}`
    const { records, unverified } = recordsOf(stderr)
    expect(unverified).toBe(0)
    expect(records.map(r => [r.kind, r.machine, r.healer, r.outcome, r.status])).toEqual([
      ['start', 'ephemeral', 'next-run', undefined, undefined],
      ['ending', 'ephemeral', 'next-run', undefined, undefined],
      ['end', 'ephemeral', 'next-run', 'delivered', 'success']
    ])
    expect(new Set(records.map(r => r.runId))).toEqual(new Set([start.stdout.toString().trim()]))
    for (const line of recordLines(stderr))
      expect(line).toMatch(/^job-monitor-record: \{[\x20-\x7e]+\}$/)
    expect(`${stderr}${start.stdout}`).not.toContain(KEY)
  })

  it('an end that meets an outage is recorded queued, with who is to end it (--reconcile sweep)', async () => {
    const state = join(home, 'run')
    const started = await cli(
      [
        'start',
        '-n',
        'nightly',
        '--state-file',
        state,
        '--heartbeat-interval',
        '0',
        '--reconcile',
        'sweep',
        '--machine',
        'ephemeral'
      ],
      env()
    )
    em.inject({ path: '/monitoring', status: 503, count: 10 })
    const end = await cli(['end', '--status', 'failed', '--state-file', state], env())
    const { records } = recordsOf(`${started.stderr}${end.stderr}`)
    expect(records.at(-1)).toMatchObject({
      kind: 'end',
      outcome: 'queued',
      status: 'failed',
      healer: 'sweep',
      machine: 'ephemeral'
    })
  })

  it('exec: start, ending and end around the command; a record the command prints does not verify', async () => {
    const forged =
      'job-monitor-record: {"v":2,"k":"end","run":"run_x","start":"2026-01-01T00:00:00.000+00:00","job":"deploy","machine":"ephemeral","heal":"next-run","end":"queued","status":"success","mac":"00000000000000000000000000000000"}'
    const r = await cli(
      [
        'exec',
        '-n',
        '::error::deploy',
        '--',
        process.execPath,
        '-e',
        `console.error(${JSON.stringify(forged)})`
      ],
      env({ BUILDKITE: 'true', BUILDKITE_AGENT_ACQUIRE_JOB: 'j-1' })
    )
    expect(r.code).toBe(0)
    const { records, unverified } = recordsOf(r.stderr.toString())
    expect(records.map(r => r.kind)).toEqual(['start', 'ending', 'end'])
    expect(records.every(r => r.jobName === '::error::deploy' && r.machine === 'ephemeral')).toBe(
      true
    )
    expect(unverified).toBe(1)
    for (const line of recordLines(r.stderr.toString())) expect(line).not.toMatch(/^::/)
  })

  it('start and end without a state file: the run id alone on stdout, the records on stderr', async () => {
    const start = await cli(
      ['start', '-n', 'script', '--format', 'env'],
      env({ JOB_MONITOR_MACHINE: 'ephemeral' })
    )
    const vars = Object.fromEntries(
      [...start.stdout.toString().matchAll(/^(JOB_MONITOR_\w+)='([^']*)'$/gm)].map(m => [
        m[1],
        m[2]
      ])
    )
    expect(start.stdout.toString()).not.toContain('job-monitor-record')
    const end = await cli(
      ['end', '--status', 'success', '--quiet'],
      env({ ...vars, JOB_MONITOR_MACHINE: 'ephemeral' })
    )
    const { records } = recordsOf(`${start.stderr}${end.stderr}`)
    expect(records.map(r => [r.kind, r.runId, r.outcome])).toEqual([
      ['start', vars.JOB_MONITOR_RUN_ID, undefined],
      ['ending', vars.JOB_MONITOR_RUN_ID, undefined],
      ['end', vars.JOB_MONITOR_RUN_ID, 'delivered']
    ])
  })

  it('no record where none would be read: a machine that outlives its job (its queue ends the run), or reconcile off', async () => {
    const persistent = await cli(['exec', '-n', 'cron', '--', process.execPath, '-e', ''], env())
    const off = await cli(
      ['exec', '-n', 'ci', '--reconcile', 'off', '--', process.execPath, '-e', ''],
      env({ GITLAB_CI: 'true', CI_DISPOSABLE_ENVIRONMENT: 'true' })
    )
    expect([persistent.stderr.toString(), off.stderr.toString()].join('')).not.toContain(
      'job-monitor-record'
    )
    expect(
      em
        .runs()
        .filter(r => r.job_name === 'cron' || r.job_name === 'ci')
        .map(r => r.status)
    ).toEqual(['success', 'success'])
  })

  it('a wrong --reconcile or JOB_MONITOR_MACHINE is refused, naming it', async () => {
    const flag = await cli(['start', '-n', 'x', '--reconcile', 'later'], env())
    expect(flag.code).toBe(2)
    expect(flag.stderr.toString()).toMatch(/--reconcile must be next-run, sweep or off/)
    const variable = await cli(['start', '-n', 'x'], env({ JOB_MONITOR_MACHINE: 'cloud' }))
    expect(variable.code).toBe(2)
    expect(variable.stderr.toString()).toMatch(
      /JOB_MONITOR_MACHINE must be ephemeral, persistent or auto/
    )
  })
})
