/**
 * The heartbeat helper's control channel: how the post step (and `end --state-file`) asks it
 * to stop, instead of a signal. On Windows a signal is TerminateProcess: the helper's handlers
 * never run, and a pid the helper no longer holds may belong to another program.
 *
 * The channel is a Unix domain socket in a folder only this user can enter, or a named pipe on
 * Windows (which only its creator and administrators may write to), named from a hash of the
 * run key. It understands one request, `stop`; anything else is dropped unanswered. The helper
 * answers `stopping <token>` at once and `stopped <token>` once its final status is written;
 * the token is a random word the helper also wrote in its status file (mode 0600, in its own
 * folder), so an answer proves the process behind the channel is the helper that wrote it.
 * Where no channel can be opened the helper watches for a stop file in its folder instead.
 */
import { chmodSync, existsSync, lstatSync, rmSync, writeFileSync } from 'node:fs'
import { type Server, type Socket, createConnection, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import type { Clock } from '../util/clock.js'
import { makeDirsSync, privateDirState } from '../util/dirs.js'
import { shortHash } from '../util/short-hash.js'

/** The one request the channel understands. */
export const STOP_REQUEST = 'stop\n'

/** What decides where the channel lives; injected in tests to stand for another platform. */
export interface ChannelFacts {
  platform: NodeJS.Platform
  tmpdir: string
  /** This user's id; undefined where there is none (Windows). */
  uid?: number
}

export function hostChannelFacts(): ChannelFacts {
  return { platform: process.platform, tmpdir: tmpdir(), uid: process.getuid?.() }
}

/**
 * sun_path holds 104 bytes on macOS and the BSDs, 108 on Linux, its final NUL included: a
 * longer socket path fails to bind, so it is never used.
 */
export const SOCKET_PATH_MAX_BYTES = 103

/** A short name from the run key: the same at both ends, and no longer than a path allows. */
function nameOf(runKey: string): string {
  return shortHash(runKey, 20)
}

/**
 * Where the helper of this run listens, in the order it tries them: on Windows a named pipe;
 * elsewhere a socket in the helper's own folder, or, when that folder is not private or the
 * path is too long for a socket (a self-hosted runner in a deep folder), in a folder of this
 * run's own under the temporary directory. Empty when no address fits: the stop file is the
 * only way then.
 */
export function channelAddresses(runKey: string, folder: string, facts: ChannelFacts): string[] {
  const name = nameOf(runKey)
  if (facts.platform === 'win32') return [`\\\\.\\pipe\\job-monitor-${name}`]
  return [
    join(folder, `stop-${name}.sock`),
    join(facts.tmpdir, `job-monitor-${name}`, 'stop.sock')
  ].filter(p => Buffer.byteLength(p) <= SOCKET_PATH_MAX_BYTES)
}

/** The most channel addresses a saved list may hold, and the longest one. */
const SAVED_CHANNELS_MAX = 4
const SAVED_CHANNEL_MAX_BYTES = 1024

/**
 * Channel addresses as their starter saved them (JSON, in the action's state or the run
 * state); undefined when `text` is not such a list, so the caller works them out as before.
 */
export function savedChannels(text: unknown): string[] | undefined {
  let value = text
  if (typeof text === 'string') {
    if (text === '') return undefined
    try {
      value = JSON.parse(text)
    } catch {
      return undefined
    }
  }
  if (!Array.isArray(value) || value.length > SAVED_CHANNELS_MAX) return undefined
  const ok = value.every(
    a => typeof a === 'string' && a !== '' && Buffer.byteLength(a) <= SAVED_CHANNEL_MAX_BYTES
  )
  return ok ? (value as string[]) : undefined
}

/**
 * The run's own folder under the temporary directory, which every user shares: made by the
 * helper (mode 0700) and removed when it closes.
 */
function isRunFolder(folder: string, facts: ChannelFacts): boolean {
  return dirname(folder) === facts.tmpdir && /^job-monitor-[0-9a-f]{20}$/.test(basename(folder))
}

/** The stop file, beside the status file: used only by a helper that could open no channel. */
export function stopFileOf(statusFile: string): string {
  return `${statusFile}.stop`
}

/**
 * True when the folder is ours alone: a real folder (not a link), owned by this user, that no
 * one else may enter. The helper's folder is made so; a folder that is not is never used for
 * the socket (a state file's folder may be a shared one), nor asked: a socket there may be
 * anyone's.
 */
function privateFolder(dir: string, facts: ChannelFacts, ours: boolean): boolean {
  try {
    if (ours) makeDirsSync(dir, 0o700)
    const state = privateDirState(dir, facts.uid, facts.platform)
    // The run's folder under the temporary directory is put right when it is ours but open to
    // others (the umask); another folder is only read.
    if (ours && state.startsWith('is open to other users')) {
      chmodSync(dir, 0o700)
      return privateDirState(dir, facts.uid, facts.platform) === 'ours'
    }
    return state === 'ours'
  } catch {
    return false
  }
}

export interface StopControl {
  /** How the helper can be asked to stop, for its status file. */
  kind: 'channel' | 'stop-file'
  /** Answers the stop requests in progress (their final word) and closes; bounded. */
  close(): Promise<void>
}

/** The most an answer line may hold: `stopped ` and a token. */
const ANSWER_MAX_BYTES = 128
/** A connection that says nothing is dropped after this. */
const IDLE_MS = 5_000
/** How often a helper without a channel looks for its stop file. */
const STOP_FILE_POLL_MS = 250
/** How long the helper waits for its last answers to leave before it exits. */
const CLOSE_WAIT_MS = 1_000

/**
 * The helper's side: listens on the first address it can, calls `onStop` on a stop request and
 * answers it once `final` has resolved (the final status written). With no address usable, it
 * watches the stop file instead.
 */
export async function openStopControl(o: {
  addresses: string[]
  stopFile: string
  token: string
  onStop: () => void
  final: Promise<unknown>
  facts?: ChannelFacts
  log?: (m: string) => void
}): Promise<StopControl> {
  const facts = o.facts ?? hostChannelFacts()
  for (const address of o.addresses) {
    const server = await listenOn(address, facts, o)
    const folder = dirname(address)
    const made = facts.platform !== 'win32' && isRunFolder(folder, facts) ? folder : undefined
    if (server) return serverControl(server, o.final, made)
  }
  o.log?.('no control channel could be opened: watching for a stop file instead')
  return stopFileControl(o.stopFile, facts, o.onStop)
}

async function listenOn(
  address: string,
  facts: ChannelFacts,
  o: { token: string; onStop: () => void; final: Promise<unknown>; log?: (m: string) => void }
): Promise<Server | undefined> {
  if (facts.platform !== 'win32') {
    // The socket's folder is what keeps other users out: its own mode is not honoured everywhere.
    const folder = dirname(address)
    if (!privateFolder(folder, facts, isRunFolder(folder, facts))) return undefined
    // A socket left by a helper that died: this run's name, in a folder only we can write to.
    try {
      if (lstatSync(address).isSocket()) rmSync(address)
    } catch {
      // none
    }
  }
  const server = createServer(socket => serveStop(socket, o))
  return new Promise(resolve => {
    server.once('error', e => {
      o.log?.(`control channel ${address}: ${(e as Error).message}`)
      resolve(undefined)
    })
    server.listen(address, () => {
      server.unref()
      resolve(server)
    })
  })
}

/** One connection: a stop request is answered, anything else dropped without a word. */
function serveStop(
  socket: Socket,
  o: { token: string; onStop: () => void; final: Promise<unknown> }
): void {
  let heard = ''
  socket.setTimeout(IDLE_MS, () => socket.destroy())
  socket.on('error', () => undefined)
  socket.on('data', (chunk: Buffer) => {
    heard += chunk.toString('latin1')
    if (heard.length < STOP_REQUEST.length) return
    socket.removeAllListeners('data')
    if (heard !== STOP_REQUEST) {
      socket.destroy()
      return
    }
    socket.setTimeout(0)
    socket.write(`stopping ${o.token}\n`)
    o.onStop()
    void o.final.then(() => socket.end(`stopped ${o.token}\n`))
  })
}

function serverControl(server: Server, final: Promise<unknown>, made?: string): StopControl {
  const open = new Set<Socket>()
  server.on('connection', s => {
    open.add(s)
    s.on('close', () => open.delete(s))
  })
  return {
    kind: 'channel',
    close: async () => {
      await final
      // The answers were written when `final` resolved; wait (bounded) for them to leave.
      await new Promise<void>(resolve => {
        const timer = setTimeout(resolve, CLOSE_WAIT_MS)
        server.close(() => {
          clearTimeout(timer)
          // Closing removed the socket; the run's folder goes too, nothing is left in the
          // temporary directory.
          if (made) rmSync(made, { recursive: true, force: true })
          resolve()
        })
        for (const s of open) if (!s.writableEnded) s.destroy()
      })
    }
  }
}

/** A stop file of ours (not another user's, not a link) stops the helper. */
function stopFileControl(file: string, facts: ChannelFacts, onStop: () => void): StopControl {
  const timer = setInterval(() => {
    if (!takeStopFile(file, facts)) return
    clearInterval(timer)
    onStop()
  }, STOP_FILE_POLL_MS)
  timer.unref()
  return { kind: 'stop-file', close: async () => clearInterval(timer) }
}

/** True when the stop file is there and ours (not another user's, not a link); it is removed. */
function takeStopFile(file: string, facts: ChannelFacts): boolean {
  try {
    const st = lstatSync(file)
    if (!st.isFile() || (facts.uid !== undefined && st.uid !== facts.uid)) return false
    rmSync(file, { force: true })
    return true
  } catch {
    return false
  }
}

/**
 * Whether the helper was asked to stop before it could listen: it runs below normal priority,
 * and on a busy machine its code may run seconds after its process began, after its run's end.
 * Its stopper then left the stop file (stopHelper writes it first for a helper that has written
 * no status), or the run's end has removed the helper's folder already (`end --state-file`).
 * Read once the channel is open: a request after this reaches the channel.
 */
export function stoppedBeforeListening(stopFile: string, facts = hostChannelFacts()): boolean {
  return !existsSync(dirname(stopFile)) || takeStopFile(stopFile, facts)
}

/** What the helper answered a stop request, as far as it got before the deadline. */
export interface StopAnswer {
  /** An address answered at all (a listener was there). */
  reached: boolean
  /** The token of its `stopping` answer: it heard the request. */
  stopping?: string
  /** The token of its `stopped` answer: its final status is written. */
  stopped?: string
}

/**
 * Post's side: asks each address in turn to stop, and waits until `until` (by `clock`) for
 * the final answer. An address with no listener is passed over; an answer that is not ours to
 * read ends the conversation. Never waits past the deadline, whatever the other end does.
 */
export async function askToStop(
  addresses: string[],
  o: { until: number; clock: Clock; facts?: ChannelFacts; connect?: (address: string) => Socket }
): Promise<StopAnswer> {
  const facts = o.facts ?? hostChannelFacts()
  for (const address of addresses) {
    if (facts.platform !== 'win32' && !privateFolder(dirname(address), facts, false)) continue
    const answer = await askOne(address, o)
    if (answer.reached) return answer
  }
  return { reached: false }
}

function askOne(
  address: string,
  o: { until: number; clock: Clock; connect?: (address: string) => Socket }
): Promise<StopAnswer> {
  const left = o.until - o.clock.now()
  if (left <= 0) return Promise.resolve({ reached: false })
  const answer: StopAnswer = { reached: false }
  const timeout = new AbortController()
  return new Promise<StopAnswer>(resolve => {
    const socket = (o.connect ?? (a => createConnection(a)))(address)
    let heard = ''
    const done = (): void => {
      timeout.abort()
      socket.destroy()
      resolve(answer)
    }
    o.clock.sleep(left, timeout.signal).then(done, () => undefined)
    socket.on('error', done)
    socket.on('close', done)
    socket.on('connect', () => {
      answer.reached = true
      socket.write(STOP_REQUEST)
    })
    socket.on('data', (chunk: Buffer) => {
      heard += chunk.toString('latin1')
      let nl: number
      while ((nl = heard.indexOf('\n')) >= 0) {
        const line = heard.slice(0, nl)
        heard = heard.slice(nl + 1)
        const m = /^(stopping|stopped) ([0-9a-f]{1,64})$/.exec(line)
        if (!m) return done()
        answer[m[1] as 'stopping' | 'stopped'] = m[2]
        if (m[1] === 'stopped') return done()
      }
      if (heard.length > ANSWER_MAX_BYTES) done()
    })
  })
}

/** Asks a helper without a channel to stop: the stop file it watches. */
export function writeStopFile(file: string): boolean {
  try {
    // No folder, no helper to read it.
    if (!existsSync(dirname(file))) return false
    // Created afresh (wx), never written through a link someone left in its place.
    rmSync(file, { force: true })
    writeFileSync(file, '', { mode: 0o600, flag: 'wx' })
    return true
  } catch {
    return false
  }
}
