/**
 * Where the runner writes each step's console lines: `<runner root>/_diag/pages`. A JavaScript
 * action runs on the runner's own Node, `<root>/externals/node<N>/bin/node`, so the root is three
 * folders above it. Hosted install paths move from one image to the next; nothing here names one.
 * In a container job the action's Node is the runner's, mounted at `/__e`, and `_diag` is not
 * mounted at all: the reason says so.
 */
import { posix, win32, type PlatformPath } from 'node:path'

export type PagesLocation = { pagesDir: string } | { unavailable: string }

export interface ProcessFacts {
  /** process.execPath: symbolic links resolved by the OS. */
  execPath: string
  /** process.argv0: the path the runner started Node by, links not resolved. */
  argv0: string
  platform: NodeJS.Platform
  /** The parent's pid: on Linux, the main step's parent is the runner's Worker. */
  ppid?: number
  isDirectory: (path: string) => boolean
  readLink: (path: string) => string | undefined
}

/** Paths as the runner's system writes them (the facts' platform, not the machine's). */
const pathsOf = (p: ProcessFacts): PlatformPath => (p.platform === 'win32' ? win32 : posix)

/** `<root>/externals/node24/bin/node` -> `<root>` (Windows: `...\node24\bin\node.exe`). */
function rootAboveNode(path: PlatformPath, nodePath: string): string {
  return path.resolve(path.dirname(nodePath), '..', '..', '..')
}

export function runnerRootCandidates(p: ProcessFacts): string[] {
  const path = pathsOf(p)
  const roots = [rootAboveNode(path, p.execPath)]
  if (p.argv0 && path.isAbsolute(p.argv0)) roots.push(rootAboveNode(path, p.argv0))
  if (p.platform === 'linux' && p.ppid && p.ppid > 1) {
    // `<root>/bin/Runner.Worker`: the fallback when Node was started from a copy elsewhere.
    const worker = p.readLink(`/proc/${p.ppid}/exe`)
    if (worker && path.basename(worker) === 'Runner.Worker')
      roots.push(path.dirname(path.dirname(worker)))
  }
  return [...new Set(roots)]
}

export function locatePages(p: ProcessFacts): PagesLocation {
  const roots = runnerRootCandidates(p)
  for (const root of roots) {
    const pagesDir = pathsOf(p).join(root, '_diag', 'pages')
    if (p.isDirectory(pagesDir)) return { pagesDir }
  }
  const node = p.execPath.replace(/\\/g, '/')
  if (node.startsWith('/__e/') || p.argv0.startsWith('/__e/')) {
    return {
      unavailable:
        "a container job: the runner's _diag folder is not mounted in the job's container"
    }
  }
  return {
    unavailable: `the runner's _diag/pages folder was not found (looked under ${roots.join(', ')})`
  }
}
