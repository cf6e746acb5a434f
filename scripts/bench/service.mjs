// The local Job Monitoring Service for the benchmark: the emulator bundle (dist/emulator) run as a
// child on 127.0.0.1, driven over its HTTP control paths (/_emulator/requests, /_emulator/runs,
// /_emulator/faults). The emulator keeps the service's hourly request limit, so the benchmark
// starts a fresh one whenever a figure would come near it (see ensureHeadroom).
import http from 'node:http'
import { existsSync } from 'node:fs'
import { startChild } from './proc.mjs'

/** Requests one emulator may answer before a fresh one is started (the service allows 100/h). */
const HEADROOM_LIMIT = 90

export function httpJson(method, url, body, timeoutMs = 5000) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body)
    const req = http.request(
      url,
      {
        method,
        // The emulator's controls that change state take application/json only.
        headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
        timeout: timeoutMs
      },
      res => {
        const chunks = []
        res.on('data', c => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json
          try {
            json = text ? JSON.parse(text) : undefined
          } catch {
            json = undefined
          }
          resolve({ status: res.statusCode, text, json })
        })
      }
    )
    req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)))
    req.on('error', reject)
    req.end(data)
  })
}

/** Starts dist/emulator on a free port; resolves with its URL and control helpers. */
export async function startEmulator(bundle, apiKey, env, extraArgs = []) {
  if (!existsSync(bundle)) throw new Error('not built')
  const child = startChild(process.execPath, [bundle, '--port', '0', ...extraArgs], {
    // The key reaches the emulator through its environment, never its argv.
    env: { ...env, JOB_MONITOR_API_KEY: apiKey },
    stdout: 'pipe',
    stderr: 'pipe'
  })
  let stderr = ''
  child.stderr.on('data', c => (stderr = (stderr + c).slice(-2000)))
  const url = await new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => fail(new Error('emulator printed no URL within 15 s')), 15_000)
    const fail = e => {
      clearTimeout(timer)
      child.stop()
      reject(new Error(`${e.message} ${stderr.trim()}`.trim()))
    }
    child.stdout.on('data', c => {
      out += c
      const m = /(https?:\/\/[^\s]+)/.exec(out.split('\n')[0] ?? '')
      if (out.includes('\n') || m) {
        if (m) {
          clearTimeout(timer)
          resolve(m[1].replace(/\/$/, ''))
        } else fail(new Error(`unexpected first line: ${out.split('\n')[0]}`))
      }
    })
    child.once('exit', code => fail(new Error(`emulator exited (${code})`)))
  })
  // Keep draining its output so a chatty emulator never blocks on a full pipe.
  child.stdout.resume()
  const emulator = {
    url,
    pid: child.pid,
    async requests() {
      const r = await httpJson('GET', `${url}/_emulator/requests`)
      return Array.isArray(r.json) ? r.json : (r.json?.requests ?? [])
    },
    async runs() {
      const r = await httpJson('GET', `${url}/_emulator/runs`)
      return Array.isArray(r.json) ? r.json : (r.json?.runs ?? [])
    },
    async inject(fault) {
      const r = await httpJson('POST', `${url}/_emulator/faults`, fault)
      if (r.status >= 300) throw new Error(`fault refused: ${r.status} ${r.text}`)
    },
    async clearFaults() {
      await httpJson('DELETE', `${url}/_emulator/faults`)
    },
    close() {
      child.stop()
    }
  }
  return emulator
}

/**
 * Holds one emulator at a time and replaces it when the next batch of requests could reach the
 * service's hourly limit, so no measurement is slowed by a 429 and its back-off.
 */
export class Service {
  constructor(bundle, apiKey, env) {
    this.bundle = bundle
    this.apiKey = apiKey
    this.env = env
    this.current = undefined
    this.counted = 0
    this.started = 0
  }

  async ensureHeadroom(needed) {
    if (this.current) {
      const seen = (await this.current.requests().catch(() => [])).length
      if (seen + needed <= HEADROOM_LIMIT) return this.current
      this.counted += seen
      this.current.close()
    }
    this.current = await startEmulator(this.bundle, this.apiKey, this.env)
    this.started++
    return this.current
  }

  /** Replaces the emulator with a new one (extraArgs: more command-line options for it). */
  async fresh(extraArgs = []) {
    if (this.current) {
      this.counted += (await this.current.requests().catch(() => [])).length
      this.current.close()
    }
    this.current = await startEmulator(this.bundle, this.apiKey, this.env, extraArgs)
    this.started++
    return this.current
  }

  close() {
    this.current?.close()
    this.current = undefined
  }
}
