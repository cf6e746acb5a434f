/**
 * The CI and cron snippets of examples/ci. The GitLab pipeline runs unchanged on a real
 * runner, gitlab-ci-local with its shell executor, with `job-monitor` on PATH being the built
 * CLI: its stages, `.post` and `when:` are GitLab's, not ours. Of the other systems, every
 * `job-monitor ...` command line is read from the file and checked, and one line of each
 * shape (subcommand and flags) is run through `sh -c` against the emulator.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import {
  chmodSync,
  copyFileSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { join, resolve } from 'node:path'
import { parse as parseYaml, parseAllDocuments } from 'yaml'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { CLI, tempDir } from './run-cli.js'

const KEY = 'jm_integration_key_5b4a3c2d1e0f'
const EXAMPLES = resolve('examples/ci')
const BASE_URL_PLACEHOLDER = 'https://monitoring.example.com'
const GITLAB_CI_LOCAL = resolve('node_modules/gitlab-ci-local/dist/index.js')

// ---------------------------------------------------------------------------------------------
// Finding the command lines

const SUBCOMMANDS = 'exec|start|end|heartbeat|notify|pipelines|replay|emulator|runs'
/**
 * `job-monitor <subcommand>` as a command word, or npx running it: `npx [-y|--yes]
 * [--package=<spec>] job-monitor ...`.
 */
const INVOCATION = new RegExp(
  `(^|[\\s;&|(\`"'])(?:npx\\s+(?:(?:-y|--yes)\\s+)?(?:--package=\\S+\\s+)?)?job-monitor(?=\\s+(?:${SUBCOMMANDS})(?:\\s|$))`,
  'gm'
)

/** The job-monitor command lines of a shell script: continuations joined, comments left out. */
function commandLines(script: string): string[] {
  return script
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map(l => l.trim())
    .filter(l => l !== '' && !l.startsWith('#'))
    .filter(l => new RegExp(INVOCATION.source).test(l))
}

/** Every invocation as the plain command `job-monitor`, which PATH resolves (comments kept). */
function plainInvocations(script: string): string {
  return script
    .split('\n')
    .map(line =>
      line.trim().startsWith('#')
        ? line
        : line.replace(INVOCATION, (_m, before: string) => `${before}job-monitor`)
    )
    .join('\n')
}

/**
 * What a line asks of the CLI, values left out: the subcommand, its flags, and whether its
 * output goes into a file. Lines of one shape differ only in values.
 */
function shapeOf(line: string): string {
  const m = new RegExp(`job-monitor\\s+(${SUBCOMMANDS})\\b(.*)$`).exec(plainInvocations(line))!
  const [own] = m[2].split(/\s--\s/)
  const flags = [...new Set(own.match(/(?<=\s|^)--?[a-z][\w-]*/g) ?? [])].sort()
  return [m[1], ...flags, ...(/>>/.test(own) ? ['>>'] : [])].join(' ')
}

