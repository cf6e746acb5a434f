import { describe, expect, it } from '@jest/globals'
import {
  locatePages,
  runnerRootCandidates,
  type ProcessFacts
} from '../../src/steps/runner-root.js'

function facts(
  o: Partial<ProcessFacts> & { dirs?: string[]; links?: Record<string, string> }
): ProcessFacts {
  const dirs = new Set(o.dirs ?? [])
  return {
    execPath: o.execPath ?? '/usr/bin/node',
    argv0: o.argv0 ?? 'node',
    platform: o.platform ?? 'linux',
    ppid: o.ppid,
    isDirectory: p => dirs.has(p),
    readLink: p => o.links?.[p]
  }
}

describe('locatePages', () => {
  it("finds the pages three folders above the runner's node", () => {
    const root = '/home/runner/actions-runner/cached'
    expect(
      locatePages(
        facts({ execPath: `${root}/externals/node24/bin/node`, dirs: [`${root}/_diag/pages`] })
      )
    ).toEqual({ pagesDir: `${root}/_diag/pages` })
  })

  it("reads the paths as the runner's system writes them, whatever system reads them", () => {
    const root = 'C:\\actions-runner'
    const node = `${root}\\externals\\node24\\bin\\node.exe`
    const f = facts({
      platform: 'win32',
      execPath: node,
      argv0: node,
      dirs: [`${root}\\_diag\\pages`]
    })
    expect(locatePages(f)).toEqual({ pagesDir: `${root}\\_diag\\pages` })
    // And a Linux runner's paths stay POSIX paths on any machine.
    expect(runnerRootCandidates(facts({ execPath: '/r/externals/node24/bin/node' }))).toEqual([
      '/r'
    ])
  })

  it('finds them by the path node was started by when execPath resolved a link', () => {
    const root = '/tmp/runner'
    const f = facts({
      execPath: '/opt/node/bin/node',
      argv0: `${root}/externals/node24/bin/node`,
      dirs: [`${root}/_diag/pages`]
    })
    expect(locatePages(f)).toEqual({ pagesDir: `${root}/_diag/pages` })
  })

  it("falls back on Linux to the parent Worker's own folder", () => {
    const f = facts({
      execPath: '/opt/node/bin/node',
      ppid: 4321,
      links: { '/proc/4321/exe': '/srv/runner/bin/Runner.Worker' },
      dirs: ['/srv/runner/_diag/pages']
    })
    expect(locatePages(f)).toEqual({ pagesDir: '/srv/runner/_diag/pages' })
    // A parent that is not the Worker says nothing.
    const other = facts({ ppid: 4321, links: { '/proc/4321/exe': '/usr/bin/bash' } })
    expect(runnerRootCandidates(other)).toEqual(['/'])
  })

  it('says a container job cannot be read, and why', () => {
    const r = locatePages(facts({ execPath: '/__e/node24/bin/node' }))
    expect(r).toEqual({ unavailable: expect.stringMatching(/container job.*_diag.*not mounted/) })
  })

  it('says where it looked when there is no _diag/pages', () => {
    const r = locatePages(facts({ execPath: '/opt/tools/node/bin/node' }))
    expect('unavailable' in r && r.unavailable).toMatch(/_diag\/pages folder was not found.*\/opt/)
  })
})
