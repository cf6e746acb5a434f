/**
 * This job's facts from the runner's Worker diag log, as actions/runner writes it:
 * src/Runner.Common/HostTraceListener.cs (`Worker_{UtcNow:yyyyMMdd-HHmmss}-utc.log`, appended to
 * when the name exists, `[{UtcNow:u} INFO {source}] ` headers, a new part past the size limit),
 * src/Runner.Common/HostContext.cs (the `_diag` folder beside `bin`, `WORKER_LOGSIZE` MiB),
 * src/Runner.Worker/Program.cs (`Version:` at the start) and src/Runner.Worker/Worker.cs (the
 * job message traced as indented JSON before the job runs). The emulator writing it is
 * scripts/demo/pages.mjs.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { type ChildProcess, spawn } from 'node:child_process'
import {
  appendFileSync,
  chmodSync,
  closeSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  realpathSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EmulatedRunner, workerLogName } from '../../scripts/demo/pages.mjs'
import { nodePagesFs } from '../../src/steps/page-watcher.js'
import { learnJob, workerLogStart } from '../../src/steps/worker-log.js'
import { type WorkerProcesses, heldWorkerLog } from '../../src/steps/worker-proof.js'
import { procfs } from '../platform.js'
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

/**
 * A Worker log any earlier job on a self-hosted runner can leave in `_diag`, named as it likes
 * and naming another timeline: the Worker's log is told from it by the Worker holding it open
 * (worker-proof.ts, after HostTraceListener.cs, which keeps its log open for the Worker's life),
 * and without that proof the choice says it is a guess and prefers the timeline with pages.
 */
describe('a forged Worker log', () => {
  const FUTURE = Date.parse('2099-12-31T23:59:59Z')
  const FORGED = 'Worker_20991231-235959-utc.log'
  /** No /proc: no proof can be had. */
  const noProof: WorkerProcesses = {
    ancestors: () => [],
    pids: () => undefined,
    program: () => undefined,
    openFiles: () => []
  }
  /** This job's runner, started at `t`, with its job page written; a forged log beside it. */
  const withForgery = (forgedAt: number): { runner: EmulatedRunner; forged: EmulatedRunner } => {
    const runner = new EmulatedRunner({ root, now })
    runner.jobLine('Set up job')
    const forged = new EmulatedRunner({ root, now: () => forgedAt })
    return { runner, forged }
  }
  /** A process table: pid to its program and the files it holds open. */
  const table = (
    processes: Record<number, { program: string; open: string[] }>,
    ancestors: number[] = []
  ): WorkerProcesses => ({
    ancestors: () => ancestors,
    pids: () => Object.keys(processes).map(Number),
    program: pid => processes[pid]?.program,
    openFiles: pid => processes[pid]?.open ?? []
  })

  it('named after now is passed over for the real one, and the notes say so', () => {
    const { runner, forged } = withForgery(FUTURE)
    expectEqual(workerLogName(FUTURE), FORGED)
    const facts = learnJob(runner.diagDir, nodePagesFs, { now: t + 5000, procs: noProof })
    expectEqual(facts.timelineId, runner.timelineId)
    expectEqual(facts.startedAt, SECOND)
    expect(facts.doubt).toContain(
      `not by proof: ${workerLogName(t)}, timeline ${runner.timelineId}, with pages`
    )
    expect(facts.doubt).toContain(`${FORGED} (named after now), timeline ${forged.timelineId}`)
    expect(facts.doubt).toContain('not by proof')
  })

  it('named after the real one but before now loses to the timeline whose pages are there', () => {
    const { runner, forged } = withForgery(t + 2000)
    const facts = learnJob(runner.diagDir, nodePagesFs, { now: t + 5000, procs: noProof })
    expectEqual(facts.timelineId, runner.timelineId)
    expect(facts.doubt).toContain(`passed over: ${workerLogName(t + 2000)}`)
    expect(facts.doubt).toContain(`timeline ${forged.timelineId}, no pages`)
  })

  it('is read when it is all there is, never silently', () => {
    const { runner, forged } = withForgery(FUTURE)
    rmSync(runner.workerLogPath)
    const facts = learnJob(runner.diagDir, nodePagesFs, { now: t + 5000, procs: noProof })
    expectEqual(facts.timelineId, forged.timelineId)
    expect(facts.doubt).toContain(`${FORGED} (named after now)`)
  })

  it('is no doubt at all when the Worker holds the real one open, an ancestor or not', () => {
    const { runner } = withForgery(FUTURE)
    const worker = { program: '/opt/runner/bin.2.336.0/Runner.Worker', open: ['/dev/null'] }
    worker.open.push(runner.workerLogPath)
    // A process of another program that holds the forged log open proves nothing.
    const tail = { program: '/usr/bin/tail', open: [join(runner.diagDir, FORGED)] }
    for (const procs of [
      table({ 40: worker, 41: tail }, [50, 40, 1]),
      table({ 40: worker, 41: tail }) // the helper is detached: no ancestor
    ]) {
      const facts = learnJob(runner.diagDir, nodePagesFs, { now: t + 5000, procs })
      expectEqual(facts, {
        startedAt: SECOND,
        timelineId: runner.timelineId,
        jobId: runner.jobId,
        source: `the job message in ${workerLogName(t)}, held open by the Worker (pid 40)`
      })
    }
  })

  it('held open by a Worker beside the real one is a doubt, not a proof', () => {
    const { runner } = withForgery(FUTURE)
    const procs = table({
      40: { program: '/opt/runner/bin/Runner.Worker', open: [runner.workerLogPath] },
      41: { program: '/opt/runner/bin/Runner.Worker', open: [join(runner.diagDir, FORGED)] }
    })
    expectEqual(heldWorkerLog(runner.diagDir, procs).name, undefined)
    const facts = learnJob(runner.diagDir, nodePagesFs, { now: t + 5000, procs })
    expectEqual(facts.timelineId, runner.timelineId)
    expect(facts.doubt).toContain('several Worker logs are held open')
  })

  procfs.it('is told apart by a real process named Runner.Worker holding the real one', () => {
    const { runner } = withForgery(FUTURE)
    // A program named as the runner's Worker is, holding its log open as its stdin.
    const bin = join(root, 'bin')
    mkdirSync(bin)
    const program = join(bin, 'Runner.Worker')
    copyFileSync(realpathSync('/bin/sleep'), program)
    chmodSync(program, 0o755)
    const log = openSync(runner.workerLogPath, 'r')
    const worker = spawn(program, ['1000'], { stdio: [log, 'ignore', 'ignore'] })
    closeSync(log)
    workers.push(worker)
    try {
      const facts = learnJob(runner.diagDir, nodePagesFs, { now: t + 5000 })
      expectEqual(facts.timelineId, runner.timelineId)
      expectEqual(facts.doubt, undefined)
      expect(facts.source).toContain(`held open by the Worker (pid ${worker.pid})`)
    } finally {
      worker.kill('SIGKILL')
    }
  })
})

/** Processes a test started, killed after it whatever its outcome. */
const workers: ChildProcess[] = []
afterEach(() => {
  for (const w of workers.splice(0)) w.kill('SIGKILL')
})
