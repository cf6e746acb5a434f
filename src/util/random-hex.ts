import { closeSync, openSync, readSync } from 'node:fs'

/**
 * Random hex, to keep names unique across processes that share a pid namespace or not, and for
 * the tokens that prove who wrote a lock or answers a stop. From /dev/urandom where there is one:
 * node:crypto, loaded for this alone, would stay in the heartbeat helper's memory all job long
 * (some 3 MiB). Windows has no /dev/urandom and loads it.
 */
export function randomHex(bytes = 4): string {
  const buf = Buffer.alloc(bytes)
  try {
    const fd = openSync('/dev/urandom', 'r')
    try {
      if (readSync(fd, buf, 0, bytes, null) === bytes) return buf.toString('hex')
    } finally {
      closeSync(fd)
    }
  } catch {
    // no /dev/urandom here
  }
  return process.getBuiltinModule('node:crypto').randomBytes(bytes).toString('hex')
}
