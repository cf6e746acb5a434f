/**
 * Why a job ended: the texts GitHub writes on the job's check run (runner-facts.md) and the
 * lines the runner writes into a step's page (actions/runner src/Runner.Worker/StepsRunner.cs,
 * JobRunner.cs; the listener's src/Runner.Listener/JobDispatcher.cs sends the shutdown that
 * JobRunner.cs words), read into one sentence and OpenTelemetry's result.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  annotationMessages,
  checkRunIdOf,
  endReason,
  gatherEndReason,
  withEndReason
} from '../../src/action/end-reasons.js'
import {
  ANNOTATIONS,
  DOCUMENTED_ANNOTATION,
  actionsAnnotation
} from './fixtures/github-api-answers.js'
import { DOCUMENTED_JOB } from './fixtures/jobs-api-job.js'
import { githubApi, requestsTo } from './helpers.js'
import { expectEqual } from '../expect-equal.js'

const api = (lines: string[]): string[] =>
  annotationMessages([DOCUMENTED_ANNOTATION, ...lines.map(actionsAnnotation)])

describe('endReason', () => {
  it("names the job's time limit from its annotation: result timeout", () => {
    expect(endReason('cancelled', api([ANNOTATIONS.jobTimeout]))).toEqual({
      kind: 'job_timeout',
      sentence: 'The job exceeded its time limit of 15 minutes (timeout-minutes).',
      result: 'timeout'
    })
  })

  it('names the concurrency group of a newer run that took the place of this one', () => {
    expect(
      endReason('cancelled', api([ANNOTATIONS.operationCanceled, ANNOTATIONS.superseded]))
    ).toEqual({
      kind: 'superseded',
      sentence:
        "The job was cancelled: a newer run in the concurrency group 'deploy-refs/heads/main' took its place.",
      result: 'cancellation'
    })
  })

  it('names the matrix sibling whose failure cancelled this leg (fail-fast)', () => {
    expect(endReason('cancelled', api([ANNOTATIONS.failFast]))).toEqual({
      kind: 'fail_fast',
      sentence:
        "The job was cancelled: its matrix sibling 'test._ubuntu-latest_22' failed (fail-fast).",
      result: 'cancellation'
    })
  })

  it("names a step's own time limit from the runner's line in its page (StepsRunner.cs)", () => {
    const lines = [
      "##[error]The action 'Run integration tests' has timed out after 10 minutes.",
      '##[error]Process completed with exit code 143.'
    ]
    expect(endReason('failed', lines)).toEqual({
      kind: 'step_timeout',
      sentence:
        "The step 'Run integration tests' exceeded its time limit of 10 minutes (timeout-minutes).",
      result: 'timeout'
    })
  })

  it('says the runner shut down (JobRunner.cs) for a job the shutdown failed: result error', () => {
    const reason = endReason('failed', api([ANNOTATIONS.shutdown]))
    expect(reason?.kind).toBe('runner_shutdown')
    expect(reason?.result).toBe('error')
    expect(reason?.sentence).toMatch(/^The runner shut down during the job/)
    const os = endReason('failed', [
      "##[error]Operating system is shutting down for computer 'fv-az12'"
    ])
    expect(os?.sentence).toBe("The runner's machine 'fv-az12' was shutting down during the job.")
  })

  it('puts what ended the job before what followed from it', () => {
    const stepTimeout = "##[error]The action 'Build' has timed out after 3 minutes."
    expect(endReason('cancelled', [stepTimeout, ANNOTATIONS.jobTimeout])?.kind).toBe('job_timeout')
    expect(endReason('failed', [ANNOTATIONS.failFast, ANNOTATIONS.shutdown])?.kind).toBe(
      'runner_shutdown'
    )
  })

  it('says "cancelled" alone for a cancel nothing explains, nothing for a success or a plain failure', () => {
    expect(endReason('cancelled', api([ANNOTATIONS.operationCanceled]))).toEqual({
      kind: 'cancelled',
      sentence: 'The job was cancelled.',
      result: 'cancellation'
    })
    expect(endReason('success', [ANNOTATIONS.jobTimeout])).toBeUndefined()
    expect(endReason('failed', ['##[error]Process completed with exit code 1.'])).toBeUndefined()
  })

  it('keeps names it quotes inert and bounded', () => {
    const group = `x'::set-output name=a::${'y'.repeat(5000)}`
    const reason = endReason('cancelled', [
      `Canceling since a higher priority waiting request for '${group}' exists`
    ])
    expect(reason?.sentence.length).toBeLessThan(400)
    expect(reason?.sentence).not.toContain('::set-output')
  })
})

describe('withEndReason', () => {
  it('puts the sentence first, and does not say a bare cancel twice', () => {
    const timeout = endReason('cancelled', [ANNOTATIONS.jobTimeout])
    expect(withEndReason('The job was cancelled', timeout)).toBe(
      'The job exceeded its time limit of 15 minutes (timeout-minutes).\nThe job was cancelled'
    )
    const bare = endReason('cancelled', [])
    expect(withEndReason('The job was cancelled; failed steps: a', bare)).toBe(
      'The job was cancelled; failed steps: a'
    )
    expect(withEndReason(null, timeout)).toBeNull()
  })
  it('says a cancel once when the sentence already says the job was cancelled', () => {
    const superseded = endReason('cancelled', [ANNOTATIONS.superseded])
    const sentence = superseded?.sentence ?? ''
    expect(sentence).toMatch(/^The job was cancelled: a newer run/)
    expect(withEndReason('The job was cancelled', superseded)).toBe(sentence)
    expect(withEndReason('The job was cancelled; failed steps: deploy', superseded)).toBe(
      `${sentence}\nFailed steps: deploy`
    )
  })
})

describe('reading the answers', () => {
  it("reads the messages of GitHub's documented annotations", () => {
    expectEqual(
      annotationMessages([DOCUMENTED_ANNOTATION, actionsAnnotation(ANNOTATIONS.superseded)]),
      ["Check your spelling for 'banaas'.", ANNOTATIONS.superseded]
    )
  })

  it('never throws on a hostile or garbled answer', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.anything()), (body, lines) => {
        const messages = annotationMessages(body)
        if (!messages.every(m => typeof m === 'string')) expect(messages).toEqual('strings')
        endReason('cancelled', [...messages, ...(lines as string[])])
        checkRunIdOf(undefined, body as never)
      })
    )
  })

  it("finds the check run id: the input, the job's check_run_url, the job's id", () => {
    expect(checkRunIdOf(5, DOCUMENTED_JOB as never)).toBe(5)
    expect(checkRunIdOf(undefined, DOCUMENTED_JOB as never)).toBe(399444496)
    expect(checkRunIdOf(undefined, { ...DOCUMENTED_JOB, check_run_url: 'x', id: 7 } as never)).toBe(
      7
    )
    expect(checkRunIdOf(undefined, undefined)).toBeUndefined()
  })
})

describe('gatherEndReason', () => {
  it("reads the check run's annotations once, and nothing for a success", async () => {
    const server = await githubApi({
      '/repos/octo/app/check-runs/77/annotations': {
        body: [actionsAnnotation(ANNOTATIONS.jobTimeout)]
      }
    })
    try {
      const requests = requestsTo(server)
      const common = { checkRunId: 77, stepErrors: [], requests }
      expect(await gatherEndReason({ status: 'success', ...common })).toBeUndefined()
      expect((await gatherEndReason({ status: 'cancelled', ...common }))?.result).toBe('timeout')
      expect(server.calls).toEqual(['/repos/octo/app/check-runs/77/annotations?per_page=50'])
    } finally {
      await server.close()
    }
  })

  it("says once which permission a refused read needs, and still reads the step's lines", async () => {
    const server = await githubApi({
      '/repos/octo/app/check-runs/77/annotations': {
        status: 403,
        body: { message: 'Resource not accessible by integration' }
      }
    })
    try {
      const requests = requestsTo(server)
      const stepErrors = ["##[error]The action 'e2e' has timed out after 1 minutes."]
      const reason = await gatherEndReason({
        status: 'failed',
        checkRunId: 77,
        stepErrors,
        requests
      })
      await gatherEndReason({ status: 'failed', checkRunId: 77, stepErrors, requests })
      expect(reason?.kind).toBe('step_timeout')
      expect(requests.refusals()).toEqual([
        "the check run's annotations (why the job was cancelled or timed out) not read: grant 'checks: read' to include it"
      ])
    } finally {
      await server.close()
    }
  })
})
