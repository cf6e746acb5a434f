/**
 * The heartbeat helper gets the key once, as JOB_MONITOR_API_KEY, and nowhere else: not in its
 * config, not as a copy the job's environment happens to hold under another name, nor as the
 * step's inputs. The helper started here is a stand-in script that writes its environment down.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnHelper } from '../../src/action/helper-process.js'
import { until } from './helpers.js'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jm-helper-env-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('the heartbeat helper', () => {
  it('gets the key as JOB_MONITOR_API_KEY only', async () => {
    const key = 'jm-helper-env-key-5b7c9d1e3f'
    const out = join(dir, 'env.json')
    const script = join(dir, 'dump.cjs')
    writeFileSync(
      script,
      `require('fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify(process.env))`
    )
    spawnHelper({
      script,
      apiKey: key,
      env: {
        PATH: process.env.PATH,
        RUNNER_TRACKING_ID: 'github_1',
        'INPUT_API-KEY': key,
        MONITOR_TOKEN: key,
        PADDED_COPY: ` ${key} `
      },
      logFile: join(dir, 'helper.log'),
      config: {
        client: { baseUrl: 'https://monitor.example.com', userAgent: 'job-monitor-action' },
        jobName: 'j',
        intervalMs: 0,
        runKey: 'rk',
        queueDir: join(dir, 'queue'),
        statusFile: join(dir, 'status.json'),
        startQueued: false,
        maxLifetimeMs: 1000
      }
    })
    await until(() => existsSync(out) && readFileSync(out, 'utf8').endsWith('}'), 10_000)
    const env = JSON.parse(readFileSync(out, 'utf8')) as Record<string, string>
    expect(env.JOB_MONITOR_API_KEY).toBe(key)
    expect(env.RUNNER_TRACKING_ID).toBe('github_1')
    const holders = Object.entries(env)
      .filter(([, v]) => v.includes(key))
      .map(([k]) => k)
    expect(holders).toEqual(['JOB_MONITOR_API_KEY'])
  })
})
