/**
 * What a wrapped command leaves running when it exits by itself (a server started with
 * `nohup ./server &`, a `(cmd &)` child): exec's end is the command's, and what it left keeps
 * a place to write. Through the built CLI, as a CI shell runs it: its own process, its output
 * into a pipe the test reads, as a runner's log reads it.
 *
 * The named pipes exec gives the command are POSIX's (mkfifo); on Windows, Node's pipes are
 * used and a write to a pipe with no reader fails with an error rather than a signal, so what
 * is checked here (death by SIGPIPE) cannot happen there the same way.
 */
import { afterAll, beforeAll, beforeEach, expect } from '@jest/globals'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { expectEqual } from '../expect-equal.js'
import { POSIX, alive, onlyOn } from '../platform.js'
import { startCli, tempDir, until } from './run-cli.js'

const KEY = 'jm_leftovers_test_key_5d4c3b2a'
let emu: Emulator
let env: NodeJS.ProcessEnv
let dir: string
/** Processes a test left running, ended after it. */
const left: number[] = []

const fifos = onlyOn(POSIX, 'named pipes and SIGPIPE are POSIX (see the head of this file)')

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 10_000 })
})
afterAll(async () => {
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // gone
    }
  }
  await emu.close()
})
beforeEach(() => {
  emu.reset()
  dir = tempDir('jm-leftovers-')
  env = {
    JOB_MONITOR_API_KEY: KEY,
    JOB_MONITOR_BASE_URL: emu.url,
    JOB_MONITOR_QUEUE_DIR: join(dir, 'queue')
  }
})

/** exec of `sh -c script` (with `dir` as $1), run to its end as a CI shell runs it. */
async function exec(script: string) {
  const { done } = startCli(
    [
      'exec',
      '-n',
      'leaves-a-daemon',
      '--heartbeat-interval',
      '0',
      '--',
      'sh',
      '-c',
      script,
      'sh',
      dir
    ],
    env
  )
  return done
}

/** The pid a script wrote into `name` under `dir`. */
const pidIn = (name: string): Promise<number> =>
  until(() => Number(readFileSync(join(dir, name), 'utf8').trim()) || undefined, 5000).then(
    pid => (left.push(pid), pid)
  )

fifos.it(
  'a daemon the command left writes its next line after exec has exited, and one 10 s later, and lives',
  async () => {
    // The daemon inherits the command's stdout and stderr, as `nohup ./server &` in a CI
    // job does (nohup redirects only a terminal). It writes its next line when told to, after
    // exec has exited, and another 10 s later: whatever keeps a reader for it has no time bound
    // (the one test of this suite that waits so long for real).
    const daemon =
      `(while [ ! -e "$1/go" ]; do sleep 0.02; done; echo "next log line"; echo "next log line" >&2; ` +
      `sleep 10; echo "a line 10 s later"; echo written > "$1/wrote"; exec sleep 60) & ` +
      `echo $! > "$1/daemon.pid"; echo started`
    const r = await exec(daemon)
    const pid = await pidIn('daemon.pid')
    writeFileSync(join(dir, 'go'), '')
    // Written, or killed by a write (SIGPIPE): whichever comes first.
    await until(() => existsSync(join(dir, 'wrote')) || !alive(pid), 20_000)
    expectEqual(
      {
        code: r.code,
        stdout: r.stdout.toString(),
        wrote: existsSync(join(dir, 'wrote')),
        alive: alive(pid),
        status: emu.runs()[0]?.status
      },
      { code: 0, stdout: 'started\n', wrote: true, alive: true, status: 'success' }
    )
  },
  40_000
)

fifos.it("reports the command's own duration, not a wait for what it left behind", async () => {
  const r = await exec(`sleep 60 & echo $! > "$1/sleeper.pid"; true`)
  await pidIn('sleeper.pid')
  const [run] = emu.runs()
  expectEqual(
    {
      code: r.code,
      logs: /\[exit 0, (\d+ ms|0\.\d s)\]/.test(run?.logs ?? ''),
      said: /left processes that hold its output/.test(r.stderr.toString())
    },
    { code: 0, logs: true, said: true }
  )
  expect(run.logs).not.toMatch(/\[exit 0, [1-9][\d.]* s/)
})

fifos.it(
  'passes on and keeps all the command wrote before it exited, a leftover holding the pipes',
  async () => {
    // More than a pipe holds (64 KiB): the command waits for it to be read, and exits with
    // the rest still in the pipe, its leftover writing on.
    const script =
      `(trap '' PIPE; while :; do echo leftover; sleep 0.01; done) & echo $! > "$1/chatty.pid"; ` +
      `head -c 300000 /dev/zero | tr '\\0' x; echo; echo LAST LINE OF THE COMMAND`
    const r = await exec(script)
    await pidIn('chatty.pid')
    const out = r.stdout.toString()
    const [run] = emu.runs()
    expectEqual(
      {
        code: r.code,
        xs: out.split('x').length - 1,
        last: out.includes('LAST LINE OF THE COMMAND\n'),
        reported: run?.logs?.includes('LAST LINE OF THE COMMAND') ?? false
      },
      { code: 0, xs: 300_000, last: true, reported: true }
    )
  },
  30_000
)

fifos.it(
  'exits at once when what the command left writes without a pause',
  async () => {
    // `yes` fills the pipe as fast as it is read: what is read at the exit is bounded.
    const r = await exec(`yes leftover & echo $! > "$1/yes.pid"; echo done`)
    const pid = await pidIn('yes.pid')
    process.kill(pid, 'SIGKILL')
    // What passed through: the command's line, and at most about what the pipe held at its exit.
    expect(r.stdout.length).toBeLessThan(2 * 1024 * 1024)
    expectEqual(
      { code: r.code, done: r.stdout.toString().includes('done\n') },
      { code: 0, done: true }
    )
  },
  30_000
)
