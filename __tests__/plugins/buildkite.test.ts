/**
 * The Buildkite plugin (buildkite-plugin/): its bats tests, which run the hooks as the agent
 * does against the emulator, run here by the npm package `bats` with the built CLI.
 */
import { describe, expect, it } from '@jest/globals'
import { dirname, resolve } from 'node:path'
import { CLI, tempDir } from '../cli/run-cli.js'
import { runTool } from './tools.js'

const BATS = resolve('node_modules/bats/bin/bats')

describe('the Buildkite plugin', () => {
  it('passes its bats tests: success, failure, a cancel, trouble, a bad setting', async () => {
    const r = await runTool(BATS, ['--tap', resolve('buildkite-plugin/tests')], {
      env: {
        // The hooks' `node` is this one; nothing of the caller's JOB_MONITOR_* leaks in.
        PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
        HOME: tempDir('jm-buildkite-'),
        JOB_MONITOR_TEST_CLI: CLI
      }
    })
    expect({ code: r.code, output: r.output }).toEqual({ code: 0, output: expect.any(String) })
    expect(r.output).toMatch(/^1\.\.5$/m)
    expect(r.output).not.toMatch(/^not ok/m)
  }, 60_000)
})
