import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Far beyond any answer limit: a reader without one reads it all, slowly but finitely. */
export const ENDLESS_CAP_BYTES = 256 * 1024 * 1024

export interface EndlessServer {
  url: string
  /** Bytes written into each connection, once it closed. */
  written: number[]
  /** Resolves when `n` answers have ended (cut off by the reader, or the cap reached). */
  ended(n: number): Promise<void>
  close(): Promise<void>
}

/**
 * A local server answering every request with `status` and a body that does not end: it
 * writes as fast as the reader takes it, until the reader goes away (or the cap).
 */
export async function endlessServer(status = 200): Promise<EndlessServer> {
  const written: number[] = []
  const waiters: Array<() => void> = []
  const chunk = Buffer.alloc(64 * 1024, 'x')
  const server: Server = createServer((req, res) => {
    req.resume()
    res.writeHead(status, { 'Content-Type': 'application/json' })
    let n = 0
    let open = true
    res.on('close', () => {
      open = false
      written.push(n)
      for (const w of waiters.splice(0)) w()
    })
    const pump = (): void => {
      while (open && n < ENDLESS_CAP_BYTES) {
        n += chunk.length
        if (!res.write(chunk)) return void res.once('drain', pump)
      }
      if (open) res.end()
    }
    pump()
  })
  await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    written,
    async ended(count) {
      while (written.length < count) await new Promise<void>(r => waiters.push(r))
    },
    close: () =>
      new Promise<void>(r => {
        server.closeAllConnections()
        server.close(() => r())
      })
  }
}
