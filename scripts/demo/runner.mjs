// Runs the action's bundles the way the GitHub Actions runner runs a JavaScript action: one
// `node <bundle>` process per step; inputs as INPUT_<NAME> (upper-cased, hyphens kept) with the
// action.yml defaults filled in as the runner evaluates them (again for the post step); fresh
// GITHUB_STATE / GITHUB_OUTPUT / GITHUB_STEP_SUMMARY / GITHUB_ENV files per step; state saved by
// main handed to post as STATE_<name>; RUNNER_TEMP shared by the job's steps and
// RUNNER_TRACKING_ID on every process of the job ("Cleaning up orphan processes" at the end).
// Plain JavaScript, so the demo and the end-to-end tests share it.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, dirname, resolve } from 'node:path'
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parse as parseYaml } from 'yaml'
import { isAlive, pidsWithEnv, systemEnv } from './processes.mjs'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const bundles = {
  main: join(repoRoot, 'dist/main/index.js'),
  post: join(repoRoot, 'dist/post/index.js'),
  heartbeat: join(repoRoot, 'dist/heartbeat/index.js'),
  notify: join(repoRoot, 'dist/notify/index.js')
}

/** Parses a runner file command file: `NAME=VALUE` lines and `NAME<<DELIM` ... `DELIM` blocks. */
export function parseFileCommands(text) {
  const values = {}
  const lines = text.split(/\r?\n/)
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

/** Evaluates the few expressions action.yml defaults use, from a context like the runner's. */
export function evaluateDefault(text, ctx) {
  return String(text).replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expr) => {
    const json = /^toJSON\((.+)\)$/.exec(expr)
    if (json) return JSON.stringify(lookup(ctx, json[1].trim()) ?? null, null, 2)
    const v = lookup(ctx, expr)
    return v === undefined || v === null ? '' : String(v)
  })
}

function lookup(ctx, path) {
  return path.split('.').reduce((o, k) => (o === undefined || o === null ? undefined : o[k]), ctx)
}

export function actionInputs(actionYml) {
  return parseYaml(readFileSync(actionYml, 'utf8')).inputs ?? {}
}

/** INPUT_<NAME> variables: upper-cased, spaces to `_`, hyphens kept. */
export function inputEnv(inputs) {
  const env = {}
  for (const [name, value] of Object.entries(inputs)) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = String(value)
  }
  return env
}

/** One job on an emulated runner. */
export class Job {
  constructor(o = {}) {
    this.root = o.root ?? mkdtempSync(join(tmpdir(), 'jm-job-'))
    this.ownsRoot = !o.root
    this.trackingId = `jm-${randomUUID()}`
    this.runnerTemp = join(this.root, 'runner-temp')
    this.workspace = join(this.root, 'workspace')
    for (const d of [this.runnerTemp, this.workspace]) mkdirSync(d, { recursive: true })
    const eventPath = join(this.root, 'event.json')
    writeFileSync(eventPath, '{}\n')
    this.state = {}
    this.steps = 0
    this.context = {
      github: { workflow: o.workflow ?? 'CI', job: o.job ?? 'build', token: o.token ?? '' },
      job: { status: 'success', check_run_id: o.checkRunId ?? '' },
      matrix: o.matrix ?? null,
      strategy: {}
    }
    this.env = {
      ...systemEnv(),
      PATH: process.env.PATH,
      HOME: o.home ?? join(this.root, 'home'),
      LANG: 'C.UTF-8',
      NO_PROXY: '*',
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_REPOSITORY: 'octo/app',
      GITHUB_REPOSITORY_OWNER: 'octo',
      GITHUB_RUN_ID: '4242',
      GITHUB_RUN_NUMBER: '7',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_JOB: this.context.github.job,
      GITHUB_WORKFLOW: this.context.github.workflow,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_SHA: '1111111111111111111111111111111111111111',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_ACTOR: 'octocat',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: o.githubApiUrl ?? 'http://127.0.0.1:9',
      GITHUB_WORKSPACE: this.workspace,
      RUNNER_OS: 'Linux',
      RUNNER_ARCH: 'X64',
      RUNNER_NAME: 'emulated-runner',
      RUNNER_TEMP: this.runnerTemp,
      RUNNER_TRACKING_ID: this.trackingId,
      ...(o.env ?? {})
    }
    this.actionYml = o.actionYml ?? join(repoRoot, 'action.yml')
    // The node the runner starts steps with: its own, `<runner root>/externals/node24/bin/node`.
    this.node = o.node ?? process.execPath
  }

  /**
   * The job's Worker (Runner.Worker.mjs), started with the first step and carrying the job's
   * RUNNER_TRACKING_ID: every step is its child, as on the runner.
   */
  worker() {
    if (!this.jobWorker || this.jobWorker.exited()) this.jobWorker = startWorker(this.env)
    return this.jobWorker
  }

