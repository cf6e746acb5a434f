import { describe, expect, it } from '@jest/globals'
import { HeadTailCapture, headTail } from '../../src/logs/capture.js'
import { REDACTION_CONTEXT_BYTES } from '../../src/logs/constants.js'

const bytes = (s: string): number => Buffer.byteLength(s, 'utf8')

describe('HeadTailCapture', () => {
  it('keeps everything when nothing needs cutting', () => {
    const c = new HeadTailCapture(100)
    c.write('hello ')
    c.write(Buffer.from('world'))
    expect(c.text()).toBe('hello world')
    expect(c.totalBytes).toBe(11)
  })

  it('keeps head and tail with a marker that counts what was cut', () => {
    const lines = Array.from({ length: 2000 }, (_, i) => `line ${i}`).join('\n') + '\n'
    const out = headTail(lines, 1000)
    expect(bytes(out)).toBeLessThanOrEqual(1000)
    expect(out.startsWith('line 0\nline 1\n')).toBe(true)
    expect(out.endsWith('line 1999\n')).toBe(true)
    const m = /\n\[\.\.\. (\d+) bytes cut \.\.\.\]\n/.exec(out)
    expect(m).not.toBeNull()
    const kept = bytes(out) - bytes(m![0])
    expect(Number(m![1])).toBe(bytes(lines) - kept)
  })

  it('never exceeds the bound nor breaks a character, for many sizes and chunkings', () => {
    const alphabet = ['a', 'é', '€', '😀', '\n', 'z']
    let seed = 7
    const rand = (n: number): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n)
    for (let round = 0; round < 200; round++) {
      const text = Array.from({ length: rand(3000) }, () => alphabet[rand(alphabet.length)]).join(
        ''
      )
      const max = rand(600)
      const c = new HeadTailCapture(max)
      const buf = Buffer.from(text)
      for (let i = 0; i < buf.length;) {
        const n = 1 + rand(97)
        c.write(buf.subarray(i, i + n))
        i += n
      }
      const out = c.text()
      expect(bytes(out)).toBeLessThanOrEqual(max)
      expect(out).not.toContain('\uFFFD')
      // Streaming in odd chunks gives what the whole string gives.
      expect(out).toBe(headTail(text, max))
      if (bytes(text) <= max) expect(out).toBe(text)
    }
  })

  it('holds at most maxBytes and the redaction context in memory whatever passes through', () => {
    const c = new HeadTailCapture(64 * 1024)
    const chunk = Buffer.alloc(64 * 1024, 'x')
    for (let i = 0; i < 800; i++) c.write(chunk) // 50 MiB
    expect(c.totalBytes).toBe(800 * 64 * 1024)
    expect(c.retainedBytes).toBeLessThanOrEqual(64 * 1024 + 2 * REDACTION_CONTEXT_BYTES)
    expect(bytes(c.text())).toBeLessThanOrEqual(64 * 1024)
  })

  it('with no room for a marker keeps just the end', () => {
    expect(headTail('abcdefghijklmnopqrstuvwxyz'.repeat(4), 10)).toBe('qrstuvwxyz')
  })
})
