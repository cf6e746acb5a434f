import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { emulatorOptions } from '../../src/cli/emulator-command.js'
import { cli } from '../cli/run-cli.js'
import { signals, systemEnv } from '../platform.js'

const EMULATOR = resolve('dist/emulator/index.js')
const KEY = 'emu_given_key_5a4b3c'

function runEmulator(args: string[]) {
  const child = spawn(process.execPath, [EMULATOR, ...args], {
    env: { ...systemEnv(), PATH: process.env.PATH },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', c => (stdout += c))
  child.stderr.on('data', c => (stderr += c))
  const done = new Promise<number | null>(r => child.on('close', code => r(code)))
  const firstLine = new Promise<string>((r, reject) => {
    child.stdout.on('data', () => {
      if (stdout.includes('\n')) r(stdout.split('\n')[0])
    })
    void done.then(() => reject(new Error(`emulator ended: ${stderr}`)))
  })
  // Awaited only by the tests that expect it to listen.
  firstLine.catch(() => {})
  return { child, done, firstLine, stderr: () => stderr }
}

describe('the emulator bundle run on its own', () => {
  signals.it(
    'takes --api-key: the key given is the one it accepts, and it is never printed',
    async () => {
      const emu = runEmulator(['--port', '0', '--api-key', KEY])
      try {
        const url = await emu.firstLine
        const post = (key: string) =>
          fetch(`${url}/heartbeat`, {
            method: 'POST',
            headers: { Authorization: key, 'Content-Type': 'application/json' },
            body: JSON.stringify({ job_name: 'j', current_time: new Date().toISOString() })
          })
        expect((await post(KEY)).status).toBe(200)
        expect((await post('some-other-key')).status).toBe(401)
      } finally {
        process.kill(emu.child.pid!, 'SIGTERM')
      }
      expect(await emu.done).toBe(0)
      expect(emu.stderr()).not.toContain(KEY)
    }
  )

  it('refuses a --port it cannot use: exits 2, naming --port', async () => {
    const emu = runEmulator(['--port=abc'])
    expect(await emu.done).toBe(2)
    expect(emu.stderr()).toMatch(/--port must be/)
  })

  // The bundle reads its flags with emulatorOptions, as job-monitor emulator does (in this
  // process): what one refuses, both do, and the case above shows the bundle's exit 2.
  it.each([['abc'], ['80x'], ['-1'], ['70000']])(
    'refuses --port %s, naming --port, and so does job-monitor emulator',
    async port => {
      expect(() => emulatorOptions({ port }, {})).toThrow(/--port must be/)
      const r = await cli(['emulator', `--port=${port}`], {})
      expect(r.code).toBe(2)
      expect(r.stderr.toString()).toMatch(/--port must be/)
    }
  )
})
