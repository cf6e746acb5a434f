/**
 * The job's own process: named as each CI system's source lays its processes out, and judged
 * alive, gone or unseen on evidence only. The process table is injected here; the real one is
 * used by the end-to-end tests of the lost-run pass and the helper's watch.
 */
import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { procfs } from '../platform.js'
import {
  AFTER_SCRIPT_DEFAULT_MS,
  type JobProcess,
  type ProcessHost,
  afterScriptWaitMs,
  findJobProcess,
  hostProcesses,
  jobGoneWords,
  judgeJobProcess
} from '../../src/process/job-process.js'
import { jobKindOf } from '../../src/cli/ci-facts.js'
import { expectEqual } from '../expect-equal.js'

interface Proc {
  ppid: number
  /** Its process group: what naming must not go by (where a wrapper may have begun one). */
  pgrp: number
  cmdline: string
  start: string
}

/** A machine with these processes; this process is pid 50. */
function machine(
  procs: Record<number, Proc>,
  o: { ns?: string; boot?: string; hasProc?: boolean } = {}
): ProcessHost {
  return {
    pid: 50,
    ppid: procs[50]?.ppid ?? 1,
    ppidOf: pid => procs[pid]?.ppid,
    cmdline: pid => procs[pid]?.cmdline,
    startTicks: pid => procs[pid]?.start,
    isRunning: pid => procs[pid] !== undefined,
    pidNamespace: () => o.ns ?? 'pid:[1]@1',
    bootId: () => o.boot ?? 'boot-a',
    hasProc: o.hasProc ?? true
  }
}