type Y = Record<string, unknown>
const isMap = (v: unknown): v is Y => typeof v === 'object' && v !== null && !Array.isArray(v)
const lines = (v: unknown): string[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v.flatMap(lines) : [String(v)]

/** Groovy single-quoted string contents as the shell receives them. */
function groovyUnescape(s: string): string {
  return s.replace(/\\(\r?\n|\\|')/g, (_m, c: string) => (c === '\\' || c === "'" ? c : ''))
}

/** The shell scripts a file holds, as its system hands them to the shell. */
const SCRIPTS: Record<string, (text: string) => string[]> = {
  'gitlab-ci.yml': text => {
    const doc = parseYaml(text) as Y
    const before = isMap(doc.default) ? lines(doc.default.before_script) : []
    return Object.values(doc)
      .filter((job): job is Y => isMap(job) && 'script' in job)
      .map(job => [...lines(job.before_script ?? before), ...lines(job.script)].join('\n'))
  },
  Jenkinsfile: text =>
    [...text.matchAll(/\bsh\s+(?:'''([\s\S]*?)'''|'((?:[^'\\\n]|\\.)*)')/g)].map(m =>
      groovyUnescape(m[1] ?? m[2])
    ),
  'circleci-config.yml': text =>
    Object.values((parseYaml(text) as Y).jobs as Record<string, Y>).flatMap(job =>
      (job.steps as unknown[])
        .filter((s): s is Y => isMap(s) && 'run' in s)
        .map(s => String(isMap(s.run) ? s.run.command : s.run))
    ),
  // Upload-time interpolation: `$$` stands for a `$` left to the job's shell.
  'buildkite-pipeline.yml': text =>
    ((parseYaml(text) as Y).steps as unknown[]).filter(isMap).map(step =>
      lines(step.commands ?? step.command)
        .join('\n')
        .replace(/\$\$/g, '$')
    ),
  'k8s-cronjob.yaml': text => {
    const docs = parseAllDocuments(text)
    const cronJob = (Array.isArray(docs) ? docs : [])
      .map(d => d.toJS() as Y)
      .find(d => d.kind === 'CronJob')!
    const pod = ((((cronJob.spec as Y).jobTemplate as Y).spec as Y).template as Y).spec as Y
    return (pod.containers as Y[]).map(c => {
      const argv = [...lines(c.command), ...lines(c.args)]
      return /^(\/bin\/)?sh$/.test(argv[0]) && argv[1] === '-c' ? argv[2] : argv.join(' ')
    })
  },
  crontab: text =>
    text
      .split('\n')
      .map(l => l.trim())
      .filter(l => l !== '' && !l.startsWith('#') && !/^[A-Za-z_]\w*\s*=/.test(l))
      .map(l => /^(?:@\w+|(?:\S+\s+){5})(.*)$/.exec(l)?.[1] ?? `not a crontab entry: ${l}`)
}

/** How many command lines each file holds, and where its key comes from. */
const FILES: Record<string, { commandLines: number; keyFrom: RegExp }> = {
  // A masked CI/CD variable of the project: the file only names it.
  'gitlab-ci.yml': { commandLines: 4, keyFrom: /CI\/CD variable named JOB_MONITOR_API_KEY/ },
  Jenkinsfile: {
    commandLines: 4,
    keyFrom: /^\s*JOB_MONITOR_API_KEY = credentials\('[\w-]+'\)$/m
  },
  'circleci-config.yml': { commandLines: 4, keyFrom: /^\s*context: job-monitor$/m },
  'buildkite-pipeline.yml': {
    commandLines: 3,
    keyFrom: /^secrets:\n\s+- JOB_MONITOR_API_KEY$/m
  },
  'k8s-cronjob.yaml': {
    commandLines: 2,
    keyFrom: /- name: JOB_MONITOR_API_KEY\n\s+valueFrom:\n\s+secretKeyRef:/
  },
  crontab: {
    commandLines: 3,
    keyFrom: /JOB_MONITOR_API_KEY=\$\(cat ~\/\.config\/job-monitor\/key\) job-monitor /
  }
}

const textOf = (file: string): string => readFileSync(join(EXAMPLES, file), 'utf8')
const linesOf = (file: string): string[] => SCRIPTS[file](textOf(file)).flatMap(commandLines)

// ---------------------------------------------------------------------------------------------
// Running

let emu: Emulator
let bin: string
let argvLog: string

/** `job-monitor` on PATH is the built CLI; it writes down its arguments first. */
function installCli(dir: string): void {
  const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`
  writeFileSync(
    join(dir, 'job-monitor'),
    `#!/bin/sh\nprintf '%s\\n' "$*" >> ${quote(argvLog)}\n` +
      `exec ${quote(process.execPath)} ${quote(CLI)} "$@"\n`
  )
  chmodSync(join(dir, 'job-monitor'), 0o755)
}

function run(
  argv: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  input?: string
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise(done => {
    const child = spawn(argv[0], argv.slice(1), {
      env,
      cwd,
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe']
    })
    child.stdin?.end(input)
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout!.on('data', c => out.push(c))
    child.stderr!.on('data', c => err.push(c))
    child.on('close', code =>
      done({ code, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() })
    )
  })
}

/** How many times the built CLI has been started through PATH. */
const cliRuns = (): number => readFileSync(argvLog, 'utf8').split('\n').length - 1

/** The key must be in nothing we can see: arguments, output, request bodies. */
function expectNoKey(outputs: string[]): void {
  expect(readFileSync(argvLog, 'utf8')).not.toContain(KEY)
  for (const o of outputs) expect(o).not.toContain(KEY)
  for (const q of emu.requests()) expect(q.rawBody).not.toContain(KEY)
}

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 100_000 })
  bin = tempDir('jm-bin-')
  argvLog = join(bin, 'argv.log')
  writeFileSync(argvLog, '')
  installCli(bin)
})
afterAll(() => emu.close())
beforeEach(() => emu.reset())

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

