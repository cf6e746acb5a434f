import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { binaryString } from '../arbitraries.js'
import { MASK } from '../../src/logs/redact.js'
import { secretForms } from '../../src/logs/redact-forms.js'
import { safeForLog } from '../../src/logs/safe-for-log.js'
import { escapeControl } from '../../src/util/inert-text.js'
import { leakedPieces } from '../security/leaks.js'
import { expectEqual } from '../expect-equal.js'

const KEY = 'jm_live_Zk3/+q9Xw7=pL2'

describe('safeForLog', () => {
  it('shows control characters instead of obeying them, on one line', () => {
    expect(safeForLog('a\u001b[31mred\u0007\r\nb\u009b\u007f\u202eevil\tok')).toBe(
      'a\\x1b[31mred\\x07\\r\\nb\\x9b\\x7f\\u202eevil\tok'
    )
  })

  it('breaks up what the runner would read as a workflow command', () => {
    expect(safeForLog('::error::x')).toBe('\\x3a:error::x')
    expect(safeForLog('  ::add-mask::x')).toBe('  \\x3a:add-mask::x')
    expect(safeForLog('see ##[error]x')).toBe('see #\\x23[error]x')
    expect(safeForLog('evil\n::error::x')).toBe('evil\\n::error::x')
  })

  it('redacts the whole text before cutting it', () => {
    const out = safeForLog(`${'x'.repeat(195)} ${KEY} tail`, [KEY], 200)
    expect(out).toBe(`${'x'.repeat(195)} ${MASK}…`)
    expect(out.length).toBe(200)
  })

  it('hides a key in any encoding and any surroundings, and leaves no control character', () => {
    const keyChars = fc.string({ minLength: 8, maxLength: 60 }).filter(k => k.trim() === k)
    const encode: Array<(k: string) => string> = [
      k => k,
      k => encodeURIComponent(k),
      k => Buffer.from(k).toString('base64'),
      k => Buffer.from(k).toString('base64url'),
      k => Buffer.from(k).toString('hex'),
      k => Buffer.from(`user:${k}`).toString('base64')
    ]
    fc.assert(
      fc.property(
        keyChars,
        fc.constantFrom(...encode),
        binaryString({ maxLength: 40 }),
        binaryString({ maxLength: 40 }),
        (k, enc, before, after) => {
          const out = safeForLog(`${before} ${enc(k)} ${after}`, [k])
          const around = escapeControl(`${before} \u0000 ${after}`)
          // One comparison a run, and `expect` only on a difference: a key has a dozen forms.
          expectEqual(
            {
              leaked: secretForms(k).flatMap(form => leakedPieces(out, form, around, 8)),
              // eslint-disable-next-line no-control-regex
              control: out.match(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/)?.[0],
              command: /^\s*::/.test(out),
              tag: out.includes('##[')
            },
            { leaked: [], control: undefined, command: false, tag: false }
          )
        }
      ),
      { numRuns: 500 }
    )
  })
})
