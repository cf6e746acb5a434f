/**
 * The run history, kept within a count and a byte budget. Over the bytes, the oldest runs lose
 * their logs first (the row stays, with how many bytes of logs it lost), then the oldest runs go;
 * the newest run is always kept whole.
 */
import type { RunStorage } from './history.js'
import { type RunFilter, lastActive, matchesFilter } from './run-filter.js'
import { jsonBytes } from '../service/limits.js'
import type { EmulatedRun } from '../service/types.js'

export interface RunRetention {
  kept: number
  bytes: number
  /** Runs dropped whole, and runs whose logs were dropped, since the last clear. */
  dropped: number
  logsDropped: number
  maxCount: number
  maxBytes: number
}

export class RunStore implements RunStorage {
  private runs = new Map<string, { run: EmulatedRun; bytes: number }>()
  private bytes = 0
  private dropped = 0
  private logsDropped = 0

  constructor(
    readonly maxCount: number,
    readonly maxBytes: number
  ) {}

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
    for (const [id, e] of this.runs) if (lastActive(e.run) < cutoffMs) this.drop(id, e)
  }

  add(run: EmulatedRun): void {
    const bytes = jsonBytes(run)
    this.runs.set(run.run_id, { run, bytes })
    this.bytes += bytes
    this.trim(run.run_id)
  }

  /** Counts a run again after it changed (its end, with logs and metadata). */
  updated(run: EmulatedRun): void {
    const e = this.runs.get(run.run_id)
    if (!e) return
    this.resize(e)
    this.trim(run.run_id)
  }

  private resize(e: { run: EmulatedRun; bytes: number }): void {
    const bytes = jsonBytes(e.run)
    this.bytes += bytes - e.bytes
    e.bytes = bytes
  }

  /** Applies both limits, sparing `spared` (the run just added or changed). */
  private trim(spared: string): void {
    for (const [id, e] of this.runs) {
      if (this.runs.size <= this.maxCount) break
      if (id !== spared) this.drop(id, e)
    }
    // Over the bytes, the oldest runs' logs go first...
    for (const [id, e] of this.runs) {
      if (this.bytes <= this.maxBytes) return
      if (id !== spared && e.run.logs !== undefined) {
        e.run.logs_dropped_bytes = Buffer.byteLength(e.run.logs)
        delete e.run.logs
        this.logsDropped++
        this.resize(e)
      }
    }
    // ...then the oldest runs.
    for (const [id, e] of this.runs) {
      if (this.bytes <= this.maxBytes) return
      if (id !== spared) this.drop(id, e)
    }
  }

  private drop(id: string, e: { bytes: number }): void {
    this.runs.delete(id)
    this.bytes -= e.bytes
    this.dropped++
  }

  retention(): RunRetention {
    return {
      kept: this.runs.size,
      bytes: this.bytes,
      dropped: this.dropped,
      logsDropped: this.logsDropped,
      maxCount: this.maxCount,
      maxBytes: this.maxBytes
    }
  }

  clear(): void {
    this.runs = new Map()
    this.bytes = 0
    this.dropped = 0
    this.logsDropped = 0
  }
}
