/**
 * Open runs: what a job that never reached its end leaves beside the queue, and the pass that
 * ends such a run as failed once its helper is gone. Liveness and the helper's last word are
 * injected: no process is started or killed here.
 */
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  END_ASKED_GRACE_MS,
  END_HOOK_WAIT_MAX_MS,
  LONG_SILENCE_MS,
  OPEN_RUNS_PER_PASS,
  OPEN_RUNS_READ_PER_PASS,
  OPEN_RUN_MAX_AGE_MS,
  OpenRunStore,
  endSettled,
  lostRunDetails,
  lostRuns,
  parseOpenRun,
  type OpenRun
} from '../../src/queue/open-runs.js'
import type { Outcome } from '../../src/queue/deliver.js'
import { closeLostRuns } from '../../src/helper/lost-runs.js'
import type { JobLiveness, JobProcess } from '../../src/process/job-process.js'
import {
  AuthError,
  ConnectionError,
  HttpStatusError,
  MonitorError
} from '../../src/client/errors.js'

/** What became of an end report: delivered, queued, or refused with `error`. */
const delivered: Outcome<'end'> = {
  delivered: true,
  attempts: 1,
  response: { message: 'ok', run_id: 'r', update_status: 'Success' } as never
}
const refused = (error: MonitorError): Outcome<'end'> => ({ delivered: false, error })
const queued = (error: MonitorError): Outcome<'end'> => ({
  delivered: false,
  error,
  queued: {} as never
})
const conflict = new HttpStatusError('/monitoring', 409, 'run already ended')
const unavailable = new HttpStatusError('/monitoring', 503, '')
import { HOST_TAG } from '../../src/util/owner.js'
import { expectEqual } from '../expect-equal.js'

/** The job's own process, as the record names it; judged by `evidence` below. */
const JOB: JobProcess = { kind: 'buildkite', pid: 4242, procStart: '5' }

/** Helpers alive per `helperAlive`; every job's process as `job` says (gone by default). */
function evidence(
  helperAlive: (h: { pid: number }) => boolean,
  job: (j: JobProcess) => JobLiveness = () => 'gone'
): { helperAlive: typeof helperAlive; job: typeof job } {
  return { helperAlive, job }
}

function store(): OpenRunStore {
  return OpenRunStore.inQueue(join(mkdtempSync(join(tmpdir(), 'jm-open-')), 'queue'))
}

/** The service the runs here began with, and the asking client's. */
const SVC = { address: 'https://jm.example', key: '0123456789abcdef0123456789abcdef' }

function run(n: number, pid = 1000 + n): Omit<OpenRun, 'version' | 'hostTag'> {
  return {
    service: SVC,
    runKey: `key-${n}`,
    runId: `run-${n}`,
    jobName: `job-${n}`,
    startTime: '2026-01-01T00:00:00Z',
    helper: { pid, procStart: '77' },
    job: JOB
  }
}

