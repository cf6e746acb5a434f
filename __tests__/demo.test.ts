import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { systemEnv } from './platform.js'

// The README's first line runs this: it must keep working and show every run's final status.
// --quick: the same runs, without the pauses that let a watcher see heartbeats go out.
describe('npm run demo', () => {
  it('runs the action, the library and the CLI against the embedded service', () => {
    const r = spawnSync(process.execPath, ['scripts/demo.mjs', '--quick'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...systemEnv(), PATH: process.env.PATH, HOME: process.env.HOME }
    })
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
    const table = r.stdout.slice(r.stdout.indexOf('== What the service received'))
    const status = (job: string): string | undefined =>
      new RegExp(`^${job}\\s+(\\w+)`, 'm').exec(table)?.[1]
    expect(status('demo / github action')).toBe('failed')
    expect(status('demo / library: nightly export')).toBe('success')
    expect(status('demo / library: price sync')).toBe('failed')
    expect(status('demo / library: invoice batch')).toBe('success')
    expect(status('demo / cli: disk report')).toBe('success')
    expect(status('demo / cli: missing file')).toBe('failed')
    expect(table).toMatch(/ 0 breaking a wire rule/)
    expect(table).toMatch(/the key in any request body: no/)
    expect(r.stdout).toMatch(/processes left by the job: 0/)
  }, 90_000)
})
