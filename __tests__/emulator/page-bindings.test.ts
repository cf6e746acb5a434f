// Every page's tables against the data they are filled from: each cell, hover title, time,
// link, style, hidden part and chart that a row's markup names (data-cell, data-title, ...)
// must be a field of every row its list is sent, and each page-level binding (data-bind, ...)
// a field of the page's view. A name that is not there leaves its cell empty for ever (the job
// page's Started column once read `start_ago` from rows that held `start`).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { post as postRaw } from './post.js'

const KEY = 'emu-bindings-key-0001'
const T0 = Date.parse('2026-11-22T10:00:00Z')
let now = T0
let emu: Emulator
const ids: Record<string, string> = {}

const iso = (ms: number) => new Date(ms).toISOString()
async function post(path: string, body: unknown): Promise<unknown> {
  const auth = path.startsWith('/api/') ? `Bearer ${KEY}` : KEY
  const res = await postRaw(
    emu.url + path,
    { 'Content-Type': 'application/json', Authorization: auth },
    JSON.stringify(body)
  )
  expect(res.status).toBe(200)
  return JSON.parse(res.text)
}

/** A run of `job` ended as `status` (none: still running), `seconds` long. */
async function run(job: string, status: string | null, seconds = 60, more: object = {}) {
  const start = {
    job_name: job,
    status: 'running',
    run_id: '',
    start_time: iso(now),
    end_time: null,
    error_details: null,
    metadata: { branch: 'main', run_url: 'https://ci.example.com/runs/1', 'job_monitor.attempt': 2 }
  }
  const id = JSON.parse((await post('/monitoring', start)) as string).run_id as string
  now += 10_000
  await post('/heartbeat', { job_name: job, current_time: iso(now) })
  now += seconds * 1000 - 10_000
  if (status)
    await post('/monitoring', {
      ...start,
      status,
      run_id: id,
      end_time: iso(now),
      error_details:
        status === 'failed'
          ? 'exit code 2'
          : status === 'cancelled'
            ? 'Cancelled by SIGTERM'
            : 'None',
      logs: 'a line\n',
      ...more
    })
  now += 60_000
  return id
}

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, now: () => now, heartbeatIntervalSeconds: 60 })
  // A scheduled job, so that its page's schedule list is sent rows too.
  const scheduled = {
    metadata: { 'job_monitor.schedule.cron': '*/2 * * * *', 'job_monitor.schedule.timezone': 'UTC' }
  }
  for (const status of ['success', 'failed', 'success', 'cancelled', 'success'])
    ids[`build-${status}`] = await run('build', status, 60, scheduled)
  ids.nightly = await run('nightly', 'success', 120, {
    metadata: { 'job_monitor.schedule.lag_seconds': 90, 'job_monitor.schedule.missed_slots': 1 }
  })
  ids.stalled = await run('consumer', null)
  now += 10 * 60_000
  ids.running = await run('deploy', null)
  await post('/api/pipelines/release/notify', { status: 'running', message: 'building' })
  await post('/api/pipelines/release/notify', { status: 'success', message: 'shipped' })
}, 30_000)
afterAll(() => emu.close())

type Json = Record<string, unknown>
const ROW_ATTRS = ['cell', 'title', 'time', 'href', 'ext-href', 'class', 'hide-empty', 'row-chart']
const PAGE_ATTRS = ['bind', 'bind-title', 'bind-time', 'bind-hide-empty', 'bind-class', 'chart']

/** The fields the markup `html` reads, each as `data-ATTR="field"`. */
function fieldsNamed(html: string, attrs: string[]): string[] {
  const re = new RegExp(`\\sdata-(${attrs.join('|')})="([^"]*)"`, 'g')
  return [...html.matchAll(re)].map(m => m[2])
}

/**
 * What a page's HTML binds, and the fields its view lacks: for each list (`data-list` with its
 * row template), the fields of its rows that some row lacks; for the page, the view's fields it
 * lacks.
 */
function missingFields(html: string, view: Json): string[] {
  const missing: string[] = []
  const templates = new Map(
    [...html.matchAll(/<template id="([^"]+)">([\s\S]*?)<\/template>/g)].map(m => [m[1], m[2]])
  )
  const lists = [...html.matchAll(/data-list="([^"]+)"[^>]*?data-template="([^"]+)"/g)]
  expect(lists.length).toBeGreaterThan(0)
  for (const [, list, template] of lists) {
    const markup = templates.get(template)
    expect([list, typeof markup]).toEqual([list, 'string'])
    const rows = view[list] as Json[]
    // Every list is sent rows here: a list with none would prove nothing.
    expect([list, rows.length > 0]).toEqual([list, true])
    const wanted = fieldsNamed(markup as string, ROW_ATTRS)
    if ((markup as string).includes('data-logs')) wanted.push('logs_title')
    for (const field of new Set(wanted))
      if (rows.some(r => !Object.hasOwn(r, field))) missing.push(`${list}[].${field}`)
  }
  const outside = html.replace(/<template[\s\S]*?<\/template>/g, '')
  for (const field of new Set(fieldsNamed(outside, PAGE_ATTRS)))
    if (!Object.hasOwn(view, field)) missing.push(field)
  return missing
}

async function pageAndView(path: string, viewPath: string): Promise<[string, Json]> {
  const html = await (await fetch(emu.url + path)).text()
  const view = (await (await fetch(emu.url + viewPath)).json()) as Json
  return [html, view]
}

describe("every page's tables and the data they are filled from", () => {
  const job = encodeURIComponent('build')
  const pages: Array<[string, string]> = [
    ['/', '/_emulator/pages/overview'],
    ['/runs', '/_emulator/pages/runs'],
    [`/job?name=${job}`, `/_emulator/pages/job?name=${job}`],
    ['/pipelines', '/_emulator/pages/pipelines'],
    ['/requests', '/_emulator/pages/requests']
  ]
  it.each(pages)('%s reads only fields its view sends', async (path, viewPath) => {
    const [html, view] = await pageAndView(path, viewPath)
    expect([path, missingFields(html, view)]).toEqual([path, []])
  })

  it('a run page, ended, running and stalled, reads only fields its view sends', async () => {
    for (const id of [ids['build-failed'], ids.running, ids.stalled]) {
      const [html, view] = await pageAndView(`/run?id=${id}`, `/_emulator/pages/run?id=${id}`)
      expect([id, missingFields(html, view)]).toEqual([id, []])
    }
  })

  it("fills the job page's Started column", async () => {
    const page = await (await fetch(`${emu.url}/job?name=build`)).text()
    const html = page.replace(/<template[\s\S]*?<\/template>/g, '')
    const started = [...html.matchAll(/data-cell="start_ago"[^>]*>([^<]*)</g)].map(m => m[1])
    expect(started).toHaveLength(5)
    for (const ago of started) expect(ago).toMatch(/^\d+ min ago$/)
  })
})
