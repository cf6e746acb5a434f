/**
 * What a run's end reads of the queue. A cron job every minute on a key whose hour is full
 * leaves the hour's overflow queued, and each of its runs ends with that queue in the folder:
 * the end reads each record of other runs once at most, however many records its own run has
 * queued, whether it sends them or not, with a pipeline or without.
 */
import { afterEach, beforeEach, expect, it } from '@jest/globals'
import { basename } from 'node:path'
import type { ServiceCall } from '../../src/client/call.js'
import { MonitorError } from '../../src/client/errors.js'
import { RunQueue, newRunKey } from '../../src/queue/index.js'
import { type Disk, localDisk } from '../../src/util/disk.js'
import { beginRun, endRun } from '../../src/run/protocol.js'
import { FakeClient, FakeClock, endCall, fail, ok, startCall, tempDir } from '../queue/helpers.js'

const OTHERS = 40

let dir: string
let cleanup: () => Promise<void>
let clock: FakeClock

beforeEach(async () => {
  ;({ dir, cleanup } = await tempDir())
  clock = new FakeClock()
  // The overflow of earlier runs: a start and an end each.
  const earlier = new RunQueue({ dir, clock, maxRecords: 1000 })
  for (let i = 0; i < OTHERS / 2; i++) {
    const runKey = newRunKey()
    await earlier.enqueue(startCall(`earlier ${i}`), { runKey })
    await earlier.enqueue(endCall(`earlier ${i}`), { runKey })
  }
})
afterEach(() => cleanup())

/** The local disk, counting the opens of each record file by name. */
function countingDisk(): Disk & { opens: Map<string, number> } {
  const opens = new Map<string, number>()
  const open = ((path: Parameters<Disk['fs']['open']>[0], ...rest: unknown[]) => {
    const name = basename(String(path))
    if (name.endsWith('.json')) opens.set(name, (opens.get(name) ?? 0) + 1)
    return (localDisk.fs.open as (...a: unknown[]) => ReturnType<Disk['fs']['open']>)(path, ...rest)
  }) as Disk['fs']['open']
  return { ...localDisk, fs: { ...localDisk.fs, open }, opens }
}

const held = (): ReturnType<typeof fail> =>
  fail(new MonitorError('held back for the hour', { retryable: true, status: 429 }), {
    attempts: 0
  })

/** The records of the earlier runs, by file name. */
async function othersIn(queue: RunQueue): Promise<Set<string>> {
  return new Set((await queue.list()).map(r => `${r.id}.json`))
}

/** The most times the end opened any one record of another run. */
function mostOpens(disk: { opens: Map<string, number> }, others: Set<string>): number {
  return Math.max(0, ...[...disk.opens].filter(([n]) => others.has(n)).map(([, c]) => c))
}

type Answer = (call: ServiceCall) => ReturnType<typeof ok>
const sent: Answer = call => ok(call.kind === 'start' ? { run_id: 'run_9' } : {})

it.each<[string, Answer, Answer, string | undefined]>([
  ['its start queued, still held', held, held, undefined],
  ['its start queued, then sent', held, sent, undefined],
  ['its start and its notification queued', held, held, 'nightly'],
  ['its start delivered', sent, sent, undefined]
])(
  'an end with %s reads each record of other runs once at most',
  async (_, atStart, atEnd, pipelineId) => {
    const others = await othersIn(new RunQueue({ dir, clock }))
    expect(others.size).toBe(OTHERS)
    const queue = new RunQueue({ dir, clock, maxRecords: 1000 })
    const begun = await beginRun(
      { client: new FakeClient(atStart), queue, clock },
      { jobName: 'every minute', ...(pipelineId ? { pipelineId } : {}) }
    )
    const disk = countingDisk()
    const ending = new RunQueue({ dir, clock, maxRecords: 1000, disk })
    const client = new FakeClient(atEnd)
    const ended = await endRun(
      { client, queue: ending, clock },
      begun.run,
      { status: 'success' },
      { deadline: clock.t + 15_000 }
    )
    expect(ended.end).toBeDefined()
    expect(mostOpens(disk, others)).toBe(1)
    // Nothing of the earlier runs was sent, and nothing of them lost.
    const names = client.calls.map(c =>
      c.call.kind === 'pipeline-notification' ? '' : c.call.body.job_name
    )
    expect(names.filter(n => n.startsWith('earlier'))).toEqual([])
    const left = await othersIn(new RunQueue({ dir, clock }))
    expect([...others].filter(n => !left.has(n))).toEqual([])
  }
)
