/**
 * The post step: stop the heartbeat helper, then send the end report (with the start's
 * byte-identical start_time and its run id) and the outcome pipeline notification, within
 * bounded time; what does not get through is queued. Writes the job summary. Never fails
 * the job unless `fail-on-error` asks for it, and leaves no process behind.
 */
import * as core from './runner.js'
import { endReport, pipelineNotification } from '../client/reports.js'
import { isoUtc } from '../client/wire.js'
import { readCaptures } from '../logs/captures.js'
import { Redactor } from '../logs/redact.js'
import { deliverOrQueue } from '../queue/deliver.js'
import { POST_END_BUDGET_MS, POST_START_REPLAY_BUDGET_MS, State } from './constants.js'
import { stopHelper } from './helper-process.js'
import { type JobInfo, failedSteps, fetchJob } from './jobs-api.js'
import { readLogFiles } from './log-files.js'
import { assembleLogReport, errorDetails } from './log-report.js'
import { automaticMetadata, mergeMetadata } from './metadata.js'
import { isAuthError, makeClient, makeQueue } from './service.js'
import { type ActionSettings, InputError, readApiKey, readSettings } from './settings.js'
import { endStatusOf, pipelineOutcome } from './status.js'
import { renderSummary, type SummaryFacts } from './summary.js'

const input = (name: string): string => core.getInput(name)

