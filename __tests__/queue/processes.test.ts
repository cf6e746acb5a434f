/**
 * Several processes on one queue directory, as with two jobs on one self-hosted runner:
 * the queue's code is compiled to plain JavaScript and run in child node processes.
 */
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { stripTypeScriptTypes } from 'node:module'
import { basename, join } from 'node:path'
import { RunQueue } from '../../src/queue/index.js'
import { FakeClient, FakeClock, label, notifyCall, tempDir } from './helpers.js'
import { signals } from '../platform.js'

let build: string

/**
 * Turns src/client and src/queue into ESM JavaScript in a temporary directory, by Node's own
 * type stripping: loading the TypeScript compiler here cost more than the test itself.
 */
beforeAll(async () => {
  build = await mkdtemp(join(tmpdir(), 'jm-queue-build-'))
  await writeFile(join(build, 'package.json'), '{ "type": "module" }\n')
  for (const area of ['client', 'queue', 'run']) {
    await mkdir(join(build, area))
    for (const name of await readdir(join('src', area))) {
      if (!name.endsWith('.ts')) continue
      const source = await readFile(join('src', area, name), 'utf8')
      await writeFile(
        join(build, area, basename(name, '.ts') + '.js'),
        stripTypeScriptTypes(source, { mode: 'transform' })
      )
    }
  }
  await writeFile(
    join(build, 'enqueue.mjs'),
    `import { RunQueue } from './queue/index.js'
const [dir, count, tag] = process.argv.slice(2)
const queue = new RunQueue({ dir })
for (let i = 0; i < Number(count); i++) {
  await queue.enqueue({ kind: 'pipeline-notification', pipelineId: 'p', body: { status: 'success', message: tag + '-' + i } })
}
`
  )
  // Appends every delivered message to a shared file: one line per send, in any process.
  await writeFile(
    join(build, 'replay.mjs'),
    `import { appendFileSync } from 'node:fs'
import { RunQueue } from './queue/index.js'
const [dir, out] = process.argv.slice(2)
const client = {
  maxAttempts: 3,
  async deliver(call) {
    await new Promise((r) => setImmediate(r))
    appendFileSync(out, call.body.message + '\\n')
    return { delivered: true, response: {}, attempts: 1 }
  }
}
const summary = await new RunQueue({ dir }).replay(client)
process.stdout.write(JSON.stringify(summary))
`
  )
  // Claims the first record, then dies without a chance to clean up.
  await writeFile(
    join(build, 'crash.mjs'),
    `import { RunQueue } from './queue/index.js'
const [dir] = process.argv.slice(2)
const client = { maxAttempts: 3, async deliver() { process.kill(process.pid, 'SIGKILL') } }
await new RunQueue({ dir }).replay(client)
`
  )
})
afterAll(() => rm(build, { recursive: true, force: true }))

let dir: string
let cleanup: () => Promise<void>
beforeEach(async () => {
  ;({ dir, cleanup } = await tempDir())
})
afterEach(() => cleanup())

function run(
  script: string,
  args: string[]
): Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(build, script), ...args], {
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', reject)
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }))
  })
}

describe('separate processes on one queue directory', () => {
  it('keeps every record of concurrent writers, each whole and valid', async () => {
    const writers = 4
    const each = 40
    const results = await Promise.all(
      Array.from({ length: writers }, (_, w) => run('enqueue.mjs', [dir, String(each), `w${w}`]))
    )
    expect(results.map(r => [r.code, r.stderr])).toEqual(Array(writers).fill([0, '']))
    const records = await new RunQueue({ dir }).list()
    expect(records).toHaveLength(writers * each)
    expect(new Set(records.map(r => r.id)).size).toBe(writers * each)
    const expected = Array.from({ length: writers }, (_, w) =>
      Array.from({ length: each }, (_, i) => `notify:w${w}-${i}`)
    ).flat()
    expect(records.map(r => label(r.call)).sort()).toEqual(expected.sort())
    // Each writer's records keep that writer's order.
    for (let w = 0; w < writers; w++) {
      const mine = records.map(r => label(r.call)).filter(l => l.startsWith(`notify:w${w}-`))
      expect(mine).toEqual(Array.from({ length: each }, (_, i) => `notify:w${w}-${i}`))
    }
    expect((await readdir(dir)).filter(n => n.startsWith('.tmp-'))).toEqual([])
  })

  it('sends every record exactly once when three replayers race', async () => {
    const total = 150
    const queue = new RunQueue({ dir })
    for (let i = 0; i < total; i++) await queue.enqueue(notifyCall(`m${i}`))
    const out = join(dir, '..', 'sent.txt')
    await writeFile(out, '')
    const results = await Promise.all([1, 2, 3].map(() => run('replay.mjs', [dir, out])))
    expect(results.map(r => [r.code, r.stderr])).toEqual(Array(3).fill([0, '']))
    const sent = (await readFile(out, 'utf8')).split('\n').filter(Boolean)
    expect(sent).toHaveLength(total)
    expect(new Set(sent).size).toBe(total)
    const summaries = results.map(r => JSON.parse(r.stdout) as { sent: number })
    expect(summaries.reduce((n, s) => n + s.sent, 0)).toBe(total)
    expect(await queue.list()).toEqual([])
  })

  it('takes over the claim of a replayer that crashed mid-send', async () => {
    const clock = new FakeClock(Date.now())
    const queue = new RunQueue({ dir, clock })
    for (const m of ['first', 'second']) {
      clock.advance(1)
      await queue.enqueue(notifyCall(m))
    }
    const crashed = await run('crash.mjs', [dir])
    // Killed where it stood. Windows has no signals: the kill is TerminateProcess, exit code 1.
    if (signals.here) expect(crashed.signal).toBe('SIGKILL')
    else expect([crashed.code, crashed.signal]).toEqual([1, null])
    // The record stays under its name; the dead replayer's lock claims it.
    const names = await readdir(dir)
    expect(names.filter(n => n.includes('.lock-'))).toHaveLength(1)

    const client = new FakeClient()
    const summary = await queue.replay(client)
    expect(client.calls.map(c => label(c.call))).toEqual(['notify:first', 'notify:second'])
    expect(summary).toMatchObject({ sent: 2, remaining: 0 })
    expect((await readdir(dir)).filter(n => n !== 'runs')).toEqual([])
  })
})
