/**
 * The runner's workflow commands and file commands, through @actions/core: inputs, outputs,
 * state, masking, annotations and the job summary. Going through the toolkit lets a local
 * debugger that replaces its functions (@github/local-action) see and carry what the steps
 * do: state main saves reaches post there too. What the toolkit does not do is kept here:
 * this module is the one gate between text we did not write and the log.
 */
import * as core from '@actions/core'
import { randomBytes } from 'node:crypto'
import { EOL } from 'node:os'
import { commandLike, escapeControl } from '../util/inert-text.js'

export interface AnnotationProperties {
  title?: string
}

/**
 * An input as the runner passes it (INPUT_<NAME>), trimmed. The runner evaluates every
 * `${{ }}` before the step starts, so a value that is still an expression was handed over as
 * written (a local debugger passes action.yml's defaults so: `${{ job.status }}`): it counts
 * as not given, and the input's own fallback applies.
 */
export function getInput(name: string): string {
  const value = core.getInput(name, { trimWhitespace: true })
  return /^\$\{\{[\s\S]*\}\}$/.test(value) ? '' : value
}

/** Masks a value in the job's log from here on. */
export function setSecret(value: string): void {
  core.setSecret(value)
}

export function saveState(name: string, value: string): void {
  core.saveState(name, value)
}

export function getState(name: string): string {
  return core.getState(name)
}

export function setOutput(name: string, value: string): void {
  core.setOutput(name, value)
}

/**
 * A log line. Messages carry text we did not write (job names, matrix values, metadata, a
 * command's output, the service's answers), so this is the one gate to the log: control
 * characters are shown escaped, and a message with a line the runner would obey is fenced by
 * `::stop-commands::` with a token nobody can guess, so it prints as it is and does nothing.
 * (The toolkit's info() prints text as it is given.)
 */
export function info(message: string): void {
  const text = escapeControl(String(message), { keepNewlines: true })
  if (!text.split('\n').some(commandLike)) {
    core.info(text)
    return
  }
  let token = ''
  while (!token || text.includes(token)) token = `jm${randomBytes(16).toString('hex')}`
  core.info(`::stop-commands::${token}${EOL}${text}${EOL}::${token}::`)
}

/**
 * Annotations carry their message as escaped data (the toolkit escapes line breaks and `%`):
 * it cannot start a line of its own. Other control characters are shown escaped here.
 */
function annotationOf(
  message: string,
  props: AnnotationProperties
): [string, core.AnnotationProperties] {
  const title = props.title === undefined ? undefined : escapeControl(String(props.title))
  return [escapeControl(String(message), { keepNewlines: true }), title ? { title } : {}]
}

export function notice(message: string, props: AnnotationProperties = {}): void {
  core.notice(...annotationOf(message, props))
}

export function warning(message: string, props: AnnotationProperties = {}): void {
  core.warning(...annotationOf(message, props))
}

export function error(message: string, props: AnnotationProperties = {}): void {
  core.error(...annotationOf(message, props))
}

/** Fails the step: an error annotation and exit code 1. */
export function setFailed(message: string): void {
  core.setFailed(annotationOf(message, {})[0])
}

/** Appends markdown to the job summary page. */
export async function appendSummary(markdown: string): Promise<void> {
  await core.summary.emptyBuffer().addRaw(markdown).write()
}
