import { afterEach, describe, expect, it } from '@jest/globals'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { post as send } from './post.js'

const KEY = 'emu-retention-key-0001'
const MiB = 1024 * 1024
let emu: Emulator | undefined
afterEach(() => emu?.close())

const post = (path: string, body: string, auth = KEY) =>
  send(emu!.url + path, { 'Content-Type': 'application/json', Authorization: auth }, body)
const beat = (i: number, pad: number) =>
  JSON.stringify({
    job_name: `job-${i}`,
    current_time: '2026-11-22T10:00:00Z',
    metadata: { i, pad: 'p'.repeat(pad) }
  })
const start = (i: number, logs: string) =>
  JSON.stringify({
    job_name: `job-${i}`,
    status: 'running',
    run_id: '',
    start_time: '2026-11-22T10:00:00.000+00:00',
    end_time: null,
    error_details: null,
    logs
  })
const getJson = async (path: string) => (await fetch(emu!.url + path)).json()

describe('what the emulator keeps is bounded', () => {
  it('refuses a body over its limit with 413 and records that it refused, without the body', async () => {
    emu = await startEmulator({ apiKey: KEY, limits: { maxBodyBytes: 64 * 1024 } })
    const big = beat(1, 100 * 1024)
    const r = await post('/heartbeat', big)
    expect(r.status).toBe(413)
    expect(JSON.parse(r.text).error).toMatch(/limit of 65536 bytes/)
    const [refused] = emu.requests()
    expect(refused).toMatchObject({ path: '/heartbeat', status: 413, auth: 'bare', rawBody: '' })
    expect(refused.violations.join(' ')).toMatch(/over the emulator's limit/)
    expect(emu.heartbeats()).toEqual([])
    // A body within the limit is still taken whole.
    expect((await post('/heartbeat', beat(2, 1000))).status).toBe(200)
  })

  it('keeps the newest requests whole within its count and bytes, and counts what it dropped', async () => {
    emu = await startEmulator({
      apiKey: KEY,
      hourlyLimit: 10_000,
      limits: { maxRecordedRequests: 30, maxRecordedBytes: 256 * 1024, maxEvents: 1000 }
    })
    const sent: string[] = []
    for (let i = 0; i < 120; i++) {
      sent.push(beat(i, i % 3 === 0 ? 40 * 1024 : 10))
      expect((await post('/heartbeat', sent[i])).status).toBe(200)
      const kept = emu.record().requests
      expect(kept.kept).toBeLessThanOrEqual(30)
      expect(kept.bytes).toBeLessThanOrEqual(256 * 1024)
    }
    const requests = emu.requests()
    const { requests: summary } = emu.record()
    // The newest are kept, complete, in order; the oldest went first.
    expect(requests.map(r => r.rawBody)).toEqual(sent.slice(-requests.length))
    expect(requests.at(-1)!.body).toEqual(JSON.parse(sent.at(-1)!))
    expect(summary.kept + summary.dropped).toBe(120)
    expect(summary.dropped).toBeGreaterThan(0)
    // The count of what was dropped is in the JSON a script or the page reads.
    expect(await getJson('/_emulator/record')).toMatchObject({
      requests: { kept: summary.kept, dropped: summary.dropped, maxCount: 30 }
    })
    expect(await getJson('/_emulator/requests')).toHaveLength(summary.kept)
    const page = await (await fetch(emu.url + '/runs')).text()
    expect(page).toContain(`, ${summary.dropped} older requests dropped`)
  })

  it('keeps heartbeats and pipeline notifications within their count and bytes', async () => {
    emu = await startEmulator({
      apiKey: KEY,
      hourlyLimit: 10_000,
      limits: { maxEvents: 10, maxEventBytes: 64 * 1024 }
    })
    for (let i = 0; i < 40; i++) {
      await post('/heartbeat', beat(i, 20 * 1024))
      await post(
        '/api/pipelines/p/notify',
        JSON.stringify({ status: 'running', message: `m${i}`, metadata: { pad: 'p'.repeat(i) } }),
        `Bearer ${KEY}`
      )
    }
    expect(emu.heartbeats().length).toBeLessThanOrEqual(10)
    expect(emu.heartbeats().at(-1)!.job_name).toBe('job-39')
    expect(emu.notifications()).toHaveLength(10)
    expect(emu.notifications().at(-1)!.message).toBe('m39')
    const { heartbeats, notifications } = emu.record()
    expect(heartbeats.bytes).toBeLessThanOrEqual(64 * 1024)
    expect(heartbeats.kept + heartbeats.dropped).toBe(40)
    expect(notifications).toMatchObject({ kept: 10, dropped: 30 })
  })

  it("drops the oldest runs' logs first, then the oldest runs, and says so on each run", async () => {
    emu = await startEmulator({
      apiKey: KEY,
      hourlyLimit: 10_000,
      limits: { maxRuns: 8, maxRunBytes: 200 * 1024 }
    })
    for (let i = 0; i < 6; i++) await post('/monitoring', start(i, `${i}`.repeat(50 * 1024)))
    let runs = emu.runs()
    expect(runs).toHaveLength(6)
    expect(runs.at(-1)!.logs).toHaveLength(50 * 1024)
    const stripped = runs.filter(r => r.logs === undefined)
    expect(stripped.length).toBeGreaterThan(0)
    expect(stripped[0]).toMatchObject({ job_name: 'job-0', logs_dropped_bytes: 50 * 1024 })
    expect(emu.record().runs.bytes).toBeLessThanOrEqual(200 * 1024)
    // An end with logs brings a stripped run its logs back.
    const end = JSON.stringify({
      ...JSON.parse(start(0, 'end logs')),
      status: 'success',
      run_id: stripped[0].run_id,
      end_time: '2026-11-22T10:05:00.000+00:00',
      error_details: 'None'
    })
    expect((await post('/monitoring', end)).status).toBe(200)
    const ended = emu.runs().find(r => r.run_id === stripped[0].run_id)!
    expect(ended.logs).toBe('end logs')
    expect(ended.logs_dropped_bytes).toBeUndefined()
    for (let i = 6; i < 20; i++) await post('/monitoring', start(i, ''))
    runs = emu.runs()
    expect(runs.map(r => r.job_name)).toEqual(Array.from({ length: 8 }, (_, k) => `job-${12 + k}`))
    expect(emu.record().runs).toMatchObject({ kept: 8, dropped: 12 })
  })

  it('keeps the records under 32 MiB each by default', async () => {
    emu = await startEmulator({ apiKey: KEY })
    const { requests, runs } = emu.record()
    expect(requests.maxBytes).toBe(32 * MiB)
    expect(runs.maxBytes).toBe(32 * MiB)
  })

  it("holds the process's heap under a bound however many large requests arrive", async () => {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    // Limits of 8 MiB, a quarter of the defaults above: the same bound, at a quarter of the work.
    const limit = 8 * MiB
    emu = await startEmulator({
      apiKey: KEY,
      hourlyLimit: 10_000,
      limits: { maxRecordedBytes: limit, maxRunBytes: limit }
    })
    // The starts share one copy of the logs as JSON: 1 MiB through JSON.stringify costs about
    // 2 ms, paid once rather than per start.
    const logsJson = JSON.stringify('L'.repeat(MiB))
    const bigStart = (i: number) => start(i, '').replace('"logs":""', () => `"logs":${logsJson}`)
    gc()
    const before = process.memoryUsage().heapUsed
    // 32 starts of 1 MiB of logs each: 32 MiB sent, four times the limits.
    for (let i = 0; i < 32; i++) expect((await post('/monitoring', bigStart(i))).status).toBe(200)
    gc()
    const grown = process.memoryUsage().heapUsed - before
    // Bodies as received, their parsed form and the runs' logs: about 12 MiB within the limits;
    // kept whole, the heap grows by about 34 MiB.
    expect(grown).toBeLessThan(22 * MiB)
    const { requests, runs } = emu.record()
    expect(requests.bytes).toBeLessThanOrEqual(limit)
    expect(runs.bytes).toBeLessThanOrEqual(limit)
    expect(requests.dropped).toBeGreaterThan(0)
    expect(emu.runs()).toHaveLength(32)
    expect(bigStart(31)).toBe(start(31, 'L'.repeat(MiB)))
    expect(emu.requests().at(-1)!.rawBody).toBe(bigStart(31))
  })
})
