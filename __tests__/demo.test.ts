import { describe, expect, it } from '@jest/globals'
import { spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
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
    // A job's last run in the table: the demo's own, after the day's earlier runs.
    const status = (job: string): string | undefined =>
      [...table.matchAll(new RegExp(`^${job}\\s+(\\w+)`, 'gm'))].at(-1)?.[1]
    expect(status('demo / github action')).toBe('failed')
    // On a runner laid out as the real one, the end report names the failing step and holds
    // the output of every step since the action's.
    expect(r.stdout).toMatch(/^the end report says why: Failed steps: Run npm test$/m)
    expect(r.stdout).toMatch(/^ {2}quoting: expected 119\.00, got 138\.04$/m)
    expect(r.stdout).toMatch(/^ {2}quoting: Error: Process completed with exit code 1\.$/m)
    // Quoted as a person reads them: none of the runner's markup, here or in what was sent.
    expect(r.stdout).toMatch(/^the runner's markup \(##\[\.\.\.\]\) in what it sent: none$/m)
    expect(r.stdout.replace(/\(##\[\.\.\.\]\)/, '')).not.toContain('##[')
    // The job's own steps: main, the build and the failing test (the checkout, before main, when
    // the helper read its page before the runner removed it).
    expect(r.stdout).toMatch(/^its logs hold the output of [34] steps:$/m)
    expect(r.stdout).toMatch(/^ {2}== step: Run make build \(/m)
    expect(r.stdout).toMatch(/^ {2}== step: Run npm test \(failure/m)
    expect(r.stdout).not.toMatch(/step output unavailable/)
    // A day of runs before it: several runs per job, a flaky suite, a slow load, a stalled
    // consumer.
    expect(r.stdout).toMatch(/^day: 8 earlier runs of 'demo \/ github action'$/m)
    expect(r.stdout).toMatch(/^day: 7 earlier runs of 'demo \/ integration tests'$/m)
    expect(r.stdout).toMatch(/^day: 6 earlier runs of 'demo \/ warehouse load'$/m)
    // The consumer beat three times a second apart (its last beat 3 s or a little more after its
    // start) and went silent: past 15 s of silence the summary says stalled (with how long), as
    // the pages do; before, running, so a run still running has run less than 15 s past its
    // last beat.
    const consumer = table.split('\n').find(l => l.startsWith('demo / queue consumer')) ?? ''
    const running = /^demo \/ queue consumer\s+running\s+\S+ \S+\s+([\d.]+) s\s/.exec(consumer)
    expect(
      /^demo \/ queue consumer\s+stalled \(silent (1[5-9]|[2-9]\d) s\)/.test(consumer) ||
        (running !== null && Number(running[1]) < 15 + 5)
    ).toBe(true)
    expect(status('demo / deploy')).toBe('cancelled')
    expect(status('demo / backup')).toBe('failed')
    expect(status('demo / report')).toBe('success')
    expect(r.stdout).toContain(
      "The job was cancelled: a newer run in the concurrency group 'deploy-refs/heads/main' took its place."
    )
    expect(r.stdout).toMatch(/result cancellation, attempt 2 \(attempt 1: failure\), 90 s waiting/)
    expect(r.stdout).toMatch(
      /ends it: 'failed', runner lost \(the runner's worker process is gone\): last heartbeat at \d{4}-/
    )
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
    'with --serve keeps the service and its pages up until Ctrl-C, on the --port given, then ends by itself',
    async () => {
      // A port free a moment ago: a tab kept on it finds the service again after a restart.
      const port = await new Promise<number>(resolve => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as { port: number }
          probe.close(() => resolve(port))
        })
      })
      const args = ['scripts/demo.mjs', '--quick', '--serve', '--port', String(port)]
      const child = spawn(process.execPath, args, {
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
      expect(url).toBe(`http://127.0.0.1:${port}`)
      // After the demo's own runs are over, the page is still there with them on it.
      const page = await fetch(url!)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain('demo / cli: disk report')
      // The overview puts trouble first and counts it in its title: the failed runs, the flaky
      // suite, the cancelled deploy and, once it has been silent long enough, the stalled consumer.
      expect(html).toMatch(
        /<title>\d+ failing, (1 stalled, )?1 cancelled, 1 flaky · job-monitor<\/title>/
      )
      const jobs = (await (await fetch(`${url}/_emulator/pages/overview`)).json()) as {
        jobs: Array<{ job_name: string; health: string; slow: string }>
      }
      const of = (name: string) => jobs.jobs.find(j => j.job_name === name)
      expect(of('demo / integration tests')?.health).toBe('flaky')
      expect(of('demo / warehouse load')?.slow).toBe('slower than usual')
      expect(of('demo / github action')?.health).toBe('failing')
      child.kill('SIGINT')
      expect(await closed).toBe(0)
      expect(err).toBe('')
    },
    90_000
  )

  it('refuses a --port that is no port number, before it runs anything', () => {
    const r = spawnSync(process.execPath, ['scripts/demo.mjs', '--port', '80a'], {
      encoding: 'utf8',
      timeout: 30_000,
      env: demoEnv()
    })
    expect([r.status, r.stdout, r.stderr]).toEqual([
      2,
      '',
      'demo: --port takes a port number from 0 to 65535, not "80a"\n'
    ])
  })
})
