import { describe, expect, it } from '@jest/globals'
import * as yaml from 'yaml'
import {
  BOOLEAN_WORDS,
  SettingError,
  booleanWord,
  checkBoolean,
  checkMetadata,
  checkTags,
  checkUrl,
  checkWholeNumber
} from '../../src/settings/check.js'

function refusal(check: () => unknown): SettingError {
  try {
    check()
  } catch (e) {
    expect(e).toBeInstanceOf(SettingError)
    return e as SettingError
  }
  throw new Error('expected a SettingError')
}

describe('every check', () => {
  it.each([
    ['a URL', (raw: string | undefined) => checkUrl(raw, 's')],
    ['a whole number', (raw: string | undefined) => checkWholeNumber(raw, 's', { min: 1, max: 2 })],
    ['a boolean', (raw: string | undefined) => checkBoolean(raw, 's')],
    ['metadata', (raw: string | undefined) => checkMetadata(raw, 's')],
    ['tags', (raw: string | undefined) => checkTags(raw, 's')]
  ])('reads %s left empty, blank or absent as unset', (_what, check) => {
    for (const raw of [undefined, '', '  ', '\n\t']) expect(check(raw)).toBeUndefined()
  })

  it('names the setting at the start of its message, the problem after it', () => {
    const e = refusal(() => checkWholeNumber('x', 'THE_NAME', { min: 1, max: 2 }))
    expect(e.setting).toBe('THE_NAME')
    expect(e.message).toBe(`THE_NAME ${e.problem}`)
  })

  it('quotes a value with quotes or control characters so the message stays on one line', () => {
    const e = refusal(() => checkWholeNumber("it's\nten", 's', { min: 1, max: 2 }))
    expect(e.message).toBe('s must be a whole number, not "it\'s\\nten"')
  })
})

describe('checkUrl', () => {
  it('takes https anywhere and plain http to loopback, without trailing slashes', () => {
    expect(checkUrl(' https://monitor.example.com/api// ', 's')).toBe(
      'https://monitor.example.com/api'
    )
    expect(checkUrl('http://127.0.0.1:8080/', 's')).toBe('http://127.0.0.1:8080')
    expect(checkUrl('http://[::1]:3/', 's')).toBe('http://[::1]:3')
  })
  it.each([
    ['not a url', /^is not a URL: 'not a url'/],
    ['monitor.example.com', /^is not a URL/],
    ['ftp://monitor.example.com', /^must be an http\(s\) URL, not ftp:$/],
    ['file:///etc/passwd', /^must be an http\(s\) URL, not file:$/],
    ['http://monitor.example.com', /^uses http:\/\/ to monitor\.example\.com: .*in clear text/],
    ['http://127.0.0.1.evil.example', /^uses http:\/\/ to 127\.0\.0\.1\.evil\.example/],
    ['http://foo.localhost:8080', /^uses http:\/\/ to foo\.localhost/]
  ])('refuses %j', (raw, problem) => {
    expect(refusal(() => checkUrl(raw, 's')).problem).toMatch(problem)
  })
})

describe('checkWholeNumber', () => {
  const rule = { min: 1, max: 300, unit: 'seconds' }
  it('takes decimal digits within the bounds, both bounds included', () => {
    expect(checkWholeNumber('1', 's', rule)).toBe(1)
    expect(checkWholeNumber(' 300 ', 's', rule)).toBe(300)
    expect(checkWholeNumber('007', 's', rule)).toBe(7)
  })
  it.each(['soon', '1.5', '-1', '+5', '1e3', '0x10', '5s', '1 000', '١٢', 'Infinity', 'NaN'])(
    'refuses %j as not a whole number, naming the unit',
    raw => {
      expect(refusal(() => checkWholeNumber(raw, 's', rule)).problem).toMatch(
        /^must be a whole number of seconds, not /
      )
    }
  )
  it.each([
    ['0', 'must be between 1 and 300 seconds, not 0'],
    ['301', 'must be between 1 and 300 seconds, not 301'],
    ['000', 'must be between 1 and 300 seconds, not 0'],
    ['99999999999999999999999', 'must be between 1 and 300 seconds, not 99999999999999999999999']
  ])('refuses %j as out of bounds', (raw, problem) => {
    expect(refusal(() => checkWholeNumber(raw, 's', rule)).problem).toBe(problem)
  })
  it('says nothing of a unit when the rule has none', () => {
    expect(refusal(() => checkWholeNumber('x', 's', { min: 0, max: 1 })).problem).toBe(
      "must be a whole number, not 'x'"
    )
  })
})

