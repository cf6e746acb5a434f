/** Small helpers for the action's end-to-end tests. */
import { expect, jest } from '@jest/globals'
import { readdirSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import type { EmulatedRun, Emulator } from '../../src/emulator/index.js'
import { type Clock, systemClock } from '../../src/util/clock.js'
import { GitHubRequests } from '../../src/action/github-requests.js'
import type { spawnHelper } from '../../src/helper/spawn.js'
import { readProxyFacts } from '../../src/environment/proxy.js'

type Recorded = ReturnType<Emulator['requests']>[number]

export function pathOf(r: Recorded): string {
  return r.path.split('?')[0]
}

export function bodyText(r: Recorded): string {
  return r.rawBody
}

/** The start and end reports the emulator received (/monitoring bodies), in order. */
export function monitoringBodies(em: Emulator): Array<Record<string, unknown>> {
  return em
    .requests()
    .filter(r => pathOf(r) === '/monitoring')
    .map(r => JSON.parse(bodyText(r)) as Record<string, unknown>)
}

export function beatsOf(em: Emulator, jobName: string): number {
  return em.requests().filter(r => pathOf(r) === '/heartbeat' && bodyText(r).includes(jobName))
    .length
}

/** Polls until `check` holds (no fixed sleeps); fails after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number
): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms`)
    await new Promise(r => setTimeout(r, 50))
  }
}

/** Every regular file under `dir`. */
export function allFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    const s = statSync(p)
    if (s.isDirectory()) out.push(...allFiles(p))
    else if (s.isFile()) out.push(p)
  }
  return out
}

/**
 * A step run in this process: what it prints (workflow commands included) is collected instead
 * of shown, and `restore` puts back the environment and the exit code it changed.
 */
export function stepInThisProcess(): { stdout: string[]; restore: () => void } {
  const saved = { ...process.env }
  const stdout: string[] = []
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    stdout.push(String(chunk))
    return true
  })
  return {
    stdout,
    restore() {
      jest.restoreAllMocks()
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k]
      Object.assign(process.env, saved)
      process.exitCode = undefined
    }
  }
}

/** A GitHub API stand-in on a loopback port: the paths it was asked, and how to close it. */
export interface ApiStandIn {
  url: string
  calls: string[]
  close: () => Promise<void>
}

/** Serves `answer(path)` for every request, path without its query. */
async function apiStandIn(
  answer: (path: string) => { status: number; body: unknown }
): Promise<ApiStandIn> {
  const calls: string[] = []
  const server: Server = createServer((req, res) => {
    calls.push(req.url ?? '')
    const { status, body } = answer((req.url ?? '').split('?')[0])
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  })
  await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>(r => server.close(() => r()))
  }
}

/** A tiny stand-in for the GitHub jobs API: answers every call with `jobBody`. */
export function jobsApi(jobBody: unknown): Promise<ApiStandIn> {
  return apiStandIn(() => ({ status: 200, body: jobBody }))
}

/**
 * A stand-in for the GitHub REST API: each path (without its query) answers with its route's
 * status and body; a path without a route answers 404, as GitHub does.
 */
export function githubApi(
  routes: Record<string, { status?: number; body: unknown }>
): Promise<ApiStandIn> {
  return apiStandIn(path => {
    const route = Object.hasOwn(routes, path) ? routes[path] : undefined
    return route
      ? { status: route.status ?? 200, body: route.body }
      : { status: 404, body: { message: 'Not Found' } }
  })
}

/** Post's plan of GitHub reads against `api`: a token, 3 requests, 5 seconds. */
export function requestsTo(api: ApiStandIn): GitHubRequests {
  return new GitHubRequests({
    token: 't',
    env: { GITHUB_REPOSITORY: 'octo/app', GITHUB_API_URL: api.url },
    clock: systemClock,
    maxRequests: 3,
    deadline: Date.now() + 5000
  })
}

/**
 * A job whose "Run tests" step failed, as the jobs API answers for check run 77 of octo/app, and
 * the runner's token for it: what the failed-job journeys give the action, in and out of process.
 */
