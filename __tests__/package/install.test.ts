/**
 * The package as users install it: `npm pack` once, then the tarball installed offline, with the
 * machine's own npm run by the lowest Node the package supports (the floor of its engines,
 * scripts/lowest-node.mjs; not the Node 24 that `npm run` puts first on the PATH), into a fresh
 * global prefix and into a fresh consumer project, and run there by that Node. Offline works
 * only because the package has no dependencies: everything it runs is bundled in dist/.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join, resolve, sep } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { enginesFloor, lowestNode } from '../../scripts/lowest-node.mjs'
import { skipOn } from '../platform.js'

/** The machine's npm on Windows is a .cmd, and a global install's command a .cmd shim. */
const installed = skipOn(['win32'], 'runs npm and the installed command as POSIX files')

const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean
}

const KEY = 'jm_install_check_key_7c1d9e'
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  version: string
  engines: { node: string }
}

/** The machine's own node: the first on the PATH that is not a dev dependency's. */
function machineNode(): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir === '' || dir.split(sep).includes('node_modules')) continue
    const candidate = join(dir, process.platform === 'win32' ? 'node.exe' : 'node')
    try {
      accessSync(candidate, constants.X_OK)
      return realpathSync(candidate)
    } catch {
      // not here
    }
  }
  throw new Error('no node on the PATH outside node_modules')
}

/** The lowest Node the package supports: what it is installed and run with. */
const NODE = lowestNode()
/** The npm that comes with the machine's own node, run by NODE. */
const NPM = realpathSync(join(dirname(machineNode()), 'npm'))

interface Result {
  code: number
  stdout: string
  stderr: string
}

const work = mkdtempSync(join(tmpdir(), 'jm-install-'))
/** Only the machine's node on the PATH, no npm_* variables from `npm test`, a throwaway cache. */
const cleanEnv: NodeJS.ProcessEnv = {
  PATH: [dirname(NODE), '/usr/bin', '/bin'].join(delimiter),
  HOME: work,
  npm_config_cache: join(work, 'npm-cache'),
  npm_config_update_notifier: 'false',
  npm_config_audit: 'false',
  npm_config_fund: 'false'
}

function run(file: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<Result>(done => {
    execFile(
      file,
      args,
      { cwd: opts.cwd ?? work, env: { ...cleanEnv, ...opts.env }, encoding: 'utf8' },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
    )
  })
}

const npm = (args: string[], cwd?: string): Promise<Result> => run(NODE, [NPM, ...args], { cwd })

let tarball = ''
let packedFiles: string[] = []
let nodeVersion = ''
let emu: Emulator

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY })
  nodeVersion = (await run(NODE, ['--version'])).stdout.trim()
  const packed = await run(
    NODE,
    [NPM, 'pack', '--json', '--ignore-scripts', '--pack-destination', work, resolve('.')],
    { cwd: resolve('.') }
  )
  expect(packed).toMatchObject({ code: 0 })
  const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[]
  tarball = join(work, info.filename)
  packedFiles = info.files.map(f => f.path)
}, 120_000)

afterAll(async () => {
  await emu.close()
  rmSync(work, { recursive: true, force: true })
})

installed.describe('the packed tarball', () => {
  it('is installed with the lowest node the engines field admits', () => {
    expect(semver.satisfies(nodeVersion, pkg.engines.node)).toBe(true)
    expect(nodeVersion).toBe(`v${enginesFloor(pkg.engines.node)}`)
  })

  it('holds the command-line tool, the library and their documents, nothing of the action', () => {
    for (const f of [
      'package.json',
      'README.md',
      'LICENSE',
      'CHANGELOG.md',
      'dist/cli/index.js',
      'dist/lib/index.js',
      'dist/lib/index.d.ts',
      'dist/lib/emulator/index.js',
      'dist/lib/emulator/index.d.ts'
    ])
      expect(packedFiles).toContain(f)
    const outside = packedFiles.filter(
      f =>
        !/^dist\/(cli|lib)\//.test(f) &&
        !['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'].includes(f)
    )
    expect(outside).toEqual([])
  })

  it('declares no dependencies of any kind', async () => {
    const installed = join(work, 'manifest')
    mkdirSync(installed)
    expect(await run('tar', ['-xzf', tarball, '-C', installed])).toMatchObject({ code: 0 })
    const manifest = JSON.parse(readFileSync(join(installed, 'package/package.json'), 'utf8'))
    for (const field of [
      'dependencies',
      'peerDependencies',
      'optionalDependencies',
      'bundleDependencies',
      'bundledDependencies'
    ])
      expect(manifest[field] ?? {}).toEqual({})
  })
})

