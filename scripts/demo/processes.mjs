/**
 * What the emulated runner, the demo, the benchmark and the tests know of processes on this
 * system: the environment a bare child needs, the processes that carry a variable, whether a
 * pid still runs. A module of its own, with nothing but Node's modules, so that the tests'
 * platform facts load neither the runner nor its YAML parser.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'

/**
 * What a process needs from the environment to start on this system, for a child given a bare
 * environment ({ PATH, HOME, ... }). On Windows: the system folder (Winsock and the crypto
 * provider load from it), the temporary folder, and the extensions a command may have.
 */
export function systemEnv(platform = process.platform, env = process.env) {
  if (platform !== 'win32') return {}
  const names = ['SystemRoot', 'SystemDrive', 'TEMP', 'TMP', 'PATHEXT', 'ComSpec', 'USERPROFILE']
  return Object.fromEntries(names.filter(n => env[n] !== undefined).map(n => [n, env[n]]))
}

/**
 * Pids of the user's processes whose environment holds NAME=VALUE, as the runner finds a job's
 * orphans: Linux reads /proc, macOS asks `ps -E`. Undefined where no process's environment can
 * be read from outside (Windows).
 */
export function pidsWithEnv(name, value, platform = process.platform) {
  const needle = `${name}=${value}`
  if (platform === 'darwin') {
    const lines = execFileSync('ps', ['-axwwE', '-o', 'pid=,command='], { encoding: 'utf8' })
    return lines
      .split('\n')
      .map(line => /^\s*(\d+)\s(.*)$/.exec(line))
      .filter(m => m && Number(m[1]) !== process.pid && m[2].split(' ').includes(needle))
      .map(m => Number(m[1]))
  }
  if (platform !== 'linux') return undefined
  const pids = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(needle))
        pids.push(Number(entry))
    } catch {
      // gone, or not ours
    }
  }
  return pids
}

/**
 * True while the pid runs; a zombie (dead, its parent not yet told) counts as gone. Linux reads
 * /proc, macOS asks ps; Windows has no zombies, and a pid that answers signal 0 runs.
 */
export function isAlive(pid, platform = process.platform) {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  if (platform === 'win32') return true
  try {
    if (platform === 'linux') {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      return stat[stat.lastIndexOf(')') + 2] !== 'Z'
    }
    const state = execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' })
    return state.trim() !== '' && !state.trim().startsWith('Z')
  } catch {
    return false
  }
}
