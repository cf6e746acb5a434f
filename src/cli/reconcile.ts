/**
 * `job-monitor reconcile`: the scheduled sweep (reconcile/github/sweep.ts) from the command line:
 * ends, from GitHub's record, the runs of jobs set to `reconcile: sweep` whose end never reached
 * the service. GitLab's and Buildkite's records are read by reconcile-ci.ts. Its window: in a GitHub Actions run, from the run before it of its own workflow to
 * its own (as GitHub dates them); elsewhere (cron on a host) from where the last sweep of this
 * repository on this machine stopped, kept in the queue folder, to now; `--since` names its start.
 * The GitHub token comes from JOB_MONITOR_GITHUB_TOKEN or GITHUB_TOKEN (never a flag: `ps`
 * shows flags); it goes to GitHub alone, and the API key to the service alone.
 */
import { windowMemory } from './reconcile-window.js'
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

/** The CI whose record is read: --ci, else the CI this runs in, else GitHub. */
export function ciOf(flags: Flags, env: NodeJS.ProcessEnv): 'github' | 'gitlab' | 'buildkite' {
  const ci = pick(flags, 'ci', {})
  if (ci === undefined) {
    if (env.GITLAB_CI === 'true') return 'gitlab'
    if (env.BUILDKITE === 'true') return 'buildkite'
    return 'github'
  }
  if (ci !== 'github' && ci !== 'gitlab' && ci !== 'buildkite')
    throw new UsageError('--ci must be github, gitlab or buildkite', '--ci')
  return ci
}

export async function reconcileCommand(flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const ci = ciOf(flags, env)
  if (ci !== 'github') {
    const { reconcileFromCi } = await import('./reconcile-ci.js')
    return reconcileFromCi(ci, flags, env)
  }
  if (flags.next === true)
    throw new UsageError(
      "--next is for GitLab and Buildkite jobs: on GitHub, the action's post step ends the run before it",
      '--next'
    )
  const s = settingsForReconcile(flags, env)
  const memory = windowMemory(
    s.connection.queue.dir,
    `${s.place.apiUrl}/${s.place.repository}\0${s.connection.config.baseUrl}`
  )
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
        : { from: memory.until() ?? now - FIRST_LOOKBACK_MS, to: now }
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
    if (!s.run) await memory.remember(window.to, say)
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
