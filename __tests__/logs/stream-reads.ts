/**
 * How the stream tests feed a reader and judge what it kept: text around a secret that holds no
 * piece of one, reads cut anywhere, and the pieces of a secret found in the output.
 */
import fc from 'fast-check'

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** Upper-case letters and digits: what the secrets of these tests are made of. */
export const upper = (min: number, max = min): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...UPPER), minLength: min, maxLength: max })

/** Text around a secret: no upper-case letter, digit, `\` or `%`, so any piece found leaked. */
export const FILLER = 'ghijklmnopqrstuvwxyz{}[]":, '

/** `min` to `max` characters of FILLER, drawn cheaply (a long text is one seed, not n draws). */
export const filler = (min: number, max: number): fc.Arbitrary<string> =>
  fc.tuple(fc.integer({ min, max }), fc.integer({ min: 0, max: 2 ** 30 })).map(([n, seed]) => {
    let s = ''
    let x = seed
    for (let i = 0; i < n; i++) {
      x = (x * 1103515245 + 12345) % 2 ** 31
      s += FILLER[x % FILLER.length]
    }
    return s
  })

/**
 * Every run of `n` characters of `secret` (as printed) that `out` holds, outside the markers the
 * reader writes itself: a cut's `[... 132533 bytes cut ...]` may count bytes in digits that a
 * secret in hex also holds.
 */
export function leaked(out: string, secret: string, n = 6): string[] {
  const text = out.replace(/\[\.\.\. [^\]\n]* \.\.\.\]/g, '[]')
  const found: string[] = []
  for (let i = 0; i + n <= secret.length; i++) {
    const piece = secret.slice(i, i + n)
    if (text.includes(piece)) found.push(piece)
  }
  return found
}

/**
 * `bytes` cut by reads: the first ends `split` bytes into the secret (at `secretAt`), the
 * others take the given sizes, the last one the rest.
 */
export function reads(
  bytes: Uint8Array,
  secretAt: number,
  split: number,
  sizes: number[]
): Uint8Array[] {
  const out: Uint8Array[] = [bytes.subarray(0, secretAt + split)]
  let at = secretAt + split
  for (const n of sizes) {
    if (at >= bytes.length) break
    out.push(bytes.subarray(at, at + n))
    at += n
  }
  if (at < bytes.length) out.push(bytes.subarray(at))
  return out
}

/** Sizes of the reads after the first. */
export const readSizes = fc.array(fc.integer({ min: 1, max: 300_000 }), { maxLength: 6 })
