/**
 * Hostnames for the loopback rule, generated from a fixed seed (so a failure repeats), each
 * with the answer its construction implies: a loopback spelling, or a look-alike.
 */

/** mulberry32: a small seeded generator, enough to vary the spellings. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Host {
  /** What goes between `http://` and the path. */
  host: string
  loopback: boolean
  why: string
}

function pick<T>(r: () => number, items: readonly T[]): T {
  return items[Math.floor(r() * items.length)]
}
const int = (r: () => number, n: number): number => Math.floor(r() * n)

function label(r: () => number): string {
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789'
  let s = ''
  for (let i = 1 + int(r, 8); i > 0; i--) s += chars[int(r, chars.length)]
  return s
}

/** One octet in any notation the URL parser reads: decimal, 0x hex, 0-prefixed octal. */
function octet(r: () => number, value: number): string {
  switch (int(r, 4)) {
    case 0:
      return `0x${value.toString(16)}`
    case 1:
      return `0${value.toString(8)}`
    case 2:
      return `0X${value.toString(16).toUpperCase()}`
    default:
      return String(value)
  }
}

/** 127.b.c.d written in one of the forms the parser normalises to it. */
function loopbackV4(r: () => number): Host {
  const [b, c, d] = [int(r, 256), int(r, 256), int(r, 256)]
  const low24 = (b << 16) | (c << 8) | d
  const forms: [string, string][] = [
    [`127.${b}.${c}.${d}`, 'dotted decimal'],
    [`${octet(r, 127)}.${octet(r, b)}.${octet(r, c)}.${octet(r, d)}`, 'mixed octets'],
    [`127.${low24}`, 'two parts (127.1)'],
    [`127.${b}.${(c << 8) | d}`, 'three parts'],
    [String(127 * 2 ** 24 + low24), 'one 32-bit number'],
    [`0x${(127 * 2 ** 24 + low24).toString(16)}`, 'one hex number'],
    [`127.${b}.${c}.${d}.`, 'trailing dot']
  ]
  const [host, why] = pick(r, forms)
  return { host, loopback: true, why }
}

const IPV6_LOOPBACK = [
  '[::1]',
  '[0:0:0:0:0:0:0:1]',
  '[0000:0000:0000:0000:0000:0000:0000:0001]',
  '[::0:1]',
  '[0::1]'
]

const LOCALHOST = ['localhost', 'LOCALHOST', 'LocalHost', 'localHOST']

/** Names and addresses that look like this machine and are not. */
function lookAlike(r: () => number): Host {
  const dotted = `127.${int(r, 256)}.${int(r, 256)}.${int(r, 256)}`
  const forms: [string, string][] = [
    [`${dotted}.${label(r)}.example`, 'loopback address as a subdomain'],
    [`127.${label(r)}.example`, '127. prefix on a name'],
    [`127.x.${label(r)}.example`, '127.x on a name'],
    [`${label(r)}.localhost`, 'subdomain of localhost'],
    [`localhost.${label(r)}`, 'localhost as a subdomain'],
    [`localhost.${label(r)}.example`, 'localhost as a subdomain'],
    ['localhost.', 'trailing dot on localhost'],
    ['LOCALHOST.', 'trailing dot on localhost'],
    [`${label(r)}localhost`, 'localhost as a suffix'],
    [`localhost${label(r)}`, 'localhost as a prefix'],
    [`xn--localhost-${label(r)}`, 'punycode look-alike'],
    ['lоcalhost', 'Cyrillic o (punycode after parsing)'],
    [`[::ffff:${dotted}]`, 'IPv4-mapped IPv6'],
    [`[::ffff:7f00:${int(r, 65536).toString(16)}]`, 'IPv4-mapped IPv6, hex'],
    [`[::${(int(r, 65534) + 2).toString(16)}]`, 'IPv6 other than ::1'],
    [`[fe80::1]`, 'link-local IPv6'],
    [`${126 - int(r, 3)}.0.0.1`, 'IPv4 below 127/8'],
    [`${128 + int(r, 100)}.0.0.1`, 'IPv4 above 127/8'],
    [`10.${int(r, 256)}.0.1`, 'private IPv4'],
    [`0.0.0.0`, 'unspecified address'],
    [`${dotted}%2e${label(r)}`, 'encoded dot'],
    [`${label(r)}.${dotted}`, 'name ending in a loopback address'],
    [`${dotted}:80@${label(r)}.example`, 'loopback as user info'],
    [`${label(r)}.example`, 'plain name']
  ]
  const [host, why] = pick(r, forms)
  return { host, loopback: false, why }
}

/** `count` hostnames, about half loopback spellings and half look-alikes. */
export function hostnames(count: number, seed = 20261123): Host[] {
  const r = seeded(seed)
  const out: Host[] = []
  for (let i = 0; i < count; i++) {
    const k = r()
    if (k < 0.35) out.push(loopbackV4(r))
    else if (k < 0.42) out.push({ host: pick(r, IPV6_LOOPBACK), loopback: true, why: 'IPv6 ::1' })
    else if (k < 0.5) out.push({ host: pick(r, LOCALHOST), loopback: true, why: 'localhost' })
    else out.push(lookAlike(r))
  }
  return out
}
