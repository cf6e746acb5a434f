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
 * When the command exits, what it wrote is in the pipe already: it is read to its end then and
 * there, and the command's output is complete. A process the command left running (a daemon,
 * `nohup ./server &`) may still hold the pipe: it keeps a reader, a small process of its own
 * (`cat`, its output to /dev/null) that lives exactly as long as some writer does. Closing the
 * pipe instead would kill the daemon by SIGPIPE at its next line; keeping our own stdout open
 * for it would hold the CI job's stage open as long as the daemon runs.
 *
 * Each named pipe is read into one buffer, reused for every read, so passing hundreds of
 * megabytes through allocates nothing per chunk and the wrapper's memory stays flat.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync } from 'node:fs'
import { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'

/** The size of each named pipe's read buffer: a Linux pipe's default capacity. */
const READ_BUFFER_BYTES = 64 * 1024

/**
 * At the command's exit, at most this much is read from each pipe before it is handed on: the
 * most a Linux pipe holds unless a program enlarges it (/proc/sys/fs/pipe-max-size). Whatever
 * comes on beyond it was written by what the command left, not by the command.
 */
const AT_EXIT_MAX_BYTES = 1024 * 1024

/**
 * Where there are no named pipes (Node's pipes: Windows), how long output is still read after
 * the command exits; past it a process the command left is not waited for. A property, so that
 * a test of a command that leaves such a process need not wait 2 s.
 */
export const outputDrain = { ms: 2000 }

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
   * fails (EPIPE) ends its stream's forwarding and closes that pipe.
   */
  forward(child: ChildProcess, out: Writable, err: Writable, onChunk: ChunkSink): Forwarding
}

export interface Forwarding {
  /** The two read streams (stdout's, stderr's); each emits 'close' once it is done with. */
  streams: Readable[]
  /**
   * Called when the command has exited: what it wrote is read to its end, and a pipe still held
   * by a process it left is handed to a reader of its own, so that process can write on.
   * Returns whether any pipe was so held.
   */
  commandExited(): boolean
}

/**
 * The pipes for a command started on `platform` (the command host's: tests inject Windows);
 * `searchPath` is the PATH that mkfifo and cat are found on.
 */
export function outputPipes(
  platform: NodeJS.Platform,
  searchPath: string | undefined
): OutputPipes {
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
      env: { PATH: searchPath }
    })
    const ends = paths.map(path => {
      // Non-blocking read ends first: opening the write end then does not wait for a reader.
      // Two of them: one read as the output comes, the other (never read before the command
      // exits) what is read at the exit and handed on; libuv closes the first as it likes.
      const read = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
      fds.push(read)
      const spare = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
      fds.push(spare)
      const write = openSync(path, constants.O_WRONLY)
      fds.push(write)
      return { read, spare, write }
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
        const readers = [
          readInto(out, outTo, chunk => onChunk(chunk, 0)),
          readInto(err, errTo, chunk => onChunk(chunk, 1))
        ]
        return {
          streams: readers.map(r => r.socket),
          // Both read, then both handed on: `|` rather than `||`.
          commandExited: () => readers.map(r => r.atExit(searchPath)).some(held => held)
        }
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
 * Reads the pipe's read end into one reused buffer, shows each chunk to `onChunk` and writes it
 * to `to`. While `to` still holds part of a chunk (a slow reader on the other side of a pipe),
 * reading waits, so the buffer is never read into before the last chunk has left it. The
 * spare read end stays open until the command exits (atExit), or until `to` breaks.
 */
function readInto(
  ends: { read: number; spare: number },
  to: Writable,
  onChunk: (chunk: Uint8Array) => void
): { socket: Socket; atExit: (path: string | undefined) => boolean } {
  let waiting = false
  let spare: number | undefined = ends.spare
  const closeSpare = (): void => {
    if (spare !== undefined) closeQuietly(spare)
    spare = undefined
  }
  const socket: Socket = new Socket({
    fd: ends.read,
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
  // The reader went away: no reader is left, and the command meets the broken pipe.
  whenBroken(to, socket, () => {
    closeSpare()
    socket.destroy()
  })
  const atExit = (path: string | undefined): boolean => {
    if (spare === undefined) return false
    // Read here, in one turn: the socket reads only between turns, so the order holds.
    const held = readToEnd(spare, chunk => {
      onChunk(chunk)
      to.write(chunk)
    })
    if (held) keepReader(spare, path)
    closeSpare()
    socket.destroy()
    return held
  }
  return { socket, atExit }
}

/**
 * Reads what the pipe holds now, passing each chunk on (each its own buffer: `to` may hold it).
 * Returns true when some writer still holds the pipe (nothing more to read, and no end of it),
 * false at its end. Bounded: past AT_EXIT_MAX_BYTES it counts as held.
 */
function readToEnd(fd: number, pass: (chunk: Uint8Array) => void): boolean {
  for (let read = 0; read < AT_EXIT_MAX_BYTES;) {
    const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES)
    let n: number
    try {
      n = readSync(fd, buffer, 0, buffer.length, null)
    } catch (e) {
      // EAGAIN: empty, a writer still has it open. Anything else: nothing more to be had.
      return (e as NodeJS.ErrnoException).code === 'EAGAIN'
    }
    if (n === 0) return false
    pass(buffer.subarray(0, n))
    read += n
  }
  return true
}

/**
 * A reader of its own for a pipe the command's leftovers still write to: `cat` into /dev/null,
 * in a session of its own (no terminal's hang-up, no signal to our group reaches it), with
 * nothing of our environment but PATH (the key is in it). It reads until the last writer
 * closes the pipe, and exits then: it lives exactly as long as what it serves, and holds
 * nothing of the job's (its stdout and stderr are /dev/null). One that cannot start leaves the
 * pipe without a reader, as it was before.
 */
function keepReader(fd: number, path: string | undefined): void {
  try {
    spawn('cat', [], {
      stdio: [fd, 'ignore', 'ignore'],
      detached: true,
      env: { PATH: path }
    })
      .on('error', () => {})
      .unref()
  } catch {
    // As above: no reader.
  }
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
      // No way to tell what the pipes hold now: output is read for a while, then given up on
      // (a process the command left meets the closed pipe).
      const commandExited = (): boolean => {
        const open = streams.filter(s => !s.closed)
        if (open.length === 0) return false
        const drain = setTimeout(() => {
          for (const s of open) s.destroy()
        }, outputDrain.ms)
        let left = open.length
        for (const s of open) s.once('close', () => --left === 0 && clearTimeout(drain))
        return false
      }
      return { streams, commandExited }
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
