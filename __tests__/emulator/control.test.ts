import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import fc from 'fast-check'
import http from 'node:http'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { runsCommand } from '../../src/cli/emulator-command.js'
import { refuseForeignHost } from '../../src/emulator/service/host.js'
import { post } from './post.js'

const KEY = 'emu-control-key-0001'
let emu: Emulator
beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 1_000_000 })
})
afterAll(() => emu.close())

const startBody = JSON.stringify({
  job_name: 'nightly',
  status: 'running',
  run_id: '',
  start_time: '2026-11-22T10:00:00.000+00:00',
  end_time: null,
  error_details: null
})
const beatBody = JSON.stringify({ job_name: 'nightly', current_time: '2026-11-22T10:00:00Z' })

async function call(
  method: string,
  path: string,
  contentType: string | undefined,
  body?: string
): Promise<Response> {
  return fetch(emu.url + path, {
    method,
    headers: {
      // What a browser adds to a request a page makes to another origin.
      Origin: 'http://page.example',
      ...(contentType === undefined ? {} : { 'Content-Type': contentType })
    },
    // Bytes, so fetch adds no Content-Type of its own.
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: new TextEncoder().encode(body) })
  })
}

const json = (authorization: string) => ({
  'Content-Type': 'application/json',
  Authorization: authorization
})

/** A known state: one run, a fault on the pipeline endpoints, none on /heartbeat. */
async function baseline(): Promise<void> {
  emu.reset()
  const r = await post(`${emu.url}/monitoring`, json(KEY), startBody)
  expect(r.status).toBe(200)
  emu.inject({ path: '/api/*', status: 503, count: 1_000_000 })
}

/** What the control endpoints can change, observed through the service's own endpoints. */
async function observe(): Promise<{ runs: number; heartbeat: number; notify: number }> {
  const heartbeat = await post(`${emu.url}/heartbeat`, json(KEY), beatBody)
  const notify = await post(
    `${emu.url}/api/pipelines/p/notify`,
    json(`Bearer ${KEY}`),
    '{"status":"running"}'
  )
  return { runs: emu.runs().length, heartbeat: heartbeat.status, notify: notify.status }
}
const unchanged = { runs: 1, heartbeat: 200, notify: 503 }

/** Each control that changes state, with the body it takes and the state it leaves. */
const CONTROLS = [
  {
    method: 'POST',
    path: '/_emulator/faults',
    body: '{"path":"/heartbeat","status":418}',
    after: { runs: 1, heartbeat: 418, notify: 503 }
  },
  { method: 'DELETE', path: '/_emulator/faults', body: '', after: { ...unchanged, notify: 200 } },
  {
    method: 'POST',
    path: '/_emulator/reset',
    body: '{}',
    after: { runs: 0, heartbeat: 200, notify: 200 }
  }
]
const CONTENT_TYPES = [
  undefined,
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/plain',
  'text/plain;charset=UTF-8',
  'text/json',
  'application/jsonx',
  'application/json-patch+json',
  'application/ld+json',
  'application/x-json',
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON'
]
const isJson = (ct: string | undefined): boolean =>
  ct !== undefined && ct.split(';')[0].trim().toLowerCase() === 'application/json'

