// Child processes for the benchmark: timed runs with a hard timeout, output kept in files (so a
// detached grandchild holding a pipe can never stall a measurement), /proc readings (RSS, the
// processes that carry one job's tracking id) and clean-up of everything the benchmark started.
import { spawn } from 'node:child_process'
import { openSync, closeSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pidsWithEnv } from '../demo/processes.mjs'

export { pidsWithEnv }

/** Process groups started by the benchmark and still alive: killed on the way out. */
const live = new Set()

/**
 * Runs one command and resolves when it exits. Each child leads its own process group, so a
 * timeout kills the command and anything it forked. stdout/stderr go to files under `o.logDir`
 * (or /dev/null); `o.stdout: 'count'` pipes stdout back and counts its bytes instead.
 */
export function run(cmd, args, o = {}) {
  const timeoutMs = o.timeoutMs ?? 60_000
  const outPath = o.logDir ? join(o.logDir, `${o.name ?? 'run'}.out`) : '/dev/null'
  const errPath = o.logDir ? join(o.logDir, `${o.name ?? 'run'}.err`) : '/dev/null'
  const outFd = o.stdout === 'count' ? 'pipe' : openSync(o.stdout ?? outPath, 'w')
  const errFd = openSync(errPath, 'w')
  return new Promise(resolve => {
    let timedOut = false
    let bytes = 0
    const t0 = performance.now()
    let child
    try {
      child = spawn(cmd, args, {
        env: o.env,
        cwd: o.cwd,
        stdio: ['ignore', outFd, errFd],
        detached: true
      })
    } catch (e) {
      resolve({ code: null, error: e.message, ms: 0 })
      return
    } finally {
      if (typeof outFd === 'number') closeSync(outFd)
      closeSync(errFd)
    }
    if (child.pid) live.add(child.pid)
    let drained = o.stdout !== 'count'
    let exited
    if (o.stdout === 'count') {
      child.stdout.on('data', c => (bytes += c.length))
      child.stdout.on('close', () => {
        drained = true
        if (exited) finish()
      })
    }
    const timer = setTimeout(() => {
      timedOut = true
      killGroup(child.pid)
      // Exited, but something it left behind still holds the counted pipe: stop waiting.
      if (exited) {
        child.stdout?.destroy()
        finish()
      }
    }, timeoutMs)
    let done = false
    const finish = () => {
      if (done) return
      done = true
      clearTimeout(timer)
      live.delete(child.pid)
      resolve({
        ...exited,
        timedOut,
        bytes,
        pid: child.pid,
        stdoutText: o.stdout === undefined && o.logDir ? tail(outPath) : '',
        stderrText: o.logDir ? tail(errPath) : ''
      })
    }
    child.on('error', e => {
      exited = { code: null, signal: null, ms: performance.now() - t0, error: e.message }
      finish()
    })
    child.on('exit', (code, signal) => {
      exited = { code, signal, ms: performance.now() - t0 }
      // A counted stdout must be drained before the byte count is final; otherwise the exit
      // moment is the figure and nothing else is awaited.
      if (drained) finish()
    })
  })
}

/**
 * Starts a long-lived child (a server, an idle process); the caller stops it with stop().
 * `o.stdin: 'pipe'` gives it a stdin to write to (the helper reads its key there).
 */
export function startChild(cmd, args, o = {}) {
  const child = spawn(cmd, args, {
    env: o.env,
    cwd: o.cwd,
    stdio: [o.stdin ?? 'ignore', o.stdout ?? 'ignore', o.stderr ?? 'ignore'],
    detached: true
  })
  if (child.pid) live.add(child.pid)
  child.on('exit', () => live.delete(child.pid))
  child.stop = () => {
    killGroup(child.pid)
    live.delete(child.pid)
  }
  return child
}

export function killGroup(pid) {
  if (!pid) return
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}

/** Kills every process group the benchmark started that is still alive. */
export function killAll() {
  for (const pid of live) killGroup(pid)
  live.clear()
}

function tail(path, max = 4000) {
  try {
    const size = statSync(path).size
    const text = readFileSync(path, 'utf8')
    return size > max ? text.slice(-max) : text
  } catch {
    return ''
  }
}

export function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
  } catch {
    return []
  }
}

/** Kills the processes left behind under a tracking id; returns their command lines. */
export function killTracked(trackingId) {
  const left = []
  for (const pid of pidsWithEnv('RUNNER_TRACKING_ID', trackingId) ?? []) {
    left.push(cmdline(pid).join(' '))
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // gone
    }
  }
  return left
}

/** Resident set size of a live process in KiB (VmRSS), or undefined when it is gone. */
export function rssKiB(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) : undefined
  } catch {
    return undefined
  }
}

export function median(values) {
  const v = values.filter(x => Number.isFinite(x)).sort((a, b) => a - b)
  if (v.length === 0) return undefined
  const mid = v.length >> 1
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2
}
