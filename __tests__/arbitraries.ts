/**
 * Shared fast-check arbitraries.
 *
 * `fc.string({ unit: 'binary' })` spends about two seconds of CPU the first time a test file
 * asks for it: to bias strings towards names such as `__proto__`, fast-check maps each such
 * name back through the unit, and for the 'binary' unit that means building a map of all
 * 1,112,064 code points. `codePoint` draws the same code points, in the same order and with
 * the same bias towards small ones, but maps a character back by arithmetic.
 */
import fc from 'fast-check'

const SURROGATES = 0x800
const FIRST_SURROGATE = 0xd800
const LAST_INDEX = 0x10ffff - SURROGATES

/** Any code point but a lone surrogate half, as the 'binary' unit draws them. */
export const codePoint: fc.Arbitrary<string> = fc.integer({ min: 0, max: LAST_INDEX }).map(
  i => String.fromCodePoint(i < FIRST_SURROGATE ? i : i + SURROGATES),
  value => {
    if (typeof value !== 'string') throw new Error('not a string')
    const cp = value.codePointAt(0)
    if (cp === undefined || String.fromCodePoint(cp) !== value)
      throw new Error('not one code point')
    if (cp >= FIRST_SURROGATE && cp < FIRST_SURROGATE + SURROGATES) throw new Error('a surrogate')
    return cp < FIRST_SURROGATE ? cp : cp - SURROGATES
  }
)

/** `fc.string({ unit: 'binary', ...constraints })`, without the start-up cost. */
export function binaryString(constraints: Omit<fc.StringConstraints, 'unit'> = {}) {
  return fc.string({ ...constraints, unit: codePoint })
}
