/**
 * Reading an answer's body, for every transport: to its end, or until it passes
 * MAX_ANSWER_BYTES, when the message is destroyed (no further reading) and the attempt fails.
 */
import type { IncomingMessage } from 'node:http'
import { ConnectionError, OversizedAnswerError } from './errors.js'
import { MAX_ANSWER_BYTES } from './limits.js'

export function readBounded(
  message: IncomingMessage,
  endpoint: string,
  limit: number = MAX_ANSWER_BYTES
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    let bytes = 0
    let done = false
    const finish = (then: () => void): void => {
      if (done) return
      done = true
      message.off('data', onData)
      then()
    }
    const onData = (chunk: Buffer): void => {
      bytes += chunk.length
      if (bytes > limit) {
        finish(() => reject(new OversizedAnswerError(endpoint, limit, message.statusCode)))
        message.destroy()
        return
      }
      chunks.push(chunk)
    }
    message.on('data', onData)
    message.on('end', () => finish(() => resolve(Buffer.concat(chunks).toString('utf8'))))
    message.on('error', e => finish(() => reject(new ConnectionError(endpoint, e))))
    // Cut off before its end (reset, or destroyed by a timeout or an abort, whose own error
    // settles the attempt first).
    message.on('close', () =>
      finish(() => reject(new ConnectionError(endpoint, new Error('answer cut off'))))
    )
  })
}