describe('gitlab-ci.yml on gitlab-ci-local', () => {
  it('reports build and test in stage order, then the .post job for a failure notifies it', async () => {
    const project = tempDir('jm-gitlab-')
    const home = tempDir('jm-home-')
    copyFileSync(join(EXAMPLES, 'gitlab-ci.yml'), join(project, '.gitlab-ci.yml'))
    // Project CI/CD variables: the masked key, and the addresses pointed at the emulator.
    writeFileSync(
      join(project, '.gitlab-ci-local-variables.yml'),
      [
        `JOB_MONITOR_API_KEY: ${KEY}`,
        `JOB_MONITOR_BASE_URL: ${emu.url}`,
        `JOB_MONITOR_DEPLOYMENT_URL: ${emu.url}`
      ].join('\n') + '\n'
    )
    // npm stands for the project's own commands: installs and the build pass, the tests fail.
    const tools = tempDir('jm-tools-')
    writeFileSync(
      join(tools, 'npm'),
      '#!/bin/sh\ncase "$*" in test) echo "1 test failed"; exit 1 ;; *) echo "npm $*" ;; esac\n'
    )
    chmodSync(join(tools, 'npm'), 0o755)
    await run(['git', 'init', '-q'], { PATH: process.env.PATH, HOME: home }, project)
    const startedBefore = cliRuns()

    const r = await run(
      [
        process.execPath,
        GITLAB_CI_LOCAL,
        '--force-shell-executor',
        '--no-json-schema-validation',
        '--no-color'
      ],
      { PATH: `${tools}:${bin}:${process.env.PATH}`, HOME: home },
      project
    )
    const log = r.stdout + r.stderr
    expect(log).toMatch(/^\s*FAIL\s+test\s*$/m)
    expect(log).toMatch(/^\s*PASS\s+build\s*$/m)
    expect(log).toMatch(/^\s*PASS\s+notify-failure\s*$/m)
    expect(log).not.toMatch(/notify-success/)

    // What the emulator received: build, then test (the next stage), then the .post job.
    const runs = emu.runs()
    expect(runs.map(x => [x.job_name, x.status])).toEqual([
      ['app-build', 'success'],
      ['app-test', 'failed']
    ])
    expect(runs[0]).toMatchObject({ tags: ['gitlab'], error_details: 'None' })
    expect(runs[1].error_details).toBe('The command exited with code 1')
    expect(runs[1].logs).toContain('1 test failed')
    const pipeline = runs[0].metadata?.pipeline
    expect(pipeline).toEqual(expect.any(Number))
    expect(emu.notifications()).toEqual([
      expect.objectContaining({
        pipeline_id: 'app-release',
        status: 'failed',
        message: `pipeline ${pipeline} failed`
      })
    ])
    const seq = (path: string, has: string): number =>
      emu.requests().find(q => q.path.startsWith(path) && q.rawBody.includes(has))!.seq
    const buildEnd = emu
      .requests()
      .find(q => q.rawBody.includes('app-build') && q.rawBody.includes('"success"'))!.seq
    expect(buildEnd).toBeLessThan(seq('/monitoring', 'app-test'))
    expect(seq('/monitoring', '"failed"')).toBeLessThan(seq('/api/pipelines/app-release/', ''))
    expect(emu.requests().filter(q => q.violations.length > 0)).toEqual([])
    expectNoKey([log])
    // The three command lines of the jobs that ran each started the built CLI once.
    expect(cliRuns() - startedBefore).toBe(3)
  }, 30_000)
})

describe('the command lines of the other systems', () => {
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
          stderr: expect.not.stringMatching(/job-monitor: (?!reported run)/)
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
