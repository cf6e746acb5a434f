/**
 * Stopping the heartbeat helper by asking it on its control channel, not by a signal: both
 * ends in this process (a real socket in a temporary folder), the machine injected (the
 * platform, /proc or none, which pids are held, kill) and the clock too, so no test waits.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { type Socket, createConnection, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import {
  SOCKET_PATH_MAX_BYTES,
  type StopControl,
  askToStop,
  channelAddresses,
  openStopControl,
  stopFileOf,
  stoppedBeforeListening,
  writeStopFile
} from '../../src/helper/channel.js'
import {
  type HelperHost,
  type StopResult,
  helperTrouble,
  stopDescription,
  stopHelper
} from '../../src/helper/stop.js'
import { type HelperStatus, readStatus, writeStatus } from '../../src/helper/status-file.js'
import type { Clock } from '../../src/util/clock.js'
import { FakeClock } from '../client/fake-clock.js'
import { HandClock } from '../steps/hand-clock.js'
import { POSIX, onlyOn } from '../platform.js'

/**
 * The channels opened for real are this machine's kind: a named pipe on Windows, elsewhere a
 * Unix socket, with no /proc (as on macOS) so the token is the only proof.
 */
const LOCAL: NodeJS.Platform = process.platform === 'win32' ? 'win32' : 'darwin'
/** A Unix socket's folder and path length: what a named pipe does not have. */
const sockets = onlyOn(POSIX, 'a named pipe needs no folder and has no path limit')
/** A name handed from one listener to the next at once: a pipe's instances close in their own time. */
const handOver = onlyOn(POSIX, "a closed pipe's name is not free at once")
const fifos = onlyOn(POSIX, 'no FIFOs, and symbolic links need a privilege')

const RUN_KEY = '7f3c1a2e-0b4d-4e5f-9a6b-8c7d6e5f4a3b'
const TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const PID = 4242

let dir: string
let folder: string
let statusFile: string
const opened: StopControl[] = []
const finishes: (() => void)[] = []

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jm-stop-'))
  folder = join(dir, 'helper')
  mkdirSync(folder, { mode: 0o700 })
  statusFile = join(folder, `helper-${RUN_KEY}.json`)
})
afterEach(async () => {
  for (const f of finishes.splice(0)) f()
  await Promise.all(opened.splice(0).map(c => c.close()))
  rmSync(dir, { recursive: true, force: true })
})

const facts = (platform: NodeJS.Platform = 'linux') => ({
  platform,
  tmpdir: dir,
  uid: process.getuid?.()
})

/** A machine where one pid is held, by whatever the test says, and kills are written down. */
function host(
  o: {
    platform?: NodeJS.Platform
    running?: boolean
    proc?: { cmdline: string; startTicks: string }
    clock?: Clock
    pidNamespace?: string
  } = {}
): HelperHost & { kills: number[]; exit: () => void } {
  let running = o.running ?? true
  const kills: number[] = []
  return {
    exit: () => (running = false),
    ...facts(o.platform ?? LOCAL),
    clock: o.clock ?? new FakeClock(),
    isRunning: pid => pid === PID && running,
    proc: () => (o.proc ? { ...o.proc, zombie: false } : undefined),
    pidNamespace: () => o.pidNamespace,
    kill: pid => {
      kills.push(pid)
      running = false
    },
    kills
  }
}

function status(extra: Partial<HelperStatus> = {}): HelperStatus {
  return {
    pid: PID,
    token: TOKEN,
    control: 'channel',
    startedAt: '2026-11-23T10:00:00.000+00:00',
    updatedAt: '2026-11-23T10:05:00.000+00:00',
    beatsSent: 3,
    beatsFailed: 0,
    ...extra
  }
}

/** The helper's end of the channel, its final status written when `finish` is called. */
async function helperEnd(on = facts(LOCAL)): Promise<{
  stops: number
  finish: () => void
  control: StopControl
}> {
  let finish = (): void => undefined
  const final = new Promise<void>(r => (finish = r))
  finishes.push(() => finish())
  const state = { stops: 0, finish: () => undefined as void, control: undefined as never }
  writeStatus(statusFile, status())
  const control = await openStopControl({
    addresses: channelAddresses(RUN_KEY, folder, on),
    stopFile: stopFileOf(statusFile),
    token: TOKEN,
    onStop: () => state.stops++,
    final: final.then(() =>
      writeStatus(statusFile, status({ stoppedBy: 'request', stoppedAt: '2026-11-23T10:06:00Z' }))
    ),
    facts: on
  })
  opened.push(control)
  return Object.assign(state, { finish, control })
}