describe('the control endpoints cannot be driven by a web page', () => {
  it('change state only for their own method with Content-Type application/json', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CONTROLS),
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
        fc.oneof(
          fc.constantFrom(...CONTENT_TYPES),
          fc.string({ unit: fc.constantFrom(...'abjnos/+-.;= '.split('')), maxLength: 24 })
        ),
        async (target, method, contentType) => {
          await baseline()
          const res = await call(method, target.path, contentType, target.body)
          await res.arrayBuffer()
          // No answer may be readable by a page of another origin.
          expect(res.headers.get('access-control-allow-origin')).toBeNull()
          const control = CONTROLS.find(c => c.path === target.path && c.method === method)
          const state = await observe()
          emu.clearFaults()
          if (control && isJson(contentType) && control.body === target.body) {
            expect(res.status).toBe(200)
            expect(state).toEqual(control.after)
          } else if (control && isJson(contentType)) {
            // Its own method and type with another control's body: taken or refused as a whole.
            expect([200, 400]).toContain(res.status)
          } else {
            expect(state).toEqual(unchanged)
            // A GET may read (GET /_emulator/faults lists them); nothing else is taken.
            if (method !== 'GET') expect([400, 404, 405, 415]).toContain(res.status)
            if (control) expect(res.status).toBe(415)
          }
        }
      ),
      { numRuns: 150 }
    )
  })

  it('refuses a form or text/plain POST with 415 (what a page sends without a preflight)', async () => {
    for (const control of CONTROLS.filter(c => c.method === 'POST')) {
      for (const ct of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data']) {
        await baseline()
        const res = await call('POST', control.path, ct, control.body)
        expect(res.status).toBe(415)
        expect(await res.json()).toEqual({
          error: `POST ${control.path} takes Content-Type: application/json only`
        })
        expect(await observe()).toEqual(unchanged)
      }
    }
  })

  it('answers a preflight without granting it, and a GET on a control with 405', async () => {
    const pre = await fetch(`${emu.url}/_emulator/reset`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://page.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type'
      }
    })
    expect(pre.headers.get('access-control-allow-origin')).toBeNull()
    expect(pre.headers.get('access-control-allow-methods')).toBeNull()
    await baseline()
    const get = await fetch(`${emu.url}/_emulator/reset`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect(await observe()).toEqual(unchanged)
  })

  it('serves the page and its records only to a Host that is an address or localhost', async () => {
    await baseline()
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
    for (const path of ['/', '/_emulator/runs', '/_emulator/requests']) {
      expect(await get(path, `rebound.example:${port}`)).toBe(403)
      expect(await get(path, `127.0.0.1:${port}`)).toBe(200)
      expect(await get(path, `localhost:${port}`)).toBe(200)
      expect(await get(path, `[::1]:${port}`)).toBe(200)
    }
  })

  it.each([
    ['127.0.0.1:8080', undefined, true],
    ['LOCALHOST:8080', undefined, true],
    ['[::1]:8080', undefined, true],
    ['192.168.1.20:8080', '0.0.0.0', true],
    ['build-box:8080', 'build-box', true],
    ['Build-Box', 'build-box', true],
    ['rebound.example:8080', undefined, false],
    ['localhost.rebound.example', undefined, false],
    ['127.0.0.1.rebound.example', undefined, false],
    ['build-box:8080', undefined, false],
    [undefined, undefined, false]
  ])('answers Host %s (listening on %s): %s', (host, listenHost, answered) => {
    const refused = refuseForeignHost(host, listenHost)
    expect(refused === undefined).toBe(answered)
    if (refused) expect(refused.status).toBe(403)
  })

  it('still takes what the command-line tool, the tests and the benchmark send', async () => {
    await baseline()
    for (const path of ['runs', 'requests', 'heartbeats', 'notifications', 'record', 'faults']) {
      expect((await fetch(`${emu.url}/_emulator/${path}`)).status).toBe(200)
    }
    const json = { 'Content-Type': 'application/json' }
    const post = await fetch(`${emu.url}/_emulator/faults`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify([{ path: '/heartbeat', status: 500, count: 2 }])
    })
    expect(post.status).toBe(200)
    expect(await (await fetch(`${emu.url}/_emulator/faults`)).json()).toEqual([
      expect.objectContaining({ path: '/api/*' }),
      { path: '/heartbeat', status: 500, count: 2, left: 2 }
    ])
    const del = await fetch(`${emu.url}/_emulator/faults`, { method: 'DELETE', headers: json })
    expect(del.status).toBe(200)
    expect(await (await fetch(`${emu.url}/_emulator/faults`)).json()).toEqual([])
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      await runsCommand({ url: emu.url, json: true })
      expect(JSON.parse(String(write.mock.calls[0][0]))).toHaveLength(1)
    } finally {
      write.mockRestore()
    }
    const reset = await fetch(`${emu.url}/_emulator/reset`, { method: 'POST', headers: json })
    expect(reset.status).toBe(200)
    expect(emu.runs()).toEqual([])
  })
})
