// `npm run bench`: measures job-monitor's built bundles (dist/) beside baselines measured in the
// same run, and prints one table: our figure, the baseline, the ratio and the target. Everything
// talks to 127.0.0.1 only (the emulator from dist/emulator, a fake Sentry ingest for the peer).
// Each target is the figure's budget in scripts/bench/budgets.json. A missed target is reported,
// not fatal: the exit code is 0 unless the benchmark itself broke.
//
// Options: --json [FILE]     write the results as JSON to FILE (to stdout without FILE)
//          --runs N          runs per timed figure (default 20)
//          --bytes N         output size for the throughput figure (default 200000000)
//          --only 1,2,...    only these figures
//          --dist DIR        the bundles to measure (default: dist/ of this repository)
import { mkdtempSync, rmSync, mkdirSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve, dirname } from 'node:path'
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { killAll } from './bench/proc.mjs'
import { Service } from './bench/service.mjs'
import { actionDefaults } from './bench/runner.mjs'
import { judge, renderTable } from './bench/report.mjs'
import * as figures from './bench/figures.mjs'
import { emulatorHistory } from './bench/emulator-history.mjs'
import { reconcileCost } from './bench/reconcile.mjs'
import { reconcileCiCost } from './bench/reconcile-ci.mjs'
import { queuedEnd } from './bench/queued-end.mjs'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function parseArgs(argv) {
  const o = {
    runs: 20,
    bytes: 200_000_000,
    only: undefined,
    json: undefined,
    dist: join(repo, 'dist')
  }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    const next = () => argv[++i]
    if (a === '--json') o.json = argv[i + 1] && !argv[i + 1].startsWith('--') ? next() : '-'
    else if (a.startsWith('--json=')) o.json = a.slice(7)
    else if (a === '--runs') o.runs = Number(next())
    else if (a === '--bytes') o.bytes = Number(next())
    else if (a === '--only') o.only = next().split(',')
    else if (a === '--dist') o.dist = resolve(next())
    else if (a === '--help' || a === '-h') {
      console.log(
        'usage: node scripts/bench.mjs [--json [FILE]] [--runs N] [--bytes N] [--only 1,2,3,4,5,6,7,8,9,10,11,12,13] [--dist DIR]'
      )
      process.exit(0)
    } else {
      console.error(`bench: unknown option ${a}`)
      process.exit(2)
    }
  }
  if (!(o.runs >= 1) || !(o.bytes >= 1)) {
    console.error('bench: --runs and --bytes take positive numbers')
    process.exit(2)
  }
  return o
}

function findPython() {
  try {
    execFileSync('python3', ['-c', 'import resource'], { stdio: 'ignore', timeout: 10_000 })
    return 'python3'
  } catch {
    return undefined
  }
}

function sentryCli() {
  try {
    const bin = createRequire(join(repo, 'package.json'))('@sentry/cli').SentryCli.getPath()
    const version = execFileSync(bin, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim()
    return { bin, version: version.replace(/^sentry-cli\s+/, '') }
  } catch {
    return { bin: join(repo, 'node_modules/.bin/sentry-cli'), version: '?' }
  }
}

const options = parseArgs(process.argv.slice(2))
const log = message => process.stderr.write(`${message}\n`)
const root = mkdtempSync(join(tmpdir(), 'jm-bench-'))
const home = join(root, 'home')
const sentryHome = join(root, 'sentry-home')
const logDir = join(root, 'logs')
for (const d of [home, sentryHome, logDir, join(root, 'queue')]) mkdirSync(d, { recursive: true })

let cleaned = false
function cleanUp() {
  if (cleaned) return
  cleaned = true
  killAll()
  rmSync(root, { recursive: true, force: true })
}
process.on('exit', cleanUp)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    cleanUp()
    process.exit(130)
  })
}

