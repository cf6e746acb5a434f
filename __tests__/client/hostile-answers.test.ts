/**
 * What the service answers and what the queue directory holds are data we did not write. The
 * answer decoder and the record reader take any text: nested 20,000 levels deep, a megabyte
 * long, any code units. They never throw; what they accept can be serialized again (printed by
 * `pipelines --json`, rewritten by a replay) without recursing past the stack.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { binaryString } from '../arbitraries.js'
import { decodeBody, decodeObject } from '../../src/client/decode.js'
import { MAX_NESTING, nestsDeeperThan } from '../../src/client/nesting.js'
import { RECORD_VERSION, parseRecord, serializeRecord } from '../../src/queue/record.js'

const DEEPEST = 20_000

function nested(depth: number, open: string, middle: string, close: string): string {
  return open.repeat(depth) + middle + close.repeat(depth)
}

/**
 * Depths drawn up to 2,000, and the deepest, 20,000, often: every depth past the bound takes
 * the same path, and drawn depths up to 20,000 only made JSON.parse's work ten times longer.
 */
const DRAWN_DEPTH = 2_000
const depth: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: DRAWN_DEPTH }), weight: 3 },
  { arbitrary: fc.constant(DEEPEST), weight: 1 }
)

/** A JSON value nested `depth` levels, as text, in one of several shapes. */
const deepValue: fc.Arbitrary<string> = fc
  .tuple(depth, fc.constantFrom('{"a":', '[', '[{"a":'))
  .map(([depth, open]) =>
    open === '{"a":'
      ? nested(depth, open, '1', '}')
      : open === '['
        ? nested(depth, open, '', ']')
        : nested(depth, open, '1', '}]')
  )

const anyText: fc.Arbitrary<string> = fc.oneof(
  deepValue,
  deepValue.map(v => JSON.stringify(v)),
  deepValue.map(v => `{"run_id":"r","extra":${v}}`),
  deepValue.map(v => JSON.stringify(`{"run_id":"r","extra":${v}}`)),
  binaryString({ maxLength: 200 }),
  fc.json(),
  fc.constantFrom('x'.repeat(1 << 20), `"${'{'.repeat(1 << 20)}"`, `[${'1,'.repeat(1 << 19)}1]`)
)

describe('the answer decoder', () => {
  it('takes any text: an object that serializes, or a short reason', () => {
    fc.assert(
      fc.property(anyText, text => {
        const d = decodeObject(text)
        if ('object' in d) expect(() => JSON.stringify(d.object)).not.toThrow()
        else expect(d.problem.length).toBeLessThanOrEqual(100)
      }),
      { numRuns: 100 }
    )
  })

  it('refuses an answer nested 20,000 levels deep, and one just past the bound', () => {
    for (const depth of [DEEPEST, MAX_NESTING + 1]) {
      expect(decodeObject(nested(depth, '[', '', ']'))).toEqual({
        problem: `nested more than ${MAX_NESTING} levels deep`
      })
      expect(decodeObject(`{"a":${nested(depth - 1, '{"a":', '1', '}')}}`)).toHaveProperty(
        'problem'
      )
    }
    expect(decodeObject(nested(MAX_NESTING, '{"a":', '1', '}'))).toHaveProperty('object')
  })

  it('decodeBody (the pipelines list) throws only a SyntaxError, and returns what serializes', () => {
    fc.assert(
      fc.property(anyText, text => {
        let value: unknown
        try {
          value = decodeBody(text)
        } catch (e) {
          expect(e).toBeInstanceOf(SyntaxError)
          return
        }
        expect(() => JSON.stringify(value)).not.toThrow()
      }),
      { numRuns: 100 }
    )
  })
})

describe('the queue record reader', () => {
  const ID = '000001763812800000-000001-123-0123abcd'

  function record(metadata: string): string {
    return `{"version":${RECORD_VERSION},"id":"${ID}","call":{"kind":"start","body":{"job_name":"j","status":"running","run_id":"","start_time":"2026-01-01T00:00:00Z","end_time":null,"metadata":${metadata}}},"firstFailureAt":1,"totalAttempts":1,"retry":{"attempts":1}}`
  }

  it('takes any file: a record that serializes again, or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, deepValue.map(record)), text => {
        const r = parseRecord(text, ID)
        if (r) expect(() => serializeRecord(r)).not.toThrow()
      }),
      { numRuns: 100 }
    )
  })

  it('keeps a record whose metadata nests as deep as metadata may, and drops one deeper', () => {
    expect(parseRecord(record(nested(MAX_NESTING, '{"a":', '1', '}')), ID)).toBeDefined()
    expect(parseRecord(record(nested(MAX_NESTING + 1, '{"a":', '1', '}')), ID)).toBeUndefined()
    expect(parseRecord(record(nested(DEEPEST, '{"a":', '1', '}')), ID)).toBeUndefined()
  })
})

describe('nestsDeeperThan', () => {
  it('counts the outermost level, lists and objects alike, without recursion', () => {
    expect(nestsDeeperThan(1, 0)).toBe(false)
    expect(nestsDeeperThan({}, 0)).toBe(true)
    expect(nestsDeeperThan({}, 1)).toBe(false)
    expect(nestsDeeperThan({ a: [1] }, 1)).toBe(true)
    expect(nestsDeeperThan({ a: [1] }, 2)).toBe(false)
    expect(nestsDeeperThan(JSON.parse(nested(DEEPEST * 5, '[', '', ']')), DEEPEST * 5)).toBe(false)
  })

  it('stops on a cycle (a library caller can hand one over)', () => {
    const a: Record<string, unknown> = {}
    a.self = a
    expect(nestsDeeperThan(a)).toBe(true)
  })
})
