/**
 * The pages watcher against an emulated runner writing real files the way PagingLogger does
 * (byte order mark, 7-digit stamps, about 4 KB behind, removed right after the step, 8 MiB
 * pages, the job's own page): what each step printed must reach the capture whole.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EmulatedRunner, workerLogName } from '../../scripts/demo/pages.mjs'
import { Redactor } from '../../src/logs/redact.js'
import { PageWatcher, nodePagesFs } from '../../src/steps/page-watcher.js'
import { type JobFacts, learnJob } from '../../src/steps/worker-log.js'
import { expectEqual, expectFacts } from '../expect-equal.js'

let root: string
let t: number
const now = (): number => t
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'jm-pages-'))
  t = Date.parse('2026-11-22T10:00:00Z')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** What the helper learns from the runner's Worker log beside the pages. */
const jobOf = (runner: EmulatedRunner): JobFacts => learnJob(runner.diagDir, nodePagesFs)

function watcherFor(runner: EmulatedRunner, o: { maxBytes?: number } = {}): PageWatcher {
  return new PageWatcher({
    dir: runner.pagesDir,
    job: jobOf(runner),
    redactor: new Redactor(['jm-secret-key-0123456789']),
    maxBytes: o.maxBytes ?? 16_384,
    startedAt: now()
  })
}

/** A poll of the helper: list the folder, read what is there. */
function poll(w: PageWatcher): void {
  w.scan()
  while (w.read() > 0);
}

