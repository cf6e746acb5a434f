/**
 * The one owner of a run's end: the order it is written in, whoever ends the run (post, `end`,
 * the helper, the lost-run pass), and what becomes of the run's open-run record.
 */
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HttpStatusError } from '../../src/client/errors.js'
import type { StopResult } from '../../src/helper/stop.js'
import type { Outcome } from '../../src/queue/deliver.js'
import { OpenRunStore } from '../../src/queue/open-runs.js'
import { endTheRun } from '../../src/run/run-end.js'
import { expectEqual } from '../expect-equal.js'

const delivered: Outcome<'end'> = {
  delivered: true,
  attempts: 1,
  response: { message: 'ok', run_id: 'r', update_status: 'Success' } as never
}
const unavailable: Outcome<'end'> = {
  delivered: false,
  error: new HttpStatusError('/monitoring', 503, '')
}

/** A store whose every call is written down, in order. */
function recording(steps: string[]): OpenRunStore {
  const store = OpenRunStore.inQueue(join(mkdtempSync(join(tmpdir(), 'jm-end-')), 'q'))
  store.markEndAsked = async (key: string) => void steps.push(`mark ${key}`)
  store.close = async (key: string) => void steps.push(`close ${key}`)
  return store
}

describe('the end of a run', () => {
  it('marks it ending, stops its helper, ends it, then closes its record', async () => {
    const steps: string[] = []
    const r = await endTheRun({
      runKey: 'k',
      records: recording(steps),
      stopHelper: async () => (steps.push('stop'), { how: 'request' } as StopResult),
      send: async helper => (steps.push(`send after ${helper?.how}`), { end: delivered })
    })
    expectEqual(steps, ['mark k', 'stop', 'send after request', 'close k'])
    expectEqual([r.record, r.helper?.how, r.leftOpen], ['closed', 'request', undefined])
  })

  it('leaves the record of an end that went nowhere, for a later job', async () => {
    const steps: string[] = []
    const r = await endTheRun({
      runKey: 'k',
      records: recording(steps),
      send: async () => ({ end: unavailable })
    })
    // Every front end says the same words of it: the owner's.
    expectEqual(
      [steps, r.record, r.leftOpen],
      [['mark k'], 'left-open', 'the run stays open: a later job on this machine will end it']
    )
  })

  it('leaves the record alone when the helper ended the run, and keeps it when nothing was tried', async () => {
    for (const [attempt, fate] of [
      [{ settledElsewhere: true }, 'settled-elsewhere'],
      [{ notTried: true }, 'left-open'],
      [{ forget: true }, 'closed'],
      [{ end: undefined }, 'closed']
    ] as const) {
      const steps: string[] = []
      const r = await endTheRun({
        runKey: 'k',
        records: recording(steps),
        send: async () => attempt
      })
      expectEqual(r.record, fate)
    }
  })

  it('sends after a short wait for a slow helper, and sees the stop through after', async () => {
    const steps: string[] = []
    let letGo = (): void => undefined
    const slow = new Promise<StopResult>(resolve => {
      letGo = () => resolve({ how: 'killed' })
    })
    const r = endTheRun({
      runKey: 'k',
      records: recording(steps),
      stopHelper: () => slow,
      stopFirstMs: 1,
      send: async helper => {
        steps.push(`send after ${helper?.how ?? 'no answer yet'}`)
        setImmediate(letGo)
        return { end: delivered }
      }
    })
    const done = await r
    expectEqual(steps, ['mark k', 'send after no answer yet', 'close k'])
    expectEqual(done.helper?.how, 'killed')
  })

  it('sees the stop through when the end throws, and lets the error out', async () => {
    let stopped = false
    await expect(
      endTheRun({
        runKey: 'k',
        stopHelper: async () => ((stopped = true), { how: 'gone' } as StopResult),
        send: async () => {
          throw new Error('broken')
        }
      })
    ).rejects.toThrow('broken')
    expect(stopped).toBe(true)
  })
})
