/**
 * `start --state-file` and `end --state-file` when something goes wrong: a refused key, the
 * service down, a full disk, a job that died with its machine (its run ended by the next job,
 * on the evidence of its own process), an end on its way while another job looks for lost runs,
 * a state file that is not ours. The job never fails for it, and no run is ended wrongly.
 */
import { describe, expect, it } from '@jest/globals'
import {
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import type { Emulator } from '../../src/emulator/index.js'
import { CLI, alive, cli, until } from './run-cli.js'
import { stateIn, useRunFolder } from './run-folder-fixture.js'
import { smallDisk, smallDisks, systemEnv, utilLinux } from '../platform.js'
import { namedShell } from '../plugins/ci-model.js'

let emu: Emulator
let env: NodeJS.ProcessEnv
let dir: string
let stateFile: string
useRunFolder(given => ({ emu, env, dir, stateFile } = given))
const state = (): ReturnType<typeof stateIn> => stateIn(stateFile)

describe('start and end when something goes wrong', () => {
  it('never fails the job: a refused key, then an end with no run to end', async () => {
    const refused = { ...env, JOB_MONITOR_API_KEY: 'jm_not_the_key_0000' }
    const started = await cli(['start', '-n', 'x', '--state-file', stateFile], refused)
    expect(started.code).toBe(0)
    expect(started.stderr.toString()).toContain('not accepted')
    expect(existsSync(stateFile)).toBe(false)
    const ended = await cli(['end', '--status', 'failed', '--state-file', stateFile], refused)
    expect(ended.code).toBe(0)
    expect(ended.stderr.toString()).toContain('no run to end')
  })

  it('never fails the job when the service is down: the end is queued', async () => {
    expect(
      (
        await cli(
          ['start', '-n', 'down', '--state-file', stateFile, '--heartbeat-interval', '0'],
          env
        )
      ).code
    ).toBe(0)
    emu.inject({ path: '*', status: 503, count: 1000 })
    const ended = await cli(
      ['end', '--status', 'success', '--state-file', stateFile, '--attempts', '1', '--wait', '2'],
      env
    )
    expect(ended.code).toBe(0)
    expect(ended.stderr.toString()).toContain('end report is queued')
    expect(readdirSync(join(dir, 'queue')).some(n => n !== 'runs')).toBe(true)
  })

  const endReports = (): number =>
    emu.requests().filter(q => (q.body as { end_time?: string })?.end_time !== undefined).length

  utilLinux('setsid').it(
    'ends a run whose job died as failed on replay, and leaves a live run alone',
    async () => {
      // The first job is a Buildkite bootstrap (`buildkite-agent bootstrap`, as the agent starts
      // it: clicommand/agent_start.go), in a process group of its own: it runs the hook that
      // starts the run, then goes on. The bootstrap is the evidence of its job, not its helper.
      const lost = join(dir, 'lost')
      const jm = join(dir, 'jm')
      writeFileSync(jm, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`, { mode: 0o700 })
      const job = namedShell(
        'buildkite-agent',
        `setsid -w "${jm}" start -n lost --state-file "${lost}" --heartbeat-interval 1; sleep 120`,
        { ...systemEnv(), PATH: process.env.PATH, ...env, BUILDKITE: 'true' }
      )
      const { helperPid, runId } = await until(() => {
        try {
          return JSON.parse(readFileSync(join(lost, 'state.json'), 'utf8')) as {
            helperPid: number
            runId: string
          }
        } catch {
          return undefined
        }
      })
      expect(
        (
          await cli(
            ['start', '-n', 'live', '--state-file', stateFile, '--heartbeat-interval', '1'],
            env
          )
        ).code
      ).toBe(0)
      const live = state()
      // A beat the helper has noted in its status file (the service hears it a moment before).
      await until(() => {
        try {
          return JSON.parse(readFileSync(join(lost, 'heartbeats.json'), 'utf8')).beatsSent >= 1
        } catch {
          return false
        }
      })
      // The machine died under the first job: its job and its helper are gone, no end ever runs.
      process.kill(-(job.pid as number), 'SIGKILL')
      process.kill(helperPid, 'SIGKILL')
      await until(() => !alive(helperPid) && !alive(job.pid as number))
      // The next job comes later than two heartbeat intervals: a newer beat would say alive.
      const diedAt = Date.now()
      await until(() => Date.now() - diedAt > 2_100)

      expect((await cli(['replay'], env)).code).toBe(0)
      const ended = emu.runs().find(r => r.run_id === runId)
      expect(ended).toMatchObject({ job_name: 'lost', status: 'failed' })
      expect(ended?.error_details).toMatch(
        /^runner lost \(the Buildkite job's process is gone\): last heartbeat at \d{4}-/
      )
      // The live helper's run is still running, and its helper still beats.
      expect(emu.runs().find(r => r.run_id === live.runId)?.status).toBe('running')
      expect(!alive(live.helperPid as number)).toBe(false)
      // Ended once: a second replay sends nothing more for it.
      const ends = endReports()
      expect((await cli(['replay'], env)).code).toBe(0)
      expect(endReports()).toBe(ends)
      expect((await cli(['end', '--status', 'success', '--state-file', stateFile], env)).code).toBe(
        0
      )
      // No record is left (a temporary file of a killed writer is no record).
      expect(readdirSync(join(dir, 'queue', 'open')).filter(n => !n.startsWith('.tmp-'))).toEqual(
        []
      )
    }
  )

  it('never ends a run as lost while its end is on its way, after its helper has stopped', async () => {
    const ending = join(dir, 'ending')
    const args = ['--state-file', ending, '--heartbeat-interval', '1']
    expect((await cli(['start', '-n', 'ending', ...args], env)).code).toBe(0)
    const { helperPid, runId } = JSON.parse(readFileSync(join(ending, 'state.json'), 'utf8'))
    // The helper has begun (it has written its status); the run is recorded as open, which a
    // lost-run pass could end. (One that has not begun when the end comes: late-start.test.ts.)
    await until(() => existsSync(join(ending, 'heartbeats.json')), 30_000)
    const open = join(dir, 'queue', 'open')
    expect(readdirSync(open).some(n => n.endsWith('.json'))).toBe(true)
    // The end report takes its time on the way; the helper is stopped before it is sent.
    emu.inject({ path: '/monitoring', delayMs: 3000, count: 1 })
    const end = cli(['end', '--status', 'success', '--state-file', ending], env)
    await until(() => !alive(helperPid))
    // Another job on this machine looks for lost runs meanwhile.
    expect((await cli(['replay'], env)).code).toBe(0)
    expect((await end).code).toBe(0)
    const run = emu.runs().find(r => r.run_id === runId)
    expect(run).toMatchObject({ job_name: 'ending', status: 'success' })
    const ends = emu.requests().filter(q => {
      const body = q.body as { run_id?: string; end_time?: string | null }
      return body?.run_id === runId && typeof body.end_time === 'string'
    })
    expect(ends).toHaveLength(1)
    expect(readdirSync(join(dir, 'queue', 'open')).filter(n => !n.startsWith('.tmp-'))).toEqual([])
  })

  smallDisks().it(
    'keeps the run open for a later job when its end can be neither sent nor queued',
    async () => {
      const disk = smallDisk(64 * 1024)
      try {
        const queueEnv = { ...env, JOB_MONITOR_QUEUE_DIR: join(disk.dir, 'queue') }
        const args = ['--state-file', stateFile, '--heartbeat-interval', '1']
        expect((await cli(['start', '-n', 'nowhere', ...args], queueEnv)).code).toBe(0)
        const { runId } = state()
        // The run is recorded as open beside the queue.
        const open = join(disk.dir, 'queue', 'open')
        await until(() => existsSync(open) && readdirSync(open).some(n => n.endsWith('.json')))
        // The disk is full and the service is down: the end goes nowhere.
        const filler = join(disk.dir, 'filler')
        try {
          execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=4096'], { stdio: 'ignore' })
        } catch {
          // dd stops when the disk is full: that is the point
        }
        emu.inject({ path: '/monitoring', status: 503, count: 100 })
        const end = await cli(['end', '--status', 'success', '--state-file', stateFile], queueEnv)
        expect(end.code).toBe(0)
        expect(end.stdout.toString() + end.stderr.toString()).toMatch(
          /the run stays open: a later job on this machine will end it/
        )
        // Not settled: the run's state stays, so that its end can be run again.
        expect(existsSync(join(stateFile, 'state.json'))).toBe(true)
        rmSync(filler)
        emu.clearFaults()
        // A later job's pass leaves it: no process of its job was named (no CI system says
        // which), so nothing proves the job gone.
        expect((await cli(['replay'], queueEnv)).code).toBe(0)
        expect(emu.runs().find(r => r.run_id === runId)?.status).toBe('running')
        // Room again, the service back: the end, run again, ends the run.
        const again = await cli(['end', '--status', 'success', '--state-file', stateFile], queueEnv)
        expect(again.code).toBe(0)
        expect(emu.runs().find(r => r.run_id === runId)).toMatchObject({
          job_name: 'nowhere',
          status: 'success'
        })
      } finally {
        disk.remove()
      }
    },
    30_000
  )

  it('refuses what is not its own state file, and a status it cannot read', async () => {
    writeFileSync(join(dir, 'other.json'), '{"helperPid": 1}\n')
    const r = await cli(
      ['end', '--status', 'success', '--state-file', join(dir, 'other.json')],
      env
    )
    expect(r.code).toBe(0)
    expect(r.stderr.toString()).toContain('not a run folder made by `job-monitor start`')
    if (process.getuid?.() === 0) {
      // Another user's folder in a shared directory: its run is not ours to end.
      const theirs = join(dir, 'theirs.json')
      mkdirSync(theirs, { mode: 0o700 })
      writeFileSync(
        join(theirs, 'state.json'),
        JSON.stringify({ version: 1, jobName: 'x', runKey: 'k', runId: 'run_1', startTime: 't' })
      )
      chownSync(theirs, 65534, 65534)
      const r2 = await cli(['end', '--status', 'success', '--state-file', theirs], env)
      expect(r2.code).toBe(0)
      expect(r2.stderr.toString()).toContain('belongs to another user')
      expect(emu.requests()).toEqual([])
    }
    const bad = await cli(['end', '--status', 'maybe', '--state-file', stateFile], env)
    expect(bad.code).toBe(2)
    expect(bad.stderr.toString()).toContain('--status must be one of')
  })
})
