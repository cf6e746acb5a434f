/**
 * What the machine says of a process, for stopping the heartbeat helper safely: whether a pid
 * is held, and on Linux what /proc says of it (its command line and start time). Elsewhere
 * there is no /proc, and a pid alone says nothing of whose process it is.
 */
import { readlinkSync } from 'node:fs'
import { readRegularFileSync } from '../util/regular-files.js'

/** A command line is a few KiB at most; a longer one is not read. */
const PROC_MAX_BYTES = 256 * 1024
/**
 * /proc/<pid>/stat is 52 numbers and a command name of 16 bytes at most, well under 1 KiB.
 * /proc reports a size of 0, so the buffer is this size: one of 256 KiB for each read made
 * naming the job's process cost main a millisecond, and the helper as much on every beat.
 */
const STAT_MAX_BYTES = 4096

export interface ProcFacts {
  cmdline: string
  /** Field 22 of /proc/<pid>/stat: when it started, in clock ticks since boot. */
  startTicks: string
  /** Exited, not yet reaped by its parent. */
  zombie: boolean
}

/** What /proc/<pid>/stat says of a process: its parent, its start time, whether it exited. */
export interface ProcStat {
  ppid: number
  /** Its process group. */
  pgrp: number
  /** The process group in the foreground of its terminal; -1 without a terminal. */
  tpgid: number
  startTicks: string
  zombie: boolean
}

/** /proc/<pid>/stat read; undefined where there is no /proc, or when the process is gone. */
export function procStat(pid: number | 'self'): ProcStat | undefined {
  try {
    const stat = readRegularFileSync(`/proc/${pid}/stat`, STAT_MAX_BYTES)?.text
    if (stat === undefined) return undefined
    // The command name in parentheses may hold spaces: the fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return {
      ppid: Number(fields[1]),
      pgrp: Number(fields[2]),
      tpgid: Number(fields[5]),
      startTicks: fields[19],
      zombie: fields[0] === 'Z'
    }
  } catch {
    return undefined
  }
}

/** /proc's facts on a process; undefined where there is no /proc, or when it is gone. */
export function procFacts(pid: number | 'self'): ProcFacts | undefined {
  const stat = procStat(pid)
  if (!stat) return undefined
  const cmdline = procCmdline(pid)
  if (cmdline === undefined) return undefined
  return { cmdline, startTicks: stat.startTicks, zombie: stat.zombie }
}

/** A command line's words, from /proc's NUL-separated form (its last NUL ends the last word). */
export function cmdlineWords(cmdline: string): string[] {
  const words = cmdline.split('\0')
  if (words.length > 1 && words[words.length - 1] === '') words.pop()
  return words
}

/** The program a command line runs, by its file's name alone (`/usr/bin/bash` is `bash`). */
export function programName(cmdline: string): string {
  const first = cmdlineWords(cmdline)[0] ?? ''
  return first.slice(first.lastIndexOf('/') + 1)
}

/** /proc/<pid>/cmdline alone (NUL-separated); undefined where there is none to read. */
export function procCmdline(pid: number | 'self'): string | undefined {
  try {
    return readRegularFileSync(`/proc/${pid}/cmdline`, PROC_MAX_BYTES)?.text
  } catch {
    return undefined
  }
}

/** True while some process holds the pid (ours or another user's); a zombie counts as gone. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
  // Its stat says whether it exited: its command line is not needed for that.
  return !procStat(pid)?.zombie
}

/**
 * The pid namespace this process lives in, on Linux: its id and when its first process started
 * (`pid:[4026532178]@179799`); undefined elsewhere. A container started afresh has a new one:
 * GitLab's Docker executor starts the build container for each stage of a job and stops it
 * after (gitlab-runner executors/docker/internal/exec/exec.go), so a pid recorded in one stage
 * names nothing of ours in the next. The id alone does not tell: the kernel gives a freed
 * namespace's id to the next one, and the next stage's is often the same number.
 */
export function pidNamespace(): string | undefined {
  try {
    const first = procStat(1)?.startTicks
    return first === undefined ? undefined : `${readlinkSync('/proc/self/ns/pid')}@${first}`
  } catch {
    return undefined
  }
}

const BOOT_ID = '/proc/sys/kernel/random/boot_id'

/** This boot's id (a new one at each start of the machine); undefined where there is none. */
export function bootId(): string | undefined {
  try {
    return readRegularFileSync(BOOT_ID, 64)?.text.trim() || undefined
  } catch {
    return undefined
  }
}

/**
 * A moment on the machine's boot clock: which boot, and how long after its start. The boot
 * clock never steps (an NTP correction, a VM resumed with its wall clock set) and counts as the
 * start times of processes do, so two processes of one boot measure time between them on it;
 * a moment of another boot says nothing of this one's.
 */
export interface BootMark {
  bootId: string
  /** Milliseconds since the boot: /proc/uptime, the clock of /proc/<pid>/stat's start times. */
  ms: number
}

/** Now on the boot clock; undefined where there is no /proc. */
export function bootNow(): BootMark | undefined {
  const id = bootId()
  if (id === undefined) return undefined
  try {
    const text = readRegularFileSync('/proc/uptime', 128)?.text
    const seconds = Number(text?.trim().split(/\s+/)[0])
    return Number.isFinite(seconds) && seconds >= 0
      ? { bootId: id, ms: Math.round(seconds * 1000) }
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Milliseconds from `mark` to `now` on the boot clock; undefined when either is unknown, they
 * are of two boots, or the mark lies ahead (no clock of this boot wrote it).
 */
export function bootElapsed(
  mark: BootMark | undefined,
  now: BootMark | undefined
): number | undefined {
  if (!mark || !now || mark.bootId !== now.bootId) return undefined
  const ms = now.ms - mark.ms
  return ms >= 0 ? ms : undefined
}
