/** Small helpers for the action's end-to-end tests. */
import { jest } from '@jest/globals'
import { readdirSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import type { Emulator } from '../../src/emulator/index.js'

type Recorded = ReturnType<Emulator['requests']>[number]

export function pathOf(r: Recorded): string {
  return r.path.split('?')[0]
}

export function bodyText(r: Recorded): string {
  return r.rawBody
}

/** The start and end reports the emulator received (/monitoring bodies), in order. */
export function monitoringBodies(em: Emulator): Array<Record<string, unknown>> {
  return em
    .requests()
    .filter(r => pathOf(r) === '/monitoring')
    .map(r => JSON.parse(bodyText(r)) as Record<string, unknown>)
}

export function beatsOf(em: Emulator, jobName: string): number {
  return em.requests().filter(r => pathOf(r) === '/heartbeat' && bodyText(r).includes(jobName))
    .length
}

/** Polls until `check` holds (no fixed sleeps); fails after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number
): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms`)
    await new Promise(r => setTimeout(r, 50))
  }
}

/** Every regular file under `dir`. */
export function allFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    const s = statSync(p)
    if (s.isDirectory()) out.push(...allFiles(p))
    else if (s.isFile()) out.push(p)
  }
  return out
}

/**
 * A step run in this process: what it prints (workflow commands included) is collected instead
 * of shown, and `restore` puts back the environment and the exit code it changed.
 */
export function stepInThisProcess(): { stdout: string[]; restore: () => void } {
  const saved = { ...process.env }
  const stdout: string[] = []
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    stdout.push(String(chunk))
    return true
  })
  return {
    stdout,
    restore() {
      jest.restoreAllMocks()
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k]
      Object.assign(process.env, saved)
      process.exitCode = undefined
    }
  }
}

/** A tiny stand-in for the GitHub jobs API: answers every call with `jobBody`. */
export async function jobsApi(
  jobBody: unknown
): Promise<{ url: string; calls: string[]; close: () => Promise<void> }> {
  const calls: string[] = []
  const server: Server = createServer((req, res) => {
    calls.push(req.url ?? '')
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(jobBody))
  })
  await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>(r => server.close(() => r()))
  }
}