  /** The step's inputs as the runner computes them: `with:` over the evaluated defaults. */
  inputs(withInputs, actionYml = this.actionYml) {
    const out = {}
    for (const [name, spec] of Object.entries(actionInputs(actionYml))) {
      if (spec?.default !== undefined && spec.default !== null)
        out[name] = evaluateDefault(spec.default, this.context)
    }
    return { ...out, ...withInputs }
  }

  /**
   * Runs one step's bundle; resolves with wall time, exit code, stdout, outputs, state and
   * summary. State saved by earlier steps reaches this one as STATE_<name>.
   */
  async step(bundle, withInputs = {}, o = {}) {
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
      ...inputEnv(this.inputs(withInputs, o.actionYml)),
      ...(o.env ?? {})
    }
    const r = await this.worker().run(bundle, env, this.workspace, o.timeoutMs ?? 60_000, this.node)
    const state = parseFileCommands(readFileSync(files.GITHUB_STATE, 'utf8'))
    Object.assign(this.state, state)
    return {
      ...r,
      state,
      outputs: parseFileCommands(readFileSync(files.GITHUB_OUTPUT, 'utf8')),
      summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'),
      env
    }
  }

  main(withInputs, o) {
    this.context.job.status = 'success'
    return this.step(bundles.main, withInputs, o)
  }

  /** The post step; `jobStatus` is what `job.status` reads by then. */
  post(withInputs, o = {}) {
    this.context.job.status = o.jobStatus ?? this.context.job.status
    return this.step(bundles.post, withInputs, o)
  }

  notify(withInputs, o = {}) {
    return this.step(bundles.notify, withInputs, {
      ...o,
      actionYml: join(repoRoot, 'notify/action.yml')
    })
  }

  /**
   * Pids of processes still carrying this job's RUNNER_TRACKING_ID. Where no environment can
   * be read from outside (Windows), the pids the steps saved in their state that still run.
   */
  trackedPids() {
    const tracked = pidsWithEnv('RUNNER_TRACKING_ID', this.trackingId)
    // The Worker itself is the runner's, not an orphan of the job.
    if (tracked) return tracked.filter(pid => pid !== this.jobWorker?.pid)
    return Object.entries(this.state)
      .filter(([name, value]) => name.endsWith('pid') && /^\d+$/.test(value))
      .map(([, value]) => Number(value))
      .filter(pid => isAlive(pid))
  }

  /** "Cleaning up orphan processes": kills what the job left running; returns their pids. */
  cleanUp() {
    const pids = this.trackedPids()
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // gone already
      }
    }
    return pids
  }

  /** The machine goes down under the job: its Worker and everything the job started are killed. */
  machineDown() {
    const pids = this.cleanUp()
    if (this.jobWorker && !this.jobWorker.exited()) {
      this.jobWorker.kill()
      pids.push(this.jobWorker.pid)
    }
    return pids
  }

  dispose() {
    this.machineDown()
    if (this.ownsRoot) rmSync(this.root, { recursive: true, force: true })
  }
}

/**
 * Starts a job's Worker; `run` runs one step as its child. The channel holds this process open
 * only while a step runs.
 */
function startWorker(env) {
  const worker = spawn(process.execPath, [join(repoRoot, 'scripts/demo/Runner.Worker.mjs')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc']
  })
  const pending = new Map()
  let next = 0
  let exited = false
  const idle = () => {
    if (pending.size === 0) worker.channel?.unref()
  }
  worker.on('message', m => {
    pending.get(m.id)?.(m)
    pending.delete(m.id)
    idle()
  })
  worker.on('exit', () => {
    exited = true
    for (const settle of pending.values())
      settle({ code: null, ms: 0, stdout: '', stderr: 'the Worker is gone', timedOut: false })
    pending.clear()
  })
  worker.unref()
  idle()
  return {
    pid: worker.pid,
    exited: () => exited,
    kill: () => {
      try {
        process.kill(worker.pid, 'SIGKILL')
      } catch {
        // gone already
      }
    },
    run(script, stepEnv, cwd, timeoutMs, node) {
      return new Promise(resolvePromise => {
        const id = ++next
        pending.set(id, resolvePromise)
        worker.channel?.ref()
        worker.send({ id, node, script, env: stepEnv, cwd, timeoutMs })
      })
    }
  }
}

export function runNode(script, env, cwd, timeoutMs, node = process.execPath) {
  return new Promise(resolvePromise => {
    const t0 = performance.now()
    const child = spawn(node, [script], { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', d => (stdout += d))
    child.stderr.on('data', d => (stderr += d))
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, timeoutMs)
    child.on('close', code => {
      clearTimeout(timer)
      resolvePromise({ code, ms: performance.now() - t0, stdout, stderr, timedOut })
    })
  })
}