describe('the job’s own process', () => {
  // Buildkite: the agent starts the bootstrap as `<its path> bootstrap` (clicommand/agent_start.go,
  // agent/job_runner.go), which runs each hook's wrapper and the command in a session (PTY) or
  // a group of its own (internal/process/pty.go, signal_notwindows.go).
  const buildkite = {
    5: { ppid: 1, pgrp: 5, cmdline: '/usr/bin/buildkite-agent\0start', start: '50' },
    10: { ppid: 5, pgrp: 10, cmdline: '/usr/bin/buildkite-agent\0bootstrap\0', start: '100' },
    20: { ppid: 10, pgrp: 20, cmdline: '/bin/bash\0/tmp/hook-wrapper', start: '200' },
    50: { ppid: 20, pgrp: 20, cmdline: 'node\0job-monitor\0start', start: '500' }
  }
  // GitLab's shell executor: gitlab-runner starts the stage's `bash -l` in a group of its own,
  // whose subshell runs the user's lines (executors/shell/shell.go, shells/bash.go Finish).
  const gitlab = {
    10: { ppid: 1, pgrp: 10, cmdline: '/usr/bin/gitlab-runner\0run', start: '100' },
    20: { ppid: 10, pgrp: 20, cmdline: 'bash\0-l', start: '200' },
    21: { ppid: 20, pgrp: 20, cmdline: 'bash\0-l', start: '210' },
    50: { ppid: 21, pgrp: 20, cmdline: 'node\0job-monitor\0start', start: '500' }
  }

  it('names the bootstrap on Buildkite, and the stage gitlab-runner started on GitLab', () => {
    expectEqual(findJobProcess('buildkite', { host: machine(buildkite) }), {
      kind: 'buildkite',
      pid: 10,
      procStart: '100',
      pidNamespace: 'pid:[1]@1',
      bootId: 'boot-a'
    })
    expect(findJobProcess('gitlab', { host: machine(gitlab) })?.pid).toBe(20)
    // The command `job-monitor start` alone, the bootstrap's own child: its parent.
    const alone = { ...buildkite, 50: { ppid: 10, pgrp: 50, cmdline: 'node', start: '500' } }
    expect(findJobProcess('buildkite', { host: machine(alone) })?.pid).toBe(10)
  })

  it('names none where no runner is among the ancestors, whatever the groups say', () => {
    const own = {
      20: { ppid: 1, pgrp: 20, cmdline: 'bash', start: '200' },
      50: { ppid: 20, pgrp: 20, cmdline: 'node', start: '500' }
    }
    expect(findJobProcess('gitlab', { host: machine(own) })).toBeUndefined()
    expect(findJobProcess('buildkite', { host: machine(own) })).toBeUndefined()
    // A command line that only mentions the program is not it.
    const mention = {
      ...own,
      20: { ppid: 1, pgrp: 20, cmdline: 'bash\0-c\0buildkite-agent bootstrap', start: '200' }
    }
    expect(findJobProcess('buildkite', { host: machine(mention) })).toBeUndefined()
  })

  it('names the runner’s Worker among the ancestors on GitHub, or its parent from main', () => {
    const github = {
      7: { ppid: 1, pgrp: 7, cmdline: 'Runner.Listener', start: '70' },
      8: {
        ppid: 7,
        pgrp: 7,
        cmdline: ['/runner/bin/Runner.Worker', 'spawnclient', '105', '108'].join('\0'),
        start: '80'
      },
      30: { ppid: 8, pgrp: 30, cmdline: '/usr/bin/bash\0-e\0/tmp/step.sh', start: '300' },
      50: { ppid: 30, pgrp: 30, cmdline: 'node\0job-monitor', start: '500' }
    }
    expect(findJobProcess('github', { host: machine(github) })?.pid).toBe(8)
    expect(findJobProcess('github', { host: machine(github), parentIsWorker: true })?.pid).toBe(30)
    // No Worker above (run by hand with GITHUB_ACTIONS set): nothing named.
    const { 8: _worker, ...noWorker } = github
    expect(
      findJobProcess('github', { host: machine({ ...noWorker, 30: { ...github[30], ppid: 1 } }) })
    ).toBeUndefined()
  })

  it('names none where no CI system tells which process lives as long as the job', () => {
    expectEqual(
      [
        jobKindOf({ BUILDKITE: 'true' }),
        jobKindOf({ GITLAB_CI: 'true' }),
        jobKindOf({ GITHUB_ACTIONS: 'true' }),
        jobKindOf({ JENKINS_URL: 'x' })
      ],
      ['buildkite', 'gitlab', 'github', undefined]
    )
    expect(findJobProcess(undefined, { host: machine(buildkite) })).toBeUndefined()
  })

  it('judges a process gone only on proof, and one of another namespace unseen', () => {
    const job: JobProcess = {
      kind: 'buildkite',
      pid: 10,
      procStart: '100',
      pidNamespace: 'pid:[1]@1',
      bootId: 'boot-a'
    }
    const here = machine(buildkite)
    expectEqual(
      [
        judgeJobProcess(job, here),
        judgeJobProcess({ ...job, procStart: '99' }, here),
        judgeJobProcess({ ...job, pid: 11 }, here),
        judgeJobProcess(job, machine(buildkite, { ns: 'pid:[2]@7' })),
        judgeJobProcess({ ...job, pid: 11 }, machine(buildkite, { ns: 'pid:[2]@7' })),
        judgeJobProcess(job, machine(buildkite, { boot: 'boot-b', ns: 'pid:[2]@7' })),
        judgeJobProcess({ ...job, procStart: undefined }, here)
      ],
      ['alive', 'gone', 'gone', 'unseen', 'unseen', 'gone', 'unseen']
    )
  })

  procfs.it(
    'judges a real process of this machine alive, then gone once it is killed',
    async () => {
      const child = spawn('sleep', ['30'], { stdio: 'ignore' })
      try {
        const host = hostProcesses()
        const pid = child.pid as number
        const job: JobProcess = {
          kind: 'gitlab',
          pid,
          procStart: host.startTicks(pid),
          pidNamespace: host.pidNamespace(),
          bootId: host.bootId()
        }
        expect(job.procStart).toBeDefined()
        expect(judgeJobProcess(job, host)).toBe('alive')
        // Seen from another pid namespace it is not judged at all.
        expect(judgeJobProcess({ ...job, pidNamespace: 'pid:[9]@9' }, host)).toBe('unseen')
        const exited = new Promise(resolve => child.on('exit', resolve))
        child.kill('SIGKILL')
        await exited
        expect(judgeJobProcess(job, host)).toBe('gone')
      } finally {
        child.kill('SIGKILL')
      }
    }
  )

  it('waits for after_script as long as its limit says, plus a margin', () => {
    const margin = 30_000
    expectEqual(
      [
        afterScriptWaitMs(undefined),
        afterScriptWaitMs('10m'),
        afterScriptWaitMs('1m30s'),
        afterScriptWaitMs('90s'),
        afterScriptWaitMs('2s'),
        afterScriptWaitMs('five minutes'),
        afterScriptWaitMs('5m junk'),
        afterScriptWaitMs('1000h')
      ],
      [
        AFTER_SCRIPT_DEFAULT_MS + margin,
        600_000 + margin,
        90_000 + margin,
        90_000 + margin,
        4000,
        AFTER_SCRIPT_DEFAULT_MS + margin,
        AFTER_SCRIPT_DEFAULT_MS + margin,
        3600_000 + margin
      ]
    )
  })

  it('words a gone job as its helper saw it, or as a later job on the machine did', () => {
    const helper = { by: 'its helper' as const, endWaitMs: 300_000 }
    const later = { by: 'a later job' as const }
    expectEqual(
      [
        jobGoneWords('buildkite', helper),
        jobGoneWords('gitlab', helper),
        jobGoneWords('gitlab', { by: 'its helper' }),
        jobGoneWords('github', helper),
        jobGoneWords('buildkite', later),
        jobGoneWords('gitlab', later),
        jobGoneWords('github', later)
      ],
      [
        "the Buildkite job's processes were killed before pre-exit ran",
        "the GitLab job's script shell is gone and after_script sent no end within 300 s",
        "the GitLab job's script shell is gone and after_script sent no end",
        "the runner's worker process is gone",
        "the Buildkite job's process is gone",
        "the GitLab job's process is gone",
        "the runner's worker process is gone"
      ]
    )
  })
})
