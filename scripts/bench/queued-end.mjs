// 13. What the queue and the key's hour cost the command-line tool once a cron job's cadence has
// outgrown the key's hour: its runs end beside the hour's overflow, queued, and each replay asks
// the hour before every record it sends.
//
// 13a: `exec -- true` whose start and end reports both queue (a 429 paused the key), with 400
//      records of earlier runs queued, beside the same exec with none: what its end pays per
//      record of others in the folder.
// 13b: `replay` of 60 queued start reports while this machine's requests of the last hour hold
//      40 of the ledger's files, beside the same replay in an empty hour: what asking the hour
//      before each record pays for the files of the hour.
//
// Each timed run gets a fresh copy of a folder prepared once (the queue, its ledger and run
// links), made by the commands themselves and the library's RunQueue; the two sides alternate
// run by run. Every exec must leave its own start and end queued beside the others (nothing sent,
// nothing dropped), and every replay must send all 60.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { median, run } from './proc.mjs'
import { budget } from './budgets.mjs'

const node = process.execPath
const ms = value => ({ value, unit: 'ms' })
const OTHERS = 400
const TO_REPLAY = 60
const HOUR_HELD = 40
/** A ticket a minute past its moment is settled (src/client/hour-ledger.ts): a second more. */
const SETTLED_MS = 61_000
/** The ledger's limit leaves room for every request: the figure is what asking it costs. */
const LEDGER_ROOM = { JOB_MONITOR_HOURLY_LIMIT: '1000' }

const records = dir => readdirSync(dir).filter(n => n.endsWith('.json')).length

export async function queuedEnd(ctx) {
  const endRow = {
    id: '13a',
    figure: `exec -- true ending beside ${OTHERS} queued records`,
    target: budget('13a')
  }
  const replayRow = {
    id: '13b',
    figure: `replay of ${TO_REPLAY} records, the hour holding ${HOUR_HELD}`,
    target: budget('13b')
  }
  const emuPath = join(ctx.dist.lib, '..', 'emulator', 'index.js')
  if (!existsSync(ctx.dist.cli) || !existsSync(ctx.dist.lib) || !existsSync(emuPath)) {
    endRow.notBuilt = replayRow.notBuilt = 'dist/cli or dist/lib is missing'
    return [endRow, replayRow]
  }
  const lib = await import(pathToFileURL(ctx.dist.lib).href)
  const root = join(ctx.root, 'queued-end')
  mkdirSync(root, { recursive: true })
  try {
    // One emulator for both (a queued record names the address it is for); its own hourly
    // limit lifted, so that only the machine's ledger and an injected 429 hold anything back.
    const emulator = await ctx.service.fresh(['--hourly-limit', '1000000'])
    // The hour's requests are made first: a ticket younger than a minute may still be given up
    // by its taker, and is read at each look. By 13b's runs they are as settled as an hour's.
    const replays = await replayFixtures(ctx, lib, root, emulator)
    try {
      await endBesideOthers(ctx, lib, root, emulator, endRow)
    } catch (e) {
      endRow.error = e.message
    }
    const settled = replays.madeAt + SETTLED_MS - Date.now()
    if (settled > 0) await sleep(settled)
    await replayInHeldHour(ctx, root, emulator, replays.dirs, replayRow)
  } catch (e) {
    replayRow.error ??= e.message
    if (!endRow.ours) endRow.error ??= e.message
  } finally {
    ctx.service.close()
  }
  return [endRow, replayRow]
}

function envFor(ctx, url, queueDir, extra = {}) {
  return {
    ...ctx.env,
    JOB_MONITOR_API_KEY: ctx.apiKey,
    JOB_MONITOR_BASE_URL: url,
    JOB_MONITOR_QUEUE_DIR: queueDir,
    ...extra
  }
}

async function cli(ctx, args, env, name) {
  const r = await run(node, [ctx.dist.cli, ...args], {
    env,
    timeoutMs: 60_000,
    logDir: ctx.logDir,
    name
  })
  if (r.code !== 0 || r.timedOut)
    throw new Error(
      `${args[0]} failed (${r.timedOut ? 'timed out' : `exit ${r.code}`}): ${r.stderrText}`
    )
  return r
}

/** Queues `count` records of other runs (a start and an end each, or starts only). */
async function queueOthers(lib, url, ctx, dir, count, startsOnly = false) {
  const client = new lib.MonitorClient({ baseUrl: url, apiKey: ctx.apiKey })
  const queue = new lib.RunQueue({ dir, maxRecords: 1000 })
  const at = Date.now() - 3600_000
  for (let i = 0; i < count;) {
    const runKey = lib.newRunKey()
    const startTime = new Date(at + i * 9000).toISOString()
    const start = lib.startReport({ jobName: 'every-minute', startTime })
    await queue.enqueue(
      { kind: 'start', body: start },
      { runKey, service: client.identityFor('start') }
    )
    i++
    if (startsOnly || i >= count) continue
    const end = lib.endReport({
      jobName: 'every-minute',
      startTime,
      runId: '',
      status: 'success',
      endTime: startTime,
      logs: `$ ./nightly.sh\n${'a line of output\n'.repeat(40)}[exit 0, 0.1 s]\n`
    })
    await queue.enqueue({ kind: 'end', body: end }, { runKey, service: client.identityFor('end') })
    i++
  }
}

