/**
 * The built command-line tool wrapping a command that prints the API key in another encoding
 * (UTF-16 as PowerShell and Windows tools write it, JSON `\uXXXX` escapes, percent-encoding
 * once or twice, HTML character references, `\xNN` escapes, mixed with plain characters or not;
 * base64 of its UTF-16 as PowerShell's `-EncodedCommand` takes it): nothing the emulator
 * receives holds the key in that encoding, nor as JSON carries it.
 */
import { describe, expect, it } from '@jest/globals'
import { runCli } from '../cli/run-cli.js'
import { emulatedService } from './emulated-service.js'
import { type Encoding, type Spelling, encodeBytes } from '../logs/encodings.js'

const KEY = 'jm_e2e_enc_key_5f1c9a7b3d'
const { emulator, env, received } = emulatedService(KEY)
const MIXED: Spelling = {
  escaped: [true, false, true],
  upper: [false, true],
  zeros: [0, 2, 6],
  alt: [true, false]
}
const CASES: Array<[string, Encoding, Spelling | undefined]> = [
  ['UTF-16LE', 'utf-16le', undefined],
  ['UTF-16BE', 'utf-16be', undefined],
  ['JSON escapes', 'json', undefined],
  ['JSON escapes mixed with plain characters', 'json', MIXED],
  ['percent-encoding', 'percent', undefined],
  ['percent-encoding mixed, either case', 'percent', MIXED],
  ['percent-encoding applied twice', 'percent-twice', undefined],
  ['percent-encoding, once and twice mixed', 'percent-twice', MIXED],
  ['HTML decimal references', 'html', undefined],
  ['HTML decimal references mixed, with leading zeros', 'html', MIXED],
  ['HTML hex references', 'html-hex', undefined],
  ['HTML hex references mixed, either case', 'html-hex', MIXED],
  ['\\xNN escapes', 'c-hex', undefined],
  ['\\xNN escapes mixed, either case', 'c-hex', MIXED],
  ['base64 of its UTF-16LE', 'base64-utf-16le', undefined],
  ['base64url of its UTF-16BE', 'base64-utf-16be', MIXED]
]

/** A text as a JSON body carries it (NUL and backslash escaped). */
const asJson = (t: string): string => JSON.stringify(t).slice(1, -1)

describe('the key printed in another encoding by a wrapped command', () => {
  it.each(CASES)('never reaches the service in %s', async (_, encoding, spelling) => {
    const form = encodeBytes(KEY, encoding, spelling)
    // The bytes come from the environment: the command line (in the report's header) holds no form.
    const script =
      "process.stdout.write('printed: '); process.stdout.write(Buffer.from(process.env.FORM_HEX, 'hex'));" +
      "process.stdout.write(' :end\\n'); process.stderr.write(Buffer.from(process.env.FORM_HEX, 'hex')); process.exit(1)"
    const r = await runCli(
      ['exec', '-n', `encoded-${encoding}`, '--', process.execPath, '-e', script],
      env({ FORM_HEX: form.toString('hex') })
    )
    expect(r.code).toBe(1)
    // The command's own output is passed through as it was written.
    expect(r.stdout.includes(form)).toBe(true)
    const [run] = emulator().runs()
    expect(run).toMatchObject({ status: 'failed' })
    expect(String(run.logs)).toContain('printed: ')
    expect(String(run.logs)).toContain(' :end')
    const text = form.toString('utf8')
    const all = received()
    expect(all).not.toContain(text)
    expect(all).not.toContain(asJson(text))
    expect(all).not.toContain(KEY)
  })
})
