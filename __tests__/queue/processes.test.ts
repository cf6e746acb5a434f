/**
 * Several processes on one queue directory, as with two jobs on one self-hosted runner:
 * the queue's code is compiled to plain JavaScript and run in child node processes.
 */
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { stripTypeScriptTypes } from 'node:module'
import { join, posix } from 'node:path'
import { RunQueue } from '../../src/queue/index.js'
import { FakeClient, FakeClock, label, notifyCall, tempDir } from './helpers.js'
import { signals } from '../platform.js'

let build: string

/**
 * Turns the queue's modules, and those they import, into ESM JavaScript in a temporary
 * directory, by Node's own type stripping: loading the TypeScript compiler here cost more than
 * the test itself. Only what the queue imports is stripped (followed from its index through the
 * stripped code, where type-only imports are gone): the rest of src/client and src/run cost
 * more than the queue itself.
 */
beforeAll(async () => {
  build = await mkdtemp(join(tmpdir(), 'jm-queue-build-'))
  await writeFile(join(build, 'package.json'), '{ "type": "module" }\n')
  const pending = ['queue/index.ts']
  const done = new Set<string>()
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (done.has(file)) continue
    done.add(file)
    const code = stripTypeScriptTypes(await readFile(join('src', file), 'utf8'), {
      mode: 'transform'
    })
    await mkdir(join(build, posix.dirname(file)), { recursive: true })
    await writeFile(join(build, file.replace(/\.ts$/, '.js')), code)
    for (const [, path] of code.matchAll(/\bfrom\s+'(\.\.?\/[^']+)\.js'/g)) {
      pending.push(posix.join(posix.dirname(file), `${path}.ts`))
    }
  }
  // Prints "ready" and waits for the test's word on stdin: every process of a race reaches
  // this point, and all are let go at the same moment (see together()).
  await writeFile(
    join(build, 'rendezvous.mjs'),
    `export function rendezvous() {
  process.stdout.write('ready\\n')
  return new Promise((resolve) => process.stdin.once('data', resolve))
}
`
  )
  // Writes its first record, meets the other writers, then writes the rest at once with them.
  await writeFile(
    join(build, 'enqueue.mjs'),
    `import { RunQueue } from './queue/index.js'
import { rendezvous } from './rendezvous.mjs'
const [dir, count, tag] = process.argv.slice(2)
const queue = new RunQueue({ dir })
for (let i = 0; i < Number(count); i++) {
  if (i === 1) await rendezvous()
  await queue.enqueue({ kind: 'pipeline-notification', pipelineId: 'p', body: { status: 'success', message: tag + '-' + i } })
}
`
  )
  // Appends every delivered message to a shared file: one line per send, in any process.
  // Its first send waits until every replayer holds a claim, so that all of them are sending
  // at the same moment; then they race through the rest.
  await writeFile(
    join(build, 'replay.mjs'),
    `import { appendFileSync } from 'node:fs'
import { RunQueue } from './queue/index.js'
import { rendezvous } from './rendezvous.mjs'
const [dir, out] = process.argv.slice(2)
let first = true
const client = {
  maxAttempts: 3,
  async deliver(call) {
    if (first) {
      first = false
      await rendezvous()
    }
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

interface Outcome {
  code: number | null
  signal: string | null
  stdout: string
  stderr: string
}

function start(script: string, args: string[]) {
  const child = spawn(process.execPath, [join(build, script), ...args], {
    stdio: ['pipe', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  let readied: () => void = () => undefined
  const ready = new Promise<void>(resolve => (readied = resolve))
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString()
    if (stdout.startsWith('ready\n')) readied()
  })
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  // One that died before its word has closed its stdin: its outcome says what went wrong.
  child.stdin.on('error', () => undefined)
  const done = new Promise<Outcome>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => {
      readied() // one that died early must not hold the others
      resolve({ code, signal, stdout: stdout.replace(/^ready\n/, ''), stderr })
    })
  })
  return { ready, done, go: () => child.stdin.end('go\n') }
}

function run(script: string, args: string[]): Promise<Outcome> {
  const child = start(script, args)
  child.go()
  return child.done
}

/**
 * Runs one process per argument list, lets them all go together once each has reached its
 * rendezvous, and waits for them all: they overlap by construction, not by luck.
 */
async function together(script: string, argLists: string[][]): Promise<Outcome[]> {
  const children = argLists.map(args => start(script, args))
  await Promise.all(children.map(c => c.ready))
  for (const c of children) c.go()
  return Promise.all(children.map(c => c.done))
}

describe('separate processes on one queue directory', () => {
  // Two writers are the smallest race; each writes its first record, then both write the
  // rest at the same moment, every enqueue reading the directory the other is writing in.
  it('keeps every record of concurrent writers, each whole and valid', async () => {
    const writers = 2
    const each = 20
    const results = await together(
      'enqueue.mjs',
      Array.from({ length: writers }, (_, w) => [dir, String(each), `w${w}`])
    )
    expect(results.map(r => [r.code, r.stderr])).toEqual(Array(writers).fill([0, '']))
    const records = await new RunQueue({ dir }).list()
    expect(records).toHaveLength(writers * each)
    expect(new Set(records.map(r => r.id)).size).toBe(writers * each)
    const expected = Array.from({ length: writers }, (_, w) =>
      Array.from({ length: each }, (_, i) => `notify:w${w}-${i}`)
    ).flat()
    expect(records.map(r => label(r.call)).sort()).toEqual(expected.sort())
    // They did write at once: every writer's first record is queued before anyone's second.
    expect(
      records
        .slice(0, writers)
        .map(r => label(r.call))
        .sort()
    ).toEqual(Array.from({ length: writers }, (_, w) => `notify:w${w}-0`))
    // Each writer's records keep that writer's order.
    for (let w = 0; w < writers; w++) {
      const mine = records.map(r => label(r.call)).filter(l => l.startsWith(`notify:w${w}-`))
      expect(mine).toEqual(Array.from({ length: each }, (_, i) => `notify:w${w}-${i}`))
    }
    expect((await readdir(dir)).filter(n => n.startsWith('.tmp-'))).toEqual([])
  })

  // Two replayers are the smallest race. Both walk the queue oldest first, so after their
  // rendezvous they reach the same records at the same moment, again and again.
  it('sends every record exactly once when replayers race', async () => {
    const replayers = 2
    const total = 30
    const queue = new RunQueue({ dir })
    for (let i = 0; i < total; i++) await queue.enqueue(notifyCall(`m${i}`))
    const out = join(dir, '..', 'sent.txt')
    await writeFile(out, '')
    const results = await together('replay.mjs', Array(replayers).fill([dir, out]))
    expect(results.map(r => [r.code, r.stderr])).toEqual(Array(replayers).fill([0, '']))
    const sent = (await readFile(out, 'utf8')).split('\n').filter(Boolean)
    expect(sent).toHaveLength(total)
    expect(new Set(sent).size).toBe(total)
    const summaries = results.map(r => JSON.parse(r.stdout) as { sent: number })
    expect(summaries.reduce((n, s) => n + s.sent, 0)).toBe(total)
    // Each sent some: they held claims at the same moment.
    for (const s of summaries) expect(s.sent).toBeGreaterThan(0)
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
