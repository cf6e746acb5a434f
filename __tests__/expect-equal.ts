/**
 * `expect(actual).toEqual(expected)` for properties that compare thousands of runs: the values
 * are compared plainly first, and handed to `expect` only when they differ, so that it names
 * the difference. Each `expect` call builds every matcher and an error with its stack, tens of
 * microseconds, which on a cheap property is most of the run. Values that are deeply and
 * strictly equal are equal to `toEqual` too; where only `toEqual` would call them equal (an
 * undefined property, -0 and 0), `expect` still decides.
 */
import { expect } from '@jest/globals'
import { isDeepStrictEqual } from 'node:util'

export function expectEqual(actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toEqual(expected)
}

/** Each named fact holds; a failure shows which of them did not. */
export function expectFacts(facts: Record<string, boolean>): void {
  expectEqual(facts, Object.fromEntries(Object.keys(facts).map(k => [k, true])))
}
