/**
 * The CI and cron snippets of examples/ci. Of every system, each `job-monitor ...` command
 * line is read from the file and checked; of the systems other than GitLab, one line of each
 * shape (subcommand and flags) is run through `sh -c` against the emulator. The GitLab pipeline
 * runs unchanged on gitlab-ci-local (integrations-gitlab.test.ts, with the tests that drive
 * real tools).
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseAllDocuments } from 'yaml'
import { tempDir } from './run-cli.js'
import { shell } from '../platform.js'
import {
  EXAMPLES,
  FILES,
  KEY,
  bin,
  cliRuns,
  commandLines,
  emu,
  expectNoKey,
  linesOf,
  plainInvocations,
  run,
  shapeOf,
  setUpEmulatorAndCli,
  textOf
} from './ci-examples.js'

setUpEmulatorAndCli()

const BASE_URL_PLACEHOLDER = 'https://monitoring.example.com'

describe('finding job-monitor command lines', () => {
  const script = [
    'npm install -g job-monitor',
    '# job-monitor replay (a comment)',
    'npx job-monitor exec -n a -- true',
    'npx -y job-monitor start -n b --format env >> "$BASH_ENV" || true',
    'npx --yes --package="$PKG" job-monitor heartbeat -n d',
    '  job-monitor end --status failed \\',
    '    --error "x" || true',
    'eval "$(job-monitor start -n c --format env)"'
  ].join('\n')

  it('finds every form, joins continuations and skips installs and comments', () => {
    expect(commandLines(script)).toEqual([
      'npx job-monitor exec -n a -- true',
      'npx -y job-monitor start -n b --format env >> "$BASH_ENV" || true',
      'npx --yes --package="$PKG" job-monitor heartbeat -n d',
      'job-monitor end --status failed      --error "x" || true',
      'eval "$(job-monitor start -n c --format env)"'
    ])
  })

  it('makes every form the plain command and leaves the rest alone', () => {
    const out = plainInvocations(script).split('\n')
    expect(out[0]).toBe('npm install -g job-monitor')
    expect(out[1]).toBe('# job-monitor replay (a comment)')
    expect(out[2]).toBe('job-monitor exec -n a -- true')
    expect(out[3]).toBe('job-monitor start -n b --format env >> "$BASH_ENV" || true')
    expect(out[4]).toBe('job-monitor heartbeat -n d')
    expect(out[5]).toBe('  job-monitor end --status failed \\')
    expect(out[7]).toBe('eval "$(job-monitor start -n c --format env)"')
  })

  it('tells lines apart by subcommand and flags, not by values or the wrapped command', () => {
    expect(shapeOf('npx -y job-monitor exec -n a --tag x -- make -j --quiet')).toBe('exec --tag -n')
    expect(shapeOf('job-monitor exec -n b --tag y -- ./deploy.sh')).toBe('exec --tag -n')
    expect(shapeOf('job-monitor start -n b --format env >> "$BASH_ENV" || true')).toBe(
      'start --format -n >>'
    )
    expect(shapeOf('job-monitor end --status failed --error "a -x b" || true')).not.toBe(
      shapeOf('job-monitor end --status success || true')
    )
  })
})

describe('examples/ci', () => {
  it('holds exactly the checked files', () => {
    expect(readdirSync(EXAMPLES).sort()).toEqual(Object.keys(FILES).sort())
  })

  it.each(Object.keys(FILES).filter(f => /\.ya?ml$/.test(f)))('%s is valid YAML', file => {
    const parsed = parseAllDocuments(textOf(file))
    expect(Array.isArray(parsed) && parsed.length).toBeGreaterThan(0)
    for (const d of Array.isArray(parsed) ? parsed : []) {
      expect(d.errors).toEqual([])
      expect(d.warnings).toEqual([])
    }
  })

  it.each(Object.entries(FILES))(
    '%s holds its command lines, none with the key on it, and the key from its secret store',
    (file, { commandLines: count, keyFrom }) => {
      const found = linesOf(file)
      expect(found).toHaveLength(count)
      expect(found.some(l => /job-monitor exec (-n|--job-name) \S+ .*-- \S/.test(l))).toBe(true)
      for (const line of found) {
        // The key may be assigned for a command, never expanded into its arguments.
        expect(line).not.toMatch(/\$\{?JOB_MONITOR_API_KEY\b/)
        if (file === 'crontab') {
          expect(line).toMatch(keyFrom)
          // cron turns an unescaped % into a newline: a command here must not hold one.
          expect(line).not.toContain('%')
        }
      }
      expect(textOf(file)).toMatch(keyFrom)
      expect(textOf(file)).not.toContain('--api-key')
      // The service's address is a placeholder, set in the environment of the commands.
      expect(textOf(file)).toMatch(
        new RegExp(
          `JOB_MONITOR_BASE_URL(\\s*[:=]\\s*|\\n\\s+value:\\s*)'?${BASE_URL_PLACEHOLDER.replace(/[./]/g, '\\$&')}'?$`,
          'm'
        )
      )
      expect(textOf(file)).not.toMatch(/--base-url/)
    }
  )

  it.each(Object.keys(FILES))('%s is linked from the integrations page', file => {
    expect(readFileSync(resolve('docs/integrations.md'), 'utf8')).toContain(
      `](../examples/ci/${file})`
    )
  })

  it.each(Object.keys(FILES))(
    '%s never gets job-monitor from the npm registry by its name',
    file => {
      for (const r of BY_NAME) expect(textOf(file)).not.toMatch(r)
    }
  )
})

/**
 * Ways a line gets job-monitor from the npm registry by its name, where it is not published:
 * whatever someone publishes under that name would run with the key in its environment.
 * `npx --package=<tarball> job-monitor` names the package by its tarball, so it is not one.
 */
