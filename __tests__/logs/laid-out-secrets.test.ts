/**
 * The key laid out as dumps print it: hex with a separator between its bytes (Node's
 * `<Buffer 4a 4f ...>` of a file read with no encoding, `xxd -g1`, `hexdump`'s words aside,
 * `a1:b2:c3` fingerprints) and base64 broken into lines (GNU `base64`, 76 columns; PEM and
 * `openssl base64`, 64). Both are hidden in one text, over a stream read at any byte, and at a
 * cut; an identifier that holds them is refused. The forms are spelled out here by hand.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { inspect } from 'node:util'
import { Redactor } from '../../src/logs/redact.js'
import { StreamRedactor } from '../../src/logs/stream-redact.js'
import { expectEqual } from '../expect-equal.js'
import { filler, leaked, readSizes, reads } from './stream-reads.js'

const KEY = 'JMKEY' + 'Q7W3E9R2T8Y4U6I1O5P0A2S4D6F8'

/** The key's bytes in hex, two digits each, joined by `sep`. */
const spaced = (text: string, sep: string, upper = false): string => {
  const pairs = [...Buffer.from(text)].map(b => b.toString(16).padStart(2, '0'))
  return (upper ? pairs.map(p => p.toUpperCase()) : pairs).join(sep)
}

/** `text` in base64, broken every `columns` characters by `eol`, as GNU base64 writes it. */
const wrapped = (text: string, columns = 76, eol = '\n'): string => {
  const b64 = Buffer.from(text).toString('base64')
  const lines: string[] = []
  for (let i = 0; i < b64.length; i += columns) lines.push(b64.slice(i, i + columns))
  return lines.join(eol) + eol
}

/**
 * The base64 characters made of the key's bytes alone, when the key starts `offset` bytes into
 * what is encoded: what must not show (the characters around it carry other bytes too).
 */
const keyCore = (offset: number): string => {
  const first = Math.ceil(offset / 3) * 4
  const last = Math.floor((offset + KEY.length) / 3) * 4
  return Buffer.from(`${'x'.repeat(offset)}${KEY}`)
    .toString('base64')
    .slice(first, last)
}

const SEPARATORS = [' ', ':', '-', ',', '.', '_', '|', '/', ';', '\t']

describe('hex with a separator between its bytes', () => {
  it('hides the key after hex bytes joined by another separator, as its run begins', () => {
    // `00 ` then the key's bytes joined by `:`: read as one run from the line's start, the
    // first pair took the key's first byte as `00`'s neighbour and the key was never whole.
    const r = new Redactor([KEY])
    for (const sep of SEPARATORS)
      for (const before of ['00 ', '00:', 'ff-', '0a 0b ', '61 ', 'dead:beef ', '00'])
        for (const after of ['', ' 00', ':00', '-ff 00']) {
          if (before.endsWith(sep) || after.startsWith(sep)) continue
          const form = spaced(KEY, sep)
          const out = r.redact(`${before}${form}${after}`)
          expectEqual(
            { sep, before, after, leaked: leaked(out, form, 8) },
            { sep, before, after, leaked: [] }
          )
        }
  })

  it.each(SEPARATORS)('hides the key in hex separated by %j, either case', sep => {
    const r = new Redactor([KEY])
    for (const upper of [false, true]) {
      const form = spaced(KEY, sep, upper)
      const out = r.redact(`dump: ${form} (end)`)
      expectEqual(
        { leaked: leaked(out, form, 8), holds: r.holdsSecret(`job ${form}`) },
        {
          leaked: [],
          holds: true
        }
      )
    }
  })

  it("hides the key in Node's print of a Buffer read from a .env", () => {
    const r = new Redactor([KEY])
    const shown = inspect(Buffer.from(`K=${KEY}\nDEBUG=1\n`))
    expect(shown.startsWith('<Buffer 4b 3d 4a 4d')).toBe(true)
    expect(leaked(r.redact(`loaded ${shown}`), spaced(KEY, ' '), 8)).toEqual([])
  })

  it('hides the piece of the key that Node cuts at its 50 bytes', () => {
    // Node prints 50 bytes and `... N more bytes>`: the key's head is shown, its tail is not.
    const r = new Redactor([KEY])
    // The name in lower case: none of its pieces is a piece of the key.
    const shown = inspect(Buffer.from(`job_monitor_api_key=${KEY}\n`))
    expect(shown).toMatch(/ \.\.\. \d+ more bytes>$/)
    const head = spaced(KEY.slice(0, 50 - 'job_monitor_api_key='.length), ' ')
    expect(shown).toContain(head)
    expect(leaked(r.redact(`config: ${shown}`), head, 8)).toEqual([])
  })

  it('leaves hex that is not the key as it is', () => {
    const r = new Redactor([KEY])
    const text = `mac aa:bb:cc:dd:ee:ff, <Buffer ${spaced('not the key at all', ' ')}>, 12:34:56`
    expect(r.redact(text)).toBe(text)
  })
})

