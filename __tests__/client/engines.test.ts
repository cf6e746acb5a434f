import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

// semver comes with the test tooling; the package itself does not depend on it.
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean
}

const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } })
  .engines.node

describe('package.json engines', () => {
  // process.getBuiltinModule (the client's transport loads TLS with it) came in 22.3.0 and
  // was backported to 20.16.0; Node 21 never had it.
  it.each(['20.16.0', '20.19.5', '22.3.0', '22.20.0', '24.9.0'])('admits %s', version => {
    expect(semver.satisfies(version, engines)).toBe(true)
  })

  it.each(['18.20.0', '20.0.0', '20.15.1', '21.7.3', '22.2.0'])(
    'refuses %s, which lacks an API the bundles call',
    version => {
      expect(semver.satisfies(version, engines)).toBe(false)
    }
  )
})
