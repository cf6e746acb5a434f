// End-to-end, on the emulator's bundle (build first): a process killed (SIGKILL) while it is
// writing leaves a history file that opens, passes SQLite's integrity check and holds every
// run whose start or end the emulator acknowledged; and an old Node refuses --data.
import { afterEach, describe, expect, it } from '@jest/globals'
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { resolveLimits } from '../../src/emulator/service/limits.js'
import { openSqliteHistory } from '../../src/emulator/history/sqlite-history.js'
import { systemEnv } from '../platform.js'
import { post as send } from './post.js'

const EMULATOR = resolve('dist/emulator/index.js')
const KEY = 'emu-killed-key-0001'
const START = '2026-11-22T10:00:00.000+00:00'
const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

function startBundle(node: string, args: string[]) {
  const child = spawn(node, [EMULATOR, '--port', '0', ...args], {
    env: { ...systemEnv(), PATH: process.env.PATH, JOB_MONITOR_API_KEY: KEY },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stderr.on('data', c => (stderr += c))
  const exited = new Promise<number | null>(r => child.on('exit', code => r(code)))
  const url = new Promise<string>((ok, fail) => {
    child.stdout.on('data', c => {
      stdout += c
      if (stdout.includes('\n')) ok(stdout.split('\n')[0])
    })
    void exited.then(() => fail(new Error(`the emulator ended: ${stderr}`)))
  })
  url.catch(() => {})
  return { child, url, exited, stderr: () => stderr }
}

async function post(url: string, body: unknown): Promise<unknown> {
  const headers = { 'Content-Type': 'application/json', Authorization: KEY }
  const res = await send(`${url}/monitoring`, headers, JSON.stringify(body))
  if (res.status !== 200) throw new Error(`status ${res.status}`)
  return JSON.parse(JSON.parse(res.text) as string)
}

describe('the emulator bundle with --data', () => {
  it('leaves a readable file holding every acknowledged run when killed mid-write', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emulator-killed-'))
    dirs.push(dir)
    const file = join(dir, 'history.db')
    const emu = startBundle(process.execPath, ['--data', file, '--hourly-limit', '1000000'])
    const url = await emu.url
    const logs = 'x'.repeat(256 * 1024)
    const started = new Set<string>()
    const ended = new Set<string>()
    let inFlight = 0
    let inFlightAtKill = -1
    let killed = false
    // Writers that start and end runs with large logs until the process dies under them.
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const job = `writer-${w}`
        const start = {
          job_name: job,
          status: 'running',
          run_id: '',
          start_time: START,
          end_time: null,
          error_details: null,
          logs
        }
        try {
          inFlight++
          const { run_id } = (await post(url, start)) as { run_id: string }
          started.add(run_id)
          await post(url, {
            ...start,
            status: 'success',
            run_id,
            end_time: '2026-11-22T10:01:00.000+00:00',
            error_details: 'None',
            logs: `${logs}${i}`
          })
          ended.add(run_id)
        } catch {
          return
        } finally {
          inFlight--
        }
      }
    }
    const writers = Array.from({ length: 6 }, (_, w) => writer(w))
    while (ended.size < 30) await new Promise(r => setTimeout(r, 5))
    inFlightAtKill = inFlight
    emu.child.kill('SIGKILL')
    killed = true
    await emu.exited
    await Promise.all(writers)
    expect(inFlightAtKill).toBeGreaterThan(0)

    const db = new DatabaseSync(file)
    expect(db.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }])
    db.close()
    const history = await openSqliteHistory(file, resolveLimits())
    try {
      const kept = new Map(history.runs.list().map(r => [r.run_id, r]))
      for (const id of started) expect(kept.has(id)).toBe(true)
      for (const id of ended) expect(kept.get(id)?.status).toBe('success')
      expect(history.runs.retention().kept).toBe(kept.size)
    } finally {
      history.close()
    }
  })

  // The machine's own Node, when it is one without node:sqlite (Node 20 here). --version is
  // answered before Node starts its JavaScript: next to no CPU, where -p costs about 80 ms.
  const systemNode = '/usr/bin/node'
  const systemVersion = existsSync(systemNode)
    ? execFileSync(systemNode, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '')
    : ''
  const [major, minor] = systemVersion.split('.').map(Number)
  const old = systemVersion !== '' && (major < 22 || (major === 22 && minor < 13))
  ;(old ? it : it.skip)(`refuses --data on Node ${systemVersion || '(none)'}`, async () => {
    const emu = startBundle(systemNode, ['--data', join(tmpdir(), 'never-made.db')])
    expect(await emu.exited).toBe(2)
    expect(emu.stderr()).toContain(
      `--data needs Node 22.13 or later (for its built-in node:sqlite); this is Node ${systemVersion}`
    )
    expect(existsSync(join(tmpdir(), 'never-made.db'))).toBe(false)
  })
})
