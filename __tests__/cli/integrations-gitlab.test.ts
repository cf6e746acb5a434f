/**
 * The GitLab pipeline of examples/ci runs unchanged on a real runner, gitlab-ci-local with its
 * shell executor, with `job-monitor` on PATH being the built CLI: its stages, `.post` and
 * `when:` are GitLab's, not ours.
 */
import { expect, it } from '@jest/globals'
import { chmodSync, copyFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import {
  EXAMPLES,
  KEY,
  bin,
  cliRuns,
  emu,
  expectNoKey,
  run,
  setUpEmulatorAndCli
} from './ci-examples.js'
import { tempDir } from './run-cli.js'
import { shell } from '../platform.js'

setUpEmulatorAndCli()

const GITLAB_CI_LOCAL = resolve('node_modules/gitlab-ci-local/dist/index.js')

shell.describe('gitlab-ci.yml on gitlab-ci-local', () => {
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
    // Why, in the job's words: the error line of its output.
    expect(runs[1].error_details).toBe('The command exited with code 1\n\n1 test failed')
    expect(runs[1].logs).toContain('1 test failed')
    const pipeline = runs[0].metadata?.pipeline
    expect(pipeline).toEqual(expect.any(Number))
    // The job's context, from the variables gitlab-ci-local sets as GitLab would.
    expect(runs[0].metadata).toMatchObject({
      'job_monitor.ci_system': 'gitlab',
      'vcs.provider.name': 'gitlab',
      'cicd.pipeline.run.id': String(pipeline),
      'cicd.pipeline.task.name': 'build',
      'cicd.pipeline.task.run.id': expect.stringMatching(/^\d+$/)
    })
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
