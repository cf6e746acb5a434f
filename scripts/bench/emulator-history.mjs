// 9. The emulator's history: requests per second it sustains keeping its history in SQLite
// (--data) beside in memory, with a start, heartbeat, heartbeat, end mix from concurrent clients;
// and how long its run page takes for 10,000 runs, a quarter of them a scheduled job's.
import http from 'node:http'
import { join } from 'node:path'
import { existsSync, rmSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { median } from './proc.mjs'
import { startEmulator } from './service.mjs'
import { budget } from './budgets.mjs'

const CLIENTS = 8
const SECONDS = 3
const PAGE_RUNS = 10_000
const LIFT = ['--hourly-limit', '1000000']

function request(agent, url, method, path, headers, body) {
  return new Promise((resolve, reject) => {
    // Headers and body in one write, sent at once (no Nagle delay on a kept-alive socket).
    const length = body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }
    const req = http.request(
      `${url}${path}`,
      { method, agent, headers: { ...headers, ...length } },
      res => {
        const chunks = []
        res.on('data', c => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') })
        )
      }
    )
    req.on('socket', socket => socket.setNoDelay(true))
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * What a scheduled job's reports carry (`exec --schedule`): the page judges its slots, the cost
 * 9b includes for one job of four.
 */
const SCHEDULED = {
  bench: true,
  'job_monitor.schedule.cron': '*/15 * * * *',
  'job_monitor.schedule.timezone': 'Europe/Berlin',
  'job_monitor.schedule.grace_seconds': 300
}

/** One client's run: start, two heartbeats, end. Returns the requests it made (4). */
async function oneRun(agent, url, apiKey, job, metadata = { bench: true }) {
  const headers = { 'content-type': 'application/json', authorization: apiKey }
  const startTime = new Date().toISOString().replace('Z', '+00:00')
  const start = {
    job_name: job,
    status: 'running',
    run_id: '',
    start_time: startTime,
    end_time: null,
    error_details: null,
    metadata
  }
  const started = await request(agent, url, 'POST', '/monitoring', headers, JSON.stringify(start))
  if (started.status !== 200) throw new Error(`start answered ${started.status}: ${started.text}`)
  const runId = JSON.parse(JSON.parse(started.text)).run_id
  for (let i = 0; i < 2; i++) {
    const beat = { job_name: job, current_time: new Date().toISOString() }
    const r = await request(agent, url, 'POST', '/heartbeat', headers, JSON.stringify(beat))
    if (r.status !== 200) throw new Error(`heartbeat answered ${r.status}`)
  }
  const end = {
    ...start,
    status: 'success',
    run_id: runId,
    end_time: new Date().toISOString().replace('Z', '+00:00'),
    error_details: 'None',
    logs: 'step 1: ok\nstep 2: ok\n'
  }
  const ended = await request(agent, url, 'POST', '/monitoring', headers, JSON.stringify(end))
  if (ended.status !== 200) throw new Error(`end answered ${ended.status}`)
  return 4
}

/** Requests per second from CLIENTS clients over SECONDS. */
async function sustained(url, apiKey) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS })
  const until = performance.now() + SECONDS * 1000
  let count = 0
  const t0 = performance.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      while (performance.now() < until) count += await oneRun(agent, url, apiKey, `bench-${c}`)
    })
  )
  const elapsed = (performance.now() - t0) / 1000
  agent.destroy()
  return count / elapsed
}

async function withEmulator(ctx, args, fn) {
  const emu = await startEmulator(ctx.dist.emulator, ctx.apiKey, ctx.env, [...LIFT, ...args])
  try {
    return await fn(emu)
  } finally {
    emu.close()
  }
}

export async function emulatorHistory(ctx) {
  const rate = {
    id: '9a',
    figure: `Emulator with --data: requests/s (${CLIENTS} clients, start+2 beats+end)`,
    target: budget('9a', 'beside in memory'),
    detail: `median of 3 rounds of ${SECONDS} s each, interleaved`
  }
  const page = {
    id: '9b',
    figure: `Emulator run page for ${PAGE_RUNS} runs (--data)`,
    target: budget('9b'),
    detail: `GET /, median of ${ctx.runs}`
  }
  if (!existsSync(ctx.dist.emulator)) {
    return [rate, page].map(r => ({ ...r, notBuilt: 'dist/emulator/index.js is missing' }))
  }
  const dataFile = n => join(ctx.root, `history-${n}.db`)
  const rates = { data: [], memory: [] }
  for (let round = 0; round < 3; round++) {
    ctx.log(`9a. emulator requests/s, round ${round + 1} of 3`)
    rates.memory.push(await withEmulator(ctx, [], emu => sustained(emu.url, ctx.apiKey)))
    rates.data.push(
      await withEmulator(ctx, ['--data', dataFile(round)], emu => sustained(emu.url, ctx.apiKey))
    )
    rmSync(dataFile(round), { force: true })
  }
  rate.ours = { value: Math.round(median(rates.data)), unit: 'req/s' }
  rate.baseline = { value: Math.round(median(rates.memory)), unit: 'req/s', label: 'in memory' }

  ctx.log(`9b. the run page for ${PAGE_RUNS} runs: filling the history`)
  const pageTimes = { data: [], memory: [] }
  for (const mode of ['memory', 'data']) {
    const args = mode === 'data' ? ['--data', dataFile('page')] : []
    await withEmulator(ctx, args, async emu => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS })
      let made = 0
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, c) => {
          while (made < PAGE_RUNS) {
            made++
            await oneRun(agent, emu.url, ctx.apiKey, `page-${c % 4}`, c % 4 ? undefined : SCHEDULED)
          }
        })
      )
      for (let i = 0; i < ctx.runs + 2; i++) {
        const t0 = performance.now()
        const r = await request(agent, emu.url, 'GET', '/', {})
        const took = performance.now() - t0
        if (r.status !== 200) throw new Error(`GET / answered ${r.status}`)
        if (i === 0 && !r.text.includes('data-run-id')) throw new Error('the page lists no runs')
        if (i >= 2) pageTimes[mode].push(took)
      }
      agent.destroy()
    })
  }
  rmSync(dataFile('page'), { force: true })
  page.ours = { value: median(pageTimes.data), unit: 'ms' }
  page.baseline = { value: median(pageTimes.memory), unit: 'ms', label: 'in memory' }
  return [rate, page]
}
