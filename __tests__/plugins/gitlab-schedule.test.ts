/**
 * The GitLab component's `schedule` and `schedule-timezone` inputs, its script lines run as
 * GitLab Runner's shell executor runs them (sh, the job's variables): a scheduled pipeline's
 * run (CI_PIPELINE_SOURCE=schedule) carries the schedule with its start and its end, a pushed
 * one carries none, and a schedule that cannot be read fails the job, named.
 */
import { afterAll, beforeAll, beforeEach, expect } from '@jest/globals'
import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseAllDocuments } from 'yaml'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { CLI, tempDir } from '../cli/run-cli.js'
import { shell } from '../platform.js'
import { commandOnPath, runTool, shellQuote } from './tools.js'

const KEY = 'jm_gitlab_schedule_key_4c3b2a'
const TEMPLATE = readFileSync(resolve('templates/job-monitor.yml'), 'utf8')

/** A script line of `.job-monitor`, its inputs given their defaults, or the value in `inputs`. */
function line(key: 'before_script' | 'after_script', inputs: Record<string, string>): string {
  const [header, body] = parseAllDocuments(TEMPLATE).map(d => d.toJS()) as [
    { spec: { inputs: Record<string, { default: unknown }> } },
    Record<string, Record<string, string[]>>
  ]
  return body['.job-monitor'][key][0].replace(/\$\[\[\s*inputs\.([\w-]+)\s*\]\]/g, (_, name) =>
    String(inputs[name] ?? header.spec.inputs[name].default)
  )
}

let emu: Emulator
let env: NodeJS.ProcessEnv

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 10_000 })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.reset()
  const dir = tempDir('jm-gitlab-schedule-')
  const bin = join(dir, 'bin')
  mkdirSync(bin)
  mkdirSync(join(dir, 'tmp'))
  commandOnPath(bin, 'job-monitor', `exec ${shellQuote(process.execPath)} ${shellQuote(CLI)} "$@"`)
  env = {
    PATH: `${bin}:${process.env.PATH}`,
    HOME: dir,
    TMPDIR: join(dir, 'tmp'),
    GITLAB_CI: 'true',
    CI_JOB_ID: '5151',
    CI_JOB_NAME: 'nightly',
    JOB_MONITOR_API_KEY: KEY,
    JOB_MONITOR_BASE_URL: emu.url,
    JOB_MONITOR_QUEUE_DIR: join(dir, 'queue')
  }
})

/** The job's before_script and after_script, with these inputs and variables. */
async function job(inputs: Record<string, string>, vars: NodeJS.ProcessEnv) {
  const all = { 'heartbeat-interval': '0', ...inputs }
  const start = await runTool('sh', ['-c', line('before_script', all)], {
    env: { ...env, ...vars }
  })
  const end = await runTool('sh', ['-c', line('after_script', all)], {
    env: { ...env, ...vars, CI_JOB_STATUS: 'success' }
  })
  return { start, end }
}

const scheduleOf = (m: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(m ?? {}).filter(([k]) => k.startsWith('job_monitor.schedule.')))

shell.it("a scheduled pipeline's run carries its schedule with its start and its end", async () => {
  const { start, end } = await job(
    { schedule: '30 2 * * *', 'schedule-timezone': 'Europe/Berlin' },
    { CI_PIPELINE_SOURCE: 'schedule' }
  )
  expect([start.code, end.code]).toEqual([0, 0])
  const [run] = emu.runs()
  expect(scheduleOf(run.metadata)).toMatchObject({
    'job_monitor.schedule.cron': '30 2 * * *',
    'job_monitor.schedule.timezone': 'Europe/Berlin'
  })
  expect(scheduleOf(run.end_metadata)).toEqual(scheduleOf(run.metadata))
})

shell.it(
  'the inputs default to the CI/CD variables; a pushed run carries none, and says so',
  async () => {
    const { start } = await job(
      {},
      { CI_PIPELINE_SOURCE: 'push', JOB_MONITOR_SCHEDULE: '*/30 * * * *' }
    )
    expect(start.code).toBe(0)
    expect(start.output).toContain('this run was started by push, not by its schedule')
    expect(scheduleOf(emu.runs()[0].metadata)).toEqual({})
    emu.reset()
    await job({}, { CI_PIPELINE_SOURCE: 'schedule', JOB_MONITOR_SCHEDULE: '*/30 * * * *' })
    expect(scheduleOf(emu.runs()[0].metadata)).toMatchObject({
      'job_monitor.schedule.cron': '*/30 * * * *'
    })
  }
)

shell.it('a schedule that cannot be read fails the job, named', async () => {
  const { start } = await job({ schedule: 'nightly' }, { CI_PIPELINE_SOURCE: 'schedule' })
  expect(start.code).toBe(2)
  expect(start.output).toContain('--schedule is no cron expression')
  expect(emu.runs()).toEqual([])
})
