/**
 * The action's steps read the environment once, into ActionFacts: the runner's context, the
 * queue's folder, the proxy variables and RUNNER_TEMP, and hand those values down.
 */
import { describe, it } from '@jest/globals'
import { posix } from 'node:path'
import { readActionFacts } from '../../src/action/action-facts.js'
import { readRunnerFacts } from '../../src/environment/github.js'
import { expectEqual } from '../expect-equal.js'
import { skipOn } from '../platform.js'

const posixPaths = skipOn(['win32'], 'the default queue folder is a Windows path there')

const ENV: NodeJS.ProcessEnv = {
  GITHUB_ACTIONS: 'true',
  GITHUB_REPOSITORY: 'acme/site',
  GITHUB_RUN_ID: '17',
  GITHUB_JOB: 'build',
  RUNNER_NAME: 'runner-1',
  RUNNER_TEMP: '/home/runner/work/_temp',
  XDG_STATE_HOME: '/state',
  https_proxy: 'http://proxy.example.test:3128',
  no_proxy: 'localhost',
  GITHUB_TOKEN: 'not-for-the-transport'
}

describe('readActionFacts', () => {
  posixPaths.it(
    'reads the context, the queue folder, the proxy variables and RUNNER_TEMP once',
    () => {
      expectEqual(readActionFacts(ENV, { checkRunId: 5 }), {
        context: readRunnerFacts(ENV, { checkRunId: 5 }),
        queue: { dir: posix.join('/state', 'job-monitor', 'queue') },
        proxy: {
          httpsProxy: 'http://proxy.example.test:3128',
          httpProxy: undefined,
          noProxy: ['localhost']
        },
        runnerTemp: '/home/runner/work/_temp'
      })
    }
  )

  it('takes the queue-dir input over every variable, and no RUNNER_TEMP when it is empty', () => {
    const facts = readActionFacts({ ...ENV, RUNNER_TEMP: '' }, { queueDir: '/srv/q' })
    expectEqual([facts.queue.dir, facts.runnerTemp], ['/srv/q', undefined])
  })
})