describe('open runs', () => {
  it('keeps one record per run, and forgets it when the run ends', async () => {
    const s = store()
    await s.open(run(1))
    await s.open(run(2))
    await s.close('key-1')
    const left = await s.list()
    expectEqual(
      left.map(r => [r.runKey, r.hostTag]),
      [['key-2', HOST_TAG]]
    )
  })

  it('finds lost runs only among this host’s and this service’s, never the asking job’s, never a live helper’s', () => {
    const mk = (key: string, host: string, pid?: number): OpenRun => ({
      version: 1,
      runKey: key,
      runId: '',
      jobName: key,
      startTime: '2026-01-01T00:00:00Z',
      hostTag: host,
      service: SVC,
      job: JOB,
      ...(pid ? { helper: { pid } } : {})
    })
    const runs = [
      mk('dead', HOST_TAG, 1),
      mk('live', HOST_TAG, 2),
      mk('other-host', 'ffffffff', 1),
      mk('own', HOST_TAG, 1),
      mk('no-helper', HOST_TAG),
      { ...mk('other-address', HOST_TAG, 1), service: { ...SVC, address: 'https://other' } },
      { ...mk('other-key', HOST_TAG, 1), service: { ...SVC, key: 'f'.repeat(32) } },
      { ...mk('no-service', HOST_TAG, 1), service: undefined }
    ]
    const lost = lostRuns(
      runs,
      evidence(h => h.pid === 2),
      {
        ownRunKey: 'own',
        now: Date.now(),
        service: SVC
      }
    )
    // A run without a helper (heartbeats off) is judged by its job's process alone.
    expectEqual(
      lost.map(l => l.run.runKey),
      ['dead', 'no-helper']
    )
    // A client that cannot name its service ends none.
    expectEqual(
      lostRuns(
        runs,
        evidence(() => false),
        { now: Date.now(), service: undefined }
      ),
      []
    )
  })

  it('ends a run as lost only on evidence that its job is gone, never on its helper alone', () => {
    const now = Date.parse('2026-11-26T10:00:00Z')
    const ago = (ms: number): string => new Date(now - ms).toISOString()
    const mk = (key: string, more: Partial<OpenRun> = {}): OpenRun => ({
      version: 1,
      runKey: key,
      runId: 'r',
      jobName: key,
      startTime: ago(2 * LONG_SILENCE_MS),
      hostTag: HOST_TAG,
      service: SVC,
      helper: { pid: 1 },
      intervalMs: 1000,
      job: { ...JOB, pid: Number(key.length) + 100 },
      ...more
    })
    const runs = [
      mk('job gone'),
      // Its helper was killed, but the job's shell goes on (a step's `pkill node`).
      mk('job alive'),
      // Another pid namespace: its job cannot be judged from here.
      mk('job unseen, beat recently', { lastBeatAt: ago(3600_000) }),
      mk('job unseen, silent a day', { lastBeatAt: ago(LONG_SILENCE_MS + 1000) }),
      // No job process named (cron, a terminal): only a long silence tells.
      mk('no job, beat recently', { job: undefined, lastBeatAt: ago(3600_000) }),
      mk('no job, silent a day', { job: undefined, lastBeatAt: ago(LONG_SILENCE_MS + 1000) }),
      // A heartbeat newer than two intervals: alive, whatever else is known.
      mk('job gone, record beat fresh', { lastBeatAt: ago(60_000), intervalMs: 60_000 }),
      mk('job gone, status beat fresh'),
      mk('job gone, beat stale', { lastBeatAt: ago(2500) })
    ]
    const judged: Record<string, JobLiveness> = {}
    for (const r of runs)
      judged[r.job?.pid ?? 0] = r.runKey.startsWith('job gone')
        ? 'gone'
        : r.runKey === 'job alive'
          ? 'alive'
          : 'unseen'
    const lost = lostRuns(
      runs,
      evidence(
        () => false,
        j => judged[j.pid]
      ),
      {
        now,
        service: SVC,
        lastWord: r =>
          r.runKey === 'job gone, status beat fresh' ? { lastBeatAt: ago(1500) } : undefined
      }
    )
    expectEqual(
      lost.map(l => [l.run.runKey, l.because]),
      [
        ['job gone', 'job-gone'],
        ['job unseen, silent a day', 'silence'],
        ['no job, silent a day', 'silence'],
        ['job gone, beat stale', 'job-gone']
      ]
    )
    // The judgement of each job reads its own record: distinct pids for distinct keys.
    expect(new Set(runs.map(r => r.job?.pid)).size).toBeGreaterThan(3)
  })

  it('says what was seen of a lost run', () => {
    expectEqual(
      [
        lostRunDetails('2026-01-01T00:05:00.000Z', false, {
          because: 'job-gone',
          jobWords: "the Buildkite job's process is gone"
        }),
        lostRunDetails(undefined, false, { because: 'silence' })
      ],
      [
        "runner lost (the Buildkite job's process is gone): last heartbeat at 2026-01-01T00:05:00.000+00:00",
        'runner lost (no sign of life for 24 h; its job could not be seen from here): no heartbeat known to have been delivered'
      ]
    )
  })

  it('says when the last heartbeat was, or that there was none', () => {
    expectEqual(
      [lostRunDetails('2026-01-01T00:05:00.000Z'), lostRunDetails(undefined), lostRunDetails('x')],
      [
        'runner lost: last heartbeat at 2026-01-01T00:05:00.000+00:00',
        'runner lost: no heartbeat known to have been delivered',
        'runner lost: no heartbeat known to have been delivered'
      ]
    )
  })

  it('ends each lost run as failed, with the run id its helper learnt, then forgets it', async () => {
    const s = store()
    await s.open({ ...run(1), runId: '' })
    await s.open(run(2))
    await s.open(run(3))
    const ended: [string, string, string][] = []
    const closed = await closeLostRuns({
      store: s,
      evidence: evidence(h => h.pid === 1002),
      now: Date.now(),
      service: SVC,
      lastWord: r =>
        r.runKey === 'key-1' ? { lastBeatAt: '2026-01-01T00:01:00Z', runId: 'learnt' } : undefined,
      end: async (r, details) => {
        ended.push([r.runKey, r.runId, details])
        // The third run's end could be neither delivered nor queued: its record stays.
        return r.runKey === 'key-3' ? refused(unavailable) : delivered
      }
    })
    expectEqual(closed, 1)
    expectEqual(ended, [
      [
        'key-1',
        'learnt',
        "runner lost (the Buildkite job's process is gone): last heartbeat at 2026-01-01T00:01:00.000+00:00"
      ],
      [
        'key-3',
        'run-3',
        "runner lost (the Buildkite job's process is gone): no heartbeat known to have been delivered"
      ]
    ])
    expectEqual((await s.list()).map(r => r.runKey).sort(), ['key-2', 'key-3'])
  })

  it('leaves a run whose end was asked for to its ender, until the grace is past', async () => {
    const now = Date.parse('2026-11-26T10:00:00Z')
    const at = (ms: number): string => new Date(now - ms).toISOString()
    const mk = (key: string, endAskedAt?: string): OpenRun => ({
      version: 1,
      runKey: key,
      runId: 'r',
      jobName: key,
      startTime: '2026-11-26T09:00:00Z',
      hostTag: HOST_TAG,
      service: SVC,
      job: JOB,
      helper: { pid: 1 },
      ...(endAskedAt === undefined ? {} : { endAskedAt })
    })
    const runs = [
      mk('never asked'),
      mk('asked just now', at(1000)),
      mk('asked long ago', at(END_ASKED_GRACE_MS + 1)),
      mk('asked from a little ahead', new Date(now + 60_000).toISOString()),
      mk('asked at no time', 'yesterday')
    ]
    expectEqual(
      lostRuns(
        runs,
        evidence(() => false),
        { now, service: SVC }
      ).map(l => l.run.runKey),
      ['never asked', 'asked long ago', 'asked at no time']
    )
    expectEqual(
      lostRunDetails('2026-11-26T09:30:00Z', true),
      'runner lost while it reported the end: last heartbeat at 2026-11-26T09:30:00.000+00:00'
    )
  })

  it('leaves a GitLab run whose script shell is gone to after_script until its wait has passed since first seen', async () => {
    // after_script runs in a shell of its own once the step_script shell is gone
    // (gitlab-runner common/build.go), within RUNNER_AFTER_SCRIPT_TIMEOUT.
    const s = store()
    const wait = 330_000
    const gitlab = { ...run(1), job: { ...JOB, kind: 'gitlab' as const }, endWaitMs: wait }
    await s.open(gitlab)
    await s.open({ ...run(2), job: { ...JOB, kind: 'gitlab' as const } })
    const ended: string[] = []
    const pass = (now: number): Promise<number> =>
      closeLostRuns({
        store: s,
        evidence: evidence(() => false),
        now,
        service: SVC,
        lastWord: () => undefined,
        end: async r => (ended.push(r.runKey), delivered)
      })
    const first = Date.parse('2026-01-01T01:00:00Z')
    // A run that names no wait is lost at once; the other is only marked as seen gone.
    expectEqual(await pass(first), 1)
    expectEqual(ended, ['key-2'])
    const [marked] = await s.list()
    expectEqual([marked.runKey, marked.jobGoneAt], ['key-1', '2026-01-01T01:00:00.000+00:00'])
    // Within the wait, counted from the first sight, not from this pass: still left.
    expectEqual(await pass(first + wait - 1000), 0)
    expectEqual((await s.list())[0].jobGoneAt, '2026-01-01T01:00:00.000+00:00')
    expectEqual(await pass(first + wait), 1)
    expectEqual(ended, ['key-2', 'key-1'])
    // A wait no after_script has, or a mark from far ahead of this clock, holds it no longer.
    const now = Date.parse('2026-11-26T10:00:00Z')
    const mk = (key: string, more: Partial<OpenRun>): OpenRun => ({
      version: 1,
      hostTag: HOST_TAG,
      ...run(3),
      runKey: key,
      job: { ...JOB, kind: 'gitlab' },
      ...more
    })
    expectEqual(
      lostRuns(
        [
          mk('a day of wait', {
            endWaitMs: LONG_SILENCE_MS,
            jobGoneAt: new Date(now - END_HOOK_WAIT_MAX_MS).toISOString()
          }),
          mk('marked from ahead', {
            endWaitMs: wait,
            jobGoneAt: new Date(now + 2 * wait).toISOString()
          })
        ],
        evidence(() => false),
        { now, service: SVC }
      ).map(l => l.run.runKey),
      ['a day of wait', 'marked from ahead']
    )
  })

  it('counts the wait afresh from a first-seen mark no clock can read, never holding the run for ever', () => {
    const now = Date.parse('2026-11-26T10:00:00Z')
    const seen: string[] = []
    const unreadable: OpenRun = {
      version: 1,
      hostTag: HOST_TAG,
      ...run(4),
      job: { ...JOB, kind: 'gitlab' },
      endWaitMs: 330_000,
      jobGoneAt: 'not a time'
    }
    const lost = lostRuns(
      [unreadable],
      evidence(() => false),
      {
        now,
        service: SVC,
        seenGone: r => seen.push(r.runKey)
      }
    )
    // Left for now, but marked as seen gone at this pass, so a later one can end it.
    expectEqual([lost.length, seen], [0, ['key-4']])
  })

  it('lets no mark from far ahead of this clock hold a run for ever', () => {
    const now = Date.parse('2026-11-26T10:00:00Z')
    const mk = (key: string, endAskedAt: string): OpenRun => ({
      version: 1,
      runKey: key,
      runId: 'r',
      jobName: key,
      startTime: '2026-11-26T09:00:00Z',
      hostTag: HOST_TAG,
      service: SVC,
      job: JOB,
      helper: { pid: 1 },
      endAskedAt
    })
    const runs = [
      mk('a minute ahead', new Date(now + 60_000).toISOString()),
      mk('in the year 9999', '9999-12-31T23:59:59Z'),
      mk('at the end of time', '+275760-09-13T00:00:00.000Z')
    ]
    const lostAt = (t: number): string[] =>
      lostRuns(
        runs,
        evidence(() => false),
        { now: t, service: SVC }
      ).map(l => l.run.runKey)
    // A mark a little ahead (a clock set back) holds its run for the grace from the mark; one
    // further ahead than any ender could have written holds nothing, however long this clock
    // runs below it.
    expectEqual(lostAt(now), ['in the year 9999', 'at the end of time'])
    expectEqual(lostAt(now + 60_000 + END_ASKED_GRACE_MS - 1), [
      'in the year 9999',
      'at the end of time'
    ])
    expectEqual(lostAt(now + 60_000 + END_ASKED_GRACE_MS), [
      'a minute ahead',
      'in the year 9999',
      'at the end of time'
    ])
    expectEqual(lostAt(now + 365 * 86_400_000), [
      'a minute ahead',
      'in the year 9999',
      'at the end of time'
    ])
  })

  it('marks a record as ending without losing what it held', async () => {
    const s = store()
    await s.open({ ...run(1), lastBeatAt: '2026-01-01T00:01:00Z' })
    await s.markEndAsked('key-1', '2026-01-01T00:02:00Z')
    await s.markEndAsked('key-unknown', '2026-01-01T00:02:00Z')
    const [r] = await s.list()
    expect(r).toMatchObject({
      runKey: 'key-1',
      lastBeatAt: '2026-01-01T00:01:00Z',
      endAskedAt: '2026-01-01T00:02:00Z',
      helper: { pid: 1001, procStart: '77' }
    })
    expectEqual((await s.list()).length, 1)
  })

  it('keeps both a heartbeat and the end-asked mark written at the same moment', async () => {
    // The helper touches its record after a beat without waiting, and marks it when asked to
    // stop: neither write may undo the other.
    for (let i = 0; i < 5; i++) {
      const s = store()
      await s.open(run(1))
      await Promise.all([
        s.touch('key-1', '2026-01-01T00:01:00Z'),
        s.markEndAsked('key-1', '2026-01-01T00:02:00Z')
      ])
      await Promise.all([
        s.markEndAsked('key-1', '2026-01-01T00:04:00Z'),
        s.touch('key-1', '2026-01-01T00:03:00Z')
      ])
      const [r] = await s.list()
      expect(r).toMatchObject({
        lastBeatAt: '2026-01-01T00:03:00Z',
        endAskedAt: '2026-01-01T00:04:00Z'
      })
    }
  })

  it('settles an end delivered, queued, refused for good, or with no run to end; not one that went nowhere', () => {
    expectEqual(
      [
        endSettled(delivered),
        endSettled(queued(unavailable)),
        endSettled(refused(conflict)),
        endSettled(refused(new AuthError('/monitoring'))),
        endSettled(undefined),
        endSettled(refused(unavailable))
      ],
      [true, true, true, true, true, false]
    )
  })

  it('keeps a run whose end met an address it cannot speak to (a certificate refused)', () => {
    // The address is wrong, not the end: the queue keeps such records for when it is right.
    const expired = new ConnectionError(
      '/monitoring',
      Object.assign(new Error('certificate has expired'), { code: 'CERT_HAS_EXPIRED' })
    )
    expect(expired.retryable).toBe(false)
    expectEqual(endSettled(refused(expired)), false)
  })

  it('forgets a lost run whose end the service refuses for good, and says so; keeps one that went nowhere', async () => {
    const s = store()
    await s.open(run(1))
    await s.open(run(2))
    const said: string[] = []
    const closed = await closeLostRuns({
      store: s,
      evidence: evidence(() => false),
      now: Date.now(),
      service: SVC,
      lastWord: () => undefined,
      end: async r => (r.runKey === 'key-1' ? refused(conflict) : refused(unavailable)),
      log: m => said.push(m)
    })
    expectEqual(closed, 1)
    expectEqual(
      (await s.list()).map(r => r.runKey),
      ['key-2']
    )
    expect(said[0]).toMatch(
      /^the run of job-1 .* is lost; the service refused its end \(.*409.*\): forgotten$/
    )
    expect(said[1]).toMatch(
      /^the run of job-2 .* could not be sent or queued: kept for a later pass$/
    )
  })

  it('reads a bounded number of records per pass, and ends a bounded number of them', async () => {
    const s = store()
    for (let i = 0; i < OPEN_RUNS_READ_PER_PASS + 5; i++) await s.open(run(i))
    expectEqual((await s.list()).length, OPEN_RUNS_READ_PER_PASS)
    let ended = 0
    await closeLostRuns({
      store: s,
      evidence: evidence(() => false),
      now: Date.parse('2026-01-02T00:00:00Z'),
      service: SVC,
      lastWord: () => undefined,
      end: async () => (ended++, delivered)
    })
    expectEqual(ended, OPEN_RUNS_PER_PASS)
  })

  it('ends its own lost runs however many records of others come first', async () => {
    const s = store()
    const other = { address: 'https://other.example', key: 'f'.repeat(32) }
    // Records are taken in name order (the run key in hex): "a..." comes before "z...".
    for (let i = 0; i < OPEN_RUNS_PER_PASS + 5; i++)
      await s.open({ ...run(i), runKey: `a-${i}`, service: other })
    await s.open({ ...run(99), runKey: 'z-mine' })
    const ended: string[] = []
    await closeLostRuns({
      store: s,
      evidence: evidence(() => false),
      now: Date.parse('2026-01-02T00:00:00Z'),
      service: SVC,
      lastWord: () => undefined,
      end: async r => (ended.push(r.runKey), delivered)
    })
    expectEqual(ended, ['z-mine'])
  })

  it('forgets, without an end, a record of this machine left for longer than anyone would end it', async () => {
    const s = store()
    const other = { address: 'https://other.example', key: 'f'.repeat(32) }
    const now = Date.parse('2026-03-01T00:00:00Z')
    const old = new Date(now - OPEN_RUN_MAX_AGE_MS - 60_000).toISOString()
    const recent = new Date(now - 60_000).toISOString()
    await s.open({ ...run(1), service: other, startTime: old, lastBeatAt: old })
    await s.open({ ...run(2), service: other, startTime: old, lastBeatAt: recent })
    await s.open({ ...run(3), service: other, startTime: old, helper: undefined })
    await s.open({ ...run(4), service: other, startTime: old, helper: { pid: 7 } })
    const said: string[] = []
    const closed = await closeLostRuns({
      store: s,
      evidence: evidence(h => h.pid === 7),
      now,
      service: SVC,
      lastWord: () => undefined,
      end: async () => delivered,
      log: m => said.push(m)
    })
    expectEqual(closed, 0)
    // Its last sign of life is old and its helper gone: no job of its service came to end it.
    expectEqual((await s.list()).map(r => r.runKey).sort(), ['key-2', 'key-4'])
    expect(said.join('\n')).toMatch(/the run of job-1 .*: forgotten after 30 days without an end/)
  })

  it('reads only regular files it wrote: not a link, not another shape, not a link as folder', async () => {
    const s = store()
    await s.open(run(1))
    const other = join(mkdtempSync(join(tmpdir(), 'jm-open-')), 'x.json')
    writeFileSync(other, JSON.stringify({ ...run(9), version: 1, hostTag: HOST_TAG }))
    symlinkSync(other, join(s.dir, `${'aa'.repeat(5)}.json`))
    writeFileSync(join(s.dir, `${Buffer.from('key-7').toString('hex')}.json`), '{"version":1}')
    expectEqual(
      (await s.list()).map(r => r.runKey),
      ['key-1']
    )
    const linked = join(mkdtempSync(join(tmpdir(), 'jm-open-')), 'q')
    mkdirSync(linked)
    symlinkSync(s.dir, join(linked, 'open'))
    expectEqual(await OpenRunStore.inQueue(linked).list(), [])
    expect(parseOpenRun('[]')).toBeUndefined()
  })

  it('removes a temporary file once its writer is gone, never a live writer’s', async () => {
    const s = store()
    await s.open(run(1))
    // Above any pid_max: no process holds it.
    const dead = `.tmp-${HOST_TAG}-${2 ** 23 + 1}-00aa`
    const live = `.tmp-${HOST_TAG}-${process.pid}-00bb`
    for (const name of [dead, live]) writeFileSync(join(s.dir, name), '{')
    await s.list()
    expectEqual(
      readdirSync(s.dir).filter(n => n.startsWith('.tmp-')),
      [live]
    )
  })
})
