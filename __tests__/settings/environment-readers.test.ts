/**
 * The environment is read where a front end starts, and handed down as values: a module below
 * reads only what it is given, so a test hands it any environment, and what a front end reads
 * is said in one place. The entries (src/entries/), the library's entry (src/index.ts: its
 * options fall back to the environment) and the action's two steps (main.ts, post.ts) read
 * process.env; no other file of src/ does. Comments may name it.
 */
import { describe, it } from '@jest/globals'
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
})
