// 10. Ending an earlier run from GitHub's record: what the post step pays for checking the run
// before it when nothing needs ending (time, GitHub GETs, bytes), and what ending one costs (a
// 2 GB log read by its head and tail), each beside the same post step with `reconcile: off`, in
// the same run, interleaved. GitHub is the fake of scripts/fake-github.mjs, answering every API
// request after GITHUB_LATENCY_MS (about what api.github.com takes from a hosted runner), its
// log behind a 302 to a blob that honours Range.
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { median } from './proc.mjs'
import { Job } from './runner.mjs'
import { budget } from './budgets.mjs'
import { FakeGitHub, lazyLog } from '../fake-github.mjs'

const GITHUB_LATENCY_MS = 50
const TOKEN = 'ghs_bench0000000000000000000000000000'
const WORKFLOW_REF = 'bench/job-monitor/.github/workflows/ci.yml@refs/heads/main'
const iso = ms => new Date(Math.ceil(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')

function stdoutOf(job) {
  return readFileSync(join(job.logDir, `step-${job.steps}.out`), 'utf8')
}

/** Job A, run 100, on the service: its main and post steps' output, its end queued or not. */
async function earlierJob(ctx, emulator, name, queued) {
  const root = join(ctx.root, `reconcile-a-${name}`)
  const job = new Job(root, ctx.env, ctx.actionDefaults)
  // A machine of its own, discarded with the job: its queue is no other job's.
  Object.assign(job.env, {
    RUNNER_ENVIRONMENT: 'github-hosted',
    GITHUB_RUN_ID: '100',
    XDG_STATE_HOME: join(root, 'state')
  })
  // Its own job id, which its records name (the runner's job.check_run_id).
  const inputs = inputsOf(ctx, emulator, name, { 'max-attempts': '1', 'check-run-id': '1001' })
  const main = await job.step(ctx.dist.main, inputs)
  const mainOut = stdoutOf(job)
  if (queued) await emulator.inject({ path: '/monitoring', status: 503, count: 20 })
  const post = await job.step(ctx.dist.post, inputs)
  const postOut = stdoutOf(job)
  if (queued) await emulator.clearFaults()
  job.cleanUp()
  if (main.code !== 0 || post.code !== 0) throw new Error(`job A failed: ${post.stderrText}`)
  return { mainOut, postOut }
}

function inputsOf(ctx, emulator, jobName, extra = {}) {
  return {
    'api-key': ctx.apiKey,
    'base-url': emulator.url,
    'job-name': jobName,
    'github-token': TOKEN,
    'heartbeat-interval': '0',
    'step-output': 'false',
    ...extra
  }
}

/** A fake GitHub holding A's completed job (its log made `size` bytes long when given) and B's run. */
async function githubWith(a, size) {
  const gh = await new FakeGitHub({
    repo: 'bench/job-monitor',
    latencyMs: GITHUB_LATENCY_MS
  }).listen()
  gh.token(TOKEN)
  const t0 = Date.now() - 60_000
  gh.addRun({ id: 100, createdAt: iso(t0) })
  gh.addJob({ id: 1001, runId: 100, name: 'bench', createdAt: iso(t0) })
  gh.step(1001, 'Run bench/job-monitor@v1', a.mainOut, {
    header: '##[group]Run bench/job-monitor@v1'
  })
  gh.step(1001, 'Run build', 'a line of the build\n'.repeat(200))
  gh.step(1001, 'Post Run bench/job-monitor@v1', a.postOut, { header: 'Post job cleanup.' })
  const whole = Buffer.from(gh.logText(1001))
  const lazy = size ? halvesAround(whole, size) : undefined
  gh.complete(1001, {
    conclusion: 'success',
    completedAt: iso(t0 + 10_000),
    ...(lazy ? { lazyLog: lazy } : {})
  })
  gh.completeRun(100, 'success')
  gh.addRun({ id: 101, createdAt: iso(t0 + 20_000) })
  gh.addJob({ id: 2001, runId: 101, name: 'bench', createdAt: iso(t0 + 20_000) })
  return gh
}

/** The log's first and last halves around `size` bytes of filler. */
function halvesAround(whole, size) {
  const head = whole.subarray(0, whole.indexOf(0x0a, Math.floor(whole.length / 2)) + 1)
  return lazyLog(head, whole.subarray(head.length), size)
}

/** B, the next run's job: main, then post timed; what post asked of GitHub. */
async function nextJob(ctx, emulator, gh, name, reconcile) {
  const job = new Job(join(ctx.root, `reconcile-b-${name}`), ctx.env, ctx.actionDefaults)
  Object.assign(job.env, {
    RUNNER_ENVIRONMENT: 'github-hosted',
    GITHUB_RUN_ID: '101',
    GITHUB_WORKFLOW_REF: WORKFLOW_REF,
    GITHUB_API_URL: gh.url
  })
  const inputs = inputsOf(ctx, emulator, name, { 'check-run-id': '2001', reconcile })
  await job.step(ctx.dist.main, inputs)
  const gets = gh.apiRequests().length
  const bytes = gh.apiBytes + gh.servedBytes
  const post = await job.step(ctx.dist.post, inputs, { timeoutMs: 60_000 })
  job.cleanUp()
  return {
    ...post,
    healed: /\) ended from GitHub's record/.test(stdoutOf(job)),
    gets: gh.apiRequests().length - gets,
    blobGets: gh.requests.filter(r => r.path.startsWith('/blob/')).length,
    bytes: gh.apiBytes + gh.servedBytes - bytes
  }
}

export async function reconcileCost(ctx) {
  ctx.log("10. ending an earlier run from GitHub's record: the check, and one end")
  await ctx.service.fresh()
  const t = {
    with: [],
    off: [],
    gets: [],
    getsOff: [],
    bytes: [],
    bytesOff: [],
    heal: [],
    healOff: []
  }
  const healCost = []
  const fails = []
  const n = ctx.runs
  let emulator = await ctx.service.ensureHeadroom(8)
  const ended = await earlierJob(ctx, emulator, 'bench-a-ended', false)
  for (let i = 0; i < n + 1; i++) {
    for (const [reconcile, time, gets, bytes] of [
      ['next-run', t.with, t.gets, t.bytes],
      ['off', t.off, t.getsOff, t.bytesOff]
    ]) {
      emulator = await ctx.service.ensureHeadroom(6)
      const gh = await githubWith(ended)
      const r = await nextJob(ctx, emulator, gh, `bench-b-${reconcile}-${i}`, reconcile)
      await gh.close()
      if (r.code !== 0) fails.push(r.stderrText.slice(-200))
      else if (i > 0) {
        time.push(r.ms)
        gets.push(r.gets)
        bytes.push(r.bytes)
      }
    }
  }
  // One end each: a fresh job A whose end was queued, its log 2 GB long.
  const heals = Math.min(5, n)
  for (let i = 0; i < heals; i++) {
    emulator = await ctx.service.ensureHeadroom(12)
    const queued = await earlierJob(ctx, emulator, `bench-a-queued-${i}`, true)
    for (const [reconcile, time] of [
      ['next-run', t.heal],
      ['off', t.healOff]
    ]) {
      const gh = await githubWith(queued, 2 * 1024 ** 3)
      const r = await nextJob(ctx, emulator, gh, `bench-b-heal-${reconcile}-${i}`, reconcile)
      await gh.close()
      if (r.code !== 0) fails.push(r.stderrText.slice(-200))
      time.push(r.ms)
      if (reconcile === 'next-run') healCost.push(r)
    }
  }
  const runs = await emulator.runs().catch(() => [])
  const healed = runs.filter(
    r => /^bench-a-queued-/.test(r.job_name) && r.status === 'success'
  ).length
  const error = fails.length ? `${fails.length} post steps failed: ${fails[0]}` : undefined
  const ms = value => ({ value, unit: 'ms' })
  const count = (value, unit) => ({ value, unit })
  const last = healCost.at(-1)
  return [
    {
      id: '10a',
      figure: 'Post checking the run before (nothing to end)',
      ours: ms(median(t.with)),
      baseline: { ...ms(median(t.off)), label: 'reconcile: off' },
      target: budget('10a'),
      error,
      detail: `median of ${t.with.length} runs; GitHub answers each API request after ${GITHUB_LATENCY_MS} ms`
    },
    {
      id: '10b',
      figure: 'GitHub GETs of post (nothing to end)',
      ours: count(median(t.gets), 'GETs'),
      baseline: { ...count(median(t.getsOff), 'GETs'), label: 'reconcile: off' },
      target: budget('10b')
    },
    {
      id: '10c',
      figure: 'Bytes read from GitHub by post (nothing to end)',
      ours: count(median(t.bytes), 'bytes'),
      baseline: { ...count(median(t.bytesOff), 'bytes'), label: 'reconcile: off' },
      target: budget('10c', 'info')
    },
    {
      id: '10d',
      figure: 'Post ending the run before, its log 2 GB',
      ours: ms(median(t.heal)),
      baseline: { ...ms(median(t.healOff)), label: 'reconcile: off' },
      target: budget('10d', 'info'),
      error: healed === heals ? error : `${healed}/${heals} earlier runs ended`,
      detail: last
        ? `median of ${t.heal.length} runs; ${last.gets} GitHub API GETs, ${last.blobGets} ranged reads of the log's blob, ${last.bytes} bytes read from GitHub in all`
        : undefined
    }
  ]
}
