/**
 * The run's state between `start --state-file` and `end --state-file`, which a CI system runs
 * as two processes (GitLab's before_script and after_script, Buildkite's hooks): what the end
 * report needs and where the heartbeat process is. Never the key: the end reads it again from
 * the environment.
 *
 * The path names the run's own folder, which `start` creates (mode 0700) and `end` removes:
 * the state, the heartbeat process's status, output and stop file, and the end's lock live in
 * it. A predictable path in a shared directory (`/tmp/job-monitor-$CI_JOB_ID.json`, ids in
 * sequence) may have been taken by another user first: the folder counts only when it is a
 * real folder (not a link), owned by this user, that nobody else may enter, checked on the
 * opened folder itself. Anything else there is refused before a start report is sent, so no
 * run is begun that no end could end.
 */
import { chmod, mkdir, rm } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { savedChannels, stopFileOf } from '../helper/channel.js'
import type { Metadata } from '../client/wire.js'
import type { RecordChoice } from './run-record.js'
import { isErrno } from '../util/errno.js'
import { HOST_TAG, isOwnerAlive } from '../util/owner.js'
import { makeDirs, privateDirState } from '../util/dirs.js'
import { createExclusive, writeFileAtomic } from '../util/atomic-writes.js'
import { readRegularFile } from '../util/regular-files.js'
import { modifiedAt, removeIfPresent } from '../util/entries.js'

export const RUN_STATE_VERSION = 1

export interface RunState {
  version: typeof RUN_STATE_VERSION
  jobName: string
  runKey: string
  /** Empty while the start report is queued (the heartbeat process carries it on). */
  runId: string
  startTime: string
  pipelineId?: string
  /** The heartbeat process, when one was started (its files are in the run's folder). */
  helperPid?: number
  /** Where the heartbeat process listens: decided by start, never worked out again by end. */
  channels?: string[]
  metadata?: Metadata
  /** The schedule's facts the start sent (schedule.ts), for the end to send again. */
  schedule?: Metadata
  tags?: string[]
  /** Who may end the run from the CI's record, and the machine's kind, as start decided. */
  record?: RecordChoice
}

/** The run's folder and what lives in it. */
export function runFilesOf(path: string): {
  folder: string
  state: string
  statusFile: string
  logFile: string
  lock: string
} {
  const folder = resolve(path)
  return {
    folder,
    state: join(folder, 'state.json'),
    statusFile: join(folder, 'heartbeats.json'),
    logFile: join(folder, 'heartbeats.log'),
    lock: join(folder, 'end.lock')
  }
}

/** Where the heartbeat process writes what it did, and its output: in the run's folder. */
export function helperFilesOf(path: string): { statusFile: string; logFile: string } {
  const { statusFile, logFile } = runFilesOf(path)
  return { statusFile, logFile }
}

/** A path whose folder is not ours: the reason, for a message naming --state-file. */
export class NotOurFolderError extends Error {}

/**
 * Whether the run's folder is there and ours alone: 'absent', 'ours', or NotOurFolderError
 * saying why not (a file, a link, another user's folder, one others may enter), read from the
 * opened folder (privateDirState).
 */
export async function checkRunFolder(path: string): Promise<'absent' | 'ours'> {
  const state = privateDirState(resolve(path))
  if (state === 'absent' || state === 'ours') return state
  throw new NotOurFolderError(
    state === 'belongs to another user'
      ? `${path} belongs to another user`
      : `${path} ${state}: not a run folder made by \`job-monitor start\``
  )
}

/**
 * Creates the run's folder (mode 0700; its parents as needed), or checks the one an earlier
 * start left: NotOurFolderError when what is there is not ours alone.
 */
export async function makeRunFolder(path: string): Promise<void> {
  const folder = resolve(path)
  await makeDirs(dirname(folder), 0o700)
  try {
    await mkdir(folder, { mode: 0o700 })
    // mkdir's mode went through the umask; a fresh folder of ours is set exactly.
    if (process.platform !== 'win32') await chmod(folder, 0o700)
  } catch (e) {
    if (!isErrno(e, 'EEXIST')) throw e
  }
  await checkRunFolder(folder)
}

export async function writeRunState(path: string, state: RunState): Promise<void> {
  const { folder } = runFilesOf(path)
  await writeFileAtomic(folder, 'state.json', `${JSON.stringify(state)}\n`)
}

/**
 * The state, or undefined when there is none; a folder that is not ours alone, or a file of
 * another shape, is an error: its run is not ours to end, nor its process ours to stop.
 */
