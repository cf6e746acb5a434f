import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { failOnErrorOf } from '../../src/action/settings.js'
import { BOOLEAN_WORDS } from '../../src/settings/check.js'

/** Each word with the meaning fail-on-error gives it; refused words count as false here. */
const WORDS: [string, boolean][] = [
  ...BOOLEAN_WORDS.true.map((w): [string, boolean] => [w, true]),
  ...BOOLEAN_WORDS.false.map((w): [string, boolean] => [w, false]),
  ['TRUE', true],
  ['Yes', true],
  [' on ', true],
  ['OFF', false],
  ['', false],
  ['maybe', false],
  ['y', false],
  ['2', false]
]

describe('failOnErrorOf', () => {
  it.each(WORDS)('reads %j as %s', (word, meaning) => {
    expect(failOnErrorOf(name => (name === 'fail-on-error' ? word : ''))).toBe(meaning)
  })
})

/**
 * The entries' last-resort catch: an unexpected error from the step fails the job only when
 * fail-on-error says so, in the same words as the setting.
 */
describe.each([
  ['main', '../../src/action/main.js', 'runMain', '../../src/entries/main.js'],
  ['post', '../../src/action/post.js', 'runPost', '../../src/entries/post.js'],
  ['notify', '../../src/action/notify.js', 'runNotify', '../../src/entries/notify.js']
])('the %s entry', (_name, stepModule, run, entry) => {
  const saved = { ...process.env }
  let out: string[]

  beforeEach(() => {
    jest.resetModules()
    out = []
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      out.push(String(chunk))
      return true
    })
  })
  afterEach(() => {
    jest.restoreAllMocks()
    process.env = { ...saved }
    process.exitCode = undefined
  })

  it.each(WORDS)('with fail-on-error %j fails the step: %s', async (word, fails) => {
    process.env['INPUT_FAIL-ON-ERROR'] = word
    let caught!: Promise<void>
    jest.unstable_mockModule(stepModule, () => ({
      [run]: () => {
        caught = Promise.reject(new Error('unexpected trouble'))
        return caught
      }
    }))
    await import(entry)
    await caught.catch(() => undefined)
    await new Promise(resolve => setImmediate(resolve))
    const text = out.join('')
    expect(text).toContain('::warning::job-monitor: unexpected trouble')
    expect(text.includes('::error::unexpected trouble')).toBe(fails)
    expect(process.exitCode).toBe(fails ? 1 : undefined)
  })
})
