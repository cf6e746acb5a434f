import { expect, it } from '@jest/globals'
import { Redactor, type Edges } from '../../src/logs/redact.js'

/**
 * Texts built to make a backtracking pattern rescan the rest of the text at every match, and
 * the edges they are redacted with (a head's end and a tail's start are open: a secret may run
 * on past the cut). An older regular expression engine may rescan where a newer one does not
 * (Node 20's ran a pattern that begins with a lookbehind at every position, which made a
 * lookbehind over a run of letters quadratic there only): CI runs this file on the lowest Node
 * the package supports too (npm run test:lowest-node).
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
