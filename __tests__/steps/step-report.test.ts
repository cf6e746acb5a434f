import { describe, expect, it } from '@jest/globals'
import { formatDuration } from '../../src/action/log-report.js'
import { Redactor } from '../../src/logs/redact.js'
import { expectEqual } from '../expect-equal.js'
import type { StepOutput } from '../../src/steps/step-capture.js'
import { failureQuotes, reportSteps, stepSections } from '../../src/steps/step-report.js'

function output(o: Partial<StepOutput> & { record: string }): StepOutput {
  return { lines: 3, bytes: 30, text: 'a\nb\nc\n', errors: [], finished: true, ...o }
}

const api = [
  {
    name: 'Build',
    conclusion: 'success',
    started_at: '2026-11-22T10:00:00Z',
    completed_at: '2026-11-22T10:00:10Z'
  },
  {
    name: 'Run npm test',
    conclusion: 'failure',
    started_at: '2026-11-22T10:00:10Z',
    completed_at: '2026-11-22T10:01:00Z'
  }
]

describe('reportSteps', () => {
  it('names a step by the jobs API: by the same name, else by the step running at its start', () => {
    const steps = reportSteps(
      [
        output({
          record: 'r1',
          name: 'Run make',
          startedAt: '2026-11-22T10:00:01.100Z',
          endedAt: '2026-11-22T10:00:09.000Z'
        }),
        output({ record: 'r2', name: 'Run npm test', startedAt: '2026-11-22T10:00:10.500Z' })
      ],
      api
    )
    expect(steps.map(s => [s.name, s.conclusion, s.durationMs])).toEqual([
      ['Build', 'success', 7900],
      ['Run npm test', 'failure', undefined]
    ])
  })

  it("without the API, a run step's exit code tells its failure", () => {
    const [failed, ok] = reportSteps([
      output({ record: 'r1', name: 'Run false', exitCode: 1 }),
      output({ record: 'r2', name: 'Run true' })
    ])
    expect(failed.conclusion).toBe('failure')
    expect(ok.conclusion).toBeUndefined()
  })
})

describe('reportSteps against named, short steps', () => {
  // The jobs API gives whole seconds and no page; a skipped step (`if:` false) has no page at
  // all (actions/runner src/Runner.Worker/StepsRunner.cs: a step whose condition is false is
  // completed as skipped without running, so nothing writes its log).
  const at = (s: string): string => `2026-11-22T10:00:${s}Z`
  const api = [
    { name: 'Set up job', conclusion: 'success', started_at: at('00'), completed_at: at('01') },
    { name: 'Build', conclusion: 'success', started_at: at('01'), completed_at: at('02') },
    { name: 'Lint', conclusion: 'skipped', started_at: at('02'), completed_at: at('02') },
    { name: 'Install', conclusion: 'success', started_at: at('02'), completed_at: at('04') },
    { name: 'Run tests', conclusion: 'failure', started_at: at('04'), completed_at: at('05') },
    { name: 'Complete job', conclusion: null, started_at: null, completed_at: null }
  ]
  const pages = [
    output({ record: 'j#0', name: 'Set up job', startedAt: at('00.100'), endedAt: at('00.900') }),
    output({ record: 'r1', name: 'Run make', startedAt: at('01.200'), endedAt: at('02.500') }),
    output({ record: 'r2', name: 'Run npm ci', startedAt: at('02.600'), endedAt: at('04.000') }),
    output({
      record: 'r3',
      name: 'Run npm test',
      startedAt: at('04.100'),
      endedAt: at('05.000'),
      text: 'FAIL adds\nexpected 3, got 4\n##[error]Process completed with exit code 1.\n',
      errors: ['##[error]Process completed with exit code 1.'],
      exitCode: 1
    })
  ]

  it("gives each page its own step, in order, whatever the API's times", () => {
    const steps = reportSteps(pages, api)
    expectEqual(
      steps.map(s => [s.output.record, s.name, s.conclusion]),
      [
        ['j#0', 'Set up job', 'success'],
        ['r1', 'Build', 'success'],
        ['r2', 'Install', 'success'],
        ['r3', 'Run tests', 'failure']
      ]
    )
    expect(failureQuotes(steps, new Redactor())).toContain('expected 3, got 4')
  })

  it('a page missed between two others leaves its step without output, not its neighbours', () => {
    const steps = reportSteps([pages[0], pages[1], pages[3]], api)
    expectEqual(
      steps.map(s => [s.output.record, s.name, s.conclusion]),
      [
        ['j#0', 'Set up job', 'success'],
        ['r1', 'Build', 'success'],
        ['r3', 'Run tests', 'failure']
      ]
    )
  })

  it('a page the API does not list yet keeps its own name', () => {
    const steps = reportSteps(pages, api.slice(0, 4))
    expectEqual(
      steps.map(s => [s.output.record, s.name, s.conclusion]),
      [
        ['j#0', 'Set up job', 'success'],
        ['r1', 'Build', 'success'],
        ['r2', 'Install', 'success'],
        ['r3', 'Run npm test', 'failure']
      ]
    )
  })
})

