import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { renderRunsTable } from '../../src/emulator/pages/table.js'
import { renderRunsPage } from '../../src/emulator/pages/html.js'

const KEY = 'emu-test-key-0001'
let emu: Emulator
let t: number

async function post(
  path: string,
  body: unknown,
  auth: string | null = KEY,
  headers: Record<string, string> = {}
) {
  const res = await fetch(emu.url + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(auth === null ? {} : { Authorization: auth }),
      ...headers
    },
    body: typeof body === 'string' ? body : JSON.stringify(body)
  })
  const text = await res.text()
  return { status: res.status, text, headers: res.headers }
}
const twiceParsed = (text: string): Record<string, unknown> => JSON.parse(JSON.parse(text))
const startBody = (over: Record<string, unknown> = {}) => ({
  job_name: 'nightly',
  status: 'running',
  run_id: '',
  start_time: '2026-11-22T10:00:00.000+00:00',
  end_time: null,
  error_details: null,
  ...over
})
async function start(over: Record<string, unknown> = {}): Promise<string> {
  const r = await post('/monitoring', startBody(over))
  expect(r.status).toBe(200)
  return twiceParsed(r.text).run_id as string
}
const endBody = (runId: string, over: Record<string, unknown> = {}) => ({
  job_name: 'nightly',
  status: 'success',
  run_id: runId,
  start_time: '2026-11-22T10:00:00.000+00:00',
  end_time: '2026-11-22T10:05:00.000+00:00',
  error_details: 'None',
  ...over
})

beforeEach(async () => {
  t = Date.parse('2026-11-22T10:00:00Z')
  emu = await startEmulator({
    apiKey: KEY,
    now: () => t,
    heartbeatIntervalSeconds: 60,
    hourlyLimit: 5
  })
})
afterEach(() => emu.close())

describe('run reports', () => {
  it('answers a start with a double-encoded run_id and an end with update_status success', async () => {
    const r = await post('/monitoring', startBody({ metadata: { n: 1 }, tags: ['a'] }))
    expect(typeof JSON.parse(r.text)).toBe('string')
    const runId = twiceParsed(r.text).run_id as string
    expect(runId).toMatch(/^run_/)
    const e = await post(
      '/monitoring',
      endBody(runId, { status: 'failed', error_details: 'exit 2', logs: 'out' })
    )
    expect(e.status).toBe(200)
    expect(twiceParsed(e.text)).toEqual({ update_status: 'success' })
    expect(emu.runs()[0]).toMatchObject({
      status: 'failed',
      error_details: 'exit 2',
      logs: 'out',
      metadata: { n: 1 }
    })
  })

  it.each([
    [{ run_id: null }, /run_id must be an empty string/],
    [{ end_time: '2026-11-22T10:00:00Z' }, /end_time must be null/],
    [{ error_details: 'None' }, /error_details must be null on a start/],
    [{ start_time: '2026-11-22 10:00' }, /start_time must be an ISO 8601/],
    [{ start_time: '2026-11-22T10:00:00' }, /timezone offset/],
    [{ job_name: '' }, /job_name/],
    [{ status: 'started' }, /status must be one of/],
    [{ metadata: [1] }, /metadata must be an object/],
    [{ metadata: null }, /metadata must be an object/],
    [{ tags: [1, 2] }, /tags must be null or a list of strings/],
    [{ logs: null }, /logs must be a string/]
  ])('rejects a start with %j', async (over, rule) => {
    const r = await post('/monitoring', startBody(over))
    expect(r.status).toBe(400)
    expect(r.text).toMatch(rule)
    expect(emu.requests().at(-1)!.violations.join(' ')).toMatch(rule)
    expect(emu.runs()).toHaveLength(0)
  })

  it('requires end_time on a start as null, not absent', async () => {
    const body: Record<string, unknown> = startBody()
    delete body.end_time
    expect((await post('/monitoring', body)).status).toBe(400)
  })

  it('accepts tags null and error_details absent on a start', async () => {
    const body: Record<string, unknown> = startBody({ tags: null })
    delete body.error_details
    expect((await post('/monitoring', body)).status).toBe(200)
  })

  it('holds an end to its start: same job_name, byte-identical start_time, error_details a string', async () => {
    const runId = await start()
    expect((await post('/monitoring', endBody(runId, { job_name: 'other' }))).text).toMatch(
      /job_name/
    )
    expect(
      (await post('/monitoring', endBody(runId, { start_time: '2026-11-22T10:00:00Z' }))).text
    ).toMatch(/byte-identical/)
    expect((await post('/monitoring', endBody(runId, { error_details: null }))).text).toMatch(
      /literal None/
    )
    expect((await post('/monitoring', endBody(runId, { end_time: null }))).status).toBe(400)
    expect(emu.runs()[0].status).toBe('running')
  })

  it('answers 404 for an unknown run and 409 for an ended one', async () => {
    expect((await post('/monitoring', endBody('run_nope'))).status).toBe(404)
    const runId = await start()
    expect((await post('/monitoring', endBody(runId, { status: 'cancelled' }))).status).toBe(200)
    const again = await post('/monitoring', endBody(runId))
    expect(again.status).toBe(409)
    expect(emu.runs()[0].status).toBe('cancelled')
  })

  it('wants JSON', async () => {
    expect((await post('/monitoring', 'job=x', KEY, { 'Content-Type': 'text/plain' })).status).toBe(
      415
    )
    expect((await post('/monitoring', '[1]')).status).toBe(400)
    expect((await post('/monitoring', '{bad')).status).toBe(400)
  })
})

