/**
 * exec's command line: the command starts after `--`, or at the first word that is not one of
 * exec's options or an option's value; everything from there on is the command's.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import fc from 'fast-check'
import { parse } from '../../src/cli/args.js'
import { COMMANDS } from '../../src/cli/command-table.js'
import { main } from '../../src/cli/main.js'
import { UsageError } from '../../src/cli/errors.js'
import { command } from './run-cli.js'

afterEach(() => {
  jest.restoreAllMocks()
})

describe('exec without --', () => {
  it('starts the command at the first word that is not an option', () => {
    expect(parse('exec', ['-n', 'unit', 'npm', 'test', '--coverage', '-w', '--'])).toEqual({
      flags: { 'job-name': 'unit' },
      positionals: ['npm', 'test', '--coverage', '-w', '--']
    })
  })

  it('skips the values of options, in every spelling', () => {
    const argv = [
      '--heartbeat-interval',
      '5',
      '--tag=a',
      '-qn',
      'grouped',
      '--meta',
      'k=v',
      '-nlast',
      'node',
      '-e',
      'x'
    ]
    expect(parse('exec', argv)).toEqual({
      flags: {
        'heartbeat-interval': '5',
        tag: ['a'],
        quiet: true,
        'job-name': 'last',
        meta: ['k=v']
      },
      positionals: ['node', '-e', 'x']
    })
  })

  it('still takes the command after --, and a later -- belongs to the command', () => {
    expect(parse('exec', ['-n', 'j', '--', '-not-an-option', '--', 'x']).positionals).toEqual([
      '-not-an-option',
      '--',
      'x'
    ])
  })

  it('refuses an unknown option before the command instead of running it', () => {
    expect(() => parse('exec', ['--bogus', 'npm', 'test'])).toThrow(UsageError)
    expect(() => parse('exec', ['-n', '--', 'npm'])).toThrow(UsageError)
  })

  it('reads the same command with or without --, for any options before it', () => {
    const opts = COMMANDS.exec.options
    const option = fc.oneof(
      ...Object.entries(opts).map(([flag, o]) =>
        o.type === 'boolean'
          ? fc.constant([`--${flag}`])
          : fc
              .stringMatching(/^[a-z0-9=]{1,8}$/)
              .chain(v =>
                fc.constantFrom(
                  [`--${flag}`, v],
                  [`--${flag}=${v}`],
                  ...(o.short ? [[`-${o.short}`, v], [`-${o.short}${v}`]] : [])
                )
              )
      )
    )
    const word = fc.string({ maxLength: 6 })
    const name = word.filter(w => !w.startsWith('-'))
    fc.assert(
      fc.property(
        fc.array(option, { maxLength: 5 }),
        name,
        fc.array(word, { maxLength: 5 }),
        (options, first, args) => {
          const own = options.flat().filter(w => !w.startsWith('--help'))
          const command = [first, ...args]
          const bare = parse('exec', [...own, ...command])
          const marked = parse('exec', [...own, '--', ...command])
          expect(bare.positionals).toEqual(command)
          expect(bare).toEqual(marked)
        }
      )
    )
  })

  it('runs `exec -n NAME sh -c ...` (node -e elsewhere) and keeps its exit code', async () => {
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true)
    // The command's own option (-c, -e) comes after its first word: it is the command's.
    const code = await main(['exec', '-n', 'no-dashes', ...command('exit 3', 'process.exit(3)')], {
      PATH: process.env.PATH
    })
    expect(code).toBe(3)
  })
})

describe('a value option takes any value', () => {
  it('takes a value that starts with a dash, in every spelling', () => {
    expect(parse('end', ['--status', '-1', '-n', '- lint', '--error', '--x'])).toEqual({
      flags: { status: '-1', 'job-name': '- lint', error: '--x' },
      positionals: []
    })
    expect(parse('start', ['-qn', '-lint', '--tag', '-t'])).toEqual({
      flags: { quiet: true, 'job-name': '-lint', tag: ['-t'] },
      positionals: []
    })
    expect(parse('exec', ['-n', '-lint', 'npm', '--status', '-1'])).toEqual({
      flags: { 'job-name': '-lint' },
      positionals: ['npm', '--status', '-1']
    })
  })

  it('takes any word as a value option’s value, the same as with =', () => {
    const options = Object.entries(COMMANDS.end.options).filter(
      ([, o]) => o.type === 'string' && !o.multiple
    )
    fc.assert(
      fc.property(
        fc.constantFrom(...options.map(([flag]) => flag)),
        // Half of them start with a dash, as an exit status of -1 or a step labelled `- lint` does.
        fc
          .oneof(
            fc.string({ maxLength: 8 }),
            fc.string({ maxLength: 8 }).map(v => `-${v}`)
          )
          .filter(v => v !== '--'),
        (flag, value) => {
          const spaced = parse('end', [`--${flag}`, value])
          const joined = parse('end', [`--${flag}=${value}`])
          if (JSON.stringify(spaced) !== JSON.stringify(joined) || spaced.flags[flag] !== value)
            expect({ flag, value, spaced }).toEqual({ flag, value, spaced: joined })
        }
      )
    )
  })

  it('still refuses an option with no value at all', () => {
    expect(() => parse('end', ['--status'])).toThrow(UsageError)
    expect(() => parse('end', ['--status', '--'])).toThrow(UsageError)
  })
})

describe('an unknown option', () => {
  it('is refused with the nearest option named', () => {
    const message = (argv: string[]): string => {
      try {
        parse('end', argv)
        return 'accepted'
      } catch (e) {
        return (e as Error).message
      }
    }
    expect(message(['--stauts', 'failed'])).toBe(
      "end: Unknown option '--stauts' (did you mean --status?)"
    )
    expect(message(['--state_file=x'])).toContain('(did you mean --state-file?)')
    expect(message(['--jobname', 'x'])).toContain('(did you mean --job-name?)')
    expect(message(['--frobnicate'])).toBe("end: Unknown option '--frobnicate'")
  })
})
