/**
 * The GitHub runner's markup in a line of output, as a person reads it on the job's page. The
 * runner writes its own notes and the workflow commands it ran into a step's log as
 * `##[name]text` (actions/runner src/Runner.Worker/ExecutionContext.cs, WellKnownTags: section,
 * command, error, warning, notice, debug; ActionCommandManager.cs: group and endgroup), and the
 * output of a command we wrap may hold the workflow commands themselves
 * (`::error file=app.js,line=1::text`, which the runner reads before it writes). GitHub's log
 * view shows a group's first line as its title (`##[group]Run npm test` is "Run npm test"),
 * shows nothing of its end, and an error as "Error: text". What we quote and show of such lines
 * (error_details, the steps in the end report's logs, the emulator's pages) reads the same.
 * One rule for every place: this module imports nothing, so each of them may use it.
 */

/** What a kind of line is shown as: a word before its text, or its text alone. */
const SHOWN: Readonly<Record<string, string>> = {
  error: 'Error: ',
  warning: 'Warning: ',
  notice: 'Notice: ',
  debug: 'Debug: ',
  group: '',
  command: '',
  section: ''
}

/** `##[name]` or `##[name key=value]` at the start of a line (the runner's form). */
const RUNNER_FORM = /^##\[([a-z-]+)(?:[ \t][^\]]*)?\](.*)$/s
/** `::name::` or `::name key=value,key=value::` after leading white space (a workflow command). */
const COMMAND_FORM = /^[\s\ufeff]*::([a-z-]+)(?:[ \t](?:(?!::).)*)?::(.*)$/s

/** A workflow command's data with the runner's escapes undone (%25, %0D, %0A), on one line. */
function unescaped(data: string): string {
  return data.replace(/%0D%0A|%0D|%0A/gi, ' ').replace(/%25/g, '%')
}

/**
 * The line as a person reads it, or undefined for a line that shows nothing (the end of a group).
 * A line that holds no markup, or markup of a kind we do not know, is given back as it is.
 */
export function readableLine(line: string): string | undefined {
  const runner = RUNNER_FORM.exec(line)
  const command = runner ? undefined : COMMAND_FORM.exec(line)
  const m = runner ?? command
  if (!m) return line
  const [, name, data] = m
  if (name === 'endgroup') return undefined
  if (!Object.hasOwn(SHOWN, name)) return line
  return SHOWN[name] + (command ? unescaped(data) : data)
}

/** Every line of `text` as readableLine reads it; line ends (LF or CRLF) are kept. */
export function readableText(text: string): string {
  if (!text.includes('##[') && !text.includes('::')) return text
  const out: string[] = []
  for (const piece of text.split('\n')) {
    const cr = piece.endsWith('\r')
    const line = readableLine(cr ? piece.slice(0, -1) : piece)
    if (line !== undefined) out.push(cr ? `${line}\r` : line)
  }
  return out.join('\n')
}
