/**
 * This job's facts from the runner's Worker diag log, as actions/runner writes it:
 * src/Runner.Common/HostTraceListener.cs (`Worker_{UtcNow:yyyyMMdd-HHmmss}-utc.log`, appended to
 * when the name exists, `[{UtcNow:u} INFO {source}] ` headers, a new part past the size limit),
 * src/Runner.Common/HostContext.cs (the `_diag` folder beside `bin`, `WORKER_LOGSIZE` MiB),
 * src/Runner.Worker/Program.cs (`Version:` at the start) and src/Runner.Worker/Worker.cs (the
 * job message traced as indented JSON before the job runs). The emulator writing it is
 * scripts/demo/pages.mjs.
 */
import { afterEach, beforeEach, describe, it } from '@jest/globals'
import fc from 'fast-check'
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EmulatedRunner, workerLogName } from '../../scripts/demo/pages.mjs'
import { nodePagesFs } from '../../src/steps/page-watcher.js'
import { learnJob, workerLogStart } from '../../src/steps/worker-log.js'
import { expectEqual } from '../expect-equal.js'

let root: string
let t: number
const now = (): number => t
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'jm-worker-log-'))
  t = Date.parse('2026-11-22T10:00:00.250Z')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const SECOND = Date.parse('2026-11-22T10:00:00Z')

describe('learnJob', () => {
  for (const crlf of [false, true]) {
    it(`names the timeline and the job from the job message the Worker traced${crlf ? ' (CRLF)' : ''}`, () => {
      const runner = new EmulatedRunner({ root, now, crlf })
      expectEqual(learnJob(runner.diagDir, nodePagesFs), {
        startedAt: SECOND,
        timelineId: runner.timelineId,
        jobId: runner.jobId,
        source: `the job message in ${workerLogName(t)}`
      })
    })
  }

  it("takes the newest Worker's message: earlier jobs' logs stay for 30 days", () => {
    t -= 86_400_000
    new EmulatedRunner({ root, now }).endJob({ uploadFailed: true })
    t += 86_400_000
    const runner = new EmulatedRunner({ root, now })
    expectEqual(learnJob(runner.diagDir, nodePagesFs).timelineId, runner.timelineId)
  })

  it('takes the last message of a log two Workers started in the same second appended to', () => {
    const first = new EmulatedRunner({ root, now })
    first.endJob()
    t += 500
    const second = new EmulatedRunner({ root, now })
    expectEqual(second.workerLogPath, first.workerLogPath)
    expectEqual(learnJob(second.diagDir, nodePagesFs).timelineId, second.timelineId)
  })

  it("takes no id from the workflow's text or from another source's trace lines", () => {
    const other = '99999999-8888-7777-6666-555555555555'
    const runner = new EmulatedRunner({
      root,
      now,
      // Line breaks in a string of the message are escaped: this stays on one line.
      variables: { posing: `x\n  "timeline": {\n    "id": "${other}",\n` }
    })
    runner.trace('JobRunner', `Job message:\n {\n  "timeline": {\n    "id": "${other}"\n  }\n}`)
    expectEqual(learnJob(runner.diagDir, nodePagesFs).timelineId, runner.timelineId)
  })

  it('goes back from a later part of the log only to a part large enough to have been split', () => {
    const runner = new EmulatedRunner({ root, now })
    const later = join(runner.diagDir, workerLogName(t + 3_600_000))
    writeFileSync(later, '[2026-11-22 11:00:00Z INFO JobRunner] a later part\n')
    // Under a MiB: no Worker splits its log there, so this part is no continuation of it.
    expectEqual(learnJob(runner.diagDir, nodePagesFs), {
      source: `the Worker log ${workerLogName(t + 3_600_000)} names no job and follows none`
    })
    appendFileSync(
      runner.workerLogPath,
      `[2026-11-22 10:00:01Z INFO JobRunner] ${'.'.repeat(1 << 20)}\n`
    )
    expectEqual(learnJob(runner.diagDir, nodePagesFs).timelineId, runner.timelineId)
    // A job whose Worker traced its end in the later part is not the one running now.
    appendFileSync(later, '[2026-11-22 11:00:01Z INFO Worker] Job completed.\n')
    expectEqual(learnJob(runner.diagDir, nodePagesFs), {
      source: `the job of the newest Worker log, ${workerLogName(t + 3_600_000)}, has completed`
    })
  })

  it('gives the Worker start alone when its log holds no timeline id it can read', () => {
    const runner = new EmulatedRunner({ root, now })
    writeFileSync(runner.workerLogPath, '[2026-11-22 10:00:00Z INFO Worker] Version: 9.0.0\n')
    expectEqual(learnJob(runner.diagDir, nodePagesFs), {
      startedAt: SECOND,
      source: `the start of the Worker in ${workerLogName(t)} (no timeline id in it)`
    })
  })

  it("gives nothing when the newest Worker log is of a job that has completed: this job's is missing", () => {
    t -= 86_400_000
    new EmulatedRunner({ root, now }).endJob({ uploadFailed: true })
    const earlierLog = workerLogName(t)
    t += 86_400_000
    const runner = new EmulatedRunner({ root, now })
    rmSync(runner.workerLogPath)
    expectEqual(learnJob(runner.diagDir, nodePagesFs), {
      source: `the job of the newest Worker log, ${earlierLog}, has completed`
    })
  })

  it('gives nothing without a Worker log', () => {
    const runner = new EmulatedRunner({ root, now })
    rmSync(runner.workerLogPath)
    expectEqual(learnJob(runner.diagDir, nodePagesFs), {
      source: `no Worker log in ${runner.diagDir}`
    })
  })

  it("places the start within its second by the log's birth time, when the file system keeps one", () => {
    const runner = new EmulatedRunner({ root, now })
    const at = (bornAt: number): number | undefined =>
      learnJob(runner.diagDir, { ...nodePagesFs, bornAt: () => bornAt }).startedAt
    expectEqual(
      [at(SECOND + 731), at(0), at(SECOND + 1000), at(SECOND - 1)],
      [SECOND + 731, SECOND, SECOND, SECOND]
    )
  })
})

describe('workerLogStart', () => {
  it('reads back the UTC second of every name the runner gives, and nothing from other names', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(9999, 11, 31) }), ms => {
        expectEqual(workerLogStart(workerLogName(ms)), Math.floor(ms / 1000) * 1000)
      })
    )
    fc.assert(
      fc.property(fc.string(), name => {
        const at = workerLogStart(name)
        if (at !== undefined) expectEqual(workerLogName(at), name)
      })
    )
    expectEqual(
      [
        'Worker_20261399-100000-utc.log',
        'Worker_20260229-100000-utc.log',
        'Runner_20261122-100000-utc.log'
      ].map(workerLogStart),
      [undefined, undefined, undefined]
    )
  })
})