const dist = Object.fromEntries(
  ['cli', 'main', 'post', 'heartbeat', 'lib', 'emulator'].map(e => [
    e,
    join(options.dist, e, 'index.js')
  ])
)
// A made-up key for the local emulator; it reaches children through their environment only.
const apiKey = `jm-bench-${randomBytes(12).toString('hex')}`
const env = {
  PATH: process.env.PATH,
  HOME: home,
  LANG: 'C.UTF-8',
  TMPDIR: root,
  XDG_STATE_HOME: join(home, '.local/state'),
  // Loopback only: no proxy may take a request elsewhere.
  NO_PROXY: '*',
  no_proxy: '*'
}
const sentry = sentryCli()
const ctx = {
  repo,
  root,
  home,
  sentryHome,
  logDir,
  dist,
  env,
  apiKey,
  log,
  runs: options.runs,
  bytes: options.bytes,
  throughputRuns: 3,
  helperSeconds: 10,
  beats: 1000,
  // 2000 heartbeats in seconds: above the service's 100 requests per hour, so lifted there only.
  flatnessEmulatorArgs: ['--hourly-limit', '100000'],
  python: findPython(),
  sentryBin: sentry.bin,
  sentryVersion: sentry.version,
  actionDefaults: actionDefaults(join(repo, 'action.yml')),
  service: new Service(dist.emulator, apiKey, env),
  results: {}
}

const plan = [
  ['1', figures.startup],
  ['2', figures.floorAndAction],
  ['3', figures.hungService],
  ['4', figures.heartbeatMemory],
  ['5', figures.throughput],
  ['6', figures.wrapTrue],
  ['7', figures.replay500],
  ['8', figures.stepOutput],
  ['9', emulatorHistory],
  ['10', reconcileCost],
  // GitLab's figure (11) and Buildkite's (12) come from one pass over both.
  [['11', '12'], reconcileCiCost],
  ['13', queuedEnd]
]

const started = Date.now()
log(`job-monitor bench: node ${process.version}, ${ctx.runs} runs per timed figure, temp ${root}`)
const built = Object.entries(dist)
  .map(([name, path]) => `${name} ${existsSync(path) ? 'built' : 'NOT BUILT'}`)
  .join(', ')
log(`bundles: ${built}`)
const rows = []
for (const [ids, figure] of plan) {
  const id = [ids].flat()[0]
  if (options.only && ![ids].flat().some(i => options.only.includes(i))) continue
  try {
    rows.push(...(await figure(ctx)))
  } catch (e) {
    rows.push({ id, figure: figure.name, target: { kind: 'info' }, error: e.stack ?? e.message })
  } finally {
    ctx.service.close()
  }
}
const judged = rows.map(judge)
const elapsed = ((Date.now() - started) / 1000).toFixed(0)
const table = [
  `job-monitor bench (node ${process.version}, ${ctx.runs} runs per timed figure unless noted, medians, ${elapsed} s)`,
  '',
  renderTable(judged),
  '',
  `${judged.filter(r => r.status === 'ok').length} ok, ${judged.filter(r => r.status === 'MISSED').length} missed, ` +
    `${judged.filter(r => r.status === 'not built').length} not built, ${judged.filter(r => r.status === 'error').length} errors`
].join('\n')

const json = {
  node: process.version,
  runs: ctx.runs,
  bytes: ctx.bytes,
  date: new Date().toISOString(),
  elapsedSeconds: Number(elapsed),
  rows: judged.map(r => ({
    id: r.id,
    figure: r.figure,
    ours: r.ours ?? null,
    baseline: r.baseline ?? null,
    ratio: r.ratio ?? null,
    target: r.target,
    status: r.status,
    detail: r.detail ?? null,
    error: r.error ?? null,
    notBuilt: r.notBuilt ?? null
  }))
}
if (options.json === '-') {
  process.stderr.write(`${table}\n`)
  process.stdout.write(`${JSON.stringify(json, null, 2)}\n`)
} else {
  process.stdout.write(`${table}\n`)
  if (options.json) writeFileSync(options.json, `${JSON.stringify(json, null, 2)}\n`)
}
cleanUp()