export async function runPost(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const began = Date.now()
  const key = readApiKey(input)
  if (key) core.setSecret(key)
  const token = input('github-token')
  if (token) core.setSecret(token)

  // Stop the helper first, whatever else happens: no process is left behind.
  const pid = Number(core.getState(State.helperPid)) || undefined
  const helper = await stopHelper(pid, core.getState(State.statusFile) || undefined)

  if (core.getState(State.skipped) === 'true' || !key) {
    core.notice('job-monitor: api-key is empty, so this job was not reported.')
    return
  }
  const runKey = core.getState(State.runKey)
  const startTime = core.getState(State.startTime)
  if (!runKey || !startTime) {
    core.info('job-monitor: the main step started no run (see its log); nothing to end.')
    return
  }
  let settings: ActionSettings
  try {
    settings = await readSettings(input, env)
  } catch (e) {
    if (e instanceof InputError) return core.warning(`job-monitor: ${e.message}`)
    throw e
  }
  const jobName = core.getState(State.jobName) || settings.jobName
  const status = endStatusOf(settings.jobStatus)
  const facts: SummaryFacts = {
    jobName,
    status,
    heartbeatsSent: helper.status?.beatsSent ?? 0,
    heartbeatsFailed: helper.status?.beatsFailed ?? 0,
    delivered: [],
    queued: [],
    trouble: []
  }
  if (helper.killed)
    facts.trouble.push('the heartbeat helper did not stop on SIGTERM and was killed')
  if (helper.status?.lastError && helper.status.beatsFailed)
    facts.trouble.push(`heartbeats: ${helper.status.lastError}`)
  const startOutcome = core.getState(State.startOutcome)
  if (startOutcome === 'delivered') facts.delivered.push('start report')
  if (core.getState(State.pipelineOutcome) === 'delivered')
    facts.delivered.push("pipeline notification 'running'")

  if (core.getState(State.authRejected) === 'true') {
    facts.trouble.push('the service rejected the API key: nothing more was sent')
    await writeSummary(facts)
    if (settings.failOnError) core.setFailed('job-monitor: the service rejected the API key')
    return
  }

  const client = makeClient(settings, env)
  const queue = makeQueue(settings, env, m => core.info(m))
  const metadata = mergeMetadata(automaticMetadata(env), settings.metadata)

  // The step list is fetched while this run's queued start (if any) is replayed.
  const jobPromise: Promise<JobInfo | undefined> = fetchJob({
    token: settings.githubToken,
    checkRunId: settings.checkRunId,
    env,
    debug: m => core.info(m)
  })

  let runId =
    core.getState(State.runId) ||
    helper.status?.runId ||
    (await queue.runIdFor(runKey).catch(() => undefined))
  if (runId && startOutcome !== 'delivered')
    facts.delivered.push('start report (in the background)')
  if (!runId && startOutcome === 'queued') {
    const replay = await queue.replay(client, {
      runKey,
      deadline: Date.now() + POST_START_REPLAY_BUDGET_MS
    })
    runId = replay.runIds[runKey]
    if (runId) facts.delivered.push('start report (replayed)')
  }
  facts.runId = runId
  if (!runId && startOutcome === 'failed') {
    // The service refused the start: there is no run to end.
    facts.trouble.push(`the start report was refused: ${core.getState(State.startError)}`)
    await writeSummary(facts)
    if (settings.failOnError) core.setFailed('job-monitor: the start report was refused')
    return
  }

  const job = await jobPromise
  const failed = failedSteps(job)
  const redactor = new Redactor([
    settings.apiKey,
    ...(settings.githubToken ? [settings.githubToken] : [])
  ])
  const logs = assembleLogReport({
    jobName,
    status,
    runner:
      [env.RUNNER_NAME, env.RUNNER_OS, env.RUNNER_ARCH].filter(Boolean).join(' / ') || undefined,
    runUrl: metadata.run_url as string | undefined,
    job,
    files: await readLogFiles(
      settings.logPaths,
      Math.max(1024, Math.floor(settings.logMaxBytes / 2))
    ).catch(() => []),
    captures: await readCaptures(env).catch(() => []),
    maxBytes: settings.logMaxBytes,
    redactor
  })

  const deadline = Math.min(Date.now() + POST_END_BUDGET_MS, began + 25_000)
  const pipeline = settings.deploymentUrl && settings.pipelineId ? settings.pipelineId : undefined
  const outcome = pipelineOutcome(status, jobName)
  const [end, notified] = await Promise.all([
    deliverOrQueue(
      client,
      queue,
      {
        kind: 'end',
        body: endReport({
          jobName,
          startTime,
          runId: runId ?? '',
          status,
          endTime: isoUtc(Date.now()),
          errorDetails: errorDetails(status, settings.jobStatus, failed),
          metadata,
          tags: settings.tags,
          logs
        })
      },
      { runKey, deadline }
    ),
    pipeline
      ? deliverOrQueue(
          client,
          queue,
          {
            kind: 'pipeline-notification',
            pipelineId: pipeline,
            body: pipelineNotification({ ...outcome, metadata })
          },
          { deadline }
        )
      : undefined
  ])

  let trouble = false
  if (end.delivered) {
    facts.delivered.push(`end report (${status})`)
    core.info(`job-monitor: run ${runId ?? ''} ended: ${status}`)
  } else {
    trouble = true
    if (isAuthError(end.error)) {
      core.error(`job-monitor: ${end.error.message}`, { title: 'Job monitoring: API key rejected' })
    } else
      core.warning(
        `job-monitor: the end report: ${end.error.message}${end.queued ? ' (queued for later)' : ''}`
      )
    if (end.queued) facts.queued.push(`end report (${status})`)
    facts.trouble.push(`end report: ${end.error.message}`)
  }
  if (notified) {
    if (notified.delivered) facts.delivered.push(`pipeline notification '${outcome.status}'`)
    else {
      trouble = true
      if (notified.queued) facts.queued.push(`pipeline notification '${outcome.status}'`)
      facts.trouble.push(`pipeline notification: ${notified.error.message}`)
      core.warning(`job-monitor: the pipeline notification: ${notified.error.message}`)
    }
  }

  // The service answers: send what earlier trouble left queued, within what is left of the budget.
  if (end.delivered && Date.now() < began + 24_000) {
    const replay = await queue.replay(client, {
      deadline: Math.min(Date.now() + 5_000, began + 26_000)
    })
    if (replay.sent) facts.delivered.push(`${replay.sent} queued report(s) from earlier`)
  }
  try {
    const left = await queue.list()
    const others = left.filter(r => r.runKey !== runKey).length
    if (others) facts.queued.push(`${others} other report(s) from earlier jobs`)
  } catch {
    // an unreadable queue is reported by the replay that meets it
  }

  await writeSummary(facts)
  if (trouble && settings.failOnError)
    core.setFailed('job-monitor (fail-on-error): ' + facts.trouble.join('; '))
}

async function writeSummary(facts: SummaryFacts): Promise<void> {
  try {
    core.appendSummary(renderSummary(facts))
  } catch (e) {
    core.info(`job-monitor: no job summary: ${(e as Error).message}`)
  }
}
