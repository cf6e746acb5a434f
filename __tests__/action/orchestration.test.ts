/**
 * The main and post steps run in this process against the local service emulator, as the
 * runner runs them: inputs and file commands through the environment, GITHUB_STATE read back
 * into STATE_* for post. The assertions are about what the service received. Main starts the
 * heartbeat helper (dist/heartbeat/index.js must be built); post stops it.
 */
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest
} from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runMain } from '../../src/action/main.js'
import { runPost } from '../../src/action/post.js'
import { helperScript } from '../../src/action/helper-process.js'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { bodyText, pathOf } from './helpers.js'

const KEY = 'jm-inproc-secret-4c1d8e7a92b35f60'

let em: Emulator
let root: string
let savedEnv: NodeJS.ProcessEnv
let stdout: string[]
/**
 * @actions/core keeps the job summary's path for the life of the process (on a runner, one
 * step), so the summary file stays the same for every test here; it is emptied before each.
 */
let summaryDir: string
let summaryFile: string

beforeAll(async () => {
  if (!existsSync(helperScript())) throw new Error('build the bundles first: npm run build')
  em = await startEmulator({ apiKey: KEY })
  summaryDir = mkdtempSync(join(tmpdir(), 'jm-orchestration-summary-'))
  summaryFile = join(summaryDir, 'summary')
})
afterAll(async () => {
  await em?.close()
  rmSync(summaryDir, { recursive: true, force: true })
})

beforeEach(() => {
  savedEnv = { ...process.env }
  root = mkdtempSync(join(tmpdir(), 'jm-orchestration-'))
  writeFileSync(summaryFile, '')
  stdout = []
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    stdout.push(String(chunk))
    return true
  })
})
afterEach(() => {
  jest.restoreAllMocks()
  for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k]
  Object.assign(process.env, savedEnv)
  process.exitCode = undefined
  em.clearFaults()
  em.reset()
  rmSync(root, { recursive: true, force: true })
})

/** The step's environment: inputs, the runner's files, and a home of its own. */
function stepEnv(inputs: Record<string, string>): void {
  for (const k of Object.keys(process.env))
    if (k.startsWith('INPUT_') || k.startsWith('STATE_') || k.startsWith('GITHUB_'))
      delete process.env[k]
  const files = { GITHUB_STATE: 'state', GITHUB_OUTPUT: 'output' }
  for (const [k, f] of Object.entries(files)) {
    const p = join(root, f)
    if (!existsSync(p)) writeFileSync(p, '')
    process.env[k] = p
  }
  process.env.GITHUB_STEP_SUMMARY = summaryFile
  Object.assign(process.env, {
    RUNNER_TEMP: root,
    HOME: root,
    'INPUT_API-KEY': KEY,
    'INPUT_BASE-URL': em.url,
    'INPUT_HEARTBEAT-INTERVAL': '0',
    'INPUT_QUEUE-DIR': join(root, 'queue')
  })
  for (const [k, v] of Object.entries(inputs)) process.env[`INPUT_${k.toUpperCase()}`] = v
}

/** `NAME<<DELIM` / value / `DELIM` blocks, as the runner reads them. */
function fileCommands(file: string): Record<string, string> {
  const out: Record<string, string> = {}
  const lines = readFileSync(file, 'utf8').split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i])
    if (!m) continue
    const value: string[] = []
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i])
    out[m[1]] = value.join('\n')
  }
  return out
}

async function main(inputs: Record<string, string>): Promise<Record<string, string>> {
  stepEnv(inputs)
  await runMain(process.env)
  return fileCommands(join(root, 'output'))
}

