/**
 * The environment is read where a front end starts, and handed down as values: a module below
 * reads only what it is given, so a test hands it any environment, and what a front end reads
 * is said in one place. The entries (src/entries/), the library's entry (src/index.ts: its
 * options fall back to the environment) and the action's two steps (main.ts, post.ts) read
 * process.env; no other file of src/ does. Comments may name it. The core (client, queue, logs,
 * run, settings, steps, helper, util) takes not even the environment handed down, only typed
 * facts a front end read from it (src/environment, the action's facts, the command's settings):
 * `npm run lint` holds it to that, and the last test holds the lint rule to its word.
 */
import { describe, it } from '@jest/globals'
import { ESLint } from 'eslint'
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { expectEqual } from '../expect-equal.js'

const SRC = join(process.cwd(), 'src')

const ALLOWED = (file: string): boolean =>
  file.startsWith('entries/') || ['index.ts', 'action/main.ts', 'action/post.ts'].includes(file)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(path)
    return e.isFile() && e.name.endsWith('.ts') ? [path] : []
  })
}

/** The text of a TypeScript file without its comments (strings are kept: good enough here). */
function code(text: string): string {
  // A block comment keeps its line breaks, so that the lines reported are the file's.
  return text
    .replace(/\/\*[\s\S]*?\*\//g, c => c.replace(/[^\n]/g, ''))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
}

/** Names of src/ files outside the entries whose code reads process.env, with its lines. */
function environmentReaders(root: string): string[] {
  const found: string[] = []
  for (const path of sourceFiles(root)) {
    const file = relative(root, path).split(sep).join('/')
    if (ALLOWED(file)) continue
    code(readFileSync(path, 'utf8'))
      .split('\n')
      .forEach((line, i) => {
        if (/\bprocess\s*\.\s*env\b|\bprocess\s*\[\s*['"]env['"]\s*\]/.test(line))
          found.push(`${file}:${i + 1}: ${line.trim()}`)
      })
  }
  return found
}

describe('who reads the environment', () => {
  it('no module below the entries reads process.env: it receives the values', () => {
    expectEqual(environmentReaders(SRC), [])
  })

  it('lint refuses the core the environment, raw or whole, and only the core', async () => {
    const read = 'export const home = process.env.HOME\n'
    const taken = 'export const f = (env: NodeJS.ProcessEnv): unknown => env.HOME\n'
    const cases: [file: string, code: string, refused: boolean][] = [
      ['src/queue/probe.ts', read, true],
      ['src/util/probe.ts', 'export const { env } = process\n', true],
      ['src/client/probe.ts', taken, true],
      ['src/run/probe.ts', taken, true],
      // A child's environment is data the core passes on.
      ['src/helper/spawn.ts', taken, false],
      ['src/run/child-environment.ts', taken, false],
      ['src/helper/spawn.ts', read, true],
      // The front ends read it.
      ['src/environment/probe.ts', taken, false],
      ['src/cli/probe.ts', taken, false],
      ['src/action/probe.ts', taken, false]
    ]
    const eslint = new ESLint()
    const got: typeof cases = []
    for (const [file, code] of cases) {
      const [result] = await eslint.lintText(code, { filePath: file })
      const rules = ['no-restricted-properties', 'no-restricted-syntax']
      const refusals = result.messages.filter(m => rules.includes(m.ruleId ?? ''))
      got.push([file, code, refusals.length > 0])
    }
    expectEqual(got, cases)
  })
})