describe('PageWatcher', () => {
  it('reads a step whole although the file runs behind and is removed as soon as it ends', () => {
    const runner = new EmulatedRunner({ root, now })
    const w = watcherFor(runner)
    const step = runner.startStep('npm test')
    w.scan() // the runner created the page: it is opened at once
    step.lines(['PASS a.test.js', 'FAIL b.test.js'])
    poll(w)
    const [page] = readdirSync(runner.pagesDir).filter(n => n.includes(step.recordId))
    // Nothing reached the disk yet but the byte order mark (or less): writes are buffered.
    expect(statSync(join(runner.pagesDir, page)).size).toBeLessThan(100)
    expect(w.steps().find(s => s.record === step.recordId)?.lines ?? 0).toBe(0)
    t += 2500
    step.line('##[error]Process completed with exit code 1.')
    step.end()
    runner.uploadAndDelete()
    expect(existsSync(join(runner.pagesDir, page))).toBe(false)
    poll(w)
    const s = w.steps().find(x => x.record === step.recordId)
    expect(s).toMatchObject({
      name: 'Run npm test',
      lines: 4,
      finished: true,
      exitCode: 1,
      errors: ['##[error]Process completed with exit code 1.'],
      startedAt: '2026-11-22T10:00:00.000Z',
      endedAt: '2026-11-22T10:00:02.500Z'
    })
    expect(s?.text).toBe(
      '##[group]Run npm test\nPASS a.test.js\nFAIL b.test.js\n##[error]Process completed with exit code 1.\n'
    )
  })

  it('keeps a step that was created and removed between two polls, when the page was opened as it appeared', () => {
    const runner = new EmulatedRunner({ root, now })
    const w = watcherFor(runner)
    const blind = watcherFor(runner)
    poll(w)
    poll(blind)
    const step = runner.startStep('echo quick')
    w.scan() // the folder's change event: the page is opened before the step even writes
    step.line('QUICK-MARKER')
    step.end()
    runner.uploadAndDelete()
    poll(w)
    poll(blind)
    expect(w.steps().map(s => s.text)).toContain('##[group]Run echo quick\nQUICK-MARKER\n')
    // A poll alone never saw the page: this is why the helper opens pages on the event.
    expect(blind.steps().some(s => s.text.includes('QUICK-MARKER'))).toBe(false)
  })

  it('follows a step across pages that roll over, in order', () => {
    // Pages of 1 MiB, not the runner's 8 MiB, and an eighth of the lines: the watcher knows no
    // page size, and a page is still four of its 256 KiB reads, two of them between polls.
    const runner = new EmulatedRunner({ root, now, pageBytes: 1024 * 1024 })
    const w = watcherFor(runner, { maxBytes: 4096 })
    // The folder's change events: the next page is opened as soon as it is created.
    runner.onPageCreated = () => w.scan()
    const step = runner.startStep('make')
    const line = 'y'.repeat(1000)
    for (let i = 0; i < 1200; i++) {
      step.line(i === 0 ? 'FIRST OF MAKE' : i === 1199 ? 'LAST OF MAKE' : line)
      if (i % 500 === 0) poll(w)
    }
    expect(step.pageNames()).toHaveLength(2)
    step.end()
    runner.uploadAndDelete()
    poll(w)
    const s = w.steps().find(x => x.record === step.recordId)
    expect(s?.lines).toBe(1201)
    expect(s?.text.startsWith('##[group]Run make\nFIRST OF MAKE\n')).toBe(true)
    expect(s?.text.endsWith('LAST OF MAKE\n')).toBe(true)
    expect(Buffer.byteLength(s?.text ?? '')).toBeLessThanOrEqual(4096)
  })

  it("takes the steps that ended before it started from the job's page, and the rest from their own", () => {
    const runner = new EmulatedRunner({ root, now })
    runner.jobLine('Current runner version: 2.336.0')
    const checkout = runner.startStep('actions/checkout@v5')
    checkout.lines(['Syncing repository', 'EARLY-MARKER'])
    t += 1000
    checkout.end()
    runner.uploadAndDelete()
    const build = runner.startStep('make build')
    build.lines(Array.from({ length: 200 }, (_, i) => `compiling unit ${i} ${'.'.repeat(40)}`))
    t += 1000
    build.end()
    runner.uploadAndDelete()
    t += 1000
    const main = runner.startStep('OWNER/job-monitor@v1')
    main.line('job-monitor: run 7 started')
    const w = watcherFor(runner) // the helper starts during the action's main step
    poll(w)
    t += 100
    main.end()
    runner.uploadAndDelete()
    t += 1000
    const tests = runner.startStep('npm test')
    w.scan()
    tests.line('LATE-MARKER')
    // The job's page runs 4 KB behind too: what came before reaches the disk as more follows.
    for (let i = 0; i < 100; i++) tests.line(`test ${i} ${'.'.repeat(60)}`)
    t += 1000
    tests.end()
    runner.uploadAndDelete()
    poll(w)
    const steps = w.steps()
    expect(steps.map(s => s.name)).toEqual([
      'Set up job',
      'Run actions/checkout@v5',
      'Run make build',
      'Run OWNER/job-monitor@v1',
      'Run npm test'
    ])
    expect(steps[1].text).toContain('EARLY-MARKER')
    expect(steps[2].lines).toBe(201)
    expect(steps[4].text).toContain('LATE-MARKER')
    // Each step once: the job page's copy of later steps is not reported again.
    expect(steps.filter(s => s.text.includes('LATE-MARKER'))).toHaveLength(1)
    expect(steps.filter(s => s.text.includes('job-monitor: run 7'))).toHaveLength(1)
  })

  it("reads only this job's timeline: pages an earlier job left behind are never read", () => {
    // actions/runner src/Runner.Common/JobServerQueue.cs: a page is deleted only after its upload
    // succeeded, and a crashed worker deletes nothing; src/Runner.Listener/JobDispatcher.cs reads
    // only the current timeline's pages ({timelineId}_{recordId}_{page}.log, Logging.cs).
    const started = t
    t -= 86_400_000
    const earlier = new EmulatedRunner({ root, now })
    earlier.jobLine('Current runner version: 2.335.0')
    const deploy = earlier.startStep('./deploy.sh other-repository')
    deploy.lines(['OTHER-REPOSITORY-LINE'])
    deploy.end()
    earlier.endJob({ uploadFailed: true })
    const yesterday = new Date(t)
    for (const name of readdirSync(earlier.pagesDir))
      utimesSync(join(earlier.pagesDir, name), yesterday, yesterday)
    t = started
    const runner = new EmulatedRunner({ root, now })
    runner.jobLine('Current runner version: 2.336.0')
    const checkout = runner.startStep('actions/checkout@v5')
    checkout.lines(['THIS-JOB-FIRST-STEP'])
    t += 1000
    checkout.end()
    runner.uploadAndDelete()
    t += 1000
    const main = runner.startStep('OWNER/job-monitor@v1')
    main.line('job-monitor: run 7 started')
    const w = watcherFor(runner)
    poll(w)
    main.end()
    runner.uploadAndDelete()
    t += 1000
    const tests = runner.startStep('npm test')
    w.scan()
    for (let i = 0; i < 100; i++) tests.line(`test ${i} ${'.'.repeat(60)}`)
    tests.end()
    runner.uploadAndDelete()
    poll(w)
    const steps = w.steps()
    expect(steps.map(s => s.name)).toEqual([
      'Set up job',
      'Run actions/checkout@v5',
      'Run OWNER/job-monitor@v1',
      'Run npm test'
    ])
    expect(steps.filter(s => s.text.includes('OTHER-REPOSITORY-LINE'))).toEqual([])
    expect(steps[1].text).toContain('THIS-JOB-FIRST-STEP')
  })

  describe("this job's pages only, by the runner's Worker log", () => {
    // actions/runner src/Runner.Common/JobServerQueue.cs deletes a page only after its upload,
    // and a crashed Worker deletes nothing: on a persistent runner `_diag/pages` holds earlier
    // jobs' pages. Each job's Worker logs its start and the job message naming its timeline
    // (src/Runner.Common/HostTraceListener.cs, src/Runner.Worker/Worker.cs), before any page of
    // the job is written (src/Runner.Common/Logging.cs).

    /** A job of another repository, yesterday, whose pages all stayed. */
    function leftBehind(): EmulatedRunner {
      const started = t
      t -= 86_400_000
      const earlier = new EmulatedRunner({ root, now })
      earlier.jobLine('Current runner version: 2.335.0')
      const deploy = earlier.startStep('./deploy.sh other-repository')
      deploy.lines(['OTHER-REPOSITORY-LINE'])
      deploy.end()
      earlier.endJob({ uploadFailed: true })
      t = started
      return earlier
    }

    /** A second later, this job prints a step the watcher sees open, which then ends. */
    function thisJobsStep(runner: EmulatedRunner, w: PageWatcher): void {
      t += 1000
      runner.jobLine('Current runner version: 2.336.0')
      const step = runner.startStep('npm test')
      step.line('THIS-JOB-LINE')
      w.scan()
      step.end()
      runner.uploadAndDelete()
      poll(w)
    }

    /** The watcher read this job's lines and none of the earlier job's. */
    function readThisJobOnly(w: PageWatcher): void {
      const captured = w
        .steps()
        .map(s => s.text)
        .join('\n')
      expectFacts({
        earlierNotRead: !captured.includes('OTHER-REPOSITORY-LINE'),
        thisRead: captured.includes('THIS-JOB-LINE')
      })
    }

    it('reads no page of an earlier job when only its pages are there at the first scan', () => {
      leftBehind()
      const runner = new EmulatedRunner({ root, now })
      const w = watcherFor(runner)
      poll(w)
      thisJobsStep(runner, w)
      readThisJobOnly(w)
    })

    it("is not fooled by an earlier job's page written after this job's", () => {
      const earlier = leftBehind()
      const runner = new EmulatedRunner({ root, now })
      runner.jobLine('Current runner version: 2.336.0')
      const main = runner.startStep('OWNER/job-monitor@v1')
      main.line('THIS-JOB-LINE')
      // Something writes to a page the earlier job left (a copy, a backup, a second process).
      const touched = new Date(t + 60_000)
      for (const name of readdirSync(earlier.pagesDir).filter(n =>
        n.startsWith(earlier.timelineId)
      ))
        utimesSync(join(earlier.pagesDir, name), touched, touched)
      const w = watcherFor(runner)
      poll(w)
      main.end()
      runner.uploadAndDelete()
      thisJobsStep(runner, w)
      readThisJobOnly(w)
    })

    it('without a timeline id in the log, reads only pages written since the Worker started', () => {
      leftBehind()
      const runner = new EmulatedRunner({ root, now })
      // A runner whose job message the helper cannot read: only the Worker's start is known.
      writeFileSync(runner.workerLogPath, '[2026-11-22 10:00:00Z INFO Worker] Version: 9.0.0\n')
      const w = watcherFor(runner)
      poll(w)
      thisJobsStep(runner, w)
      readThisJobOnly(w)
    })

    it("reads no page, and says why, when the job's start cannot be learned", () => {
      leftBehind()
      const runner = new EmulatedRunner({ root, now })
      rmSync(runner.workerLogPath)
      runner.jobLine('Current runner version: 2.336.0')
      const w = watcherFor(runner)
      poll(w)
      expectEqual(
        { steps: w.steps(), trouble: w.trouble },
        {
          steps: [],
          trouble: `this job's pages cannot be told from earlier jobs' (the job of the newest Worker log, ${workerLogName(t - 86_400_000)}, has completed): none is read`
        }
      )
    })
  })

  it('keeps parallel steps apart', () => {
    const runner = new EmulatedRunner({ root, now })
    const w = watcherFor(runner)
    const a = runner.startStep('server')
    const b = runner.startStep('client')
    w.scan()
    for (let i = 0; i < 500; i++) {
      a.line(`server ${i}`)
      b.line(`client ${i}`)
      if (i % 100 === 0) poll(w)
    }
    b.end()
    runner.uploadAndDelete()
    poll(w)
    a.end()
    runner.uploadAndDelete()
    poll(w)
    const steps = w.steps()
    const server = steps.find(s => s.name === 'Run server')
    const client = steps.find(s => s.name === 'Run client')
    expect(server?.lines).toBe(501)
    expect(client?.lines).toBe(501)
    expect(server?.text).not.toMatch(/client \d/)
    expect(client?.text).not.toMatch(/server \d/)
  })

  it('redacts the key before it cuts, and holds little whatever a step prints', () => {
    const runner = new EmulatedRunner({ root, now, crlf: true })
    const w = watcherFor(runner, { maxBytes: 2048 })
    const step = runner.startStep('deploy')
    w.scan()
    step.line('using jm-secret-key-0123456789 at the start')
    for (let i = 0; i < 20_000; i++) step.line(`progress ${i}`)
    step.line('and token=jm-secret-key-0123456789 at the end')
    step.end()
    runner.uploadAndDelete()
    poll(w)
    const s = w.steps().find(x => x.record === step.recordId)
    expect(s?.text).not.toContain('jm-secret-key')
    expect(s?.text).toContain('at the end')
    expect(s?.text).not.toContain('\r')
    expect(Buffer.byteLength(s?.text ?? '')).toBeLessThanOrEqual(2048)
  })

  it('counts a page that was gone before it could be opened', () => {
    const runner = new EmulatedRunner({ root, now })
    const w = new PageWatcher({
      dir: runner.pagesDir,
      job: jobOf(runner),
      redactor: new Redactor(),
      maxBytes: 1024,
      startedAt: now(),
      fs: {
        ...nodePagesFs,
        // The runner removes the step's page between the listing and the open.
        open: path => {
          if (path.includes(step.recordId)) rmSync(path)
          return nodePagesFs.open(path)
        }
      }
    })
    runner.jobLine('Set up job')
    const step = runner.startStep('gone')
    step.end()
    poll(w)
    expect(w.missed).toBe(1)
    expect(w.steps()).toEqual([])
  })

  it('counts each step past the limit once, however often the folder is listed', () => {
    const runner = new EmulatedRunner({ root, now, pageBytes: 64 * 1024 })
    runner.jobLine('Set up job')
    const w = new PageWatcher({
      dir: runner.pagesDir,
      job: jobOf(runner),
      redactor: new Redactor(),
      maxBytes: 1024,
      startedAt: now(),
      maxSteps: 2
    })
    // The job's page and one step are kept; the next three steps are past the limit, one of
    // them over two pages.
    const steps = ['a', 'b', 'c', 'd'].map(name => runner.startStep(name))
    for (let i = 0; i < 100; i++) steps[2].line(`c ${i} ${'.'.repeat(1000)}`)
    expect(steps[2].pageNames().length).toBeGreaterThan(1)
    for (let i = 0; i < 50; i++) poll(w)
    for (const step of steps) step.end()
    runner.uploadAndDelete()
    for (let i = 0; i < 50; i++) poll(w)
    expect(w.skipped).toBe(3)
  })

  it("passes over the job's page once the earlier steps are read: its lines are the steps' own", () => {
    const runner = new EmulatedRunner({ root, now })
    runner.jobLine('Current runner version: 2.336.0')
    const early = runner.startStep('make')
    early.lines(Array.from({ length: 100 }, (_, i) => `early ${i} ${'.'.repeat(60)}`))
    early.end()
    runner.uploadAndDelete()
    const read = new Map<string, number>()
    const names = new Map<number, string>()
    const w = new PageWatcher({
      dir: runner.pagesDir,
      job: jobOf(runner),
      redactor: new Redactor(),
      maxBytes: 4096,
      startedAt: now() + 1,
      fs: {
        ...nodePagesFs,
        open: path => {
          const fd = nodePagesFs.open(path)
          names.set(fd, path)
          return fd
        },
        read: (fd, into, position) => {
          const n = nodePagesFs.read(fd, into, position)
          const name = names.get(fd) as string
          read.set(name, (read.get(name) ?? 0) + n)
          return n
        }
      }
    })
    poll(w)
    t += 1000
    const late = runner.startStep('big')
    w.scan()
    for (let i = 0; i < 20_000; i++) late.line(`late ${i} ${'.'.repeat(60)}`)
    poll(w)
    late.end()
    runner.uploadAndDelete()
    poll(w)
    const jobPage = [...read.keys()].find(n => n.includes(runner.jobId)) as string
    const stepPage = [...read.keys()].find(n => n.includes(late.recordId)) as string
    expect(read.get(stepPage)).toBeGreaterThan(1_500_000)
    // At most one read of 256 KiB past the earlier steps.
    expect(read.get(jobPage)).toBeLessThan(300_000)
    expect(w.steps().map(s => [s.name, s.lines])).toEqual([
      ['Set up job', 1],
      ['Run make', 101],
      ['Run big', 20_001]
    ])
  })
})
