/**
 * The job's own process, named by its command line whatever wraps `job-monitor`: each wrapper
 * below leaves its own mark on the process tree (a process between, a process group, a session)
 * and none of them may move the name. The trees are what each wrapper does on Linux: `timeout`
 * forks and leads a group of its own (GNU coreutils, setpgid(0, 0)); `setsid` makes a session
 * (and forks first when it leads a group); `set -m` gives each command a group; `sudo` forks
 * its command, and with `use_pty` a monitor in a session of its own between; `nohup`, `nice`,
 * `env` and `exec` replace themselves, and `bash -c` with one command execs it.
 * The injected table is the machine; the real ones are run end to end in ci-wrappers.test.ts.
 */
import { describe, expect, it } from '@jest/globals'
import { type ProcessHost, findJobProcess } from '../../src/process/job-process.js'
import { expectEqual } from '../expect-equal.js'

interface Proc {
  ppid: number
  cmdline: string
}

const SELF = 500

/** A machine with these processes; this process (node, running job-monitor) is SELF. */
function machine(procs: Record<number, Proc>): ProcessHost {
  return {
    pid: SELF,
    ppid: procs[SELF].ppid,
    ppidOf: pid => procs[pid]?.ppid,
    cmdline: pid => procs[pid]?.cmdline,
    startTicks: pid => (procs[pid] ? String(pid * 10) : undefined),
    isRunning: pid => procs[pid] !== undefined,
    pidNamespace: () => 'pid:[1]@1',
    bootId: () => 'boot-a',
    hasProc: true
  }
}

const words = (...w: string[]): string => w.join('\0')

/** The processes a wrapper puts between the shell that runs it (SHELL) and job-monitor's node. */
const WRAPPERS: Record<string, string[]> = {
  none: [],
  timeout: [words('timeout', '60', 'job-monitor', 'start')],
  setsid: [],
  'set -m': [],
  nohup: [],
  nice: [],
  env: [],
  'sudo -E': [words('sudo', '-E', 'job-monitor', 'start'), words('sudo', '-E', 'job-monitor')],
  'bash -c': [words('bash', '-c', 'job-monitor "$@"; exit $?', 'bash', 'start')],
  exec: []
}

/**
 * One chain of parents: the CI system's processes, then the shells it runs and the wrapper's
 * processes, then job-monitor (pids 10, 20, ... from the top).
 */
function tree(above: readonly string[], below: readonly string[]): Record<number, Proc> {
  const procs: Record<number, Proc> = {}
  let parent = 1
  let pid = 10
  for (const p of [...above, ...below]) {
    procs[pid] = { ppid: parent, cmdline: p }
    parent = pid
    pid += 10
  }
  procs[SELF] = { ppid: parent, cmdline: words('node', '/opt/job-monitor/dist/cli/index.js') }
  return procs
}

describe('the job’s process under every wrapper', () => {
  const systems = {
    // gitlab-runner's stage shell (pid 20) and its subshell (executors/shell/shell.go, shells/bash.go).
    gitlab: {
      above: [words('/usr/bin/gitlab-runner', 'run', '--user', 'gitlab-runner')],
      shells: [words('bash', '-l'), words('bash', '-l')],
      expected: 20
    },
    // The bootstrap (pid 20) runs the plugin's hook through its wrapper (internal/job/hook/wrapper.go).
    buildkite: {
      above: [
        words('/usr/bin/buildkite-agent', 'start'),
        words('/usr/bin/buildkite-agent', 'bootstrap')
      ],
      shells: [words('/bin/bash', '/tmp/buildkite-agent-hook-wrapper/hook-wrapper-123')],
      expected: 20
    },
    // The Worker (pid 10) runs a step's script (actions/runner src/Runner.Worker/).
    github: {
      above: [words('/runner/bin/Runner.Worker', 'spawnclient', '105', '108')],
      shells: [words('/usr/bin/bash', '-e', '/home/runner/work/_temp/step.sh')],
      expected: 10
    }
  } as const

  for (const [kind, system] of Object.entries(systems))
    it(`names ${kind}'s under each`, () => {
      const named = Object.entries(WRAPPERS).map(([name, wrapper]) => {
        const procs = tree(system.above, [...system.shells, ...wrapper])
        return [name, findJobProcess(kind as 'gitlab', { host: machine(procs) })?.pid]
      })
      expectEqual(
        named,
        Object.keys(WRAPPERS).map(name => [name, system.expected])
      )
    })

  it('names the container’s first process on GitLab’s Docker executor, only where it says so', () => {
    // pid 1 is `sh -c <detect script>` exec'd into the image's bash (shells/bash.go), or
    // docker-init in front of it (FF_USE_INIT_WITH_DOCKER_EXECUTOR).
    const stage = (first: string): Record<number, Proc> => ({
      1: { ppid: 0, cmdline: first },
      7: { ppid: 1, cmdline: words('/usr/bin/bash', '-l') },
      8: { ppid: 7, cmdline: words('timeout', '60', 'job-monitor') },
      [SELF]: { ppid: 8, cmdline: 'node' }
    })
    const docker = { place: { disposable: true } }
    expectEqual(
      [
        findJobProcess('gitlab', { host: machine(stage(words('/usr/bin/bash', '-l'))), ...docker })
          ?.pid,
        findJobProcess('gitlab', {
          host: machine(stage(words('/sbin/docker-init', '--', 'sh'))),
          ...docker
        })?.pid,
        // A machine's init is not a container's stage (a VM, the shell executor on a host).
        findJobProcess('gitlab', { host: machine(stage(words('/sbin/init', 'splash'))), ...docker })
          ?.pid,
        // Not disposable: the shell executor, where only gitlab-runner's child is the stage.
        findJobProcess('gitlab', { host: machine(stage(words('/usr/bin/bash', '-l'))) })?.pid
      ],
      [1, 1, undefined, undefined]
    )
  })

  it('names none when a wrapper took us out of the job’s tree (setsid --fork, a daemon)', () => {
    const forked: Record<number, Proc> = {
      1: { ppid: 0, cmdline: words('/sbin/init') },
      10: { ppid: 1, cmdline: words('/usr/bin/gitlab-runner', 'run') },
      20: { ppid: 10, cmdline: words('bash', '-l') },
      [SELF]: { ppid: 1, cmdline: 'node' }
    }
    expect(findJobProcess('gitlab', { host: machine(forked) })).toBeUndefined()
    expect(findJobProcess('buildkite', { host: machine(forked) })).toBeUndefined()
  })
})