/** Post, with main's state handed over as the runner hands it. */
async function post(inputs: Record<string, string>, jobStatus: string): Promise<void> {
  const state = fileCommands(join(root, 'state'))
  stepEnv({ ...inputs, 'job-status': jobStatus })
  for (const [k, v] of Object.entries(state)) process.env[`STATE_${k}`] = v
  await runPost(process.env)
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const monitoring = (): unknown[] =>
  em
    .requests()
    .filter(r => pathOf(r) === '/monitoring')
    .map(r => JSON.parse(bodyText(r)))

describe('main and post in process', () => {
  it('reports a successful job: one run, one start_time, the run id main gave', async () => {
    const withs = { 'job-name': 'inproc success' }
    const out = await main(withs)
    expect(process.exitCode).not.toBe(1)
    expect(out['run-id']).toBeTruthy()
    const pid = Number(fileCommands(join(root, 'state'))['helper-pid'])
    expect(alive(pid)).toBe(true)
    await post(withs, 'success')
    expect(process.exitCode).not.toBe(1)
    expect(alive(pid)).toBe(false)

    const runs = em.runs().filter(r => r.job_name === 'inproc success')
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ run_id: out['run-id'], status: 'success' })
    const [start, end, ...rest] = monitoring() as Array<Record<string, unknown>>
    expect(rest).toEqual([])
    expect(end.start_time).toBe(start.start_time)
    expect(end.run_id).toBe(out['run-id'])
  })

  it('keeps reporting the run when the key is refused for pipeline notifications only', async () => {
    em.inject({ path: '/api/*', status: 401, count: 10 })
    const withs = {
      'job-name': 'inproc pipeline auth',
      'deployment-url': em.url,
      'pipeline-id': 'pipe-auth'
    }
    const out = await main(withs)
    const pipeline = em.requests().filter(r => pathOf(r).startsWith('/api/'))
    expect(pipeline.map(r => r.status)).toEqual([401])
    expect(pipeline[0].rawBody).toContain('running')
    expect(out['run-id']).toBeTruthy()

    await post(withs, 'success')
    expect(process.exitCode).not.toBe(1)
    const runs = em.runs().filter(r => r.job_name === 'inproc pipeline auth')
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ run_id: out['run-id'], status: 'success' })
    const [start, end] = monitoring() as Array<Record<string, unknown>>
    expect(end.start_time).toBe(start.start_time)
  })

  it('sends no running pipeline notification after the final one', async () => {
    em.inject({ path: '/api/*', status: 503, count: 20 })
    const withs = {
      'job-name': 'inproc pipeline order',
      'deployment-url': em.url,
      'pipeline-id': 'pipe-order'
    }
    await main(withs)
    expect(em.notifications()).toEqual([])
    expect(em.requests().some(r => pathOf(r).startsWith('/api/'))).toBe(true)
    em.clearFaults()

    await post(withs, 'success')
    expect(process.exitCode).not.toBe(1)
    const statuses = em
      .notifications()
      .filter(n => n.pipeline_id === 'pipe-order')
      .map(n => n.status)
    expect(statuses.length).toBeGreaterThan(0)
    expect(statuses[statuses.length - 1]).toBe('success')
    expect(statuses.filter(s => s !== 'running')).toEqual(['success'])
    expect(em.runs().find(r => r.job_name === 'inproc pipeline order')?.status).toBe('success')
  })

  it('returns when the service hangs during main; post replays the start and ends the run', async () => {
    em.inject({ path: '*', hang: true, count: 1000 })
    const withs = { 'job-name': 'inproc hung' }
    const began = Date.now()
    const out = await main(withs)
    expect(Date.now() - began).toBeLessThan(5000)
    expect(out['run-id']).toBe('')
    expect(process.exitCode).not.toBe(1)
    em.clearFaults()

    await post(withs, 'success')
    expect(process.exitCode).not.toBe(1)
    const runs = em.runs().filter(r => r.job_name === 'inproc hung')
    expect(runs).toHaveLength(1)
    expect(runs[0].status).toBe('success')
  })

  it('says nothing is queued in the summary of a fully delivered run', async () => {
    const withs = {
      'job-name': 'inproc summary',
      'deployment-url': em.url,
      'pipeline-id': 'pipe-summary'
    }
    await main(withs)
    await post(withs, 'success')
    const summary = readFileSync(summaryFile, 'utf8')
    expect(summary).toMatch(/Queued for later\s*\|\s*nothing/)
    expect(summary).not.toMatch(/Queued for later\s*\|\s*[^n|\s]/)
    expect(em.runs().find(r => r.job_name === 'inproc summary')?.status).toBe('success')
  })
})
