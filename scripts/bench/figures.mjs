// The benchmark's figures. Each takes the shared context and returns table rows: our number and
// its baseline, both measured here, in this run, interleaved run by run so drift in the machine's
// load falls on both sides alike.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  openSync,
  closeSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { performance } from 'node:perf_hooks'
import { run, startChild, median, rssKiB, pidsWithEnv, cmdline } from './proc.mjs'
import { Job } from './runner.mjs'
import { startFakeSentry } from './fake-sentry.mjs'
import { startHungServer } from './hung.mjs'
import { budget } from './budgets.mjs'

const node = process.execPath
const ms = value => ({ value, unit: 'ms' })
const kib = value => ({ value, unit: 'KiB' })

/**
 * The floors under the figures no Node program reaches: Node with only the built-in modules
 * the command needs loaded and nothing of ours, measured in the same run as ours.
 */
const HELPER_FLOOR_SCRIPT =
  "require('node:http'); require('node:fs/promises'); " +
  "require('node:net').createServer().listen(process.env.BENCH_FLOOR_SOCKET); " +
  'setInterval(() => {}, 1000)'
const EXEC_FLOOR_SCRIPT =
  "for (const m of ['http', 'child_process', 'crypto', 'fs/promises']) require('node:' + m)"

/** Runs each named command `n` times after `warmup` rounds, interleaved; returns ms arrays. */
async function timeInterleaved(commands, n, warmup) {
  const times = Object.fromEntries(Object.keys(commands).map(k => [k, []]))
  const failures = Object.fromEntries(Object.keys(commands).map(k => [k, []]))
  for (let i = 0; i < warmup + n; i++) {
    for (const [name, fn] of Object.entries(commands)) {
      const r = await fn(i)
      if (r.code !== 0 || r.timedOut) {
        failures[name].push(
          r.timedOut ? 'timed out' : `exit ${r.code} ${r.stderrText?.trim().slice(-300) ?? ''}`
        )
      } else if (i >= warmup) times[name].push(r.ms)
    }
  }
  return { times, failures }
}

// ---------------------------------------------------------------------------------------------
// 1. Start-up

export async function startup(ctx) {
  const cli = ctx.dist.cli
  const commands = { base: () => run(node, ['-e', '0'], { env: ctx.env, timeoutMs: 20_000 }) }
  if (existsSync(cli)) {
    commands.ours = () =>
      run(node, [cli, '--version'], {
        env: ctx.env,
        timeoutMs: 20_000,
        logDir: ctx.logDir,
        name: 'version'
      })
  }
  ctx.log(`1. start-up: ${ctx.runs} runs each after 3 warm-up runs`)
  const { times, failures } = await timeInterleaved(commands, ctx.runs, 3)
  const row = {
    id: '1',
    figure: 'Start-up: job-monitor --version',
    baseline: { ...ms(median(times.base)), label: 'node -e 0' },
    target: budget('1'),
    detail: `median of ${ctx.runs} runs each`
  }
  if (!commands.ours) return [{ ...row, notBuilt: 'dist/cli/index.js is missing' }]
  if (failures.ours.length) row.error = `--version failed: ${failures.ours[0]}`
  else {
    const version = readFileSync(join(ctx.logDir, 'version.out'), 'utf8').trim()
    row.detail += `; prints "${version}"`
  }
  row.ours = ms(median(times.ours))
  return [row]
}

// ---------------------------------------------------------------------------------------------
// 2. The toolkit floor, and action main / post against it (service answering)