describe('booleans', () => {
  const words: [string, boolean][] = [
    ...BOOLEAN_WORDS.true.map((w): [string, boolean] => [w, true]),
    ...BOOLEAN_WORDS.false.map((w): [string, boolean] => [w, false])
  ]
  it('has four words each way', () => {
    expect(BOOLEAN_WORDS).toEqual({
      true: ['true', 'yes', 'on', '1'],
      false: ['false', 'no', 'off', '0']
    })
  })
  it.each(words)('reads %j as %s in any letter case', (word, meaning) => {
    for (const w of [word, word.toUpperCase(), ` ${word[0].toUpperCase()}${word.slice(1)} `]) {
      expect(booleanWord(w)).toBe(meaning)
      expect(checkBoolean(w, 's')).toBe(meaning)
    }
  })
  it.each(['maybe', 'y', 'n', 't', '2', 'enabled', 'truee', '-1', 'yes please'])(
    'refuses %j, listing the words',
    word => {
      expect(booleanWord(word)).toBeUndefined()
      expect(refusal(() => checkBoolean(word, 's')).problem).toBe(
        `must be true or false (or yes, on, 1, no, off, 0), not '${word}'`
      )
    }
  )
})

describe('checkMetadata', () => {
  it('reads a JSON object, numbers as numbers', () => {
    expect(checkMetadata('{"n": 1, "f": 2.5, "s": "x", "b": true}', 's')).toEqual({
      n: 1,
      f: 2.5,
      s: 'x',
      b: true
    })
  })
  it('reads YAML only where a YAML parser is given, numbers as numbers', () => {
    expect(checkMetadata('n: 1\ns: x', 's', yaml)).toEqual({ n: 1, s: 'x' })
    expect(refusal(() => checkMetadata('n: 1', 's')).problem).toMatch(/^is not valid JSON/)
  })
  it('reads a JSON object as JSON even where YAML is taken, without the YAML parser', () => {
    const used = (): never => {
      throw new Error('the YAML parser was used')
    }
    const parser = {
      ...yaml,
      parse: used,
      Lexer: class {
        constructor() {
          used()
        }
      }
    } as unknown as typeof yaml
    expect(checkMetadata('{"a": 1}', 's', parser)).toEqual({ a: 1 })
  })
  it('reads a YAML flow mapping where YAML is taken, and a broken JSON object as JSON', () => {
    expect(checkMetadata('{a: 1, b: x}', 's', yaml)).toEqual({ a: 1, b: 'x' })
    expect(refusal(() => checkMetadata('{a: 1, b: x}', 's')).problem).toMatch(/^is not valid JSON/)
    expect(refusal(() => checkMetadata('{ not json', 's', yaml)).problem).toMatch(
      /^is not valid JSON/
    )
  })
  it.each([
    ['[1, 2]', undefined],
    ['"text"', undefined],
    ['42', undefined],
    ['null', undefined],
    ['- a\n- b', yaml],
    ['just text', yaml]
  ])('refuses %j: not an object', (raw, parser) => {
    expect(refusal(() => checkMetadata(raw, 's', parser)).problem).toBe(
      'must be an object (key: value pairs)'
    )
  })
  it('says when YAML is invalid', () => {
    expect(refusal(() => checkMetadata('a: [', 's', yaml)).problem).toMatch(
      /^is neither JSON nor valid YAML/
    )
  })
})

describe('checkTags', () => {
  it.each([
    ['a\nb', ['a', 'b']],
    ['a, b,,c ', ['a', 'b', 'c']],
    ['- a\n- b', ['a', 'b']],
    ['["a", " b ", "", 3]', ['a', 'b', '3']],
    [
      ['x', ' y ', ''],
      ['x', 'y']
    ],
    [['a,b'], ['a,b']],
    [[' ', ''], undefined],
    [[], undefined]
  ])('reads %j', (raw, tags) => {
    expect(checkTags(raw as string | string[], 's')).toEqual(tags)
  })
  it.each([
    ['[oops', /^looks like a JSON list but is not valid JSON$/],
    ['[{"a": 1}]', /^must be a JSON list of text/],
    ['[["a"]]', /^must be a JSON list of text/],
    ['[null]', /^must be a JSON list of text/]
  ])('refuses %j', (raw, problem) => {
    expect(refusal(() => checkTags(raw, 's')).problem).toMatch(problem)
  })
})
