/**
 * GitHub's job log as a person reads it (actions/runner src/Runner.Worker/ExecutionContext.cs,
 * `WellKnownTags`): time stamps gone, `##[error]` shown as "Error: ", group ends not shown; a
 * head and a tail keep only whole lines, and the bytes not read are said where they were.
 */
import { describe, expect, it } from '@jest/globals'
import { Redactor } from '../../src/logs/redact.js'
import { errorLinesOfLog, personLine, renderLog } from '../../src/reconcile/github/log-text.js'

const T = '2026-12-07T00:21:24.1234567Z '

describe('the log as a person reads it', () => {
  it('drops the time stamp and renders the markers', () => {
    expect(personLine(`\uFEFF${T}##[group]Run npm test`)).toBe('Run npm test')
    expect(personLine(`${T}##[error]Process completed with exit code 1.\r`)).toBe(
      'Error: Process completed with exit code 1.'
    )
    expect(personLine(`${T}##[warning]Node 20 is deprecated`)).toBe(
      'Warning: Node 20 is deprecated'
    )
    expect(personLine(`${T}##[endgroup]`)).toBeNull()
    expect(personLine('a continuation line')).toBe('a continuation line')
    expect(personLine(`${T}2026-01-01T00:00:00Z printed by the step`)).toBe(
      '2026-01-01T00:00:00Z printed by the step'
    )
  })

  it('finds the error lines in head and tail, not in a piece of a line', () => {
    const log = {
      head: `${T}ok\n${T}##[error]first\n${T}##[err`,
      tail: `or]cut\n${T}##[error]last\n`,
      totalBytes: 9000,
      tailIsEnd: true,
      notRead: 8000
    }
    expect(errorLinesOfLog(log)).toEqual(['Error: first', 'Error: last'])
  })

  it('renders head and tail with what was not read between them, redacted and bounded', () => {
    const secret = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789AB'
    const log = {
      head: `${T}FIRST\n${T}token ${secret}\n${T}partial`,
      tail: `line\n${T}LAST\n`,
      totalBytes: 100_000,
      tailIsEnd: true,
      notRead: 99_000
    }
    const text = renderLog(log, 4096, new Redactor())
    expect(text).toBe(`FIRST\ntoken ***\n[... 99000 bytes of the log not read ...]\nLAST\n`)
    expect(
      Buffer.byteLength(renderLog({ ...log, head: 'x\n'.repeat(5000) }, 1024, new Redactor()))
    ).toBeLessThanOrEqual(1024)
  })

  it('renders a log read whole, in two adjacent pieces, as one text', () => {
    const log = {
      head: `${T}one li`,
      tail: `ne\n${T}two\n`,
      totalBytes: 70,
      tailIsEnd: true,
      notRead: 0
    }
    expect(renderLog(log, 4096, new Redactor())).toBe('one line\ntwo\n')
  })
})