installed.describe('a global install from the tarball, offline', () => {
  const prefix = join(work, 'prefix')
  const bin = join(prefix, 'bin', 'job-monitor')
  /** The installed command, found by its shebang (`env node`) on a PATH holding only the machine's node. */
  const jobMonitor = (args: string[], env: NodeJS.ProcessEnv = {}): Promise<Result> =>
    run(bin, args, { env })
  let install: Result

  beforeAll(async () => {
    install = await npm(['install', '--global', '--offline', '--prefix', prefix, tarball])
  }, 120_000)

  it('installs without a warning about engines, as one folder', () => {
    expect(install.stderr).not.toMatch(/EBADENGINE/)
    expect(install).toMatchObject({ code: 0 })
    const root = join(prefix, 'lib', 'node_modules', 'job-monitor')
    expect(existsSync(join(root, 'dist/cli/index.js'))).toBe(true)
    expect(existsSync(join(root, 'node_modules'))).toBe(false)
  })

  it('answers --version with the package version', async () => {
    expect(await jobMonitor(['--version'])).toEqual({
      code: 0,
      stdout: `${pkg.version}\n`,
      stderr: ''
    })
  })

  it('runs a command through exec and reports it to the service', async () => {
    const result = await jobMonitor(
      ['exec', '-n', 'installed-exec', '--', 'sh', '-c', 'echo from the installed tool; exit 3'],
      {
        JOB_MONITOR_API_KEY: KEY,
        JOB_MONITOR_BASE_URL: emu.url,
        JOB_MONITOR_QUEUE_DIR: join(work, 'queue')
      }
    )
    expect(result.code).toBe(3)
    expect(result.stdout).toBe('from the installed tool\n')
    expect(result.stdout + result.stderr).not.toContain(KEY)
    const run = emu.runs().find(r => r.job_name === 'installed-exec')
    expect(run).toMatchObject({
      status: 'failed',
      logs: expect.stringContaining('from the installed tool')
    })
    expect(emu.requests().every(r => r.violations.length === 0)).toBe(true)
  })

  it('runs its heartbeat process between start and end --state-file', async () => {
    const env = {
      JOB_MONITOR_API_KEY: KEY,
      JOB_MONITOR_BASE_URL: emu.url,
      JOB_MONITOR_QUEUE_DIR: join(work, 'queue')
    }
    const state = join(work, 'state', 'run.json')
    const args = ['-n', 'installed-hooks', '--state-file', state]
    expect(await jobMonitor(['start', ...args, '--heartbeat-interval', '1'], env)).toMatchObject({
      code: 0
    })
    const deadline = Date.now() + 10_000
    while (!emu.heartbeats().some(h => h.job_name === 'installed-hooks') && Date.now() < deadline)
      await new Promise(r => setTimeout(r, 50))
    expect(await jobMonitor(['end', '--status', '0', '--state-file', state], env)).toMatchObject({
      code: 0
    })
    const run = emu.runs().find(r => r.job_name === 'installed-hooks')
    expect(run).toMatchObject({ status: 'success' })
    expect(run?.heartbeats).toBeGreaterThanOrEqual(1)
  })
})

