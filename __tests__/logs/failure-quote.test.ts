/** error_details' quote of a failed run's output: one rule for the action and the CLI. */
import { describe, expect, it } from '@jest/globals'
import {
  errorLinesOf,
  failureQuote,
  looksLikeError,
  outputQuote,
  withQuote
} from '../../src/logs/failure-quote.js'
import { Redactor } from '../../src/logs/redact.js'

const redactor = new Redactor(['s3cr3t-value-123'])

describe('looksLikeError', () => {
  it.each([
    'ERROR: connection to warehouse timed out',
    'make: *** [Makefile:3: all] Error 2',
    'fatal: not a git repository',
    'Traceback (most recent call last):',
    'panic: runtime error: index out of range',
    'npm ERR! code ELIFECYCLE',
    'FAILED tests/test_x.py::test_y',
    '##[error]Process completed with exit code 1.',
    '::error file=a.ts::bad'
  ])('%s is an error line', line => expect(looksLikeError(line)).toBe(true))

  it.each(['0 errors, 0 warnings', 'compiling 12 files', 'errorless', 'terror', ''])(
    '%s is not',
    line => expect(looksLikeError(line)).toBe(false)
  )
})

describe('outputQuote', () => {
  it('keeps the last 10 error lines, each cut to 1000 bytes, then the last 8 other lines', () => {
    const lines = [
      ...Array.from({ length: 15 }, (_, i) => `error ${i}`),
      'x'.repeat(3000) + ' failed',
      ...Array.from({ length: 20 }, (_, i) => `line ${i}`)
    ]
    const errors = errorLinesOf(lines.join('\n'))
    expect(errors).toHaveLength(10)
    expect(errors[0]).toBe('error 6')
    expect(Buffer.byteLength(errors[9])).toBeLessThanOrEqual(1000)
    const quote = outputQuote(lines.join('\n') + '\n', redactor)
    const shown = quote.split('\n')
    expect(shown.slice(-9)).toEqual([
      '...',
      ...Array.from({ length: 8 }, (_, i) => `line ${i + 12}`)
    ])
    expect(Buffer.byteLength(quote)).toBeLessThanOrEqual(4096)
  })

  it('is bounded whatever the output, and never shows a registered secret', () => {
    const text = Array.from(
      { length: 2000 },
      (_, i) => `ERROR ${i} s3cr3t-value-123 ${'y'.repeat(900)}`
    ).join('\n')
    const quote = outputQuote(redactor.redact(text), redactor)
    expect(Buffer.byteLength(quote)).toBeLessThanOrEqual(4096)
    expect(quote).not.toContain('s3cr3t')
  })

  it('is empty for no output', () => {
    expect(outputQuote('', redactor)).toBe('')
    expect(outputQuote('\n\n', redactor)).toBe('')
  })
})

describe('withQuote', () => {
  it("adds the quote to a failure's details, never to a success's or a cancel's", () => {
    expect(withQuote('exit status 2', 'failed', () => 'ERROR: x')).toBe('exit status 2\n\nERROR: x')
    expect(withQuote(null, 'success', () => 'ERROR: x')).toBeNull()
    // A cancelled run's output does not say why it was cancelled.
    expect(withQuote('Cancelled by SIGTERM', 'cancelled', () => 'ERROR: x')).toBe(
      'Cancelled by SIGTERM'
    )
    expect(withQuote('exit status 2', 'failed', () => '')).toBe('exit status 2')
  })

  it('is the rule the action quotes a failed step with', () => {
    const q = failureQuote({
      title: 'build (exit code 1):',
      errors: ['##[error]boom'],
      text: 'a\n##[error]boom\nb\n',
      redactor
    })
    expect(q).toBe('build (exit code 1):\nError: boom\n...\na\nb')
  })
})
