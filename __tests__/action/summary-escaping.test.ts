/** The job summary shows what it is given as text: a value cannot hide or fake content. */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { binaryString } from '../arbitraries.js'
import {
  codeSpan,
  markdownText,
  renderSummary,
  type SummaryFacts
} from '../../src/action/summary.js'
import { escapeControl } from '../../src/util/inert-text.js'

const facts = (over: Partial<SummaryFacts>): SummaryFacts => ({
  jobName: 'j',
  runId: 'r-1',
  status: 'failed',
  heartbeatsSent: 1,
  heartbeatsFailed: 0,
  delivered: ['start report'],
  queued: [],
  trouble: ['one'],
  ...over
})

/** Characters that act as markdown syntax inside a line. */
const ACTIVE = new Set('\\`*_~[]<>&|#!$')

/** Reads escaped text back; fails on any active character that is not escaped. */
function readBack(text: string): string {
  let plain = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '\\' && i + 1 < text.length && /[!-/:-@[-`{-~]/.test(text[i + 1])) {
      plain += text[++i]
      continue
    }
    if (ACTIVE.has(c)) throw new Error(`unescaped ${c} at ${i} in ${JSON.stringify(text)}`)
    plain += c
  }
  return plain
}

const hostile = fc
  .array(
    fc.oneof(
      binaryString({ maxLength: 10 }),
      fc.constantFrom(
        '<img src=x onerror=alert(1)>',
        '<!--',
        '</details>',
        '| Status | success |',
        '\n## Job monitoring\n',
        '[ok](https://evil.example)',
        '![x](https://evil.example/p.png)',
        '**bold**',
        '`',
        '```',
        '&lt;',
        '\\',
        '$x$',
        '# ',
        '> ',
        '- ',
        '1. ',
        '\r\n'
      )
    ),
    { maxLength: 8 }
  )
  .map(parts => parts.join(''))

describe('summary escaping', () => {
  it('a job name cannot add HTML or rows', () => {
    const md = renderSummary(
      facts({ jobName: 'evil <img src=x onerror=alert(1)> | Status | success' })
    )
    expect(md).not.toMatch(/(^|[^\\])<img/)
    expect(md).toContain('\\<img')
    expect(md.split('\n').filter(l => l.startsWith('| Status'))).toEqual(['| Status | failed |'])
  })

  it('any text reads back as itself and leaves no syntax unescaped', () => {
    fc.assert(
      fc.property(hostile, text => {
        const escaped = markdownText(text)
        // One comparison a run (an `expect` call costs tens of microseconds); nothing at the
        // start opens a heading, a quote or a list.
        expect({
          newline: /[\r\n]/.test(escaped),
          readBack: readBack(escaped),
          opens: /^[ \t]*([-+=>#]|\d+[.)])/.exec(escaped)?.[0]
        }).toEqual({ newline: false, readBack: escapeControl(text), opens: undefined })
      }),
      { numRuns: 1000 }
    )
  })

  it('a code span the value cannot close', () => {
    fc.assert(
      fc.property(hostile, text => {
        const span = codeSpan(text)
        const fence = /^`+/.exec(span)![0]
        const inner = span.slice(fence.length, span.length - fence.length)
        expect({
          closed: span.endsWith(fence),
          fenceInside: inner.includes(fence),
          breaksOut: /[\r\n]|(^|[^\\])\|/.exec(inner)?.[0]
        }).toEqual({ closed: true, fenceInside: false, breaksOut: undefined })
      }),
      { numRuns: 500 }
    )
  })

  it('whatever the values, the summary keeps its shape', () => {
    const shape = (md: string): string[] =>
      md.split('\n').map(l => (l.startsWith('| ') ? l.split(' | ')[0] : l.slice(0, 2)))
    const plain = shape(renderSummary(facts({})))
    fc.assert(
      fc.property(hostile, hostile, hostile, (jobName, runId, trouble) => {
        const md = renderSummary(facts({ jobName, runId: runId || 'r', trouble: [trouble] }))
        expect(shape(md)).toEqual(plain)
      }),
      { numRuns: 500 }
    )
  })
})
