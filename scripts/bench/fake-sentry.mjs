// A fake Sentry ingest endpoint on 127.0.0.1, so the peer `sentry-cli monitors run` can be timed
// without leaving the machine. sentry-cli posts each cron check-in as an envelope to
// POST /api/<project>/envelope/ (one header line, then an item header and a JSON item per item);
// it is answered 200 `{}` and the check-ins are counted, so the benchmark can check that the peer
// really reported instead of failing fast.
import http from 'node:http'

export function startFakeSentry() {
  const requests = []
  const checkIns = []
  const server = http.createServer((req, res) => {
    const chunks = []
    req.on('data', c => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      requests.push({ method: req.method, url: req.url, bytes: body.length })
      if (/\/envelope\/?$/.test(req.url ?? '')) {
        const lines = body.split('\n')
        for (let i = 1; i + 1 < lines.length; i += 2) {
          try {
            const item = JSON.parse(lines[i])
            if (item.type === 'check_in') checkIns.push(JSON.parse(lines[i + 1]))
          } catch {
            // not an item header: ignore
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{}')
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      resolve({
        port,
        dsn: `http://publickey@127.0.0.1:${port}/1`,
        url: `http://127.0.0.1:${port}/`,
        requests: () => requests.slice(),
        checkIns: () => checkIns.slice(),
        close: () =>
          new Promise(done => {
            server.closeAllConnections?.()
            server.close(() => done())
          })
      })
    })
  })
}

// Standalone: `node scripts/bench/fake-sentry.mjs` prints the DSN and logs each request.
if (import.meta.url === `file://${process.argv[1]}`) {
  const s = await startFakeSentry()
  console.log(s.dsn)
  setInterval(() => {
    const c = s.checkIns()
    if (c.length) console.log(`${s.requests().length} requests, ${c.length} check-ins`)
  }, 2000)
}
