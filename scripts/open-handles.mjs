// What a test file leaves open that keeps a process alive: a server, a running child process, a
// socket or pipe still read, a timer neither cleared nor unref'd, a request still pending (an
// open of a FIFO no one writes to waits in Node's thread pool for ever). scripts/jest-environment.mjs
// takes a snapshot as each file begins and fails the file on what is left open after it.
import { Socket } from 'node:net'

/** What is open now, to compare with later. */
export function openNow() {
  return { handles: new Set(activeHandles()), timers: timers(), requests: requests() }
}

/**
 * What keeps the process alive now that did not at `before`: each handle, and the number of
 * timers beyond those there were, as one line each.
 */
export function leftOpen(before) {
  const handles = activeHandles().filter(h => !before.handles.has(h) && holds(h))
  const moreTimers = timers() - before.timers
  const pending = [...requests()].flatMap(([kind, n]) =>
    n > (before.requests.get(kind) ?? 0)
      ? [`${n - (before.requests.get(kind) ?? 0)} ${kind} (a request still pending)`]
      : []
  )
  return {
    handles,
    lines: [
      ...handles.map(describe),
      ...(moreTimers > 0 ? [`${moreTimers} timer(s) neither cleared nor unref'd`] : []),
      ...pending
    ]
  }
}

/**
 * What is still left open (as leftOpen says) once what was closed has had `graceMs` to be gone:
 * a closed server or a killed child leaves Node's list a moment later, not at once.
 */
export async function leftOpenAfter(before, graceMs) {
  const end = Date.now() + graceMs
  let left = leftOpen(before)
  while (left.lines.length > 0 && Date.now() < end) {
    await new Promise(resolve => setTimeout(resolve, 20).unref())
    left = leftOpen(before)
  }
  return left
}

/**
 * The handles Node keeps a reference to (servers, sockets, pipes, child processes, watchers;
 * not timers). Node's process._getActiveHandles is undocumented; without it only timers are
 * checked.
 */
function activeHandles() {
  return typeof process._getActiveHandles === 'function' ? process._getActiveHandles() : []
}

/**
 * Whether a handle keeps the process alive. A socket or pipe does while it connects, is read
 * or has writes pending; one nobody reads any more (stdin never read, a child's output left
 * unread) does not, though Node still lists it.
 */
function holds(h) {
  if (!(h instanceof Socket)) return true
  return h.connecting || h._handle?.reading === true || h.writableLength > 0
}

/**
 * The requests in flight, by kind (FSReqCallback, FSReqPromise, GetAddrInfoReqWrap, a write or
 * a connect...), and the immediates queued: each keeps the process alive until it is done.
 */
function requests() {
  const counts = new Map()
  for (const kind of process.getActiveResourcesInfo())
    if (/Req|^(Write|Shutdown|Connect|Query)Wrap$|^Immediate$/.test(kind))
      counts.set(kind, (counts.get(kind) ?? 0) + 1)
  return counts
}

/** The timers that keep the process alive (unref'd ones do not count). */
function timers() {
  return process.getActiveResourcesInfo().filter(kind => kind === 'Timeout').length
}

/** What a handle is: a child's command line, a server's address, a socket's ends. */
function describe(h) {
  const name = h?.constructor?.name ?? typeof h
  if (Array.isArray(h.spawnargs)) return `${name} ${h.pid}: ${h.spawnargs.join(' ')}`
  if (typeof h.address === 'function' && h.listening !== undefined)
    return `${name} listening on ${JSON.stringify(h.address())}`
  if (h.remotePort !== undefined)
    return `${name} ${h.localAddress}:${h.localPort} -> ${h.remoteAddress}:${h.remotePort}`
  if (h instanceof Socket) return `${name} (fd ${h._handle?.fd ?? '?'}), still read`
  return name
}
