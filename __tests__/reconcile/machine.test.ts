/**
 * Whether a runner's machine outlives its job: GitHub-hosted runners never do
 * (RUNNER_ENVIRONMENT); a self-hosted one only when its settings say ephemeral (actions/runner
 * src/Runner.Common/ConfigurationStore.cs, `<root>/.runner`); anything unclear counts as
 * persistent, which leaves a run to its own machine.
 */
import { describe, expect, it } from '@jest/globals'
import { machineKindOf } from '../../src/reconcile/machine.js'

const files = (text: string | undefined) => (path: string) =>
  path === '/r/.runner' ? text : undefined

describe('machineKindOf', () => {
  it('reads GitHub-hosted as ephemeral, whatever is on disk', () => {
    expect(
      machineKindOf({ runnerEnvironment: 'github-hosted', runnerRoots: [], read: files(undefined) })
    ).toBe('ephemeral')
  })

  it('reads a self-hosted runner from its settings: Ephemeral true, with or without a BOM', () => {
    const on = { runnerEnvironment: 'self-hosted', runnerRoots: ['/r'] }
    expect(machineKindOf({ ...on, read: files('{"AgentId":3,"Ephemeral":true}') })).toBe(
      'ephemeral'
    )
    expect(machineKindOf({ ...on, read: files('\uFEFF{"Ephemeral":true}') })).toBe('ephemeral')
    expect(machineKindOf({ ...on, read: files('{"AgentId":3}') })).toBe('persistent')
    expect(machineKindOf({ ...on, read: files('{"Ephemeral":"true"}') })).toBe('persistent')
    expect(machineKindOf({ ...on, read: files('not json') })).toBe('persistent')
    expect(machineKindOf({ ...on, read: files(undefined) })).toBe('persistent')
  })

  it('reads a queue placed by hand as one that may outlive the machine', () => {
    expect(
      machineKindOf({
        runnerEnvironment: 'github-hosted',
        queuePlacedByHand: true,
        runnerRoots: []
      })
    ).toBe('persistent')
  })
})
