/**
 * What one client sends never breaks the emulator for the others: a body nested thousands of
 * levels deep (JSON.parse reads it; serializing it again overflows the stack) is refused where
 * the body is read, on every path, so no reader of the request record, the runs, the events or
 * the pages meets it; and a record kept in a history file by an emulator that did not refuse it
 * is read back with what nests too deep cut, so its pages still answer.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { expectEqual } from '../expect-equal.js'

const KEY = 'emu-hostile-bodies-key-0001'
const DEPTH = 8000
const deepObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)
const deepList = '['.repeat(DEPTH) + ']'.repeat(DEPTH)
const T = '2026-11-22T10:00:00Z'

const start = (extra: string): string =>
  `{"job_name":"deep","run_id":"","status":"running","start_time":"${T}","end_time":null${extra}}`

/** Every page and every reader under /_emulator/ the emulator has, for the runs it keeps. */
function readers(runIds: string[]): string[] {
  const pages = [
    '/',
    '/index.html',
    '/runs',
    '/overview',
    '/pipelines',
    '/requests',
    '/job?name=deep'
  ]
  const own = [
    '/_emulator/requests',
    '/_emulator/runs',
    '/_emulator/jobs',
    '/_emulator/notifications',
    '/_emulator/heartbeats',
    '/_emulator/record',
    '/_emulator/faults',
    '/_emulator/pages/runs',
    '/_emulator/pages/overview',
    '/_emulator/pages/job?name=deep',
    '/_emulator/pages/pipelines',
    '/_emulator/pages/requests'
  ]
  const runs = runIds.flatMap(id => [
    `/run?id=${id}`,
    `/_emulator/run?id=${id}`,
    `/_emulator/pages/run?id=${id}`
  ])
  return [...pages, ...own, ...runs]
}

/** The status each reader answers, for those that do not answer 200. */
async function failing(emu: Emulator): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const path of readers(emu.runs().map(r => r.run_id))) {
    const res = await fetch(emu.url + path)
    await res.arrayBuffer()
    if (res.status !== 200) out[path] = res.status
  }
  return out
}

async function send(emu: Emulator, path: string, body: string): Promise<number> {
  const res = await fetch(emu.url + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: path.startsWith('/api/') ? `Bearer ${KEY}` : KEY
    },
    body
  })
  await res.arrayBuffer()
  return res.status
}

describe('a body nested thousands of levels deep', () => {
  let emu: Emulator
  beforeAll(async () => {
    emu = await startEmulator({ apiKey: KEY, hourlyLimit: 1_000_000 })
  })
  afterAll(() => emu.close())
  beforeEach(() => emu.reset())

  it('is refused where it is read, and every page and reader still answers 200', async () => {
    const answers = {
      metadata: await send(emu, '/monitoring', start(`,"metadata":${deepObject}`)),
      list: await send(emu, '/monitoring', deepList),
      heartbeat: await send(
        emu,
        '/heartbeat',
        `{"job_name":"deep","current_time":"${T}","metadata":${deepObject}}`
      ),
      notify: await send(
        emu,
        '/api/pipelines/p1/notify',
        `{"status":"success","metadata":${deepObject}}`
      ),
      unknown: await send(emu, '/no/such/endpoint', deepObject),
      fault: (
        await fetch(`${emu.url}/_emulator/faults`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: `[{"path":"*","extra":${deepObject}}]`
        })
      ).status
    }
    // A run nobody sent anything odd for, kept beside them.
    expect(await send(emu, '/monitoring', start(',"metadata":{"team":"web"}'))).toBe(200)
    expectEqual(answers, {
      metadata: 400,
      list: 400,
      heartbeat: 400,
      notify: 400,
      unknown: 404,
      fault: 400
    })
    expectEqual(
      {
        failing: await failing(emu),
        runs: emu.runs().length,
        heartbeats: emu.heartbeats().length,
        notifications: emu.notifications().length
      },
      { failing: {}, runs: 1, heartbeats: 0, notifications: 0 }
    )
    // The record shows what came and why it was refused; the body as received is kept.
    const [first] = emu.requests()
    expect(first.violations.join('; ')).toMatch(/nests objects and lists more than \d+ levels/)
    expect(first.rawBody.length).toBeGreaterThan(DEPTH * 5)
  })

  it('takes a body nested as deep as a client may send (64 levels of metadata)', async () => {
    const metadata = '{"a":'.repeat(64) + '1' + '}'.repeat(64)
    expect(await send(emu, '/monitoring', start(`,"metadata":${metadata}`))).toBe(200)
    // Brackets inside strings are text, not nesting.
    expect(
      await send(emu, '/monitoring', start(`,"metadata":{"s":"${'['.repeat(DEPTH)}\\"{"}`))
    ).toBe(200)
    expectEqual(await failing(emu), {})
  })
})

describe('a history file holding a record nested thousands of levels deep', () => {
  it('is read with what nests too deep cut, and every page still answers 200', async () => {
    // As an emulator that read such a body would have kept it: a run row written directly.
    const file = join(mkdtempSync(join(tmpdir(), 'emu-hostile-')), 'history.db')
    let emu = await startEmulator({ apiKey: KEY, dataFile: file })
    expect(await send(emu, '/monitoring', start(',"metadata":{"a":1}'))).toBe(200)
    const [run] = emu.runs()
    await emu.close()
    const db = new DatabaseSync(file)
    const row = db.prepare('SELECT data FROM runs WHERE run_id = ?').get(run.run_id) as {
      data: string
    }
    db.prepare('UPDATE runs SET data = ? WHERE run_id = ?').run(
      row.data.replace('{"a":1}', deepObject),
      run.run_id
    )
    db.close()
    emu = await startEmulator({ apiKey: KEY, dataFile: file })
    try {
      expectEqual(await failing(emu), {})
      expect(JSON.stringify(emu.runs()[0].metadata)).toMatch(/nested more than \d+ levels/)
    } finally {
      await emu.close()
    }
  })
})
