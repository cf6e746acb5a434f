/**
 * The run's state between `start --state-file` and `end --state-file`, which a CI system runs
 * as two processes (GitLab's before_script and after_script, Buildkite's hooks): what the end
 * report needs and where the heartbeat process is. Never the key: the end reads it again from
 * the environment. The file is written whole (mode 0600) or not at all, and read back only
 * when it is a regular file of ours in the shape we wrote.
 */
import { lstat, rm } from 'node:fs/promises'
import { basename, dirname, resolve } from 'node:path'
import { stopFileOf } from '../action/helper-channel.js'
import type { Metadata } from '../client/wire.js'
import { makeDirs, readRegularFile, writeFileAtomic } from '../queue/files.js'

export const RUN_STATE_VERSION = 1

export interface RunState {
  version: typeof RUN_STATE_VERSION
  jobName: string
  runKey: string
  /** Empty while the start report is queued (the heartbeat process carries it on). */
  runId: string
  startTime: string
  pipelineId?: string
  /** The heartbeat process, when one was started (its files are named after the state file). */
  helperPid?: number
  metadata?: Metadata
  tags?: string[]
}

/** Where the heartbeat process writes what it did, and its output: beside the state file. */
export function helperFilesOf(stateFile: string): { statusFile: string; logFile: string } {
  const path = resolve(stateFile)
  return { statusFile: `${path}.heartbeats.json`, logFile: `${path}.heartbeats.log` }
}

export async function writeRunState(path: string, state: RunState): Promise<void> {
  const full = resolve(path)
  await makeDirs(dirname(full), 0o700)
  await writeFileAtomic(dirname(full), basename(full), `${JSON.stringify(state)}\n`)
}

/**
 * The state, or undefined when there is none; a file of another shape, or another user's (a
 * shared /tmp), is an error: its run is not ours to end, nor its process ours to stop.
 */
export async function readRunState(path: string): Promise<RunState | undefined> {
  const full = resolve(path)
  const owner = await lstat(full).then(
    st => st.uid,
    () => undefined
  )
  if (owner === undefined) return undefined
  if (process.getuid && owner !== process.getuid()) {
    throw new Error(`${path} belongs to another user`)
  }
  const text = await readRegularFile(full)
  if (text === undefined) return undefined
  let state: unknown
  try {
    state = JSON.parse(text)
  } catch {
    throw new Error(`${path} is not a run state written by \`job-monitor start\``)
  }
  if (!isRunState(state)) {
    throw new Error(`${path} is not a run state written by \`job-monitor start\``)
  }
  return state
}

/** The state file and the heartbeat process's files: nothing of the run is left behind. */
export async function removeRunState(path: string): Promise<void> {
  const { statusFile, logFile } = helperFilesOf(path)
  await Promise.all(
    [resolve(path), statusFile, logFile, stopFileOf(statusFile)].map(f =>
      rm(f, { force: true }).catch(() => undefined)
    )
  )
}

function isRunState(v: unknown): v is RunState {
  if (!v || typeof v !== 'object') return false
  const s = v as Record<string, unknown>
  const text = (x: unknown): boolean => typeof x === 'string'
  return (
    s.version === RUN_STATE_VERSION &&
    text(s.jobName) &&
    text(s.runKey) &&
    (s.runKey as string) !== '' &&
    text(s.runId) &&
    text(s.startTime) &&
    (s.pipelineId === undefined || text(s.pipelineId)) &&
    (s.helperPid === undefined || (Number.isInteger(s.helperPid) && (s.helperPid as number) > 0)) &&
    (s.metadata === undefined || (typeof s.metadata === 'object' && s.metadata !== null)) &&
    (s.tags === undefined || (Array.isArray(s.tags) && s.tags.every(text)))
  )
}
