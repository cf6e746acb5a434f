/**
 * A forward proxy for tests, as a runner's https_proxy names one: it answers CONNECT (what
 * @actions/http-client's tunnel agents send, for http and https addresses alike) and pipes the
 * tunnel to this machine, whatever host was named, so a test can give each server a host name of
 * its own (`gitlab.test`, `elsewhere.test`) that no loopback rule lets bypass the proxy.
 */
import { type Server, createServer } from 'node:http'
import { connect } from 'node:net'

export interface ConnectProxy {
  /** `http://127.0.0.1:port`. */
  url: string
  /** The `host:port` of each CONNECT, in order. */
  tunnels: string[]
  close(): Promise<void>
}

export async function startConnectProxy(): Promise<ConnectProxy> {
  const tunnels: string[] = []
  const server: Server = createServer((_req, res) => {
    res.writeHead(405)
    res.end()
  })
  server.on('connect', (req, client, head) => {
    const target = req.url ?? ''
    tunnels.push(target)
    const port = Number(target.slice(target.lastIndexOf(':') + 1))
    const upstream = connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
    client.on('close', () => upstream.destroy())
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    tunnels,
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** The proxy variables set for the test's own process (http-client reads them), then restored. */
export function proxyVariables(proxyUrl: string): () => void {
  const names = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY', 'no_proxy', 'NO_PROXY']
  const before = Object.fromEntries(names.map(n => [n, process.env[n]]))
  for (const n of names) delete process.env[n]
  process.env.http_proxy = proxyUrl
  process.env.https_proxy = proxyUrl
  return () => {
    for (const n of names) {
      const v = before[n]
      if (v === undefined) delete process.env[n]
      else process.env[n] = v
    }
  }
}
