/**
 * The retry rule as the API text states it (section 7, item 3): "at most 3 attempts; wait 2 to
 * the power of the attempt number (0-based) in seconds (1 s, 2 s, 4 s) after 429, status 500 or
 * above, or a timeout; request timeout 30 seconds; do not retry other client errors" and "401:
 * do not retry". Each row is an outcome; each column the attempt (1-based) it ended; each cell
 * the wait before the next attempt, or "stop". A 429's wait is "later": the sequence stops with
 * its place kept and the next carrier (the queue) makes the next attempt no sooner, since the
 * hourly limit (8.1) does not lift in seconds. The rows run through the error classes and the
 * loop of src/client/retry.ts, which the client and the queue's replay both use.
 */
import { describe, it } from '@jest/globals'
import {
  AuthError,
  ConnectionError,
  HttpStatusError,
  type MonitorError,
  ResponseShapeError,
  TimeoutError,
  UpdateFailedError
} from '../../src/client/errors.js'
import {
  type AttemptReport,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_TIMEOUT_MS,
  restAfterSequenceMs,
  retryAfterOf,
  runSequence,
  sequenceToContinue
} from '../../src/client/retry.js'
import { expectEqual } from '../expect-equal.js'
import { FakeClock } from './fake-clock.js'

const E = '/monitoring'
/**
 * The wait before the next attempt, spent in line by this carrier; or, marked "later", the least
 * wait before the next carrier (the queue) makes it; or "stop".
 */
type Cell = '1 s' | '2 s' | '4 s' | '1 s later' | '2 s later' | 'stop'

const status = (s: number) => () => new HttpStatusError(E, s, '')

/** outcome → [after attempt 1, after attempt 2, after attempt 3] */
const RULE: Array<[string, () => MonitorError, [Cell, Cell, Cell]]> = [
  ['401', () => new AuthError(E), ['stop', 'stop', 'stop']],
  ['400', status(400), ['stop', 'stop', 'stop']],
  ['403', status(403), ['stop', 'stop', 'stop']],
  ['404', status(404), ['stop', 'stop', 'stop']],
  ['409', status(409), ['stop', 'stop', 'stop']],
  ['422', status(422), ['stop', 'stop', 'stop']],
  // The hourly limit (8.1) does not lift in seconds: the backoff is kept, by the queue.
  ['429', status(429), ['1 s later', '2 s later', 'stop']],
  ['500', status(500), ['1 s', '2 s', 'stop']],
  ['502', status(502), ['1 s', '2 s', 'stop']],
  ['503', status(503), ['1 s', '2 s', 'stop']],
  ['504', status(504), ['1 s', '2 s', 'stop']],
  ['599', status(599), ['1 s', '2 s', 'stop']],
  ['timeout', () => new TimeoutError(E, DEFAULT_TIMEOUT_MS), ['1 s', '2 s', 'stop']],
  // Beyond the text: no answer at all is retried like a timeout; a 200 that is not a success
  // is a failed attempt (7.2); a TLS mismatch is the same a second later.
  [
    'connection refused',
    () => new ConnectionError(E, Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })),
    ['1 s', '2 s', 'stop']
  ],
  ['200 update_status Failed', () => new UpdateFailedError(E), ['1 s', '2 s', 'stop']],
  ['200 without run_id', () => new ResponseShapeError(E, 'no run_id'), ['1 s', '2 s', 'stop']],
  [
    'TLS certificate refused',
    () => new ConnectionError(E, Object.assign(new Error('expired'), { code: 'CERT_HAS_EXPIRED' })),
    ['stop', 'stop', 'stop']
  ]
]

