/**
 * Which processes a signal of exec goes to: on Linux those whose environment carries the run's
 * cookie, and the command while it runs; where no environment can be read (no /proc: macOS),
 * the command's tree by parent pid instead. Process tables and environments written by hand.
 */
import { describe, expect, it } from '@jest/globals'
import { runMembers } from '../../../src/cli/exec/command-host.js'
import { ProcessTree, type ProcessRow } from '../../../src/cli/exec/process-tree.js'
import { type EnvironReader, RUN_COOKIE_VARIABLE } from '../../../src/run/run-cookie.js'

const COOKIE = 'c'.repeat(32)
const row = (pid: number, ppid: number): ProcessRow => ({ pid, ppid, pgrp: 50, started: `t${pid}` })
// The command (100) and its child (101); a `(cmd &)` orphan (300) now owned by init.
const TABLE = [row(1, 0), row(100, 1), row(101, 100), row(300, 1), row(400, 1)]
const ENVIRONS: Record<number, string> = {
  100: `${RUN_COOKIE_VARIABLE}=${COOKIE}`,
  101: `${RUN_COOKIE_VARIABLE}=${COOKIE}`,
  300: `${RUN_COOKIE_VARIABLE}=${COOKIE}`,
  400: `${RUN_COOKIE_VARIABLE}=keep`
}
const sorted = (pids: number[]): number[] => [...pids].sort((a, b) => a - b)

const procfs: EnvironReader = {
  pids: () => TABLE.map(r => r.pid),
  read: (pid, into) => {
    const e = ENVIRONS[pid]
    if (e === undefined) return false
    into(Buffer.from(e))
    return true
  }
}
/** No /proc: no process can be listed, no environment read. */
const noProcfs: EnvironReader = { pids: () => undefined, read: () => false }

describe("the processes exec's signal goes to", () => {
  const tree = (): ProcessTree => new ProcessTree(100, () => TABLE)

  it('are those carrying the cookie, the orphan included, where environments can be read', () => {
    const run = { pid: 100, running: true, cookie: COOKIE }
    expect(sorted(runMembers(run, tree, undefined, procfs))).toEqual([100, 101, 300])
  })

  it('are the command and what is below it where no environment can be read', () => {
    const run = { pid: 100, running: true, cookie: COOKIE }
    // The orphan left the tree before the first signal: it is not found this way (docs/cli.md).
    expect(sorted(runMembers(run, tree, undefined, noProcfs))).toEqual([100, 101])
  })
})
