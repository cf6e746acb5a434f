// Writes the index of __tests__/README.md: one line per module under src/, with the test files
// that import it directly (a static or dynamic import, or a mocked module). Written from the code
// so that it stays true as tests move and grow, and so that two changes that each add a test
// merge without a conflict in a hand-kept list. `npm run docs` writes it;
// `node scripts/tests-index.mjs --check` (and the test suite) fails when the committed index
// differs from a fresh one. The list of tests that run the built bundles stays written by hand.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
const README = join(repoRoot, '__tests__', 'README.md')
const FIRST = /^- `[^`]+\.ts`: /
const posix = p => p.split(sep).join('/')

function files(dir, suffix) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap(e => (e.isDirectory() ? files(join(dir, e.name), suffix) : [join(dir, e.name)]))
    .filter(f => f.endsWith(suffix))
}

/** The index lines, from the tree under `root`. */
export function indexLines(root = repoRoot) {
  const src = join(root, 'src')
  const users = new Map(
    files(src, '.ts')
      .map(f => posix(relative(src, f)))
      .sort()
      .map(m => [m, new Set()])
  )
  const tests = join(root, '__tests__')
  for (const test of files(tests, '.test.ts')) {
    const text = readFileSync(test, 'utf8')
    const imports = /(?:\bfrom\s+|\bimport\(\s*|unstable_mockModule\(\s*)['"](\.[^'"]+)['"]/g
    for (const [, spec] of text.matchAll(imports)) {
      const module = posix(relative(src, resolve(dirname(test), spec))).replace(/\.js$/, '.ts')
      users.get(module)?.add(posix(relative(tests, test)))
    }
  }
  return [...users].map(([module, by]) => {
    const list = [...by].sort().map(t => `\`${t}\``)
    return `- \`${module}\`: ${list.length ? list.join(', ') : '—'}`
  })
}

/** The README with its index replaced by `lines`. */
export function withIndex(readme, lines) {
  const old = readme.split('\n')
  const start = old.findIndex(l => FIRST.test(l))
  let end = start
  while (end < old.length && FIRST.test(old[end])) end++
  return [...old.slice(0, start), ...lines, ...old.slice(end)].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const readme = readFileSync(README, 'utf8')
  const fresh = withIndex(readme, indexLines())
  if (process.argv.includes('--check')) {
    if (fresh !== readme) {
      console.error('__tests__/README.md: the index is stale; run `npm run docs`.')
      process.exit(1)
    }
  } else if (fresh !== readme) writeFileSync(README, fresh)
}