installed.describe('a project that depends on the tarball', () => {
  const project = join(work, 'consumer')

  beforeAll(async () => {
    mkdirSync(project)
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' })
    )
    const install = await npm(['install', '--offline', tarball], project)
    expect(install.stderr).not.toMatch(/EBADENGINE/)
    expect(install).toMatchObject({ code: 0 })
    // Node's own types, as any TypeScript project for Node has them.
    mkdirSync(join(project, 'node_modules', '@types'), { recursive: true })
    symlinkSync(resolve('node_modules/@types/node'), join(project, 'node_modules/@types/node'))
  }, 120_000)

  it('installs no package but job-monitor', () => {
    const lock = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>
    }
    expect(Object.keys(lock.packages).sort()).toEqual(['', 'node_modules/job-monitor'])
  })

  it('exports at run time every name the sources export', async () => {
    const names = (specifier: string) =>
      run(
        NODE,
        [
          '--input-type=module',
          '-e',
          `console.log(JSON.stringify(Object.keys(await import('${specifier}')).sort()))`
        ],
        { cwd: project }
      )
    const sources = [
      ['job-monitor', await import('../../src/index.js')],
      ['job-monitor/emulator', await import('../../src/emulator/index.js')]
    ] as const
    for (const [specifier, source] of sources) {
      const result = await names(specifier)
      expect(result.stderr).toBe('')
      expect(JSON.parse(result.stdout)).toEqual(Object.keys(source).sort())
    }
  })

  it('type-checks against the declarations, library checks included', async () => {
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        // A Node project's options, as @tsconfig/node* give them: no DOM library (loading it
        // doubles the check's time), so the declarations must stand on Node's own types.
        compilerOptions: {
          lib: ['ES2022'],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: ['node']
        },
        files: ['check.ts']
      })
    )
    writeFileSync(
      join(project, 'check.ts'),
      [
        "import { JobMonitor, type Run, httpClientTransport } from 'job-monitor'",
        "import { startEmulator, type Emulator } from 'job-monitor/emulator'",
        '',
        "const emu: Emulator = await startEmulator({ apiKey: 'consumer-key' })",
        'const monitor = new JobMonitor({ baseUrl: emu.url, waitMs: 1000 })',
        "const run: Run = await monitor.start('typed')",
        "const delivered: 'sent' | 'queued' | 'refused' | 'unreported' = await monitor.end(run, 'success')",
        'console.log(delivered, httpClientTransport)',
        '// The check can fail: with missing or loose declarations this line would be no error.',
        '// @ts-expect-error a run is not a string, and done is not a status',
        "await monitor.end('not a run', 'done')",
        ''
      ].join('\n')
    )
    const tsc = await run(NODE, [resolve('node_modules/typescript/bin/tsc'), '-p', project])
    expect(tsc.stdout + tsc.stderr).toBe('')
    expect(tsc.code).toBe(0)
  }, 60_000)

  it('runs the library and the emulator, and loads the transport used behind a proxy', async () => {
    writeFileSync(
      join(project, 'job.mjs'),
      [
        "import { JobMonitor, httpClientTransport } from 'job-monitor'",
        "import { startEmulator } from 'job-monitor/emulator'",
        '',
        "const emu = await startEmulator({ apiKey: 'consumer-key' })",
        "const monitor = new JobMonitor({ apiKey: 'consumer-key', baseUrl: emu.url, queueDir: process.argv[2] })",
        "const rows = await monitor.monitor('consumer-job', async () => 7, { heartbeatMs: 0 })",
        'const answer = await httpClientTransport({',
        "  method: 'GET', url: `${emu.url}/_emulator/runs`, headers: {}, timeoutMs: 5000",
        '})',
        'const runs = JSON.parse(answer.body)',
        'console.log(JSON.stringify({ rows, status: answer.status, runs: runs.map(r => [r.job_name, r.status]) }))',
        'await emu.close()',
        ''
      ].join('\n')
    )
    const result = await run(NODE, ['job.mjs', join(work, 'consumer-queue')], { cwd: project })
    expect(result.stderr).toBe('')
    expect(JSON.parse(result.stdout)).toEqual({
      rows: 7,
      status: 200,
      runs: [['consumer-job', 'success']]
    })
  }, 60_000)
})
