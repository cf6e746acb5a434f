import { describe, expect, it } from '@jest/globals'
import { headTail } from '../../src/logs/capture.js'
import { Redactor } from '../../src/logs/redact.js'

describe('Redactor', () => {
  it('hides registered secrets, their URL-encoded and base64 forms, longest first', () => {
    const r = new Redactor(['s3cret/key+1', 's3cret'])
    const b64 = Buffer.from('s3cret/key+1').toString('base64')
    expect(
      r.redact(`a s3cret/key+1 b ${encodeURIComponent('s3cret/key+1')} c ${b64} d s3cret`)
    ).toBe('a *** b *** c *** d ***')
  })

  it('ignores secrets too short to be worth shredding text for', () => {
    expect(new Redactor(['ab', '']).redact('a cab')).toBe('a cab')
  })

  it.each([
    ['ghp_' + 'a'.repeat(36)],
    ['github_pat_' + 'A1_'.repeat(20)],
    ['ghs_' + 'b'.repeat(36)],
    ['xoxb-1234567890-abcdefghij'],
    ['AKIAIOSFODNN7EXAMPLE'],
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U']
  ])('hides the token shape %s', token => {
    const out = new Redactor().redact(`before ${token} after`)
    expect(out).toBe('before *** after')
  })

  it('hides header values, URL credentials, key assignments and private key blocks', () => {
    const r = new Redactor()
    expect(r.redact('Authorization: Bearer abc.def')).toBe('Authorization: ***')
    expect(r.redact('curl https://bob:hunter22@example.com/x')).toBe(
      'curl https://bob:***@example.com/x'
    )
    expect(r.redact('password=hunter22 token: "abcdef"')).toBe('password=*** token: "***"')
    expect(r.redact('API_KEY=xyz123 next')).toBe('API_KEY=*** next')
    expect(
      r.redact(
        'k\n-----BEGIN RSA PRIVATE KEY-----\nMIIE\nabc\n-----END RSA PRIVATE KEY-----\nafter'
      )
    ).toBe('k\n***\nafter')
  })

  it('leaves ordinary text alone', () => {
    const text =
      'tokenizer ran; 3f786850e387550fdab836ed7e6dc881de23001b; 123e4567-e89b-12d3-a456-426614174000; passwords are hard'
    expect(new Redactor(['unrelated-secret']).redact(text)).toBe(text)
  })

  it('removes the visible part of a secret split by a cut', () => {
    const secret = 'SECRET-0123456789abcdef'
    const r = new Redactor([secret])
    const text = 'x'.repeat(480) + secret + 'y'.repeat(500)
    // Cut so that the secret straddles the marker.
    const cut = headTail(text, 300 + 491)
    const out = r.redactCut(cut)
    for (let n = 4; n < secret.length; n++) {
      expect(out).not.toContain(secret.slice(0, n) + '\n[')
      expect(out).not.toContain(']\n' + secret.slice(secret.length - n))
    }
  })
})
