/**
 * `job-monitor reconcile`: the scheduled sweep (reconcile/github/sweep.ts) from the command line:
 * ends, from GitHub's record, the runs of jobs set to `reconcile: sweep` whose end never reached
 * the service. Its window: in a GitHub Actions run, from the run before it of its own workflow to
 * its own (as GitHub dates them); elsewhere (cron on a host) from where the last sweep of this
 * repository on this machine stopped, kept in the queue folder, to now; `--since` names its start.
 * The GitHub token comes from JOB_MONITOR_GITHUB_TOKEN or GITHUB_TOKEN (never a flag: `ps`
 * shows flags); it goes to GitHub alone, and the API key to the service alone.
 */
import { join } from 'node:path'
import { readRegularFileSync } from '../util/regular-files.js'
import { makeDirs } from '../util/dirs.js'
import { writeFileAtomic } from '../util/atomic-writes.js'
import { shortHash } from '../util/short-hash.js'
import { Redactor } from '../logs/redact.js'
import { readEventFacts } from '../environment/github.js'
import { GitHubApi, type GitHubPlace, apiUrlOf, repositoryOf } from '../reconcile/github/api.js'
import { type SweepResult, sweep, sweepWindow } from '../reconcile/github/sweep.js'
import { type Connection, connectionFor } from './command-settings.js'
import { type Flags, pick, wholeNumber } from './config.js'
import { ExitCode, UsageError } from './errors.js'
import { complain, messenger } from './messages.js'
import { makeClient, queueOf, requireService } from './client-setup.js'
import { cancelOnSignals } from '../run/signals.js'

/** A first sweep on a machine, with no window remembered, looks this far back. */
const FIRST_LOOKBACK_MS = 24 * 3600 * 1000
const MAX_GETS = 200
const BUDGET_MS = 300_000

export interface ReconcileSettings {
  connection: Connection
  token: string
  place: GitHubPlace
  workflows: string[]
  since?: number
  maxEnds: number
  logMaxBytes: number
  /** In a GitHub Actions run: the sweep's own run, whose workflow's runs date its window. */
  run?: { runId: number; attempt: number; workflowFile: string }
}

export function settingsForReconcile(flags: Flags, env: NodeJS.ProcessEnv): ReconcileSettings {
  const connection = connectionFor(flags, env)
  const token = pick({}, '', env, 'JOB_MONITOR_GITHUB_TOKEN') ?? pick({}, '', env, 'GITHUB_TOKEN')
  if (!token)
    throw new UsageError(
      "no GitHub token: set JOB_MONITOR_GITHUB_TOKEN (or GITHUB_TOKEN) to a token that may read the repository's Actions (actions: read, checks: read)"
    )
  const repository = repositoryOf(pick(flags, 'repo', env, 'GITHUB_REPOSITORY'))
  if (!repository)
    throw new UsageError('--repo owner/name is required (or GITHUB_REPOSITORY)', '--repo')
  const since = pick(flags, 'since', {})
  const sinceMs = since === undefined ? undefined : Date.parse(since)
  if (sinceMs !== undefined && !Number.isFinite(sinceMs))
    throw new UsageError(
      `--since must be an ISO 8601 time, such as 2026-12-01T00:00:00Z`,
      '--since'
    )
  const event = readEventFacts(env)
  const inActions = env.GITHUB_ACTIONS === 'true' && event.runId && event.workflowFile
  const workflows = flags.workflow
  return {
    connection,
    token,
    place: { apiUrl: apiUrlOf(env.GITHUB_API_URL), repository },
    workflows: Array.isArray(workflows)
      ? workflows.filter((w): w is string => typeof w === 'string')
      : [],
    ...(sinceMs === undefined ? {} : { since: sinceMs }),
    maxEnds: wholeNumber(pick(flags, 'max-ends', {}), '--max-ends', 1, 100) ?? 10,
    logMaxBytes:
      wholeNumber(pick(flags, 'log-max-bytes', {}), '--log-max-bytes', 1024, 16 * 1024 * 1024) ??
      65536,
    ...(inActions
      ? {
          run: {
            runId: event.runId!,
            attempt: event.attempt ?? 1,
            workflowFile: event.workflowFile!
          }
        }
      : {})
  }
}

