/**
 * The heartbeat helper's step output loop: a change event from the OS opens a new page at
 * once (a short step's page may be gone before the next poll), a short poll catches what the
 * events miss (and stands in for them while output streams), the pages are read in bounded slices so heartbeats never wait, and what was
 * captured is handed on every few seconds when it changed, and once more, complete, at stop.
 */
import { watch as fsWatch } from 'node:fs'
import { dirname } from 'node:path'
import type { Clock } from '../util/clock.js'
import type { Redactor } from '../logs/redact.js'
import {
  DRAIN_BUDGET_MS,
  PAGES_POLL_MS,
  READ_SLICE_BYTES,
  STEPS_SNAPSHOT_MS,
  STREAMING_POLL_MS,
  STREAMING_QUIET_MS
} from './constants.js'
import { PageWatcher, type PagesFs, type Progress, nodePagesFs } from './page-watcher.js'
import type { StepOutput } from './step-capture.js'
import { type JobFacts, learnJob } from './worker-log.js'

/** Calls `onChange` when an entry of `dir` is created or removed; returns how to stop. */
export type WatchDir = (dir: string, onChange: () => void) => () => void

export const nodeWatchDir: WatchDir = (dir, onChange) => {
  try {
    const w = fsWatch(dir, { persistent: false }, type => {
      // Writes raise 'change': only creation and removal need a listing.
      if (type === 'rename') onChange()
    })
    w.on('error', () => undefined)
    return () => w.close()
  } catch {
    return () => undefined // no events here: the poll alone
  }
}

export interface Snapshot {
  final: boolean
  steps: StepOutput[]
  missed: number
  skipped: number
  trouble?: string
}

export interface FollowOptions {
  pagesDir: string
  redactor: Redactor
  maxBytes: number
  clock: Clock
  signal: AbortSignal
  save: (s: Snapshot) => void
  watchDir?: WatchDir
  fs?: PagesFs
  /** This job's facts; by default read from the Worker's log beside the pages folder. */
  job?: JobFacts
  pollMs?: number
  snapshotMs?: number
}

export interface Follower {
  progress: () => Progress
  /** Resolves after the last snapshot, once the signal has aborted. */
  done: Promise<void>
}

/** What the end report's notes say of the step output: a doubt about whose it is, any trouble. */
function troubleOf(job: JobFacts, watcher: PageWatcher): { trouble?: string } {
  const trouble = [job.doubt, watcher.trouble, watcher.unendedNote()].filter(Boolean).join('; ')
  return trouble ? { trouble } : {}
}

export function followPages(o: FollowOptions): Follower {
  // `<root>/_diag/pages`: the Worker's own log is in `<root>/_diag`.
  // On the follower's clock: a log named after its now is not taken for this job's on its name.
  const job = o.job ?? learnJob(dirname(o.pagesDir), o.fs ?? nodePagesFs, { now: o.clock.now() })
  const watcher = new PageWatcher({
    dir: o.pagesDir,
    redactor: o.redactor,
    maxBytes: o.maxBytes,
    startedAt: o.clock.now(),
    job,
    fs: o.fs
  })
  watcher.scan()
  // While a page grows, the folder's events come with every write the runner makes (two per
  // 4 KB: the step's page and the job's), which costs more than reading the pages: the watch
  // is dropped then, and the folder is listed every few milliseconds instead.
  let unwatch: (() => void) | undefined
  const watch = (on: boolean): void => {
    if (on && !unwatch) {
      unwatch = (o.watchDir ?? nodeWatchDir)(o.pagesDir, () => watcher.scan())
      watcher.scan()
    } else if (!on && unwatch) {
      unwatch()
      unwatch = undefined
    }
  }
  watch(true)
  const snapshot = (final: boolean): void =>
    o.save({
      final,
      steps: watcher.steps(),
      missed: watcher.missed,
      skipped: watcher.skipped,
      ...troubleOf(job, watcher)
    })

  const loop = async (): Promise<void> => {
    let lastSnapshot = o.clock.now()
    let lastGrowth = -Infinity
    try {
      while (!o.signal.aborted) {
        watcher.scan()
        const read = watcher.read()
        const now = o.clock.now()
        if (read > 0) lastGrowth = now
        const streaming = now - lastGrowth < STREAMING_QUIET_MS
        watch(!streaming)
        if (now - lastSnapshot >= (o.snapshotMs ?? STEPS_SNAPSHOT_MS) && watcher.takeChanged()) {
          snapshot(false)
          lastSnapshot = now
        }
        // A full slice: there is more; let the heartbeats run, then go on at once.
        const wait =
          read >= READ_SLICE_BYTES ? 0 : streaming ? STREAMING_POLL_MS : (o.pollMs ?? PAGES_POLL_MS)
        await o.clock.sleep(wait, o.signal).catch(() => undefined)
      }
    } finally {
      watch(false)
      // Post waits a few seconds for the helper, then kills it: what is left unread by then
      // stays unread, and the file says what was read.
      const until = o.clock.now() + DRAIN_BUDGET_MS
      watcher.drain(() => o.clock.now() < until)
      snapshot(true)
      watcher.close()
    }
  }
  return { progress: () => watcher.progress(), done: loop() }
}
