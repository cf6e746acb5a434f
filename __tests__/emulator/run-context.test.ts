// A run's context on its page (run-context.ts), read from the metadata the action sends.
import { describe, it } from '@jest/globals'
import { PREVIOUS_ATTEMPT_RESULT_KEY, FLAKY_KEY } from '../../src/action/attempts.js'
import { END_REASON_KEY } from '../../src/action/end-facts.js'
import { SCHEDULE_KEYS } from '../../src/action/schedule.js'
import { CONTEXT_KEYS, runContext } from '../../src/emulator/pages/run-context.js'
import type { EmulatedRun } from '../../src/emulator/service/types.js'
import { CONTEXT_KEYS as RUN_CONTEXT_KEYS } from '../../src/run/context.js'
import { expectEqual } from '../expect-equal.js'

function run(fields: Partial<EmulatedRun>): EmulatedRun {
  return {
    run_id: 'run_1',
    job_name: 'nightly',
    status: 'failed',
    start_time: '2026-11-22T10:00:00Z',
    end_time: '2026-11-22T10:05:00Z',
    error_details: null,
    heartbeats: 0,
    received_start: '2026-11-22T10:00:00Z',
    ...fields
  }
}

describe('runContext', () => {
  it('reads the keys the action sends', () => {
    expectEqual(CONTEXT_KEYS, {
      endReason: END_REASON_KEY,
      queueSeconds: RUN_CONTEXT_KEYS.queueSeconds,
      attempt: RUN_CONTEXT_KEYS.attempt,
      previousAttemptResult: PREVIOUS_ATTEMPT_RESULT_KEY,
      flaky: FLAKY_KEY,
      scheduleSlot: SCHEDULE_KEYS.slot,
      lagSeconds: SCHEDULE_KEYS.lagSeconds,
      missedSlots: SCHEDULE_KEYS.missedSlots
    })
  })

  it('says why it ended, its queue, schedule and attempt, the end report before the start', () => {
    const facts = runContext(
      run({
        error_details:
          'The job exceeded its time limit of 10 minutes (timeout-minutes).\nFailed steps: build',
        metadata: { 'job_monitor.attempt': '1', branch: 'main' },
        end_metadata: {
          'job_monitor.end_reason': 'job_timeout',
          'job_monitor.queue_seconds': 75,
          'job_monitor.attempt': '2',
          'job_monitor.previous_attempt_result': 'failure',
          'job_monitor.flaky': 'true',
          'job_monitor.schedule.slot': '2026-11-22T09:00:00Z',
          'job_monitor.schedule.lag_seconds': '42',
          'job_monitor.schedule.missed_slots': 3
        }
      })
    )
    expectEqual(
      facts.map(f => [f.name, f.value]),
      [
        [
          'Why it ended',
          'The job exceeded its time limit of 10 minutes (timeout-minutes). (job_timeout)'
        ],
        ['Queued', '1 min 15 s'],
        ['Schedule', '42.0 s late for the 2026-11-22 09:00 +00:00 slot'],
        ['Missed slots', '3'],
        ['Attempt', '2 (the attempt before: failure)'],
        ['Flaky', 'yes: it failed before and passed on a re-run of the same commit']
      ]
    )
  })

  it("says a run that came early for its slot early, on time at it, and the slot in the job's zone", () => {
    const schedule = (start: string, lag: number) =>
      runContext(
        run({
          start_time: start,
          metadata: {
            'job_monitor.schedule.cron': '*/15 * * * *',
            'job_monitor.schedule.timezone': 'Asia/Kolkata',
            'job_monitor.schedule.slot': '2026-11-22T04:00:00.000Z',
            'job_monitor.schedule.lag_seconds': lag
          }
        })
      ).find(f => f.name === 'Schedule')?.value
    // The early-start rule: a run up to 30 s before its slot stands for it (lag 0).
    expectEqual(
      schedule('2026-11-22T03:59:53Z', 0),
      '7.0 s early for the 2026-11-22 09:30 +05:30 slot'
    )
    expectEqual(schedule('2026-11-22T04:00:00Z', 0), 'on time for the 2026-11-22 09:30 +05:30 slot')
    expectEqual(
      schedule('2026-11-22T04:01:10Z', 70),
      '1 min 10 s late for the 2026-11-22 09:30 +05:30 slot'
    )
  })

  it('is empty for a run that sent none of it, and keeps a value it cannot read as sent', () => {
    expectEqual(runContext(run({ metadata: { branch: 'main' }, error_details: 'exit 2' })), [])
    expectEqual(
      runContext(run({ end_metadata: { 'job_monitor.queue_seconds': '<b>soon</b>' } })).map(
        f => f.value
      ),
      ['<b>soon</b>']
    )
  })
})
