/**
 * Text we did not write made inert: what the Actions runner reads as a workflow command, and
 * the characters a terminal acts on, are shown instead of obeyed. (With redaction first:
 * logs/safe-for-log.test.ts.)
 */
import { describe, expect, it } from '@jest/globals'
import { commandLike, escapeControl, inertLine } from '../../src/util/inert-text.js'

describe('commandLike', () => {
  it.each(['::error::x', '  ::add-mask::x', '\ufeff::warning::x', 'see ##[group]x'])(
    'is true for %j',
    line => expect(commandLike(line)).toBe(true)
  )
  it.each(['x ::error::x', '#[group]', 'plain'])('is false for %j', line =>
    expect(commandLike(line)).toBe(false)
  )
})

describe('escapeControl', () => {
  it('shows control characters, keeping tabs, and newlines only when asked', () => {
    expect(escapeControl('a\u001b[1m\tb\nc\u202e')).toBe('a\\x1b[1m\tb\\nc\\u202e')
    expect(escapeControl('a\nb\r', { keepNewlines: true })).toBe('a\nb\\r')
  })
})

describe('inertLine', () => {
  it('leaves nothing the runner would read as a command, on one line', () => {
    for (const text of ['::error::x', ' ::set-output::x', 'a ##[error] b', 'ok\n::error::x']) {
      const line = inertLine(text)
      expect(commandLike(line)).toBe(false)
      expect(line).not.toMatch(/[\r\n]/)
    }
    expect(inertLine('::error::x')).toBe('\\x3a:error::x')
  })

  it('cuts to maxChars with an ellipsis, never leaving half a surrogate pair', () => {
    expect(inertLine('abcdef', 4)).toBe('abc…')
    expect(inertLine('abc', 3)).toBe('abc')
    expect(inertLine('ab😀cd', 4)).toBe('ab…')
    expect(inertLine('abc', 0)).toBe('…')
  })
})
