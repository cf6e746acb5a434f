// Types of runner.mjs for the TypeScript tests that share it.
export const repoRoot: string
export const bundles: { main: string; post: string; heartbeat: string; notify: string }
export function parseFileCommands(text: string): Record<string, string>
export function evaluateDefault(text: string, ctx: Record<string, unknown>): string
export function inputEnv(inputs: Record<string, string>): Record<string, string>
export function runNode(
  script: string,
  env: Record<string, string | undefined>,
  cwd: string,
  timeoutMs: number,
  node?: string
): Promise<{ code: number | null; ms: number; stdout: string; stderr: string; timedOut: boolean }>
export interface StepResult {
  code: number | null
  ms: number
  stdout: string
  stderr: string
  timedOut: boolean
  state: Record<string, string>
  outputs: Record<string, string>
  summary: string
  env: Record<string, string | undefined>
}
export interface StepOptions {
  timeoutMs?: number
  env?: Record<string, string>
  jobStatus?: 'success' | 'failure' | 'cancelled'
  actionYml?: string
}
export class Job {
  constructor(o?: {
    root?: string
    home?: string
    workflow?: string
    job?: string
    token?: string
    checkRunId?: string
    matrix?: Record<string, unknown> | null
    githubApiUrl?: string
    env?: Record<string, string>
    actionYml?: string
    /** The node steps run on (default: this process's). */
    node?: string
  })
  root: string
  runnerTemp: string
  workspace: string
  trackingId: string
  state: Record<string, string>
  env: Record<string, string | undefined>
  context: Record<string, Record<string, unknown> | null>
  inputs(withInputs: Record<string, string>, actionYml?: string): Record<string, string>
  step(bundle: string, withInputs?: Record<string, string>, o?: StepOptions): Promise<StepResult>
  main(withInputs?: Record<string, string>, o?: StepOptions): Promise<StepResult>
  post(withInputs?: Record<string, string>, o?: StepOptions): Promise<StepResult>
  notify(withInputs?: Record<string, string>, o?: StepOptions): Promise<StepResult>
  trackedPids(): number[]
  cleanUp(): number[]
  /** The machine goes down: the job's Worker and everything the job started are killed. */
  machineDown(): number[]
  dispose(): void
}