/**
 * A clock for what fails at once (no listener): a plain sleep moves time on and is written
 * down; a deadline raced against a conversation never comes by itself.
 */
function stepClock(): FakeClock {
  const clock = new FakeClock()
  const sleep = clock.sleep
  clock.sleep = (ms, signal) =>
    signal
      ? new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
      : sleep(ms)
  return clock
}

/** A raw conversation with whatever listens at `address`: what it answered before closing. */
function converse(address: string, say: string): Promise<string> {
  return new Promise(resolve => {
    let heard = ''
    const s: Socket = createConnection(address, () => s.write(say))
    s.on('data', c => (heard += c.toString()))
    s.on('error', () => resolve(heard))
    s.on('close', () => resolve(heard))
  })
}

/**
 * Something else listening at `address`: it answers each connection with `answer` (or says
 * nothing), reads it to its end so that the other side's close ends it, and `close` ends its
 * connections with it: nothing it took outlives the test.
 */
async function squat(
  address: string,
  answer?: string
): Promise<{ connections: number; close(): Promise<void> }> {
  const open = new Set<Socket>()
  const server = createServer(s => {
    squatter.connections++
    open.add(s)
    s.on('close', () => open.delete(s))
    s.resume()
    if (answer !== undefined) s.end(answer)
  })
  const squatter = {
    connections: 0,
    close: () =>
      new Promise<void>(resolve => {
        for (const s of open) s.destroy()
        server.close(() => resolve())
      })
  }
  await new Promise<void>(r => server.listen(address, r))
  return squatter
}

describe('the channel address', () => {
  it('is a named pipe on Windows and a socket in the helper folder elsewhere, named from a hash of the run key', () => {
    const [pipe] = channelAddresses(RUN_KEY, folder, facts('win32'))
    expect(pipe).toMatch(/^\\\\\.\\pipe\\job-monitor-[0-9a-f]{20}$/)
    const [socket] = channelAddresses(RUN_KEY, folder, facts('linux'))
    expect(socket.startsWith(folder)).toBe(true)
    expect(pipe.slice(-20)).toBe(socket.slice(-25, -5))
    expect(socket).not.toContain(RUN_KEY)
    expect(channelAddresses('another run', folder, facts('linux'))[0]).not.toBe(socket)
  })

  it('never exceeds what a socket path holds: a deep folder falls back to the temporary directory', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string(), (deep, key) => {
        const all = channelAddresses(key, join(dir, deep), facts('darwin'))
        for (const a of all) expect(Buffer.byteLength(a)).toBeLessThanOrEqual(SOCKET_PATH_MAX_BYTES)
        expect(all.some(a => a.startsWith(join(dir, 'job-monitor-')))).toBe(true)
      })
    )
    expect(channelAddresses(RUN_KEY, folder, { ...facts(), tmpdir: '/x'.repeat(60) })).toHaveLength(
      1
    )
  })
})

