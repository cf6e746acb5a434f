/**
 * Redaction over a stream: a secret split by a read at any byte, by reads of any size, never
 * leaves a piece of itself in what a reader keeps. Each reader is fed the same way it is fed for
 * real: a runner page by the watcher's line reader (actions/runner src/Runner.Common/Logging.cs,
 * PagingLogger: `<stamp> <message>` lines, one message may be a line of any length), a wrapped
 * command's stdout and stderr read in turns, a log file read in chunks.
 */
import { describe, it } from '@jest/globals'
import fc from 'fast-check'
import { Redactor } from '../../src/logs/redact.js'
import { StreamRedactor } from '../../src/logs/stream-redact.js'
import { PageLineReader } from '../../src/steps/page-lines.js'
import { StepCapture } from '../../src/steps/step-capture.js'
import { expectEqual } from '../expect-equal.js'
import { filler, leaked, readSizes, reads, upper } from './stream-reads.js'

/** The API key: registered with the redactor; in what a step prints in any of its forms. */
const KEY = 'JMKEY' + 'Q7W3E9R2T8Y4U6I1O5P0A2S4D6F8'
const SHAPES: Array<[string, fc.Arbitrary<string>]> = [
  ['the key', fc.constant(KEY)],
  ['the key in hex', fc.constant(Buffer.from(KEY).toString('hex'))],
  ['the key in base64', fc.constant(Buffer.from(KEY).toString('base64').replace(/=+$/, ''))],
  ['a GitHub token', upper(36).map(s => `ghp_${s}`)],
  ['a fine-grained GitHub token', upper(82).map(s => `github_pat_${s}`)],
  ['an AWS key id', upper(16).map(s => `AKIA${s}`)]
]
const shape = fc.oneof(...SHAPES.map(([, a]) => a))

/** Where in the secret the first read ends (cut to the secret's length). */
const split = fc.integer({ min: 1, max: 200 })
/** Text before the secret: around the bounds of a quoted error line and a header, or long. */
const before = fc.oneof(filler(940, 1010), filler(250, 310), filler(0, 140_000))
const STAMP = '2026-03-01T17:38:57.4236128Z '
const redactor = (): Redactor => new Redactor([KEY])

describe('a secret split by reads at any byte leaves no piece', () => {
  it('in a step page: a long line, an error line, a header', () => {
    fc.assert(
      fc.property(
        shape,
        fc.constantFrom('', '##[error]', '##[group]Run '),
        before,
        filler(0, 70_000),
        split,
        readSizes,
        fc.integer({ min: 64, max: 200_000 }),
        (secret, prefix, before, after, cut, sizes, maxBytes) => {
          const head = Buffer.from(`\ufeff${STAMP}${prefix}${before} `)
          const page = Buffer.concat([head, Buffer.from(`${secret} ${after}\n${STAMP}done\n`)])
          const r = redactor()
          const capture = new StepCapture('r', maxBytes, r)
          const reader = new PageLineReader({
            line: (buf, start, textStart, end, piece) =>
              capture.line(buf, start, textStart, end, piece),
            chunkEnd: () => capture.chunkEnd()
          })
          for (const chunk of reads(page, head.length, cut % secret.length, sizes))
            reader.push(chunk)
          reader.end()
          const out = capture.output(r, true)
          const kept = [out.text, out.name ?? '', ...out.errors].join('\n')
          expectEqual(leaked(kept, secret), [])
        }
      ),
      { numRuns: 100 }
    )
  })

  it("in a wrapped command's output: stdout and stderr read in turns", () => {
    fc.assert(
      fc.property(
        shape,
        before,
        filler(0, 70_000),
        fc.array(filler(0, 200), { maxLength: 5 }),
        split,
        readSizes,
        fc.integer({ min: 64, max: 200_000 }),
        (secret, before, after, errLines, cut, sizes, maxBytes) => {
          const streams = new StreamRedactor(maxBytes, redactor())
          const stdout = streams.source()
          const stderr = streams.source()
          const text = Buffer.from(`${before} ${secret} ${after}\n`)
          const out = reads(text, before.length + 1, cut % secret.length, sizes)
          const err = errLines.map(l => Buffer.from(`${l}\n`))
          // Turns: each read of stdout followed by a read of stderr, while there are any.
          for (let i = 0; i < Math.max(out.length, err.length); i++) {
            if (out[i]) stdout.write(out[i])
            if (err[i]) stderr.write(err[i])
          }
          stdout.end()
          stderr.end()
          expectEqual(leaked(streams.text(), secret), [])
        }
      ),
      { numRuns: 100 }
    )
  })

  it('in a log file read in chunks', () => {
    fc.assert(
      fc.property(
        shape,
        before,
        filler(0, 70_000),
        split,
        readSizes,
        fc.integer({ min: 0, max: 200_000 }),
        (secret, before, after, cut, sizes, maxBytes) => {
          const streams = new StreamRedactor(maxBytes, redactor())
          const text = Buffer.from(`${before} ${secret} ${after}`)
          for (const chunk of reads(text, before.length + 1, cut % secret.length, sizes))
            streams.write(chunk)
          expectEqual(leaked(streams.text(), secret), [])
        }
      ),
      { numRuns: 100 }
    )
  })
})

describe('what a reader keeps is its own copy', () => {
  // A wrapped command's pipes are read into one Buffer, reused by the next read; a Buffer's
  // slice() is a view of it, not a copy.
  it("a source's unfinished line, when the reader's Buffer is read into again", () => {
    const streams = new StreamRedactor(1000)
    const stdout = streams.source()
    const stderr = streams.source()
    const buffer = Buffer.alloc(64)
    const read = (text: string): Buffer => buffer.subarray(0, buffer.write(text))
    stdout.write(read('first half, '))
    stderr.write(read('an error line\n'))
    stdout.write(read('second half\n'))
    stdout.end()
    stderr.end()
    expectEqual(streams.text(), 'an error line\nfirst half, second half\n')
  })

  it("a page's unfinished line and a quoted header, when the page's Buffer is read into again", () => {
    const capture = new StepCapture('r', 1000)
    const reader = new PageLineReader({
      line: (buf, start, textStart, end, piece) => capture.line(buf, start, textStart, end, piece),
      chunkEnd: () => capture.chunkEnd()
    })
    const buffer = Buffer.alloc(70_000)
    const read = (text: string): Buffer => buffer.subarray(0, buffer.write(text))
    const long = `##[group]Run ./build.sh ${'y '.repeat(33_000)}`
    reader.push(read(`\ufeff${STAMP}${long}`))
    reader.push(read(`${'z '.repeat(33_000)}\n${STAMP}a line `))
    reader.push(read('read in two\n'))
    reader.end()
    const out = capture.output(new Redactor(), true)
    expectEqual(out.name, long.slice('##[group]'.length, 300).trim())
    expectEqual(out.text.endsWith('\na line read in two\n'), true)
  })
})

describe('what the leak check counts', () => {
  it("is no piece in a cut's marker, whose byte count a secret in hex may hold", () => {
    const hex = Buffer.from(KEY).toString('hex')
    expectEqual(hex.includes('132533'), true)
    expectEqual(leaked('***\n[... 132533 bytes cut ...]\n***\ndone\n', hex), [])
    expectEqual(leaked(`kept ${hex.slice(10, 20)} here`, hex).length > 0, true)
  })
})