describe('auth', () => {
  it('wants the bare key on /monitoring and /heartbeat and Bearer on /api', async () => {
    expect((await post('/monitoring', startBody(), `Bearer ${KEY}`)).status).toBe(401)
    expect(
      (await post('/heartbeat', { job_name: 'j', current_time: '2026-11-22T10:00:00Z' }, null))
        .status
    ).toBe(401)
    expect((await post('/api/pipelines/p/notify', { status: 'running' }, KEY)).status).toBe(401)
    expect(
      (await post('/api/pipelines/p/notify', { status: 'running' }, `Bearer ${KEY}`)).status
    ).toBe(200)
    expect((await post('/monitoring', startBody(), 'wrong')).status).toBe(401)
    expect(emu.requests().map(r => r.auth)).toEqual([
      'wrong',
      'missing',
      'wrong',
      'bearer',
      'wrong'
    ])
    expect(JSON.stringify(emu.requests())).not.toContain(KEY)
  })
})

describe('heartbeats and pipelines', () => {
  it('answers next_expected one interval ahead and counts beats on the running run', async () => {
    const runId = await start()
    t += 30_000
    const r = await post('/heartbeat', {
      job_name: 'nightly',
      current_time: '2026-11-22T10:00:30Z',
      metadata: { p: 1 }
    })
    expect(JSON.parse(r.text)).toEqual({
      success: true,
      message: 'Heartbeat received for nightly',
      next_expected: '2026-11-22T10:01:30.000Z'
    })
    expect(emu.runs()[0]).toMatchObject({ run_id: runId, heartbeats: 1 })
    expect((await post('/heartbeat', { job_name: 'nightly', current_time: 'soon' })).status).toBe(
      400
    )
  })

  it('records notifications and lists pipelines', async () => {
    await post('/api/pipelines/etl/notify', { status: 'running' }, `Bearer ${KEY}`)
    await post(
      '/api/pipelines/etl/notify',
      { status: 'success', message: 'done', metadata: { rows: 3 } },
      `Bearer ${KEY}`
    )
    expect(
      (await post('/api/pipelines/etl/notify', { status: 'cancelled' }, `Bearer ${KEY}`)).status
    ).toBe(400)
    const list = await fetch(`${emu.url}/api/v1/pipelines`, {
      headers: { Authorization: `Bearer ${KEY}` }
    })
    expect(await list.json()).toEqual({
      pipelines: [
        {
          pipeline_id: 'etl',
          status: 'success',
          message: 'done',
          updated_at: expect.any(String),
          notifications: 2
        }
      ]
    })
    expect(emu.notifications()[1].metadata).toEqual({ rows: 3 })
  })
})

describe('hourly limit', () => {
  it('answers 429 with Retry-After past the limit, until the window rolls over', async () => {
    for (let i = 0; i < 5; i++) await start()
    t += 10 * 60_000
    const r = await post('/monitoring', startBody())
    expect(r.status).toBe(429)
    expect(r.headers.get('retry-after')).toBe(String(50 * 60))
    t += 50 * 60_000
    expect((await post('/monitoring', startBody())).status).toBe(200)
  })
})

