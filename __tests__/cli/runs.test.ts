import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { connectionCause } from '../../src/client/connection-cause.js'
import { MonitorClient } from '../../src/client/client.js'
import { endReport, startReport } from '../../src/client/reports.js'
import { cli } from './run-cli.js'

// `job-monitor runs` is what a newcomer types first: when it cannot reach the address given, it
// names that address and why (refused, DNS, TLS, not the emulator), never only "fetch failed".
let emu: Emulator
let notEmulator: Server
let notEmulatorUrl: string
let freedUrl: string

beforeAll(async () => {
  emu = await startEmulator({ apiKey: 'runs-key' })
  notEmulator = createServer((_, res) => res.end('<html>a web page</html>'))
  await new Promise<void>(resolve => notEmulator.listen(0, '127.0.0.1', resolve))
  notEmulatorUrl = `http://127.0.0.1:${(notEmulator.address() as AddressInfo).port}`
  // A port that was just free: nothing listens there now.
  const gone = createServer()
  await new Promise<void>(resolve => gone.listen(0, '127.0.0.1', resolve))
  freedUrl = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`
  await new Promise(resolve => gone.close(resolve))
})

afterAll(async () => {
  await emu.close()
  await new Promise(resolve => notEmulator.close(resolve))
})

const NOT_THE_EMULATOR =
  "`job-monitor runs` reads the run history that `job-monitor emulator` keeps (GET /_emulator/runs), and the service has none to give; is it the emulator's address?"

async function runs(url: string): Promise<{ code: number | null; err: string }> {
  const r = await cli(['runs', '--url', url], {})
  expect(r.stdout.toString()).toBe('')
  return { code: r.code, err: r.stderr.toString() }
}

describe('job-monitor runs, when the address does not answer as the emulator', () => {
  it('names the address and says the connection was refused', async () => {
    const r = await runs(freedUrl)
    expect(r.code).toBe(1)
    expect(r.err).toBe(
      `job-monitor: could not reach ${freedUrl} for its run history: ` +
        'connection refused: nothing listens at that address and port (ECONNREFUSED)\n'
    )
  })

  it('says the port fetch would refuse (9, discard) is refused by the host, not "bad port"', async () => {
    const r = await runs('http://127.0.0.1:9')
    expect(r.err).toMatch(
      /^job-monitor: could not reach http:\/\/127\.0\.0\.1:9 for its run history: /
    )
    expect(r.err).not.toMatch(/fetch failed|bad port/)
  })

  it('says a host name that does not resolve is a DNS failure', async () => {
    const r = await runs('http://job-monitor-emulator.invalid:8080')
    expect(r.code).toBe(1)
    expect(r.err).toMatch(
      /^job-monitor: could not reach http:\/\/job-monitor-emulator\.invalid:8080 for its run history: .*\(DNS\) \((ENOTFOUND|EAI_AGAIN|EAI_FAIL)\)\n$/
    )
  })

  it('says TLS failed when https:// is given for an http:// address', async () => {
    const url = emu.url.replace(/^http:/, 'https:').replace(/\/$/, '')
    const r = await runs(url)
    expect(r.code).toBe(1)
    expect(r.err).toMatch(
      new RegExp(`^job-monitor: could not reach ${url} for its run history: TLS`)
    )
  })

  it('says an address that answers something else is not the emulator', async () => {
    const r = await runs(notEmulatorUrl)
    expect(r.code).toBe(1)
    expect(r.err).toBe(
      `job-monitor: ${notEmulatorUrl} answered with no run history: ${NOT_THE_EMULATOR}\n`
    )
  })

  it('says a service that answers 404 is not the emulator, whose history runs reads', async () => {
    const service = createServer((_, res) => {
      res.writeHead(404, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ detail: 'Not Found' }))
    })
    await new Promise<void>(resolve => service.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
      const r = await runs(url)
      expect(r.code).toBe(1)
      expect(r.err).toBe(`job-monitor: ${url} answered 404: ${NOT_THE_EMULATOR}\n`)
    } finally {
      await new Promise(resolve => service.close(resolve))
    }
  })

  it.each(['localhost:8080', 'not a url', 'ftp://127.0.0.1:8080'])(
    'refuses --url %s as a usage error naming the flag, before any request',
    async url => {
      const r = await cli(['runs', '--url', url], {})
      expect(r.code).toBe(2)
      expect(r.stderr.toString()).toMatch(
        /^job-monitor: --url must be the emulator's http:\/\/ or https:\/\/ address, such as http:\/\/127\.0\.0\.1:8080; got .+\n/
      )
    }
  )

  it('names the variable when the address came from JOB_MONITOR_BASE_URL', async () => {
    const r = await cli(['runs'], { JOB_MONITOR_BASE_URL: 'localhost:8080' })
    expect(r.code).toBe(2)
    expect(r.stderr.toString()).toMatch(/^job-monitor: JOB_MONITOR_BASE_URL must be the emulator's/)
  })

  it("still gives the emulator's own words for a filter it refuses", async () => {
    // An emulator of another version may refuse what this one takes.
    const older = createServer((_, res) => {
      res.writeHead(400, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: 'until is not a filter here' }))
    })
    await new Promise<void>(resolve => older.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(older.address() as AddressInfo).port}`
      const r = await cli(['runs', '--url', url, '--until', '2h'], {})
      expect(r.code).toBe(1)
      expect(r.stderr.toString()).toBe(
        `job-monitor: ${url} answered 400 for its run history: until is not a filter here\n`
      )
    } finally {
      await new Promise(resolve => older.close(resolve))
    }
  })
})

