/**
 * The command exec wraps does not get the API key: a build tool that prints its environment, or
 * an `env` under the wrapper, must not show it. Neither JOB_MONITOR_API_KEY nor a copy of the
 * key under another name reaches the command, unless --pass-api-key (or
 * JOB_MONITOR_PASS_API_KEY) asks for it. The environment is a process's: the command prints
 * its own (`env`), which exec passes through; once, the built command-line tool runs as a shell
 * runs it.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { execOptions } from '../../src/cli/command-settings.js'
import { RUN_COOKIE_VARIABLE } from '../../src/run/run-cookie.js'
import { cli, runCli, tempDir } from './run-cli.js'
import { leakedPieces } from '../security/leaks.js'
import { shell } from '../platform.js'

let dir: string

beforeEach(() => {
  dir = tempDir('jm-exec-env-')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

interface Seen {
  env: string
  stderr: string
}

/** `env`, which prints the environment it got, where there is one (it starts fastest); node elsewhere. */
const printEnvironment = (): string[] =>
  shell.here
    ? ['env']
    : [
        process.execPath,
        '-e',
        `process.stdout.write(Object.entries(process.env).map(([k, v]) => k + '=' + v + '\\n').join(''))`
      ]

/**
 * Runs `job-monitor exec <flags> -- env` with `env`; what the command saw, from its output. In
 * this process (main() is given `env` as the built tool is given its own), or, with
 * `asProcess`, as a shell runs the built tool.
 */
async function commandEnvironment(
  flags: string[],
  env: NodeJS.ProcessEnv,
  asProcess = false
): Promise<Seen> {
  const args = ['exec', '-n', 'env-dump', ...flags, '--', ...printEnvironment()]
  const r = await (asProcess ? runCli : cli)(args, env)
  expect(r.code).toBe(0)
  return { env: withoutCookie(r.stdout.toString()), stderr: r.stderr.toString() }
}

/**
 * The environment printed, less the run's cookie: 32 random hex digits drawn afresh for each
 * run, which hold a 4-character run of a hex-like key (this file's has 13) in about one run of 170
 * by chance alone.
 * That the cookie is random and holds nothing of the key is exec-cancel.test.ts's "the
 * command's cookie".
 */
function withoutCookie(printed: string): string {
  return printed
    .split('\n')
    .filter(line => !line.startsWith(`${RUN_COOKIE_VARIABLE}=`))
    .join('\n')
}

// No service address: nothing is sent, the command runs all the same.
const base = (): NodeJS.ProcessEnv => ({ HOME: dir })

/** Keys as services issue them, and odd ones: at least 8 characters, any printable ASCII. */
const keys = fc
  .string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEF0123456789_-+/=.~'),
    minLength: 8,
    maxLength: 64
  })
  .filter(k => k.trim() === k)

