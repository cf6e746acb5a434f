/** Untrusted text never becomes a workflow command: runner.ts is the one gate to the log. */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import fc from 'fast-check'
import { binaryString } from '../arbitraries.js'
import { expectEqual } from '../expect-equal.js'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as runner from '../../src/action/runner.js'
import { parseFileCommands } from '../../scripts/demo/runner.mjs'
import { escapeControl } from '../../src/util/inert-text.js'
import { runnerCommands, unescapeData } from './workflow-commands.js'

let dir: string
let out: string[]
const saved = { ...process.env }

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jm-gate-'))
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
  rmSync(dir, { recursive: true, force: true })
})

/** What hostile text tries: command openers after any line break, inside lines, with spaces. */
const hostile = fc
  .array(
    fc.oneof(
      binaryString({ maxLength: 12 }),
      fc.constantFrom(
        '\n',
        '\r',
        '\r\n',
        '\u0085',
        '\u2028',
        ' ',
        '\t',
        '::',
        '::error::x',
        '::add-mask::k',
        '::set-output name=a::b',
        '::stop-commands::t',
        '::t::',
        '::save-state name=s::v',
        '##[error]x',
        '##[add-mask]k',
        '##[group]g',
        '%0A',
        '\u001b[8m'
      )
    ),
    { maxLength: 12 }
  )
  .map(parts => parts.join(''))

const written = (): string => out.join('')

describe('the log gate', () => {
  it('prints a job name with a newline and a command inertly (job-name: "evil\\n::error::x")', () => {
    runner.info(`job-monitor: run r-1 started for 'evil\n::error::x'`)
    expect(runnerCommands(written()).filter(c => c.name === 'error')).toEqual([])
    expect(written()).toContain("started for 'evil\n::error::x'")
  })

  it('info: any text prints as it is and issues no command of its own', () => {
    fc.assert(
      fc.property(hostile, text => {
        out = []
        runner.info(text)
        const commands = runnerCommands(written())
        const token = commands[0]?.data
        // At most the fence: stop-commands with a token, then that token, which resumes.
        // Printed whole, control characters shown escaped.
        expectEqual(
          {
            commands: commands.map(c => c.name),
            token: token === undefined || /^jm[0-9a-f]{32}$/.test(token),
            printedWhole: written().includes(escapeControl(text, { keepNewlines: true }))
          },
          {
            commands: token === undefined ? [] : ['stop-commands', token],
            token: true,
            printedWhole: true
          }
        )
      }),
      { numRuns: 1000 }
    )
  })

  it('annotations: any message and title give exactly the one annotation asked for', () => {
    const kinds = ['notice', 'warning', 'error'] as const
    fc.assert(
      fc.property(fc.constantFrom(...kinds), hostile, hostile, (kind, message, title) => {
        out = []
        runner[kind](message, { title })
        const commands = runnerCommands(written())
        expectEqual(
          commands.map(c => [c.name, unescapeData(c.data)]),
          [[kind, escapeControl(message, { keepNewlines: true })]]
        )
      }),
      { numRuns: 1000 }
    )
  })

  it('setFailed and setSecret issue only their own command', () => {
    fc.assert(
      fc.property(hostile, text => {
        out = []
        runner.setFailed(text)
        runner.setSecret(text)
        const commands = runnerCommands(written())
        // The mask must match the value exactly as the job prints it: not escaped.
        expectEqual(
          { names: commands.map(c => c.name), mask: commands[1] && unescapeData(commands[1].data) },
          { names: ['error', 'add-mask'], mask: text }
        )
      }),
      { numRuns: 300 }
    )
  })

  it('outputs and state: a value cannot end its block and add names', () => {
    process.env.GITHUB_OUTPUT = join(dir, 'out')
    fc.assert(
      fc.property(hostile, fc.string(), (value, more) => {
        writeFileSync(process.env.GITHUB_OUTPUT as string, '')
        runner.setOutput('run-id', `${value}\nghadelimiter_x\nevil<<E\n${more}`)
        const parsed = parseFileCommands(readFileSync(process.env.GITHUB_OUTPUT as string, 'utf8'))
        expectEqual(Object.keys(parsed), ['run-id'])
      }),
      { numRuns: 200 }
    )
  })
})