describe('base64 broken into lines', () => {
  it('hides the key at every offset and line position, at 76 and 64 columns, LF and CRLF', () => {
    const r = new Redactor([KEY])
    for (const [columns, eol] of [
      [76, '\n'],
      [64, '\n'],
      [76, '\r\n'],
      [20, '\n']
    ] as const) {
      for (let offset = 0; offset < 80; offset++) {
        const env = `${'A'.repeat(offset)}${KEY}\nMORE=1\n`
        const out = r.redact(`$ base64 .env\n${wrapped(env, columns, eol)}$ echo done\n`)
        const shown = out.replace(/\r?\n/g, '')
        expectEqual(
          { columns, offset, leaked: leaked(shown, keyCore(offset), 8) },
          { columns, offset, leaked: [] }
        )
      }
    }
  })

  it('hides the key in base64 broken into indented lines, as a YAML block holds it', () => {
    const r = new Redactor([KEY])
    for (let offset = 0; offset < 3; offset++) {
      const block = wrapped(`${'C'.repeat(offset)}${KEY}`, 20)
        .split('\n')
        .map(line => `    ${line}`)
        .join('\n')
      const out = r.redact(`data:\n  env: |\n${block}\nkind: Secret\n`)
      expect(leaked(out.replace(/\n */g, ''), keyCore(offset), 8)).toEqual([])
    }
  })

  it('refuses an identifier that holds the key in base64 broken into lines', () => {
    const r = new Redactor([KEY])
    expect(r.holdsSecret(wrapped(`JOB_MONITOR_API_KEY=${KEY}`, 20))).toBe(true)
    expect(r.holdsSecret(wrapped('JOB_MONITOR_API_KEY=something else entirely', 20))).toBe(false)
  })

  it('leaves other lines as they are', () => {
    const r = new Redactor([KEY])
    const text = `${wrapped('an ordinary file, nothing secret in it at all, '.repeat(4))}done\n`
    expect(r.redact(text)).toBe(text)
  })
})

/** A form of the key as a dump prints it, with where the key's own characters are in it. */
const laidOut: fc.Arbitrary<{ printed: string; key: string }> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...SEPARATORS), fc.boolean())
    .map(([sep, upper]) => ({ printed: spaced(KEY, sep, upper), key: spaced(KEY, sep, upper) })),
  fc
    .tuple(fc.integer({ min: 0, max: 80 }), fc.constantFrom(76, 64), fc.constantFrom('\n', '\r\n'))
    .map(([offset, columns, eol]) => ({
      printed: wrapped(`${'B'.repeat(offset)}${KEY}\n`, columns, eol),
      key: keyCore(offset)
    }))
)

/** What no reader may keep: pieces of the key's own characters, line breaks aside. */
const leakedKey = (out: string, key: string): string[] =>
  leaked(out.replace(/\r?\n/g, ''), key.replace(/\r?\n/g, ''), 8)

