/**
 * The command line that runs a batch file (`npm.cmd`, `gradlew.bat`) through cmd.exe with
 * every argument arriving as it was given. Windows cannot start a batch file by itself
 * (CreateProcess needs cmd.exe for it, and Node refuses to try without a shell), and a shell
 * line reads `& | < > ( ) ^ %` and quotes as its own syntax. So each argument is:
 *
 * 1. quoted by the rules a Windows program splits its command line with (MSVCRT,
 *    CommandLineToArgvW), when it holds anything but plain characters;
 * 2. escaped for cmd.exe: a caret before every character cmd.exe would read (the quotes of
 *    step 1 included, so cmd.exe never enters a quoted span and every caret counts), and
 *    before the character after each `%`, so the text between two percent signs always
 *    starts with a caret and names no variable to expand (`%PATH%`, `%PATH:a=b%`);
 * 3. escaped that way twice: cmd.exe reads the line once to start the batch file, and the
 *    batch file reads its arguments again when it passes them on (`%*`: npm.cmd, npx.cmd,
 *    every node_modules/.bin shim, mvn.cmd, gradlew.bat).
 *
 * Plain arguments (`test`, `--coverage`, `C:\src\app`) get no quote and no caret, so a batch
 * file that reads them one by one (`%~1`) sees them as typed. A line break
 * cannot be passed to a batch file at all: cmd.exe ends the command there.
 *
 * The line goes to `cmd.exe /d /v:off /s /c "<line>"`, verbatim (Node must not quote it again):
 * /d skips the AutoRun commands of the registry, /v:off keeps `!` plain whatever the registry
 * says, /s /c takes what is between the outer quotes as it is.
 */

/** cmd.exe's longest command line. */
export const CMD_LINE_MAX = 8191

/** Characters cmd.exe gives a meaning to on a command line, and its token separators. */
const CMD_SPECIAL = new Set([...'()[]{}%!^"`<>&|;,= \t*?@'])

/** Characters an argument can hold without being quoted: cmd.exe and MSVCRT read them as they are. */
const PLAIN = /^[A-Za-z0-9_\-+./:\\#$'~]+$/

/** MSVCRT quoting: backslashes are literal except before a quote, where they are doubled. */
export function quoteArgument(arg: string): string {
  if (PLAIN.test(arg)) return arg
  let out = '"'
  let backslashes = 0
  for (const ch of arg) {
    if (ch === '\\') {
      backslashes++
      continue
    }
    // Before a quote (ours at the end, or one of the argument's) each backslash is doubled.
    out += '\\'.repeat(ch === '"' ? backslashes * 2 + 1 : backslashes) + ch
    backslashes = 0
  }
  return out + '\\'.repeat(backslashes * 2) + '"'
}

/** One layer of carets: cmd.exe's reading of the line removes exactly this layer. */
export function caretEscape(text: string): string {
  let out = ''
  let afterPercent = false
  for (const ch of text) {
    out += CMD_SPECIAL.has(ch) || afterPercent ? `^${ch}` : ch
    afterPercent = ch === '%'
  }
  return out
}

/** Why this batch file cannot be run with these arguments, or undefined when it can. */
export function batchRefusal(file: string, args: string[]): string | undefined {
  if (/[\r\n]/.test(file)) return 'the batch file name holds a line break'
  // The file name is quoted for cmd.exe, and inside quotes `%` still expands.
  if (file.includes('%')) return `a batch file whose name holds % cannot be run: ${file}`
  const broken = args.findIndex(a => /[\r\n]/.test(a))
  if (broken >= 0)
    return `argument ${broken + 1} holds a line break, which cmd.exe cannot pass to a batch file`
  const length = batchCommandLine(file, args).length
  if (length > CMD_LINE_MAX)
    return `the command line is ${length} characters long; cmd.exe takes at most ${CMD_LINE_MAX}`
  return undefined
}

/** What cmd.exe runs (`/s /c` strips the outer quotes around it). */
export function batchCommandLine(file: string, args: string[]): string {
  return [`"${file}"`, ...args.map(a => caretEscape(caretEscape(quoteArgument(a))))].join(' ')
}

/** cmd.exe's arguments for running `file` with `args` (to be passed verbatim). */
export function cmdArguments(file: string, args: string[]): string[] {
  return ['/d', '/v:off', '/s', '/c', `"${batchCommandLine(file, args)}"`]
}
