/**
 * The main step's hand-over to the post step (src/action/main-state.ts): what main saves, post
 * reads back as it was saved; the state is text a later step can reach, so a part that is
 * missing or not what main writes reads as absent, never as an error or a wrong value.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { State } from '../../src/action/constants.js'
import {
  type CallOutcome,
  type MainState,
  type StepState,
  readMainState,
  saveMainState
} from '../../src/action/main-state.js'
import { binaryString } from '../arbitraries.js'
import { expectEqual } from '../expect-equal.js'

/** The runner's step state as @actions/core keeps it: text by name, '' when never saved. */
function stepState(
  initial: Record<string, string> = {}
): StepState & { kept: Map<string, string> } {
  const kept = new Map(Object.entries(initial))
  return {
    kept,
    saveState: (name, value) => void kept.set(name, value),
    getState: name => kept.get(name) ?? ''
  }
}

const NOTHING: MainState = {
  skipped: false,
  authRejected: false,
  pipelinesRejected: false,
  sweep: false
}
const text = binaryString({ minLength: 1, maxLength: 40 })
const outcome = fc.constantFrom<CallOutcome>('delivered', 'queued', 'failed')

/** Every part as main can save it. */
const mainState: fc.Arbitrary<MainState> = fc.record(
  {
    skipped: fc.boolean(),
    runKey: text,
    startTime: text,
    jobName: text,
    runId: text,
    startOutcome: outcome,
    startError: text,
    pipelineOutcome: outcome,
    authRejected: fc.boolean(),
    pipelinesRejected: fc.boolean(),
    helperPid: fc.integer({ min: 1, max: 2 ** 31 }),
    statusFile: text,
    channels: fc.array(text, { maxLength: 4 }),
    stepsFile: text,
    stepOutputUnavailable: text,
    sweep: fc.boolean()
  },
  { requiredKeys: ['skipped', 'authRejected', 'pipelinesRejected', 'sweep'] }
)

describe('the state main hands to post', () => {
  it('reads back what main saved, saved in parts as main learns it', () => {
    fc.assert(
      fc.property(mainState, fc.integer({ min: 1, max: 15 }), (saved, cut) => {
        const state = stepState()
        const parts = Object.entries(saved)
        saveMainState(Object.fromEntries(parts.slice(0, cut)), state)
        saveMainState(Object.fromEntries(parts.slice(cut)), state)
        expectEqual(readMainState(state), saved)
      })
    )
  })

  it('gives every part a name of its own in the step state', () => {
    const state = stepState()
    fc.assert(fc.property(mainState, saved => saveMainState(saved, state)))
    expectEqual(new Set(state.kept.keys()), new Set(Object.values(State)))
  })

  it('reads nothing from a post whose main saved nothing (a main that never ran)', () => {
    expectEqual(readMainState(stepState()), NOTHING)
  })

  it('reads a garbled part as absent', () => {
    const garbled: Record<string, string> = {
      [State.skipped]: 'yes',
      [State.authRejected]: 'TRUE',
      [State.pipelinesRejected]: '1',
      [State.startOutcome]: 'maybe',
      [State.pipelineOutcome]: 'delivered ',
      [State.channels]: '{"a":1}',
      [State.helperPid]: '-5'
    }
    expectEqual(readMainState(stepState(garbled)), NOTHING)
    for (const pid of ['0', '1.5', '12abc', ' 12', '1e3', '99999999999999999999', 'NaN'])
      expectEqual(
        [pid, readMainState(stepState({ [State.helperPid]: pid })).helperPid],
        [pid, undefined]
      )
    for (const channels of ['not json', '"a"', '[1]', '[""]', 'null', '["a","b","c","d","e"]'])
      expectEqual(
        [channels, readMainState(stepState({ [State.channels]: channels })).channels],
        [channels, undefined]
      )
  })

  it('reads any text without throwing, each part absent or of its type', () => {
    const names = Object.values(State)
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...names), binaryString({ maxLength: 30 })),
        raw => {
          const read = readMainState(stepState(raw))
          const typed =
            [read.skipped, read.authRejected, read.pipelinesRejected].every(
              b => typeof b === 'boolean'
            ) &&
            [read.startOutcome, read.pipelineOutcome].every(
              o => o === undefined || ['delivered', 'queued', 'failed'].includes(o)
            ) &&
            (read.helperPid === undefined ||
              (Number.isSafeInteger(read.helperPid) && read.helperPid > 0)) &&
            (read.channels === undefined || read.channels.every(c => typeof c === 'string' && c)) &&
            Object.values(read).every(v => v !== '')
          if (!typed) expect(read).toBe('each part absent or of its type')
        }
      )
    )
  })
})
