/**
 * The subcommands' command lines, parsed with node's util.parseArgs (no load cost at start-up)
 * against the one table of their flags (command-table.ts), which --help reads too.
 */
import { parseArgs } from 'node:util'
import { UsageError } from './errors.js'
import type { Flags } from './config.js'
import { COMMANDS, type Option } from './command-table.js'

export interface Parsed {
  flags: Flags
  positionals: string[]
}

export function parse(name: string, argv: string[]): Parsed {
  const command = COMMANDS[name]
  const options: Record<
    string,
    { type: 'string' | 'boolean'; multiple?: boolean; short?: string }
  > = {}
  for (const [flag, o] of Object.entries(command.options)) {
    options[flag] = {
      type: o.type,
      ...(o.multiple ? { multiple: true } : {}),
      ...(o.short ? { short: o.short } : {})
    }
  }
  const { own, rest } = command.runsCommand
    ? splitAtCommand(argv, command.options)
    : { own: argv, rest: [] }
  try {
    const { values } = parseArgs({
      args: attachValues(own, command.options),
      options,
      allowPositionals: false,
      strict: true
    })
    return { flags: values as Flags, positionals: rest }
  } catch (e) {
    const unknown = /^Unknown option '(-{1,2}[^']*)'/.exec((e as Error).message)?.[1]
    const hint = unknown ? nearestOption(unknown, command.options) : undefined
    const message = (e as Error).message.replace(/\. To specify .*$/s, '')
    throw new UsageError(`${name}: ${message}${hint ? ` (did you mean ${hint}?)` : ''}`, unknown)
  }
}

/**
 * Joins each value option to the word after it (`--status -1` -> `--status=-1`), so a value
 * option takes any value: an exit status of -1 (a command a signal killed, in Buildkite's
 * words) or a job name that starts with a dash (a step labelled `- lint`). parseArgs alone
 * takes such a word for an option and refuses it. `--` is never a value: it ends the options.
 */
export function attachValues(argv: string[], options: Record<string, Option>): string[] {
  const { takesValue, valueTaker } = valueRule(options)
  const out: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]
    const next = argv[i + 1]
    if (word === '--') return [...out, ...argv.slice(i)]
    if (!word.startsWith('-') || word === '-' || next === undefined || next === '--') {
      out.push(word)
      continue
    }
    if (word.startsWith('--')) {
      const flag = word.slice(2)
      if (!flag.includes('=') && takesValue(flag)) {
        out.push(`${word}=${next}`)
        i++
      } else out.push(word)
      continue
    }
    const taker = valueTaker(word)
    if (taker?.at === word.length - 1) {
      if (taker.at > 1) out.push(word.slice(0, taker.at))
      out.push(`--${taker.flag}=${next}`)
      i++
    } else out.push(word)
  }
  return out
}

/**
 * Which options take a value, and in a group of short options (-qn NAME) the first that does:
 * it takes the rest of the word, or the next word when it is the group's last letter.
 */
function valueRule(options: Record<string, Option>): {
  takesValue: (flag: string) => boolean
  valueTaker: (group: string) => { at: number; flag: string } | undefined
} {
  const takesValue = (flag: string): boolean => options[flag]?.type === 'string'
  const byShort = new Map(
    Object.entries(options).flatMap(([flag, o]) => (o.short ? [[o.short, flag] as const] : []))
  )
  return {
    takesValue,
    valueTaker: group => {
      for (let at = 1; at < group.length; at++) {
        const flag = byShort.get(group[at])
        if (flag !== undefined && takesValue(flag)) return { at, flag }
      }
      return undefined
    }
  }
}

/** The command's option nearest to a misspelt one, when one is near enough to be meant. */
export function nearestOption(word: string, options: Record<string, Option>): string | undefined {
  const flag = nearestWord(word.replace(/^-+/, '').split('=')[0], Object.keys(options))
  return flag && `--${flag}`
}

/** The word of `words` nearest to a misspelt one, when one is near enough to be meant. */
export function nearestWord(typed: string, words: readonly string[]): string | undefined {
  const cut = typed.slice(0, 64)
  let best: { word: string; distance: number } | undefined
  for (const word of words) {
    const distance = editDistance(cut, word)
    if (!best || distance < best.distance) best = { word, distance }
  }
  // Near enough: a slip of a third of the word at most (a typo, a swapped pair, a missing dash).
  if (!best || best.distance > Math.max(1, Math.floor(best.word.length / 3))) return undefined
  return best.word
}

/** Levenshtein's distance, a transposition counted as one edit (`stauts` is one from `status`). */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0))
  )
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
    }
  }
  return d[a.length][b.length]
}

/**
 * Splits a command line into our own options and the command they run: the command starts
 * after `--`, or at the first word that is neither an option nor an option's value. So
 * `exec npm test` works as `exec -- npm test` does, and a wrapper or shim that drops the `--`
 * still runs the command it was given. Unknown options stay ours, for the parser to refuse:
 * a misspelt flag is a usage error, not a command.
 */
export function splitAtCommand(
  argv: string[],
  options: Record<string, Option>
): { own: string[]; rest: string[] } {
  const { takesValue, valueTaker } = valueRule(options)
  let i = 0
  while (i < argv.length) {
    const word = argv[i]
    if (word === '--') return { own: argv.slice(0, i), rest: argv.slice(i + 1) }
    if (!word.startsWith('-') || word === '-') break
    i++
    if (word.startsWith('--')) {
      if (!word.includes('=') && takesValue(word.slice(2))) i++
      continue
    }
    if (valueTaker(word)?.at === word.length - 1) i++
  }
  return { own: argv.slice(0, i), rest: argv.slice(i) }
}

export function commandHelp(name: string): string {
  const c = COMMANDS[name]
  const rows = Object.entries(c.options).map(([flag, o]) => {
    const left = `${o.short ? `-${o.short}, ` : '    '}--${flag}${o.value ? ` ${o.value}` : ''}`
    return [left, o.help]
  })
  const width = Math.max(...rows.map(r => r[0].length))
  return [
    `job-monitor ${name}: ${c.summary}`,
    '',
    `Usage: ${c.usage}`,
    '',
    'Options:',
    ...rows.map(([l, h]) => `  ${l.padEnd(width)}  ${h}`),
    '',
    'Examples:',
    ...c.examples.map(e => `  ${e}`),
    ''
  ].join('\n')
}
