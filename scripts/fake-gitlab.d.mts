// Types of fake-gitlab.mjs for the TypeScript tests that share it.
import type { FakeRequest, LazyLog } from './fake-github.mjs'

export interface FakeGitLabJob {
  id: number
  name: string
  status: string
  created_at: string
  finished_at: string | null
  failure_reason?: string
  retried: boolean
  pipeline: { id: number }
}
export function traceSection(name: string, description: string, output: string, at?: number): string
export function traceOutcome(ok: boolean, exitCode?: number): string
export class FakeGitLab {
  constructor(o?: { latencyMs?: number; project?: string; clock?: () => number })
  project: string
  url: string
  apiUrl: string
  servedBytes: number
  latencyMs: number
  served: Map<number, number>
  apiBytes: number
  requests: FakeRequest[]
  jobs: Map<number, FakeGitLabJob>
  pipelines: Map<number, { id: number; created_at: string }>
  token(value: string, o?: { scopes?: string[]; remaining?: number }): string
  addPipeline(p: {
    id: number
    project?: string
    createdAt?: string
    ref?: string
    source?: string
  }): { id: number }
  addJob(j: {
    id: number
    pipelineId: number
    name: string
    status?: string
    createdAt?: string
    retried?: boolean
    stage?: string
  }): FakeGitLabJob
  trace(jobId: number, text: string): void
  finish(
    jobId: number,
    o: { status: string; failureReason?: string; finishedAt?: string; lazyTrace?: LazyLog }
  ): string
  traceText(jobId: number): string | undefined
  listen(): Promise<FakeGitLab>
  close(): Promise<void>
}
