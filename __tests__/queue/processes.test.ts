/**
 * Several processes on one queue directory, as with two jobs on one self-hosted runner:
 * the queue's code is compiled to plain JavaScript and run in child node processes.
 */
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { RunQueue } from '../../src/queue/index.js'
import { FakeClient, FakeClock, label, notifyCall, tempDir } from './helpers.js'
import { signals } from '../platform.js'
import { stripBuild } from '../strip-build.js'
import { rounds } from '../soak.js'

let build: string

/** The queue's modules, and those they import, as JavaScript (strip-build.ts). */
beforeAll(async () => {
  build = await stripBuild('queue/index.ts', 'jm-queue-build-')
  // Prints "ready" and waits for the test's word on stdin: every process of a race reaches
  // this point, and all are let go at the same moment (see together()).
  await writeFile(
    join(build, 'rendezvous.mjs'),
    `const words = []
let waiting
process.stdin.on('data', (d) => {
  for (const c of d.toString()) if (c === '\\n') words.push(1)
  if (waiting && words.length > 0) waiting()
})
export function rendezvous() {
  process.stdout.write('ready\\n')
  return new Promise((resolve) => {
    waiting = () => {
      words.shift()
      waiting = undefined
      resolve()
    }
    if (words.length > 0) waiting()
  })
}
`
  )
  // A job on a shared runner: queues its records, then replays the queue. It meets the other
  // jobs after its first record (they write the rest at once), after its last (the test looks
  // at what was written), and at its first send (each holds a claim, then they race through
  // the rest). Every delivered message is appended to a shared file: one line per send.
  await writeFile(
    join(build, 'job.mjs'),
    `import { appendFileSync } from 'node:fs'
import { RunQueue } from './queue/index.js'
import { rendezvous } from './rendezvous.mjs'
const [dir, count, tag, out] = process.argv.slice(2)
const queue = new RunQueue({ dir })
for (let i = 0; i < Number(count); i++) {
  if (i === 1) await rendezvous()
  await queue.enqueue({ kind: 'pipeline-notification', pipelineId: 'p', body: { status: 'success', message: tag + '-' + i } })
}
await rendezvous()
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
const summary = await queue.replay(client)
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
  let closed = false
  const waiting: Array<{ round: number; resolve: () => void }> = []
  const rounds = (): number => stdout.split('ready\n').length - 1
  const settle = (): void => {
    for (const w of waiting.splice(0)) {
      if (closed || rounds() >= w.round) w.resolve()
      else waiting.push(w)
    }
  }
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString()
    settle()
  })
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  // One that died before its word has closed its stdin: its outcome says what went wrong.
  child.stdin.on('error', () => undefined)
  const done = new Promise<Outcome>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => {
      closed = true
      settle() // one that died early must not hold the others
      resolve({ code, signal, stdout: stdout.replaceAll('ready\n', ''), stderr })
    })
  })
  return {
    /** Resolves once the child has reached its rendezvous `round` (from 1), or has ended. */
    reached: (round: number) =>
      new Promise<void>(resolve => {
        waiting.push({ round, resolve })
        settle()
      }),
    go: () => child.stdin.write('go\n'),
    end: () => child.stdin.end(),
    kill: () => child.kill(),
    done
  }
}

function run(script: string, args: string[]): Promise<Outcome> {
  const child = start(script, args)
  child.end()
  return child.done
}

/**
 * Runs one process per argument list through `rounds` rendezvous: at each, once every one has
 * reached it, `between(round)` looks at what they did so far, then all are let go at the same
 * moment. They overlap by construction, not by luck.
 */
async function together(
  script: string,
  argLists: string[][],
  rounds: number,
  between: (round: number) => Promise<void> = async () => undefined
): Promise<Outcome[]> {
  const children = argLists.map(args => start(script, args))
  try {
    for (let round = 1; round <= rounds; round++) {
      await Promise.all(children.map(c => c.reached(round)))
      await between(round)
      for (const c of children) c.go()
    }
  } catch (error) {
    for (const c of children) c.kill()
    throw error
  } finally {
    for (const c of children) c.end()
  }
  return Promise.all(children.map(c => c.done))
}

describe('separate processes on one queue directory', () => {
  // Two jobs are the smallest race. Each writes its first record, then both write the rest
  // at the same moment, every enqueue reading the directory the other is writing in. Then both
  // replay the queue: walking it oldest first, they reach the same records at the same moment,
  // again and again. Once in the suite; six times in the soak, each on a fresh directory.
  const times = Array.from({ length: rounds(1, 6) }, (_, i) => i + 1)
  it.each(times)(
    'keeps every record of jobs queueing at once, and sends each once when they replay (round %i)',
    async () => {
      const jobs = 2
      const each = 15
      const out = join(dir, '..', 'sent.txt')
      await writeFile(out, '')
      const expected = Array.from({ length: jobs }, (_, w) =>
        Array.from({ length: each }, (_, i) => `w${w}-${i}`)
      ).flat()
      const results = await together(
        'job.mjs',
        Array.from({ length: jobs }, (_, w) => [dir, String(each), `w${w}`, out]),
        3,
        async round => {
          if (round !== 2) return
          // All written, nothing sent yet: every record whole and valid, once.
          const records = await new RunQueue({ dir }).list()
          expect(records).toHaveLength(jobs * each)
          expect(new Set(records.map(r => r.id)).size).toBe(jobs * each)
          const labels = records.map(r => label(r.call))
          expect([...labels].sort()).toEqual(expected.map(m => `notify:${m}`).sort())
          // They did write at once: every job's first record is queued before anyone's second.
          expect(labels.slice(0, jobs).sort()).toEqual(
            Array.from({ length: jobs }, (_, w) => `notify:w${w}-0`)
          )
          // Each job's records keep that job's order.
          for (let w = 0; w < jobs; w++) {
            expect(labels.filter(l => l.startsWith(`notify:w${w}-`))).toEqual(
              Array.from({ length: each }, (_, i) => `notify:w${w}-${i}`)
            )
          }
          expect((await readdir(dir)).filter(n => n.startsWith('.tmp-'))).toEqual([])
        }
      )
      expect(results.map(r => [r.code, r.stderr])).toEqual(Array(jobs).fill([0, '']))
      const sent = (await readFile(out, 'utf8')).split('\n').filter(Boolean)
      expect(sent.sort()).toEqual(expected.sort())
      const summaries = results.map(r => JSON.parse(r.stdout) as { sent: number })
      expect(summaries.reduce((n, s) => n + s.sent, 0)).toBe(jobs * each)
      // Each sent some: they held claims at the same moment.
      for (const s of summaries) expect(s.sent).toBeGreaterThan(0)
      expect(await new RunQueue({ dir }).list()).toEqual([])
    }
  )

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
