/**
 * The forms a secret takes: spelled out (URL-encoded, base64 at each alignment, base64url, hex),
 * and read through a text's character encodings (UTF-16, `\uXXXX` escapes, percent-encoding),
 * every span found given back in the offsets of the text as it was.
 */
import { describe, expect, it } from '@jest/globals'
import { MIN_ENCODED_FORM_LENGTH } from '../../src/logs/constants.js'
import { MASK, Redactor } from '../../src/logs/redact.js'
import { inEveryForm, secretForms } from '../../src/logs/redact-forms.js'
import type { Span } from '../../src/logs/redact-spans.js'
import { leakedPieces } from '../security/leaks.js'

const KEY = 'jm_live_Zk3/+q9Xw7=pL2'
const bytes = Buffer.from(KEY)

/** [form, how a service answer could carry the key]. */
const ENCODINGS: Array<[string, string]> = [
  ['raw', KEY],
  ['URL-encoded', encodeURIComponent(KEY)],
  ['base64', bytes.toString('base64')],
  ['base64url', bytes.toString('base64url')],
  ['hex', bytes.toString('hex')],
  ['upper-case hex', bytes.toString('hex').toUpperCase()],
  ['base64 inside a Basic credential', Buffer.from(`user:${KEY}`).toString('base64')],
  ['base64 inside a JSON blob', Buffer.from(`{"k":"${KEY}","n":1}`).toString('base64')]
]

describe('registered secrets in every encoding', () => {
  it.each(ENCODINGS)('hides the key %s', (_form, carried) => {
    const out = new Redactor([KEY]).redact(`error: bad request ${carried} (code 7)`)
    expect(out).not.toContain(carried)
    expect(out).toContain(MASK)
    expect(out.startsWith('error: bad request ')).toBe(true)
    for (const form of secretForms(KEY))
      expect(leakedPieces(out, form, 'error: bad request (code 7)', 8)).toEqual([])
  })
})

describe('secretForms', () => {
  it('spells the secret raw, URL-encoded, in base64 and base64url, and in hex', () => {
    const forms = secretForms(KEY)
    expect(forms[0]).toBe(KEY)
    expect(forms).toEqual(
      expect.arrayContaining([
        encodeURIComponent(KEY),
        bytes.toString('base64'),
        bytes.toString('base64').replace(/=+$/, ''),
        bytes.toString('base64url'),
        bytes.toString('hex'),
        bytes.toString('hex').toUpperCase()
      ])
    )
    expect(new Set(forms).size).toBe(forms.length)
  })

  it('gives the base64 of the secret at each alignment inside a longer blob', () => {
    const forms = secretForms(KEY)
    for (const before of ['', 'u', 'us', 'use']) {
      const blob = Buffer.from(`${before}${KEY}!`).toString('base64')
      expect(forms.some(form => form.length >= 16 && blob.includes(form))).toBe(true)
    }
  })

  it('leaves out encoded forms too short not to match by chance', () => {
    const forms = secretForms('abcd')
    expect(forms).toContain('abcd')
    for (const form of forms.slice(1))
      expect(form.length).toBeGreaterThanOrEqual(MIN_ENCODED_FORM_LENGTH)
    expect(forms).not.toContain(Buffer.from('abcd').toString('base64url'))
  })
})

describe('inEveryForm', () => {
  /** What inEveryForm finds of `word` in `text` (each piece once), as the text shows it. */
  function found(text: string, word: string): string[] {
    const spans: Span[] = []
    inEveryForm(text, spans, (t, out) => {
      for (let at = t.indexOf(word); at >= 0; at = t.indexOf(word, at + 1)) {
        out.push({ start: at, end: at + word.length })
      }
    })
    return [...new Set(spans.map(s => text.slice(s.start, s.end)))]
  }

  it('finds the word in the text as it is', () => {
    expect(found('a secret here', 'secret')).toEqual(['secret'])
  })

  it('finds it through UTF-16, JSON escapes and percent-encoding, in any mix', () => {
    const utf16 = Buffer.from('a secret!', 'utf16le').toString('latin1')
    expect(found(utf16, 'secret')).toEqual(['s\0e\0c\0r\0e\0t'])
    expect(found('x \\u0073ecr\\u0065t y', 'secret')).toEqual(['\\u0073ecr\\u0065t'])
    expect(found('x %73ECR%45t y', 'sECREt')).toEqual(['%73ECR%45t'])
    expect(found('x %73e\\u0063ret y', 'secret')).toEqual(['%73e\\u0063ret'])
  })

  it('keeps a UTF-16 key whole when the text before it ends like an escape', () => {
    const text = '%0' + Buffer.from('ab', 'utf16le').toString('latin1')
    expect(found(text, 'ab')).toContain('a\0b\0')
  })

  it('looks no further when there is nothing to decode', () => {
    let calls = 0
    inEveryForm('plain text', [], () => calls++)
    expect(calls).toBe(1)
  })
})
