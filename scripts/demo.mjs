// `npm run demo`: the whole product against the embedded local service, with no network and
// no real key. A team's earlier runs of the day (a flaky suite, a slow load, a stalled consumer),
// a GitHub Actions job through the built action bundles on a runner laid out as the real one
// is (its steps' output in the end report), a cancelled re-run that
// says why it ended and a lost runner, jobs reporting through the library, and commands wrapped
// by the CLI; then the service's view of every run.
// `--quick` (the test suite's way) leaves out the pauses that let a watcher see heartbeats.
// `--serve` keeps the service, and its pages, up after the demo until Ctrl-C; without it the
// demo ends by itself (CI and the tests run it so). `--port N` puts the service on that port
// (otherwise a free one), so that a tab kept open on its pages finds it again after a restart.
import { setTimeout as sleep } from 'node:timers/promises'
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { repoRoot } from './demo/runner.mjs'

/** The port `--port N` (or `--port=N`) asks for; 0, a free one, without it. */
function portOf(argv) {
  const at = argv.findIndex(a => a === '--port' || a.startsWith('--port='))
  if (at < 0) return 0
  const value = argv[at].startsWith('--port=') ? argv[at].slice('--port='.length) : argv[at + 1]
  if (!/^\d{1,5}$/.test(value ?? '') || Number(value) > 65535) {
    console.error(
      `demo: --port takes a port number from 0 to 65535, not ${JSON.stringify(value ?? '')}`
    )
    process.exit(2)
  }
  return Number(value)
}
const port = portOf(process.argv.slice(2))

const bundles = ['main', 'post', 'heartbeat', 'notify', 'cli', 'emulator'].map(b =>
  join(repoRoot, 'dist', b, 'index.js')
)
if (![...bundles, join(repoRoot, 'dist/lib/index.js')].every(existsSync)) {
  console.log('demo: building dist/ first')
  execFileSync(process.execPath, [join(repoRoot, 'scripts/build.mjs')], { stdio: 'inherit' })
}

const lib = p => import(pathToFileURL(join(repoRoot, 'dist/lib', p)).href)
const { startEmulator, renderRunsTable } = await lib('emulator/index.js')

// A key made up for this run: it is sent to the local service only.
const apiKey = `demo_${randomBytes(12).toString('hex')}`
const emulator = await startEmulator({ apiKey, port }).catch(e => {
  if (e?.code !== 'EADDRINUSE') throw e
  console.error(`demo: port ${port} is in use: give another with --port, or none for a free one`)
  process.exit(1)
})
const log = line => console.log(line)
const quick = process.argv.includes('--quick')
const serve = process.argv.includes('--serve')
/** A job's working time, shown so that heartbeats go out meanwhile; none with --quick. */
const pause = ms => (quick ? Promise.resolve() : sleep(ms))
console.log(
  serve
    ? `local service: ${emulator.url} (open it in a browser for its jobs and runs; it stays until Ctrl-C)\n`
    : `local service: ${emulator.url} (closed when the demo ends; \`npm run demo -- --serve\` keeps it open)\n`
)

let failed = false
for (const [title, file] of [
  ["A team's day before the demo", 'day.mjs'],
  ['GitHub Action', 'action.mjs'],
  ['GitHub Action: why a run ended', 'why.mjs'],
  ['Node library', 'library.mjs'],
  ['Command-line tool', 'cli.mjs']
]) {
  console.log(`== ${title}`)
  try {
    const { run } = await import(pathToFileURL(join(repoRoot, 'scripts/demo', file)).href)
    await run({ emulator, url: emulator.url, apiKey, log, pause, quick })
  } catch (e) {
    failed = true
    console.log(`demo: the ${title} part broke: ${e.stack ?? e}`)
  }
  console.log('')
}

console.log('== What the service received')
// Each run in the state the pages show: a running run that went silent is stalled.
process.stdout.write(renderRunsTable(emulator.reports()))
const requests = emulator.requests()
const violations = requests.filter(r => r.violations.length > 0)
console.log(
  `\n${requests.length} requests, ${violations.length} breaking a wire rule, ` +
    `${emulator.heartbeats().length} heartbeats, ${emulator.notifications().length} pipeline notifications`
)
for (const n of emulator.notifications()) console.log(`  pipeline ${n.pipeline_id}: ${n.status}`)
const leaked = requests.some(r => r.rawBody.includes(apiKey))
console.log(`the key in any request body: ${leaked ? 'YES' : 'no'}`)

const code = failed || violations.length > 0 || leaked ? 1 : 0
if (serve) {
  console.log(`\nthe jobs and runs stay at ${emulator.url} until Ctrl-C`)
  await new Promise(resolve => {
    process.once('SIGINT', resolve)
    process.once('SIGTERM', resolve)
  })
}
await emulator.close()
process.exit(code)
