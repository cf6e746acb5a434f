/**
 * What the GitHub runner tells a job about its run, read from the environment in this one
 * place (the job's check run id comes from the `check-run-id` input, whose default is
 * `${{ job.check_run_id }}`): the run's context, which the action and the command-line tool
 * both report, and the facts post's reads of the run's attempts and schedule need. The jobs
 * API answer adds the rest (run/runner-facts.ts).
 */
import type { RunContext } from '../run/context.js'

/** RUNNER_OS and RUNNER_ARCH in OpenTelemetry's words (`os.type`, `host.arch`). */
const OS_TYPES: Record<string, string> = { Linux: 'linux', Windows: 'windows', macOS: 'darwin' }
const HOST_ARCHES: Record<string, string> = {
  X64: 'amd64',
  X86: 'x86',
  ARM: 'arm32',
  ARM64: 'arm64'
}

export function readRunnerFacts(
  env: NodeJS.ProcessEnv,
  o: { checkRunId?: number } = {}
): RunContext {
  const server = serverOf(env.GITHUB_SERVER_URL)
  const repository = /^[\w.-]+\/[\w.-]+$/.test(env.GITHUB_REPOSITORY ?? '')
    ? env.GITHUB_REPOSITORY
    : undefined
  const runId = digits(env.GITHUB_RUN_ID)
  const attempt = digits(env.GITHUB_RUN_ATTEMPT)
  const runUrl = repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined
  const checkRunId = o.checkRunId ? String(o.checkRunId) : undefined
  const headRef = env.GITHUB_HEAD_REF?.trim()
  const refType = env.GITHUB_REF_TYPE
  return {
    ciSystem: 'github-actions',
    pipelineName: env.GITHUB_WORKFLOW,
    pipelineRunId: runId,
    pipelineRunUrl: runUrl && (attempt ? `${runUrl}/attempts/${attempt}` : runUrl),
    taskName: env.GITHUB_JOB,
    taskRunId: checkRunId,
    taskRunUrl: runUrl && checkRunId ? `${runUrl}/job/${checkRunId}` : undefined,
    workerName: env.RUNNER_NAME,
    repositoryUrl: repository ? `${server}/${repository}` : undefined,
    // A pull request's run is on a merge ref (`12/merge`); its head is the branch.
    refName: headRef || env.GITHUB_REF_NAME,
    refType: headRef ? 'branch' : refType === 'branch' || refType === 'tag' ? refType : undefined,
    revision: env.GITHUB_SHA,
    vcsProvider: 'github',
    osType: wordOf(env.RUNNER_OS, OS_TYPES),
    hostArch: wordOf(env.RUNNER_ARCH, HOST_ARCHES),
    trigger: env.GITHUB_EVENT_NAME,
    attempt: attempt ? Number(attempt) : undefined,
    actor: env.GITHUB_ACTOR
  }
}

function serverOf(raw: string | undefined): string {
  try {
    const url = new URL(raw || 'https://github.com')
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin
  } catch {
    // Not a URL: github.com's.
  }
  return 'https://github.com'
}

function digits(raw: string | undefined): string | undefined {
  const text = raw?.trim()
  return text && /^[1-9]\d{0,15}$/.test(text) ? text : undefined
}

function wordOf(raw: string | undefined, words: Record<string, string>): string | undefined {
  const text = raw?.trim()
  if (!text) return undefined
  return Object.hasOwn(words, text) ? words[text] : text.toLowerCase()
}

/** What post's reads of the run's attempts and schedule need from the environment. */
export interface EventFacts {
  runId?: number
  /** GITHUB_RUN_ATTEMPT: 1 for the run's first try. */
  attempt?: number
  /** GITHUB_EVENT_NAME: `schedule`, `push`, ... */
  eventName?: string
  /** The workflow's file name, from GITHUB_WORKFLOW_REF (`o/r/.github/workflows/f.yml@ref`). */
  workflowFile?: string
  /** GITHUB_EVENT_PATH: the event's payload, a file the runner wrote. */
  eventPath?: string
}

export function readEventFacts(env: NodeJS.ProcessEnv): EventFacts {
  const runId = digits(env.GITHUB_RUN_ID)
  const attempt = digits(env.GITHUB_RUN_ATTEMPT)
  const eventName = env.GITHUB_EVENT_NAME?.trim()
  const eventPath = env.GITHUB_EVENT_PATH?.trim()
  return {
    runId: runId ? Number(runId) : undefined,
    attempt: attempt ? Number(attempt) : undefined,
    eventName: eventName && /^[a-z_]{1,64}$/.test(eventName) ? eventName : undefined,
    workflowFile: workflowFileOf(env.GITHUB_WORKFLOW_REF),
    eventPath: eventPath || undefined
  }
}

/** `octo/app/.github/workflows/nightly.yml@refs/heads/main` gives `nightly.yml`. */
export function workflowFileOf(ref: string | undefined): string | undefined {
  const m = /^[^/\s]+\/[^/\s]+\/\.github\/workflows\/([^/@\s]+\.ya?ml)@\S+$/.exec(ref?.trim() ?? '')
  return m?.[1]
}