describe('job-monitor runs, with a filter it cannot read', () => {
  // A malformed value is a usage error (exit 2) naming the flag, as for every other command,
  // not a refusal by the emulator (exit 1) in the emulator's words.
  it.each([
    ['--status', 'bogus', 'must be one of running, stalled, success, failed, cancelled'],
    ['--since', 'yesterday', 'must be an ISO 8601 time or a time ago (30m, 2h, 7d)'],
    ['--until', 'soon', 'must be an ISO 8601 time or a time ago (30m, 2h, 7d)'],
    ['--limit', 'x', 'must be a positive whole number'],
    ['--limit', '0', 'must be a positive whole number']
  ])('%s %s: exit 2, the flag named', async (flag, value, rule) => {
    const r = await cli(['runs', '--url', emu.url, flag, value], {})
    expect(r.code).toBe(2)
    expect(r.stdout.toString()).toBe('')
    expect(r.stderr.toString()).toBe(`job-monitor: ${flag} ${rule}; got '${value}'\n`)
  })

  it('takes the filters the emulator takes', async () => {
    const r = await cli(
      ['runs', '--url', emu.url, '--status', 'stalled', '--since', '2h', '--limit', '5'],
      {}
    )
    expect(r.code).toBe(0)
  })
})

describe('job-monitor runs, when no run matches', () => {
  it('says which filters matched nothing, not that there are no runs', async () => {
    const empty = await startEmulator({ apiKey: 'runs-key' })
    try {
      const none = await cli(['runs', '--url', empty.url], {})
      expect([none.code, none.stdout.toString()]).toEqual([0, 'No runs yet.\n'])
      const client = new MonitorClient({ baseUrl: empty.url, apiKey: 'runs-key' })
      const startTime = new Date().toISOString()
      await client.sendStartReport(startReport({ jobName: 'backup', startTime }))
      const r = await cli(['runs', '--url', empty.url, '--job', 'nightly', '--since', '7d'], {})
      expect([r.code, r.stderr.toString()]).toEqual([0, ''])
      expect(r.stdout.toString()).toBe('No run matches --job nightly --since 7d.\n')
      const odd = await cli(['runs', '--url', empty.url, '--job', 'nightly build'], {})
      expect(odd.stdout.toString()).toBe('No run matches --job "nightly build".\n')
    } finally {
      await empty.close()
    }
  })
})

describe('job-monitor runs, with a long history', () => {
  it("prints a history longer than a service answer's bound (1 MiB)", async () => {
    // 40 runs of 40 KiB of logs each: some 1.6 MB of history, under the emulator's own 32 MiB.
    const big = await startEmulator({ apiKey: 'runs-key', hourlyLimit: 10_000 })
    try {
      const client = new MonitorClient({ baseUrl: big.url, apiKey: 'runs-key' })
      const startTime = '2026-11-26T00:00:00.000+00:00'
      for (let i = 0; i < 40; i++) {
        const jobName = `long ${i}`
        const { run_id: runId } = await client.sendStartReport(startReport({ jobName, startTime }))
        const endTime = '2026-11-26T00:01:00.000+00:00'
        const logs = 'x'.repeat(40 * 1024)
        await client.sendEndReport(
          endReport({ jobName, startTime, runId, status: 'success', endTime, logs })
        )
      }
      const r = await cli(['runs', '--url', big.url, '--json'], {})
      expect(r.stderr.toString()).toBe('')
      expect(r.code).toBe(0)
      expect(r.stdout.length).toBeGreaterThan(1024 * 1024)
      expect((JSON.parse(r.stdout.toString()) as unknown[]).length).toBe(40)
    } finally {
      await big.close()
    }
  })
})

describe('connectionCause', () => {
  const coded = (code: string, message = `connect ${code}`): Error =>
    Object.assign(new Error(message), { code })

  it('gives words and the code for what a socket, fetch or a retry of addresses rejects with', () => {
    const cases: [unknown, string][] = [
      [
        coded('ECONNREFUSED'),
        'connection refused: nothing listens at that address and port (ECONNREFUSED)'
      ],
      [
        new TypeError('fetch failed', { cause: coded('ENOTFOUND') }),
        'no such host (DNS) (ENOTFOUND)'
      ],
      [
        Object.assign(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]), {}),
        'connection refused: nothing listens at that address and port (ECONNREFUSED)'
      ],
      [
        coded('CERT_HAS_EXPIRED', 'certificate has expired'),
        "TLS: the server's certificate has expired (CERT_HAS_EXPIRED)"
      ],
      [
        coded('ERR_TLS_SOMETHING_NEW', 'a new TLS failure'),
        'TLS: a new TLS failure (ERR_TLS_SOMETHING_NEW)'
      ],
      [coded('EWHATEVER', 'EWHATEVER'), 'EWHATEVER'],
      [new TypeError('fetch failed', { cause: new Error('bad port') }), 'bad port'],
      [new Error('aborted'), 'aborted'],
      ['a string', 'unknown cause'],
      [null, 'unknown cause']
    ]
    const wrong = cases.filter(([e, want]) => connectionCause(e) !== want)
    if (wrong.length > 0)
      expect(wrong.map(([e]) => connectionCause(e))).toEqual(wrong.map(([, w]) => w))
  })

  it('ends on a cause that refers to itself', () => {
    const e: Error & { cause?: unknown } = new Error('loop')
    e.cause = e
    expect(connectionCause(e)).toBe('loop')
  })
})
