/**
 * The library reads the same JOB_MONITOR_* variables as the command-line tool, and its options
 * stand for them: each goes through the same check, so plain http never carries the key past
 * this machine and a key no header can carry is refused, naming the option or the variable. A
 * key with no address to send it to is a mistake, refused at once; no key at all is a job
 * that is not monitored here (a fork's, a developer's): it runs unreported, with one warning.
 */
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest
} from '@jest/globals'
import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmulator } from '../src/emulator/index.js'
import { JobMonitor, SettingError } from '../src/index.js'

const queueDir = (): string => mkdtempSync(join(tmpdir(), 'jm-lib-settings-'))
const good = { JOB_MONITOR_API_KEY: 'jm_lib_key', JOB_MONITOR_BASE_URL: 'https://m.example.com' }

describe('JobMonitor', () => {
  it.each([
    [
      { JOB_MONITOR_BASE_URL: 'http://monitor.example.com' },
      {},
      /^JOB_MONITOR_BASE_URL uses http:/
    ],
    [{}, { baseUrl: 'http://monitor.example.com' }, /^baseUrl uses http:/],
    [{ JOB_MONITOR_DEPLOYMENT_URL: 'ftp://d.example.com' }, {}, /^JOB_MONITOR_DEPLOYMENT_URL must/],
    [{ JOB_MONITOR_BASE_URL: 'not a url' }, {}, /^JOB_MONITOR_BASE_URL is not a URL/],
    [{ JOB_MONITOR_API_KEY: 'jm\nkey' }, {}, /^JOB_MONITOR_API_KEY holds a character no API key/],
    [{}, { apiKey: 'jm key' }, /^apiKey holds a character no API key/]
  ])('refuses %j %j, naming it', (env, options, message) => {
    expect(
      () => new JobMonitor({ env: { ...good, ...env }, queueDir: queueDir(), ...options })
    ).toThrow(message)
  })

  it('takes a key with blanks around it from the variable, trimmed, as the command-line tool does', async () => {
    const emulator = await startEmulator({ apiKey: 'jm_lib_key' })
    try {
      const m = new JobMonitor({
        env: { ...good, JOB_MONITOR_API_KEY: ' jm_lib_key\n', JOB_MONITOR_BASE_URL: emulator.url },
        queueDir: queueDir(),
        waitMs: 5000
      })
      const run = await m.start('nightly')
      // The emulator accepts only the exact key: a start it answered was sent with it trimmed.
      expect(run.runId).not.toBe('')
      expect(emulator.requests().map(r => [r.path, r.auth, r.status])).toEqual([
        ['/monitoring', 'bare', 200]
      ])
    } finally {
      await emulator.close()
    }
  })
})

describe('JobMonitor without a key or without an address', () => {
  let server: Server
  let base = ''
  let requests = 0

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests++
      req.resume()
      res.writeHead(500).end()
    })
    await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>(r => server.close(() => r())))
  beforeEach(() => {
    requests = 0
  })
  afterEach(() => {
    jest.restoreAllMocks()
  })

  it.each([
    ['the variable', { JOB_MONITOR_API_KEY: 'jm_lib_key' }, {}],
    ['the option', {}, { apiKey: 'jm_lib_key' }],
    ['a blank address', { JOB_MONITOR_API_KEY: 'jm_lib_key' }, { baseUrl: ' ' }]
  ])(
    'refuses a key from %s without a base URL at construction, naming baseUrl',
    (_, env, options) => {
      let thrown: unknown
      try {
        new JobMonitor({ env, queueDir: queueDir(), ...options })
      } catch (e) {
        thrown = e
      }
      expect(thrown).toBeInstanceOf(SettingError)
      expect((thrown as SettingError).setting).toBe('baseUrl')
      expect((thrown as Error).message).toMatch(/^baseUrl .*JOB_MONITOR_BASE_URL/)
    }
  )

  it('runs the work unreported without a key, with one warning, as the command-line tool does', async () => {
    const lines: string[] = []
    const m = new JobMonitor({
      env: { JOB_MONITOR_BASE_URL: base },
      queueDir: queueDir(),
      log: line => lines.push(line)
    })
    expect(await m.monitor('nightly', async () => 42, { heartbeatMs: 10 })).toBe(42)
    await expect(
      m.monitor('nightly', async () => {
        throw new Error('the export failed')
      })
    ).rejects.toThrow('the export failed')
    const run = await m.start('nightly')
    expect(await m.end(run, 'success')).toBe('unreported')
    expect(await m.notify('p-1', 'success')).toBe('unreported')
    expect(await m.heartbeat('nightly')).toBe(false)
    expect((await m.replay()).sent).toBe(0)
    await expect(m.listPipelines()).rejects.toThrow(/^apiKey /)
    expect(requests).toBe(0)
    expect(lines).toEqual([expect.stringMatching(/no API key \(apiKey or JOB_MONITOR_API_KEY\)/)])
  })

  it("says on stderr, once, that a monitor() run's reports are queued when no log is given", async () => {
    // An address where nothing listens: every report is queued.
    const gone = createServer()
    await new Promise<void>(resolve => gone.listen(0, '127.0.0.1', resolve))
    const down = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`
    await new Promise(resolve => gone.close(resolve))
    const key = 'jm_lib_down_key_7e6f5a'
    const dir = queueDir()
    const written: string[] = []
    const stderr = jest
      .spyOn(process.stderr, 'write')
      .mockImplementation((chunk: string | Uint8Array) => {
        written.push(String(chunk))
        return true
      })
    try {
      const m = new JobMonitor({
        env: { JOB_MONITOR_API_KEY: key, JOB_MONITOR_BASE_URL: down, JOB_MONITOR_ATTEMPTS: '1' },
        queueDir: dir,
        waitMs: 1000
      })
      expect(await m.monitor('nightly', async () => 7, { heartbeatMs: 0 })).toBe(7)
    } finally {
      stderr.mockRestore()
    }
    expect(written).toEqual([
      `job-monitor: the service did not take the reports of 'nightly' in time: they are queued in ${dir}, and replay() (or \`job-monitor replay\`) sends them later\n`
    ])
    expect(written.join('')).not.toContain(key)

    // With `log`, the lines go there alone.
    const lines: string[] = []
    const quiet = jest.spyOn(process.stderr, 'write').mockImplementation(() => true)
    try {
      const m = new JobMonitor({
        env: { JOB_MONITOR_API_KEY: key, JOB_MONITOR_BASE_URL: down, JOB_MONITOR_ATTEMPTS: '1' },
        queueDir: queueDir(),
        waitMs: 1000,
        log: line => lines.push(line)
      })
      await m.monitor('nightly', async () => 7, { heartbeatMs: 0 })
      expect(quiet).not.toHaveBeenCalled()
    } finally {
      quiet.mockRestore()
    }
    expect(lines.length).toBeGreaterThan(0)
  })

  it('gives its one warning as a process warning when no log is given', async () => {
    const warn = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined)
    const m = new JobMonitor({ env: {}, queueDir: queueDir() })
    expect(await m.monitor('nightly', async () => 'done', { heartbeatMs: 0 })).toBe('done')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0][0])).toMatch(/not reported/)
  })
})