const BY_NAME = [
  /\bnpx[ \t]+(?:-(?!-package)\S*[ \t]+)*job-monitor(?=[\s@]|$)/m,
  /\bnpm[ \t]+(?:install|i|add|exec)[ \t]+(?:\S+[ \t]+)*?job-monitor(?:@\S*)?(?=\s|$)/m
]

describe('what counts as getting job-monitor by its name', () => {
  it.each([
    'npx job-monitor exec -n a -- true',
    'npx -y job-monitor start -n b',
    'npx --yes job-monitor@latest end --status success',
    'npm install --global job-monitor',
    'RUN npm i -g job-monitor@1.0.0',
    'npm exec job-monitor -- replay'
  ])('%s does', line => {
    expect(BY_NAME.some(r => r.test(line))).toBe(true)
  })

  it.each([
    'npx --yes --package="$JOB_MONITOR_PACKAGE" job-monitor exec -n a -- true',
    'npm install --global https://github.com/OWNER/job-monitor/releases/download/v1.0.0/job-monitor-1.0.0.tgz',
    'npm install --global ./job-monitor-1.0.0.tgz',
    'job-monitor replay --quiet'
  ])('%s does not', line => {
    expect(BY_NAME.some(r => r.test(line))).toBe(false)
  })
})

shell.describe('the command lines of the other systems', () => {
  const others = Object.keys(FILES).filter(f => f !== 'gitlab-ci.yml')
  const ranOnGitlab = new Set(linesOf('gitlab-ci.yml').map(shapeOf))
  /** The first line of each shape not already run on gitlab-ci-local, with the file it is from. */
  const chosen: Array<{ file: string; line: string; shape: string }> = []
  const seen = new Set(ranOnGitlab)
  for (const file of others)
    for (const line of linesOf(file)) {
      const shape = shapeOf(line)
      // A `start` runs before each line that ends its run, below.
      if (seen.has(shape) || shape.startsWith('start ')) continue
      seen.add(shape)
      chosen.push({ file, line, shape })
    }
  /** The line that starts the run another line ends (the same file's `start`). */
  const startOf = (file: string): string | undefined =>
    linesOf(file).find(l => shapeOf(l).startsWith('start '))

  it('run, one of each shape, against the emulator with the key from the environment or the key file', async () => {
    const home = tempDir('jm-home-')
    const work = tempDir('jm-work-')
    // The key file, made by the setup line the crontab's comments show, the key on its stdin.
    const setup = /^#\s+(mkdir -p ~\/\.config\/job-monitor .*)$/m.exec(textOf('crontab'))?.[1]
    expect(setup).toBeDefined()
    const made = await run(
      ['/bin/sh', '-c', setup!],
      { PATH: process.env.PATH, HOME: home },
      work,
      `${KEY}\n`
    )
    expect(made.code).toBe(0)
    const keyFile = join(home, '.config/job-monitor/key')
    expect(statSync(keyFile).mode & 0o777).toBe(0o600)
    expect(readFileSync(keyFile, 'utf8')).toBe(`${KEY}\n`)

    const outputs: string[] = []
    const startedBefore = cliRuns()
    let ran = 0
    const names: string[] = []
    for (const { file, line } of chosen) {
      const bashEnv = join(tempDir('jm-bash-env-'), 'env')
      writeFileSync(bashEnv, '')
      // What each system provides: build numbers, the key (but for the crontab, which reads
      // its file), the addresses pointed at the emulator. A line that ends a run comes after
      // its file's `start`, through $BASH_ENV as on CircleCI.
      const env: NodeJS.ProcessEnv = {
        PATH: `${bin}:${process.env.PATH}`,
        HOME: home,
        BASH_ENV: bashEnv,
        BUILD_NUMBER: '42',
        CIRCLE_BUILD_NUM: '314',
        CIRCLE_BUILD_URL: 'https://circleci.com/gh/example/app/314',
        BUILDKITE_BUILD_NUMBER: '27',
        JOB_MONITOR_BASE_URL: emu.url,
        JOB_MONITOR_DEPLOYMENT_URL: emu.url,
        JOB_MONITOR_QUEUE_DIR: tempDir('jm-queue-'),
        ...(file === 'crontab' ? {} : { JOB_MONITOR_API_KEY: KEY })
      }
      const before = shapeOf(line).startsWith('end ') ? [startOf(file)!] : []
      for (const l of [...before, line]) {
        // The wrapped command is replaced by one that exists here.
        const script = plainInvocations(l).replace(/\s--\s.*$/, ' -- echo ran')
        const r = await run(['/bin/sh', '-ec', `. "$BASH_ENV"\n${script}`], env, work)
        outputs.push(r.stdout, r.stderr)
        ran++
        expect({ line: l, code: r.code, stderr: r.stderr }).toEqual({
          line: l,
          code: 0,
          stderr: expect.not.stringMatching(/job-monitor: (?!reported run|heartbeats every)/)
        })
        const name = / (?:-n|--job-name) (\S+)/.exec(l)?.[1]
        if (name) names.push(name)
      }
    }
    // Each run begun was ended, as the line asked; nothing was refused.
    const runs = emu.runs()
    expect(runs.map(r => r.job_name).sort()).toEqual(names.sort())
    expect(runs.filter(r => r.status === 'running')).toEqual([])
    expect(
      runs.find(r => r.error_details?.includes('circleci.com/gh/example/app/314'))
    ).toBeDefined()
    expect(emu.requests().filter(q => q.status !== 200 || q.violations.length > 0)).toEqual([])
    expectNoKey(outputs)
    // Each line started the built CLI once: none reached for a published package.
    expect(cliRuns() - startedBefore).toBe(ran)
  }, 30_000)
})
