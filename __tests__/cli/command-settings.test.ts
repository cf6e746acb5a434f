/**
 * Each small subcommand's settings are one object built once from its flags and the
 * environment; the command's body reads that object, not the flags or the environment.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import ts from 'typescript'
import {
  settingsForEnd,
  settingsForExec,
  settingsForHeartbeat,
  settingsForNotify,
  settingsForReplay,
  settingsForStart
} from '../../src/cli/command-settings.js'
import { UsageError } from '../../src/cli/errors.js'
import { afterScriptWaitMs } from '../../src/process/job-process.js'
import { expectEqual } from '../expect-equal.js'

const KEY = 'jm_live_settings_key_1234'
const ENV: NodeJS.ProcessEnv = {
  JOB_MONITOR_API_KEY: KEY,
  JOB_MONITOR_BASE_URL: 'https://monitor.example.test',
  JOB_MONITOR_DEPLOYMENT_URL: 'https://deploy.example.test',
  JOB_MONITOR_JOB_NAME: 'nightly',
  JOB_MONITOR_QUEUE_DIR: '/var/lib/jm/queue',
  GITLAB_CI: 'true',
  CI_JOB_ID: '42',
  CI_PIPELINE_ID: '9',
  CI_JOB_NAME: 'build',
  HTTPS_PROXY: 'http://proxy.example.test:3128',
  NO_PROXY: '.internal',
  UNRELATED_TOKEN: 'not-for-the-transport'
}

const connection = {
  config: {
    apiKey: KEY,
    keyFromFlag: false,
    baseUrl: 'https://monitor.example.test',
    deploymentUrl: 'https://deploy.example.test',
    queueDir: '/var/lib/jm/queue',
    quiet: false
  },
  needs: 'runs',
  proxy: {
    httpsProxy: 'http://proxy.example.test:3128',
    httpProxy: undefined,
    noProxy: ['.internal']
  },
  queue: { dir: '/var/lib/jm/queue' }
}

const gitlab = {
  'cicd.pipeline.run.id': '9',
  'cicd.pipeline.task.name': 'build',
  'cicd.pipeline.task.run.id': '42',
  'vcs.provider.name': 'gitlab',
  'job_monitor.ci_system': 'gitlab'
}

describe('settings per subcommand', () => {
  it('start: flags over variables, the CI facts under the user metadata, only the proxy variables for the transport', () => {
    expectEqual(
      settingsForStart({ 'job-name': 'deploy', meta: ['build=7'], wait: '30', tag: ['x'] }, ENV),
      {
        format: 'text',
        jobName: 'deploy',
        connection,
        metadata: { ...gitlab, build: 7 },
        tags: ['x'],
        waitMs: 30_000,
        // Who may end it from GitLab's record; its queue placed by hand may outlive the machine.
        record: { healer: 'next-run', machine: 'persistent' }
      }
    )
  })

  it('start and end with --state-file: the run, the CI facts and the job deadline, read once', () => {
    const ci = {
      report: gitlab,
      heartbeat: {
        'cicd.pipeline.run.id': '9',
        'cicd.pipeline.task.name': 'build',
        'cicd.pipeline.task.run.id': '42'
      }
    }
    const timed = {
      ...ENV,
      CI_JOB_STARTED_AT: new Date(Date.now() - 60_000).toISOString().replace(/\.\d+Z$/, 'Z'),
      CI_JOB_TIMEOUT: '3600',
      RUNNER_AFTER_SCRIPT_TIMEOUT: '5m',
      // GitLab's Docker executor: the build container's first process is the job's.
      CI_DISPOSABLE_ENVIRONMENT: 'true'
    }
    const start = settingsForStart(
      { 'state-file': '/tmp/run', format: 'env', meta: ['build=7'], tag: ['x'] },
      timed
    )
    const { deadline, ...rest } = start as typeof start & { deadline?: { limitSeconds: number } }
    expectEqual(
      [rest, deadline?.limitSeconds],
      [
        {
          format: 'env',
          stateFile: '/tmp/run',
          waitMs: 15_000,
          heartbeatMs: 300_000,
          jobName: 'nightly',
          connection,
          metadata: { build: 7 },
          tags: ['x'],
          ci,
          // GitLab's job, and how long its after_script may still send the end.
          job: { kind: 'gitlab', afterScriptWaitMs: afterScriptWaitMs('5m'), disposable: true },
          record: { healer: 'next-run', machine: 'persistent' }
        },
        3600
      ]
    )
    expectEqual(
      settingsForEnd(
        { 'state-file': '/tmp/run', status: 'canceled', 'job-url': 'https://ci.example.test/j/42' },
        ENV
      ),
      {
        stateFile: '/tmp/run',
        logFile: undefined,
        logMaxBytes: 65536,
        waitMs: 15_000,
        status: 'cancelled',
        word: 'canceled',
        connection,
        errorDetails: 'the job was cancelled; see https://ci.example.test/j/42',
        metadata: undefined,
        tags: undefined,
        ci,
        record: { healer: 'next-run', machine: 'persistent' }
      }
    )
    expect(() => settingsForEnd({ 'state-file': '/tmp/run', status: 'nope' }, ENV)).toThrow(
      /--status/
    )
  })

  it.each([
    ['sucess', 'success'],
    ['FAILD', 'failed'],
    ['canceld', 'canceled'],
    ['timedot', 'timedout']
  ])('end --status %s is refused with a did you mean %s', (typed, meant) => {
    expect(() => settingsForEnd({ 'state-file': '/tmp/run', status: typed }, ENV)).toThrow(
      `; got '${typed}' (did you mean ${meant}?)`
    )
  })

  it('end --status far from every word gets no guess', () => {
    expect(() => settingsForEnd({ 'state-file': '/tmp/run', status: 'banana' }, ENV)).toThrow(
      /got 'banana'$/
    )
  })

  it('end, heartbeat, notify and replay are built whole, or refused naming the input', () => {
    const end = settingsForEnd(
      {
        status: 'failure',
        'run-id': 'r-1',
        'start-time': '2026-11-22T10:00:00.000+00:00'
      },
      ENV
    )
    const heartbeat = settingsForHeartbeat({}, ENV)
    const notify = settingsForNotify({ status: 'running', 'pipeline-id': 'p-1' }, ENV)
    const replay = settingsForReplay({ wait: '60' }, ENV)
    expectEqual(
      {
        end: [end.stateFile, 'status' in end && end.status, 'runId' in end && end.runId],
        heartbeat: [heartbeat.jobName, heartbeat.metadata?.['cicd.pipeline.task.run.id']],
        notify: [notify.pipelineId, notify.connection.needs],
        replay: [replay.waitMs, replay.connection.needs]
      },
      {
        end: [undefined, 'failed', 'r-1'],
        heartbeat: ['nightly', '42'],
        notify: ['p-1', 'pipelines'],
        replay: [60_000, 'either']
      }
    )
    expect(() => settingsForEnd({ status: 'failure' }, ENV)).toThrow(UsageError)
    expect(() => settingsForNotify({ status: 'nope' }, ENV)).toThrow(/--status/)
  })

  it('exec: the same connection, where the capture goes, and a bad variable kept as trouble', () => {
    const exec = settingsForExec({ 'pipeline-id': 'p-1' }, ['true'], {
      ...ENV,
      RUNNER_TEMP: '/runner/tmp'
    })
    const bad = settingsForExec({}, ['true'], { ...ENV, JOB_MONITOR_HEARTBEAT_INTERVAL: '-5' })
    expectEqual(
      {
        connection: exec.connection,
        o: [exec.o.command, exec.o.jobName, exec.o.metadata?.['cicd.pipeline.task.run.id']],
        pipelineIdInput: exec.pipelineIdInput,
        capturesDir: exec.capturesDir,
        trouble: exec.trouble,
        bad: [
          bad.trouble?.message.includes('JOB_MONITOR_HEARTBEAT_INTERVAL'),
          bad.connection.config.apiKey
        ]
      },
      {
        connection: { ...connection, config: { ...connection.config, pipelineId: 'p-1' } },
        o: [['true'], 'nightly', '42'],
        pipelineIdInput: '--pipeline-id',
        capturesDir: '/runner/tmp/job-monitor/captures',
        trouble: undefined,
        bad: [true, '']
      }
    )
    expect(() => settingsForExec({}, [], ENV)).toThrow(/no command given/)
  })

  it('the subcommands read their flags and variables only through these settings', () => {
    const readers = settingReaders()
    // The parse found the readers: a rename or a new one is in this list without a change here.
    for (const name of ['serviceConfig', 'jobNameOf', 'pick', 'queueDir', 'jobDeadlineOf'])
      expect(readers).toContain(name)
    expectEqual(
      BODIES.flatMap(file => rawReads(file, readFileSync(file, 'utf8'), readers)),
      []
    )
  })

  it('the check of the subcommands finds a read that bypasses these settings', () => {
    const text = [
      'export function f(flags: Flags, env: NodeJS.ProcessEnv, c: Connection) {',
      '  const a = serviceConfig(flags, c.proxy)',
      '  const b = flags.quiet',
      '  const d = env.JOB_MONITOR_TIMEOUT',
      '  const e = process.env.HOME',
      '  return makeClient(a, c.proxy)',
      '}'
    ].join('\n')
    expectEqual(rawReads('x.ts', text, settingReaders()), [
      'x.ts: serviceConfig(flags, ...)',
      'x.ts: flags.quiet',
      'x.ts: env.JOB_MONITOR_TIMEOUT',
      'x.ts: process.env'
    ])
  })
})

/** The subcommands' bodies: exec, and start and end with a run folder, live in modules of their own. */
const BODIES = [
  'src/cli/commands.ts',
  'src/cli/lifecycle.ts',
  'src/cli/lifecycle/end-report.ts',
  'src/cli/exec.ts',
  'src/cli/exec/cancel.ts',
  'src/cli/exec/end-report.ts',
  'src/cli/exec/launch.ts',
  'src/cli/exec/reporting.ts'
]

