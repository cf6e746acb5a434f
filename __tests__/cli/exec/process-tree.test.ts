/**
 * A command's tree by parent pid, against process tables written by hand: what is below the
 * command, what its exit left without a parent, and a pid given since to another program.
 */
import { describe, expect, it } from '@jest/globals'
import { type ProcessRow, ProcessTree, parsePs } from '../../../src/cli/exec/process-tree.js'

const row = (pid: number, ppid: number, started = `t${pid}`, pgrp = 50): ProcessRow => ({
  pid,
  ppid,
  pgrp,
  started
})
const sorted = (pids: number[]): number[] => [...pids].sort((a, b) => a - b)

describe('the process tree of a command', () => {
  it('holds the command and everything below it, and nothing beside it', () => {
    const table = [row(1, 0), row(50, 1), row(100, 50), row(101, 100), row(102, 101), row(200, 50)]
    expect(sorted(new ProcessTree(100, () => table).members())).toEqual([100, 101, 102])
  })

  it('still holds what was seen in it after its parent exited, until its pid is reused', () => {
    let table = [row(1, 0), row(100, 1), row(101, 100), row(102, 101)]
    const tree = new ProcessTree(100, () => table)
    expect(sorted(tree.members())).toEqual([100, 101, 102])
    // The shell (101) ended; its sleep (102) went to init, and started a child of its own.
    table = [row(1, 0), row(100, 1), row(102, 1), row(103, 102)]
    expect(sorted(tree.members())).toEqual([100, 102, 103])
    // The command exited and was waited for; 102's pid now belongs to another program.
    table = [row(1, 0), row(102, 1, 'later'), row(103, 1)]
    expect(sorted(tree.members())).toEqual([103])
  })

  it('leaves out the members of a group that had the signal already', () => {
    // The command (100) and its child are in our terminal's foreground group (50); a grandchild
    // moved to a group of its own (102), which a Ctrl-C at the terminal did not reach.
    const table = [row(1, 0), row(100, 1), row(101, 100), row(102, 101, 't102', 102)]
    const tree = new ProcessTree(100, () => table)
    expect(tree.members(50)).toEqual([102])
    expect(sorted(tree.members())).toEqual([100, 101, 102])
  })

  it('is the command alone when no process can be listed', () => {
    expect(new ProcessTree(100, () => []).members()).toEqual([100])
  })

  it('reads ps lines, passing over any of another shape', () => {
    expect(
      parsePs(
        '  1     0     1 Thu Nov 26 00:17:37 2026\nnonsense\n 4242  1  4240 Thu Nov 26 00:18:01 2026\n'
      )
    ).toEqual([
      { pid: 1, ppid: 0, pgrp: 1, started: 'Thu Nov 26 00:17:37 2026' },
      { pid: 4242, ppid: 1, pgrp: 4240, started: 'Thu Nov 26 00:18:01 2026' }
    ])
  })
})
