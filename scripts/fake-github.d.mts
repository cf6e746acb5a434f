// Types of fake-github.mjs for the TypeScript tests that share it.
export interface FakeStep {
  name: string
  status: string
  conclusion: string | null
  number: number
  started_at?: string
  completed_at?: string | null
}
export interface FakeJob {
  id: number
  run_id: number
  run_attempt: number
  name: string
  status: string
  conclusion: string | null
  created_at: string
  started_at: string
  completed_at: string | null
  html_url: string
  steps: FakeStep[]
}
export interface FakeRun {
  id: number
  status: string
  conclusion: string | null
  created_at: string
  run_attempt: number
  workflowFile: string
}
export interface FakeAnnotation {
  annotation_level: string
  title: string
  message: string
  path?: string
}
export interface LazyLog {
  size: number
  bytes(from: number, to: number): Buffer
}
export interface FakeRequest {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
}
export function stampOf(ms: number): string
export function lazyLog(head: Buffer, tail: Buffer, size: number): LazyLog
export function runnerLog(
  stdout: string,
  o?: { masks?: Set<string>; at?: number; header?: string }
): { lines: string[]; annotations: FakeAnnotation[] }
export class FakeGitHub {
  constructor(o?: { repo?: string; clock?: () => number; latencyMs?: number })
  apiBytes: number
  latencyMs: number
  repo: string
  url: string
  ignoreRange: boolean
  servedBytes: number
  requests: FakeRequest[]
  runs: Map<number, FakeRun>
  jobs: Map<number, FakeJob>
  annotations: Map<number, FakeAnnotation[]>
  token(value: string, o?: { permissions?: string[]; remaining?: number }): string
  addRun(run: {
    id: number
    workflowFile?: string
    workflow?: string
    number?: number
    attempt?: number
    event?: string
    status?: string
    conclusion?: string | null
    createdAt?: string
  }): FakeRun
  addJob(job: {
    id: number
    runId: number
    name: string
    attempt?: number
    status?: string
    createdAt?: string
    steps?: FakeStep[]
    runnerName?: string
    runnerGroup?: string
  }): FakeJob
  step(
    jobId: number,
    name: string,
    stdout: string,
    o?: { status?: string; conclusion?: string | null; header?: string; at?: number }
  ): { lines: string[]; annotations: FakeAnnotation[] }
  annotate(
    jobId: number,
    annotation: Partial<FakeAnnotation> & { message: string; annotation_level: string }
  ): void
  complete(jobId: number, o: { conclusion: string; completedAt?: string; lazyLog?: LazyLog }): void
  completeRun(runId: number, conclusion: string): void
  logText(jobId: number): string | undefined
  listen(): Promise<FakeGitHub>
  close(): Promise<void>
  apiRequests(): FakeRequest[]
}
