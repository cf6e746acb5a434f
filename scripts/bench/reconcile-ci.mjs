// 11. Ending an earlier run from GitLab's and Buildkite's record: what the next job pays for its
// pass (`job-monitor reconcile --next` in the GitLab component's after_script, in the Buildkite
// plugin's pre-exit hook) when nothing needs ending, and what ending one costs; each beside the
// same job's end with `reconcile: off`, in the same run, interleaved. GitLab and Buildkite are the
// fakes of scripts/fake-gitlab.mjs and fake-buildkite.mjs, answering every API request after
// LATENCY_MS; GitLab serves a trace whole (it honours no Range), Buildkite a log's tail by range.
import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseAllDocuments } from 'yaml'
import { median } from './proc.mjs'
import { budget } from './budgets.mjs'
import { FakeGitLab, traceOutcome, traceSection } from '../fake-gitlab.mjs'
import { FakeBuildkite, agentPhase } from '../fake-buildkite.mjs'
import { lazyLog } from '../fake-github.mjs'

const LATENCY_MS = 50
const GL_TOKEN = 'glpat-bench00000000000000'
const BK_TOKEN = 'bkua_bench000000000000000000000000000000'

function run(shell, line, env) {
  const started = process.hrtime.bigint()
  const child = spawn(shell, ['-c', line], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const chunks = []
  child.stdout.on('data', c => chunks.push(c))
  child.stderr.on('data', c => chunks.push(c))
  return new Promise(resolve =>
    child.on('close', code =>
      resolve({
        code,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        output: Buffer.concat(chunks).toString()
      })
    )
  )
}

/** The component's script lines, its inputs given. */
function templateLines(repo, key, inputs) {
  const [header, body] = parseAllDocuments(
    readFileSync(join(repo, 'templates/job-monitor.yml'), 'utf8')
  ).map(d => d.toJS())
  return body['.job-monitor'][key].map(l =>
    l.replace(/\$\[\[\s*inputs\.([\w-]+)\s*\]\]/g, (_, n) =>
      String(inputs[n] ?? header.spec.inputs[n].default)
    )
  )
}

/** A machine of its own: its home (and queue), discarded after the job; job-monitor on PATH. */
function machine(ctx, name) {
  const root = join(ctx.root, `reconcile-ci-${name}`)
  const bin = join(root, 'bin')
  for (const d of [join(root, 'home'), join(root, 'tmp'), bin, join(root, 'builds', 'app.tmp')])
    mkdirSync(d, { recursive: true })
  writeFileSync(
    join(bin, 'job-monitor'),
    `#!/bin/sh\nexec '${process.execPath}' '${ctx.dist.cli}' "$@"\n`
  )
  chmodSync(join(bin, 'job-monitor'), 0o755)
  return {
    env: {
      ...ctx.env,
      PATH: `${bin}:${ctx.env.PATH}`,
      HOME: join(root, 'home'),
      TMPDIR: join(root, 'tmp'),
      XDG_STATE_HOME: join(root, 'home', 'state')
    },
    discard: () => rmSync(root, { recursive: true, force: true })
  }
}

/** A GitLab job on a disposable machine: before_script and script, then after_script, timed. */
async function gitLabJob(ctx, emulator, gl, o) {
  const m = machine(ctx, `gl-${o.id}`)
  gl.addJob({ id: o.id, pipelineId: o.pipeline, name: 'bench' })
  const env = {
    ...m.env,
    GITLAB_CI: 'true',
    CI_JOB_ID: String(o.id),
    CI_JOB_NAME: 'bench',
    CI_PIPELINE_ID: String(o.pipeline),
    CI_PROJECT_ID: o.project,
    CI_API_V4_URL: gl.apiUrl,
    CI_DISPOSABLE_ENVIRONMENT: 'true',
    RUNNER_TEMP_PROJECT_DIR: join(m.env.HOME, '..', 'builds', 'app.tmp'),
    JOB_MONITOR_API_KEY: ctx.apiKey,
    JOB_MONITOR_BASE_URL: emulator.url,
    JOB_MONITOR_ATTEMPTS: '1',
    JOB_MONITOR_GITLAB_TOKEN: GL_TOKEN
  }
  const inputs = { 'heartbeat-interval': '0', reconcile: o.reconcile }
  const step = await run(
    'sh',
    [...templateLines(ctx.repo, 'before_script', inputs), o.script].join('\n'),
    env
  )
  gl.trace(
    o.id,
    traceSection('step_script', 'Executing "step_script" stage of the job script', step.output)
  )
  if (o.outage) await emulator.inject({ path: '/monitoring', status: 503, count: 20 })
  const after = await run('sh', templateLines(ctx.repo, 'after_script', inputs).join('\n'), {
    ...env,
    CI_JOB_STATUS: 'success'
  })
  if (o.outage) await emulator.clearFaults()
  gl.trace(
    o.id,
    traceSection('after_script', 'Running after_script', after.output) + traceOutcome(true)
  )
  gl.finish(o.id, { status: 'success' })
  m.discard()
  return after
}

/** A Buildkite job of the plugin on an agent made for it: pre-command, command, pre-exit timed. */
async function buildkiteJob(ctx, emulator, bk, o) {
  const m = machine(ctx, `bk-${o.id}`)
  const id = `01908131-0000-4000-8000-${String(o.id).padStart(12, '0')}`
  bk.addJob({ id, pipeline: o.pipeline, build: o.build, stepKey: 'bench', label: 'bench' })
  const hooks = join(ctx.repo, 'buildkite-plugin/hooks')
  const env = {
    ...m.env,
    BUILDKITE: 'true',
    BUILDKITE_ORGANIZATION_SLUG: bk.org,
    BUILDKITE_PIPELINE_SLUG: o.pipeline,
    BUILDKITE_BUILD_NUMBER: String(o.build),
    BUILDKITE_BRANCH: 'main',
    BUILDKITE_JOB_ID: id,
    BUILDKITE_STEP_KEY: 'bench',
    BUILDKITE_RETRY_COUNT: '0',
    BUILDKITE_AGENT_ACQUIRE_JOB: id,
    BUILDKITE_PLUGIN_JOB_MONITOR_HEARTBEAT_INTERVAL: '0',
    BUILDKITE_PLUGIN_JOB_MONITOR_RECONCILE: o.reconcile,
    JOB_MONITOR_API_KEY: ctx.apiKey,
    JOB_MONITOR_BASE_URL: emulator.url,
    JOB_MONITOR_ATTEMPTS: '1',
    JOB_MONITOR_BUILDKITE_TOKEN: BK_TOKEN,
    JOB_MONITOR_BUILDKITE_API_URL: bk.apiUrl
  }
  const pre = await run('bash', `"${hooks}/pre-command"`, env)
  bk.log(id, agentPhase('Running plugin job-monitor pre-command hook', pre.output))
  const command = await run('bash', o.script, env)
  bk.log(id, agentPhase('Running commands', command.output))
  if (o.outage) await emulator.inject({ path: '/monitoring', status: 503, count: 20 })
  const exit = await run('bash', `"${hooks}/pre-exit"`, {
    ...env,
    BUILDKITE_COMMAND_EXIT_STATUS: '0'
  })
  if (o.outage) await emulator.clearFaults()
  bk.log(id, agentPhase('Running plugin job-monitor pre-exit hook', exit.output))
  const whole = Buffer.from(bk.logText(id))
  const cut = whole.indexOf('Running commands')
  bk.finish(id, {
    state: 'passed',
    ...(o.size ? { lazyLog: lazyLog(whole.subarray(0, cut), whole.subarray(cut), o.size) } : {})
  })
  m.discard()
  return exit
}

/** What a pass asked of the CI: its API GETs and the bytes it was served. */
const spent = fake => ({
  gets: fake.requests.length,
  bytes: fake.servedBytes + (fake.apiBytes ?? 0)
})

async function pair(ctx, ci, n, heal) {
  const t = { with: [], off: [], gets: [], bytes: [], fails: [], healed: 0 }
  for (let i = 0; i < n + 1; i++) {
    for (const reconcile of ['next-run', 'off']) {
      const emulator = await ctx.service.ensureHeadroom(8)
      const fake = await (ci === 'gitlab' ? new FakeGitLab() : new FakeBuildkite()).listen()
      fake.latencyMs = LATENCY_MS
      fake.token(ci === 'gitlab' ? GL_TOKEN : BK_TOKEN)
      const tag = `${ci}-${heal ? 'heal' : 'clear'}-${reconcile}-${i}`
      const script = `echo "${'a line of the build '.repeat(4)}"`
      let b
      if (ci === 'gitlab') {
        fake.addPipeline({ id: 1, project: '9' })
        fake.addPipeline({ id: 2, project: '9' })
        await gitLabJob(ctx, emulator, fake, {
          id: 10,
          pipeline: 1,
          project: '9',
          reconcile: 'next-run',
          script,
          outage: heal
        })
        const before = spent(fake)
        b = await gitLabJob(ctx, emulator, fake, {
          id: 20,
          pipeline: 2,
          project: '9',
          reconcile,
          script
        })
        b.cost = { gets: spent(fake).gets - before.gets, bytes: spent(fake).bytes - before.bytes }
      } else {
        fake.addBuild({ pipeline: tag, number: 1 })
        await buildkiteJob(ctx, emulator, fake, {
          id: 10,
          pipeline: tag,
          build: 1,
          reconcile: 'next-run',
          script,
          outage: heal,
          size: heal ? 2 * 1024 ** 3 : 0
        })
        fake.addBuild({ pipeline: tag, number: 2 })
        const before = spent(fake)
        b = await buildkiteJob(ctx, emulator, fake, {
          id: 20,
          pipeline: tag,
          build: 2,
          reconcile,
          script
        })
        b.cost = { gets: spent(fake).gets - before.gets, bytes: spent(fake).bytes - before.bytes }
      }
      await fake.close()
      if (b.code !== 0) t.fails.push(b.output.slice(-200))
      if (reconcile === 'next-run' && /ended from \w+'s record/.test(b.output)) t.healed++
      if (i === 0) continue
      ;(reconcile === 'off' ? t.off : t.with).push(b.ms)
      if (reconcile === 'next-run') {
        t.gets.push(b.cost.gets)
        t.bytes.push(b.cost.bytes)
      }
    }
  }
  return t
}

export async function reconcileCiCost(ctx) {
  ctx.log("11. ending an earlier run from GitLab's and Buildkite's record: the next job's pass")
  await ctx.service.fresh()
  const n = Math.min(ctx.runs, 10)
  const rows = []
  for (const [ci, name] of [
    ['gitlab', 'GitLab after_script'],
    ['buildkite', 'Buildkite pre-exit']
  ]) {
    const clear = await pair(ctx, ci, n, false)
    const heal = await pair(ctx, ci, Math.min(n, 5), true)
    const ms = value => ({ value, unit: 'ms' })
    const id = ci === 'gitlab' ? '11' : '12'
    const error = [...clear.fails, ...heal.fails][0]
    rows.push(
      {
        id: `${id}a`,
        figure: `${name} with the pass (nothing to end)`,
        ours: ms(median(clear.with)),
        baseline: { ...ms(median(clear.off)), label: 'reconcile: off' },
        target: budget(`${id}a`),
        error: error && `a job failed: ${error}`,
        detail: `median of ${clear.with.length} runs; ${name.split(' ')[0]} answers each API request after ${LATENCY_MS} ms; ${median(clear.gets)} GETs, ${median(clear.bytes)} bytes read`
      },
      {
        id: `${id}b`,
        figure: `${name} ending the run before${ci === 'buildkite' ? ', its log 2 GB' : ''}`,
        ours: ms(median(heal.with)),
        baseline: { ...ms(median(heal.off)), label: 'reconcile: off' },
        target: budget(`${id}b`, 'info'),
        error:
          heal.healed === heal.with.length + 1
            ? undefined
            : `${heal.healed}/${heal.with.length + 1} earlier runs ended`,
        detail: `median of ${heal.with.length} runs; ${median(heal.gets)} GETs, ${median(heal.bytes)} bytes read`
      }
    )
  }
  return rows
}
