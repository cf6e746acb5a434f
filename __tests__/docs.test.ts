/**
 * The documentation's generated tables and its links: the inputs and outputs tables of
 * docs/action.md and of notify/README.md are those of action.yml and notify/action.yml, and every
 * relative link and anchor of the pages resolves. And what the pages say of the package holds:
 * the Nodes it runs on are package.json's engines, a section a page sends the reader to is
 * there, and the quick start runs from a checkout as it says.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { anchors, brokenLinks, docPages, links, slug } from '../scripts/docs-links.mjs'
import { enginesFloor } from '../scripts/lowest-node.mjs'
import {
  PAGES,
  inputsTable,
  outputsTable,
  renderPage,
  renderPages,
  replaceRegion,
  repoRoot,
  type ActionSpec
} from '../scripts/docs-tables.mjs'

describe('the inputs and outputs tables', () => {
  // Formatting the pages is most of this file's time: once for all of them.
  let pages: ReturnType<typeof renderPages> | undefined
  it.each(PAGES.map(p => [p.page, p.action] as const))(
    '%s shows the tables of %s (run `npm run docs` after changing it)',
    async page => {
      pages ??= renderPages()
      const rendered = (await pages).find(r => r.page === page)
      expect(rendered).toBeDefined()
      expect(rendered?.current).toBe(rendered?.fresh)
    }
  )

  it('lists every input and output of the action, in its order', () => {
    for (const { action } of PAGES) {
      const spec = parse(readFileSync(join(repoRoot, action), 'utf8')) as ActionSpec
      const names = (table: string): string[] =>
        [...table.matchAll(/^\| `([^`]+)` \|/gm)].map(m => m[1])
      expect(names(inputsTable(spec))).toEqual(Object.keys(spec.inputs ?? {}))
      expect(names(outputsTable(spec))).toEqual(Object.keys(spec.outputs ?? {}))
    }
  })

  it('shows defaults, required inputs and descriptions as one table row each', () => {
    const table = inputsTable({
      inputs: {
        plain: { description: 'Two\nlines with a | bar.', default: '' },
        needed: { description: 'Must be set.', required: true },
        numbered: { description: 'A number.', default: 300 },
        expression: { description: 'From the context.', default: '${{ github.token }}' },
        ticked: { description: 'A backtick.', default: 'a`b' },
        starred: { description: 'Names a.* and b.* (e.g. `logs/*.log`).', default: '*.log' }
      }
    })
    expect(table.split('\n').slice(2)).toEqual([
      '| `plain` |  | Two lines with a \\| bar. |',
      '| `needed` | required | Must be set. |',
      '| `numbered` | `300` | A number. |',
      '| `expression` | `${{ github.token }}` | From the context. |',
      '| `ticked` | `` a`b `` | A backtick. |',
      // Two asterisks of prose are no emphasis; in code they stay as written.
      '| `starred` | `*.log` | Names a.\\* and b.\\* (e.g. `logs/*.log`). |'
    ])
  })

  it('renders a changed action into the page, and leaves the rest of the page alone', async () => {
    // The notify step's page: the same regions and rendering as the README.
    const page = join(repoRoot, 'notify/README.md')
    const text = readFileSync(page, 'utf8')
    const spec = parse(readFileSync(join(repoRoot, 'notify/action.yml'), 'utf8')) as ActionSpec
    spec.inputs = { ...spec.inputs, 'new-input': { description: 'Added for the test.' } }
    const fresh = await renderPage(text, stringify(spec), page)
    expect(fresh).not.toBe(text)
    expect(fresh).toMatch(/^\| `new-input` +\| +\| Added for the test\. +\|$/m)
    const outside = (t: string): string =>
      t.replace(/<!-- (inputs|outputs):start -->[\s\S]*?<!-- \1:end -->/g, '')
    expect(outside(fresh)).toBe(outside(text))
  })

  it('fails loudly, naming the page, when a region marker is missing', () => {
    expect(() => replaceRegion('# A page\n', 'inputs', '| x |', 'notify/README.md')).toThrow(
      /notify\/README\.md has no <!-- inputs:start -->/
    )
    expect(() =>
      replaceRegion('<!-- inputs:end -->\n<!-- inputs:start -->\n', 'inputs', '', 'README.md')
    ).toThrow(/README\.md/)
  })
})

describe('links between the pages', () => {
  it('checks the README, every page under docs/ and notify/README.md', () => {
    const pages = docPages()
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'notify/README.md']))
    expect(pages.filter(p => p.startsWith('docs/')).length).toBeGreaterThanOrEqual(5)
  })

  it('every relative link reaches a file, and every anchor a heading', () => {
    expect(brokenLinks()).toEqual([])
  })

  it('makes heading ids as GitHub does', () => {
    expect(slug('What goes into `logs`')).toBe('what-goes-into-logs')
    expect(slug('Plain `http://`')).toBe('plain-http')
    expect(slug('When the service is down, and self-hosted runners')).toBe(
      'when-the-service-is-down-and-self-hosted-runners'
    )
    expect(slug('`job-monitor exec`')).toBe('job-monitor-exec')
    expect(slug('GitLab CI/CD')).toBe('gitlab-cicd')
    expect(slug('The [emulator](emulator.md) page')).toBe('the-emulator-page')
    expect([...anchors('# Usage\n## Usage\n```sh\n# not a heading\n```\n### Usage\n')]).toEqual([
      'usage',
      'usage-1',
      'usage-2'
    ])
  })

  it('finds links in prose and reference definitions, not in code', () => {
    const text = [
      'See [a](a.md) and [b](docs/b.md#part "title"), and `[c](c.md)`.',
      '```md',
      '[d](d.md)',
      '```',
      '[e]: e.md#x'
    ].join('\n')
    expect(links(text)).toEqual([
      { target: 'a.md', line: 1 },
      { target: 'docs/b.md#part', line: 1 },
      { target: 'e.md#x', line: 5 }
    ])
  })

  it('reports a missing file, a missing anchor and a link out of the repository', () => {
    const root = mkdtempSync(join(tmpdir(), 'jm-docs-'))
    mkdirSync(join(root, 'docs'))
    writeFileSync(join(root, 'docs', 'a.md'), '# A\n\n## Part one\n')
    writeFileSync(
      join(root, 'README.md'),
      [
        '[ok](docs/a.md#part-one) [self](#readme) [site](https://example.com/x#y)',
        '[gone](docs/gone.md) [anchor](docs/a.md#part-two) [out](../elsewhere.md)',
        '# Readme'
      ].join('\n')
    )
    expect(brokenLinks(root)).toEqual([
      'README.md:2: docs/gone.md: no such file',
      'README.md:2: docs/a.md#part-two: no heading with the id "part-two"',
      'README.md:2: ../elsewhere.md: leads out of the repository'
    ])
  })
})

describe('the commands the pages give', () => {
  // npx takes the options right after the name given to --no as its own:
  // `npx --no job-monitor --version` prints npm's version. `--` ends npx's options.
  it('run an installed job-monitor with `npx --no -- job-monitor`, never `npx --no job-monitor`', () => {
    const pages = [...docPages(), 'CONTRIBUTING.md']
    const wrong = pages.flatMap(page =>
      readFileSync(join(repoRoot, page), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /npx\s+(?:--no|-n)\s+(?!--\s)/.test(line) ? [`${page}:${i + 1}: ${line.trim()}`] : []
        )
    )
    expect(wrong).toEqual([])
  })
})

describe("the tests' index", () => {
  it('lists each module of src/ with the tests that import it (run `npm run docs` after a change)', async () => {
    const { indexLines, withIndex } = await import('../scripts/tests-index.mjs')
    const readme = readFileSync(join(repoRoot, '__tests__', 'README.md'), 'utf8')
    expect(withIndex(readme, indexLines())).toBe(readme)
  })

  it('finds a static, a dynamic and a mocked import, and marks a module no test imports', () => {
    const root = mkdtempSync(join(tmpdir(), 'tests-index-'))
    for (const dir of ['src/a', '__tests__/a', '__tests__/b'])
      mkdirSync(join(root, dir), { recursive: true })
    for (const m of ['one', 'two', 'three', 'none'])
      writeFileSync(join(root, 'src/a', `${m}.ts`), '')
    writeFileSync(
      join(root, '__tests__/a/x.test.ts'),
      "import { y } from '../../src/a/one.js'\nawait import('../../src/a/two.js')\n"
    )
    writeFileSync(
      join(root, '__tests__/b/z.test.ts'),
      "jest.unstable_mockModule('../../src/a/three.js', () => ({}))\nimport '../../src/a/one.js'\n"
    )
    return import('../scripts/tests-index.mjs').then(({ indexLines }) =>
      expect(indexLines(root)).toEqual([
        '- `a/none.ts`: —',
        '- `a/one.ts`: `a/x.test.ts`',
        '- `a/three.ts`: `b/z.test.ts`',
        '- `a/two.ts`: `a/x.test.ts`'
      ])
    )
  })
})

describe('what the pages say of the package', () => {
  const page = (name: string): string => readFileSync(join(repoRoot, name), 'utf8')
  const pkg = JSON.parse(page('package.json')) as { version: string; engines: { node: string } }

  it("name the lowest Node package.json's engines admit, and no older one", () => {
    const [major, minor] = enginesFloor(pkg.engines.node).split('.')
    for (const name of ['docs/cli.md', 'CONTRIBUTING.md'])
      expect([name, page(name).includes(`Node.js ${major}.${minor} or later`)]).toEqual([
        name,
        true
      ])
    const older = [...docPages(), 'CONTRIBUTING.md'].filter(name =>
      /Node(\.js)? (1\d|20)\.\d+ or later/.test(page(name))
    )
    expect(older).toEqual([])
  })

  it('send the reader only to a section of the README that is there', () => {
    const headings = anchors(page('README.md'))
    const missing = [...docPages(), 'CONTRIBUTING.md'].flatMap(name =>
      [...page(name).matchAll(/the README's\s+(\w[\w ]*?)\s+section/gi)]
        .map(m => m[1])
        .filter(section => !headings.has(slug(section)))
        .map(section => `${name}: the README's ${section} section`)
    )
    expect(missing).toEqual([])
  })

  it('say in the quick start how to run the command in a checkout, and it runs', () => {
    const text = page('docs/cli.md')
    const quickStart = text.slice(
      text.indexOf('## Quick start'),
      text.indexOf('## `job-monitor exec`')
    )
    expect(quickStart).toContain('npm run cli --')
    const alias = /alias job-monitor="([^"]+)"/.exec(quickStart)?.[1]
    expect(alias).toBeDefined()
    const [file, ...args] = alias!.replaceAll('$PWD', repoRoot).split(' ')
    const version = execFileSync(file, [...args, '--version'], { cwd: repoRoot, encoding: 'utf8' })
    expect(version).toBe(`${pkg.version}\n`)
  })
})
