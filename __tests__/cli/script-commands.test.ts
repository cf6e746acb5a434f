/**
 * The subcommands shell scripts use around a job: start, heartbeat and end (with a log file),
 * notify and pipelines, runs; each as the CLI's main() runs it in this process.
 */
import { describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Emulator } from '../../src/emulator/index.js'
import { cli, tempDir } from './run-cli.js'
import { useEmulator } from '../emulator-fixture.js'

const KEY = 'jm_cli_test_key_9f8e7d6c'
let emu: Emulator
let env: NodeJS.ProcessEnv
useEmulator({ apiKey: KEY, hourlyLimit: 10_000 }, given => ({ emu, env } = given))

describe('subcommands for shell scripts', () => {
  it('start, heartbeat and end round-trip with a byte-identical start_time', async () => {
    const s = await cli(['start', '-n', 'script-job', '--format', 'env'], env)
    expect(s.code).toBe(0)
    const vars = Object.fromEntries(
      s.stdout
        .toString()
        .split('\n')
        .filter(l => l.includes('='))
        .map(l => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 2, -1)])
    )
    expect(vars.JOB_MONITOR_RUN_ID).toMatch(/^run_/)
    const h = await cli(['heartbeat', '-n', 'script-job', '--meta', 'progress=50'], env)
    expect(h.code).toBe(0)
    const logFile = join(tempDir(), 'job.log')
    writeFileSync(logFile, 'step 1\nstep 2 failed\n')
    const e = await cli(
      ['end', '--status', 'failed', '--error', 'disk full', '--log-file', logFile],
      { ...env, ...vars }
    )
    expect(e.code).toBe(0)
    // A successful end says so, as exec does.
    expect(e.stderr.toString()).toBe(
      `job-monitor: reported run ${vars.JOB_MONITOR_RUN_ID} of 'script-job': failed\n`
    )
    const [run] = emu.runs()
    expect(run).toMatchObject({
      status: 'failed',
      // Its own reason, then the error line of its log.
      error_details: 'disk full\n\nstep 2 failed\n...\nstep 1',
      heartbeats: 1,
      logs: 'step 1\nstep 2 failed\n'
    })
    expect(run.start_time).toBe(vars.JOB_MONITOR_START_TIME)
  })

  it("end --log-file quotes a failed run's log in error_details, and a success's not", async () => {
    const log = join(tempDir(), 'job.log')
    writeFileSync(log, `step 1\nfatal: not a git repository\nstep 2\n`)
    for (const status of ['failed', 'success']) {
      const s = await cli(['start', '-n', `log-${status}`, '--format', 'json'], env)
      const run = JSON.parse(s.stdout.toString())
      const e = await cli(
        [
          'end',
          '-n',
          `log-${status}`,
          '--run-id',
          run.run_id,
          '--start-time',
          run.start_time,
          '--status',
          status,
          '--log-file',
          log
        ],
        env
      )
      expect(e.code).toBe(0)
    }
    expect(emu.runs().map(r => r.error_details)).toEqual([
      'the job failed\n\nfatal: not a git repository\n...\nstep 1\nstep 2',
      'None'
    ])
  })

  it('start prints just the run id by default, and json on request', async () => {
    const s = await cli(['start', '-n', 'j'], env)
    expect(s.stdout.toString()).toMatch(/^run_[0-9a-f]+\n$/)
    const j = await cli(['start', '-n', 'j', '--format', 'json'], env)
    expect(JSON.parse(j.stdout.toString())).toMatchObject({
      job_name: 'j',
      run_id: expect.stringMatching(/^run_/)
    })
  })

  it('notify uses Bearer; pipelines prints a table or JSON', async () => {
    const penv = { ...env, JOB_MONITOR_DEPLOYMENT_URL: emu.url }
    const n = await cli(
      [
        'notify',
        '--pipeline-id',
        'etl',
        '--status',
        'success',
        '--meta',
        'records=12',
        '--message',
        'done'
      ],
      penv
    )
    expect(n.code).toBe(0)
    // It says what it sent, as heartbeat and exec do.
    expect(n.stderr.toString()).toBe('job-monitor: pipeline notification sent: etl success\n')
    expect(emu.notifications()[0]).toMatchObject({
      pipeline_id: 'etl',
      status: 'success',
      metadata: { records: 12 }
    })
    const table = await cli(['pipelines'], penv)
    expect(table.stdout.toString()).toMatch(/^PIPELINE_ID\s+STATUS/)
    expect(table.stdout.toString()).toMatch(/etl\s+success\s+done/)
    const json = await cli(['pipelines', '--json'], penv)
    expect(JSON.parse(json.stdout.toString()).pipelines[0].pipeline_id).toBe('etl')
  })

  it("runs prints the emulator's history", async () => {
    await cli(['start', '-n', 'listed'], env)
    const r = await cli(['runs', '--url', emu.url], {})
    expect(r.stdout.toString()).toMatch(/listed\s+running/)
  })

  it('a wrong key makes the small commands exit 1', async () => {
    const r = await cli(['heartbeat', '-n', 'j'], { ...env, JOB_MONITOR_API_KEY: 'nope-nope' })
    expect(r.code).toBe(1)
    expect(r.stderr.toString()).toMatch(/API Keys/)
  })
})
