/**
 * A command's processes, found by parentage: where no process's environment can be read (no
 * /proc: macOS), the run's cookie (run-cookie.ts) cannot be looked for, and this is what is
 * left. exec does not start its command as the leader of a process group of its own (a
 * leader's `setsid` forks and its parent exits at once, and a session of its own loses the
 * terminal), so what the command started is found by parent pid, as `taskkill /T` does on
 * Windows. Each process seen is remembered with its start time: one whose parent has exited
 * (a shell ended by the signal, its `sleep` left behind) is still ended, and a pid given since
 * to another program is not. What left the tree before it was first looked at (a `(cmd &)`
 * child, a daemon) is not found: that takes the cookie.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { procStat } from '../../process/process-facts.js'

export interface ProcessRow {
  pid: number
  ppid: number
  /** Its process group. */
  pgrp: number
  /** When it started, in the system's own terms: a pid reused since shows another. */
  started: string
}

/** Every process of the system, or none when they cannot be listed. */
export type ProcessTable = () => ProcessRow[]

/** How long `ps` may take: a cancel is never held up by it for longer. */
const PS_TIMEOUT_MS = 2000

/** Linux: /proc, one stat file per process; elsewhere (or without /proc) `ps`. */
export function systemProcesses(platform: NodeJS.Platform = process.platform): ProcessRow[] {
  if (platform === 'linux') {
    const rows = procProcesses()
    if (rows) return rows
  }
  return psProcesses()
}

function procProcesses(): ProcessRow[] | undefined {
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return undefined
  }
  const rows: ProcessRow[] = []
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    const stat = procStat(Number(entry))
    if (stat)
      rows.push({ pid: Number(entry), ppid: stat.ppid, pgrp: stat.pgrp, started: stat.startTicks })
  }
  return rows
}

function psProcesses(): ProcessRow[] {
  let text: string
  try {
    text = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,pgid=,lstart='], {
      encoding: 'utf8',
      timeout: PS_TIMEOUT_MS,
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 16 * 1024 * 1024
    })
  } catch {
    return []
  }
  return parsePs(text)
}

/** `ps -o pid=,ppid=,pgid=,lstart=` lines; a line of another shape is passed over. */
export function parsePs(text: string): ProcessRow[] {
  const rows: ProcessRow[] = []
  for (const line of text.split('\n')) {
    const m = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\S.*?)\s*$/.exec(line)
    if (m) rows.push({ pid: Number(m[1]), ppid: Number(m[2]), pgrp: Number(m[3]), started: m[4] })
  }
  return rows
}

/**
 * Our process group when it is in the foreground of a terminal, else undefined. A Ctrl-C there
 * reached every process of the group, ours and the command's alike.
 */
export function foregroundGroup(platform: NodeJS.Platform = process.platform): number | undefined {
  let pgrp: number | undefined
  let tpgid: number | undefined
  if (platform === 'linux') {
    const stat = procStat('self')
    pgrp = stat?.pgrp
    tpgid = stat?.tpgid
  }
  if (pgrp === undefined && platform !== 'win32') {
    try {
      const text = execFileSync('ps', ['-o', 'pgid=,tpgid=', '-p', String(process.pid)], {
        encoding: 'utf8',
        timeout: PS_TIMEOUT_MS,
        stdio: ['ignore', 'pipe', 'ignore']
      })
      ;[pgrp, tpgid] = text.trim().split(/\s+/).map(Number)
    } catch {
      return undefined
    }
  }
  return pgrp !== undefined && pgrp > 0 && tpgid === pgrp ? pgrp : undefined
}

export class ProcessTree {
  /** Every process seen in the tree, with its start time. */
  private readonly seen = new Map<number, string>()

  constructor(
    private readonly root: number,
    private readonly table: ProcessTable = systemProcesses
  ) {}

  /**
   * The root and every process below it now, with those seen before that still run (and what
   * is below them). The root counts only while the table shows it: once the command has exited
   * and been waited for, its pid may belong to anything.
   */
  members(except?: number): number[] {
    const rows = this.table()
    // Nothing could be listed: the command alone, as the one process known to be ours.
    if (rows.length === 0) return [this.root]
    const byPid = new Map(rows.map(r => [r.pid, r]))
    const children = new Map<number, ProcessRow[]>()
    for (const r of rows) {
      // pid 0 and 1 are parents of everything orphaned, never part of a command's tree.
      if (r.ppid <= 1) continue
      const list = children.get(r.ppid)
      if (list) list.push(r)
      else children.set(r.ppid, [r])
    }
    const same = (pid: number): boolean => {
      const row = byPid.get(pid)
      const before = this.seen.get(pid)
      return row !== undefined && (before === undefined || before === row.started)
    }
    const queue = [this.root, ...this.seen.keys()].filter(same)
    const found = new Set<number>()
    while (queue.length) {
      const pid = queue.pop() as number
      if (found.has(pid) || pid === process.pid) continue
      found.add(pid)
      this.seen.set(pid, (byPid.get(pid) as ProcessRow).started)
      for (const child of children.get(pid) ?? []) queue.push(child.pid)
    }
    return [...found].filter(pid => except === undefined || byPid.get(pid)?.pgrp !== except)
  }
}
