// Types of fake-buildkite.mjs for the TypeScript tests that share it.
import type { FakeRequest, LazyLog } from './fake-github.mjs'

export interface FakeBuildkiteJob {
  id: string
  state: string
  exit_status: number | null
  created_at: string
  finished_at: string | null
}
export function agentLines(text: string, at?: number): string
export function agentPhase(header: string, output: string, at?: number): string
export class FakeBuildkite {
  constructor(o?: { latencyMs?: number; org?: string; clock?: () => number })
  org: string
  url: string
  apiUrl: string
  servedBytes: number
  latencyMs: number
  served: Map<string, number>
  builds: Map<string, unknown>
  requests: FakeRequest[]
  token(value: string, o?: { scopes?: string[]; remaining?: number }): string
  addBuild(b: {
    pipeline: string
    number: number
    branch?: string
    createdAt?: string
    source?: string
  }): { number: number; created_at: string }
  addJob(j: {
    id: string
    pipeline: string
    build: number
    stepKey?: string
    label?: string
    agent?: string
    parallelIndex?: number
    createdAt?: string
  }): FakeBuildkiteJob
  log(jobId: string, text: string): void
  finish(
    jobId: string,
    o: {
      state: string
      exitStatus?: number
      signalReason?: string
      finishedAt?: string
      agentLost?: boolean
      lazyLog?: LazyLog
    }
  ): string
  logText(jobId: string): string | undefined
  listen(): Promise<FakeBuildkite>
  close(): Promise<void>
}