describe('stepSections', () => {
  const redactor = new Redactor(['ghs_tokenValue0000000000000000'])

  it("keeps every step's head and tail within the budget, a failed step getting more", () => {
    const big = (tag: string): string =>
      `${tag}-HEAD\n` +
      Array.from({ length: 2000 }, (_, i) => `${tag} ${i}`).join('\n') +
      `\n${tag}-TAIL\n`
    const steps = reportSteps([
      output({ record: 'a', name: 'Run one', text: big('one'), bytes: 30000 }),
      output({ record: 'b', name: 'Run two', text: big('two'), bytes: 30000, exitCode: 2 }),
      output({ record: 'c', name: 'Run three', text: big('three'), bytes: 30000 })
    ])
    const lines = stepSections(steps, 8000, redactor, formatDuration)
    const text = lines.join('\n')
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(8000 + 256)
    for (const tag of ['one', 'two', 'three']) {
      expect(text).toContain(`${tag}-HEAD`)
      expect(text).toContain(`${tag}-TAIL`)
    }
    expect(text).toContain('== step: Run two (failure, 3 lines) ==')
    const size = (tag: string): number =>
      text.split('\n').filter(l => l.startsWith(`${tag} `)).length
    expect(size('two')).toBeGreaterThan(2 * size('one'))
  })

  it('hides the token post knows of, which the helper could not', () => {
    const steps = reportSteps([
      output({ record: 'a', name: 'Run x', text: 'token ghs_tokenValue0000000000000000 here\n' })
    ])
    expect(stepSections(steps, 4000, redactor, formatDuration).join('\n')).toContain(
      'token *** here'
    )
  })
})

describe("a step's output as a person reads it", () => {
  // A failed `run:` step's page as the runner writes it (actions/runner ScriptHandler.cs: the
  // header group; ActionCommandManager.cs: a `::group::` and `::warning::` of the script's own;
  // StepsRunner.cs: the exit code line).
  const page = [
    '##[group]Run npm test',
    'npm test',
    'shell: /usr/bin/bash -e {0}',
    '##[endgroup]',
    '##[group]Jest',
    'FAIL src/totals.test.js',
    '##[endgroup]',
    '##[warning]2 tests were skipped',
    '##[error]Process completed with exit code 1.',
    ''
  ].join('\n')
  const steps = reportSteps([
    output({
      record: 'a',
      name: 'Run npm test',
      text: page,
      bytes: page.length,
      errors: ['##[error]Process completed with exit code 1.'],
      exitCode: 1
    })
  ])

  it('holds no runner markup in the logs: a group is its title, its end nothing, an error "Error:"', () => {
    const text = stepSections(steps, 4000, new Redactor(), formatDuration).join('\n')
    expect(text.split('\n').slice(2)).toEqual([
      'Run npm test',
      'npm test',
      'shell: /usr/bin/bash -e {0}',
      'Jest',
      'FAIL src/totals.test.js',
      'Warning: 2 tests were skipped',
      'Error: Process completed with exit code 1.'
    ])
  })

  it('holds none in the quote for error_details', () => {
    expect(failureQuotes(steps, new Redactor()).split('\n')).toEqual([
      'Run npm test (exit code 1):',
      'Error: Process completed with exit code 1.',
      '...',
      'Run npm test',
      'npm test',
      'shell: /usr/bin/bash -e {0}',
      'Jest',
      'FAIL src/totals.test.js',
      'Warning: 2 tests were skipped'
    ])
  })
})

describe('failureQuotes', () => {
  it('quotes the error lines first, then the last lines, of each failed step only', () => {
    const text = Array.from({ length: 50 }, (_, i) => `out ${i}`).join('\n') + '\n##[error]boom\n'
    const quotes = failureQuotes(
      reportSteps([
        output({ record: 'a', name: 'Run fine', text: 'fine\n' }),
        output({ record: 'b', name: 'Run bad', text, errors: ['##[error]boom'], exitCode: 3 })
      ]),
      new Redactor()
    )
    expect(quotes.split('\n')).toEqual([
      'Run bad (exit code 3):',
      'Error: boom',
      '...',
      ...Array.from({ length: 8 }, (_, i) => `out ${42 + i}`)
    ])
  })
})
