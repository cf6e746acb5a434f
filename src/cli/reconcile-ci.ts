/**
 * `job-monitor reconcile` for GitLab and Buildkite: ends, from the CI's record (its jobs API and
 * the job's log), runs whose end never reached the service (src/reconcile/gitlab/,
 * src/reconcile/buildkite/). Two ways to run it:
 *
 * - `--next`, as a step of a job after its own end (the GitLab component's after_script, the
 *   Buildkite plugin's pre-exit hook): this job's earlier run of the same name or step, when this
 *   job is the one chosen to end it. It never fails the job: whatever stops it is one line.
 * - a sweep, in a scheduled pipeline or from cron: the jobs that finished within its window.
 *
 * The read token comes from JOB_MONITOR_GITLAB_TOKEN or JOB_MONITOR_BUILDKITE_TOKEN, never a flag
 * (`ps` shows flags); it goes to the CI's API alone, is hidden in every text read, and is never
 * printed or written. The API key goes to the service alone.
 */
import { Redactor } from '../logs/redact.js'
import { cancelOnSignals } from '../run/signals.js'
import { BUILDKITE_API_URL, BuildkiteApi } from '../reconcile/buildkite/api.js'
import { buildkiteNextJob, buildkiteSweep } from '../reconcile/buildkite/passes.js'
import type { HealedJobs } from '../reconcile/heal-jobs.js'
import { GitLabApi } from '../reconcile/gitlab/api.js'
import { gitLabNextJob, gitLabSweep } from '../reconcile/gitlab/passes.js'
import type { RestPlan } from '../reconcile/rest-plan.js'
import { makeClient, queueOf, requireService } from './client-setup.js'
import { type CiSettings, settingsForCiReconcile } from './reconcile-ci-settings.js'
import { type Flags } from './config.js'
import { ExitCode, UsageError } from './errors.js'
import { complain, messenger } from './messages.js'
import { windowMemory } from './reconcile-window.js'

/** The next job's pass: a few GETs, and one bounded log read per run it may end. */
const NEXT_MAX_ENDS = 3
const NEXT_MAX_GETS = 3 + 2 * NEXT_MAX_ENDS
const NEXT_BUDGET_MS = 20_000
const SWEEP_MAX_GETS = 200
const SWEEP_BUDGET_MS = 300_000
const FIRST_LOOKBACK_MS = 24 * 3600 * 1000

export async function reconcileFromCi(
  ci: 'gitlab' | 'buildkite',
  flags: Flags,
  env: NodeJS.ProcessEnv
): Promise<number> {
  const s = settingsForCiReconcile(ci, flags, env)
  const say = messenger(s.connection.config.quiet)
  if (s.next) return nextJob(s, say)
  requireService(s.connection.config, 'runs')
  if (!s.token)
    throw new UsageError(
      `no ${s.ciName} token: set ${s.tokenVariable} to a token that may read the jobs and their logs (${s.scopes})`,
      s.tokenVariable
    )
  return sweep(s, say)
}

/** The plan of GETs to the CI, with the token alone; the key is a secret its answers may not hand on. */
function apiOf(
  s: CiSettings,
  maxRequests: number,
  budgetMs: number,
  signal: AbortSignal
): GitLabApi | BuildkiteApi {
  const common = {
    signal,
    token: s.token,
    proxy: s.connection.proxy,
    secrets: [s.connection.config.apiKey],
    clock: { now: () => Date.now(), sleep: async () => undefined },
    maxRequests,
    deadline: Date.now() + budgetMs
  }
  return s.gitlab
    ? new GitLabApi({ ...common, place: s.gitlab.place })
    : new BuildkiteApi({
        ...common,
        place: { apiUrl: s.buildkite?.apiUrl ?? BUILDKITE_API_URL, org: s.buildkite?.org ?? '' }
      })
}

function healingOf(
  s: CiSettings,
  api: RestPlan,
  signal: AbortSignal,
  maxEnds: number,
  budgetMs: number,
  say: (m: string) => void
) {
  const { config } = s.connection
  const half = Math.floor(s.logMaxBytes / 2)
  return {
    healing: {
      seal: { apiKey: config.apiKey, address: config.baseUrl },
      services: {
        client: makeClient(config, s.connection.proxy, s.connection.queue, say),
        queue: queueOf(s.connection.queue, say)
      },
      window: { deadline: Date.now() + budgetMs, signal },
      bounds: {
        headBytes: half + 8192,
        tailBytes: half + 8192,
        streamBytes: 4 * 1024 * 1024,
        timeoutMs: Math.min(10_000, budgetMs)
      },
      logBytes: Math.max(1024, s.logMaxBytes - 1024),
      redactor: new Redactor([config.apiKey, ...(s.token ? [s.token] : [])]),
      ...(s.endedBy ? { endedBy: s.endedBy } : {}),
      maxEnds,
      now: () => Date.now(),
      api
    }
  }
}

