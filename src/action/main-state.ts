/**
 * What the main step hands to the post step, as one typed record written and read only here.
 * It travels as text through the runner's step state (GITHUB_STATE in main, STATE_* in post),
 * which a later step can reach: reading is total, and a value missing or garbled reads as
 * absent, never as an error.
 */
import { savedChannels } from '../helper/channel.js'
import { State } from './constants.js'
import * as runner from './runner.js'

/** What became of a call main made: delivered, queued for later, or neither. */
export type CallOutcome = 'delivered' | 'queued' | 'failed'

export interface MainState {
  /** The api-key input was empty: main reported nothing. */
  skipped: boolean
  /** Links the run's queued records across processes; saved before any call. */
  runKey?: string
  /** The start report's start_time, sent byte-identical on the end report. */
  startTime?: string
  jobName?: string
  /** Empty while the start report is queued. */
  runId?: string
  startOutcome?: CallOutcome
  /** Why the start report was not delivered. */
  startError?: string
  /** The `running` pipeline notification's outcome, when the run has a pipeline. */
  pipelineOutcome?: CallOutcome
  /** The key was refused for run reports (the base URL's family). */
  authRejected: boolean
  /** The key was refused for pipeline notifications (the deployment's family). */
  pipelinesRejected: boolean
  helperPid?: number
  /** The helper's status file. */
  statusFile?: string
  /**
   * Where the helper listens, decided once by main: post never works it out again from its
   * own environment, which a step may have changed (TMPDIR through GITHUB_ENV).
   */
  channels?: string[]
  /** Where the helper leaves the captured steps. */
  stepsFile?: string
  /** Why no step output is captured on this runner. */
  stepOutputUnavailable?: string
  /** Main swept the repository's runs (`mode: reconcile`) and began no run. */
  sweep: boolean
}

/** The runner's step state: @actions/core's saveState and getState (runner.ts). */
export interface StepState {
  saveState(name: string, value: string): void
  getState(name: string): string
}

/** The parts saved as they are (text), as `true`/`false`, and as one of the outcome words. */
const TEXTS = [
  'runKey',
  'startTime',
  'jobName',
  'runId',
  'startError',
  'statusFile',
  'stepsFile',
  'stepOutputUnavailable'
] as const
const FLAGS = ['skipped', 'authRejected', 'pipelinesRejected', 'sweep'] as const
const OUTCOMES = ['startOutcome', 'pipelineOutcome'] as const
const CALL_OUTCOMES: readonly string[] = ['delivered', 'queued', 'failed'] satisfies CallOutcome[]

/**
 * Saves the given parts of main's state at once: main saves each part as soon as it knows it,
 * so that even a main killed half-way leaves post a run to end.
 */
export function saveMainState(s: Partial<MainState>, state: StepState = runner): void {
  for (const name of TEXTS) if (s[name] !== undefined) state.saveState(State[name], s[name])
  for (const name of FLAGS) if (s[name] !== undefined) state.saveState(State[name], String(s[name]))
  for (const name of OUTCOMES) if (s[name] !== undefined) state.saveState(State[name], s[name])
  if (s.helperPid !== undefined) state.saveState(State.helperPid, String(s.helperPid))
  if (s.channels !== undefined) state.saveState(State.channels, JSON.stringify(s.channels))
}

/** Post: what main saved; what is missing or not what main writes reads as absent. */
export function readMainState(state: StepState = runner): MainState {
  const text = (name: keyof typeof State): string => {
    const value: unknown = state.getState(State[name])
    return typeof value === 'string' ? value : ''
  }
  const read: MainState = {
    skipped: false,
    authRejected: false,
    pipelinesRejected: false,
    sweep: false
  }
  for (const name of TEXTS) {
    const value = text(name)
    if (value) read[name] = value
  }
  for (const name of FLAGS) read[name] = text(name) === 'true'
  for (const name of OUTCOMES) {
    const value = text(name)
    if (CALL_OUTCOMES.includes(value)) read[name] = value as CallOutcome
  }
  const pid = text('helperPid')
  if (/^[1-9]\d{0,15}$/.test(pid) && Number.isSafeInteger(Number(pid))) read.helperPid = Number(pid)
  const channels = savedChannels(text('channels'))
  if (channels) read.channels = channels
  return read
}
