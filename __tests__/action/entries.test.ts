import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { startedAsScript } from '../../src/action/entry.js'
import { failOnErrorOf } from '../../src/action/settings.js'
import { BOOLEAN_WORDS } from '../../src/settings/check.js'

/** Each word with the meaning fail-on-error gives it; refused words count as false here. */
const WORDS: [string, boolean][] = [
  ...BOOLEAN_WORDS.true.map((w): [string, boolean] => [w, true]),
  ...BOOLEAN_WORDS.false.map((w): [string, boolean] => [w, false]),
  ['TRUE', true],
  ['Yes', true],
  [' on ', true],
  ['OFF', false],
  ['', false],
  ['maybe', false],
  ['y', false],
  ['2', false]
]

describe('failOnErrorOf', () => {
  it.each(WORDS)('reads %j as %s', (word, meaning) => {
    expect(failOnErrorOf(name => (name === 'fail-on-error' ? word : ''))).toBe(meaning)
  })
})

/**
 * The entries' last-resort catch: an unexpected error from the step fails the job only when
 * fail-on-error says so, in the same words as the setting.
 */
describe.each([
  ['main', '../../src/action/main.js', 'runMain', '../../src/entries/main.js'],
  ['post', '../../src/action/post.js', 'runPost', '../../src/entries/post.js'],
  ['notify', '../../src/action/notify.js', 'runNotify', '../../src/entries/notify.js']
])('the %s entry', (_name, stepModule, run, entry) => {
  const saved = { ...process.env }
  let out: string[]
  /** What the mocked step does when the entry calls it; each test sets it. */
  let step: () => Promise<void> = async () => undefined
  let entryRun: () => Promise<void>
  let imported: { run?: unknown }
  /** Calls of the step while the entry was being imported: a debugger's import starts nothing. */
  let callsOnImport = 0

  // The entry is imported once, with the step module mocked: loading it afresh for each of
  // the words below cost a second and a half of module loading and nothing else.
  beforeAll(async () => {
    jest.resetModules()
    jest.unstable_mockModule(stepModule, () => ({ [run]: () => step() }))
    step = async () => {
      callsOnImport++
    }
    imported = (await import(entry)) as { run?: unknown }
    entryRun = imported.run as () => Promise<void>
    await new Promise(resolve => setImmediate(resolve))
  })
  beforeEach(() => {
    out = []
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      out.push(String(chunk))
      return true
    })
  })
  afterEach(() => {
    jest.restoreAllMocks()
    process.env = { ...saved }
    process.exitCode = undefined
  })

  it.each(WORDS)('with fail-on-error %j fails the step: %s', async (word, fails) => {
    process.env['INPUT_FAIL-ON-ERROR'] = word
    let caught!: Promise<void>
    step = () => {
      caught = Promise.reject(new Error('unexpected trouble'))
      return caught
    }
    await entryRun()
    await caught.catch(() => undefined)
    const text = out.join('')
    expect(text).toContain('::warning::job-monitor: unexpected trouble')
    expect(text.includes('::error::unexpected trouble')).toBe(fails)
    expect(process.exitCode).toBe(fails ? 1 : undefined)
  })

  it('exports run() and leaves starting the step to whoever imported it', async () => {
    let calls = 0
    step = async () => {
      calls++
    }
    expect(typeof imported.run).toBe('function')
    expect(callsOnImport).toBe(0)
    await entryRun()
    expect(calls).toBe(1)
  })
})

/** The runner runs `node dist/<step>/index.js`: the entry starts itself only then. */
describe('startedAsScript', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'jm-entry-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('is true for the script node was started with, also through a symbolic link', () => {
    const script = join(dir, 'index.js')
    writeFileSync(script, '')
    symlinkSync(dir, join(dir, 'link'))
    const url = pathToFileURL(script).href
    expect(startedAsScript(url, script)).toBe(true)
    expect(startedAsScript(url, join(dir, 'link', 'index.js'))).toBe(true)
    expect(startedAsScript(pathToFileURL(join(dir, 'link', 'index.js')).href, script)).toBe(true)
  })

  it('is false when another script was started (a debugger imports the entry)', () => {
    const script = join(dir, 'index.js')
    const debuggerScript = join(dir, 'debugger.js')
    writeFileSync(script, '')
    writeFileSync(debuggerScript, '')
    expect(startedAsScript(pathToFileURL(script).href, debuggerScript)).toBe(false)
    expect(startedAsScript(pathToFileURL(script).href, undefined)).toBe(false)
    expect(startedAsScript(pathToFileURL(join(dir, 'gone.js')).href, join(dir, 'gone.js'))).toBe(
      false
    )
  })
})