describe('the helper end of the channel', () => {
  it('answers a stop request: stopping at once, stopped once its final status is written', async () => {
    const helper = await helperEnd()
    expect(helper.control.kind).toBe('channel')
    const [address] = channelAddresses(RUN_KEY, folder, facts(LOCAL))
    const answer = converse(address, 'stop\n')
    await until(() => helper.stops === 1)
    expect(readStatus(statusFile)?.stoppedAt).toBeUndefined()
    helper.finish()
    expect(await answer).toBe(`stopping ${TOKEN}\nstopped ${TOKEN}\n`)
    expect(readStatus(statusFile)?.stoppedBy).toBe('request')
  })

  it.each([
    ['another word', 'hello\n'],
    ['stop with more after it', 'stop now\n'],
    ['a flood', 'x'.repeat(100_000)],
    ['bytes', '\u0000\u00ff\u0001\u0002\n']
  ])('drops %s unanswered, and is not stopped by it', async (_, say) => {
    const helper = await helperEnd()
    const [address] = channelAddresses(RUN_KEY, folder, facts(LOCAL))
    expect(await converse(address, say)).toBe('')
    expect(helper.stops).toBe(0)
    // It still listens for the real request.
    const answer = converse(address, 'stop\n')
    await until(() => helper.stops === 1)
    helper.finish()
    expect(await answer).toContain(`stopped ${TOKEN}`)
  })

  sockets.it(
    'never opens its socket in a folder others may enter: it uses a folder of its own',
    async () => {
      chmodSync(folder, 0o755)
      const helper = await helperEnd()
      expect(helper.control.kind).toBe('channel')
      const [inFolder, own] = channelAddresses(RUN_KEY, folder, facts('darwin'))
      expect(existsSync(inFolder)).toBe(false)
      expect(statSync(join(own, '..')).mode & 0o777).toBe(0o700)
      const answer = converse(own, 'stop\n')
      await until(() => helper.stops === 1)
      helper.finish()
      expect(await answer).toContain(`stopped ${TOKEN}`)
      // Nothing is left in the temporary directory once it has closed.
      await helper.control.close()
      expect(existsSync(dirname(own))).toBe(false)
    }
  )

  it('is not reached where nothing listens: the asker hears no answer, at once', async () => {
    const addresses = channelAddresses(RUN_KEY, folder, facts(LOCAL))
    const clock = stepClock()
    expect(await askToStop(addresses, { until: clock.now() + 3000, clock })).toEqual({
      reached: false
    })
    expect(clock.waits).toEqual([])
  })

  sockets.it('watches a stop file where no channel can be opened', async () => {
    chmodSync(folder, 0o755)
    // The temporary directory's path is too long for a socket: the helper folder is the only
    // place, and it is not private.
    const helper = await helperEnd({ ...facts('darwin'), tmpdir: join(dir, 'x'.repeat(120)) })
    expect(helper.control.kind).toBe('stop-file')
  })
})

