/**
 * The parts of the credential shapes that are not a pattern run over a text: the prefix that
 * announces a value at a text's end, and private key blocks paired BEGIN to END. (Each shape
 * against every body and surrounding: security/token-shapes.test.ts.)
 */
import { describe, expect, it } from '@jest/globals'
import { TOKEN_SHAPES, endsWithPrefix, privateKeyBlocks } from '../../src/logs/redact-shapes.js'
import type { Span } from '../../src/logs/redact-spans.js'

describe('TOKEN_SHAPES', () => {
  it('names each shape once, and each pattern finds every match', () => {
    const names = TOKEN_SHAPES.map(s => s.name)
    expect(new Set(names).size).toBe(names.length)
    for (const { pattern } of TOKEN_SHAPES) expect(pattern.flags).toContain('g')
  })
})

describe('endsWithPrefix', () => {
  it.each([
    'password=',
    'export DB_PASSWORD = ',
    'api_key: "',
    "secret='",
    'Authorization: ',
    'Authorization: Bearer',
    'curl -H "Bearer ',
    'login --password ',
    'login --token=',
    'x'.repeat(5000) + ' token:'
  ])('is true for a text ending %j', text => expect(endsWithPrefix(text)).toBe(true))

  it.each([
    '',
    'password=hunter2',
    'the password is',
    'password=\n',
    'my-tokenizer',
    'token: ' + 'x'.repeat(600)
  ])('is false for a text ending %j', text => expect(endsWithPrefix(text)).toBe(false))
})

describe('privateKeyBlocks', () => {
  const BEGIN = '-----BEGIN RSA PRIVATE KEY-----'
  const END = '-----END RSA PRIVATE KEY-----'
  const blocks = (text: string): string[] => {
    const spans: Span[] = []
    privateKeyBlocks(text, spans)
    return spans.map(s => text.slice(s.start, s.end))
  }

  it('spans each BEGIN line through the first END after it', () => {
    const one = `${BEGIN}\nMIIE\n${END}`
    const two = `${BEGIN}\nabc\n${END}`
    expect(blocks(`a ${one} b ${two} c`)).toEqual([one, two])
  })

  it('pairs no END that comes before its BEGIN; two BEGINs share the END after both', () => {
    expect(blocks(`${END} ${BEGIN}\nMIIE`)).toEqual([])
    const inner = `${BEGIN}\nMIIE\n${END}`
    expect(blocks(`${BEGIN} x ${inner}`)).toEqual([`${BEGIN} x ${inner}`, inner])
  })
})
