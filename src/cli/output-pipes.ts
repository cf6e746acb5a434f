/**
 * The pipes a wrapped command writes its stdout and stderr into.
 *
 * Node's own `stdio: 'pipe'` hands the child a socket pair, and a Node program writing to a
 * socket writes asynchronously: one that calls `process.exit()` right after printing loses the
 * tail of its output (measured: 2,653 of 48,890 bytes arrived). A shell pipe, or the runner's,
 * is a real pipe, to which Node writes synchronously. So on POSIX the command gets named pipes
 * (FIFOs, in a private directory removed at once) and keeps all its output, as it would in a
 * plain shell; where they cannot be made (Windows, no `mkfifo`), Node's pipes are used.
 */
import { execFileSync } from 'node:child_process'
import { closeSync, constants, mkdtempSync, openSync, rmSync } from 'node:fs'
import { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'

export interface OutputPipes {
  /** The child's stdio: stdin inherited, stdout and stderr into the pipes. */
  stdio: ['inherit', number | 'pipe', number | 'pipe']
  /** After spawning: closes the write ends this process holds, so EOF arrives when the command's side closes. */
  spawned(): void
  /** The read ends, or undefined when Node's pipes are used (then read child.stdout/stderr). */
  stdout?: Readable
  stderr?: Readable
}

export function outputPipes(): OutputPipes {
  if (process.platform === 'win32') return nodePipes()
  let dir: string | undefined
  const fds: number[] = []
  try {
    dir = mkdtempSync(join(tmpdir(), 'job-monitor-pipes-'))
    const ends = ['stdout', 'stderr'].map(name => {
      const path = join(dir!, name)
      execFileSync('mkfifo', ['-m', '600', path], { stdio: 'ignore' })
      // Non-blocking read end first: opening the write end then does not wait for a reader.
      const read = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
      fds.push(read)
      const write = openSync(path, constants.O_WRONLY)
      fds.push(write)
      return { read, write }
    })
    const [out, err] = ends
    return {
      stdio: ['inherit', out.write, err.write],
      spawned() {
        closeSync(out.write)
        closeSync(err.write)
      },
      stdout: new Socket({ fd: out.read, readable: true, writable: false }),
      stderr: new Socket({ fd: err.read, readable: true, writable: false })
    }
  } catch {
    for (const fd of fds) closeQuietly(fd)
    return nodePipes()
  } finally {
    // The open descriptors keep the pipes alive; the names are no longer needed.
    if (dir) rmSync(dir, { recursive: true, force: true })
  }
}

function nodePipes(): OutputPipes {
  return { stdio: ['inherit', 'pipe', 'pipe'], spawned() {} }
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd)
  } catch {
    // Already closed.
  }
}