describe('stopping the helper', () => {
  it('asks on the channel: stopped on request, final status written, nothing killed', async () => {
    const helper = await helperEnd()
    const machine = host({ clock: new HandClock(Date.now()) })
    const stopping = stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
    await until(() => helper.stops === 1)
    machine.exit() // once it has answered
    helper.finish()
    const r = await stopping
    expect(r.how).toBe('request')
    expect(r.status?.stoppedBy).toBe('request')
    expect(machine.kills).toEqual([])
    expect(stopDescription(r)).toBe('stopped on request')
    expect(helperTrouble(PID, r)).toBeUndefined()
  })

  it('does nothing to a helper already gone, and says how it had ended', async () => {
    writeStatus(statusFile, status())
    const machine = host({ running: false })
    const r = await stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
    expect(r.how).toBe('gone')
    expect(machine.kills).toEqual([])
    expect(helperTrouble(PID, r)).toMatch(/died while the job ran/)
  })

  it('does not touch the pid of a helper that stopped by itself, even if something holds it now', async () => {
    writeStatus(statusFile, status({ stoppedAt: '2026-11-23T16:15:00Z', stoppedBy: 'lifetime' }))
    const machine = host({ platform: 'win32' })
    const r = await stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
    expect(r.how).toBe('gone')
    expect(machine.kills).toEqual([])
    expect(stopDescription(r)).toBe('had stopped by itself (lifetime)')
    expect(helperTrouble(PID, r)).toBeUndefined()
  })

  it.each(['win32', 'darwin'] as const)(
    'on %s (no /proc), never kills a pid that did not answer: another program may hold it now',
    async platform => {
      writeStatus(statusFile, status())
      const machine = host({ platform })
      const r = await stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
      expect(r.how).toBe('left-alone')
      expect(machine.kills).toEqual([])
      expect(stopDescription(r)).toBe('did not answer, not proven ours: left alone')
      expect(helperTrouble(PID, r)).toMatch(/nothing proved that process 4242 is still the helper/)
    }
  )

  it('on Linux, kills only what /proc proves is the helper that wrote the status', async () => {
    writeStatus(statusFile, status({ procStart: '9001' }))
    const helper = { cmdline: 'node\0dist/heartbeat/index.js\0', startTicks: '9001' }
    const reused = [
      { cmdline: 'node\0dist/heartbeat/index.js\0', startTicks: '12345' },
      { cmdline: '/usr/bin/python3\0server.py\0', startTicks: '9001' }
    ]
    for (const proc of reused) {
      const machine = host({ platform: 'linux', proc })
      const r = await stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
      expect([r.how, machine.kills]).toEqual(['left-alone', []])
    }
    const machine = host({ platform: 'linux', proc: helper })
    const r = await stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
    expect([r.how, machine.kills]).toEqual(['killed', [PID]])
    expect(stopDescription(r)).toBe('did not answer, killed')
    expect(helperTrouble(PID, r)).toMatch(/did not answer the request to stop and was killed/)
  })

  it('on Linux, kills nothing that /proc cannot match with a start time the helper recorded', async () => {
    // Any process's command line may say "heartbeat": without the status the helper wrote (it
    // died before writing it, or the file is not ours), or without its start time, nothing
    // tells the process that holds the pid now from the helper.
    const proc = { cmdline: 'node\0dist/heartbeat/index.js\0', startTicks: '9001' }
    for (const written of [undefined, status()]) {
      if (written) writeStatus(statusFile, written)
      const machine = host({ platform: 'linux', proc })
      const r = await stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
      expect([r.how, machine.kills]).toEqual(['left-alone', []])
    }
  })

  it('kills, as the last resort, a helper that heard the request with its token but never finished', async () => {
    const helper = await helperEnd()
    const clock = new HandClock(Date.now())
    // No /proc: the token in its answer is the proof.
    const machine = host({ platform: LOCAL, clock })
    const stopping = stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
    await until(() => helper.stops === 1)
    await new Promise(r => setTimeout(r, 20))
    await clock.advance(3000)
    const r = await stopping
    expect(r.how).toBe('killed')
    expect(machine.kills).toEqual([PID])
  })

  it('believes no answer without the token the helper wrote in its status (a squatter on the name)', async () => {
    writeStatus(statusFile, status())
    const [address] = channelAddresses(RUN_KEY, folder, facts(LOCAL))
    const squatter = await squat(address, 'stopping 00ff\nstopped 00ff\n')
    try {
      const machine = host({ clock: stepClock() })
      const r = await stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
      expect(r.how).toBe('left-alone')
      expect(machine.kills).toEqual([])
    } finally {
      await squatter.close()
    }
  })

  it('bounds the wait when the listener never answers, then takes the last-resort path', async () => {
    writeStatus(statusFile, status())
    const [address] = channelAddresses(RUN_KEY, folder, facts(LOCAL))
    const silent = await squat(address)
    try {
      const clock = new HandClock(Date.now())
      const machine = host({ clock })
      const stopping = stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
      await new Promise(r => setTimeout(r, 20))
      await clock.advance(3000)
      expect((await stopping).how).toBe('left-alone')
    } finally {
      await silent.close()
    }
  })

  it('retries while a starting helper has not opened its channel yet, within the wait', async () => {
    writeStatus(statusFile, status())
    const clock = stepClock()
    const machine = host({ clock })
    const r = await stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine, waitMs: 3000 })
    expect(r.how).toBe('left-alone')
    // Attempts every 50 ms up to the wait, never past it.
    expect(clock.waits.length).toBeGreaterThan(10)
    expect(clock.waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(3000)
  })

  it('writes the stop file for a helper without a channel and waits for its final status', async () => {
    writeStatus(statusFile, status({ control: 'stop-file' }))
    const clock = stepClock()
    // The helper, standing in: it sees the stop file on its next look and stops.
    const sleep = clock.sleep
    clock.sleep = async (ms, signal) => {
      if (existsSync(stopFileOf(statusFile)))
        writeStatus(
          statusFile,
          status({ control: 'stop-file', stoppedBy: 'request', stoppedAt: 'x' })
        )
      return sleep(ms, signal)
    }
    const machine = host({ clock })
    const r = await stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
    expect(r.how).toBe('request')
    expect(machine.kills).toEqual([])
  })

  it('writes the stop file for a helper without a channel even when something else holds its name', async () => {
    // On Windows a process that created the pipe first keeps the helper off it: the helper
    // watches its stop file, and whatever answers on the name is not the helper.
    writeStatus(statusFile, status({ control: 'stop-file' }))
    const [address] = channelAddresses(RUN_KEY, folder, facts(LOCAL))
    const squatter = await squat(address, 'stopping 00ff\n')
    try {
      const clock = stepClock()
      const sleep = clock.sleep
      clock.sleep = async (ms, signal) => {
        if (existsSync(stopFileOf(statusFile)))
          writeStatus(statusFile, status({ control: 'stop-file', stoppedAt: 'x' }))
        return sleep(ms, signal)
      }
      const machine = host({ clock })
      const r = await stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
      expect(r.how).toBe('request')
      expect(machine.kills).toEqual([])
      // Its status says it has no channel: nothing listening on the name is asked.
      expect(squatter.connections).toBe(0)
    } finally {
      await squatter.close()
    }
  })

  handOver.it(
    'keeps asking past a listener without the token, within the wait, until the helper answers',
    async () => {
      // A starting helper has not written its status yet; something else answers first.
      const [address] = channelAddresses(RUN_KEY, folder, facts('darwin'))
      const squatter = await squat(address, 'stopping 00ff\n')
      const clock = stepClock()
      const sleep = clock.sleep
      let helper: Awaited<ReturnType<typeof helperEnd>> | undefined
      clock.sleep = async (ms, signal) => {
        // After a few attempts the squatter is gone and the real helper listens.
        if (squatter.connections >= 2 && !helper) {
          await squatter.close()
          helper = await helperEnd()
          helper.finish()
        }
        return sleep(ms, signal)
      }
      const machine = host({ clock })
      const stopping = stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
      await until(() => helper?.stops === 1)
      machine.exit()
      const r = await stopping
      expect(r.how).toBe('request')
      expect(machine.kills).toEqual([])
    }
  )

  sockets.it('never asks a socket in a folder it cannot prove private to this user', async () => {
    // The temporary directory's folder of this run's name, made by someone else first.
    chmodSync(folder, 0o755)
    writeStatus(statusFile, status())
    const [, own] = channelAddresses(RUN_KEY, folder, facts('darwin'))
    mkdirSync(dirname(own), { mode: 0o755 })
    const squatter = await squat(own, '')
    try {
      const machine = host({ clock: stepClock() })
      const r = await stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
      expect(r.how).toBe('left-alone')
      expect(squatter.connections).toBe(0)
    } finally {
      await squatter.close()
    }
  })

  it('leaves the stop file for a helper that has written no status: it reads it once it listens', async () => {
    // Its process exists; its code has not run yet (below normal priority, a busy machine).
    const clock = stepClock()
    const machine = host({ clock })
    const r = await stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine, waitMs: 3000 })
    expect([r.how, machine.kills]).toEqual(['left-alone', []])
    // Once it runs, it was asked: it stops before it does anything, and takes the file.
    expect(stoppedBeforeListening(stopFileOf(statusFile), facts(LOCAL))).toBe(true)
    expect(existsSync(stopFileOf(statusFile))).toBe(false)
    expect(stoppedBeforeListening(stopFileOf(statusFile), facts(LOCAL))).toBe(false)
  })

  it('writes no stop file for a helper that has begun: its channel is how it is asked', async () => {
    const helper = await helperEnd()
    const machine = host({ clock: new HandClock(Date.now()) })
    const stopping = stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
    await until(() => helper.stops === 1)
    expect(existsSync(stopFileOf(statusFile))).toBe(false)
    machine.exit()
    helper.finish()
    expect((await stopping).how).toBe('request')
  })

  it('takes a helper whose folder is gone as stopped before it began (its run has ended)', () => {
    rmSync(folder, { recursive: true })
    expect(stoppedBeforeListening(stopFileOf(statusFile), facts(LOCAL))).toBe(true)
  })

  it('says nothing when there was no helper', async () => {
    const r: StopResult = await stopHelper(undefined, statusFile, { host: host() })
    expect(r.how).toBe('none')
    expect(stopDescription(r)).toBeUndefined()
  })
})