const AT_STAKE =
  'earlier runs of this job were not checked for an end that never reached the service'

/** `--next`: whatever happens, one line at most says what stopped it, and the job goes on. */
async function nextJob(s: CiSettings, say: (m: string) => void): Promise<number> {
  const { config } = s.connection
  if (!config.apiKey || !config.baseUrl) {
    say(
      `reconcile: ${AT_STAKE}: no API key or service address (JOB_MONITOR_API_KEY, JOB_MONITOR_BASE_URL)`
    )
    return ExitCode.ok
  }
  if (!s.token) {
    complain(
      `reconcile: ${AT_STAKE}: no read token; set ${s.tokenVariable} (${s.scopes}) to have them ended`
    )
    return ExitCode.ok
  }
  // One cancel for the pass and for the plan of GETs it reads through, log reads included.
  const cancel = cancelOnSignals()
  const api = apiOf(s, NEXT_MAX_GETS, NEXT_BUDGET_MS, cancel.signal)
  const { healing } = healingOf(s, api, cancel.signal, NEXT_MAX_ENDS, NEXT_BUDGET_MS, say)
  try {
    const done = s.gitlab?.own
      ? await gitLabNextJob(s.gitlab.own, { ...healing, api: api as GitLabApi })
      : s.buildkite?.own
        ? await buildkiteNextJob(s.buildkite.own, { ...healing, api: api as BuildkiteApi })
        : { unread: `this is not a ${s.ciName} job (its variables name none)` }
    if ('unread' in done) complain(`reconcile: ${AT_STAKE}: ${done.unread}`)
    else if ('clear' in done) say(`reconcile: no earlier run to end: ${done.clear}`)
    else {
      report(s.ciName, done, say)
      if (done.unfinished) complain(`reconcile: ${AT_STAKE} to the last: ${done.unfinished}`)
    }
  } catch (e) {
    complain(`reconcile: ${AT_STAKE}: ${(e as Error).message}`)
  } finally {
    cancel.dispose()
  }
  return ExitCode.ok
}

async function sweep(s: CiSettings, say: (m: string) => void): Promise<number> {
  const memory = windowMemory(
    s.connection.queue.dir,
    `${s.placeName}\0${s.connection.config.baseUrl}`
  )
  const now = Date.now()
  const inCi = Boolean(s.gitlab?.sweepJob ?? s.buildkite?.sweepBuild)
  const window =
    s.since !== undefined
      ? { from: s.since, to: now }
      : inCi
        ? undefined
        : { from: memory.until() ?? now - FIRST_LOOKBACK_MS, to: now }
  // One cancel for the pass and for the plan of GETs it reads through, log reads included.
  const cancel = cancelOnSignals()
  const api = apiOf(s, SWEEP_MAX_GETS, SWEEP_BUDGET_MS, cancel.signal)
  const { healing } = healingOf(s, api, cancel.signal, s.maxEnds, SWEEP_BUDGET_MS, say)
  try {
    const result = s.gitlab
      ? await gitLabSweep(
          {
            ...(s.gitlab.sweepJob ? { own: s.gitlab.sweepJob } : {}),
            ...(window ? { window } : {}),
            jobs: s.gitlab.jobs
          },
          { ...healing, api: api as GitLabApi }
        )
      : await buildkiteSweep(
          {
            pipeline: s.buildkite?.pipeline ?? '',
            ...(s.buildkite?.sweepBuild ? { own: s.buildkite.sweepBuild } : {}),
            ...(window ? { window } : {})
          },
          { ...healing, api: api as BuildkiteApi }
        )
    if (window && !inCi && !result.unfinished) await memory.remember(window.to, say)
    report(s.ciName, result, say)
    if ('note' in result && result.note) complain(`reconcile: ${result.note}`)
    const w = result.window
    say(
      `reconcile: swept the ${s.ciName} jobs that finished ${w ? `from ${new Date(w.from).toISOString()} to ${new Date(w.to).toISOString()}` : 'in no window'}: ${result.looked} looked at, ${result.healed.length} ended, in ${api.calls.length} GETs`
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
  } finally {
    cancel.dispose()
  }
}

/** One line per run ended; one per run left alone (--quiet hides those). */
function report(ciName: string, result: HealedJobs, say: (m: string) => void): void {
  for (const h of result.healed)
    complain(
      `reconcile: run ${h.runId} (${h.jobName}) ${h.outcome === 'delivered' ? 'ended' : `end ${h.outcome}`} from ${ciName}'s record: ${h.status}${h.error ? ` (${h.error})` : ''}`
    )
  for (const l of result.left) say(`reconcile: the run of ${l.job} was left alone: ${l.why}`)
}
