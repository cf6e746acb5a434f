import { describe, expect, it } from '@jest/globals'
import { randomHex } from '../../src/util/random-hex.js'

describe('randomHex', () => {
  it('gives two hex characters per byte asked for, 4 bytes unless told', () => {
    expect(randomHex()).toMatch(/^[0-9a-f]{8}$/)
    expect(randomHex(16)).toMatch(/^[0-9a-f]{32}$/)
    expect(randomHex(0)).toBe('')
  })

  it('gives a different value each time', () => {
    const seen = new Set(Array.from({ length: 100 }, () => randomHex(16)))
    expect(seen.size).toBe(100)
  })
})