export async function readRunState(path: string): Promise<RunState | undefined> {
  if ((await checkRunFolder(path)) === 'absent') return undefined
  const text = await readRegularFile(runFilesOf(path).state)
  if (text === undefined) return undefined
  let state: unknown
  try {
    state = JSON.parse(text)
  } catch {
    throw new Error(`${path} holds no run state written by \`job-monitor start\``)
  }
  if (!isRunState(state)) {
    throw new Error(`${path} holds no run state written by \`job-monitor start\``)
  }
  return state
}

/** How long a lock without its holder's pid is left to the end that created it. */
const UNWRITTEN_LOCK_MS = 10_000

/**
 * Takes the run's end lock: true when this process holds it now, false when another live
 * process does (an `end` running at the same time: exactly one sends the end report). A lock
 * whose process is gone (an `end` that crashed) is taken over.
 */
export async function lockRunEnd(path: string): Promise<boolean> {
  const { lock } = runFilesOf(path)
  const mine = `${HOST_TAG} ${process.pid}\n`
  try {
    if (await createExclusive(lock, mine)) return true
  } catch (e) {
    // The folder went meanwhile: another end has ended the run and removed it.
    if (isErrno(e, 'ENOENT')) return false
    throw e
  }
  const m = /^([0-9a-f]{8}) (\d+)\n$/.exec((await readRegularFile(lock, undefined, 64)) ?? '')
  if (m && isOwnerAlive(m[1], Number(m[2]))) return false
  // A lock of no shape is one another end has just created and not yet written its pid in
  // (an exclusive create, then the write): it is that end's until it is old.
  const at = m ? undefined : await modifiedAt(lock)
  if (at !== undefined && Date.now() - at < UNWRITTEN_LOCK_MS) return false
  // Its holder is gone, or the lock is not one we wrote: the run's folder is ours alone.
  await removeIfPresent(lock)
  return createExclusive(lock, mine).catch((e: unknown) => {
    if (isErrno(e, 'ENOENT')) return false
    throw e
  })
}

/** Gives up this process's end lock (its end was not settled): another `end` may take it. */
export async function releaseRunEnd(path: string): Promise<void> {
  const { lock } = runFilesOf(path)
  const text = await readRegularFile(lock, undefined, 64).catch(() => undefined)
  if (text === `${HOST_TAG} ${process.pid}\n`) await removeIfPresent(lock).catch(() => false)
}

/**
 * The run's folder with everything in it: nothing of the run is left behind. The state goes
 * first: a recursive removal takes the files in any order, and an `end` that found the lock
 * gone while the state was still there would take the lock and end the run a second time.
 * Then the heartbeat process's log, before its stop file: a helper that begins late reads the
 * stop file, then whether its log is gone (heartbeat-helper.ts), and must find one or the
 * other, or it would begin a run that has ended. Then the rest.
 */
export async function removeRunState(
  path: string,
  remove: (path: string, o: { recursive?: boolean; force: boolean }) => Promise<void> = rm
): Promise<void> {
  const { folder, state, statusFile, logFile } = runFilesOf(path)
  // Only a folder of ours alone is emptied.
  if ((await checkRunFolder(path).catch(() => 'absent')) !== 'ours') return
  await remove(state, { force: true }).catch(() => undefined)
  await remove(logFile, { force: true }).catch(() => undefined)
  await remove(stopFileOf(statusFile), { force: true }).catch(() => undefined)
  await remove(folder, { recursive: true, force: true }).catch(() => undefined)
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
    (s.channels === undefined || savedChannels(s.channels) !== undefined) &&
    (s.metadata === undefined || (typeof s.metadata === 'object' && s.metadata !== null)) &&
    (s.schedule === undefined || (typeof s.schedule === 'object' && s.schedule !== null)) &&
    (s.tags === undefined || (Array.isArray(s.tags) && s.tags.every(text))) &&
    (s.record === undefined || isRecordChoice(s.record))
  )
}

function isRecordChoice(v: unknown): boolean {
  const r = v as Record<string, unknown> | null
  return (
    typeof r === 'object' &&
    r !== null &&
    ['next-run', 'sweep', 'off'].includes(String(r.healer)) &&
    ['ephemeral', 'persistent'].includes(String(r.machine)) &&
    (r.ciJob === undefined || (typeof r.ciJob === 'string' && r.ciJob.length <= 300))
  )
}
