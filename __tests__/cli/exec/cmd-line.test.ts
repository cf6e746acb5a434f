/**
 * The command line that runs a batch file through cmd.exe, read back by a model of what
 * reads it on Windows: cmd.exe's percent expansion and caret/quote reading (once for the
 * `/c` line, once more for the batch file's line that passes `%*` on, as npm.cmd does), then
 * the program's MSVCRT argument splitting. Every argument must arrive as it was given, and no
 * character may ever act as cmd.exe syntax (`&`, `|`, `<`, `>`, parentheses, a variable).
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  CMD_LINE_MAX,
  batchCommandLine,
  batchRefusal,
  cmdArguments,
  quoteArgument
} from '../../../src/cli/exec/cmd-line.js'

/**
 * cmd.exe's percent phase, on a command line (not in a batch file): `%name%` expands when
 * `name` is a variable; one that is not is left as it is and the scan goes on from its second
 * `%`. The model counts every name as a variable unless it starts with a caret (no variable's
 * name does), so an escape that let any other name through fails here.
 */
function percentPhase(line: string): string {
  let out = ''
  let i = 0
  while (i < line.length) {
    if (line[i] !== '%') {
      out += line[i++]
      continue
    }
    const close = line.indexOf('%', i + 1)
    if (close < 0) return out + line.slice(i)
    const name = line.slice(i + 1, close)
    if (!name.startsWith('^')) throw new Error(`%${name}% would be expanded`)
    out += `%${name}`
    i = close
  }
  return out
}

/**
 * cmd.exe's second phase: a quote opens or closes a quoted span, inside which all is literal;
 * outside it a caret makes the next character literal (and goes), and `& | < > ( )` are syntax,
 * which no line of ours may leave unescaped.
 */
function caretPhase(line: string): string {
  let out = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"') quoted = false
      out += c
    } else if (c === '"') {
      quoted = true
      out += c
    } else if (c === '^') {
      if (++i === line.length) throw new Error('a caret at the end continues the line')
      out += line[i]
    } else if ('&|<>()'.includes(c)) {
      throw new Error(`an unescaped ${c} is cmd.exe syntax`)
    } else out += c
  }
  return out
}

/** The MSVCRT (UCRT) splitting of a command line's arguments after the program name. */
function msvcrtArguments(line: string): string[] {
  const args: string[] = []
  let i = 0
  for (;;) {
    while (line[i] === ' ' || line[i] === '\t') i++
    if (i >= line.length) return args
    let arg = ''
    let quoted = false
    while (i < line.length) {
      let backslashes = 0
      while (line[i] === '\\') {
        backslashes++
        i++
      }
      if (line[i] === '"') {
        arg += '\\'.repeat(Math.floor(backslashes / 2))
        if (backslashes % 2 === 1) {
          arg += '"'
          i++
        } else if (quoted && line[i + 1] === '"') {
          arg += '"'
          i += 2
        } else {
          quoted = !quoted
          i++
        }
        continue
      }
      arg += '\\'.repeat(backslashes)
      if (i >= line.length || (!quoted && (line[i] === ' ' || line[i] === '\t'))) break
      arg += line[i++]
    }
    args.push(arg)
  }
}

const BATCH = 'C:\\Program Files (x86)\\nodejs\\npm.cmd'

/**
 * What the program the batch file starts receives: cmd.exe reads the /c line (cmd.exe /s strips
 * its outer quotes), runs the batch file with the rest as `%*`, and the batch file's line
 * `"%NODE_EXE%" "%NPM_CLI_JS%" %*` is read again (its `%*` is not expanded twice).
 */
function received(file: string, args: string[]): string[] {
  const slashC = cmdArguments(file, args)
  expect(slashC.slice(0, 4)).toEqual(['/d', '/v:off', '/s', '/c'])
  const line = slashC[4].slice(1, -1)
  const first = caretPhase(percentPhase(line))
  const head = `"${file}"`
  expect(first.startsWith(head)).toBe(true)
  const star = first.slice(head.length).replace(/^[ \t]+/, '')
  const second = caretPhase(`"C:\\node.exe" "C:\\npm-cli.js" ${star}`)
  return msvcrtArguments(second).slice(2)
}

const special = fc.constantFrom(...'ab %^&|<>()[]{}"\\!,;=\t*?@`~\'é€😀')
const argument = fc.oneof(
  fc.string({ unit: special, maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.string({ maxLength: 8 })
)
const passable = argument.filter(a => !/[\0\r\n]/.test(a))

describe('a batch file run through cmd.exe', () => {
  it('gets every argument as it was given, and nothing acts as cmd.exe syntax', () => {
    fc.assert(
      fc.property(fc.array(passable, { maxLength: 6 }), args => {
        expect(received(BATCH, ['script.js', ...args])).toEqual(['script.js', ...args])
      }),
      { numRuns: 500 }
    )
  })

  it.each([
    ['an ampersand', 'a&b'],
    ['a variable', '%PATH%'],
    ['a substitution of a variable', '%PATH:a=b%'],
    ['a substring of a variable', '%CD:~0,2%'],
    ['a percent before a space', '50% done'],
    ['a quote that would end the span', 'say "hi" & exit'],
    ['backslashes before a quote', 'C:\\dir\\"x'],
    ['trailing backslashes', 'C:\\dir\\'],
    ['carets', '^^^'],
    ['exclamation marks', '!PATH!'],
    ['nothing at all', ''],
    ['a redirection', '>nul 2>&1']
  ])('passes %s unchanged', (_what, arg) => {
    expect(received(BATCH, [arg, 'next'])).toEqual([arg, 'next'])
  })

  it('leaves plain arguments as they are typed', () => {
    expect(batchCommandLine(BATCH, ['test', '--coverage', 'C:\\src\\app', '-w'])).toBe(
      `"${BATCH}" test --coverage C:\\src\\app -w`
    )
  })

  it('the model itself catches what an unescaped line would do', () => {
    expect(() => caretPhase(`"${BATCH}" a&b`)).toThrow(/&/)
    expect(() => percentPhase('x %PATH% y')).toThrow(/PATH/)
    expect(() => percentPhase('x ^%PATH:a=b^% y')).toThrow(/PATH:a=b/)
    expect(msvcrtArguments(`${quoteArgument('a "b" c\\')} x`)).toEqual(['a "b" c\\', 'x'])
  })

  it('refuses what cmd.exe cannot pass on, naming why', () => {
    expect(batchRefusal(BATCH, ['ok', 'two\nlines'])).toBe(
      'argument 2 holds a line break, which cmd.exe cannot pass to a batch file'
    )
    expect(batchRefusal('C:\\100%\\x.cmd', [])).toMatch(/holds %/)
    expect(batchRefusal(BATCH, ['x'.repeat(CMD_LINE_MAX)])).toMatch(/at most 8191/)
    expect(batchRefusal(BATCH, ['test'])).toBeUndefined()
  })
})
