import { describe, expect, it } from '@jest/globals'
import { spawn, spawnSync } from 'node:child_process'
import { signals, systemEnv } from './platform.js'

const demoEnv = (): NodeJS.ProcessEnv => ({
  ...systemEnv(),
  PATH: process.env.PATH,
  HOME: process.env.HOME
})

// The README's first line runs this: it must keep working and show every run's final status.
// --quick: the same runs, without the pauses that let a watcher see heartbeats.
describe('npm run demo', () => {
  it('runs the action, the library and the CLI against the embedded service', () => {
    const r = spawnSync(process.execPath, ['scripts/demo.mjs', '--quick'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: demoEnv()
    })
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
    const table = r.stdout.slice(r.stdout.indexOf('== What the service received'))
    const status = (job: string): string | undefined =>
      new RegExp(`^${job}\\s+(\\w+)`, 'm').exec(table)?.[1]
    expect(status('demo / github action')).toBe('failed')
    expect(status('demo / deploy')).toBe('cancelled')
    expect(status('demo / backup')).toBe('failed')
    expect(status('demo / report')).toBe('success')
    expect(r.stdout).toContain(
      "The job was cancelled: a newer run in the concurrency group 'deploy-refs/heads/main' took its place."
    )
    expect(r.stdout).toMatch(/result cancellation, attempt 2 \(attempt 1: failure\), 90 s waiting/)
    expect(r.stdout).toMatch(/ends it: 'failed', runner lost: last heartbeat at \d{4}-/)
    expect(status('demo / library: nightly export')).toBe('success')
    expect(status('demo / library: price sync')).toBe('failed')
    expect(status('demo / library: invoice batch')).toBe('success')
    expect(status('demo / cli: disk report')).toBe('success')
    expect(status('demo / cli: missing file')).toBe('failed')
    expect(table).toMatch(/ 0 breaking a wire rule/)
    expect(table).toMatch(/the key in any request body: no/)
    expect(r.stdout).toMatch(/processes left by the job: 0/)
    // It ended by itself, and so closed the service: it says so, and how to keep it open.
    expect(r.stdout).toMatch(
      /^local service: http:\/\/\S+ \(closed when the demo ends; `npm run demo -- --serve` keeps it open\)$/m
    )
    expect(r.stdout).not.toMatch(/open it in a browser/)
  }, 90_000)

  signals.it(
    'with --serve keeps the service and its pages up until Ctrl-C, then ends by itself',
    async () => {
      const child = spawn(process.execPath, ['scripts/demo.mjs', '--quick', '--serve'], {
        env: demoEnv(),
        stdio: ['ignore', 'pipe', 'pipe']
      })
      let out = ''
      let err = ''
      child.stdout.on('data', c => (out += c))
      child.stderr.on('data', c => (err += c))
      const closed = new Promise<number | null>(resolve => child.on('close', resolve))
      // The line it prints once everything is done and it only serves.
      const serving = /^the jobs and runs stay at (http:\/\/\S+) until Ctrl-C$/m
      const end = Date.now() + 60_000
      while (!serving.test(out) && Date.now() < end && child.exitCode === null)
        await new Promise(r => setTimeout(r, 50))
      const url = serving.exec(out)?.[1]
      expect(url).toBeDefined()
      // After the demo's own runs are over, the page is still there with them on it.
      const page = await fetch(url!)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('demo / cli: disk report')
      child.kill('SIGINT')
      expect(await closed).toBe(0)
      expect(err).toBe('')
    },
    90_000
  )
})