/** The modules command-settings.ts reads flags and variables with. */
const SETTING_MODULES = [
  'src/cli/config.ts',
  'src/cli/client-setup.ts',
  'src/cli/job-deadline.ts',
  'src/cli/ci-facts.ts'
]

/**
 * The variables a subcommand's body reads itself, and why it may: each one is the command's
 * own environment handed on, not a setting.
 */
const BODY_VARIABLES: Record<string, string> = {
  // exec looks up the wrapped command's programs along it.
  PATH: 'src/cli/exec/launch.ts',
  // exec keeps the key out of the wrapped command's environment.
  'Env.apiKey': 'src/cli/exec/launch.ts'
}

/** Every function the setting modules export that takes the flags or the environment. */
function settingReaders(): string[] {
  const names: string[] = []
  for (const file of SETTING_MODULES) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
    for (const node of source.statements) {
      if (!ts.isFunctionDeclaration(node) || !node.name) continue
      if (!node.modifiers?.some(m => m.kind === ts.SyntaxKind.ExportKeyword)) continue
      const types = node.parameters.map(p => p.type?.getText(source) ?? '')
      if (types.some(t => /\bFlags\b|\bNodeJS\.ProcessEnv\b/.test(t))) names.push(node.name.text)
    }
  }
  return names
}

/**
 * Where a body reads its flags or its variables itself: a reader handed `flags` or `env`, a
 * property of either (beyond BODY_VARIABLES), or process.env.
 */
function rawReads(file: string, text: string, readers: string[]): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const raw = (n: ts.Node): boolean =>
    ts.isIdentifier(n) && (n.text === 'flags' || n.text === 'env')
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text
      const handed = node.arguments.filter(raw)
      if (readers.includes(name) && handed.length > 0) {
        found.push(`${file}: ${name}(${handed.map(a => a.getText(source)).join(', ')}, ...)`)
      }
    }
    if (
      (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) &&
      ts.isIdentifier(node.expression)
    ) {
      const owner = node.expression.text
      const key = ts.isPropertyAccessExpression(node)
        ? node.name.text
        : node.argumentExpression.getText(source)
      if (owner === 'process' && key === 'env') found.push(`${file}: process.env`)
      else if (owner === 'flags') found.push(`${file}: flags.${key}`)
      else if (owner === 'env' && BODY_VARIABLES[key] !== file) found.push(`${file}: env.${key}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
