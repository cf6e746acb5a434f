/**
 * The helper lives as long as the job, and every module it loads stays in its memory: the code
 * that ends lost runs (and the queue it needs) loads only when there is a lost run to look at,
 * never for the helper's own open-run record; the code that follows the steps' output, only
 * when step output is on.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import { join } from 'node:path'
import { tempDir } from '../cli/run-cli.js'
import { readProxyFacts } from '../../src/environment/proxy.js'

/** The helper's proxy variables: none. */
const NO_PROXY = readProxyFacts({})

const looked: string[] = []
jest.unstable_mockModule('../../src/helper/lost-runs.js', () => ({
  endLostRuns: async (_client: unknown, _queue: unknown, o: { ownRunKey: string }) => {
    looked.push(o.ownRunKey)
  }
}))
const loaded: string[] = []
jest.unstable_mockModule('../../src/steps/follow.js', () => {
  loaded.push('steps/follow')
  return { followPages: () => undefined }
})
const { runHelper } = await import('../../src/helper/heartbeat-helper.js')
const { OpenRunStore } = await import('../../src/queue/open-runs.js')

beforeEach(() => {
  looked.length = 0
  jest.spyOn(console, 'log').mockImplementation(() => undefined)
})

async function helperRun(queueDir: string, dir: string): Promise<void> {
  // No beats, no deadline: the helper returns once its background work is done.
  await runHelper(
    {
      client: { baseUrl: 'http://127.0.0.1:9', userAgent: 'job-monitor-test', maxAttempts: 1 },
      jobName: 'job',
      intervalMs: 0,
      runKey: 'rk-own',
      queueDir,
      statusFile: join(dir, 'status.json'),
      startQueued: false,
      maxLifetimeMs: 60_000,
      openRun: { startTime: '2026-11-26T10:00:00.000+00:00', runId: 'r-own' }
    },
    'jm_lazy_key_0123456789',
    new AbortController().signal,
    NO_PROXY
  )
}

describe('the heartbeat helper', () => {
  it('does not load the lost-run code for its own open run', async () => {
    const dir = tempDir('jm-lazy-')
    const queueDir = join(dir, 'queue')
    await helperRun(queueDir, dir)
    expect((await OpenRunStore.inQueue(queueDir).list()).map(r => r.runKey)).toEqual(['rk-own'])
    expect(looked).toEqual([])
  })

  it("loads it when another run's record is there", async () => {
    const dir = tempDir('jm-lazy-')
    const queueDir = join(dir, 'queue')
    await OpenRunStore.inQueue(queueDir).open({
      runKey: 'rk-other',
      runId: 'r-other',
      jobName: 'earlier',
      startTime: '2026-11-26T09:00:00.000+00:00'
    })
    await helperRun(queueDir, dir)
    expect(looked).toEqual(['rk-own'])
  })

  it('does not load the step output code when step output is off', async () => {
    const dir = tempDir('jm-lazy-')
    await helperRun(join(dir, 'queue'), dir)
    expect(loaded).toEqual([])
  })
})
