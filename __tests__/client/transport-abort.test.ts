/**
 * A request whose signal was aborted before it could be sent: the retry loop now asks the key's
 * hourly ledger before an attempt, and a cancel may come meanwhile. The transport must refuse it
 * as a connection error, never let the destroyed request's "socket hang up" escape unheard (an
 * 'error' event without a listener throws out of the process: exec would crash on a cancel).
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { type Server, createServer } from 'node:http'
import { ConnectionError } from '../../src/client/errors.js'
import { nodeHttpTransport } from '../../src/client/transport.js'

let server: Server
let url: string
let received = 0

beforeAll(async () => {
  server = createServer((_req, res) => {
    received++
    res.end('"{}"')
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/heartbeat`
})
afterAll(() => new Promise(resolve => server.close(resolve)))

it('refuses a request whose signal is already aborted, and nothing escapes afterwards', async () => {
  const escaped: unknown[] = []
  const listener = (e: unknown): void => void escaped.push(e)
  process.on('uncaughtException', listener)
  try {
    const sent = nodeHttpTransport({
      method: 'POST',
      url,
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      timeoutMs: 5000,
      signal: AbortSignal.abort(new Error('cancelled'))
    })
    await expect(sent).rejects.toBeInstanceOf(ConnectionError)
    // The destroyed request's own error comes a little later, on the event loop.
    await new Promise(resolve => setTimeout(resolve, 100))
  } finally {
    process.off('uncaughtException', listener)
  }
  expect(escaped).toEqual([])
  expect(received).toBe(0)
})
