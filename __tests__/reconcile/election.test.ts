/**
 * Who ends an earlier run: one job, chosen alike by every job from GitHub's record alone (its
 * ids, names, attempts, creation and completion times), so that the legs of a matrix finishing
 * at once send one end for one run, and a later run never sends it again.
 */
import { describe, expect, it } from '@jest/globals'
import {
  type RunJob,
  jobInfosIn,
  lookedAt,
  notChosen,
  previousRun,
  runsIn
} from '../../src/reconcile/github/election.js'

const job = (id: number, o: Partial<RunJob> = {}): RunJob => ({
  id,
  name: 'test',
  status: 'completed',
  created_at: '2026-12-07T00:20:00Z',
  completed_at: '2026-12-07T00:10:00Z',
  run_attempt: 1,
  steps: [],
  ...o
})
const earlier = job(11, { created_at: '2026-12-07T00:00:00Z' })

describe('the election', () => {
  it('finds the run just before this one among the runs listed, whatever their order or status', () => {
    const runs = runsIn({
      workflow_runs: [
        { id: 300, status: 'in_progress' },
        { id: 250, status: 'completed', conclusion: 'failure', run_attempt: 2 },
        { id: 'x' },
        { id: 120, status: 'queued' },
        null
      ]
    })
    expect(previousRun(runs, 260)).toMatchObject({ id: 250, attempt: 2, conclusion: 'failure' })
    expect(previousRun(runs, 100)).toBeUndefined()
    expect(runsIn({ workflow_runs: 'no' })).toEqual([])
  })

  it('reads the jobs of a list totally, with their attempts', () => {
    expect(
      jobInfosIn({ jobs: [{ id: 5, name: 'a', run_attempt: 2, steps: [] }, { name: 'no id' }] })
    ).toEqual([{ id: 5, name: 'a', run_attempt: 2, steps: [] }])
  })

  it('chooses the job of the next run whose place is the earlier job’s, among those created after it completed', () => {
    const legs = [job(23), job(21), job(22)]
    // The earlier run had one job of the name: the next run's lowest id ends it.
    expect(
      notChosen({ earlier, earlierNamed: [earlier], own: legs[1], ownRunJobs: legs, ownAttempt: 1 })
    ).toBeUndefined()
    expect(
      notChosen({ earlier, earlierNamed: [earlier], own: legs[0], ownRunJobs: legs, ownAttempt: 1 })
    ).toBe('job 21 of this run ends it')
    // Two of the name before: the second is the next run's second.
    const second = job(12, { created_at: '2026-12-07T00:00:00Z' })
    expect(
      notChosen({
        earlier: second,
        earlierNamed: [earlier, second],
        own: legs[2],
        ownRunJobs: legs,
        ownAttempt: 1
      })
    ).toBeUndefined()
    // Fewer legs now than then: counted round.
    expect(
      notChosen({
        earlier: second,
        earlierNamed: [earlier, second],
        own: legs[1],
        ownRunJobs: [legs[1]],
        ownAttempt: 1
      })
    ).toBeUndefined()
  })

  it('leaves it to nobody else: a re-run attempt, a job created before the earlier one completed', () => {
    const own = job(21)
    expect(
      notChosen({ earlier, earlierNamed: [earlier], own, ownRunJobs: [own], ownAttempt: 2 })
    ).toMatch(/re-run/)
    const early = job(21, { created_at: '2026-12-07T00:05:00Z' })
    expect(
      notChosen({
        earlier,
        earlierNamed: [earlier],
        own: early,
        ownRunJobs: [early],
        ownAttempt: 1
      })
    ).toMatch(/created before/)
    // A sibling created before the earlier job completed, or in a later attempt, is no candidate.
    const siblings = [
      job(19, { created_at: '2026-12-07T00:05:00Z' }),
      job(20, { run_attempt: 2 }),
      own
    ]
    expect(
      notChosen({ earlier, earlierNamed: [earlier], own, ownRunJobs: siblings, ownAttempt: 1 })
    ).toBeUndefined()
    const unknown = job(11, { completed_at: null })
    expect(
      notChosen({
        earlier: unknown,
        earlierNamed: [unknown],
        own,
        ownRunJobs: [own],
        ownAttempt: 1
      })
    ).toMatch(/no time/)
  })

  it('looks first at the earlier job of the leg’s own place', () => {
    const named = [job(1), job(2), job(3)]
    expect(lookedAt(named, 0)?.id).toBe(1)
    expect(lookedAt(named, 4)?.id).toBe(2)
    expect(lookedAt(named, -1)?.id).toBe(1)
    expect(lookedAt([], 0)).toBeUndefined()
  })
})
