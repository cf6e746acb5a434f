/** `end --log-file`: the job's own log, for the end report's logs and its error_details. */
import { outputQuote } from '../logs/failure-quote.js'
import { Redactor } from '../logs/redact.js'
import { StreamRedactor } from '../logs/stream-redact.js'
import { streamRegularFile } from '../util/regular-files.js'
import { UsageError } from './errors.js'

/** The file's head and tail, redacted before the cut so no piece of a secret survives at its edge. */
export async function readLogFile(
  path: string,
  maxBytes: number,
  redactor: Redactor
): Promise<string> {
  const capture = new StreamRedactor(maxBytes, redactor)
  try {
    // A regular file only, up to its size when opened: never a FIFO's or a device's endless bytes.
    await streamRegularFile(path, chunk => capture.write(chunk))
  } catch (e) {
    throw new UsageError(`--log-file: ${(e as Error).message}`, '--log-file')
  }
  return capture.text(redactor)
}

/** For a failed run's error_details: the log's last error-looking lines and last lines. */
export function logQuote(logs: string | undefined, apiKey: string): string {
  return logs ? outputQuote(logs, new Redactor([apiKey])) : ''
}
