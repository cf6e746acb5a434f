/**
 * The run history in memory, kept within a count and a byte budget by the policy both stores
 * share (run-budget.ts).
 */
import { type JobDigest, jobDigests } from './jobs.js'
import { type RunEviction, RunBudget, withoutLogs } from './run-budget.js'
import type { RunRetention, RunStorage } from './storage.js'
import { type RunFilter, lastActive, matchesFilter } from './run-filter.js'
import { jsonBytes } from '../service/limits.js'
import type { EmulatedRun } from '../service/types.js'

export class RunStore implements RunStorage {
  private runs = new Map<string, { run: EmulatedRun; bytes: number }>()
  private readonly budget: RunBudget

  constructor(maxCount: number, maxBytes: number) {
    this.budget = new RunBudget(maxCount, maxBytes)
  }

  get(runId: string): EmulatedRun | undefined {
    return this.runs.get(runId)?.run
  }

  /** Oldest first. */
  list(filter: RunFilter = {}): EmulatedRun[] {
    const out: EmulatedRun[] = []
    const kept = [...this.runs.values()]
    const wanted = filter.newest ?? Infinity
    // From the newest back, so a page of the newest runs does not look at every run.
    for (let i = kept.length - 1; i >= 0 && out.length < wanted; i--) {
      if (matchesFilter(kept[i].run, filter)) out.push(kept[i].run)
    }
    return out.reverse()
  }

  latestRunning(jobName: string): EmulatedRun | undefined {
    let found: EmulatedRun | undefined
    for (const { run } of this.runs.values()) {
      if (run.job_name === jobName && run.status === 'running') found = run
    }
    return found
  }

  /** Drops the runs last active before `cutoffMs` (counted as dropped). */
  prune(cutoffMs: number): void {
    for (const [id, e] of this.runs) {
      if (lastActive(e.run) < cutoffMs) {
        this.runs.delete(id)
        this.budget.removed(e.bytes)
      }
    }
  }

  add(run: EmulatedRun): void {
    const bytes = jsonBytes(run)
    this.runs.set(run.run_id, { run, bytes })
    this.budget.added(bytes)
    this.budget.trim(run.run_id, this.eviction)
  }

  /** Counts a run again after it changed (its end, with logs and metadata). */
  updated(run: EmulatedRun): void {
    const e = this.runs.get(run.run_id)
    if (!e) return
    this.budget.resized(this.resize(e))
    this.budget.trim(run.run_id, this.eviction)
  }

  /** Measures a changed run again: the change in its bytes. */
  private resize(e: { run: EmulatedRun; bytes: number }): number {
    const bytes = jsonBytes(e.run)
    const change = bytes - e.bytes
    e.bytes = bytes
    return change
  }

  /** Oldest first: a Map keeps the order runs were added in. */
  private readonly eviction: RunEviction = {
    dropOldest: spared => {
      for (const [id, e] of this.runs) {
        if (id === spared) continue
        this.runs.delete(id)
        return e.bytes
      }
      return undefined
    },
    dropOldestLogs: spared => {
      for (const [id, e] of this.runs) {
        if (id === spared || e.run.logs === undefined) continue
        withoutLogs(e.run)
        return this.resize(e)
      }
      return undefined
    }
  }

  retention(): RunRetention {
    return this.budget.retention()
  }

  jobDigests(points: number): JobDigest[] {
    return jobDigests(
      [...this.runs.values()].map(e => e.run),
      points
    )
  }

  clear(): void {
    this.runs = new Map()
    this.budget.clear()
  }
}
