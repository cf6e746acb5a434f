import { describe, expect, it } from '@jest/globals'
import { MASK } from '../../src/logs/constants.js'
import { allMatches, maskSpans, mergeSpans, type Span } from '../../src/logs/redact-spans.js'

describe('mergeSpans', () => {
  it('sorts the spans and merges those that overlap or touch, dropping empty ones', () => {
    const spans: Span[] = [
      { start: 10, end: 12 },
      { start: 0, end: 3 },
      { start: 2, end: 5 },
      { start: 5, end: 6 },
      { start: 8, end: 8 },
      { start: 11, end: 11 }
    ]
    expect(mergeSpans(spans)).toEqual([
      { start: 0, end: 6 },
      { start: 10, end: 12 }
    ])
  })

  it('keeps a span that holds another whole', () => {
    expect(
      mergeSpans([
        { start: 3, end: 4 },
        { start: 1, end: 9 }
      ])
    ).toEqual([{ start: 1, end: 9 }])
  })
})

describe('maskSpans', () => {
  it('replaces each span by the mask and keeps the rest', () => {
    const text = 'user=alice password=hunter2 ok'
    const spans = [
      { start: 5, end: 10 },
      { start: 20, end: 27 }
    ]
    expect(maskSpans(text, spans)).toBe(`user=${MASK} password=${MASK} ok`)
    expect(maskSpans(text, [])).toBe(text)
  })
})

describe('allMatches', () => {
  it('finds every match, its group 1 left visible', () => {
    const spans: Span[] = []
    allMatches(/(key=)\w+/g, 'key=a x key=bb', spans)
    expect(spans).toEqual([
      { start: 4, end: 5 },
      { start: 12, end: 14 }
    ])
  })

  it('starts from the beginning whatever the pattern was last used for, and ends on empty matches', () => {
    const pattern = /x*/g
    pattern.lastIndex = 3
    const spans: Span[] = []
    allMatches(pattern, 'xxa', spans)
    expect(spans[0]).toEqual({ start: 0, end: 2 })
    expect(spans.length).toBeLessThanOrEqual(4)
  })
})
