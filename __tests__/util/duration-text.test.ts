// How every front end says a duration: the pages, `runs`, exec's own line in the end report's
// logs and the slower-than-usual note. A run too short for a tenth of a second is said in
// milliseconds, not as "0.0 s", which reads as no time or no data.
import { describe, expect, it } from '@jest/globals'
import { formatSeconds } from '../../src/util/duration-text.js'
import { exitLine } from '../../src/cli/exec/end-report.js'

describe('formatSeconds', () => {
  it('says seconds to the tenth, minutes and hours as before', () => {
    expect([0.1, 4.2, 59.94, 65, 7800].map(formatSeconds)).toEqual([
      '0.1 s',
      '4.2 s',
      '59.9 s',
      '1 min 5 s',
      '2 h 10 min'
    ])
  })

  it('says in milliseconds what would round to 0.0 s', () => {
    expect([0.03, 0.0004, 0.049, 0, -1].map(formatSeconds)).toEqual([
      '30 ms',
      '0 ms',
      '49 ms',
      '0 ms',
      '0 ms'
    ])
  })
})

describe("exec's line of how the command ended", () => {
  it('says its duration as the pages do', () => {
    const exit = { code: 0, signal: null }
    expect(exitLine({ exit, exitCode: 0, durationMs: 20 })).toBe('[exit 0, 20 ms]')
    expect(exitLine({ exit, exitCode: 0, durationMs: 4200 })).toBe('[exit 0, 4.2 s]')
    expect(
      exitLine({ exit: { code: null, signal: 'SIGTERM' }, exitCode: 143, durationMs: 95_200 })
    ).toBe('[exit SIGTERM, 1 min 35 s]')
  })
})
