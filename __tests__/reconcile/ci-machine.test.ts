/**
 * The kind of machine a command-line run records (reconcile/machine.ts `cliMachineKindOf`): the
 * user's word first; a queue placed by hand may outlive the machine; GitLab's disposable
 * environments (CI_DISPOSABLE_ENVIRONMENT, gitlab-runner common/build.go) and a Buildkite agent
 * started for one job (BUILDKITE_AGENT_ACQUIRE_JOB, buildkite/agent clicommand/agent_start.go)
 * are ephemeral; GitHub's hosted runners too; anything else persistent.
 */
import { describe, expect, it } from '@jest/globals'
import { cliMachineKindOf } from '../../src/reconcile/machine.js'

describe('cliMachineKindOf', () => {
  it.each([
    [{ queuePlacedByHand: false }, 'persistent'],
    [{ queuePlacedByHand: false, gitlabDisposable: true }, 'ephemeral'],
    [{ queuePlacedByHand: false, buildkiteAcquireJob: true }, 'ephemeral'],
    [{ queuePlacedByHand: false, githubRunnerEnvironment: 'github-hosted' }, 'ephemeral'],
    [{ queuePlacedByHand: false, githubRunnerEnvironment: 'self-hosted' }, 'persistent'],
    [{ queuePlacedByHand: true, gitlabDisposable: true }, 'persistent'],
    [{ queuePlacedByHand: true, declared: 'ephemeral' as const }, 'ephemeral'],
    [
      { queuePlacedByHand: false, gitlabDisposable: true, declared: 'persistent' as const },
      'persistent'
    ]
  ])('%j is %s', (facts, kind) => {
    expect(cliMachineKindOf(facts)).toBe(kind)
  })
})
