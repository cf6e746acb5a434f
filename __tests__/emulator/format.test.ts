// How the pages say a duration: a run too short for a tenth of a second is said in milliseconds,
// not as "0.0 s", which reads as no time or no data.
import { describe, expect, it } from '@jest/globals'
import { formatSeconds } from '../../src/emulator/pages/format.js'

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