/** Bundles scripts/bench/floor.mjs with ncc into the run's temp dir. */
async function buildFloor(ctx) {
  const out = join(ctx.root, 'floor')
  const r = await run(
    node,
    [
      join(ctx.repo, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
      'build',
      join(ctx.repo, 'scripts/bench/floor.mjs'),
      '-o',
      out,
      '--quiet'
    ],
    {
      env: { ...ctx.env, HOME: ctx.home },
      cwd: ctx.repo,
      timeoutMs: 120_000,
      logDir: ctx.logDir,
      name: 'ncc-floor'
    }
  )
  const bundle = ['index.mjs', 'index.js'].map(f => join(out, f)).find(f => existsSync(f))
  if (r.code !== 0 || !bundle) throw new Error(`ncc could not build the floor: ${r.stderrText}`)
  return bundle
}

function actionInputs(ctx, url, jobName, extra = {}) {
  return { 'api-key': ctx.apiKey, 'base-url': url, 'job-name': jobName, ...extra }
}

async function runEnded(emulator, jobName) {
  const runs = await emulator.runs().catch(() => [])
  return runs.find(r => r.job_name === jobName)
}

/** The floor has no target of its own: it is the baseline main and post are held to. */
const FLOOR_TARGET = budget('2a', '(context)')
/**
 * Main and post go through @actions/core, as the floor does (a debugger that replaces the
 * toolkit sees what they do), and on top of it validate the inputs, talk to the service and
 * start or stop the helper.
 */
const MAIN_TARGET = budget('2b')
const POST_TARGET = budget('2c')
/**
 * What every real job passes too: a token (github-token defaults to github.token), with which
 * post reads the job's steps. The bench's GITHUB_API_URL is a closed loopback port: the GET
 * is refused at once, so the figure counts what reading the steps loads, not a network.
 */
const JOB_TOKEN_INPUTS = {
  'github-token': 'ghs_bench0000000000000000000000000000',
  'check-run-id': '4242'
}

export async function floorAndAction(ctx) {
  ctx.log('2. toolkit floor: building scripts/bench/floor.mjs with ncc')
  let floor
  try {
    floor = await buildFloor(ctx)
  } catch (e) {
    const error = e.message
    return [
      { id: '2a', figure: 'Toolkit floor (core+github)', target: FLOOR_TARGET, error },
      {
        id: '2b',
        figure: 'Action main (service answering)',
        target: MAIN_TARGET,
        error
      },
      {
        id: '2c',
        figure: 'Action post (service answering)',
        target: POST_TARGET,
        error
      }
    ]
  }
  const haveMain = existsSync(ctx.dist.main)
  const havePost = existsSync(ctx.dist.post)
  let service
  if (haveMain || havePost) {
    try {
      await ctx.service.fresh()
      service = ctx.service
    } catch (e) {
      ctx.log(`   emulator unavailable: ${e.message}`)
    }
  }
  const canRun = service && haveMain
  const warmup = 2
  const t = { bare: [], floor: [], main: [], post: [] }
  const fails = { floor: [], main: [], post: [] }
  let ended = 0
  let leftovers = 0
  ctx.log(
    `   floor${canRun ? ', main, post' : ''}: ${ctx.runs} runs each after ${warmup} warm-up runs`
  )
  for (let i = 0; i < warmup + ctx.runs; i++) {
    const keep = i >= warmup
    const bare = await run(node, ['-e', '0'], { env: ctx.env, timeoutMs: 20_000 })
    if (keep && bare.code === 0) t.bare.push(bare.ms)

    const job = new Job(join(ctx.root, `floor-${i}`), ctx.env, ctx.actionDefaults)
    const fl = await job.step(floor, { 'job-name': 'bench-floor' }, { timeoutMs: 20_000 })
    if (fl.code !== 0 || !fl.outputs.floor)
      fails.floor.push(`exit ${fl.code} ${fl.stderrText.slice(-200)}`)
    else if (keep) t.floor.push(fl.ms)

    if (canRun) {
      const emulator = await service.ensureHeadroom(6)
      const jobName = `bench-action-${i}`
      const inputs = actionInputs(ctx, emulator.url, jobName, JOB_TOKEN_INPUTS)
      const m = await job.step(ctx.dist.main, inputs, { timeoutMs: 60_000 })
      if (m.code !== 0) fails.main.push(`exit ${m.code} ${m.stderrText.slice(-300)}`)
      else if (keep) t.main.push(m.ms)
      if (havePost) {
        // Let the helper main spawned settle, as it would during the job's own steps.
        await sleep(300)
        const p = await job.step(ctx.dist.post, inputs, { timeoutMs: 90_000 })
        if (p.code !== 0) fails.post.push(`exit ${p.code} ${p.stderrText.slice(-300)}`)
        else if (keep) t.post.push(p.ms)
        const r = await runEnded(emulator, jobName)
        if (r && r.status === 'success') ended++
        await sleep(200)
      }
    }
    const left = job.cleanUp()
    if (havePost && canRun && left.length) leftovers++
  }
  const total = warmup + ctx.runs
  const floorMed = median(t.floor)
  const rows = [
    {
      id: '2a',
      figure: 'Toolkit floor (core+github)',
      ours: ms(floorMed),
      baseline: { ...ms(median(t.bare)), label: 'node -e 0' },
      target: FLOOR_TARGET,
      error: fails.floor.length ? fails.floor[0] : undefined,
      detail: `ncc bundle of scripts/bench/floor.mjs; median of ${ctx.runs} runs`
    }
  ]
  const floorBase = { ...ms(floorMed), label: 'floor' }
  const mainRow = {
    id: '2b',
    figure: 'Action main (service answering)',
    baseline: floorBase,
    target: MAIN_TARGET
  }
  const postRow = {
    id: '2c',
    figure: 'Action post (service answering)',
    baseline: floorBase,
    target: POST_TARGET
  }
  if (!haveMain) mainRow.notBuilt = 'dist/main/index.js is missing'
  else if (!service) mainRow.error = 'the emulator (dist/emulator) is not available'
  else {
    mainRow.ours = ms(median(t.main))
    if (fails.main.length)
      mainRow.error = `${fails.main.length}/${total} runs failed: ${fails.main[0]}`
    mainRow.detail = `median of ${t.main.length} runs; includes spawning the heartbeat helper`
  }
  if (!havePost) postRow.notBuilt = 'dist/post/index.js is missing'
  else if (!haveMain) postRow.error = 'needs dist/main to set up the state post reads'
  else if (!service) postRow.error = 'the emulator (dist/emulator) is not available'
  else {
    postRow.ours = ms(median(t.post))
    if (fails.post.length)
      postRow.error = `${fails.post.length}/${total} runs failed: ${fails.post[0]}`
    postRow.detail =
      `median of ${t.post.length} runs; ${ended}/${total} runs reached 'success' in the emulator` +
      (leftovers ? `; ${leftovers}/${total} jobs still had processes running after post` : '')
  }
  ctx.results.floorMs = floorMed
  ctx.results.mainMs = mainRow.ours?.value
  ctx.results.postMs = postRow.ours?.value
  return [...rows, mainRow, postRow]
}

// ---------------------------------------------------------------------------------------------
// 3. The service hung: accepts connections, never answers

export async function hungService(ctx) {
  const mainRow = {
    id: '3a',
    figure: 'Action main, service hung',
    baseline: { ...ms(ctx.results.mainMs), label: 'main, answering' },
    target: budget('3a')
  }
  const postRow = {
    id: '3b',
    figure: 'Action post, service hung',
    baseline: { ...ms(ctx.results.postMs), label: 'post, answering' },
    target: budget('3b')
  }
  const haveMain = existsSync(ctx.dist.main)
  const havePost = existsSync(ctx.dist.post)
  if (!haveMain) mainRow.notBuilt = 'dist/main/index.js is missing'
  if (!havePost) postRow.notBuilt = 'dist/post/index.js is missing'
  if (!haveMain) {
    if (havePost) postRow.error = 'needs dist/main to set up the state post reads'
    return [mainRow, postRow]
  }
  // The emulator's own hang fault when it is built; otherwise a bare TCP server that accepts
  // and never answers, which is the same thing seen from the client.
  let url
  let stop
  let how
  try {
    const emulator = await ctx.service.fresh()
    await emulator.inject({ path: '*', hang: true, count: 1000 })
    url = emulator.url
    stop = () => ctx.service.close()
    how = 'emulator fault {"path":"*","hang":true}'
  } catch (e) {
    const hung = await startHungServer()
    url = hung.url
    stop = () => hung.close()
    how = `bare TCP server that never answers (emulator: ${e.message})`
  }
  const n = 3
  ctx.log(`3. service hung (${how}): main ${n} runs, then post once`)
  const times = []
  const codes = []
  let post
  try {
    for (let i = 0; i < n; i++) {
      const job = new Job(join(ctx.root, `hung-${i}`), ctx.env, ctx.actionDefaults)
      const inputs = actionInputs(ctx, url, `bench-hung-${i}`)
      const m = await job.step(ctx.dist.main, inputs, { timeoutMs: 60_000 })
      codes.push(m.timedOut ? 'timed out' : m.code)
      if (!m.timedOut) times.push(m.ms)
      if (i === n - 1 && havePost) {
        const p = await job.step(ctx.dist.post, inputs, { timeoutMs: 120_000 })
        post = p
      }
      job.cleanUp()
    }
  } finally {
    stop()
  }
  mainRow.ours = ms(median(times))
  mainRow.detail = `median of ${times.length} runs (exit codes ${codes.join(', ')}); ${how}`
  if (times.length < n) mainRow.error = `${n - times.length} runs timed out after 60 s`
  if (havePost && post) {
    postRow.ours = ms(post.timedOut ? NaN : post.ms)
    postRow.detail = `one run after a hung main (exit ${post.timedOut ? 'timed out' : post.code})`
    if (post.timedOut) postRow.error = 'post did not finish within 120 s'
  }
  return [mainRow, postRow]
}

// ---------------------------------------------------------------------------------------------
// 4. Heartbeat helper memory, and flatness over 1000 beats

export async function heartbeatMemory(ctx) {
  const rssRow = {
    id: '4a',
    figure: 'Heartbeat helper RSS',
    target: budget('4a')
  }
  const flatRow = {
    id: '4b',
    figure: 'Heartbeat RSS, beat 1000',
    target: budget('4b')
  }
  const idle = startChild(node, ['-e', 'setInterval(()=>{},1000)'], { env: ctx.env })
  // What any helper built on Node holds before a line of ours: the modules it cannot do
  // without (node:http for the service, node:fs/promises for its files) and its stop channel
  // listening, with the helper's own V8 flag. It shows how near to idle Node 4a can come.
  const floor = startChild(node, ['--lite-mode', '-e', HELPER_FLOOR_SCRIPT], {
    env: { ...ctx.env, BENCH_FLOOR_SOCKET: join(ctx.root, 'floor.sock') }
  })
  const floorRow = {
    id: '4c',
    figure: "Idle Node with the helper's built-ins",
    target: budget('4c', 'the floor of 4a')
  }
  const seconds = ctx.helperSeconds
  const helperSamples = []
  const idleSamples = []
  const floorSamples = []
  try {
    if (!existsSync(ctx.dist.main) || !existsSync(ctx.dist.heartbeat)) {
      rssRow.notBuilt = `${existsSync(ctx.dist.main) ? 'dist/heartbeat' : 'dist/main'}/index.js is missing`
      await sleep(seconds * 1000)
      idleSamples.push(rssKiB(idle.pid))
      floorSamples.push(rssKiB(floor.pid))
    } else {
      const emulator = await ctx.service.fresh()
      // Its own empty queue: what the figures before it queued (the hung service) would be
      // replayed first, and this figure is the steady state of a job that only beats.
      const helperEnv = { ...ctx.env, XDG_STATE_HOME: join(ctx.root, 'helper', 'state') }
      const job = new Job(join(ctx.root, 'helper'), helperEnv, ctx.actionDefaults)
      const inputs = actionInputs(ctx, emulator.url, 'bench-helper', { 'heartbeat-interval': '1' })
      ctx.log(
        `4. heartbeat helper: main with heartbeat-interval 1, helper sampled for ${seconds} s`
      )
      const m = await job.step(ctx.dist.main, inputs, { timeoutMs: 60_000 })
      await sleep(500)
      const helpers = pidsWithEnv('RUNNER_TRACKING_ID', job.trackingId) ?? []
      const helper =
        helpers.find(pid => cmdline(pid).some(a => a.includes('heartbeat'))) ?? helpers[0]
      if (m.code !== 0) rssRow.error = `main failed: exit ${m.code} ${m.stderrText.slice(-200)}`
      else if (!helper) rssRow.error = 'main left no helper process running'
      else {
        for (let s = 0; s < seconds; s++) {
          await sleep(1000)
          helperSamples.push(rssKiB(helper))
          idleSamples.push(rssKiB(idle.pid))
          floorSamples.push(rssKiB(floor.pid))
        }
        const beats = (await emulator.requests().catch(() => [])).filter(r =>
          String(r.path ?? r.url ?? '').includes('heartbeat')
        )
        // Node options main starts the helper with, so the flatness run below starts it alike.
        const args = cmdline(helper)
        const script = args.findIndex(a => a.endsWith('heartbeat/index.js'))
        if (script > 0) ctx.results.helperNodeArgs = args.slice(1, script)
        const last = helperSamples.slice(-5)
        rssRow.ours = kib(median(last))
        rssRow.detail =
          `median of the last ${last.length} 1-s samples of VmRSS after ${seconds} s, queue empty; ` +
          `${beats.length} heartbeats reached the emulator; helper: ${cmdline(helper)
            .slice(1)
            .join(' ')
            .replace(ctx.repo + '/', '')}`
        // An idle helper would flatter the figure: it must have been beating meanwhile.
        if (beats.length === 0) rssRow.error = 'the helper sent no heartbeat while it was sampled'
        if (existsSync(ctx.dist.post)) await job.step(ctx.dist.post, inputs, { timeoutMs: 90_000 })
      }
      job.cleanUp()
    }
  } finally {
    idle.stop()
    floor.stop()
  }
  rssRow.baseline = { ...kib(median(idleSamples.slice(-5))), label: 'idle node' }
  floorRow.ours = kib(median(floorSamples.slice(-5)))
  floorRow.baseline = rssRow.baseline
  floorRow.detail =
    `node --lite-mode with node:http and node:fs/promises loaded and a Unix socket listening, ` +
    `sampled beside the helper (median of the last 5); 4a's goal is ` +
    `${fmtKiB(rssRow.baseline.value * (budget('4a').max ?? NaN))}`

  // Flatness: 1000 beats through the real helper at a 1 ms interval (its config, handed over in
  // its environment by main, carries the interval in ms; the action's input is whole seconds).
  // When the helper cannot be driven that way, the same heartbeat loop (runHeartbeats from
  // dist/lib) runs in a plain node process instead, and the row says so.
  if (!existsSync(ctx.dist.heartbeat) && !existsSync(ctx.dist.lib)) {
    flatRow.notBuilt = 'dist/heartbeat/index.js and dist/lib/index.js are missing'
    return [rssRow, floorRow, flatRow]
  }
  try {
    const emulator = await ctx.service.fresh(ctx.flatnessEmulatorArgs)
    let out
    if (
      existsSync(ctx.dist.heartbeat) &&
      readFileSync(ctx.dist.heartbeat, 'utf8').includes(HELPER_CONFIG_ENV)
    ) {
      ctx.log(`   flatness: ${ctx.beats} beats of the helper (dist/heartbeat) at a 1 ms interval`)
      out = await helperBeats(ctx, emulator.url)
      out.how =
        `the helper process (dist/heartbeat) run as main runs it (node ${(ctx.results.helperNodeArgs ?? []).join(' ')}) ` +
        `with ${HELPER_CONFIG_ENV} intervalMs 1; ` +
        `RSS after a full GC (scripts/bench/gc-probe.mjs preloaded); without GC: ` +
        `${fmtKiB(out.at100?.rawKiB)} -> ${fmtKiB(out.atLast?.rawKiB)}`
    } else if (existsSync(ctx.dist.lib)) {
      ctx.log(`   flatness: ${ctx.beats} beats of runHeartbeats (dist/lib) at a 1 ms interval`)
      out = await libBeats(ctx, emulator.url)
      out.how =
        'runHeartbeats from dist/lib with nodeHttpTransport at a 1 ms interval in a node process ' +
        '(the helper offers no faster interval than its whole-second input); RSS after a forced GC'
    } else throw new Error('dist/lib/index.js is missing and the helper takes no fast interval')
    const beatsSeen = (await emulator.requests().catch(() => [])).filter(r =>
      String(r.path ?? r.url ?? '').includes('heartbeat')
    ).length
    if (out.error || !out.atLast) flatRow.error = out.error ?? `no sample at beat ${ctx.beats}`
    else {
      flatRow.ours = kib(out.atLast.rssKiB)
      flatRow.baseline = { ...kib(out.at100.rssKiB), label: 'beat 100' }
      flatRow.detail =
        `${out.how}; ${out.beats} beats in ${fmtSeconds(out.elapsedMs)}, ${out.failed} failed` +
        `${out.lastError ? ` (${out.lastError})` : ''}; ${beatsSeen} heartbeats reached the emulator` +
        (out.atDouble ? `; at beat ${2 * ctx.beats}: ${fmtKiB(out.atDouble.rssKiB)}` : '') +
        (out.at100.heapUsedKiB
          ? `; heap used ${fmtKiB(out.at100.heapUsedKiB)} -> ${fmtKiB(out.atLast.heapUsedKiB)}` +
            (out.atDouble?.heapUsedKiB ? ` -> ${fmtKiB(out.atDouble.heapUsedKiB)}` : '')
          : '')
      if (out.failed > out.beats / 10)
        flatRow.error = `${out.failed}/${out.beats} beats failed: ${out.lastError}`
    }
  } catch (e) {
    flatRow.error = e.message
  } finally {
    ctx.service.close()
  }
  return [rssRow, floorRow, flatRow]
}

const HELPER_CONFIG_ENV = 'JOB_MONITOR_HELPER_CONFIG'

/**
 * Runs the helper bundle on its own, as main starts it (key and config in its environment), at a
 * 1 ms interval; follows its beat count in the status file it keeps for post and reads its
 * VmRSS when the count passes 100 and `ctx.beats`.
 */
async function helperBeats(ctx, url) {
  const dir = join(ctx.root, 'flatness')
  mkdirSync(dir, { recursive: true })
  const statusFile = join(dir, 'helper-status.json')
  const config = {
    client: { baseUrl: url, userAgent: 'job-monitor-action' },
    // The bench's emulator allows far more than the service's 100 requests an hour: 1000
    // beats in a row measure the loop's memory, not the budget's pacing.
    hourlyLimit: 1_000_000,
    jobName: 'bench-heartbeat-flatness',
    intervalMs: Number(process.env.JM_BENCH_BEAT_MS ?? 1),
    runKey: 'bench-flatness',
    queueDir: join(dir, 'queue'),
    statusFile,
    startQueued: false,
    maxLifetimeMs: 300_000
  }
  const logFd = openSync(join(ctx.logDir, 'flatness-helper.log'), 'w')
  const probeFile = join(dir, 'probe.jsonl')
  const helper = startChild(
    node,
    [
      ...(ctx.results.helperNodeArgs ?? []),
      '--expose-gc',
      '--import',
      pathToFileURL(join(ctx.repo, 'scripts/bench/gc-probe.mjs')).href,
      ctx.dist.heartbeat
    ],
    {
      env: {
        ...ctx.env,
        [HELPER_CONFIG_ENV]: JSON.stringify(config),
        JM_BENCH_PROBE_FILE: probeFile
      },
      cwd: dir,
      stdin: 'pipe',
      stdout: logFd,
      stderr: logFd
    }
  )
  // The key, once, through stdin, as main hands it over.
  helper.stdin.on('error', () => undefined)
  helper.stdin.end(ctx.apiKey)
  closeSync(logFd)
  let exited = false
  helper.on('exit', () => (exited = true))
  const t0 = Date.now()
  const out = { beats: 0, failed: 0, peakKiB: 0 }
  try {
    while (!exited && Date.now() - t0 < 120_000) {
      await sleep(2)
      let status
      try {
        status = JSON.parse(readFileSync(statusFile, 'utf8'))
      } catch {
        continue // not written yet, or caught mid-write
      }
      const rss = rssKiB(helper.pid)
      if (rss === undefined) break
      out.peakKiB = Math.max(out.peakKiB, rss)
      out.beats = (status.beatsSent ?? 0) + (status.beatsFailed ?? 0)
      out.failed = status.beatsFailed ?? 0
      out.lastError = status.lastError
      if (out.beats >= 100 && !out.at100) out.at100 = await probe(helper.pid, probeFile, rss)
      if (out.beats >= ctx.beats && !out.atLast)
        out.atLast = await probe(helper.pid, probeFile, rss)
      // As many beats again tell a plateau (allocator and heap sizing settling) from a leak.
      if (out.beats >= 2 * ctx.beats) {
        out.atDouble = await probe(helper.pid, probeFile, rss)
        break
      }
    }
  } finally {
    out.elapsedMs = Date.now() - t0
    helper.stop()
  }
  if (!out.atLast) {
    out.error = exited
      ? `the helper exited after ${out.beats} beats: ${readFileSync(join(ctx.logDir, 'flatness-helper.log'), 'utf8').slice(-300)}`
      : `only ${out.beats} beats in ${fmtSeconds(out.elapsedMs)}`
  }
  return out
}

/** Asks the probe preloaded into `pid` for its memory after a full collection. */
async function probe(pid, file, rawKiB) {
  const lines = () =>
    existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []
  const before = lines().length
  process.kill(pid, 'SIGUSR2')
  for (let i = 0; i < 500 && lines().length === before; i++) await sleep(2)
  const last = lines()[before]
  if (!last) return { rssKiB: rawKiB, rawKiB, probed: false }
  const m = JSON.parse(last)
  return {
    rssKiB: Math.round(m.rss / 1024),
    heapUsedKiB: Math.round(m.heapUsed / 1024),
    rawKiB,
    probed: true
  }
}

/** The same loop from the library, in scripts/bench/beats.mjs. */
async function libBeats(ctx, url) {
  const r = await run(
    node,
    [
      '--expose-gc',
      join(ctx.repo, 'scripts/bench/beats.mjs'),
      ctx.dist.lib,
      url,
      String(ctx.beats),
      '1'
    ],
    {
      env: { ...ctx.env, JOB_MONITOR_API_KEY: ctx.apiKey },
      timeoutMs: 180_000,
      logDir: ctx.logDir,
      name: 'beats'
    }
  )
  try {
    return JSON.parse(r.stdoutText.trim().split('\n').pop() || '{}')
  } catch {
    return { error: `${r.timedOut ? 'timed out' : `exit ${r.code}`} ${r.stderrText.slice(-300)}` }
  }
}

function fmtSeconds(msValue) {
  return `${(msValue / 1000).toFixed(1)} s`
}

// ---------------------------------------------------------------------------------------------
// 5. Throughput of `job-monitor exec`, and the wrapper's peak memory

function sentryEnv(ctx, sentry) {
  // A clean environment: no rc file in HOME, no .env, no update check, ingest on loopback.
  return {
    PATH: ctx.env.PATH,
    HOME: ctx.sentryHome,
    SENTRY_DSN: sentry.dsn,
    SENTRY_URL: sentry.url,
    SENTRY_DISABLE_UPDATE_CHECK: '1',
    SENTRY_LOAD_DOTENV: '0',
    NO_PROXY: '*'
  }
}

function cliEnv(ctx, url) {
  return {
    ...ctx.env,
    JOB_MONITOR_API_KEY: ctx.apiKey,
    JOB_MONITOR_BASE_URL: url,
    JOB_MONITOR_QUEUE_DIR: join(ctx.root, 'queue'),
    // The bench replaces the emulator before its hour is full (service.mjs): the key's hourly
    // ledger, which counts every run of the bench in one hour, is told that limit is not 100.
    // Its work (a start noted, each request counted) is measured all the same.
    JOB_MONITOR_HOURLY_LIMIT: '100000'
  }
}

/** Runs argv under scripts/bench/maxrss.py: wall time and peak RSS of the command's tree. */
async function measured(ctx, name, argv, env, stdout) {
  const result = join(ctx.logDir, `${name}.json`)
  const r = await run(ctx.python, [join(ctx.repo, 'scripts/bench/maxrss.py'), result, ...argv], {
    env,
    timeoutMs: 120_000,
    stdout,
    logDir: ctx.logDir,
    name
  })
  let m = {}
  try {
    m = JSON.parse(readFileSync(result, 'utf8'))
  } catch {
    // no result: the run failed or timed out
  }
  return {
    ok: !r.timedOut && m.returncode === 0,
    ms: m.elapsed_s * 1000,
    maxrss: m.maxrss_kib,
    bytes: r.bytes,
    why: r.timedOut ? 'timed out' : `exit ${m.returncode ?? r.code} ${r.stderrText.slice(-300)}`
  }
}

export async function throughput(ctx) {
  const size = ctx.bytes
  const small = Math.round(size / 10)
  const mb = `${Math.round(size / 1e6)} MB`
  const rows = {
    time: { id: '5a', figure: `exec, ${mb} of output`, target: budget('5a') },
    peer: {
      id: '5b',
      figure: `exec vs sentry-cli, ${mb}`,
      target: budget('5b', 'peer to approach')
    },
    rss: {
      id: '5c',
      figure: `exec peak RSS, ${mb}`,
      target: budget('5c')
    },
    floor: {
      id: '5d',
      figure: "Node loading exec's built-ins, peak RSS",
      target: budget('5d', 'the floor of 5c')
    }
  }
  if (!ctx.python) {
    for (const r of Object.values(rows)) r.error = 'python3 is needed for the time and peak RSS'
    return Object.values(rows)
  }
  const haveCli = existsSync(ctx.dist.cli)
  let emulator
  if (haveCli) {
    try {
      emulator = await ctx.service.fresh()
    } catch (e) {
      ctx.log(`   emulator unavailable: ${e.message}`)
    }
  }
  const sentry = await startFakeSentry()
  const produce = n => ['head', '-c', String(n), '/dev/zero']
  const contenders = {
    base: n => ({
      argv: [
        'sh',
        '-c',
        `head -c ${n} /dev/zero | "${node}" -e "process.stdin.pipe(process.stdout)"`
      ],
      env: ctx.env
    }),
    sentry: n => ({
      argv: [ctx.sentryBin, 'monitors', 'run', 'bench-throughput', '--', ...produce(n)],
      env: sentryEnv(ctx, sentry)
    })
  }
  if (haveCli && emulator) {
    contenders.ours = n => ({
      argv: [node, ctx.dist.cli, 'exec', '--job-name', 'bench-throughput', '--', ...produce(n)],
      env: cliEnv(ctx, emulator.url)
    })
  }
  const runs = ctx.throughputRuns
  ctx.log(
    `5. throughput: ${small} bytes once through a counting pipe, then ${size} bytes x ${runs} into /dev/null`
  )
  const res = {}
  const check = {}
  try {
    // A first pass of a tenth of the size into a pipe the benchmark counts: it proves each
    // contender passes every byte through, warms the page cache, and gives a peak RSS to set
    // beside the full-size one (the peak must not grow with the output).
    for (const [name, c] of Object.entries(contenders)) {
      const { argv, env } = c(small)
      check[name] = await measured(ctx, `${name}-check`, argv, env, 'count')
    }
    for (let i = 0; i < runs; i++) {
      for (const [name, c] of Object.entries(contenders)) {
        const { argv, env } = c(size)
        ;(res[name] ??= []).push(await measured(ctx, `${name}-${i}`, argv, env, '/dev/null'))
      }
    }
    // The floor under 5c: Node with the built-ins exec needs (the service, the command, the
    // run's ids, its files) and nothing else, beside Node doing nothing.
    for (let i = 0; i < runs; i++) {
      for (const [name, script] of [
        ['floor', EXEC_FLOOR_SCRIPT],
        ['node0', '0']
      ])
        (res[name] ??= []).push(
          await measured(ctx, `${name}-${i}`, [node, '-e', script], ctx.env, '/dev/null')
        )
    }
  } finally {
    await sentry.close()
    ctx.service.close()
  }
  const med = (name, key) => median((res[name] ?? []).filter(r => r.ok).map(r => r[key]))
  const failed = name => (res[name] ?? []).concat(check[name] ?? []).find(r => !r.ok)
  const bytesNote = name =>
    check[name] && check[name].bytes !== small
      ? `; ${name} passed ${check[name].bytes} of ${small} bytes`
      : ''
  const sentryChecks = sentry.checkIns().length

  rows.time.baseline = { ...ms(med('base', 'ms')), label: 'node pipe' }
  rows.peer.baseline = { ...ms(med('sentry', 'ms')), label: 'sentry-cli' }
  rows.rss.baseline = { ...kib(med('base', 'maxrss')), label: 'node pipe' }
  rows.floor.ours = kib(med('floor', 'maxrss'))
  rows.floor.baseline = { ...kib(med('node0', 'maxrss')), label: 'node -e 0' }
  rows.floor.detail =
    `peak RSS of node -e loading node:http, node:child_process, node:crypto and ` +
    `node:fs/promises, nothing run, median of ${runs}, beside node -e 0's`
  if (failed('floor')) rows.floor.error = `the floor failed: ${failed('floor').why}`
  if (!haveCli) {
    rows.time.notBuilt = rows.peer.notBuilt = rows.rss.notBuilt = 'dist/cli/index.js is missing'
    rows.peer.detail = `sentry-cli alone: ${fmtMs(med('sentry', 'ms'))}`
    return Object.values(rows)
  }
  if (!emulator) {
    for (const r of [rows.time, rows.peer, rows.rss])
      r.error = 'the emulator (dist/emulator) is not available'
    return Object.values(rows)
  }
  const oursFail = failed('ours')
  rows.time.ours = ms(med('ours', 'ms'))
  rows.time.detail =
    `median of ${runs} runs; baseline: head -c ${size} /dev/zero | node -e "process.stdin.pipe(process.stdout)"; ` +
    `all into /dev/null; time measured by scripts/bench/maxrss.py` +
    bytesNote('ours') +
    bytesNote('base')
  rows.peer.ours = ms(med('ours', 'ms'))
  rows.peer.detail =
    `sentry-cli ${ctx.sentryVersion} monitors run (native binary), median of ${runs} runs; ` +
    `${sentryChecks} check-ins reached the fake Sentry ingest` +
    bytesNote('sentry')
  rows.rss.ours = kib(med('ours', 'maxrss'))
  rows.rss.detail =
    `getrusage(RUSAGE_CHILDREN).ru_maxrss via python3 (largest peak of the wrapper and its children), ` +
    `median of ${runs}; at ${Math.round(small / 1e6)} MB: ${fmtKiB(check.ours?.maxrss)}; ` +
    `sentry-cli at ${mb}: ${fmtKiB(med('sentry', 'maxrss'))}`
  if (oursFail) rows.time.error = rows.rss.error = `job-monitor exec failed: ${oursFail.why}`
  if (failed('sentry')) rows.peer.error = `sentry-cli failed: ${failed('sentry').why}`
  return Object.values(rows)
}

function fmtKiB(v) {
  return Number.isFinite(v) ? `${(v / 1024).toFixed(1)} MiB` : '-'
}
function fmtMs(v) {
  return Number.isFinite(v)
    ? v >= 1000
      ? `${(v / 1000).toFixed(2)} s`
      : `${Math.round(v)} ms`
    : '-'
}

// ---------------------------------------------------------------------------------------------
// 6. Wrapping `true`: start report, the command, end report

export async function wrapTrue(ctx) {
  const row = {
    id: '6',
    figure: 'exec -- true (start+end reports)',
    target: budget('6')
  }
  const haveCli = existsSync(ctx.dist.cli)
  let emulator
  if (haveCli) {
    try {
      emulator = await ctx.service.fresh()
    } catch (e) {
      row.error = `the emulator (dist/emulator) is not available: ${e.message}`
    }
  }
  const sentry = await startFakeSentry()
  const warmup = 2
  const commands = {
    sentry: () =>
      run(ctx.sentryBin, ['monitors', 'run', 'bench-true', '--', 'true'], {
        env: sentryEnv(ctx, sentry),
        timeoutMs: 30_000,
        logDir: ctx.logDir,
        name: 'sentry-true'
      }),
    // Node doing nothing: the start-up every Node wrapper pays before its first line runs.
    node0: () => run(node, ['-e', '0'], { env: ctx.env, timeoutMs: 20_000 })
  }
  if (emulator) {
    mkdirSync(join(ctx.root, 'queue'), { recursive: true })
    commands.ours = () =>
      run(node, [ctx.dist.cli, 'exec', '--job-name', 'bench-true', '--', 'true'], {
        env: cliEnv(ctx, emulator.url),
        timeoutMs: 30_000,
        logDir: ctx.logDir,
        name: 'exec-true'
      })
  }
  ctx.log(`6. wrapping true: ${ctx.runs} runs each after ${warmup} warm-up runs`)
  let times
  let failures
  let runs = []
  try {
    ;({ times, failures } = await timeInterleaved(commands, ctx.runs, warmup))
    if (emulator)
      runs = (await emulator.runs().catch(() => [])).filter(r => r.job_name === 'bench-true')
  } finally {
    await sentry.close()
    ctx.service.close()
  }
  const total = warmup + ctx.runs
  const checkIns = sentry.checkIns()
  const okCheckIns = checkIns.filter(c => c.status === 'ok').length
  row.baseline = { ...ms(median(times.sentry)), label: 'sentry-cli' }
  const floorRow = {
    id: '6b',
    figure: 'node -e 0 beside sentry-cli',
    target: budget('6b', 'the floor of 6'),
    ours: ms(median(times.node0)),
    baseline: row.baseline,
    detail: `median of ${times.node0.length} runs of node -e 0, interleaved with 6's`
  }
  if (failures.node0.length) floorRow.error = `node -e 0 failed: ${failures.node0[0]}`
  const peerNote = `sentry-cli: ${checkIns.length} check-ins for ${total} runs (${okCheckIns} ok) reached the fake ingest`
  if (checkIns.length < total) row.error = `sentry-cli did not report: ${peerNote}`
  if (failures.sentry.length) row.error = `sentry-cli failed: ${failures.sentry[0]}`
  if (!haveCli) {
    row.notBuilt = 'dist/cli/index.js is missing'
    row.detail = peerNote
    return [row, floorRow]
  }
  if (!emulator) return [row, floorRow]
  row.ours = ms(median(times.ours))
  const ended = runs.filter(r => r.status === 'success').length
  row.detail = `median of ${times.ours.length} runs; ${ended}/${total} runs reached 'success' in the emulator; ${peerNote}`
  if (failures.ours.length)
    row.error = `${failures.ours.length}/${total} exec runs failed: ${failures.ours[0]}`
  else if (ended < total)
    row.error = `only ${ended}/${total} runs reached 'success' in the emulator`
  return [row, floorRow]
}

// ---------------------------------------------------------------------------------------------
// 7. Replaying 500 queued records, beside sending the same 500 calls live

export async function replay500(ctx) {
  const row = {
    id: '7',
    figure: 'replay of 500 queued records',
    target: budget('7')
  }
  const libPath = ctx.dist.lib
  const emuPath = join(ctx.dist.emulator, '..', '..', 'lib', 'emulator', 'index.js')
  if (!existsSync(libPath) || !existsSync(emuPath)) {
    return [{ ...row, notBuilt: 'dist/lib is missing' }]
  }
  const lib = await import(pathToFileURL(libPath).href)
  const { startEmulator } = await import(pathToFileURL(emuPath).href)
  // In-process emulator with the hourly limit lifted: 1000 requests in this figure alone.
  const emu = await startEmulator({ apiKey: ctx.apiKey, hourlyLimit: 1_000_000 })
  const N = 500
  const calls = Array.from({ length: N }, (_, i) => ({
    kind: 'pipeline-notification',
    pipelineId: 'bench',
    body: { status: 'success', message: `bench ${i}` }
  }))
  try {
    const client = new lib.MonitorClient({
      baseUrl: emu.url,
      deploymentUrl: emu.url,
      apiKey: ctx.apiKey,
      maxAttempts: 1
    })
    const liveStart = performance.now()
    for (const call of calls) {
      const d = await client.deliver(call)
      if (!d.delivered) throw new Error(`live call failed: ${d.error.message}`)
    }
    const live = performance.now() - liveStart

    const dir = join(ctx.root, 'replay-queue')
    const queue = new lib.RunQueue({ dir, maxRecords: N })
    emu.inject({ path: '*', status: 503, count: N })
    for (const call of calls) {
      const o = await lib.deliverOrQueue(client, queue, call)
      if (o.delivered || !o.queued) throw new Error('a record was not queued')
    }
    const replayStart = performance.now()
    const summary = await queue.replay(client)
    const replayed = performance.now() - replayStart
    if (summary.sent !== N) throw new Error(`replay sent ${summary.sent} of ${N}`)
    row.ours = ms(replayed)
    row.baseline = { ...ms(live), label: `${N} calls sent live` }
    row.detail = `one pass; per record ${(replayed / N).toFixed(2)} ms replayed, ${(live / N).toFixed(2)} ms live`
  } catch (e) {
    row.error = e.message
  } finally {
    await emu.close()
  }
  return [row]
}

// ---------------------------------------------------------------------------------------------
// 8. Step output: a step printing 200 MB through the runner's pages, with the helper following

/**
 * The step (scripts/bench/paging-step.mjs writing the runner's pages as PagingLogger does) runs
 * alone, then with the helper (dist/heartbeat, started as main starts it, heartbeats off)
 * following the pages folder, interleaved run by run. The helper's RSS is sampled every 50 ms
 * while the step runs; its steps file must hold every line the step printed.
 */
export async function stepOutput(ctx) {
  const mb = `${Math.round(ctx.bytes / 1e6)} MB`
  const timeRow = {
    id: '8a',
    figure: `Step printing ${mb}, helper following`,
    target: budget('8a')
  }
  const rssRow = {
    id: '8b',
    figure: `Helper peak RSS, step printing ${mb}`,
    target: budget('8b')
  }
  if (!existsSync(ctx.dist.heartbeat)) {
    timeRow.notBuilt = rssRow.notBuilt = 'dist/heartbeat/index.js is missing'
    return [timeRow, rssRow]
  }
  // The step's time varies from run to run more than the helper costs it: more runs than 5.
  const runs = Math.max(ctx.throughputRuns, 5)
  const times = { alone: [], followed: [] }
  const peaks = []
  const idle = []
  const cpu = []
  const problems = []
  ctx.log(
    `8. step output: a step printing ${mb} to the runner's pages, ${runs} runs alone and followed`
  )
  for (let i = 0; i < runs; i++) {
    const alone = await pagingStep(ctx, `paging-alone-${i}`)
    if (alone.error) problems.push(`the step alone: ${alone.error}`)
    else times.alone.push(alone.ms)
    const followed = await pagingStep(ctx, `paging-followed-${i}`, true)
    if (followed.error) problems.push(`the step followed: ${followed.error}`)
    else times.followed.push(followed.ms)
    if (followed.idleKiB) idle.push(followed.idleKiB)
    peaks.push(followed.peakKiB)
    cpu.push(followed.helperCpuMs)
    const c = followed.captured
    if (!c) problems.push('the helper left no capture of the step')
    else if (c.lines !== followed.lines)
      problems.push(`the helper captured ${c.lines} of ${followed.lines} lines`)
    else if (!c.text.endsWith('BUILD DONE\n'))
      problems.push("the capture lacks the step's last line")
  }
  timeRow.ours = ms(median(times.followed))
  timeRow.baseline = { ...ms(median(times.alone)), label: 'step alone' }
  timeRow.detail =
    `median of ${runs} runs each, interleaved; the step's own time writing its page and the job's ` +
    `(scripts/bench/paging-step.mjs over scripts/demo/pages.mjs), the job's page begun before the ` +
    `helper starts; the helper must capture every line; runs alone ${times.alone.map(fmtMs).join(', ')}, ` +
    `followed ${times.followed.map(fmtMs).join(', ')}; the helper's CPU time while the step ran: ${cpu.map(fmtMs).join(', ')}`
  rssRow.ours = kib(Math.max(...peaks))
  rssRow.baseline = { ...kib(median(idle)), label: 'helper idle' }
  rssRow.detail = `largest VmRSS sampled every 50 ms from the step's start until the helper stopped; per run: ${peaks
    .map(p => fmtKiB(p))
    .join(', ')}`
  if (problems.length) timeRow.error = rssRow.error = problems[0]
  return [timeRow, rssRow]
}

/** CPU time (user + system) a live process has used, from /proc/<pid>/stat, in ms. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100
  } catch {
    return undefined
  }
}

/** One run of the paging step, with the helper following its runner's pages or not. */
async function pagingStep(ctx, name, follow = false) {
  const root = join(ctx.root, name)
  const pagesDir = join(root, '_diag', 'pages')
  mkdirSync(pagesDir, { recursive: true })
  const out = { peakKiB: 0 }
  const step = run(
    node,
    [join(ctx.repo, 'scripts/bench/paging-step.mjs'), root, String(ctx.bytes)],
    {
      env: ctx.env,
      timeoutMs: 300_000,
      logDir: ctx.logDir,
      name
    }
  )
  for (let i = 0; i < 3000 && !existsSync(join(root, 'ready')); i++) await sleep(10)
  let helper
  let exited = false
  const stepsFile = join(root, 'steps.json')
  if (follow) {
    const config = {
      client: { baseUrl: 'http://127.0.0.1:9', userAgent: 'job-monitor-action' },
      jobName: 'bench-step-output',
      intervalMs: 0,
      runKey: name,
      queueDir: join(root, 'queue'),
      statusFile: join(root, 'status.json'),
      startQueued: false,
      maxLifetimeMs: 600_000,
      stepOutput: { pagesDir, file: stepsFile, maxBytes: 16_384 }
    }
    const logFd = openSync(join(ctx.logDir, `${name}-helper.log`), 'w')
    // With the flags main starts it with when step output is on (src/helper/spawn.ts).
    helper = startChild(node, ['--max-semi-space-size=1', ctx.dist.heartbeat], {
      env: { ...ctx.env, [HELPER_CONFIG_ENV]: JSON.stringify(config) },
      cwd: root,
      stdin: 'pipe',
      stdout: logFd,
      stderr: logFd
    })
    // The key, once, through stdin, as main hands it over.
    helper.stdin.on('error', () => undefined)
    helper.stdin.end(ctx.apiKey)
    closeSync(logFd)
    helper.on('exit', () => (exited = true))
    await sleep(500)
    out.idleKiB = rssKiB(helper.pid)
  }
  let sampling = Promise.resolve()
  let stop = false
  if (helper) {
    sampling = (async () => {
      while (!stop) {
        out.peakKiB = Math.max(out.peakKiB, rssKiB(helper.pid) ?? 0)
        await sleep(50)
      }
    })()
  }
  writeFileSync(join(root, 'go'), '')
  const r = await step
  try {
    Object.assign(out, JSON.parse(r.stdoutText.trim().split('\n').pop() || '{}'))
  } catch {
    // reported below
  }
  if (r.code !== 0 || out.ms === undefined) out.error = `exit ${r.code} ${r.stderrText.slice(-200)}`
  if (helper) {
    // Post's stop: SIGTERM, then the helper reads what is left and writes its file.
    out.helperCpuMs = cpuMs(helper.pid)
    process.kill(helper.pid, 'SIGTERM')
    for (let i = 0; i < 1200 && !exited; i++) await sleep(100)
    stop = true
    await sampling
    helper.stop()
    try {
      const steps = JSON.parse(readFileSync(stepsFile, 'utf8')).steps
      out.captured = steps.find(s => s.record === out.record)
    } catch {
      // no file: reported by the caller
    }
  }
  rmSync(root, { recursive: true, force: true })
  return out
}
