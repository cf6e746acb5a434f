/**
 * Many processes charging one key's hourly ledger at the same moment, as the jobs of a cron
 * host or a self-hosted runner do: the ledger's code is turned into plain JavaScript by Node's
 * own type stripping and run in child node processes, let go together.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HourLedger } from '../../src/client/hour-ledger.js'
import { FakeClock } from './fake-clock.js'
import { stripBuild } from '../strip-build.js'

const LIMIT = 25
const PROCESSES = 6
const ASKS = 12
const AT = Date.parse('2026-11-22T10:00:00Z')

let build: string

/** The ledger's module and those it imports, as JavaScript, and the child's script. */
beforeAll(async () => {
  build = await stripBuild('client/hour-ledger.ts', 'jm-ledger-build-')
  // Says it is ready, waits for the word on stdin, then asks for its requests as fast as it can.
  await writeFile(
    join(build, 'job.mjs'),
    `import { HourLedger } from './client/hour-ledger.js'
const [dir, asks, limit, at] = process.argv.slice(2)
const clock = { now: () => Number(at), sleep: async () => {} }
const ledger = new HourLedger({ dir, limit: Number(limit), clock, onTrouble: m => console.error(m) })
process.stdout.write('ready\\n')
await new Promise(go => process.stdin.once('data', go))
let granted = 0
for (let i = 0; i < Number(asks); i++) if ((await ledger.permit('start')).granted) granted++
process.stdout.write(JSON.stringify({ granted }) + '\\n')
process.exit(0)
`
  )
}, 60_000)

afterAll(async () => {
  await rm(build, { recursive: true, force: true })
})

interface Job {
  child: ChildProcessWithoutNullStreams
  out: string
  ready: Promise<void>
  done: Promise<number | null>
}

function startJob(dir: string): Job {
  const child = spawn(process.execPath, [
    join(build, 'job.mjs'),
    dir,
    `${ASKS}`,
    `${LIMIT}`,
    `${AT}`
  ])
  const job = { child, out: '' } as Job
  job.ready = new Promise(resolve =>
    child.stdout.on('data', (c: Buffer) => {
      job.out += c.toString()
      if (job.out.includes('ready\n')) resolve()
    })
  )
  child.stderr.on('data', (c: Buffer) => (job.out += c.toString()))
  job.done = new Promise(resolve => child.on('close', resolve))
  return job
}

it(`${PROCESSES} processes asking at once never get more than the key's hour, and lose none of it`, async () => {
  const root = await mkdtemp(join(tmpdir(), 'jm-ledger-race-'))
  try {
    const dir = join(root, 'key')
    const jobs = Array.from({ length: PROCESSES }, () => startJob(dir))
    await Promise.all(jobs.map(j => j.ready))
    for (const j of jobs) j.child.stdin.write('go\n')
    const codes = await Promise.all(jobs.map(j => j.done))
    expect(codes).toEqual(jobs.map(() => 0))
    const granted = jobs.map(
      j => (JSON.parse(j.out.split('\n').at(-2)!) as { granted: number }).granted
    )
    const raced = granted.reduce((a, b) => a + b, 0)
    // Never more than the hour holds, whatever the interleaving.
    expect(raced).toBeLessThanOrEqual(LIMIT)
    // And no room lost: a ticket given up counts for nothing, so the rest of the hour is there.
    const after = new HourLedger({ dir, limit: LIMIT, clock: new FakeClock(AT) })
    let more = 0
    while ((await after.permit('end')).granted) more++
    expect(raced + more).toBe(LIMIT)
    expect(await after.lastHour()).toHaveLength(LIMIT)
    // Bounded: the tickets of the hour, and those given up beside them.
    expect((await readdir(dir)).filter(n => /^t\d+$/.test(n)).length).toBeLessThan(
      LIMIT + PROCESSES * ASKS
    )
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}, 60_000)
