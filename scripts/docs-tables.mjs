// Renders the inputs and outputs tables of action.yml and notify/action.yml into the marked
// regions of docs/action.md and notify/README.md, so the tables users read are the inputs the runner
// reads. `npm run docs` writes them; `node scripts/docs-tables.mjs --check` (and the test suite)
// fails when a committed table differs from a fresh render.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import * as prettier from 'prettier'
import { parse } from 'yaml'

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Each page and the action whose tables it shows. */
export const PAGES = [
  { page: 'docs/action.md', action: 'action.yml' },
  { page: 'notify/README.md', action: 'notify/action.yml' }
]

/** A table cell's text: one line, `|` escaped so it does not end the cell. */
const oneLine = text => String(text).replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')

/**
 * A cell of prose: and, outside its code spans, `*` escaped, so that two of them
 * (`cicd.pipeline.*, … vcs.*`) are not read as emphasis, which Prettier would then rewrite.
 */
const cell = text =>
  oneLine(text)
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/\*/g, '\\*')))
    .join('')

/** Inline code, with a double fence when the value holds a backtick. */
const code = text => (String(text).includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``)

function defaultCell(spec) {
  if (spec.default === undefined || spec.default === null || spec.default === '')
    return spec.required ? 'required' : ''
  return code(oneLine(spec.default))
}

/** The inputs table of a parsed action.yml. */
export function inputsTable(action) {
  const rows = Object.entries(action.inputs ?? {}).map(
    ([name, spec]) =>
      `| ${code(name)} | ${defaultCell(spec ?? {})} | ${cell(spec?.description ?? '')} |`
  )
  return ['| Input | Default | Description |', '| --- | --- | --- |', ...rows].join('\n')
}

/** The outputs table of a parsed action.yml. */
export function outputsTable(action) {
  const rows = Object.entries(action.outputs ?? {}).map(
    ([name, spec]) => `| ${code(name)} | ${cell(spec?.description ?? '')} |`
  )
  return ['| Output | Description |', '| --- | --- |', ...rows].join('\n')
}

/** Replaces what lies between `<!-- NAME:start -->` and `<!-- NAME:end -->`. */
export function replaceRegion(text, name, body, where = 'the page') {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from)
    throw new Error(`${where} has no ${start} ... ${end} region for the ${name} table`)
  if (text.indexOf(start, from + 1) >= 0) throw new Error(`${where} has two ${start} markers`)
  return `${text.slice(0, from + start.length)}\n\n${body}\n\n${text.slice(to)}`
}

/**
 * A page with its tables rendered from the action's text, formatted as `prettier --check` wants.
 * Only the tables are formatted: prettier lays out a table by its own cells alone, and the rest
 * of the page is its author's (lint holds it to prettier). Formatting the whole README to reach
 * its tables took five times as long.
 */
export async function renderPage(pageText, actionText, pagePath) {
  const action = parse(actionText)
  const options = { ...((await prettier.resolveConfig(pagePath)) ?? {}), filepath: pagePath }
  const format = async table => (await prettier.format(table, options)).trimEnd()
  const [inputs, outputs] = await Promise.all([
    format(inputsTable(action)),
    format(outputsTable(action))
  ])
  return replaceRegion(
    replaceRegion(pageText, 'inputs', inputs, pagePath),
    'outputs',
    outputs,
    pagePath
  )
}

/** Every page as committed and as freshly rendered. */
export async function renderPages(root = repoRoot) {
  return Promise.all(
    PAGES.map(async ({ page, action }) => {
      const path = join(root, page)
      const current = readFileSync(path, 'utf8')
      const fresh = await renderPage(current, readFileSync(join(root, action), 'utf8'), path)
      return { page, action, current, fresh }
    })
  )
}

async function main(argv) {
  const check = argv.includes('--check')
  let stale = 0
  for (const { page, action, current, fresh } of await renderPages()) {
    if (current === fresh) continue
    if (check) {
      stale++
      console.error(`${page}: its tables differ from ${action}; run 'npm run docs'`)
    } else {
      writeFileSync(join(repoRoot, page), fresh)
      console.log(`${page}: tables rendered from ${action}`)
    }
  }
  process.exitCode = stale > 0 ? 1 : 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await main(process.argv.slice(2))
