/**
 * Each small subcommand's settings are one object built once from its flags and the
 * environment; the command's body reads that object, not the flags or the environment.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import {
  settingsForEnd,
  settingsForHeartbeat,
  settingsForNotify,
  settingsForReplay,
  settingsForStart
} from '../../src/cli/command-settings.js'
import { UsageError } from '../../src/cli/errors.js'
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
  proxy: { HTTPS_PROXY: 'http://proxy.example.test:3128', NO_PROXY: '.internal' },
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
        waitMs: 30_000
      }
    )
  })

  it('start and end with --state-file keep only what they read before the run folder', () => {
    expectEqual(settingsForStart({ 'state-file': '/tmp/run', format: 'env' }, ENV), {
      format: 'env',
      stateFile: '/tmp/run',
      waitMs: 15_000,
      heartbeatMs: 300_000
    })
    expectEqual(settingsForEnd({ 'state-file': '/tmp/run' }, ENV), {
      stateFile: '/tmp/run',
      logFile: undefined,
      logMaxBytes: 65536,
      waitMs: 15_000
    })
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

  it('the subcommands read their flags and variables only through these settings', () => {
    const body = readFileSync('src/cli/commands.ts', 'utf8')
    const readers = body.match(
      /\b(serviceConfig|jobNameOf|metadataOf|tagsOf|startTimeOf|heartbeatMsOf|pick|wholeNumber|reportMetadata|heartbeatMetadata)\(/g
    )
    expectEqual(readers, null)
  })
})
