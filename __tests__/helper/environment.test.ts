/**
 * The heartbeat helper lives as long as the job, and any later step of the job can read its
 * environment (/proc/<pid>/environ) and see its command line (ps). So it gets the key once,
 * through its stdin, and nowhere else: not in its environment (under our name, as a copy the
 * job's environment happens to hold under another name, nor as the step's inputs), its config
 * or its arguments. The helper started here is a stand-in script that writes down what it got.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { constants, getPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnHelper } from '../../src/helper/spawn.js'
import { until } from '../action/helpers.js'
import { systemEnv } from '../platform.js'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jm-helper-env-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

interface Seen {
  env: Record<string, string>
  environ: string
  argv: string[]
  stdin: string
  priority: number
}

/** Starts a stand-in helper that writes down what it got, and reads what it wrote. */
async function startStandIn(key: string, env: NodeJS.ProcessEnv): Promise<Seen> {
  const out = join(dir, 'env.json')
  const script = join(dir, 'dump.cjs')
  writeFileSync(
    script,
    `const fs = require('fs')
      const chunks = []
      process.stdin.on('data', c => chunks.push(c))
      process.stdin.on('end', () => {
        let environ = ''
        try { environ = fs.readFileSync('/proc/self/environ', 'utf8') } catch {}
        fs.writeFileSync(${JSON.stringify(out)}, JSON.stringify({
          env: process.env, environ, argv: process.argv, stdin: Buffer.concat(chunks).toString(),
          priority: require('os').getPriority()
        }))
      })`
  )
  spawnHelper({
    script,
    apiKey: key,
    env,
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
  await until(() => existsSync(out) && readFileSync(out, 'utf8').endsWith('}'), 30_000)
  return JSON.parse(readFileSync(out, 'utf8')) as Seen
}

describe('the heartbeat helper', () => {
  it('gets the key through its stdin only', async () => {
    const key = 'jm-helper-env-key-5b7c9d1e3f'
    const seen = await startStandIn(key, {
      ...systemEnv(),
      PATH: process.env.PATH,
      RUNNER_TRACKING_ID: 'github_1',
      // A wrapped command's cookie: a cancel of that command must not end the helper.
      JOB_MONITOR_RUN_COOKIE: '0123456789abcdef0123456789abcdef',
      'INPUT_API-KEY': key,
      MONITOR_TOKEN: key,
      PADDED_COPY: ` ${key} `
    })
    expect(seen.stdin).toBe(key)
    expect(seen.env.RUNNER_TRACKING_ID).toBe('github_1')
    expect(seen.env.JOB_MONITOR_RUN_COOKIE).toBeUndefined()
    const holders = Object.entries(seen.env)
      .filter(([, v]) => v.includes(key))
      .map(([k]) => k)
    expect(holders).toEqual([])
    expect(seen.environ).not.toContain(key)
    expect(seen.argv.join(' ')).not.toContain(key)
  })

  it("runs below the job's priority, so its beats and reads never take a core from the build", async () => {
    const seen = await startStandIn('jm-helper-priority-key-0a1b2c', {
      ...systemEnv(),
      PATH: process.env.PATH
    })
    // Lowered to below normal, never raised above what the job itself runs at.
    expect(seen.priority).toBe(Math.max(getPriority(), constants.priority.PRIORITY_BELOW_NORMAL))
  })
})
