/**
 * A newcomer's first steps in a checkout: `npm ci` links no `job-monitor` command (a package's
 * own bin is linked only where it is installed), so the README says how to run the tool from
 * the checkout, and that way works. The README stays a front page.
 */
import { describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { promisify } from 'node:util'

const readme = readFileSync('README.md', 'utf8')
const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version

/** npm as the test suite's own `npm test` ran it (npm_execpath), else the one on the PATH. */
function npm(args: string[]): Promise<{ stdout: string }> {
  const cli = process.env.npm_execpath
  return cli && /\.c?js$/.test(cli)
    ? promisify(execFile)(process.execPath, [cli, ...args], { encoding: 'utf8' })
    : promisify(execFile)('npm', args, { encoding: 'utf8' })
}

describe('the command-line tool from a checkout', () => {
  it('runs as the README says: npm run cli -- <command>', async () => {
    expect(readme).toContain('npm run cli -- exec -n try-me -- echo hi')
    const { stdout } = await npm(['run', '--silent', 'cli', '--', '--version'])
    expect(stdout.trim()).toBe(version)
  }, 30_000)
})

describe('the README', () => {
  it('is a front page of at most 15 KB, the rest in docs/', () => {
    expect(statSync('README.md').size).toBeLessThanOrEqual(15 * 1024)
  })

  it('keeps its two set-up commands as its first lines', () => {
    const lines = readme.split('\n')
    expect(lines.slice(0, 6)).toEqual([
      '# job-monitor',
      '',
      '```sh',
      'npm ci && npm run demo   # the whole product on an embedded local service: no network, no key',
      'npm run demo -- --serve  # the same, then its jobs and runs stay open in a browser until Ctrl-C',
      'npm ci && npm test       # the test suite (npm run test:tools: the tests that drive real tools)'
    ])
  })
})
