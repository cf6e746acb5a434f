// Runs an action bundle the way the GitHub Actions runner runs a JavaScript step: `node <bundle>`
// with inputs as INPUT_<NAME> (upper-cased, hyphens kept), fresh GITHUB_STATE / GITHUB_OUTPUT /
// GITHUB_STEP_SUMMARY files per step, state saved by main handed to post as STATE_<name>,
// RUNNER_TEMP shared by the job's steps and RUNNER_TRACKING_ID on every process of the job.
import { mkdirSync, writeFileSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { parse as parseYaml } from 'yaml'
import { run, killTracked } from './proc.mjs'

/** Parses a runner file command file: `NAME=VALUE` lines and `NAME<<DELIM` ... `DELIM` blocks. */
export function parseFileCommands(text) {
  const values = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const body = []
      for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) body.push(lines[i])
      values[heredoc[1]] = body.join('\n')
    } else if (line.includes('=')) {
      const at = line.indexOf('=')
      values[line.slice(0, at)] = line.slice(at + 1)
    }
  }
  return values
}

/**
 * Input defaults from action.yml, as the runner would evaluate them on a bench machine: literal
 * defaults as written, `${{ job.status }}` as 'success', `${{ toJSON(matrix) }}` as 'null' (a job
 * without a matrix), other expressions (a token, the job's
 * check-run id) as empty, since there is no GitHub to talk to here.
 */
export function actionDefaults(actionYml) {
  if (!existsSync(actionYml)) return {}
  const doc = parseYaml(readFileSync(actionYml, 'utf8'))
  const defaults = {}
  for (const [name, spec] of Object.entries(doc?.inputs ?? {})) {
    const d = spec?.default
    if (d === undefined || d === null) continue
    const text = String(d)
    if (/\$\{\{\s*job\.status\s*\}\}/.test(text)) defaults[name] = 'success'
    else if (/\$\{\{\s*toJSON\(matrix\)\s*\}\}/.test(text)) defaults[name] = 'null'
    else if (text.includes('${{')) defaults[name] = ''
    else defaults[name] = text
  }
  return defaults
}

export function inputEnv(inputs) {
  const env = {}
  for (const [name, value] of Object.entries(inputs)) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = String(value)
  }
  return env
}

/** One job on an emulated runner: its temp dir, workspace, tracking id and steps. */
export class Job {
  constructor(root, baseEnv, defaults = {}) {
    this.root = root
    this.trackingId = `jm-bench-${randomUUID()}`
    this.runnerTemp = join(root, 'runner-temp')
    this.workspace = join(root, 'workspace')
    this.logDir = join(root, 'logs')
    for (const d of [this.runnerTemp, this.workspace, this.logDir])
      mkdirSync(d, { recursive: true })
    const eventPath = join(root, 'event.json')
    writeFileSync(eventPath, '{}\n')
    this.defaults = defaults
    this.state = {}
    this.steps = 0
    this.env = {
      ...baseEnv,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_REPOSITORY: 'bench/job-monitor',
      GITHUB_REPOSITORY_OWNER: 'bench',
      GITHUB_RUN_ID: '1000',
      GITHUB_RUN_NUMBER: '1',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_JOB: 'bench',
      GITHUB_WORKFLOW: 'bench',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_SHA: '0000000000000000000000000000000000000000',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_SERVER_URL: 'http://127.0.0.1:9',
      GITHUB_API_URL: 'http://127.0.0.1:9',
      GITHUB_WORKSPACE: this.workspace,
      RUNNER_OS: 'Linux',
      RUNNER_ARCH: 'X64',
      RUNNER_NAME: 'bench-runner',
      RUNNER_TEMP: this.runnerTemp,
      RUNNER_TRACKING_ID: this.trackingId
    }
  }

  /**
   * Runs one step's bundle; resolves with its wall time, exit code, outputs and state. State
   * saved by earlier steps reaches this one as STATE_<name>, as it reaches a post step.
   */
  async step(bundle, inputs, o = {}) {
    const n = ++this.steps
    const files = {}
    for (const f of [
      'GITHUB_STATE',
      'GITHUB_OUTPUT',
      'GITHUB_STEP_SUMMARY',
      'GITHUB_ENV',
      'GITHUB_PATH'
    ]) {
      files[f] = join(this.root, `${f.toLowerCase()}-${n}`)
      writeFileSync(files[f], '')
    }
    const stateEnv = {}
    for (const [k, v] of Object.entries(this.state)) stateEnv[`STATE_${k}`] = v
    const env = {
      ...this.env,
      ...files,
      ...stateEnv,
      ...inputEnv({ ...this.defaults, ...inputs })
    }
    const r = await run(process.execPath, [bundle], {
      env,
      cwd: this.workspace,
      timeoutMs: o.timeoutMs ?? 60_000,
      logDir: this.logDir,
      name: `step-${n}`
    })
    const state = parseFileCommands(readFileSync(files.GITHUB_STATE, 'utf8'))
    Object.assign(this.state, state)
    return {
      ...r,
      state,
      outputs: parseFileCommands(readFileSync(files.GITHUB_OUTPUT, 'utf8')),
      summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8')
    }
  }

  /** "Cleaning up orphan processes": kills what the job left running; returns their commands. */
  cleanUp() {
    return killTracked(this.trackingId)
  }
}