/** Runs `commands` (name -> fn(i) resolving to ms) interleaved, after one warm-up round. */
async function interleaved(commands, n) {
  const times = Object.fromEntries(Object.keys(commands).map(k => [k, []]))
  for (let i = 0; i < n + 1; i++) {
    for (const [name, fn] of Object.entries(commands)) {
      const t = await fn(i)
      if (i > 0) times[name].push(t)
    }
  }
  return times
}

async function endBesideOthers(ctx, lib, root, emulator, row) {
  const fixtures = {}
  for (const [side, count] of [
    ['none', 0],
    ['others', OTHERS]
  ]) {
    const dir = join(root, `end-${side}`)
    const env = envFor(ctx, emulator.url, dir)
    await cli(ctx, ['exec', '-q', '-n', 'every-minute', '--', 'true'], env, '13a-setup')
    // The next start meets a 429 that asks for an hour: the key is paused for the figure.
    await emulator.inject({ path: '/monitoring', status: 429, retryAfter: '3600', count: 1 })
    await cli(ctx, ['exec', '-q', '-n', 'every-minute', '--', 'true'], env, '13a-setup')
    await emulator.clearFaults()
    await queueOthers(lib, emulator.url, ctx, dir, count)
    fixtures[side] = { dir, records: records(dir) }
  }
  const sent = (await emulator.requests()).length
  const runs = ctx.runs
  ctx.log(`13a. exec ending beside ${OTHERS} queued records: ${runs} runs each`)
  let checked = 0
  const times = await interleaved(
    Object.fromEntries(
      Object.entries(fixtures).map(([side, f]) => [
        side,
        async i => {
          const dir = join(root, `end-${side}-${i}`)
          cpSync(f.dir, dir, { recursive: true })
          const env = envFor(ctx, emulator.url, dir)
          const r = await cli(ctx, ['exec', '-q', '-n', 'every-minute', '--', 'true'], env, '13a')
          // Its own start and end wait in the queue beside the others: none sent, none lost.
          const left = records(dir)
          if (left !== f.records + 2)
            throw new Error(`exec left ${left} records, not ${f.records} + its own 2`)
          checked++
          rmSync(dir, { recursive: true, force: true })
          return r.ms
        }
      ])
    ),
    runs
  )
  const later = (await emulator.requests()).length
  if (later !== sent) throw new Error(`the paused key sent ${later - sent} requests`)
  row.ours = ms(median(times.others))
  row.baseline = { ...ms(median(times.none)), label: `${fixtures.none.records} queued` }
  const perRecord = (median(times.others) - median(times.none)) / OTHERS
  row.detail =
    `median of ${runs} runs each, interleaved; the key paused by a 429, so each run's start and end ` +
    `queue (${checked}/${2 * (runs + 1)} runs left both queued, nothing sent); ` +
    `${perRecord.toFixed(2)} ms per queued record of other runs`
}

/** The folders 13b replays: 60 records queued, in an empty hour and in one holding 40. */
async function replayFixtures(ctx, lib, root, emulator) {
  const dirs = {}
  for (const [side, held] of [
    ['empty', 0],
    ['held', HOUR_HELD]
  ]) {
    const dir = join(root, `replay-${side}`)
    const env = envFor(ctx, emulator.url, dir, LEDGER_ROOM)
    // Each exec's start and end take two of the hour's requests.
    for (let i = 0; i < held / 2; i++)
      await cli(ctx, ['exec', '-q', '-n', 'hourly-setup', '--', 'true'], env, '13b-setup')
    await queueOthers(lib, emulator.url, ctx, dir, TO_REPLAY, true)
    dirs[side] = dir
  }
  return { dirs, madeAt: Date.now() }
}

async function replayInHeldHour(ctx, root, emulator, fixtures, row) {
  const runs = Math.min(ctx.runs, 5)
  ctx.log(`13b. replay of ${TO_REPLAY} records, the hour holding ${HOUR_HELD}: ${runs} runs each`)
  const times = await interleaved(
    Object.fromEntries(
      Object.entries(fixtures).map(([side, fixture]) => [
        side,
        async i => {
          const dir = join(root, `replay-${side}-${i}`)
          cpSync(fixture, dir, { recursive: true })
          const env = envFor(ctx, emulator.url, dir, LEDGER_ROOM)
          const r = await cli(ctx, ['replay', '--quiet'], env, '13b')
          const left = records(dir)
          if (left !== 0) throw new Error(`replay left ${left} of ${TO_REPLAY} records`)
          rmSync(dir, { recursive: true, force: true })
          return r.ms
        }
      ])
    ),
    runs
  )
  row.ours = ms(median(times.held))
  row.baseline = { ...ms(median(times.empty)), label: 'an empty hour' }
  row.detail =
    `median of ${runs} runs each, interleaved; every replay sent all ${TO_REPLAY}; ` +
    `${((median(times.held) - median(times.empty)) / TO_REPLAY).toFixed(2)} ms more per record sent`
}
