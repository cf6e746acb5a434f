// Builds dist/ from a clean slate: one ncc bundle per runnable entry (dist/<entry>/index.js,
// what the runner and the `job-monitor` bin execute), and the library's two exports (dist/lib,
// dist/lib/emulator) bundled the same way, beside the type declarations tsc writes for them.
// Every bundle carries the packages it uses, so the npm package has no dependencies: a global
// install is one folder, and the library finds @actions/http-client (loaded behind a proxy) in
// its own bundle. Types are checked by `npm run typecheck`, not here.
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'

export const entries = {
  main: 'src/entries/main.ts',
  post: 'src/entries/post.ts',
  heartbeat: 'src/entries/heartbeat.ts',
  notify: 'src/entries/notify.ts',
  cli: 'src/entries/cli.ts',
  emulator: 'src/entries/emulator.ts'
}

/** The library's exports: the bundle's directory under dist/lib, and its module in tsc's output. */
const libraryExports = { '.': 'index.js', emulator: 'emulator/index.js' }

const run = (args, env = process.env) =>
  execFileSync(process.execPath, args, { stdio: 'inherit', env })
const ncc = (source, out, env) =>
  run(
    [
      'node_modules/@vercel/ncc/dist/ncc/cli.js',
      'build',
      source,
      '-o',
      out,
      '--quiet',
      '--transpile-only',
      '--license',
      'licenses.txt'
    ],
    env
  )

/**
 * In `text` (the toolkit file `name`), the static import `line` becomes an import() at each of
 * `uses` (each replaced by its counterpart): the module loads when first needed, not with the
 * file. A toolkit release that moved either fails the build rather than the bundles.
 */
function deferImport(text, name, line, uses) {
  if (!text.includes(line)) throw new Error(`${name} changed: no \`${line.trim()}\``)
  let out = text.replace(line, '')
  for (const [use, lazy] of uses) {
    if (!out.includes(use)) throw new Error(`${name} changed: no \`${use}\``)
    out = out.split(use).join(lazy)
  }
  return out
}

/**
 * @actions/core as the bundles load it: the toolkit's own files, word for word, except that
 * two modules load when first used instead of with core. Its OIDC client (and with it
 * @actions/http-client and all of undici, most of a bundle) loads on the first getIDToken(),
 * which no step of ours calls; @actions/exec (and child_process with it), which core's
 * platform helpers use, on the first platform.getDetails(), which no step calls either. The
 * sources still import '@actions/core' itself (a debugger that replaces the toolkit replaces it
 * there); only the bundler is pointed here, through a tsconfig `paths` entry that ncc's
 * resolver reads (TS_NODE_PROJECT names it).
 */
function toolkitCore(scratch) {
  const lib = dirname(resolve('node_modules/@actions/core/lib/core.js'))
  const read = file =>
    readFileSync(join(lib, file), 'utf8').replace(/\/\/# sourceMappingURL=.*/, '')
  // Its other modules are the toolkit's own files, by absolute path.
  const absolute = text =>
    text
      .replace(/from '\.\/([\w-]+\.js)'/g, (_, f) => `from ${JSON.stringify(join(lib, f))}`)
      .replace(/import\('\.\/([\w-]+\.js)'\)/g, (_, f) => `import(${JSON.stringify(join(lib, f))})`)
  // One level each (a recursive mkdir can spin for ever on an odd path): dist/ was just removed.
  mkdirSync(dirname(scratch))
  mkdirSync(scratch)
  const platform = join(scratch, 'toolkit-platform.mjs')
  writeFileSync(
    platform,
    absolute(
      deferImport(read('platform.js'), 'platform.js', "import * as exec from '@actions/exec';\n", [
        ['yield exec.getExecOutput(', "yield (yield import('@actions/exec')).getExecOutput("]
      ])
    )
  )
  const core = join(scratch, 'toolkit-core.mjs')
  const coreText = deferImport(
    read('core.js'),
    'core.js',
    "import { OidcClient } from './oidc-utils.js';\n",
    [
      [
        'return yield OidcClient.getIDToken(aud);',
        "return yield (yield import('./oidc-utils.js')).OidcClient.getIDToken(aud);"
      ]
    ]
  )
  const platformExport = "export * as platform from './platform.js';"
  if (!coreText.includes(platformExport))
    throw new Error(`core.js changed: no \`${platformExport}\``)
  writeFileSync(
    core,
    absolute(
      coreText.replace(platformExport, `export * as platform from ${JSON.stringify(platform)};`)
    )
  )
  const tsconfig = join(scratch, 'tsconfig.json')
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: resolve('tsconfig.json'),
      compilerOptions: { baseUrl: resolve('.'), paths: { '@actions/core': [core] } }
    })
  )
  return { ...process.env, TS_NODE_PROJECT: tsconfig }
}

rmSync('dist', { recursive: true, force: true })
const scratch = 'dist/.build'
try {
  const env = toolkitCore(resolve(scratch))
  for (const [entry, source] of Object.entries(entries)) {
    if (!existsSync(source)) throw new Error(`missing entry ${source}`)
    ncc(source, `dist/${entry}`, env)
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

// The library is bundled from tsc's ES modules, not from the sources: ncc compiles TypeScript
// to CommonJS, where `export * from` hides the names and the bundle would export none.
// The scratch directory is inside the project so the bundler finds node_modules.
const modules = 'dist/.lib-modules'
try {
  run(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.lib.json', '--outDir', modules])
  for (const [dir, module] of Object.entries(libraryExports))
    ncc(join(modules, module), join('dist/lib', dir))
  cpSync(modules, 'dist/lib', {
    recursive: true,
    filter: path => path.endsWith('.d.ts') || statSync(path).isDirectory()
  })
} finally {
  rmSync(modules, { recursive: true, force: true })
}
