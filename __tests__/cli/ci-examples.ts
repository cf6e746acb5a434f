/**
 * The CI and cron snippets of examples/ci, for the tests that check and run them: the
 * `job-monitor` command lines each file holds, and the built CLI on PATH against the emulator.
 */
import { afterAll, beforeAll, beforeEach, expect } from '@jest/globals'
import { spawn } from 'node:child_process'
import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse as parseYaml, parseAllDocuments } from 'yaml'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { CLI, tempDir } from './run-cli.js'

export const KEY = 'jm_integration_key_5b4a3c2d1e0f'
export const EXAMPLES = resolve('examples/ci')

// ---------------------------------------------------------------------------------------------
// Finding the command lines

export const SUBCOMMANDS = 'exec|start|end|heartbeat|notify|pipelines|replay|emulator|runs'
/**
 * `job-monitor <subcommand>` as a command word, or npx running it: `npx [-y|--yes]
 * [--package=<spec>] job-monitor ...`.
 */
export const INVOCATION = new RegExp(
  `(^|[\\s;&|(\`"'])(?:npx\\s+(?:(?:-y|--yes)\\s+)?(?:--package=\\S+\\s+)?)?job-monitor(?=\\s+(?:${SUBCOMMANDS})(?:\\s|$))`,
  'gm'
)

/** The job-monitor command lines of a shell script: continuations joined, comments left out. */
export function commandLines(script: string): string[] {
  return script
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map(l => l.trim())
    .filter(l => l !== '' && !l.startsWith('#'))
    .filter(l => new RegExp(INVOCATION.source).test(l))
}

/** Every invocation as the plain command `job-monitor`, which PATH resolves (comments kept). */
export function plainInvocations(script: string): string {
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
export function shapeOf(line: string): string {
  const m = new RegExp(`job-monitor\\s+(${SUBCOMMANDS})\\b(.*)$`).exec(plainInvocations(line))!
  const [own] = m[2].split(/\s--\s/)
  const flags = [...new Set(own.match(/(?<=\s|^)--?[a-z][\w-]*/g) ?? [])].sort()
  return [m[1], ...flags, ...(/>>/.test(own) ? ['>>'] : [])].join(' ')
}

export type Y = Record<string, unknown>
export const isMap = (v: unknown): v is Y =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
export const lines = (v: unknown): string[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v.flatMap(lines) : [String(v)]

/** Groovy single-quoted string contents as the shell receives them. */
export function groovyUnescape(s: string): string {
  return s.replace(/\\(\r?\n|\\|')/g, (_m, c: string) => (c === '\\' || c === "'" ? c : ''))
}

/** The shell scripts a file holds, as its system hands them to the shell. */
export const SCRIPTS: Record<string, (text: string) => string[]> = {
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
export const FILES: Record<string, { commandLines: number; keyFrom: RegExp }> = {
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

export const textOf = (file: string): string => readFileSync(join(EXAMPLES, file), 'utf8')
export const linesOf = (file: string): string[] => SCRIPTS[file](textOf(file)).flatMap(commandLines)

// ---------------------------------------------------------------------------------------------
// Running

export let emu: Emulator
export let bin: string
export let argvLog: string

/** `job-monitor` on PATH is the built CLI; it writes down its arguments first. */
export function installCli(dir: string): void {
  const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`
  writeFileSync(
    join(dir, 'job-monitor'),
    `#!/bin/sh\nprintf '%s\\n' "$*" >> ${quote(argvLog)}\n` +
      `exec ${quote(process.execPath)} ${quote(CLI)} "$@"\n`
  )
  chmodSync(join(dir, 'job-monitor'), 0o755)
}

export function run(
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
export const cliRuns = (): number => readFileSync(argvLog, 'utf8').split('\n').length - 1

/** The key must be in nothing we can see: arguments, output, request bodies. */
export function expectNoKey(outputs: string[]): void {
  expect(readFileSync(argvLog, 'utf8')).not.toContain(KEY)
  for (const o of outputs) expect(o).not.toContain(KEY)
  for (const q of emu.requests()) expect(q.rawBody).not.toContain(KEY)
}

/** The emulator, and `job-monitor` on PATH being the built CLI, for the tests of the calling file. */
export function setUpEmulatorAndCli(): void {
  beforeAll(async () => {
    emu = await startEmulator({ apiKey: KEY, hourlyLimit: 100_000 })
    bin = tempDir('jm-bin-')
    argvLog = join(bin, 'argv.log')
    writeFileSync(argvLog, '')
    installCli(bin)
  })
  afterAll(() => emu.close())
  beforeEach(() => emu.reset())
}