describe('the status file, as post reads it', () => {
  fifos.it(
    'is read only when it is a small regular file of this user: never waits on a FIFO',
    () => {
      const fifo = join(folder, 'fifo.json')
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0)
      // No one writes into it: a plain read would wait for ever, and post with it.
      expect(readStatus(fifo)).toBeUndefined()
      writeFileSync(statusFile, JSON.stringify({ ...status(), pad: 'x'.repeat(1 << 20) }))
      expect(readStatus(statusFile)).toBeUndefined()
      symlinkSync(join(folder, 'elsewhere.json'), join(folder, 'link.json'))
      writeStatus(join(folder, 'elsewhere.json'), status())
      expect(readStatus(join(folder, 'link.json'))).toBeUndefined()
      for (const garbage of ['null', '5', '"x"', '[1]', '{'])
        expect(readStatus((writeFileSync(statusFile, garbage), statusFile))).toBeUndefined()
      writeStatus(statusFile, status())
      expect(readStatus(statusFile)?.token).toBe(TOKEN)
    }
  )

  it("is not believed when it is another user's (a shared folder): its stop time does not spare the helper", async () => {
    writeStatus(statusFile, status({ stoppedAt: '2026-11-23T10:06:00Z', stoppedBy: 'lifetime' }))
    const uid = (process.getuid?.() ?? 0) + 1
    expect(readStatus(statusFile, uid)).toBeUndefined()
    const machine = { ...host({ clock: stepClock() }), uid }
    const r = await stopHelper(PID, statusFile, { runKey: RUN_KEY, host: machine })
    expect(r.how).not.toBe('gone')
    expect(r.status).toBeUndefined()
  })
})

