/**
 * The CI and cron snippets of examples/ci, run for real: every `job-monitor ...` command line
 * they hold is taken from the file (YAML parsed, Groovy and crontab read line by line), pointed
 * at the built CLI, and run through `sh -c` the way its system runs it (step order, success and
 * failure conditions, the environment the system provides) against the emulator.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse as parseYaml, parseAllDocuments } from 'yaml'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { CLI, tempDir } from './run-cli.js'

const KEY = 'jm_integration_key_5b4a3c2d1e0f'
const EXAMPLES = resolve('examples/ci')
const BASE_URL_PLACEHOLDER = 'https://monitoring.example.com'
/** Variables whose placeholder address is pointed at the emulator. */
const SERVICE_URL_VARS = ['JOB_MONITOR_BASE_URL', 'JOB_MONITOR_DEPLOYMENT_URL']

// ---------------------------------------------------------------------------------------------
// Finding and rewriting the command lines

const SUBCOMMANDS = 'exec|start|end|heartbeat|notify|pipelines|replay|emulator|runs'
/**
 * `job-monitor <subcommand>` as a command word, or npx running it: `npx [-y|--yes]
 * [--package=<spec>] job-monitor ...`.
 */
const INVOCATION = new RegExp(
  `(^|[\\s;&|(\`"'])(?:npx\\s+(?:(?:-y|--yes)\\s+)?(?:--package=\\S+\\s+)?)?job-monitor(?=\\s+(?:${SUBCOMMANDS})(?:\\s|$))`,
  'gm'
)

/**
 * Ways a line gets job-monitor from the npm registry by its name, where it is not published:
 * whatever someone publishes under that name would run with the key in its environment.
 * `npx --package=<tarball> job-monitor` names the package by its tarball, so it is not one.
 */
const BY_NAME = [
  /\bnpx[ \t]+(?:-(?!-package)\S*[ \t]+)*job-monitor(?=[\s@]|$)/m,
  /\bnpm[ \t]+(?:install|i|add|exec)[ \t]+(?:\S+[ \t]+)*?job-monitor(?:@\S*)?(?=\s|$)/m
]

/** The job-monitor command lines of a shell script: continuations joined, comments left out. */
function commandLines(script: string): string[] {
  return script
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map(l => l.trim())
    .filter(l => l !== '' && !l.startsWith('#'))
    .filter(l => new RegExp(INVOCATION.source).test(l))
}

