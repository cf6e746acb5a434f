/**
 * The built command-line tool wrapping a command that dumps a `.env` holding the API key, as
 * real logs show it: Node's print of the file read with no encoding (`<Buffer 4a 4f ...>`), and
 * GNU `base64` of it, broken at 76 columns. Neither the end report's logs nor its error_details
 * (the failed run's quote of its output) carries the key in either layout, nor its plain form.
 */
import { expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCli, tempDir } from '../cli/run-cli.js'
import { emulatedService } from './emulated-service.js'
import { leaked } from '../logs/stream-reads.js'

const KEY = 'JMKEY' + 'E2ELAYOUTQ7W3E9R2T8Y4U6I1O5P0A'
const { emulator, env, received } = emulatedService(KEY)

it('sends neither the hex of a printed Buffer nor wrapped base64 of the key', async () => {
  const dir = tempDir('jm-laid-out-')
  const file = join(dir, '.env')
  // The key's bytes start 2 bytes in: base64 at that alignment, inside a line that wraps.
  writeFileSync(file, `K=${KEY}\nREGION=eu-west-1\nDEBUG=${'x'.repeat(40)}\n`)
  const dump = `console.log(require('fs').readFileSync(process.argv[1])); console.error('ERROR: bad config')`
  // `base64` wraps at 76 columns; Node's print as `console.log(buffer)` shows it.
  const script = `node -e "$1" "$2"; base64 "$2"; echo "ERROR: see above" >&2; exit 3`
  const r = await runCli(
    ['exec', '-n', 'dumps-env', '--', 'sh', '-c', script, 'sh', dump, file],
    env({ PATH: `${join(process.execPath, '..')}:${process.env.PATH}` })
  )
  expect(r.code).toBe(3)
  const out = r.stdout.toString()
  // Passed through unchanged, both layouts holding the key.
  const hex = [...Buffer.from(KEY)].map(b => b.toString(16).padStart(2, '0')).join(' ')
  expect(out).toContain(hex)
  const b64 = Buffer.from(`K=${KEY}\n`).toString('base64')
  const core = b64.slice(4, Math.floor((2 + KEY.length) / 3) * 4)
  expect(out.replace(/\n/g, '')).toContain(core)
  const [run] = emulator().runs()
  expect(run).toMatchObject({ status: 'failed' })
  expect(String(run.error_details)).toContain('ERROR: see above')
  const all = received()
  expect(leaked(all, hex, 8)).toEqual([])
  expect(leaked(all.replace(/\\n/g, ''), core, 8)).toEqual([])
  expect(all).not.toContain(KEY)
})
