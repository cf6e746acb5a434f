/**
 * The helper never dies of what a step prints. A page line is `<stamp> <text>` only when the
 * runner wrote it (actions/runner src/Runner.Common/Logging.cs, PagingLogger.Write: one
 * `DateTime.UtcNow:O` stamp per message); a multi-line message's continuation lines are the
 * step's own text, so a line shaped like a stamp may be anything (`0000-00-00T...`, a leap
 * second, month 13). Every line a step can print is fed to the watcher, which must read it,
 * report it and go on.
 */
import { afterEach, beforeEach, describe, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EmulatedRunner } from '../../scripts/demo/pages.mjs'
import { Redactor } from '../../src/logs/redact.js'
import { PageLineReader, stampTime } from '../../src/steps/page-lines.js'
import { PageWatcher, nodePagesFs } from '../../src/steps/page-watcher.js'
import { learnJob } from '../../src/steps/worker-log.js'
import { StepCapture } from '../../src/steps/step-capture.js'
import { binaryString } from '../arbitraries.js'
import { expectEqual, expectFacts } from '../expect-equal.js'

const digits = (n: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n }).map(d => d.join(''))

/** `YYYY-MM-DDTHH:MM:SS.fffffffZ `, any digits: most are no date at all. */
const stampShaped: fc.Arbitrary<string> = fc
  .tuple(digits(4), digits(2), digits(2), digits(2), digits(2), digits(2), digits(7))
  .map(([y, mo, d, h, mi, s, f]) => `${y}-${mo}-${d}T${h}:${mi}:${s}.${f}Z`)

const named = [
  '0000-00-00T00:00:00.0000000Z',
  '2026-06-30T23:59:60.0000000Z',
  '2026-13-01T00:00:00.0000000Z',
  '2026-02-30T00:00:00.0000000Z',
  '2026-01-01T24:00:00.0000000Z',
  '9999-99-99T99:99:99.9999999Z'
]

const line: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.oneof(stampShaped, fc.constantFrom(...named)), binaryString({ maxLength: 20 }))
    .map(([stamp, text]) => `${stamp} ${text}`),
  fc.constantFrom(...named),
  binaryString({ maxLength: 40 }).map(t => t.replace(/[\r\n]/g, ' '))
)

describe('a page line shaped like a time stamp that is no date', () => {
  it.each(named)('is read as text, not as a time: %s', stamp => {
    const text = `${stamp} after`
    const capture = new StepCapture('r', 4096)
    const reader = new PageLineReader({
      line: (buf, start, textStart, end) => capture.line(buf, start, textStart, end),
      chunkEnd: () => capture.chunkEnd()
    })
    reader.push(Buffer.from(`\ufeff2026-03-01T17:38:57.4236128Z ##[error]a\n${text}\n`))
    reader.end()
    const out = capture.output(new Redactor(), true)
    expectEqual(
      { text: out.text, startedAt: out.startedAt, endedAt: out.endedAt },
      {
        text: `##[error]a\n${text}\n`,
        startedAt: '2026-03-01T17:38:57.423Z',
        endedAt: '2026-03-01T17:38:57.423Z'
      }
    )
  })

  it('a stamp the runner writes still gives its time', () => {
    const buf = Buffer.from('2026-03-01T17:38:57.4236128Z x')
    expectEqual(stampTime(buf, 0), Date.parse('2026-03-01T17:38:57.423Z'))
  })
})

describe('the watcher reads any lines a step prints', () => {
  let root: string
  let t: number
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'jm-hostile-'))
    t = Date.parse('2026-11-22T10:00:00Z')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('never throws, and reports every step with valid times', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(line, { maxLength: 8 }), { minLength: 1, maxLength: 3 }),
        steps => {
          const runner = new EmulatedRunner({ root: join(root, String(t)), now: () => t })
          const w = new PageWatcher({
            dir: runner.pagesDir,
            job: learnJob(runner.diagDir, nodePagesFs),
            redactor: new Redactor(['jm-secret-key-0123456789']),
            maxBytes: 4096,
            startedAt: t
          })
          w.scan()
          for (const lines of steps) {
            const step = runner.startStep('echo')
            // Continuation lines of one message: written unstamped, as the runner writes them.
            step.line(['##[error]a', ...lines].join('\n'))
            t += 10
            w.scan()
            w.read()
            w.progress()
            step.end()
            runner.uploadAndDelete()
          }
          w.drain()
          const out = w.steps()
          const times = out.flatMap(s => [s.startedAt, s.endedAt]).filter(x => x !== undefined)
          w.close()
          expectFacts({
            'every step reported': out.length >= steps.length,
            'times are dates': times.every(x => Number.isFinite(Date.parse(x as string)))
          })
        }
      ),
      { numRuns: 60 }
    )
  })
})
