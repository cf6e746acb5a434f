// A service that has hung: it accepts TCP connections and never answers. Used for the hung-service
// figures when the emulator (whose own hang fault is preferred) is not available.
import net from 'node:net'

export function startHungServer() {
  const sockets = new Set()
  const server = net.createServer(socket => {
    sockets.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => sockets.delete(socket))
    socket.resume()
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => {
          for (const s of sockets) s.destroy()
          server.close()
        }
      })
    })
  })
}
