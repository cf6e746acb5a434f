// The job, run, pipelines and requests pages and their JSON views, over HTTP (the browser test,
// run-page.test.ts, drives them live).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import http from 'node:http'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'

const KEY = 'emu-pages-key-0001'
const HOSTILE = `<img src=x onerror="document.title='pwned'">`
const T0 = Date.parse('2026-11-22T10:00:00Z')
let now = T0
let emu: Emulator
let runId: string

async function post(path: string, body: unknown, status = 200) {
  const res = await fetch(emu.url + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: path.startsWith('/api/') ? `Bearer ${KEY}` : KEY
    },
    body: JSON.stringify(body)
  })
  expect(res.status).toBe(status)
  return res.json()
}
const iso = (ms: number) => new Date(ms).toISOString()
const page = async (path: string) => {
  const res = await fetch(emu.url + path)
  return {
    status: res.status,
    csp: res.headers.get('content-security-policy'),
    html: await res.text()
  }
}
const view = async (path: string) => (await fetch(`${emu.url}/_emulator/pages${path}`)).json()

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, now: () => now, heartbeatIntervalSeconds: 60 })
  for (let i = 0; i < 3; i++) {
    const start = {
      job_name: HOSTILE,
      status: 'running',
      run_id: '',
      start_time: iso(now),
      end_time: null,
      error_details: null,
      metadata: { branch: `<b>main</b>`, attempt: i }
    }
    runId = JSON.parse((await post('/monitoring', start)) as string).run_id
    now += 30_000
    await post('/heartbeat', { job_name: HOSTILE, current_time: iso(now) })
    now += (i + 1) * 60_000
    await post('/monitoring', {
      ...start,
      status: i === 1 ? 'failed' : 'success',
      run_id: runId,
      end_time: iso(now),
      error_details: i === 1 ? 'exit 3' : 'None',
      logs: `line one\n${HOSTILE}\nline three ${i}`
    })
  }
  await post('/api/pipelines/deploy%2Fprod/notify', { status: 'running', message: HOSTILE })
  await post('/api/pipelines/deploy%2Fprod/notify', { status: 'success', message: 'shipped' })
  await post('/monitoring', { job_name: 'bad', status: 'running' }, 400)
})
afterAll(() => emu.close())

describe('the pages beside the run list', () => {
  it("shows a job's success rate, last run and durations, escaping its name", async () => {
    const v = (await view(`/job?name=${encodeURIComponent(HOSTILE)}`)) as Record<string, unknown>
    expect(v.summary).toBe('3 runs kept, 0 running, 0 stalled; 66.7% of the ended runs succeeded.')
    expect(v.last_run).toMatch(/^Last run: success, started .*, ended .*, took 3 min 30 s\.$/)
    const chart = (v.chart as Array<{ cls: string; height: number }>).filter(s =>
      s.cls.startsWith('bar-')
    )
    expect(chart.map(b => b.cls)).toEqual(['bar-success', 'bar-failed', 'bar-success'])
    expect(chart[2].height).toBeGreaterThan(chart[0].height)
    expect((v.runs as unknown[]).length).toBe(3)
    const p = await page(`/job?name=${encodeURIComponent(HOSTILE)}`)
    expect(p.status).toBe(200)
    expect(p.csp).toMatch(/script-src 'sha256-[^']+'; style-src/)
    expect(p.html).not.toContain(HOSTILE)
    expect(p.html).toContain('&lt;img src=x')
    expect(p.html).toContain('data-view="/_emulator/pages/job"')
    expect((await page('/job')).status).toBe(400)
  })

  it("shows a run's metadata, heartbeats on a timeline and its logs", async () => {
    const v = (await view(`/run?id=${runId}`)) as Record<string, unknown>
    expect(v).toMatchObject({
      run_id: runId,
      state: 'success',
      state_class: 'success',
      error: '',
      logs: `line one\n${HOSTILE}\nline three 2`,
      metadata: [
        { key: '0', name: 'branch', value: '<b>main</b>' },
        { key: '1', name: 'attempt', value: '2' },
        { key: '2', name: 'branch (end)', value: '<b>main</b>' },
        { key: '3', name: 'attempt (end)', value: '2' }
      ]
    })
    const marks = (v.timeline as Array<{ cls: string }>).map(s => s.cls)
    expect(marks).toEqual(['axis', 'mark-start', 'mark-heartbeat', 'mark-end'])
    const p = await page(`/run?id=${runId}`)
    expect(p.html).toContain('&lt;b&gt;main&lt;/b&gt;')
    expect(p.html).not.toContain('<b>main')
    expect((await page('/run?id=run_none')).status).toBe(404)
    const json = (await (await fetch(`${emu.url}/_emulator/run?id=${runId}`)).json()) as Record<
      string,
      unknown
    >
    expect(json).toMatchObject({ run_id: runId, state: 'success', duration_seconds: 210 })
    expect(json.heartbeats_received).toHaveLength(1)
  })

  it('shows pipelines with their latest notifications, and the request record with the rules broken', async () => {
    const pipelines = (await view('/pipelines')) as { pipelines: Array<Record<string, string>> }
    expect(pipelines.pipelines).toEqual([
      expect.objectContaining({
        pipeline_id: 'deploy/prod',
        status: 'success',
        status_class: 'success',
        message: 'shipped',
        notifications: '2'
      })
    ])
    const latest = pipelines.pipelines[0]
    expect([1, 2, 3].map(i => Boolean(latest[`recent_${i}`]))).toEqual([true, true, false])
    expect(latest.recent_1_ago).toMatch(/^\d+ s ago$/)
    expect((await page('/pipelines')).html).not.toContain(HOSTILE)
    const requests = (await view('/requests')) as { requests: Array<Record<string, string>> }
    expect(requests.requests[0]).toMatchObject({
      method: 'POST',
      path: '/monitoring',
      status: '400'
    })
    expect(requests.requests[0].rules).toMatch(/run_id is required/)
    expect(requests.requests.at(-1)).toMatchObject({ seq: '1' })
    expect((await page('/requests')).html).toContain('run_id is required')
  })

  it('answers the pages only to a Host that is an address or localhost', async () => {
    const port = new URL(emu.url).port
    const get = (path: string, host: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, headers: { Host: host } }, res => {
            res.resume()
            resolve(res.statusCode ?? 0)
          })
          .on('error', reject)
      })
    for (const path of ['/job?name=x', '/pipelines', '/requests', `/run?id=${runId}`]) {
      expect(await get(path, `rebound.example:${port}`)).toBe(403)
      expect(await get(path, `127.0.0.1:${port}`)).toBe(200)
    }
  })
})