const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`
const NODE_CLI = `${quote(process.execPath)} ${quote(CLI)}`

/** Points every job-monitor invocation of a script at the built CLI (comments left as they are). */
function useBuiltCli(script: string): string {
  return script
    .split('\n')
    .map(line =>
      line.trim().startsWith('#')
        ? line
        : line.replace(INVOCATION, (_m, before: string) => `${before}${NODE_CLI}`)
    )
    .join('\n')
}

// ---------------------------------------------------------------------------------------------
// What each system runs, read from its file

type When = 'on_success' | 'on_failure' | 'always'

/** One shell script the system runs, as the system would run it. */
interface Unit {
  label: string
  script: string
  /** Failures are counted per group (a pipeline, a CircleCI job, a crontab line). */
  group: string
  when: When
  /** Groups that must have run without failure first (CircleCI `requires`). */
  requires?: string[]
  /** A failure of this unit does not count (GitLab `allow_failure`). */
  allowFailure?: boolean
  /** Variables the snippet sets. */
  env: Record<string, string>
  /** Variables the system fills from its secret store: they get the key. */
  secrets: string[]
  /** Flags before `-c`: how the system calls its shell. */
  shellFlags: string[]
}

type Y = Record<string, unknown>

const isMap = (v: unknown): v is Y => typeof v === 'object' && v !== null && !Array.isArray(v)

function strings(map: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (isMap(map)) for (const [k, v] of Object.entries(map)) out[k] = String(v)
  return out
}

/** GitLab script entries: strings, or lists of them (nested by anchors). */
function scriptLines(v: unknown): string[] {
  if (v === undefined || v === null) return []
  if (Array.isArray(v)) return v.flatMap(scriptLines)
  return [String(v)]
}

/** .gitlab-ci.yml: jobs in stage order, each its before_script + script in one shell (errexit). */
function gitlabUnits(text: string): Unit[] {
  const doc = parseYaml(text) as Y
  const reserved = new Set([
    'stages',
    'variables',
    'default',
    'include',
    'workflow',
    'image',
    'services',
    'cache',
    'before_script',
    'after_script'
  ])
  const stages = ['.pre', ...((doc.stages as string[]) ?? ['build', 'test', 'deploy']), '.post']
  const defaults = isMap(doc.default) ? doc.default : {}
  const jobs = Object.entries(doc).filter(
    ([name, v]) => !reserved.has(name) && !name.startsWith('.') && isMap(v)
  ) as Array<[string, Y]>
  const stageOf = (job: Y): number => stages.indexOf((job.stage as string) ?? 'test')
  jobs.sort((a, b) => stageOf(a[1]) - stageOf(b[1]))
  return jobs.map(([name, job]) => ({
    label: name,
    script: [
      ...scriptLines(job.before_script ?? defaults.before_script),
      ...scriptLines(job.script)
    ].join('\n'),
    group: 'pipeline',
    when:
      job.when === 'on_failure' ? 'on_failure' : job.when === 'always' ? 'always' : 'on_success',
    allowFailure: job.allow_failure === true,
    env: { ...strings(doc.variables), ...strings(job.variables) },
    // A masked CI/CD variable of the project.
    secrets: ['JOB_MONITOR_API_KEY'],
    shellFlags: ['-e']
  }))
}

/** Groovy single-quoted string contents as the shell receives them. */
function groovyUnescape(s: string): string {
  return s.replace(/\\(\r?\n|\\|')/g, (_m, c: string) => (c === '\\' || c === "'" ? c : ''))
}

/** Jenkinsfile (declarative): the sh steps of the stages in order, then the post conditions. */
function jenkinsUnits(text: string): Unit[] {
  const env: Record<string, string> = {}
  const secrets: string[] = []
  const block = /\benvironment\s*\{([^}]*)\}/.exec(text)
  for (const m of (block?.[1] ?? '').matchAll(
    /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(?:'([^']*)'|credentials\('([^']+)'\))/gm
  )) {
    if (m[3] !== undefined) secrets.push(m[1])
    else env[m[1]] = m[2]
  }
  const units: Unit[] = []
  for (const m of text.matchAll(/\bsh\s+(?:'''([\s\S]*?)'''|'((?:[^'\\\n]|\\.)*)')/g)) {
    const before = text.slice(0, m.index)
    const contexts = [
      ...before.matchAll(/\b(stage\s*\(\s*'([^']*)'|success\s*\{|failure\s*\{|always\s*\{)/g)
    ]
    const context = contexts.at(-1)
    const word = context?.[1] ?? ''
    units.push({
      label: context?.[2] ? `stage ${context[2]}` : `post ${word.replace(/\W/g, '')}`,
      script: groovyUnescape(m[1] ?? m[2]),
      group: 'pipeline',
      when: word.startsWith('failure')
        ? 'on_failure'
        : word.startsWith('always')
          ? 'always'
          : 'on_success',
      env,
      secrets,
      // Jenkins runs sh steps with `sh -xe`: every command line is traced into the console log.
      shellFlags: ['-xe']
    })
  }
  return units
}

/**
 * .circleci/config.yml: the workflow's jobs in order, each step a shell of its own (errexit)
 * that first reads $BASH_ENV, as CircleCI's bash does; `when` per job, `requires` between jobs.
 */
function circleUnits(text: string): Unit[] {
  const doc = parseYaml(text) as Y
  const jobs = doc.jobs as Record<string, Y>
  const executors = (doc.executors ?? {}) as Record<string, Y>
  const workflow = Object.values(doc.workflows as Record<string, Y>)[0]
  const units: Unit[] = []
  for (const entry of workflow.jobs as unknown[]) {
    const [name, cfg] = isMap(entry)
      ? (Object.entries(entry)[0] as [string, Y])
      : [String(entry), {} as Y]
    const job = jobs[name]
    const executor = typeof job.executor === 'string' ? executors[job.executor] : {}
    const env = { ...strings(executor.environment), ...strings(job.environment) }
    for (const step of job.steps as unknown[]) {
      if (!isMap(step) || !('run' in step)) continue // checkout and the like
      const run = isMap(step.run) ? step.run : { command: step.run }
      const command = String(run.command)
      units.push({
        label: `${name}: ${(run.name as string) ?? command}`,
        script: `. "$BASH_ENV"\n${command}`,
        group: name,
        when:
          run.when === 'on_fail' ? 'on_failure' : run.when === 'always' ? 'always' : 'on_success',
        requires: (cfg.requires as string[]) ?? [],
        env: { ...env, ...strings(run.environment) },
        // The context named in the workflow holds the key.
        secrets: cfg.context === undefined ? [] : ['JOB_MONITOR_API_KEY'],
        shellFlags: ['-e']
      })
    }
  }
  return units
}

/** .buildkite/pipeline.yml: command steps in order; after a `wait` only while nothing failed. */
function buildkiteUnits(text: string): Unit[] {
  const doc = parseYaml(text) as Y
  const pipelineSecrets = (doc.secrets as string[]) ?? []
  const units: Unit[] = []
  let afterWait = false
  for (const step of doc.steps as unknown[]) {
    if (step === 'wait' || (isMap(step) && 'wait' in step)) {
      afterWait = true
      continue
    }
    if (!isMap(step)) continue
    const commands = scriptLines(step.commands ?? step.command)
    units.push({
      label: String(step.label ?? step.key),
      // Upload-time interpolation: `$$` stands for a `$` left to the job's shell.
      script: commands.join('\n').replace(/\$\$/g, '$'),
      group: 'pipeline',
      when: afterWait || step.depends_on !== undefined ? 'on_success' : 'always',
      env: { ...strings(doc.env), ...strings(step.env) },
      secrets: [...pipelineSecrets, ...((step.secrets as string[]) ?? [])],
      shellFlags: ['-e']
    })
  }
  return units
}

/** A CronJob manifest: its container's command and args, and its env (secretKeyRef = a secret). */
function cronJobUnits(text: string): Unit[] {
  const docs = parseAllDocuments(text)
  if (!Array.isArray(docs)) return []
  const cronJob = docs.map(d => d.toJS() as Y).find(d => d.kind === 'CronJob')!
  const pod = ((((cronJob.spec as Y).jobTemplate as Y).spec as Y).template as Y).spec as Y
  return (pod.containers as Y[]).map(c => {
    const argv = [...((c.command as string[]) ?? []), ...((c.args as string[]) ?? [])]
    const viaShell = /^(\/bin\/)?sh$/.test(argv[0]) && argv[1] === '-c'
    const env: Record<string, string> = {}
    const secrets: string[] = []
    for (const e of (c.env as Y[]) ?? []) {
      const ref = isMap(e.valueFrom) ? e.valueFrom.secretKeyRef : undefined
      if (ref) secrets.push(String(e.name))
      else env[String(e.name)] = String(e.value)
    }
    return {
      label: String(c.name),
      script: viaShell ? argv[2] : argv.map(quote).join(' '),
      group: 'pod',
      when: 'always' as When,
      env,
      secrets,
      shellFlags: []
    }
  })
}

/** A crontab: its variable lines, and each entry's command, run by cron through `sh -c`. */
function crontabUnits(text: string): Unit[] {
  const env: Record<string, string> = {}
  const units: Unit[] = []
  for (const line of text.split('\n')) {
    const t = line.trim()
    if (t === '' || t.startsWith('#')) continue
    const assignment = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(t)
    if (assignment) {
      env[assignment[1]] = assignment[2]
      continue
    }
    const entry = /^(?:@\w+|(?:\S+\s+){5})(.*)$/.exec(t)
    if (!entry) throw new Error(`not a crontab line: ${t}`)
    // cron turns an unescaped % into a newline: a command here must not hold one.
    expect(entry[1]).not.toContain('%')
    units.push({
      label: entry[1],
      script: entry[1],
      group: entry[1],
      when: 'always',
      env: { ...env },
      secrets: [],
      shellFlags: []
    })
  }
  return units
}

// ---------------------------------------------------------------------------------------------
// The snippets and what running them must produce

interface ExpectedRun {
  job_name: string
  status: string
  [field: string]: unknown
}

interface Scenario {
  name: string
  /** Replacements of the wrapped commands over the snippet's own table. */
  replace?: Record<string, string>
  /** Units expected to exit non-zero (by label). */
  failing?: string[]
  /** Runs the whole snippet this many times (default 1). */
  rounds?: number
  skip?: (u: Unit) => boolean
  /** Called before each unit runs (faults for the emulator). */
  before?: (u: Unit, round: number) => void
  runs: ExpectedRun[]
  notifications?: Array<Record<string, unknown>>
}

interface Snippet {
  file: string
  units: (text: string) => Unit[]
  /** How many job-monitor command lines the file holds. */
  commandLines: number
  /** Variables the CI system itself provides (stand-in values). */
  provided: Record<string, string>
  /** The user's own commands, each replaced by something harmless that exists here. */
  replace: Record<string, string>
  /**
   * The key is in a file of the home directory, made by the setup line the file's comments
   * show (run here as shown, the key on its stdin), and in no environment.
   */
  keySetup?: RegExp
  /** Each unit's shell reads $BASH_ENV first (CircleCI): one such file per group. */
  bashEnv?: boolean
  scenarios: Scenario[]
}

let emu: Emulator

const SNIPPETS: Snippet[] = [
  {
    file: 'gitlab-ci.yml',
    units: gitlabUnits,
    commandLines: 4,
    provided: { GITLAB_CI: 'true', CI_PIPELINE_ID: '4711' },
    replace: {
      'npm install --global https://github.com/OWNER/job-monitor/releases/download/v1.0.0/job-monitor-1.0.0.tgz':
        'true',
      'npm ci': 'true',
      'npm run build': 'echo built',
      'npm test': 'echo tested'
    },
    scenarios: [
      {
        name: 'a passing pipeline',
        runs: [
          {
            job_name: 'app-build',
            status: 'success',
            tags: ['gitlab'],
            metadata: { pipeline: 4711 },
            logs: expect.stringContaining('built\n')
          },
          { job_name: 'app-test', status: 'success', logs: expect.stringContaining('tested\n') }
        ],
        notifications: [
          { pipeline_id: 'app-release', status: 'success', message: 'pipeline 4711 passed' }
        ]
      },
      {
        name: 'failing tests',
        replace: { 'npm test': 'false' },
        failing: ['test'],
        runs: [
          { job_name: 'app-build', status: 'success' },
          {
            job_name: 'app-test',
            status: 'failed',
            error_details: 'The command exited with code 1'
          }
        ],
        notifications: [
          { pipeline_id: 'app-release', status: 'failed', message: 'pipeline 4711 failed' }
        ]
      }
    ]
  },
  {
    file: 'Jenkinsfile',
    units: jenkinsUnits,
    commandLines: 4,
    provided: { JENKINS_URL: 'https://jenkins.example.com/', BUILD_NUMBER: '42' },
    replace: { './gradlew assemble': 'echo assembled', './gradlew test': 'echo tested' },
    scenarios: [
      {
        name: 'a passing build',
        runs: [
          {
            job_name: 'app-build',
            status: 'success',
            tags: ['jenkins'],
            metadata: { build: 42 },
            logs: expect.stringContaining('assembled\n')
          },
          { job_name: 'app-test', status: 'success', metadata: { build: 42 } }
        ],
        notifications: [
          { pipeline_id: 'app-release', status: 'success', message: 'build 42 passed' }
        ]
      },
      {
        name: 'failing tests',
        replace: { './gradlew test': 'false' },
        failing: ['stage Test'],
        runs: [
          { job_name: 'app-build', status: 'success' },
          {
            job_name: 'app-test',
            status: 'failed',
            error_details: 'The command exited with code 1'
          }
        ],
        notifications: [
          { pipeline_id: 'app-release', status: 'failed', message: 'build 42 failed' }
        ]
      }
    ]
  },
  {
    file: 'circleci-config.yml',
    units: circleUnits,
    bashEnv: true,
    commandLines: 4,
    provided: {
      CIRCLECI: 'true',
      CIRCLE_BUILD_NUM: '314',
      CIRCLE_BUILD_URL: 'https://circleci.com/gh/example/app/314'
    },
    replace: {
      'npm ci': 'true',
      'npm test': 'echo tested',
      './scripts/deploy.sh production': 'echo deployed'
    },
    scenarios: [
      {
        name: 'a passing test and deploy',
        runs: [
          {
            job_name: 'app-test',
            status: 'success',
            tags: ['circleci'],
            metadata: { build: 314 }
          },
          {
            job_name: 'app-deploy',
            status: 'success',
            error_details: 'None',
            metadata: { build: 314 }
          }
        ]
      },
      {
        name: 'a failing deploy step',
        replace: { './scripts/deploy.sh production': 'false' },
        failing: ['deploy: ./scripts/deploy.sh production'],
        runs: [
          { job_name: 'app-test', status: 'success' },
          {
            job_name: 'app-deploy',
            status: 'failed',
            error_details: 'a deploy step failed, see https://circleci.com/gh/example/app/314'
          }
        ]
      }
    ]
  },
  {
    file: 'buildkite-pipeline.yml',
    units: buildkiteUnits,
    commandLines: 3,
    provided: { BUILDKITE: 'true', BUILDKITE_BUILD_NUMBER: '27' },
    replace: {
      'make build': 'echo built',
      'npm ci': 'true',
      'npm test': 'echo tested',
      './scripts/deploy.sh production': 'echo deployed'
    },
    scenarios: [
      {
        name: 'a passing build and deploy',
        runs: [
          { job_name: 'app-build', status: 'success', metadata: { build: 27 } },
          {
            job_name: 'app-deploy',
            status: 'success',
            metadata: { build: 27 },
            logs: expect.stringContaining('deployed\n')
          },
          { job_name: 'app-test', status: 'success', tags: ['buildkite'] }
        ],
        notifications: [
          { pipeline_id: 'app-release', status: 'running' },
          { pipeline_id: 'app-release', status: 'success' }
        ]
      },
      {
        name: 'a failing deploy',
        replace: { './scripts/deploy.sh production': 'false' },
        failing: [':rocket: Deploy'],
        runs: [
          { job_name: 'app-build', status: 'success' },
          { job_name: 'app-deploy', status: 'failed' },
          { job_name: 'app-test', status: 'success' }
        ],
        notifications: [
          { pipeline_id: 'app-release', status: 'running' },
          {
            pipeline_id: 'app-release',
            status: 'failed',
            message: 'The command exited with code 1',
            metadata: expect.objectContaining({ exit_code: 1 })
          }
        ]
      }
    ]
  },
  {
    file: 'k8s-cronjob.yaml',
    units: cronJobUnits,
    commandLines: 2,
    provided: {},
    replace: { '/app/backup.sh': 'echo backed up' },
    scenarios: [
      {
        name: 'a nightly run',
        runs: [
          {
            job_name: 'nightly-backup',
            status: 'success',
            tags: ['k8s'],
            logs: expect.stringContaining('backed up\n')
          }
        ]
      },
      {
        name: 'a run while the service is down, then the next run',
        rounds: 2,
        before: (_u, round) => {
          if (round === 0) emu.inject({ path: '*', status: 503, count: 1000 })
          else emu.clearFaults()
        },
        // The first run's reports were queued, and the second run's replay sent them.
        runs: [
          { job_name: 'nightly-backup', status: 'success' },
          { job_name: 'nightly-backup', status: 'success' }
        ]
      }
    ]
  },
  {
    file: 'crontab',
    units: crontabUnits,
    commandLines: 3,
    provided: {},
    keySetup: /^#\s+(mkdir -p ~\/\.config\/job-monitor .*)$/m,
    replace: {
      '/usr/local/bin/backup.sh --full': 'echo backed up',
      '/usr/local/bin/export.sh': 'echo exported'
    },
    scenarios: [
      {
        name: 'every entry once',
        runs: [
          {
            job_name: 'hourly-export',
            status: 'success',
            logs: expect.stringContaining('exported')
          },
          { job_name: 'nightly-backup', status: 'success', tags: ['cron'] }
        ]
      },
      {
        name: 'a backup while the service is down, then the replay entry',
        skip: u => u.script.includes('hourly-export'),
        before: u => {
          if (u.script.includes('nightly-backup'))
            emu.inject({ path: '*', status: 503, count: 1000 })
          else emu.clearFaults()
        },
        runs: [{ job_name: 'nightly-backup', status: 'success' }]
      }
    ]
  }
]

// ---------------------------------------------------------------------------------------------
// Running

interface Ran {
  unit: Unit
  code: number | null
  stdout: string
  stderr: string
  /** The script as run. */
  script: string
}

function sh(
  flags: string[],
  script: string,
  env: NodeJS.ProcessEnv,
  cwd: string,
  input?: string
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise(done => {
    const child = spawn('/bin/sh', [...flags, '-c', script], {
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
      done({
        code,
        stdout: Buffer.concat(out).toString(),
        stderr: Buffer.concat(err).toString()
      })
    )
  })
}

function applyReplacements(script: string, table: Record<string, string>): string {
  let out = script
  for (const [from, to] of Object.entries(table)) out = out.split(from).join(to)
  return out
}

/** A preload that writes down the argv of every node process started with it. */
function argvRecorder(dir: string): { nodeOptions: string; read: () => string[][] } {
  const log = join(dir, 'argv.jsonl')
  const file = join(dir, 'argv-recorder.mjs')
  writeFileSync(
    file,
    `import { appendFileSync } from 'node:fs'\n` +
      `appendFileSync(${JSON.stringify(log)}, JSON.stringify(process.argv.slice(1)) + '\\n')\n`
  )
  return {
    nodeOptions: `--import=${pathToFileURL(file).href}`,
    read: () =>
      existsSync(log)
        ? readFileSync(log, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map(l => JSON.parse(l) as string[])
        : []
  }
}

async function runSnippet(snippet: Snippet, scenario: Scenario) {
  const text = readFileSync(join(EXAMPLES, snippet.file), 'utf8')
  const units = snippet.units(text)
  const table = { ...snippet.replace, ...scenario.replace }
  const home = tempDir('jm-home-')
  const queueDir = tempDir('jm-queue-')
  const work = tempDir('jm-work-')
  const recorder = argvRecorder(tempDir('jm-argv-'))
  if (snippet.keySetup) {
    const setup = snippet.keySetup.exec(text)?.[1]
    expect(setup).toBeDefined()
    const made = await sh([], setup!, { PATH: process.env.PATH, HOME: home }, work, `${KEY}\n`)
    expect(made.code).toBe(0)
    const file = join(home, '.config/job-monitor/key')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).toBe(`${KEY}\n`)
  }
  const ran: Ran[] = []
  for (let round = 0; round < (scenario.rounds ?? 1); round++) {
    const failed = new Map<string, boolean>()
    const bashEnv = new Map<string, string>()
    for (const unit of units) {
      if (scenario.skip?.(unit)) continue
      if (unit.requires?.some(g => failed.get(g) !== false)) continue
      const groupFailed = failed.get(unit.group) ?? false
      if (unit.when === 'on_success' && groupFailed) continue
      if (unit.when === 'on_failure' && !groupFailed) continue
      if (snippet.bashEnv && !bashEnv.has(unit.group)) {
        const file = join(tempDir('jm-bash-env-'), 'env')
        writeFileSync(file, '')
        bashEnv.set(unit.group, file)
      }
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: home,
        ...(snippet.bashEnv ? { BASH_ENV: bashEnv.get(unit.group) } : {}),
        ...snippet.provided,
        ...unit.env,
        NODE_OPTIONS: recorder.nodeOptions
      }
      for (const name of unit.secrets) env[name] = KEY
      for (const name of SERVICE_URL_VARS) if (env[name] !== undefined) env[name] = emu.url
      env.JOB_MONITOR_QUEUE_DIR = queueDir
      const script = useBuiltCli(applyReplacements(unit.script, table))
      // Nothing is left to reach for the real package.
      expect(commandLines(script)).toEqual([])
      scenario.before?.(unit, round)
      const r = await sh(unit.shellFlags, script, env, work)
      ran.push({ unit, script, ...r })
      if (r.code !== 0 && !unit.allowFailure) failed.set(unit.group, true)
      else if (!failed.has(unit.group)) failed.set(unit.group, false)
    }
  }
  return { ran, argv: recorder.read() }
}

const byName = (a: { job_name: string }, b: { job_name: string }): number =>
  a.job_name.localeCompare(b.job_name)

let docs = ''

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 100_000 })
  docs = readFileSync(resolve('docs/integrations.md'), 'utf8')
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

  it('points every form at the built CLI and leaves the rest alone', () => {
    const out = useBuiltCli(script).split('\n')
    expect(out[0]).toBe('npm install -g job-monitor')
    expect(out[1]).toBe('# job-monitor replay (a comment)')
    expect(out[2]).toBe(`${NODE_CLI} exec -n a -- true`)
    expect(out[3]).toBe(`${NODE_CLI} start -n b --format env >> "$BASH_ENV" || true`)
    expect(out[4]).toBe(`${NODE_CLI} heartbeat -n d`)
    expect(out[5]).toBe(`  ${NODE_CLI} end --status failed \\`)
    expect(out[7]).toBe(`eval "$(${NODE_CLI} start -n c --format env)"`)
  })

  it.each([
    'npx job-monitor exec -n a -- true',
    'npx -y job-monitor start -n b',
    'npx --yes job-monitor@latest end --status success',
    'npm install --global job-monitor',
    'RUN npm i -g job-monitor@1.0.0',
    'npm exec job-monitor -- replay'
  ])('counts %s as fetching job-monitor by name', line => {
    expect(BY_NAME.some(r => r.test(line))).toBe(true)
  })

  it.each([
    'npx --yes --package="$JOB_MONITOR_PACKAGE" job-monitor exec -n a -- true',
    'npm install --global https://github.com/OWNER/job-monitor/releases/download/v1.0.0/job-monitor-1.0.0.tgz',
    'npm install --global ./job-monitor-1.0.0.tgz',
    'job-monitor replay --quiet'
  ])('does not count %s as fetching by name', line => {
    expect(BY_NAME.some(r => r.test(line))).toBe(false)
  })
})

describe('examples/ci', () => {
  it('holds exactly the tested snippets', () => {
    expect(readdirSync(EXAMPLES).sort()).toEqual(SNIPPETS.map(s => s.file).sort())
  })

  it.each(SNIPPETS.filter(s => /\.ya?ml$/.test(s.file)).map(s => s.file))(
    '%s is valid YAML',
    file => {
      const parsed = parseAllDocuments(readFileSync(join(EXAMPLES, file), 'utf8'))
      expect(Array.isArray(parsed)).toBe(true)
      expect(Array.isArray(parsed) && parsed.length).toBeGreaterThan(0)
      for (const d of Array.isArray(parsed) ? parsed : []) {
        expect(d.errors).toEqual([])
        expect(d.warnings).toEqual([])
      }
    }
  )

  describe.each(SNIPPETS.map(s => [s.file, s] as const))('%s', (_file, snippet) => {
    const text = (): string => readFileSync(join(EXAMPLES, snippet.file), 'utf8')
    const ranLabels = new Set<string>()

    it(`holds ${snippet.commandLines} job-monitor command lines, none with the key on it`, () => {
      const units = snippet.units(text())
      const lines = units.flatMap(u => commandLines(u.script))
      expect(lines).toHaveLength(snippet.commandLines)
      expect(lines.some(l => /job-monitor exec (-n|--job-name) \S+ .*-- \S/.test(l))).toBe(true)
      for (const line of lines) {
        expect(line).not.toContain('--api-key')
        expect(line).not.toContain(KEY)
        // The key may be assigned for a command, never expanded into its arguments.
        expect(line).not.toMatch(/\$\{?JOB_MONITOR_API_KEY\b/)
      }
      expect(text()).not.toContain('--api-key')
      // Each wrapped command the table replaces is really in the file.
      const scripts = units.map(u => u.script).join('\n')
      for (const from of Object.keys(snippet.replace)) expect(scripts).toContain(from)
      for (const s of snippet.scenarios)
        for (const from of Object.keys(s.replace ?? {})) expect(scripts).toContain(from)
    })

    it('points at the service through the environment, with a placeholder address', () => {
      const units = snippet.units(text())
      for (const u of units.filter(x => commandLines(x.script).length > 0)) {
        expect(u.env.JOB_MONITOR_BASE_URL).toBe(BASE_URL_PLACEHOLDER)
        if (!snippet.keySetup) expect(u.secrets).toContain('JOB_MONITOR_API_KEY')
        else
          expect(u.script).toMatch(/^JOB_MONITOR_API_KEY=\$\(cat ~\/\.config\/job-monitor\/key\) /)
      }
    })

    it('is linked from the integrations page', () => {
      expect(docs).toContain(`](../examples/ci/${snippet.file})`)
    })

    it('never gets job-monitor from the npm registry by its name', () => {
      for (const r of BY_NAME) expect(text()).not.toMatch(r)
    })

    it.each(snippet.scenarios.map(s => [s.name, s] as const))(
      'runs: %s',
      async (_name, scenario) => {
        const { ran, argv } = await runSnippet(snippet, scenario)

        // Each unit exits as its commands do: the wrapped command's code passes through.
        const failing = ran.filter(r => r.code !== 0).map(r => r.unit.label)
        expect([...new Set(failing)]).toEqual(scenario.failing ?? [])

        // What the emulator received.
        const runs = emu.runs().sort(byName)
        const expected = [...scenario.runs].sort(byName)
        expect(runs).toHaveLength(expected.length)
        runs.forEach((run, i) => expect(run).toMatchObject(expected[i]))
        expect(emu.notifications()).toEqual(
          (scenario.notifications ?? []).map(n => expect.objectContaining(n))
        )
        expect(emu.requests().filter(q => q.violations.length > 0)).toEqual([])

        // Every job-monitor line of the units that ran started the CLI, once per line.
        const cliRuns = argv.filter(a => a[0] === CLI)
        expect(cliRuns).toHaveLength(
          ran.reduce((n, r) => n + commandLines(r.unit.script).length, 0)
        )

        // The key: in no argv, no script, no output, no request body.
        for (const a of argv) expect(a.join(' ')).not.toContain(KEY)
        for (const r of ran) {
          expect(r.script).not.toContain(KEY)
          expect(r.stdout).not.toContain(KEY)
          expect(r.stderr).not.toContain(KEY)
        }
        for (const q of emu.requests()) expect(q.rawBody).not.toContain(KEY)

        for (const r of ran) ranLabels.add(r.unit.label)
      },
      60_000
    )

    it('runs every unit that holds a command line in some scenario', () => {
      const units = snippet.units(text()).filter(u => commandLines(u.script).length > 0)
      for (const u of units) expect([...ranLabels]).toContain(u.label)
    })
  })
})
