/**
 * How the Actions runner reads a step's output (actions/runner, ActionCommandManager and
 * ActionCommand): lines split at \r, \n and \r\n; `::name props::data` after leading white
 * space, else the older `##[name props]data` anywhere in the line; after
 * `::stop-commands::TOKEN`, nothing until a `::TOKEN::` line. The runner acts only on the names
 * it registers; this model takes every name as a command, which is stricter.
 */
export interface Command {
  name: string
  data: string
}

function parse(line: string): Command | undefined {
  // C#'s TrimStart trims every Unicode white space, U+0085 included.
  const trimmed = line.replace(/^[\s\u0085]+/, '')
  if (trimmed.startsWith('::')) {
    const end = trimmed.indexOf('::', 2)
    if (end >= 0) {
      return { name: trimmed.slice(2, end).split(' ')[0], data: trimmed.slice(end + 2) }
    }
  }
  const at = line.indexOf('##[')
  if (at >= 0) {
    const close = line.indexOf(']', at)
    if (close >= 0)
      return { name: line.slice(at + 3, close).split(' ')[0], data: line.slice(close + 1) }
  }
  return undefined
}

/** The commands the runner would carry out for this output, in order. */
export function runnerCommands(output: string): Command[] {
  const out: Command[] = []
  let stopToken: string | undefined
  for (const line of output.split(/\r\n|\r|\n/)) {
    const command = parse(line)
    if (!command) continue
    if (stopToken !== undefined) {
      if (command.name !== stopToken) continue
      stopToken = undefined
    } else if (command.name === 'stop-commands') stopToken = command.data
    out.push(command)
  }
  return out
}

/** The toolkit's escaping of command data, undone. */
export function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}
