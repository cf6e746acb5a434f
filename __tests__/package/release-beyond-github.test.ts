/**
 * Where a release goes besides GitHub. The Buildkite plugin is published as the root of its own
 * repository, OWNER/job-monitor-buildkite-plugin, tagged as the release: the name Buildkite finds
 * `OWNER/job-monitor#vX.Y.Z` under, and the one the agent derives the plugin's variables from.
 * The GitLab project gets the release's commit as the tag X.Y.Z, whose pipeline releases the
 * component (__tests__/plugins/gitlab-release.test.ts runs that pipeline). The scripts run here
 * for real, against local bare repositories standing for GitHub's and GitLab's.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'
import { tempDir } from '../cli/run-cli.js'
import { runTool } from '../plugins/tools.js'
import { shell } from '../platform.js'

const SCRIPT = resolve('scripts/release/publish-buildkite-plugin.sh')
const GITLAB_SCRIPT = resolve('scripts/release/publish-gitlab-component.sh')
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe']
  })

/**
 * The plugin's name as the agent makes it from where the plugin is (buildkite/agent,
 * agent/plugin/plugin.go, Plugin.Name): the location's last segment, leading dots dropped, lower
 * case, blanks collapsed, every character but a letter or a digit made `-`, less
 * "-buildkite-plugin-git" and "-buildkite-plugin".
 */
function pluginName(location: string): string {
  const last = location.replace(/\\/g, '/').replace(/\/+$/, '').split('/').pop() ?? ''
  return last
    .replace(/^\.+/, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[^a-zA-Z0-9]/g, '-')
    .replaceAll('-buildkite-plugin-git', '')
    .replaceAll('-buildkite-plugin', '')
}

/** The prefix of the plugin's variables (ConfigurationToEnvironment and formatEnvKey there). */
const envPrefix = (location: string): string =>
  `BUILDKITE_PLUGIN_${pluginName(location).toUpperCase().replace(/-|\s/g, '_')}_`

interface Workflow {
  jobs: Record<string, { needs?: string; env?: Record<string, string>; steps?: { run?: string }[] }>
}
const release = parse(readFileSync(resolve('.github/workflows/release.yml'), 'utf8')) as Workflow

describe('where the release puts the Buildkite plugin', () => {
  it('runs after the GitHub release: the plugin, and the GitLab project', () => {
    const runs = (script: string): string[] =>
      Object.entries(release.jobs)
        .filter(([, j]) => (j.steps ?? []).some(s => s.run?.includes(`scripts/release/${script}`)))
        .map(([, j]) => j.needs ?? '')
    expect(runs('publish-buildkite-plugin.sh')).toEqual(['release'])
    expect(runs('publish-gitlab-component.sh')).toEqual(['release'])
  })

  it('is a repository whose name gives the variables the hooks read', () => {
    const job = Object.values(release.jobs).find(j =>
      (j.steps ?? []).some(s => s.run?.includes('scripts/release/publish-buildkite-plugin.sh'))
    )
    const repository = job?.env?.PLUGIN_REPOSITORY
    expect(repository).toBe('${{ github.repository_owner }}/job-monitor-buildkite-plugin')
    const hooks = ['hooks', 'lib'].flatMap(d =>
      readdirSync(resolve('buildkite-plugin', d)).map(f =>
        readFileSync(resolve('buildkite-plugin', d, f), 'utf8')
      )
    )
    const read = new Set(hooks.join('\n').match(/\bBUILDKITE_PLUGIN_[A-Z0-9_]+/g))
    expect(read.size).toBeGreaterThan(3)
    const prefix = envPrefix(`github.com/${repository}`)
    expect(prefix).toBe('BUILDKITE_PLUGIN_JOB_MONITOR_')
    // The agent sets these two whatever the name (agent/plugin/plugin.go, ConfigurationToEnvironment).
    const fromTheAgent = new Set(['BUILDKITE_PLUGIN_NAME', 'BUILDKITE_PLUGIN_CONFIGURATION'])
    expect([...read].filter(v => !v.startsWith(prefix) && !fromTheAgent.has(v))).toEqual([])
    // A folder of this repository would not do: its name, not the repository's, is the plugin's.
    expect(envPrefix('github.com/OWNER/job-monitor/buildkite-plugin')).toBe(
      'BUILDKITE_PLUGIN_BUILDKITE_PLUGIN_'
    )
  })

  it('names plugins as the agent does (cases of agent/plugin/plugin_test.go)', () => {
    const cases: [string, string][] = [
      ['github.com/buildkite-plugins/docker-compose-buildkite-plugin.git', 'docker-compose'],
      ['github.com/my-org/docker-compose-buildkite-plugin', 'docker-compose'],
      ['github.com/buildkite/plugins/docker-compose', 'docker-compose'],
      ['~/Development/plugins/UPPER     CASE_party', 'upper-case-party'],
      ['vendor/src/vendored with a space', 'vendored-with-a-space'],
      ['vendor/src/vendored-with-two-slash//', 'vendored-with-two-slash'],
      ['.\\.buildkite\\plugins\\docker-compose', 'docker-compose'],
      ['.buildkite/plugins/docker-compose', 'docker-compose'],
      ['', '']
    ]
    const got = cases.map(([location]) => pluginName(location))
    if (got.join() !== cases.map(c => c[1]).join()) expect(got).toEqual(cases.map(c => c[1]))
  })
})