export const FAILED_JOB = {
  token: 'ghs_e2eTokenValue000000000000000000000',
  checkRunId: '77',
  api: {
    id: 77,
    name: 'build',
    html_url: 'https://github.com/octo/app/actions/runs/4242/job/77',
    steps: [
      {
        name: 'Set up job',
        status: 'completed',
        conclusion: 'success',
        number: 1,
        started_at: '2026-11-22T10:00:00Z',
        completed_at: '2026-11-22T10:00:02Z'
      },
      {
        name: 'Run tests',
        status: 'completed',
        conclusion: 'failure',
        number: 2,
        started_at: '2026-11-22T10:00:02Z',
        completed_at: '2026-11-22T10:01:07Z'
      }
    ]
  }
}

/**
 * The failed job's build log: 20,000 lines between a marked first and last line, `key` in one of
 * them and again in the tail.
 */
export function failedBuildLog(key: string): string {
  const lines = ['FIRST LINE of the build']
  for (let i = 0; i < 20000; i++)
    lines.push(`line ${i} using ${i === 9000 ? key : 'nothing secret'}`)
  lines.push(`token ${key} in the tail`, 'LAST LINE: error: tests failed')
  return lines.join('\n') + '\n'
}

/**
 * The end report of FAILED_JOB with its log read at most `logMaxBytes` long: failed, naming the
 * failed step, the log's head and tail with the cut between, neither the key nor the token in
 * it, and the jobs API asked once, for that job.
 */
export function expectFailedJobReport(
  run: EmulatedRun | undefined,
  key: string,
  apiCalls: string[],
  logMaxBytes: number
): void {
  expect(run?.status).toBe('failed')
  expect(run?.error_details).toBe('Failed steps: Run tests')
  const logs = String(run?.logs)
  expect(Buffer.byteLength(logs)).toBeLessThanOrEqual(logMaxBytes)
  expect(logs).toContain('FIRST LINE of the build')
  expect(logs).toContain('LAST LINE: error: tests failed')
  expect(logs).toMatch(/bytes cut/)
  expect(logs).toContain('Run tests')
  expect(logs).toContain('token *** in the tail')
  expect(logs).not.toContain(key)
  expect(logs).not.toContain('ghs_e2eTokenValue')
  // The job, then (for a job that did not succeed) its check run's annotations: why it ended.
  expect(apiCalls).toEqual([
    '/repos/octo/app/actions/jobs/77',
    '/repos/octo/app/check-runs/77/annotations?per_page=50'
  ])
}

/** The system's time, and waits that return at once: retries are not slept through. */
export const noWaits: Clock = {
  now: () => Date.now(),
  sleep: async (_ms, signal) => {
    if (signal?.aborted) throw signal.reason
  }
}

/**
 * Heartbeat helpers started in this process, for main's `spawn`: runHelper with the config and
 * key spawnHelper hands the process, a clock that waits out no retry, and no pid for post to
 * stop. `stopAll` stops them as the post step stops the real one before its end report (asked,
 * then waited for until its final status): call it before post.
 */
export function helpersHere(): { spawn: typeof spawnHelper; stopAll: () => Promise<void> } {
  const running: Array<() => Promise<void>> = []
  return {
    spawn: o => {
      // Its clock does not wait: it must not beat or follow pages, or it would spin. main
      // turns a failed start into a warning, so stopAll fails the test too.
      if (o.config.intervalMs > 0 || o.config.stepOutput) {
        const misuse = new Error('helpersHere: a helper here runs without beats or step output')
        running.push(() => Promise.reject(misuse))
        throw misuse
      }
      const stop = new AbortController()
      // Loaded here, not by every test that imports these helpers.
      // Nor may it watch its job's process: that is a look every few seconds, for ever.
      const { job: _watched, ...config } = o.config
      const done = import('../../src/helper/heartbeat-helper.js').then(m =>
        m.runHelper(config, o.apiKey, stop.signal, readProxyFacts(o.env), noWaits)
      )
      running.push(async () => {
        stop.abort('request')
        await done
      })
      return undefined
    },
    async stopAll() {
      for (const stop of running.splice(0)) await stop()
    }
  }
}
