/** job-monitor's own messages on stderr. */
import { safeForLog } from '../logs/safe-for-log.js'

/**
 * One line of job-monitor's own on stderr, prefixed so it never mixes with a command's stdout.
 * Messages quote text we did not write (the service's answers, names, values given to us), and
 * inside a CI step every line is read by the runner: this is the one gate, so control characters
 * show escaped and no line reads as a workflow command.
 */
export function complain(message: string): void {
  process.stderr.write(`job-monitor: ${safeForLog(message)}\n`)
}

/** job-monitor's messages that `--quiet` silences. */
export function messenger(quiet: boolean): (message: string) => void {
  return message => {
    if (!quiet) complain(message)
  }
}