shell.describe('scripts/release/publish-buildkite-plugin.sh', () => {
  let source: string
  let remote: string
  const publish = (tag: string) =>
    runTool(SCRIPT, [tag, remote], { cwd: source, env: { PATH: process.env.PATH, HOME: source } })

  // Each case on repositories of its own: the order they run in is no one's business.
  beforeEach(() => {
    const dir = tempDir('jm-bk-release-')
    // A repository with the plugin at two release tags, and an empty one standing for GitHub's.
    source = join(dir, 'job-monitor')
    mkdirSync(source)
    cpSync(resolve('buildkite-plugin'), join(source, 'buildkite-plugin'), { recursive: true })
    git(source, 'init', '-q', '-b', 'main')
    git(source, 'add', '-A')
    git(source, 'commit', '-qm', 'one')
    git(source, 'tag', 'v1.0.0')
    git(source, 'commit', '-q', '--allow-empty', '-m', 'two')
    git(source, 'tag', 'v1.0.1')
    remote = join(dir, 'job-monitor-buildkite-plugin.git')
    git(dir, 'init', '-q', '--bare', '-b', 'main', remote)
  })

  it('puts the plugin at the root of its repository, tagged, its hooks executable', async () => {
    const r = await publish('v1.0.0')
    expect(r).toEqual({ code: 0, output: expect.stringContaining('published') })
    const files = git(remote, 'ls-tree', '-r', '--format=%(objectmode) %(path)', 'v1.0.0')
    const tracked = execFileSync('git', ['ls-files', '-s', 'buildkite-plugin'], {
      cwd: source,
      encoding: 'utf8'
    })
    const want = tracked
      .trim()
      .split('\n')
      .map(l => l.replace(/^(\d+) \S+ \d+\tbuildkite-plugin\//, '$1 '))
    expect(files.trim().split('\n')).toEqual(want)
    expect(files).toMatch(/^100755 hooks\/pre-command$/m)
    expect(files).toMatch(/^100644 plugin\.yml$/m)
  })

  it('adds each release on top of the last, and never moves a published tag', async () => {
    expect((await publish('v1.0.0')).code).toBe(0)
    expect((await publish('v1.0.1')).code).toBe(0)
    expect(git(remote, 'log', '--format=%s', 'main').trim().split('\n')).toEqual([
      'job-monitor Buildkite plugin v1.0.1',
      'job-monitor Buildkite plugin v1.0.0'
    ])
    const before = git(remote, 'rev-parse', 'v1.0.0')
    const again = await publish('v1.0.0')
    expect(again.code).not.toBe(0)
    expect(again.output).toContain('the plugin repository already has v1.0.0')
    expect(git(remote, 'rev-parse', 'v1.0.0')).toBe(before)
  })
})

shell.describe('scripts/release/publish-gitlab-component.sh', () => {
  it('pushes the release commit as the tag X.Y.Z, and never moves a published one', async () => {
    const dir = tempDir('jm-gl-release-')
    const source = join(dir, 'job-monitor')
    mkdirSync(source)
    git(source, 'init', '-q', '-b', 'main')
    git(source, 'commit', '-q', '--allow-empty', '-m', 'one')
    git(source, 'tag', '-a', 'v1.0.0', '-m', 'v1.0.0')
    const remote = join(dir, 'gitlab.git')
    git(dir, 'init', '-q', '--bare', '-b', 'main', remote)
    const publish = () =>
      runTool(GITLAB_SCRIPT, ['v1.0.0', remote], {
        cwd: source,
        env: { PATH: process.env.PATH, HOME: dir }
      })
    expect((await publish()).code).toBe(0)
    expect(git(remote, 'tag').trim()).toBe('1.0.0')
    expect(git(remote, 'rev-parse', '1.0.0^{commit}')).toBe(
      git(source, 'rev-parse', 'v1.0.0^{commit}')
    )
    // Nothing was added to the repository's own tags.
    expect(git(source, 'tag').trim()).toBe('v1.0.0')
    const again = await publish()
    expect(again.code).not.toBe(0)
    expect(again.output).toContain('the GitLab project already has 1.0.0')
  })
})