describe('over a stream read at any byte', () => {
  it('leaves no piece in what one reader keeps, whatever the reads and the bound', () => {
    fc.assert(
      fc.property(
        laidOut,
        fc.oneof(filler(0, 300), filler(0, 140_000)),
        filler(0, 70_000),
        fc.integer({ min: 1, max: 400 }),
        readSizes,
        fc.integer({ min: 64, max: 200_000 }),
        ({ printed, key }, before, after, split, sizes, maxBytes) => {
          const head = Buffer.from(`${before}\n`)
          const text = Buffer.concat([head, Buffer.from(printed), Buffer.from(`\n${after}\n`)])
          const streams = new StreamRedactor(maxBytes, new Redactor([KEY]))
          for (const chunk of reads(text, head.length, split % printed.length, sizes))
            streams.write(chunk)
          expectEqual(leakedKey(streams.text(), key), [])
        }
      ),
      { numRuns: 150 }
    )
  })

  it("keeps wrapped lines together when a line's end comes in a read of its own, after another source's line", () => {
    // `base64` of a file holding the key, on stdout; stdout's second line ends in a read of one
    // byte, after stderr wrote an empty line. Judged apart from the line it ends, that byte
    // looked like an empty line: the first two lines went out, stderr's next line went in
    // between them and the third, and the key's base64 was never whole.
    const printed = wrapped(`${'B'.repeat(66)}${KEY}\n`, 64)
    const lines = printed.split('\n')
    const secondEnds = lines[0].length + 1 + lines[1].length
    for (const maxBytes of [150, 1000]) {
      const streams = new StreamRedactor(maxBytes, new Redactor([KEY]))
      const stdout = streams.source()
      const stderr = streams.source()
      stdout.write(Buffer.from(printed.slice(0, secondEnds)))
      stderr.write(Buffer.from('\n'))
      stdout.write(Buffer.from('\n'))
      stderr.write(Buffer.from('\n'))
      stdout.write(Buffer.from(`${printed.slice(secondEnds + 1)} done\n`))
      stdout.end()
      stderr.end()
      expectEqual(leakedKey(streams.text(), keyCore(66)), [])
    }
  })

  it('leaves no piece when stdout and stderr are read in turns', () => {
    fc.assert(
      fc.property(
        laidOut,
        filler(0, 2000),
        fc.array(filler(0, 200), { maxLength: 5 }),
        fc.integer({ min: 1, max: 400 }),
        readSizes,
        fc.integer({ min: 64, max: 200_000 }),
        ({ printed, key }, before, errLines, split, sizes, maxBytes) => {
          const head = Buffer.from(`${before}\n`)
          const text = Buffer.concat([head, Buffer.from(printed), Buffer.from(' done\n')])
          const streams = new StreamRedactor(maxBytes, new Redactor([KEY]))
          const stdout = streams.source()
          const stderr = streams.source()
          const out = reads(text, head.length, split % printed.length, sizes)
          for (let i = 0; i < Math.max(out.length, errLines.length); i++) {
            if (out[i]) stdout.write(out[i])
            if (errLines[i] !== undefined) stderr.write(Buffer.from(`${errLines[i]}\n`))
          }
          stdout.end()
          stderr.end()
          expectEqual(leakedKey(streams.text(), key), [])
        }
      ),
      { numRuns: 100 }
    )
  })

  it('leaves no piece at a cut that falls inside the form', () => {
    // The head+tail capture cuts a text longer than its bound: wherever the cut lands in the
    // form, what is kept on either side holds no piece of the key.
    fc.assert(
      fc.property(laidOut, fc.integer({ min: 0, max: 4000 }), ({ printed, key }, at) => {
        const text = `${'q'.repeat(at)}\n${printed}\n${'z'.repeat(4000 - at)}\n`
        for (const maxBytes of [200, 1000, 3000]) {
          const streams = new StreamRedactor(maxBytes, new Redactor([KEY]))
          streams.write(text)
          expectEqual(leakedKey(streams.text(), key), [])
        }
      }),
      { numRuns: 100 }
    )
  })
})
