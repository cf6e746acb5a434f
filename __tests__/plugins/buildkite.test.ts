/**
 * The Buildkite plugin (buildkite-plugin/): its bats tests, which run the hooks as the agent
 * does against the emulator, run here by the npm package `bats` with the built CLI.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parse } from 'yaml'
import { CLI, tempDir } from '../cli/run-cli.js'
import { runTool } from './tools.js'
import { shell } from '../platform.js'
import { expectEqual } from '../expect-equal.js'

const BATS = resolve('node_modules/bats/bin/bats')

shell.describe('the Buildkite plugin', () => {
  it('passes its bats tests: success, failure, a cancel, trouble, a bad setting, a time-out, a signal, a dashed label, another prefix, no job-monitor, a failure with its log file, a scheduled build', async () => {
    const r = await runTool(BATS, ['--tap', resolve('buildkite-plugin/tests')], {
      env: {
        // The hooks' `node` is this one; nothing of the caller's JOB_MONITOR_* leaks in.
        PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
        HOME: tempDir('jm-buildkite-'),
        JOB_MONITOR_TEST_CLI: CLI
      }
    })
    // A failing case shows its TAP lines and bats' comments on it, not only the exit code.
    const failed = r.output.split('\n').filter(l => /^(not ok|#)/.test(l))
    expect({ code: r.code, failed }).toEqual({ code: 0, failed: [] })
    expect(r.output).toMatch(/^1\.\.12$/m)
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

/**
 * The prefix of a plugin's settings' variables, as the agent makes it: the plugin's name is the
 * last part of its location, less `-buildkite-plugin` (buildkite/agent agent/plugin/plugin.go,
 * Plugin.Name), upper-cased with dashes as underscores (formatEnvKey, in
 * ConfigurationToEnvironment). A shorthand location (`org/name`) reaches the agent expanded by
 * Buildkite to `github.com/org/name-buildkite-plugin` (`name` alone: the buildkite-plugins org).
 */
function settingsPrefix(reference: string): string {
  let location = reference.split('#')[0].replace(/^[a-z+]+:\/\//, '')
  const local = /^[.~/\\]/.test(location)
  const parts = location.split('/')
  if (!local && parts.length <= 2 && !parts[0].includes('.')) {
    location =
      parts.length === 1
        ? `github.com/buildkite-plugins/${parts[0]}-buildkite-plugin`
        : `github.com/${parts[0]}/${parts[1]}-buildkite-plugin`
  }
  const last = location.replace(/\\/g, '/').replace(/\/+$/, '').split('/').pop() ?? ''
  const name = last
    .replace(/^\.+/, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[^a-zA-Z0-9]/g, '-')
    .replaceAll('-buildkite-plugin-git', '')
    .replaceAll('-buildkite-plugin', '')
  return `BUILDKITE_PLUGIN_${name.toUpperCase().replace(/-|\s/g, '_')}`
}

/** Every plugin reference in the YAML of the plugin's README and of the integrations guide. */
function documentedReferences(): string[] {
  const pages = ['buildkite-plugin/README.md', 'docs/integrations.md']
  return pages.flatMap(page =>
    [...readFileSync(resolve(page), 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)].flatMap(m => {
      const yaml = parse(m[1], { logLevel: 'error' }) as {
        steps?: Array<{ plugins?: object[] }>
      } | null
      const steps = yaml?.steps
      return (steps ?? []).flatMap(step => (step.plugins ?? []).flatMap(p => Object.keys(p)))
    })
  )
}

describe('the plugin as the agent names it', () => {
  it("derives the prefix by the agent's rule, on the agent's own cases", () => {
    // Cases of buildkite/agent agent/plugin/plugin_test.go (TestPluginNameParsedFromLocation).
    const cases: Array<[string, string]> = [
      ['github.com/buildkite-plugins/docker-compose-buildkite-plugin.git', 'DOCKER_COMPOSE'],
      ['github.com/my-org/docker-compose-buildkite-plugin', 'DOCKER_COMPOSE'],
      ['github.com/buildkite/plugins/docker-compose', 'DOCKER_COMPOSE'],
      ['~/Development/plugins/UPPER     CASE_party', 'UPPER_CASE_PARTY'],
      ['vendor/src/vendored-with-two-slash//', 'VENDORED_WITH_TWO_SLASH'],
      ['./.buildkite/plugins/docker-compose', 'DOCKER_COMPOSE'],
      ['.buildkite/plugins/docker-compose', 'DOCKER_COMPOSE']
    ]
    const seen = cases.map(([location]) => [location, settingsPrefix(location)])
    expectEqual(
      seen,
      cases.map(([location, name]) => [location, `BUILDKITE_PLUGIN_${name}`])
    )
    // This repository's folder, referenced directly: why the hooks read another prefix too.
    expect(settingsPrefix('github.com/OWNER/job-monitor/buildkite-plugin#v1.0.0')).toBe(
      'BUILDKITE_PLUGIN_BUILDKITE_PLUGIN'
    )
  })

  it('gets BUILDKITE_PLUGIN_JOB_MONITOR_* from every reference the docs give', () => {
    const references = documentedReferences()
    expect(references.length).toBeGreaterThanOrEqual(3)
    expectEqual(
      references.map(r => [r, settingsPrefix(r)]),
      references.map(r => [r, 'BUILDKITE_PLUGIN_JOB_MONITOR'])
    )
  })

  it('requires nothing that a documented `command` setting does without', () => {
    const plugin = parse(readFileSync(resolve('buildkite-plugin/plugin.yml'), 'utf8')) as {
      requirements?: string[]
      configuration: { properties: { command: { description: string } } }
    }
    // The default (job-monitor on the PATH, a node program) and the form the setting documents.
    const forms = [
      'job-monitor',
      ...plugin.configuration.properties.command.description.matchAll(/`(npx [^`]+)`/g)
    ].map(f => (typeof f === 'string' ? f : f[1]))
    expect(forms.length).toBe(2)
    // What each form runs first, and node, which every form runs on.
    const needed = (form: string): string[] => [form.split(' ')[0], 'node']
    const unneeded = (plugin.requirements ?? []).filter(
      r => !forms.every(f => needed(f).includes(r))
    )
    expectEqual(unneeded, [])
  })
})
