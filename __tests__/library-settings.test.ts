/**
 * The library reads the same JOB_MONITOR_* variables as the command-line tool, and its options
 * stand for them: each goes through the same check, so plain http never carries the key past
 * this machine and a key no header can carry is refused, naming the option or the variable.
 */
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JobMonitor } from '../src/index.js'

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

  it('takes a key with blanks around it from the variable, trimmed, as the command-line tool does', () => {
    const m = new JobMonitor({
      env: {
        ...good,
        JOB_MONITOR_API_KEY: ' jm_lib_key\n',
        JOB_MONITOR_BASE_URL: 'http://127.0.0.1:9/'
      },
      queueDir: queueDir()
    })
    expect(m.client).toBeDefined()
  })
})