describe('the stop file', () => {
  it('stops a helper that watches it, once it is there', async () => {
    chmodSync(folder, 0o755)
    let stops = 0
    const control = await openStopControl({
      addresses: [],
      stopFile: stopFileOf(statusFile),
      token: TOKEN,
      onStop: () => stops++,
      final: Promise.resolve()
    })
    opened.push(control)
    expect(control.kind).toBe('stop-file')
    expect(writeStopFile(stopFileOf(statusFile))).toBe(true)
    await until(() => stops === 1)
    expect(existsSync(stopFileOf(statusFile))).toBe(false)
  })
})

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise(r => setTimeout(r, 5))
  }
}

/**
 * GitLab's Docker executor (gitlab-runner executors/docker/internal/exec/exec.go) runs each
 * stage of a job in the build container, started for the stage and stopped after it: the
 * helper started in before_script is killed with the script's stage (SIGKILL, as every process
 * of a pid namespace whose first process ends), leaving a status with no stop time, and
 * after_script runs in the container started afresh, a new pid namespace, where the helper's
 * pid may be held by any process of the new stage.
 */
describe('a helper whose stage ended (GitLab Docker executor)', () => {
  it('is taken as ended with its stage: nothing asked, waited for or killed, and no trouble', async () => {
    const clock = new FakeClock()
    writeStatus(statusFile, status({ pidNamespace: 'pid:[4026532301]' }))
    // The pid is held in the new stage, by a process that is not the helper.
    const h = host({
      clock,
      platform: 'linux',
      pidNamespace: 'pid:[4026532377]',
      proc: { cmdline: 'sh\0-c\0after_script', startTicks: '99' }
    })
    const r = await stopHelper(PID, statusFile, { runKey: RUN_KEY, host: h })
    const seen = {
      how: r.how,
      waited: clock.waits,
      kills: h.kills,
      trouble: helperTrouble(PID, r),
      said: stopDescription(r)
    }
    const want = {
      how: 'stage-ended',
      waited: [],
      kills: [],
      trouble: undefined,
      said: "ended with its stage's container, after 3 heartbeat(s)"
    }
    if (JSON.stringify(seen) !== JSON.stringify(want)) expect(seen).toEqual(want)
  })

  it('is asked as before in the pid namespace it was started in', async () => {
    writeStatus(statusFile, status({ pidNamespace: 'pid:[4026532301]' }))
    const h = host({ platform: 'linux', pidNamespace: 'pid:[4026532301]', running: false })
    expect((await stopHelper(PID, statusFile, { runKey: RUN_KEY, host: h })).how).toBe('gone')
  })
})
