/**
 * The Buildkite plugin (buildkite-plugin/): its bats tests, which run the hooks as the agent
 * does against the emulator, run here by the npm package `bats` with the built CLI.
 */
import { expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parse } from 'yaml'
import { CLI, tempDir } from '../cli/run-cli.js'
import { runTool } from './tools.js'
import { shell } from '../platform.js'

const BATS = resolve('node_modules/bats/bin/bats')

shell.describe('the Buildkite plugin', () => {
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

  it('reads every setting plugin.yml declares, and no other', () => {
    const plugin = parse(readFileSync(resolve('buildkite-plugin/plugin.yml'), 'utf8')) as {
      configuration: { properties: Record<string, unknown> }
    }
    // Buildkite names a setting's variable after it: job-name -> ..._JOB_NAME (a list's items _0, _1...).
    const declared = Object.keys(plugin.configuration.properties)
      .map(name => `BUILDKITE_PLUGIN_JOB_MONITOR_${name.toUpperCase().replace(/-/g, '_')}`)
      .sort()
    const dirs = ['hooks', 'lib'].map(d => resolve('buildkite-plugin', d))
    const scripts = dirs.flatMap(d => readdirSync(d).map(f => readFileSync(join(d, f), 'utf8')))
    const read = new Set(
      scripts.flatMap(text =>
        [...text.matchAll(/BUILDKITE_PLUGIN_JOB_MONITOR_[A-Z_]*[A-Z]/g)].map(m => m[0])
      )
    )
    expect([...read].sort()).toEqual(declared)
  })
})
