/**
 * `mode: reconcile`: the action reports no run of its own; its main step sweeps the repository's
 * recent runs (reconcile/github/sweep.ts) and ends, from GitHub's record, the runs of jobs set to
 * `reconcile: sweep` whose end never reached the service. For a scheduled workflow of its own.
 * Whatever GitHub or the service answers, the step succeeds (unless fail-on-error); each run
 * ended or left alone, and why, is one line of its log, and its summary counts them.
 */
import * as runner from './runner.js'
import { readEventFacts } from '../environment/github.js'
import { Redactor } from '../logs/redact.js'
import { GitHubApi } from '../reconcile/github/api.js'
import { type SweepResult, sweep, sweepWindow } from '../reconcile/github/sweep.js'
import type { Clock } from '../util/clock.js'
import { readActionFacts } from './action-facts.js'
import { USER_AGENT, makeClient, makeQueue } from './client-setup.js'
import { githubPlaceOf } from './github-requests.js'
import { saveMainState } from './main-state.js'
import type { ActionSettings } from './settings.js'
import { cancelOnSignals } from '../run/signals.js'

/** A sweep's plan: GETs of GitHub's API, time, and the most runs it ends. */
export const SWEEP_MAX_GETS = 100
export const SWEEP_BUDGET_MS = 120_000
export const SWEEP_MAX_ENDS = 10

export async function runSweepMode(
  settings: ActionSettings,
  env: NodeJS.ProcessEnv,
  clock: Clock
): Promise<void> {
  saveMainState({ sweep: true })
  const event = readEventFacts(env)
  if (!settings.githubToken || !event.runId || !event.workflowFile) {
    runner.warning(
      'job-monitor (mode: reconcile): no sweep: it needs the github-token input and the run it is part of (GITHUB_RUN_ID, GITHUB_WORKFLOW_REF)'
    )
    return
  }
  const facts = readActionFacts(env, settings)
  const log = (m: string): void => runner.info(`job-monitor: ${m}`)
  const api = new GitHubApi({
    token: settings.githubToken,
    place: githubPlaceOf(env),
    proxy: facts.proxy,
    secrets: [settings.apiKey],
    clock,
    maxRequests: SWEEP_MAX_GETS,
    deadline: clock.now() + SWEEP_BUDGET_MS,
    userAgent: USER_AGENT
  })
  const window = await sweepWindow(api, {
    runId: event.runId,
    attempt: event.attempt ?? 1,
    workflowFile: event.workflowFile
  })
  if ('none' in window) return runner.info(`job-monitor: no sweep: ${window.none}`)
  const cancel = cancelOnSignals()
  try {
    const half = Math.floor(settings.logMaxBytes / 2)
    const result = await sweep({
      api,
      window,
      workflows: [],
      maxEnds: SWEEP_MAX_ENDS,
      seal: { apiKey: settings.apiKey, address: settings.baseUrl },
      services: {
        client: makeClient(settings, facts.proxy, log, clock),
        queue: makeQueue(facts.queue, log)
      },
      send: { deadline: clock.now() + SWEEP_BUDGET_MS, signal: cancel.signal },
      bounds: {
        headBytes: half + 8192,
        tailBytes: half + 8192,
        streamBytes: 4 * 1024 * 1024,
        timeoutMs: 10_000
      },
      logBytes: Math.max(1024, settings.logMaxBytes - 1024),
      redactor: new Redactor([settings.apiKey, settings.githubToken]),
      proxy: facts.proxy,
      ...(facts.context.pipelineRunUrl ? { endedBy: facts.context.pipelineRunUrl } : {}),
      now: () => clock.now()
    })
    say(result, window, api)
  } finally {
    cancel.dispose()
  }
}

/** One line per run ended or left, then what the sweep covered. */
function say(result: SweepResult, window: { from: number; to: number }, api: GitHubApi): void {
  for (const h of result.healed)
    runner.info(
      `job-monitor: run ${h.runId} (${h.jobName}) ${h.outcome === 'delivered' ? 'ended' : `end ${h.outcome}`} from GitHub's record: ${h.status}${h.error ? ` (${h.error})` : ''}`
    )
  for (const l of result.left)
    runner.info(`job-monitor: the run of ${l.job} was left alone: ${l.why}`)
  const span = `${new Date(window.from).toISOString()} to ${new Date(window.to).toISOString()}`
  runner.info(
    `job-monitor: swept the jobs that completed from ${span}: ${result.looked} looked at, ${result.healed.length} ended, in ${api.calls.length} GETs`
  )
  if (result.unfinished)
    runner.warning(
      `job-monitor (mode: reconcile): the sweep stopped before the end of its window: ${result.unfinished}. Jobs it did not reach are left open; cover them with \`job-monitor reconcile --since\`.`
    )
}
