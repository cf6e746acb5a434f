// Checks that every relative link of the documentation reaches a file of the repository, and
// every `#anchor` a heading of the page it names, the way GitHub renders them. Moving text
// between pages breaks links silently; this makes it loud. `node scripts/docs-links.mjs` prints
// the broken ones and exits 1; the test suite runs the same check.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The pages checked: the README, every page under docs/, and the notify sub-action's. */
export function docPages(root = repoRoot) {
  const docs = existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'))
        .filter(f => f.endsWith('.md'))
        .sort()
        .map(f => `docs/${f}`)
    : []
  return ['README.md', ...docs, 'notify/README.md'].filter(p => existsSync(join(root, p)))
}

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(text) {
  const out = []
  let fence = null
  text.split('\n').forEach((line, i) => {
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(line)
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = null
    } else if (open) fence = open[1]
    else out.push({ line: line, number: i + 1 })
  })
  return out
}

/** Text of a heading as GitHub shows it: a closing `#` run, link targets and HTML tags dropped. */
function headingText(raw) {
  return raw
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
}

/** GitHub's heading id: lower case, punctuation dropped, each space a hyphen. */
export function slug(heading) {
  return headingText(heading)
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors a page offers: its headings' ids, a repeated id numbered as GitHub does. */
export function anchors(text) {
  const seen = new Map()
  const ids = new Set()
  for (const { line } of proseLines(text)) {
    const m = /^ {0,3}#{1,6}\s+(.*)$/.exec(line)
    if (!m) continue
    const base = slug(m[1])
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    ids.add(n === 0 ? base : `${base}-${n}`)
  }
  return ids
}

/** Link targets of a page, outside code: `[text](target)` and `[label]: target`. */
export function links(text) {
  const out = []
  for (const { line, number } of proseLines(text)) {
    const prose = line.replace(/`[^`]*`/g, '')
    for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      out.push({ target: m[1], line: number })
    const def = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/.exec(prose)
    if (def) out.push({ target: def[1], line: number })
  }
  return out
}

/** Every link of the pages that does not resolve, as `page:line: target: why`. */
export function brokenLinks(root = repoRoot, pages = docPages(root)) {
  const broken = []
  const anchorsOf = new Map()
  const idsOf = file => {
    if (!anchorsOf.has(file)) anchorsOf.set(file, anchors(readFileSync(file, 'utf8')))
    return anchorsOf.get(file)
  }
  for (const page of pages) {
    const from = join(root, page)
    for (const { target, line } of links(readFileSync(from, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue // https:, mailto: ...
      const say = why => broken.push(`${page}:${line}: ${target}: ${why}`)
      const hash = target.indexOf('#')
      const path = decodeURIComponent(hash < 0 ? target : target.slice(0, hash))
      const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1))
      if (path.startsWith('/')) {
        say('an absolute path; write it relative to the page')
        continue
      }
      const file = path === '' ? from : resolve(dirname(from), path)
      const inside = relative(root, file)
      if (inside.startsWith('..') || inside.split(sep)[0] === '..') {
        say('leads out of the repository')
        continue
      }
      if (!existsSync(file)) {
        say('no such file')
        continue
      }
      if (anchor === null) continue
      if (statSync(file).isDirectory() || !file.endsWith('.md')) say('an anchor into a non-page')
      else if (!idsOf(file).has(anchor)) say(`no heading with the id "${anchor}"`)
    }
  }
  return broken
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const broken = brokenLinks()
  for (const b of broken) console.error(b)
  process.exitCode = broken.length > 0 ? 1 : 0
}
