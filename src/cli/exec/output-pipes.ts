/**
 * The pipes a wrapped command writes its stdout and stderr into, and the passing on of what
 * arrives in them.
 *
 * Node's own `stdio: 'pipe'` hands the child a socket pair, and a Node program writing to a
 * socket writes asynchronously: one that calls `process.exit()` right after printing loses the
 * tail of its output (measured: 2,653 of 48,890 bytes arrived). A shell pipe, or the runner's,
 * is a real pipe, to which Node writes synchronously. So on POSIX the command gets named pipes
 * (FIFOs, in a private directory removed at once) and keeps all its output, as it would in a
 * plain shell; where they cannot be made (Windows, no `mkfifo`), Node's pipes are used.
 *
 * When a destination breaks (`exec -- cmd | head`: the reader has gone), its pipe is closed,
 * so the command meets the broken pipe on its next write, as it would without the wrapper,
 * instead of running on with nobody reading.
 *
 * Each named pipe is read into one buffer, reused for every read, so passing hundreds of
 * megabytes through allocates nothing per chunk and the wrapper's memory stays flat.
 */
import { type ChildProcess, execFileSync } from 'node:child_process'
import { closeSync, constants, mkdtempSync, openSync, rmSync } from 'node:fs'
import { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'

/** The size of each named pipe's read buffer: a Linux pipe's default capacity. */
const READ_BUFFER_BYTES = 64 * 1024

/**
 * Gets every chunk of output as it passes, with the stream it came from (0: stdout, 1: stderr);
 * must copy what it keeps (the chunk is reused).
 */
export type ChunkSink = (chunk: Uint8Array, from: 0 | 1) => void

export interface OutputPipes {
  /** The child's stdio: stdin inherited, stdout and stderr into the pipes. */
  stdio: ['inherit', number | 'pipe', number | 'pipe']
  /** After spawning: closes the write ends this process holds, so EOF arrives when the command's side closes. */
  spawned(): void
  /** When no command could be started: closes every end of the pipes. */
  abandon(): void
  /**
   * After spawning: passes the command's stdout on to `out` and its stderr to `err`, in order and
   * unchanged, with backpressure, and shows each chunk to `onChunk` first. A destination that
   * fails (EPIPE) ends its stream's forwarding and closes that pipe. Returns the two read
   * streams (stdout's, stderr's); each emits 'close' once read to the end, or when destroyed.
   */
  forward(child: ChildProcess, out: Writable, err: Writable, onChunk: ChunkSink): Readable[]
}

/**
 * The pipes for a command started on `platform` (the command host's: tests inject Windows);
 * `path` is the PATH that mkfifo is found on.
 */
export function outputPipes(platform: NodeJS.Platform, path: string | undefined): OutputPipes {
  if (platform === 'win32') return nodePipes()
  let dir: string | undefined
  const fds: number[] = []
  try {
    dir = mkdtempSync(join(tmpdir(), 'job-monitor-pipes-'))
    const paths = ['stdout', 'stderr'].map(name => join(dir!, name))
    // One mkfifo for both pipes: it runs before the command can start. It needs nothing of our
    // environment but PATH, and gets nothing else: the API key is in it.
    execFileSync('mkfifo', ['-m', '600', ...paths], {
      stdio: 'ignore',
      env: { PATH: path }
    })
    const ends = paths.map(path => {
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
      abandon() {
        for (const fd of fds) closeQuietly(fd)
      },
      forward(_child, outTo, errTo, onChunk) {
        return [
          readInto(out.read, outTo, chunk => onChunk(chunk, 0)),
          readInto(err.read, errTo, chunk => onChunk(chunk, 1))
        ]
      }
    }
  } catch {
    for (const fd of fds) closeQuietly(fd)
    return nodePipes()
  } finally {
    // The open descriptors keep the pipes alive; the names are no longer needed.
    if (dir) rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Reads the pipe `fd` into one reused buffer, shows each chunk to `onChunk` and writes it to
 * `to`. While `to` still holds part of a chunk (a slow reader on the other side of a pipe),
 * reading waits, so the buffer is never read into before the last chunk has left it.
 */
function readInto(fd: number, to: Writable, onChunk: (chunk: Uint8Array) => void): Socket {
  let waiting = false
  const socket: Socket = new Socket({
    fd,
    readable: true,
    writable: false,
    onread: {
      buffer: Buffer.allocUnsafe(READ_BUFFER_BYTES),
      callback(bytes: number, buffer: Uint8Array): boolean {
        const chunk = buffer.subarray(0, bytes)
        onChunk(chunk)
        if (socket.destroyed) return false
        to.write(chunk, () => {
          if (!waiting) return
          waiting = false
          socket.resume()
        })
        // Written through at once (a file, a terminal, a pipe with room): read on.
        if (to.writableLength === 0) return true
        waiting = true
        return false
      }
    }
  })
  socket.on('error', () => {})
  whenBroken(to, socket, () => socket.destroy())
  return socket
}

/**
 * Calls `then` once if `to` fails while `from` is passed on to it; the error itself is expected
 * (a reader that went away). Once `from` has closed, `to` is left as it was found: it is this
 * process's stdout or stderr, and outlives the command.
 */
function whenBroken(to: Writable, from: Readable, then: () => void): void {
  const onError = (): void => {
    to.off('error', onError)
    to.on('error', () => {})
    then()
  }
  to.on('error', onError)
  from.once('close', () => to.off('error', onError))
}

function nodePipes(): OutputPipes {
  return {
    stdio: ['inherit', 'pipe', 'pipe'],
    spawned() {},
    abandon() {},
    forward(child, out, err, onChunk) {
      const streams = [child.stdout!, child.stderr!]
      for (const [from, to, id] of [
        [streams[0], out, 0],
        [streams[1], err, 1]
      ] as const) {
        from.on('data', (chunk: Buffer) => onChunk(chunk, id))
        from.on('error', () => {})
        from.pipe(to, { end: false })
        whenBroken(to, from, () => from.destroy())
      }
      return streams
    }
  }
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd)
  } catch {
    // Already closed.
  }
}
