/** The one rule that calls a run slower than usual, for the command line and the action alike. */
import { describe, expect, it } from '@jest/globals'
import {
  USUAL_RULE,
  isSlowerThanUsual,
  slowerThanUsual,
  usualDurationMs,
  withUsualNote
} from '../../src/run/usual-duration.js'

describe('slowerThanUsual', () => {
  it('needs at least 3 earlier runs', () => {
    expect(slowerThanUsual(60_000, [1000, 1000])).toBeUndefined()
    expect(slowerThanUsual(60_000, [1000, 1000, 1000])).toBe(
      'slower than usual (1 min 0 s, usual 1.0 s)'
    )
  })

  it('is more than twice the median of the earlier runs, and at least a second more', () => {
    // The median, not the mean: one slow run in the past does not move "usual".
    const prior = [10_000, 11_000, 12_000, 600_000]
    expect(slowerThanUsual(23_000, prior)).toBeUndefined()
    expect(slowerThanUsual(23_001, prior)).toBe('slower than usual (23.0 s, usual 11.5 s)')
    // A job of a tenth of a second is not slow at three tenths.
    expect(slowerThanUsual(300, [100, 100, 100])).toBeUndefined()
    expect(slowerThanUsual(1200, [100, 100, 100])).toBe('slower than usual (1.2 s, usual 0.1 s)')
    // Said as the pages and `runs` say a duration (util/duration-text.ts).
    expect(slowerThanUsual(1100, [20, 30, 40])).toBe('slower than usual (1.1 s, usual 30 ms)')
  })
})

describe('slowerThanUsual, given what a source can know', () => {
  it('takes a smaller least number of earlier runs from a source that can read no more, never fewer than 2', () => {
    expect(slowerThanUsual(60_000, [1000, 1000], 2)).toBe(
      'slower than usual (1 min 0 s, usual 1.0 s)'
    )
    expect(slowerThanUsual(60_000, [1000], 1)).toBeUndefined()
    expect(slowerThanUsual(60_000, [1000], 0)).toBeUndefined()
  })

  it('counts no duration that is not one', () => {
    expect(slowerThanUsual(60_000, [1000, Number.NaN, -5, Infinity])).toBeUndefined()
    expect(slowerThanUsual(Number.NaN, [1000, 1000, 1000])).toBeUndefined()
  })
})

describe("the rule in its parts, for a front end that shows them (the emulator's pages)", () => {
  it('gives the usual duration once there are enough earlier runs, and says when a run is slower', () => {
    expect(usualDurationMs([1000, 1000])).toBeUndefined()
    expect(usualDurationMs([1000, 3000, 2000])).toBe(2000)
    // The last 20 only: an old outlier drops out.
    expect(usualDurationMs([900_000, ...Array(20).fill(1000)])).toBe(1000)
    expect([isSlowerThanUsual(4000, 2000), isSlowerThanUsual(4001, 2000)]).toEqual([false, true])
    expect(isSlowerThanUsual(300, 100)).toBe(false)
    expect(USUAL_RULE).toBe(
      "more than 2 times the median of the job's earlier successful runs (its latest 20, once there are 3) and at least 1 s more"
    )
  })
})

describe('withUsualNote', () => {
  it('ends the logs with the note as their own last line', () => {
    expect(withUsualNote('a\n', 'slower than usual (9.0 s, usual 1.0 s)')).toBe(
      'a\nslower than usual (9.0 s, usual 1.0 s)\n'
    )
    expect(withUsualNote('a', 'n')).toBe('a\nn\n')
    expect(withUsualNote('', 'n')).toBe('n\n')
    expect(withUsualNote('a\n', undefined)).toBe('a\n')
  })
})