/** What the loop does after attempt `n` (1-based) of a call that keeps failing this way. */
async function cellAfter(n: number, fail: () => MonitorError): Promise<Cell> {
  const reports: AttemptReport[] = []
  const timeouts: number[] = []
  const clock = new FakeClock()
  const result = await runSequence(
    async (timeoutMs: number): Promise<never> => {
      timeouts.push(timeoutMs)
      throw fail()
    },
    {
      clock,
      maxAttempts: DEFAULT_MAX_ATTEMPTS,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      state: { attempts: n - 1 },
      notAttempted: why => new HttpStatusError(E, 0, why),
      onAttempt: r => reports.push(r)
    }
  )
  if (timeouts.some(t => t !== 30_000)) throw new Error(`request timeouts ${timeouts.join()}`)
  const first = reports[0]
  if (first?.attempt !== n) throw new Error(`attempt ${n} was not made`)
  if (first.waitMs === undefined) {
    if (reports.length !== 1) throw new Error(`attempt after a stop: ${reports.length}`)
    return 'stop'
  }
  if (first.handedOver) {
    if (reports.length !== 1)
      throw new Error(`attempt in line after a hand-over: ${reports.length}`)
    if (result.delivered || result.state.notBefore !== clock.now() + first.waitMs)
      throw new Error('the state handed over does not keep the wait')
    return `${first.waitMs / 1000} s later` as Cell
  }
  if (reports[1]?.attempt !== n + 1) throw new Error(`no attempt ${n + 1} after the wait`)
  return `${first.waitMs / 1000} s` as Cell
}

describe('the retry rule (API text 7.3)', () => {
  it('waits or stops after each attempt as the text says, per outcome', async () => {
    const seen: Record<string, Cell[]> = {}
    const wanted: Record<string, Cell[]> = {}
    for (const [outcome, fail, cells] of RULE) {
      wanted[outcome] = cells
      seen[outcome] = [await cellAfter(1, fail), await cellAfter(2, fail), await cellAfter(3, fail)]
    }
    expectEqual(seen, wanted)
  })

  it('makes at most 3 attempts per sequence, each with a 30 s timeout', async () => {
    const clock = new FakeClock()
    const timeouts: number[] = []
    const result = await runSequence(
      async (timeoutMs: number): Promise<never> => {
        timeouts.push(timeoutMs)
        throw new HttpStatusError(E, 500, '')
      },
      {
        clock,
        maxAttempts: DEFAULT_MAX_ATTEMPTS,
        timeoutMs: DEFAULT_TIMEOUT_MS,
        notAttempted: why => new HttpStatusError(E, 0, why)
      }
    )
    expectEqual(
      { timeouts, waits: clock.waits, attempts: result.delivered ? -1 : result.state.attempts },
      { timeouts: [30_000, 30_000, 30_000], waits: [1000, 2000], attempts: 3 }
    )
  })

  it("lengthens a wait to a 429's or 503's Retry-After, up to its cap, and reads it on no other status", () => {
    const now = Date.parse('2026-11-22T10:00:00Z')
    expectEqual(
      {
        429: retryAfterOf(429, '5', now, 60_000),
        503: retryAfterOf(503, '5', now, 60_000),
        500: retryAfterOf(500, '5', now, 60_000),
        // Spent in line, a 503's wait is capped; a 429's is the queue's, up to the hour.
        capped: retryAfterOf(503, '3600', now, 60_000),
        hour: retryAfterOf(429, '3600', now, 60_000),
        day: retryAfterOf(429, '86400', now, 60_000),
        date: retryAfterOf(429, 'Sun, 22 Nov 2026 10:00:07 GMT', now, 60_000),
        unreadable: retryAfterOf(429, 'soon', now, 60_000)
      },
      {
        429: 5000,
        503: 5000,
        500: undefined,
        capped: 60_000,
        hour: 3_600_000,
        day: 3_600_000,
        date: 7000,
        unreadable: undefined
      }
    )
  })

  it('rests a spent sequence twice the last wait (8 s), then a carrier begins a new one', async () => {
    const clock = new FakeClock()
    const result = await runSequence(
      async (): Promise<never> => {
        throw new HttpStatusError(E, 503, '')
      },
      {
        clock,
        maxAttempts: DEFAULT_MAX_ATTEMPTS,
        timeoutMs: DEFAULT_TIMEOUT_MS,
        notAttempted: why => new HttpStatusError(E, 0, why)
      }
    )
    const state = result.delivered ? undefined : result.state
    expectEqual(
      {
        rest: restAfterSequenceMs(DEFAULT_MAX_ATTEMPTS),
        state,
        next: state && sequenceToContinue(state, DEFAULT_MAX_ATTEMPTS),
        unfinished: sequenceToContinue({ attempts: 1, notBefore: 5 }, DEFAULT_MAX_ATTEMPTS)
      },
      {
        rest: 8000,
        state: { attempts: 3, notBefore: clock.now() + 8000 },
        next: { attempts: 0, notBefore: clock.now() + 8000 },
        unfinished: { attempts: 1, notBefore: 5 }
      }
    )
  })
})