describe('faults', () => {
  it('fails the next N calls with a status (and Retry-After), then answers normally', async () => {
    emu.inject({ path: '/monitoring', count: 2, status: 503, retryAfter: '7' })
    const a = await post('/monitoring', startBody())
    expect(a.status).toBe(503)
    expect(a.headers.get('retry-after')).toBe('7')
    expect((await post('/monitoring', startBody())).status).toBe(503)
    expect((await post('/monitoring', startBody())).status).toBe(200)
    expect(emu.requests().map(r => r.fault)).toEqual([
      'status 503 (Retry-After 7)',
      'status 503 (Retry-After 7)',
      undefined
    ])
  })

  it('answers update_status Failed to an end without ending the run', async () => {
    const runId = await start()
    emu.inject({ path: '/monitoring', updateStatusFailed: true })
    expect(twiceParsed((await post('/monitoring', endBody(runId))).text)).toEqual({
      update_status: 'Failed'
    })
    expect(emu.runs()[0].status).toBe('running')
    expect(twiceParsed((await post('/monitoring', endBody(runId))).text)).toEqual({
      update_status: 'success'
    })
  })

  it('resets connections, delays, and hangs until closed', async () => {
    emu.inject({ path: '*', reset: true })
    await expect(post('/heartbeat', {})).rejects.toThrow()
    emu.inject({ path: '/heartbeat', delayMs: 30 })
    const ok = await post('/heartbeat', { job_name: 'j', current_time: '2026-11-22T10:00:00Z' })
    expect(ok.status).toBe(200)
    emu.inject({ path: '/api/*', hang: true })
    const hung = fetch(`${emu.url}/api/pipelines/p/notify`, { method: 'POST', body: '{}' }).then(
      () => 'answered',
      () => 'closed'
    )
    // Closed once the emulator holds the request, not before it arrives (a refused connection
    // would end the fetch the same way).
    while (!emu.requests().some(r => r.fault?.includes('hang')))
      await new Promise(r => setTimeout(r, 1))
    await emu.close()
    expect(await hung).toBe('closed')
    emu = await startEmulator({ apiKey: KEY })
  })

  it('takes faults over HTTP', async () => {
    expect(
      (await post('/_emulator/faults', { path: '/heartbeat', status: 500 }, null)).status
    ).toBe(200)
    expect(
      (await post('/heartbeat', { job_name: 'j', current_time: '2026-11-22T10:00:00Z' })).status
    ).toBe(500)
    await post('/_emulator/faults', { path: '/heartbeat', status: 500, count: 5 }, null)
    await fetch(`${emu.url}/_emulator/faults`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' }
    })
    expect(
      (await post('/heartbeat', { job_name: 'j', current_time: '2026-11-22T10:00:00Z' })).status
    ).toBe(200)
  })
})

describe('history', () => {
  it('serves runs and requests as JSON and a page a person can read', async () => {
    const runId = await start({ job_name: '<script>alert(1)</script>' })
    const runs = await (await fetch(`${emu.url}/_emulator/runs`)).json()
    expect(runs).toEqual([expect.objectContaining({ run_id: runId, status: 'running' })])
    const requests = (await (await fetch(`${emu.url}/_emulator/requests`)).json()) as Array<
      Record<string, unknown>
    >
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/monitoring',
      auth: 'bare',
      status: 200
    })
    const page = await (await fetch(emu.url + '/runs')).text()
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page).not.toContain('<script>alert')
  })

  it("serves the page's view with the logs of the runs it names only", async () => {
    const a = await start({ logs: 'logs of a' })
    const b = await start({ logs: 'logs of b' })
    const view = async (query: string) =>
      (await (await fetch(`${emu.url}/_emulator/pages/runs${query}`)).json()) as {
        runs: Array<{ run_id: string; logs?: string; logs_title: string }>
      }
    const none = await view('')
    expect(none.runs.map(r => [r.run_id, r.logs, r.logs_title])).toEqual([
      [b, undefined, 'logs (9 chars)'],
      [a, undefined, 'logs (9 chars)']
    ])
    const one = await view(`?logs=${a}&logs=run_unknown`)
    expect(one.runs.map(r => r.logs)).toEqual([undefined, 'logs of a'])
  })

  it('renders the run table', () => {
    const table = renderRunsTable(
      [
        {
          run_id: 'run_1',
          job_name: 'nightly',
          status: 'failed',
          start_time: '2026-11-22T10:00:00.000+00:00',
          end_time: '2026-11-22T10:01:05.000+00:00',
          error_details: 'exit code 3',
          heartbeats: 4,
          received_start: ''
        }
      ],
      '2026-11-22T11:00:00Z'
    )
    expect(table.split('\n')[0]).toMatch(
      /^JOB\s+STATUS\s+START \(UTC\)\s+DURATION\s+HEARTBEATS\s+RUN ID\s+ERROR$/
    )
    expect(table).toMatch(
      /nightly\s+failed\s+2026-11-22 10:00:00\s+1 min 5 s\s+4\s+run_1\s+exit code 3/
    )
    expect(renderRunsTable([])).toBe('No runs yet.\n')
    expect(renderRunsPage([], '2026-11-22T11:00:00Z')).toContain('No runs yet')
  })
})
