import { expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { Redactor, type Edges } from '../../src/logs/redact.js'
import { inChild } from '../in-child.js'
import { onlyWhen } from '../platform.js'

/**
 * Texts built to make a backtracking pattern rescan the rest of the text at every match, and
 * the edges they are redacted with (a head's end and a tail's start are open: a secret may run
 * on past the cut).
 */
const HOSTILE: Array<[string, string, Edges]> = [
  ['BEGIN lines with no END', '-----BEGIN RSA PRIVATE KEY-----\n'.repeat(80_000), {}],
  ['opened quotes that never close', 'password="'.repeat(100_000), {}],
  ['one long name-like run', 'a'.repeat(1_000_000) + '_TOKEN', {}],
  ['URL schemes with no host', 'a://b:'.repeat(150_000), {}],
  // A fifth of a megabyte: a minute for a quadratic scheme search, as for the edges below.
  ['a run of dashed words with no scheme end', 'a-'.repeat(100_000), {}],
  ['sk- runs with no digit', 'sk-' + 'a'.repeat(1_000_000), {}],
  // A third of a megabyte: minutes for a quadratic edge, not the hours a megabyte would take.
  ['a long line before the open end of a head', `${'a'.repeat(300_000)}\n`, { openEnd: true }],
  ['a long line after the open start of a tail', `\n${'a'.repeat(300_000)}`, { openStart: true }]
]

it.each(HOSTILE)('redacts megabytes of %s without a quadratic rescan', (_what, text, edges) => {
  const r = new Redactor(['a-registered-secret'])
  const began = performance.now()
  const out = r.redact(text, edges)
  // A guard against a hang, not a measure of speed (npm run bench measures): linear work takes
  // tens of milliseconds here, a quadratic pattern 10^11 steps or more, minutes. The bound sits
  // far from both, so a machine busy with other work does not fail it.
  expect(performance.now() - began).toBeLessThan(10_000)
  expect(out.length).toBeGreaterThan(0)
})

/**
 * The command line supports Node 20 (package.json's engines), whose regular expression engine
 * runs a pattern that begins with a lookbehind at every position of the text: a lookbehind
 * that reads back over a run of letters made the URL rule quadratic there, and only there.
 * The same texts, redacted by the Node 20 on PATH (this machine's and CI's own), outside the
 * node_modules one that runs the tests.
 */
function node20(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const bin = join(dir, process.platform === 'win32' ? 'node.exe' : 'node')
    if (dir.includes('node_modules') || !existsSync(bin)) continue
    try {
      const version = execFileSync(bin, ['--version'], { encoding: 'utf8', timeout: 10_000 })
      if (version.startsWith('v20.')) return bin
    } catch {
      // not a node that runs here
    }
  }
  return undefined
}

const NODE_20 = node20()

onlyWhen(NODE_20 ? undefined : 'no Node 20 on PATH').it(
  'redacts the same texts without a quadratic rescan under Node 20',
  async () => {
    const r = await inChild(
      `
      import { Redactor } from SRC(logs/redact.ts)
      const r = new Redactor(['a-registered-secret'])
      const texts = [
        ['BEGIN lines with no END', '-----BEGIN RSA PRIVATE KEY-----\\n'.repeat(80_000), {}],
        ['opened quotes that never close', 'password="'.repeat(100_000), {}],
        ['one long name-like run', 'a'.repeat(1_000_000) + '_TOKEN', {}],
        ['URL schemes with no host', 'a://b:'.repeat(150_000), {}],
        ['a run of dashed words with no scheme end', 'a-'.repeat(100_000), {}],
        ['sk- runs with no digit', 'sk-' + 'a'.repeat(1_000_000), {}],
        ['a long line before the open end of a head', 'a'.repeat(300_000) + '\\n', { openEnd: true }],
        ['a long line after the open start of a tail', '\\n' + 'a'.repeat(300_000), { openStart: true }]
      ]
      const took = {}
      for (const [what, text, edges] of texts) {
        const began = performance.now()
        r.redact(text, edges)
        took[what] = Math.round(performance.now() - began)
      }
      // Still hides what it must.
      const url = r.redact('clone https://user:s3cret@github.com/x and git+ssh://u:p@h', {})
      console.log(JSON.stringify({ version: process.version, took, url }))
      `,
      {},
      60_000,
      NODE_20
    )
    expect(r.hung).toBe(false)
    const last = r.last as { version: string; url: string; took: Record<string, number> }
    // Each text in far less than the bound: linear work is tens of milliseconds.
    for (const ms of Object.values(last.took)) expect(ms).toBeLessThan(10_000)
    expect(last.version).toMatch(/^v20\./)
    expect(last.url).not.toContain('s3cret')
    expect(last.url).toContain('https://user:')
  },
  90_000
)