describe('the command exec wraps', () => {
  it('never sees the key, nor any piece of it, under any name', async () => {
    // What the command sees anyway (PATH, HOME, the shell's own): a piece of the key found
    // there is not a leak.
    const around = (await commandEnvironment([], base())).env
    await fc.assert(
      fc.asyncProperty(keys, fc.boolean(), async (key, padded) => {
        const { env: seen } = await commandEnvironment([], {
          ...base(),
          JOB_MONITOR_API_KEY: padded ? ` ${key}\n` : key,
          // A copy under another name is the same secret.
          DEPLOY_KEY_COPY: key
        })
        expect(seen).not.toContain('JOB_MONITOR_API_KEY')
        expect(seen).not.toContain('DEPLOY_KEY_COPY')
        expect(leakedPieces(seen, key, around)).toEqual([])
      }),
      { numRuns: 12 }
    )
  })

  it('never sees it through the built tool, run as a shell runs it, nor do its helpers', async () => {
    const around = (await commandEnvironment([], base())).env
    const key = 'jm_key_0123456789abcdef'
    const env: NodeJS.ProcessEnv = { ...base(), JOB_MONITOR_API_KEY: key, DEPLOY_KEY_COPY: key }
    // Where exec makes its pipes with mkfifo: one first in PATH writes down what it was given,
    // then does its work. As a process, exec finds mkfifo on its own PATH.
    const given = join(dir, 'mkfifo-env')
    if (shell.here) {
      const bin = join(dir, 'bin')
      const mkfifo = execFileSync('sh', ['-c', 'command -v mkfifo'], { encoding: 'utf8' }).trim()
      mkdirSync(bin)
      writeFileSync(join(bin, 'mkfifo'), `#!/bin/sh\nenv > '${given}'\nexec ${mkfifo} "$@"\n`, {
        mode: 0o755
      })
      env.PATH = `${bin}${delimiter}${process.env.PATH}`
    }
    const { env: seen } = await commandEnvironment([], env, true)
    expect(leakedPieces(seen, key, around)).toEqual([])
    expect(seen).toContain(`HOME=${dir}`)
    if (shell.here) expect(readFileSync(given, 'utf8')).not.toContain(key)
  })

  it('keeps every other variable as it was', async () => {
    const { env: seen } = await commandEnvironment([], {
      ...base(),
      JOB_MONITOR_API_KEY: 'jm_key_0123456789abcdef',
      BUILD_FLAVOUR: 'release',
      JOB_MONITOR_QUEUE_DIR: join(dir, 'queue')
    })
    expect(seen).toContain('BUILD_FLAVOUR=release\n')
    expect(seen).toContain(`JOB_MONITOR_QUEUE_DIR=${join(dir, 'queue')}\n`)
  })

  it('never sees a key given with --api-key either', async () => {
    const key = 'jm_flag_key_0123456789abcdef'
    const { env: seen } = await commandEnvironment(['--api-key', key], { ...base(), SAME_KEY: key })
    expect(seen).not.toContain(key)
  })

  it('gets the key as JOB_MONITOR_API_KEY with --pass-api-key', async () => {
    await fc.assert(
      fc.asyncProperty(keys, async key => {
        const { env: seen } = await commandEnvironment(['--pass-api-key'], {
          ...base(),
          JOB_MONITOR_API_KEY: key,
          DEPLOY_KEY_COPY: key
        })
        expect(seen).toContain(`JOB_MONITOR_API_KEY=${key}\n`)
        expect(seen).toContain(`DEPLOY_KEY_COPY=${key}\n`)
      }),
      { numRuns: 4 }
    )
  })

  it('gets the key from --api-key as JOB_MONITOR_API_KEY with --pass-api-key', async () => {
    const key = 'jm_flag_key_0123456789abcdef'
    const { env: seen } = await commandEnvironment(['--api-key', key, '--pass-api-key'], base())
    expect(seen).toContain(`JOB_MONITOR_API_KEY=${key}\n`)
  })

  it.each([
    ['true', true],
    ['yes', true],
    ['1', true],
    ['on', true],
    ['false', false],
    ['no', false],
    ['0', false],
    ['', false]
  ])('reads JOB_MONITOR_PASS_API_KEY=%j as passing the key: %s', (word, passes) => {
    // Each word as exec reads it; what passing the key does to the environment is shown below,
    // by a command run for a word of each meaning.
    const o = execOptions({ 'job-name': 'j' }, ['env'], { JOB_MONITOR_PASS_API_KEY: word })
    expect(o.passApiKey).toBe(passes)
  })

  it.each([
    ['yes', true],
    ['no', false]
  ])('with JOB_MONITOR_PASS_API_KEY=%j, gets the key: %s', async (word, gets) => {
    const key = 'jm_key_0123456789abcdef'
    const { env: seen } = await commandEnvironment([], {
      ...base(),
      JOB_MONITOR_API_KEY: key,
      JOB_MONITOR_PASS_API_KEY: word
    })
    expect(seen.includes(`JOB_MONITOR_API_KEY=${key}\n`)).toBe(gets)
    if (!gets) expect(seen).not.toContain(key)
  })

  it('does not get it when JOB_MONITOR_PASS_API_KEY is no yes/no word, and hears why', async () => {
    const key = 'jm_key_0123456789abcdef'
    const { env: seen, stderr } = await commandEnvironment([], {
      ...base(),
      JOB_MONITOR_API_KEY: key,
      JOB_MONITOR_PASS_API_KEY: 'please'
    })
    expect(seen).not.toContain(key)
    expect(stderr).toMatch(/JOB_MONITOR_PASS_API_KEY must be true or false/)
  })
})
