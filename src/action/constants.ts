/** Input names, state keys and file names of the action, in one place (main, post and tests agree). */

export const Inputs = {
  apiKey: 'api-key',
  baseUrl: 'base-url',
  deploymentUrl: 'deployment-url',
  pipelineId: 'pipeline-id',
  jobName: 'job-name',
  matrix: 'matrix',
  heartbeatInterval: 'heartbeat-interval',
  jobTotal: 'job-total',
  jobStatus: 'job-status',
  metadata: 'metadata',
  tags: 'tags',
  logPaths: 'log-paths',
  logMaxBytes: 'log-max-bytes',
  githubToken: 'github-token',
  checkRunId: 'check-run-id',
  failOnError: 'fail-on-error',
  timeoutSeconds: 'timeout-seconds',
  maxAttempts: 'max-attempts',
  queueDir: 'queue-dir',
  stepOutput: 'step-output',
  reconcile: 'reconcile',
  jobIndex: 'job-index',
  mode: 'mode',
  status: 'status',
  message: 'message',
  summary: 'summary'
} as const

export const Outputs = { runId: 'run-id' } as const

/** What main hands to post through GITHUB_STATE. */
export const State = {
  skipped: 'skipped',
  runKey: 'run-key',
  runId: 'run-id',
  startTime: 'start-time',
  jobName: 'job-name',
  helperPid: 'helper-pid',
  statusFile: 'status-file',
  /**
   * Where the helper listens (JSON list), decided once by main: post never works it out again
   * from its own environment, which a step may have changed (TMPDIR through GITHUB_ENV).
   */
  channels: 'channels',
  startOutcome: 'start-outcome',
  startError: 'start-error',
  pipelineOutcome: 'pipeline-outcome',
  /** The key was refused for run reports (the base URL's family). */
  authRejected: 'auth-rejected',
  /** The key was refused for pipeline notifications (the deployment's family). */
  pipelinesRejected: 'pipelines-rejected',
  /** Where the helper leaves the captured steps for post. */
  stepsFile: 'steps-file',
  /** Why no step output is captured on this runner. */
  stepOutputUnavailable: 'step-output-unavailable',
  /** Main swept the repository's runs (`mode: reconcile`): there is no run of its own to end. */
  sweep: 'sweep'
} as const

/** Defaults stated in action.yml too. */
export const DEFAULT_HEARTBEAT_SECONDS = 300
export const DEFAULT_LOG_MAX_BYTES = 65536

/** Main's whole budget for talking to the service: it must return within about 2 s. */
export const MAIN_DELIVERY_BUDGET_MS = 1500
/** Post's budget for the end report (post as a whole finishes within 30 s). */
export const POST_END_BUDGET_MS = 18_000
/** Post's whole budget for talking to the service, counted from its own start. */
export const POST_TOTAL_BUDGET_MS = 25_000
/** Of what is left after the end, the time for reports earlier jobs left queued. */
export const POST_REPLAY_BUDGET_MS = 5_000
/**
 * Post's plan of reads from the GitHub API: the job itself (its steps and times), then the
 * check run's annotations, the previous attempt's jobs and the workflow's scheduled runs, at
 * most one each, side by side, and last, with what they left, the job's recent runs (one read
 * of the runs, one of each run's jobs: usual-duration.ts). All of them within
 * POST_GITHUB_BUDGET_MS from the first, and each within GITHUB_REQUEST_TIMEOUT_MS.
 */
export const POST_GITHUB_MAX_REQUESTS = 4
/**
 * Post's check of the run before this one (reconcile/github/next-run.ts): its own GETs and time
 * beside the plan above, and, when that run needs its end, the time its end may take after this
 * job's own.
 */
export const POST_EARLIER_END_BUDGET_MS = 8_000
export const POST_GITHUB_BUDGET_MS = 8_000
export const GITHUB_REQUEST_TIMEOUT_MS = 5_000
