/**
 * The project's own .gitlab-ci.yml, which releases the GitLab CI/CD component to the catalog:
 * gitlab-ci-local reads it as GitLab would (schema, rules) and runs its release job's script
 * with the shell executor, on a project holding the component and a package version.
 */
import { beforeAll, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'
import { tempDir } from '../cli/run-cli.js'
import { runTool } from './tools.js'
import { shell } from '../platform.js'

const GITLAB_CI_LOCAL = resolve('node_modules/gitlab-ci-local/dist/index.js')
const PIPELINE = readFileSync(resolve('.gitlab-ci.yml'), 'utf8')

const CHANGELOG = `# Changelog

## [Unreleased]

- Not in this release.

## [1.2.3] - 2026-11-26

### Fixed

- What 1.2.3 fixed.

## [1.2.2] - 2026-11-01

- An older release.

[1.2.3]: https://github.com/OWNER/job-monitor/releases/tag/v1.2.3
`

let project: string

beforeAll(() => {
  project = join(tempDir('jm-gitlab-release-'), 'job-monitor')
  mkdirSync(join(project, 'templates'), { recursive: true })
  writeFileSync(join(project, '.gitlab-ci.yml'), PIPELINE)
  cpSync(resolve('templates'), join(project, 'templates'), { recursive: true })
  cpSync(resolve('README.md'), join(project, 'README.md'))
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'job-monitor', version: '1.2.3', type: 'module' }, null, 2)}\n`
  )
  writeFileSync(join(project, 'CHANGELOG.md'), CHANGELOG)
  const git = (...args: string[]): void => {
    execFileSync('git', args, { cwd: project, stdio: 'ignore' })
  }
  git('init', '-q', '-b', 'main')
  git('remote', 'add', 'origin', 'https://gitlab.example.com/acme/job-monitor.git')
  git('add', '-A')
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'release')
})

/** gitlab-ci-local on the project, the pipeline of a push of `tag` (none: a branch). */
function gitlabCiLocal(args: string[], tag?: string) {
  return runTool(
    process.execPath,
    [
      GITLAB_CI_LOCAL,
      '--no-color',
      ...(tag === undefined ? [] : ['--variable', `CI_COMMIT_TAG=${tag}`]),
      ...args
    ],
    { cwd: project, env: { PATH: process.env.PATH, HOME: project } }
  )
}

const listed = async (tag?: string): Promise<string[]> => {
  const r = await gitlabCiLocal(['--list'], tag)
  expect(r.output).toMatch(/json schema validated/)
  return r.output
    .split('\n')
    .filter(l => /\b(on_success|manual|always|delayed)\b/.test(l))
    .map(l => l.split(/\s+/)[0])
}

it('gives the release job GitLab needs to publish the component, creating a release of the tag', () => {
  const release = (parse(PIPELINE) as Record<string, { release?: Record<string, string> }>).release
  expect(release.release).toMatchObject({
    tag_name: '$CI_COMMIT_TAG',
    description: 'release-notes.md'
  })
})

it('runs it for a semantic version tag only: not for a branch, nor for a v tag', async () => {
  expect(await listed()).toEqual([])
  expect(await listed('v1.2.3')).toEqual([])
  expect(await listed('1.2.3')).toEqual(['release'])
  expect(await listed('1.3.0-rc.1')).toEqual(['release'])
}, 90_000)

shell.it(
  "takes the release notes from the changelog's section of the version, as on GitHub",
  async () => {
    const r = await gitlabCiLocal(['--force-shell-executor', 'release'], '1.2.3')
    expect(r.output).toMatch(/PASS\s+release/)
    expect(r.output).toContain('release > - What 1.2.3 fixed.')
    expect(r.output).not.toMatch(/Not in this release|An older release|releases\/tag/)
  },
  90_000
)

shell.it(
  'refuses a tag that is not the package version',
  async () => {
    const r = await gitlabCiLocal(['--force-shell-executor', 'release'], '1.2.4')
    expect(r.output).toMatch(/FAIL\s+release/)
    expect(r.output).toContain('the tag 1.2.4 is not the version in package.json')
  },
  90_000
)
