/**
 * The runner's workflow commands and file commands, written directly: the few that the
 * action's steps use. @actions/core would do the same but loads an HTTP stack (for OIDC)
 * that the main and post steps never need, and these steps must start as fast as a bare
 * toolkit action. Formats follow the runner: `::name prop=value::data` on stdout with the
 * toolkit's escaping, and `NAME<<DELIMITER` blocks appended to the GITHUB_* files.
 */
import { appendFileSync } from 'node:fs'
import { randomBytes, randomUUID } from 'node:crypto'
import { EOL } from 'node:os'
import { commandLike, escapeControl } from '../logs/safe-for-log.js'

export interface AnnotationProperties {
  title?: string
}

function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

export function issue(
  command: string,
  message: string,
  props: Record<string, string | undefined> = {}
): void {
  const p = Object.entries(props)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${escapeProperty(v as string)}`)
    .join(',')
  process.stdout.write(`::${command}${p ? ` ${p}` : ''}::${escapeData(message)}${EOL}`)
}

/** `NAME<<DELIM` / value / `DELIM`, as the runner reads GITHUB_STATE, GITHUB_OUTPUT and GITHUB_ENV. */
export function fileCommand(fileVar: string, name: string, value: string): boolean {
  const file = process.env[fileVar]
  if (!file) return false
  let delimiter = `ghadelimiter_${randomUUID()}`
  // A value holding the delimiter would end the block early and write names of its own.
  while (value.includes(delimiter)) delimiter = `ghadelimiter_${randomUUID()}`
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8')
  return true
}

/** An input as the runner passes it: INPUT_<NAME>, upper-cased, spaces to `_`, trimmed. */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim()
}

/** Masks a value in the job's log from here on. */
export function setSecret(value: string): void {
  issue('add-mask', value)
}

export function saveState(name: string, value: string): void {
  if (!fileCommand('GITHUB_STATE', name, value)) issue('save-state', value, { name })
}

export function getState(name: string): string {
  return process.env[`STATE_${name}`] ?? ''
}

export function setOutput(name: string, value: string): void {
  if (!fileCommand('GITHUB_OUTPUT', name, value)) issue('set-output', value, { name })
}

/**
 * A log line. Messages carry text we did not write (job names, matrix values, metadata, a
 * command's output, the service's answers), so this is the one gate to the log: control
 * characters are shown escaped, and a message with a line the runner would obey is fenced by
 * `::stop-commands::` with a token nobody can guess, so it prints as it is and does nothing.
 */
export function info(message: string): void {
  const text = escapeControl(String(message), { keepNewlines: true })
  if (!text.split('\n').some(commandLike)) {
    process.stdout.write(`${text}${EOL}`)
    return
  }
  let token = ''
  while (!token || text.includes(token)) token = `jm${randomBytes(16).toString('hex')}`
  process.stdout.write(`::stop-commands::${token}${EOL}${text}${EOL}::${token}::${EOL}`)
}

/** Annotations carry their message as escaped data: it cannot start a line of its own. */
function annotation(command: string, message: string, props: AnnotationProperties): void {
  const title = props.title === undefined ? undefined : escapeControl(String(props.title))
  issue(command, escapeControl(String(message), { keepNewlines: true }), { ...props, title })
}

export function notice(message: string, props: AnnotationProperties = {}): void {
  annotation('notice', message, props)
}

export function warning(message: string, props: AnnotationProperties = {}): void {
  annotation('warning', message, props)
}

export function error(message: string, props: AnnotationProperties = {}): void {
  annotation('error', message, props)
}

/** Fails the step: an error annotation and exit code 1. */
export function setFailed(message: string): void {
  process.exitCode = 1
  error(message)
}

/** Appends markdown to the job summary page. */
export function appendSummary(markdown: string): void {
  const file = process.env.GITHUB_STEP_SUMMARY
  if (!file) throw new Error('GITHUB_STEP_SUMMARY is not set')
  appendFileSync(file, markdown, 'utf8')
}
