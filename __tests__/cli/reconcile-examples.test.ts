/**
 * The copy-paste examples of ending runs from GitLab's and Buildkite's record (examples/
 * reconcile/): valid YAML; each `job-monitor reconcile` line one the command line accepts, with
 * neither the key nor the read token on it (both come from the CI's secret store into the job's
 * environment); each linked from the integrations page.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseAllDocuments } from 'yaml'
import { parse } from '../../src/cli/args.js'

const DIR = resolve('examples/reconcile')
const FILES = readdirSync(DIR).sort()
const text = (f: string): string => readFileSync(resolve(DIR, f), 'utf8')

/** The words of each `job-monitor reconcile ...` line, after `job-monitor`. */
function reconcileLines(f: string): string[][] {
  return text(f)
    .split('\n')
    .filter(l => !/^\s*#/.test(l) && /job-monitor reconcile/.test(l))
    .map(l =>
      l
        .slice(l.indexOf('job-monitor reconcile') + 'job-monitor '.length)
        .trim()
        .split(/\s+/)
    )
}

describe('examples/reconcile', () => {
  it('holds the GitLab pipeline and the Buildkite pipeline', () => {
    expect(FILES).toEqual(['buildkite-pipeline.yml', 'gitlab-ci.yml'])
  })

  it.each(FILES)(
    '%s is valid YAML, its reconcile lines accepted, no secret on a command line',
    f => {
      for (const d of parseAllDocuments(text(f)) as Array<{
        errors: unknown[]
        warnings: unknown[]
      }>) {
        expect(d.errors).toEqual([])
        expect(d.warnings).toEqual([])
      }
      const lines = reconcileLines(f)
      expect(lines.length).toBeGreaterThan(0)
      for (const [name, ...args] of lines) expect(() => parse(name, args)).not.toThrow()
      expect(text(f)).not.toMatch(/\$\$?\{?JOB_MONITOR_(API_KEY|GITLAB_TOKEN|BUILDKITE_TOKEN)\b/)
      expect(text(f)).not.toMatch(/--api-key|--token/)
      expect(readFileSync(resolve('docs/integrations.md'), 'utf8')).toContain(
        `](../examples/reconcile/${f})`
      )
    }
  )
})
