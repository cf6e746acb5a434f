// Builds dist/ from a clean slate: one ncc bundle per runnable entry (dist/<entry>/index.js,
// what the runner and the `job-monitor` bin execute), and the library's two exports (dist/lib,
// dist/lib/emulator) bundled the same way, beside the type declarations tsc writes for them.
// Every bundle carries the packages it uses, so the npm package has no dependencies: a global
// install is one folder, and the library finds @actions/http-client (loaded behind a proxy) in
// its own bundle. Types are checked by `npm run typecheck`, not here.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

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

const run = args => execFileSync(process.execPath, args, { stdio: 'inherit' })
const ncc = (source, out) =>
  run([
    'node_modules/@vercel/ncc/dist/ncc/cli.js',
    'build',
    source,
    '-o',
    out,
    '--quiet',
    '--transpile-only',
    '--license',
    'licenses.txt'
  ])

rmSync('dist', { recursive: true, force: true })
for (const [entry, source] of Object.entries(entries)) {
  if (!existsSync(source)) throw new Error(`missing entry ${source}`)
  ncc(source, `dist/${entry}`)
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