/** Where this machine remembers how far its sweeps of a repository went. */
function windowFile(s: ReconcileSettings): { dir: string; name: string } {
  const of = `${s.place.apiUrl}/${s.place.repository}\0${s.connection.config.baseUrl}`
  return { dir: join(s.connection.queue.dir, 'reconcile'), name: `${shortHash(of, 16)}.json` }
}

function rememberedUntil(s: ReconcileSettings): number | undefined {
  const { dir, name } = windowFile(s)
  const text = readRegularFileSync(join(dir, name), 4096)?.text
  try {
    const until = (JSON.parse(text ?? '') as { until?: unknown }).until
    return typeof until === 'number' && Number.isFinite(until) ? until : undefined
  } catch {
    return undefined
  }
}

async function remember(
  s: ReconcileSettings,
  until: number,
  say: (m: string) => void
): Promise<void> {
  const { dir, name } = windowFile(s)
  try {
    await makeDirs(dir, 0o700)
    await writeFileAtomic(dir, name, JSON.stringify({ until }))
  } catch (e) {
    say(
      `reconcile: where this sweep stopped could not be kept (${(e as Error).message}): the next one looks back from --since or a day`
    )
  }
}

export async function reconcileCommand(flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const s = settingsForReconcile(flags, env)
  const { config } = s.connection
  requireService(config, 'runs')
  const say = messenger(config.quiet)
  const api = new GitHubApi({
    token: s.token,
    place: s.place,
    proxy: s.connection.proxy,
    secrets: [config.apiKey],
    clock: { now: () => Date.now(), sleep: async () => undefined },
    maxRequests: MAX_GETS,
    deadline: Date.now() + BUDGET_MS
  })
  const now = Date.now()
  const window =
    s.since !== undefined
      ? { from: s.since, to: now }
      : s.run
        ? await sweepWindow(api, s.run)
        : { from: rememberedUntil(s) ?? now - FIRST_LOOKBACK_MS, to: now }
  if ('none' in window) {
    complain(`reconcile: no sweep: ${window.none}`)
    return ExitCode.ok
  }
  const cancel = cancelOnSignals()
  try {
    const result = await sweep({
      api,
      window,
      workflows: s.workflows,
      maxEnds: s.maxEnds,
      seal: { apiKey: config.apiKey, address: config.baseUrl ?? '' },
      services: {
        client: makeClient(config, s.connection.proxy, s.connection.queue, say),
        queue: queueOf(s.connection.queue, say)
      },
      send: { deadline: Date.now() + BUDGET_MS, signal: cancel.signal },
      bounds: {
        headBytes: s.logMaxBytes / 2 + 8192,
        tailBytes: s.logMaxBytes / 2 + 8192,
        streamBytes: 4 * 1024 * 1024,
        timeoutMs: 10_000
      },
      logBytes: Math.max(1024, s.logMaxBytes - 1024),
      redactor: new Redactor([config.apiKey, s.token]),
      proxy: s.connection.proxy,
      now: () => Date.now()
    })
    if (!s.run) await remember(s, window.to, say)
    return report(result, window, api, say)
  } finally {
    cancel.dispose()
  }
}

function report(
  result: SweepResult,
  window: { from: number; to: number },
  api: GitHubApi,
  say: (m: string) => void
): number {
  for (const h of result.healed)
    complain(
      `reconcile: run ${h.runId} (${h.jobName}) ${h.outcome === 'delivered' ? 'ended' : `end ${h.outcome}`} from GitHub's record: ${h.status}${h.error ? ` (${h.error})` : ''}`
    )
  for (const l of result.left) say(`reconcile: the run of ${l.job} was left alone: ${l.why}`)
  say(
    `reconcile: swept the jobs that completed from ${new Date(window.from).toISOString()} to ${new Date(window.to).toISOString()}: ${result.looked} looked at, ${result.healed.length} ended, in ${api.calls.length} GETs`
  )
  if (result.unfinished) {
    complain(
      `reconcile: stopped before the end of its window: ${result.unfinished}; the jobs it did not reach are left open (--since covers them)`
    )
    return ExitCode.serviceTrouble
  }
  return result.healed.some(h => h.outcome === 'refused' || h.outcome === 'unsent')
    ? ExitCode.serviceTrouble
    : ExitCode.ok
}
