/**
 * The main and post steps in one process, with @actions/core replaced by an in-memory stand-in
 * the way GitHub's local action debugger replaces it: no GITHUB_STATE, GITHUB_OUTPUT or
 * STATE_* anywhere, state kept by the stand-in between main and post. Whatever main hands to
 * post (the run key, the helper's pid and status file, a start left to the helper) must cross
 * through core.saveState/getState. Main starts the heartbeat helper (dist/heartbeat/index.js
 * must be built); post stops it.
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
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { isAlive } from '../../scripts/demo/processes.mjs'
import { beatsOf, monitoringBodies, until } from './helpers.js'

const KEY = 'jm-standin-secret-9b2e61d0c4a7f358'

/** What the debugger keeps in memory in place of the runner's files and log. */
const kept = {
  state: new Map<string, string>(),
  outputs: new Map<string, string>(),
  secrets: [] as string[],
  log: [] as string[],
  summary: '',
  failed: undefined as string | undefined
}
let buffer = ''
const summary = {
  emptyBuffer() {
    buffer = ''
    return summary
  },
  addRaw(text: string) {
    buffer += text
    return summary
  },
  async write() {
    kept.summary += buffer
    buffer = ''
    return summary
  }
}
jest.unstable_mockModule('@actions/core', () => ({
  getInput: (name: string, o?: { trimWhitespace?: boolean }) => {
    const value = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? ''
    return o?.trimWhitespace ? value.trim() : value
  },
  setSecret: (secret: string) => kept.secrets.push(secret),
  saveState: (name: string, value: string) => kept.state.set(name, String(value)),
  getState: (name: string) => kept.state.get(name) ?? '',
  setOutput: (name: string, value: string) => kept.outputs.set(name, String(value)),
  info: (m: string) => kept.log.push(m),
  notice: (m: string) => kept.log.push(`notice: ${m}`),
  warning: (m: string) => kept.log.push(`warning: ${m}`),
  error: (m: string) => kept.log.push(`error: ${m}`),
  setFailed: (m: string) => {
    kept.failed = m
  },
  summary
}))
const { runMain } = await import('../../src/action/main.js')
const { runPost } = await import('../../src/action/post.js')
const { helperScript } = await import('../../src/helper/spawn.js')

let em: Emulator
let root: string
let savedEnv: NodeJS.ProcessEnv

beforeAll(async () => {
  if (!existsSync(helperScript())) throw new Error('build the bundles first: npm run build')
  em = await startEmulator({ apiKey: KEY })
})
afterAll(async () => {
  await em?.close()
})
beforeEach(() => {
  savedEnv = { ...process.env }
  root = mkdtempSync(join(tmpdir(), 'jm-standin-'))
  kept.state.clear()
  kept.outputs.clear()
  kept.secrets = []
  kept.log = []
  kept.summary = ''
  kept.failed = undefined
  // The debugger's process: no runner files, no state in the environment.
  for (const k of Object.keys(process.env))
    if (/^(INPUT_|STATE_|GITHUB_)/.test(k) || k === 'RUNNER_TEMP') delete process.env[k]
  Object.assign(process.env, {
    RUNNER_TEMP: root,
    HOME: root,
    'INPUT_API-KEY': KEY,
    'INPUT_BASE-URL': em.url,
    'INPUT_HEARTBEAT-INTERVAL': '1',
    'INPUT_QUEUE-DIR': join(root, 'queue')
  })
})
afterEach(() => {
  for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k]
  Object.assign(process.env, savedEnv)
  process.exitCode = undefined
  em.clearFaults()
  em.reset()
  rmSync(root, { recursive: true, force: true })
})

describe('main and post with the toolkit replaced by an in-memory stand-in', () => {
  it('hands the run and the helper to post through core state: heartbeats between, one run ended', async () => {
    process.env['INPUT_JOB-NAME'] = 'stand-in success'
    await runMain(process.env)
    expect(kept.failed).toBeUndefined()
    const runId = kept.outputs.get('run-id')
    expect(runId).toBeTruthy()
    expect(kept.state.get('run-key')).toBeTruthy()
    const pid = Number(kept.state.get('helper-pid'))
    expect(isAlive(pid)).toBe(true)
    expect(kept.state.get('status-file')).toContain(root)

    await until(() => beatsOf(em, 'stand-in success') >= 1, 30_000)
    process.env['INPUT_JOB-STATUS'] = 'success'
    await runPost(process.env)
    expect(kept.failed).toBeUndefined()
    expect(isAlive(pid)).toBe(false)

    const runs = em.runs().filter(r => r.job_name === 'stand-in success')
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ run_id: runId, status: 'success' })
    const [start, end, ...rest] = monitoringBodies(em)
    expect(rest).toEqual([])
    expect(end.start_time).toBe(start.start_time)
    expect(end.run_id).toBe(runId)
    expect(kept.summary).toMatch(/\| Heartbeats \| [1-9]\d* sent/)
    expect(kept.secrets).toContain(KEY)
    expect([...kept.log, kept.summary, ...kept.state.values()].join('\n')).not.toContain(KEY)
    // Nothing went to the runner's files: there are none.
    expect(readdirSync(root).filter(f => /state|output|summary/i.test(f))).toEqual([])
  })

  it('ends the run whose start main left to the helper, with the run id the helper learnt', async () => {
    process.env['INPUT_JOB-NAME'] = 'stand-in queued start'
    process.env['INPUT_MAX-ATTEMPTS'] = '1'
    em.inject({ path: '/monitoring', status: 503, count: 1 })
    await runMain(process.env)
    expect(kept.outputs.get('run-id')).toBe('')
    expect(kept.state.get('start-outcome')).toBe('queued')
    const pid = Number(kept.state.get('helper-pid'))
    expect(isAlive(pid)).toBe(true)

    // The helper carries on the start report main queued.
    await until(() => em.runs().some(r => r.job_name === 'stand-in queued start'), 30_000)
    const runId = em.runs().find(r => r.job_name === 'stand-in queued start')?.run_id
    process.env['INPUT_JOB-STATUS'] = 'failure'
    await runPost(process.env)
    expect(isAlive(pid)).toBe(false)

    const runs = em.runs().filter(r => r.job_name === 'stand-in queued start')
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ run_id: runId, status: 'failed' })
    const delivered = monitoringBodies(em).filter(m => m.status !== 'running')
    expect(delivered).toHaveLength(1)
    expect(delivered[0].run_id).toBe(runId)
    expect(kept.summary).toContain(String(runId))
  })
})
