/**
 * A scheduled run's place in its schedule: the cron expression from the event payload
 * (`github.event.schedule`), the slot it fired for, its lag, and the slots since the workflow's
 * previous scheduled run that never ran, from GitHub's documented `workflow-run-paginated`.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  MAX_MISSED_COUNTED,
  cronOf,
  cronOfEvent,
  scheduleMetadata,
  scheduledRunsOf
} from '../../src/action/schedule.js'
import { workflowRuns } from './fixtures/github-api-answers.js'
import { expectEqual } from '../expect-equal.js'
import { skipOn } from '../platform.js'

const links = skipOn(['win32'], 'symbolic links need a privilege on Windows')

const at = (iso: string): number => Date.parse(iso)

describe('the cron expression', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'jm-schedule-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("reads github.event.schedule from the event's payload", () => {
    const path = join(dir, 'event.json')
    writeFileSync(
      path,
      JSON.stringify({ schedule: '30 5 * * 1-5', workflow: '.github/workflows/n.yml' })
    )
    expect(cronOfEvent(path)).toBe('30 5 * * 1-5')
  })

  it('reads nothing from a garbled payload, one without a schedule, or no file', () => {
    const path = join(dir, 'event.json')
    writeFileSync(path, '{"schedule": ')
    expect(cronOfEvent(path)).toBeUndefined()
    writeFileSync(path, '{"ref": "refs/heads/main"}')
    expect(cronOfEvent(path)).toBeUndefined()
    expect(cronOfEvent(join(dir, 'none.json'))).toBeUndefined()
    expect(cronOfEvent(undefined)).toBeUndefined()
  })

  links.it('does not follow a link to the payload', () => {
    const real = join(dir, 'real.json')
    writeFileSync(real, JSON.stringify({ schedule: '0 3 * * *' }))
    symlinkSync(real, join(dir, 'event.json'))
    expect(cronOfEvent(join(dir, 'event.json'))).toBeUndefined()
  })

  it("takes GitHub's five fields only", () => {
    expect(cronOf('  0   3 * * * ')).toBe('0 3 * * *')
    expect(cronOf('0 0 3 * * *')).toBeUndefined() // a seconds field: not GitHub's
    expect(cronOf('0 3 * * * ; rm')).toBeUndefined()
    expect(cronOf(3)).toBeUndefined()
  })
})

describe('scheduleMetadata', () => {
  it('sends the slot a late run fired for and how late it was created', () => {
    // Monday 2026-11-23: the 05:30 slot, created 17 min 12 s later.
    expectEqual(scheduleMetadata('30 5 * * 1-5', { created: at('2026-11-23T05:47:12Z') }), {
      'job_monitor.schedule.cron': '30 5 * * 1-5',
      'job_monitor.schedule.timezone': 'UTC',
      'job_monitor.schedule.slot': '2026-11-23T05:30:00.000Z',
      'job_monitor.schedule.lag_seconds': 1032
    })
  })

  it('counts and lists the slots since the previous scheduled run that never ran', () => {
    expectEqual(
      scheduleMetadata('0 * * * *', {
        created: at('2026-11-23T06:10:00Z'),
        previous: at('2026-11-23T02:04:00Z')
      }),
      {
        'job_monitor.schedule.cron': '0 * * * *',
        'job_monitor.schedule.timezone': 'UTC',
        'job_monitor.schedule.slot': '2026-11-23T06:00:00.000Z',
        'job_monitor.schedule.lag_seconds': 600,
        'job_monitor.schedule.missed_slots': 3,
        'job_monitor.schedule.missed_slot_times': [
          '2026-11-23T03:00:00.000Z',
          '2026-11-23T04:00:00.000Z',
          '2026-11-23T05:00:00.000Z'
        ]
      }
    )
    // The slot before ran: none missed. A weekday cron does not miss the weekend.
    const m = scheduleMetadata('30 5 * * 1-5', {
      created: at('2026-11-23T05:31:00Z'),
      previous: at('2026-11-20T05:33:00Z')
    })
    expect(m['job_monitor.schedule.missed_slots']).toBe(0)
  })

  it('counts at most MAX_MISSED_COUNTED and lists the latest ten', () => {
    const m = scheduleMetadata('* * * * *', {
      created: at('2026-11-23T06:00:00Z'),
      previous: at('2026-11-20T06:00:00Z')
    })
    expect(m['job_monitor.schedule.missed_slots']).toBe(MAX_MISSED_COUNTED)
    const times = m['job_monitor.schedule.missed_slot_times'] as string[]
    expect(times).toHaveLength(10)
  })

  it('never throws on any expression or time', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom('0 3 31 2 *', '*/0 * * * *', '61 * * * *', '@daily')),
        fc.double(),
        fc.option(fc.double(), { nil: undefined }),
        (cron, created, previous) => {
          scheduleMetadata(cron, { created, previous })
        }
      ),
      { numRuns: 200 }
    )
  })
})

describe('scheduledRunsOf', () => {
  const body = workflowRuns([
    { id: 9003, event: 'schedule', created_at: '2026-11-23T06:10:00Z' },
    { id: 9002, event: 'schedule', created_at: '2026-11-23T02:04:00Z' },
    { id: 9001, event: 'schedule', created_at: '2026-11-23T01:03:00Z' }
  ])

  it('finds this run and the scheduled run before it', () => {
    expectEqual(scheduledRunsOf(body, 9003), {
      created: at('2026-11-23T06:10:00Z'),
      previous: at('2026-11-23T02:04:00Z')
    })
    expectEqual(scheduledRunsOf(body, 9001), { created: at('2026-11-23T01:03:00Z') })
    expectEqual(scheduledRunsOf(body, 1), {})
  })

  it('never throws on a hostile or garbled answer', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (runs, id) => {
        scheduledRunsOf(runs, 9003)
        scheduledRunsOf({ workflow_runs: [runs, { id: 9003, created_at: id }] }, 9003)
      })
    )
  })
})
