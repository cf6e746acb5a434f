import { spawn } from 'node:child_process'
import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseAllDocuments } from 'yaml'

export const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`

/** A command of that name in `bin`, running `body` with sh. */
export function commandOnPath(bin: string, name: string, body: string): void {
  const path = join(bin, name)
  writeFileSync(path, `#!/bin/sh\n${body}\n`)
  chmodSync(path, 0o755)
}

/** Runs a tool to its end: its exit code and its output (stdout and stderr together). */
export function runTool(
  file: string,
  args: string[],
  o: { cwd?: string; env: NodeJS.ProcessEnv }
): Promise<{ code: number | null; output: string }> {
  const child = spawn(file, args, { cwd: o.cwd, env: o.env, stdio: ['ignore', 'pipe', 'pipe'] })
  const chunks: Buffer[] = []
  child.stdout.on('data', c => chunks.push(c))
  child.stderr.on('data', c => chunks.push(c))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', code => resolve({ code, output: Buffer.concat(chunks).toString() }))
  })
}

/** The GitLab component as users include it. */
export const TEMPLATE = readFileSync(resolve('templates/job-monitor.yml'), 'utf8')

/** A script line of `.job-monitor`, its inputs given their defaults, or the value in `inputs`. */
export function templateLine(
  key: 'before_script' | 'after_script',
  inputs: Record<string, string>
): string {
  const [header, body] = parseAllDocuments(TEMPLATE).map(d => d.toJS()) as [
    { spec: { inputs: Record<string, { default: unknown }> } },
    Record<string, Record<string, string[]>>
  ]
  return body['.job-monitor'][key][0].replace(/\$\[\[\s*inputs\.([\w-]+)\s*\]\]/g, (_, name) =>
    String(inputs[name] ?? header.spec.inputs[name].default)
  )
}

/** Every script line of `.job-monitor`'s `key`, its inputs given their defaults or `inputs`' value. */
export function templateLines(
  key: 'before_script' | 'after_script',
  inputs: Record<string, string>
): string[] {
  const [header, body] = parseAllDocuments(TEMPLATE).map(d => d.toJS()) as [
    { spec: { inputs: Record<string, { default: unknown }> } },
    Record<string, Record<string, string[]>>
  ]
  return body['.job-monitor'][key].map(line =>
    line.replace(/\$\[\[\s*inputs\.([\w-]+)\s*\]\]/g, (_, name: string) =>
      String(inputs[name] ?? header.spec.inputs[name].default)
    )
  )
}
