/**
 * A short, stable name from a text (a run key, a host name): FNV-1a over its UTF-8 bytes, 128
 * bits, as hex. Not a cryptographic hash, and not needed to be one: these names only have to be
 * the same wherever they are computed and differ between inputs. The heartbeat helper, which lives
 * as long as the job, names files and its channel with it; node:crypto, loaded for that, would
 * stay in its memory all job long (some 3 MiB).
 */
const OFFSET = 0x6c62272e07bb014262b821756295c58dn
const PRIME = 0x1000000000000000000013bn
const MASK = (1n << 128n) - 1n

export function shortHash(text: string, hexChars: number): string {
  let hash = OFFSET
  for (const byte of Buffer.from(text, 'utf8')) hash = ((hash ^ BigInt(byte)) * PRIME) & MASK
  return hash.toString(16).padStart(32, '0').slice(0, hexChars)
}
