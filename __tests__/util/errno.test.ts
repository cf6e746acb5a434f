import { describe, expect, it } from '@jest/globals'
import { isErrno } from '../../src/util/errno.js'

describe('isErrno', () => {
  it('is true when the error carries one of the codes', () => {
    const error = Object.assign(new Error('gone'), { code: 'ENOENT' })
    expect(isErrno(error, 'ENOENT')).toBe(true)
    expect(isErrno(error, 'EEXIST', 'ENOENT')).toBe(true)
    expect(isErrno(error, 'EEXIST')).toBe(false)
    expect(isErrno(error)).toBe(false)
  })

  it('is false for whatever else may have been thrown', () => {
    for (const thrown of [null, undefined, 'ENOENT', 2, {}, { code: 2 }, new Error('ENOENT')]) {
      expect(isErrno(thrown, 'ENOENT')).toBe(false)
    }
  })
})
