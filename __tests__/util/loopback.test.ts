import { describe, expect, it } from '@jest/globals'
import { readSettings } from '../../src/action/settings.js'
import { serviceConfig } from '../../src/cli/config.js'
import { usesProxy } from '../../src/client/transport.js'
import { readProxyFacts } from '../../src/environment/proxy.js'
import { isLoopbackHost } from '../../src/util/loopback.js'
import { type Host, hostnames } from '../settings/hostnames.js'

/** The rule applied to a host the way every caller sees it: after the URL parser. */
function ruleSays(host: string): boolean {
  let url: URL
  try {
    url = new URL(`http://${host}/`)
  } catch {
    return false
  }
  return isLoopbackHost(url.hostname)
}

const TABLE: Host[] = [
  { host: 'localhost', loopback: true, why: 'localhost' },
  { host: 'LOCALHOST', loopback: true, why: 'upper case, lower-cased by the parser' },
  { host: '127.0.0.1', loopback: true, why: 'dotted decimal' },
  { host: '127.255.255.254', loopback: true, why: 'top of 127/8' },
  { host: '127.1', loopback: true, why: '127.1 is 127.0.0.1 to the parser' },
  { host: '0x7f.1', loopback: true, why: 'hex, normalised' },
  { host: '0177.0.0.1', loopback: true, why: 'octal, normalised' },
  { host: '2130706433', loopback: true, why: 'one number, normalised' },
  { host: '127.0.0.1.', loopback: true, why: 'IPv4 trailing dot, dropped by the parser' },
  { host: '[::1]', loopback: true, why: 'IPv6 loopback' },
  { host: '[0:0:0:0:0:0:0:1]', loopback: true, why: 'IPv6 loopback, long form' },
  { host: '127.0.0.1.evil.example', loopback: false, why: 'loopback address as a subdomain' },
  { host: '127.x.attacker.example', loopback: false, why: '127. prefix on a name' },
  { host: '127.0.0.1%2eevil', loopback: false, why: 'encoded dot makes a name' },
  { host: 'foo.localhost', loopback: false, why: 'subdomain of localhost' },
  { host: 'localhost.evil', loopback: false, why: 'localhost as a subdomain' },
  { host: 'localhost.', loopback: false, why: 'trailing dot: a name DNS may answer' },
  { host: 'xn--localhost-9za', loopback: false, why: 'punycode' },
  { host: 'lоcalhost', loopback: false, why: 'Cyrillic o' },
  { host: '[::ffff:127.0.0.1]', loopback: false, why: 'IPv4-mapped IPv6: write 127.0.0.1' },
  { host: '[::2]', loopback: false, why: 'IPv6 other than ::1' },
  { host: '128.0.0.1', loopback: false, why: 'outside 127/8' },
  { host: '127.0.0.1:80@evil.example', loopback: false, why: 'loopback as user info' }
]

const GENERATED = hostnames(600)

describe('the loopback rule', () => {
  it.each(TABLE)('$host: $why', ({ host, loopback }) => {
    expect(ruleSays(host)).toBe(loopback)
  })

  it('holds over generated spellings of loopback and look-alikes', () => {
    expect(GENERATED.filter(h => h.loopback).length).toBeGreaterThan(200)
    expect(GENERATED.filter(h => !h.loopback).length).toBeGreaterThan(200)
    const wrong = GENERATED.filter(h => ruleSays(h.host) !== h.loopback)
    expect(wrong).toEqual([])
  })

  it('reads the host the way the URL parser writes it', () => {
    expect(isLoopbackHost('::1')).toBe(true)
    expect(isLoopbackHost('[::1]')).toBe(true)
    // Not parser output: the parser would have normalised these first.
    expect(isLoopbackHost('127.000.0.1')).toBe(false)
    expect(isLoopbackHost('127.0.0.256')).toBe(false)
    expect(isLoopbackHost('127.1')).toBe(false)
  })
})

describe('every place that asks uses the one rule', () => {
  const hosts = [...TABLE, ...GENERATED]
  const env = { GITHUB_WORKFLOW: 'CI', GITHUB_JOB: 'test' }

  async function actionAccepts(url: string): Promise<boolean> {
    const input: Record<string, string> = {
      'api-key': 'jm_key_loopback',
      'base-url': url,
      'job-name': 'n'
    }
    return readSettings(name => input[name] ?? '', env).then(
      () => true,
      () => false
    )
  }
  function cliAccepts(url: string, where: 'flag' | 'variable'): boolean {
    try {
      if (where === 'flag') serviceConfig({ 'base-url': url }, {})
      else serviceConfig({}, { JOB_MONITOR_BASE_URL: url })
      return true
    } catch {
      return false
    }
  }
  function proxyBypassed(url: string): boolean {
    try {
      return !usesProxy(url, readProxyFacts({ http_proxy: 'http://proxy.example:3128' }))
    } catch {
      return false
    }
  }

  it('the action takes plain http only to loopback', async () => {
    const wrong: Host[] = []
    for (const h of hosts)
      if ((await actionAccepts(`http://${h.host}/`)) !== h.loopback) wrong.push(h)
    expect(wrong).toEqual([])
  })

  it('the command-line tool takes plain http only to loopback, from a flag or a variable', () => {
    for (const where of ['flag', 'variable'] as const) {
      expect(hosts.filter(h => cliAccepts(`http://${h.host}/`, where) !== h.loopback)).toEqual([])
    }
  })

  it('the proxy is bypassed for loopback only', () => {
    expect(hosts.filter(h => proxyBypassed(`http://${h.host}/x`) !== h.loopback)).toEqual([])
  })
})
