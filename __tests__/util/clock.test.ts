/**
 * The system clock's waits: a wait worked out from a deadline already past (or from a missing
 * time) ends at once, and Node prints nothing about it into the job's log. In a process of its
 * own, where Node's warnings reach stderr as they would in a step.
 */
import { describe, expect, it } from '@jest/globals'
import { inChild } from '../in-child.js'

describe('systemClock.sleep', () => {
  it('waits no time for a past or missing wait, and Node warns of nothing', async () => {
    const r = await inChild(`
      import { systemClock } from SRC(util/clock.ts)
      const began = Date.now()
      for (const ms of [-3088, -1, Number.NaN, 0]) await systemClock.sleep(ms)
      await new Promise(r => setImmediate(r))
      console.log(JSON.stringify({ ms: Date.now() - began }))
    `)
    expect(r.hung).toBe(false)
    expect(r.out).not.toMatch(/Warning/)
    expect((r.last as { ms: number }).ms).toBeLessThan(1000)
  })
})
