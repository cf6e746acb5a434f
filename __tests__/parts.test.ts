/**
 * The one rule between the parts (docs/development.md, "The parts"), as eslint.config.js
 * states it: the core knows no front end, front ends never import each other, within the core
 * each part imports only the parts below it, and src/util imports nothing of ours. `npm run lint` holds the code to it; this holds the rule to its
 * word, an import of each kind linted as if it were in the file named.
 */
import { describe, expect, it } from '@jest/globals'
import { ESLint } from 'eslint'

const cases: [file: string, source: string, refused: boolean][] = [
  ['src/util/probe.ts', '../client/wire.js', true],
  ['src/util/probe.ts', '../queue/queue.js', true],
  ['src/util/probe.ts', './files.js', false],
  ['src/client/probe.ts', '../action/runner.js', true],
  ['src/client/probe.ts', '../index.js', true],
  ['src/client/probe.ts', '@actions/core', true],
  ['src/client/probe.ts', '../util/clock.js', false],
  ['src/queue/probe.ts', '../cli/errors.js', true],
  ['src/helper/probe.ts', '../action/main-state.js', true],
  ['src/helper/probe.ts', '../run/protocol.js', false],
  ['src/steps/probe.ts', '../entries/cli.js', true],
  ['src/action/probe.ts', '../cli/errors.js', true],
  ['src/action/probe.ts', '../helper/spawn.js', false],
  ['src/cli/probe.ts', '../action/runner.js', true],
  ['src/cli/exec/probe.ts', '../../action/runner.js', true],
  ['src/cli/probe.ts', '../helper/stop.js', false],
  ['src/cli/probe.ts', '../emulator/server.js', false],
  ['src/index.ts', './cli/errors.js', true],
  ['src/index.ts', './client/index.js', false],
  ['src/entries/probe.ts', '../cli/errors.js', false],
  ['src/client/probe.ts', '../environment/proxy.js', true],
  ['src/environment/probe.ts', '../cli/errors.js', true],
  ['src/environment/probe.ts', '../client/transport.js', false],
  ['src/action/probe.ts', '../environment/proxy.js', false],
  ['src/cli/probe.ts', '../environment/github.js', false],
  // The emulator states the API text itself, and shares the core's rules of what a page shows.
  ['src/emulator/pages/probe.ts', '../../client/wire.js', true],
  ['src/emulator/pages/probe.ts', '../../action/runner.js', true],
  ['src/emulator/pages/probe.ts', '../../run/usual-duration.js', false],
  // Within the core, downward only: helper, run, steps, queue, settings, client, logs, process.
  ['src/run/probe.ts', '../helper/stop.js', true],
  ['src/run/probe.ts', '../steps/follow.js', false],
  ['src/steps/probe.ts', '../helper/process-facts.js', true],
  ['src/steps/probe.ts', '../run/protocol.js', true],
  ['src/steps/probe.ts', '../process/process-facts.js', false],
  ['src/queue/probe.ts', '../steps/follow.js', true],
  ['src/queue/probe.ts', '../client/call.js', false],
  ['src/settings/probe.ts', '../queue/index.js', true],
  ['src/client/probe.ts', '../settings/check.js', true],
  ['src/client/deep/probe.ts', '../../queue/index.js', true],
  ['src/client/probe.ts', '../logs/redact.js', false],
  ['src/logs/probe.ts', '../client/wire.js', true],
  ['src/logs/probe.ts', '../process/process-facts.js', false],
  ['src/process/probe.ts', '../logs/redact.js', true],
  ['src/process/probe.ts', '../helper/spawn.js', true],
  ['src/process/probe.ts', '../util/clock.js', false],
  ['src/helper/probe.ts', '../process/job-process.js', false],
  ['src/helper/probe.ts', '../client/client.js', false],
  // A run ended from a CI system's record sits below the helper and above the run protocol.
  ['src/reconcile/probe.ts', '../helper/spawn.js', true],
  ['src/reconcile/github/probe.ts', '../../run/protocol.js', false],
  ['src/run/probe.ts', '../reconcile/heal.js', true],
  ['src/queue/probe.ts', '../reconcile/finished-job.js', true]
]

describe('the parts and the one rule between them', () => {
  it('refuses each import that runs the wrong way, and only those', async () => {
    const eslint = new ESLint()
    const got = []
    for (const [file, source] of cases) {
      const code = `import { x } from '${source}'\nexport { y } from '${source}'\nexport const z = x\n`
      const [result] = await eslint.lintText(code, { filePath: file })
      const refusals = result.messages.filter(
        m => m.ruleId === '@typescript-eslint/no-restricted-imports'
      )
      // Both the import and the re-export are seen.
      got.push([file, source, refusals.length === 2])
    }
    expect(got).toEqual(cases)
  })
})
