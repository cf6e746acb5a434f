/**
 * The forms a secret takes: spelled out (URL-encoded, base64 at each alignment, base64url, hex,
 * base64 of its UTF-16), and read through a text's character encodings (UTF-16, `\uXXXX`
 * escapes, percent-encoding once or twice, HTML character references, `\xNN` escapes), every
 * span found given back in the offsets of the text as it was.
 */
import { describe, expect, it } from '@jest/globals'
import { MIN_ENCODED_FORM_LENGTH } from '../../src/logs/constants.js'
import { MASK, Redactor } from '../../src/logs/redact.js'
import { inEveryForm, secretForms } from '../../src/logs/redact-forms.js'
import type { Span } from '../../src/logs/redact-spans.js'
import { leakedPieces } from '../security/leaks.js'

const KEY = 'jm_live_Zk3/+q9Xw7=pL2'
const bytes = Buffer.from(KEY)
const utf16le = Buffer.from(KEY, 'utf16le')
const utf16be = Buffer.from(KEY, 'utf16le').swap16()
/** PowerShell's `-EncodedCommand`: base64 of a command's UTF-16LE. */
const encodedCommand = (command: string): string =>
  Buffer.from(command, 'utf16le').toString('base64')

/** [form, how a service answer could carry the key]. */
const ENCODINGS: Array<[string, string]> = [
  ['raw', KEY],
  ['URL-encoded', encodeURIComponent(KEY)],
  ['base64', bytes.toString('base64')],
  ['base64url', bytes.toString('base64url')],
  ['hex', bytes.toString('hex')],
  ['upper-case hex', bytes.toString('hex').toUpperCase()],
  ['base64 inside a Basic credential', Buffer.from(`user:${KEY}`).toString('base64')],
  ['base64 inside a JSON blob', Buffer.from(`{"k":"${KEY}","n":1}`).toString('base64')],
  ['base64 of its UTF-16LE', utf16le.toString('base64')],
  ['base64url of its UTF-16LE', utf16le.toString('base64url')],
  ['base64 of its UTF-16BE', utf16be.toString('base64')],
  ['base64url of its UTF-16BE', utf16be.toString('base64url')],
  ...['', 'x', '$k=', "$h=@{Authorization='"].map((before): [string, string] => [
    `in a PowerShell -EncodedCommand after ${JSON.stringify(before)}`,
    encodedCommand(`${before}${KEY}'}; irm -Headers $h https://example.com`)
  ]),
  ['base64 inside a UTF-16BE blob', Buffer.from(`u:${KEY}!`, 'utf16le').swap16().toString('base64')]
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

  it('spells it in base64 and base64url of its UTF-16, LE and BE', () => {
    const forms = secretForms(KEY)
    for (const utf16 of [utf16le, utf16be])
      expect(forms).toEqual(
        expect.arrayContaining([
          utf16.toString('base64'),
          utf16.toString('base64').replace(/=+$/, ''),
          utf16.toString('base64url')
        ])
      )
  })

  it('gives the base64 of the secret at each alignment inside a longer blob', () => {
    const forms = secretForms(KEY)
    for (const before of ['', 'u', 'us', 'use']) {
      const blob = Buffer.from(`${before}${KEY}!`).toString('base64')
      expect(forms.some(form => form.length >= 16 && blob.includes(form))).toBe(true)
    }
  })

  it("gives the base64 of the secret's UTF-16 at each alignment inside a longer blob", () => {
    const forms = secretForms(KEY)
    for (const before of ['', 'u', 'us', 'use'])
      for (const encoding of ['utf16le', 'utf16be']) {
        const blob = Buffer.from(`${before}${KEY}!`, 'utf16le')
        if (encoding === 'utf16be') blob.swap16()
        const b64 = blob.toString('base64')
        expect(forms.some(form => form.length >= 32 && b64.includes(form))).toBe(true)
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

  it('finds it through HTML character references, decimal and hex, in any mix', () => {
    expect(found('x &#115;ecr&#101;t y', 'secret')).toEqual(['&#115;ecr&#101;t'])
    expect(found('x &#x73;e&#X63;r&#x65;t y', 'secret')).toEqual(['&#x73;e&#X63;r&#x65;t'])
    expect(found('x &#X53;&#xA9;&#Xa9; y', 'S\u00a9\u00a9')).toEqual(['&#X53;&#xA9;&#Xa9;'])
    // Leading zeros, up to 7 decimal and 6 hex digits in all.
    expect(found('x &#0000115;e&#x000063;ret y', 'secret')).toEqual(['&#0000115;e&#x000063;ret'])
    // A character beyond the 16 bits of one code unit: two in the view, one in the text.
    expect(found('x &#128273;&#x1F511;! y', '\u{1F511}\u{1F511}!')).toEqual(['&#128273;&#x1F511;!'])
  })

  it('reads an HTML reference only with its `;` and within its digits', () => {
    expect(found('&#115ecret', 'secret')).toEqual([])
    expect(found('&#x73ecret', 'secret')).toEqual([])
    expect(found('&#00000115;ecret', 'secret')).toEqual([])
    expect(found('&#x0000073;ecret', 'secret')).toEqual([])
    expect(found('&#1114112;ecret', 'ecret')).toEqual(['ecret'])
    expect(found('&#;secret', 'secret')).toEqual(['secret'])
  })

  it('finds it through \\xNN escapes, two hex digits exactly', () => {
    expect(found('x \\x73e\\x63r\\x65t y', 'secret')).toEqual(['\\x73e\\x63r\\x65t'])
    expect(found('x \\X73ecret y', 'secret')).toEqual([])
    expect(found('x \\x7 y', '\u0007')).toEqual([])
    expect(found('\\x733ecret', 's3ecret')).toEqual(['\\x733ecret'])
  })

  it('finds it through percent-encoding applied twice, mixed with once', () => {
    expect(found('x %2573%2565cret y', 'secret')).toEqual(['%2573%2565cret'])
    expect(found('x %2573e%63r%2565t y', 'secret')).toEqual(['%2573e%63r%2565t'])
  })

  it('finds it through every encoding mixed in one word', () => {
    const text = 'x \\u0073&#101;\\x63%72%2565&#x74; y'
    expect(found(text, 'secret')).toEqual(['\\u0073&#101;\\x63%72%2565&#x74;'])
  })

  it('reads the lines that hold escapes, each span given where the text has it', () => {
    const text = 'first\nplain secret\nx %73ecret y\nmore\nz \\x73ecret &#115;ecret\nlast secret'
    expect(found(text, 'secret').sort()).toEqual([
      '%73ecret',
      '&#115;ecret',
      '\\x73ecret',
      'secret'
    ])
    const spans: Span[] = []
    inEveryForm(text, spans, (t, out) => {
      for (let at = t.indexOf('secret'); at >= 0; at = t.indexOf('secret', at + 1))
        out.push({ start: at, end: at + 6 })
    })
    // Each found once in the text or its view, at the offset the text has it.
    const starts = [
      text.indexOf('secret'),
      text.indexOf('%73'),
      text.indexOf('\\x73'),
      text.indexOf('&#115'),
      text.lastIndexOf('secret')
    ]
    expect(new Set(spans.map(s => s.start))).toEqual(new Set(starts))
  })

  it("reads a window's open edges where the text has them, not where the lines read start", () => {
    // The key ends in `2`: a view starting at the second line would see its last character
    // at an open start.
    const r = new Redactor([KEY])
    const text = 'first plain line\n2 %20 z\nlast line'
    expect(r.redact(text, { openStart: true })).toBe('*** plain line\n2 %20 z\nlast line')
    expect(r.redact(text, { openEnd: true })).toBe('first plain line\n2 %20 z\nlast ***')
  })

  it('hides a secret of several lines with an escape on one of them', () => {
    const secret = 'first-line-Zk3q9Xw7\nsecond-line-pL2Qm8'
    const r = new Redactor([secret])
    const lines = (a: string, b: string): string =>
      `log\n${'plain line\n'.repeat(3)}${a}\n${b}\ntail\n`
    for (const [a, b] of [
      ['first-line-Zk3q9Xw%37', 'second-line-pL2Qm8'],
      ['first-line-Zk3q9Xw7', 'second-line-pL2Qm&#56;'],
      ['first-line-Zk3q9X\\x77\\x37', 'second-line-pL2Qm8']
    ]) {
      const out = r.redact(lines(a, b))
      expect(out).toBe(`log\n${'plain line\n'.repeat(3)}***\ntail\n`)
      expect(r.holdsSecret(lines(a, b))).toBe(true)
    }
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

describe('ordinary text', () => {
  // Escapes and references that are not the key are left as they are.
  const ORDINARY = [
    'Tom &amp; Jerry &lt;b&gt; &quot;quoted&quot; &#39;single&#39; &nbsp;&#160;&#x2014;',
    "printf '\\x1b[31mFAILED\\x1b[0m build step\\n'; echo -e '\\x1b[1;32mok\\x1b[0m'",
    'GET https://example.com/a%20b/c%2Fd?q=hello%20world&x=%25&y=%2520 200',
    'powershell -EncodedCommand ' + Buffer.from('Write-Output hello', 'utf16le').toString('base64'),
    'json {"msg":"caf\\u00e9","path":"C:\\\\x64\\\\bin"} done'
  ]

  it.each(ORDINARY)('is not masked: %s', text => {
    const r = new Redactor([KEY, 'ghp_' + 'A1B2C3D4E5'.repeat(4)])
    expect(r.redact(text)).toBe(text)
    expect(r.holdsSecret(text)).toBe(false)
  })
})
