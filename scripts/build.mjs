// Builds dist/ from a clean slate: one ncc bundle per runnable entry (dist/<entry>/index.js,
// what the runner and the `job-monitor` bin execute), and the library export compiled by tsc
// with its type declarations (dist/lib). Types are checked by `npm run typecheck`, not here.
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

export const entries = {
  main: 'src/entries/main.ts',
  post: 'src/entries/post.ts',
  heartbeat: 'src/entries/heartbeat.ts',
  notify: 'src/entries/notify.ts',
  cli: 'src/entries/cli.ts',
  emulator: 'src/emulator/index.ts'
}

const run = args => execFileSync(process.execPath, args, { stdio: 'inherit' })

rmSync('dist', { recursive: true, force: true })
for (const [entry, source] of Object.entries(entries)) {
  if (!existsSync(source)) throw new Error(`missing entry ${source}`)
  run([
    'node_modules/@vercel/ncc/dist/ncc/cli.js',
    'build',
    source,
    '-o',
    `dist/${entry}`,
    '--quiet',
    '--transpile-only',
    '--license',
    'licenses.txt'
  ])
}
run(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.lib.json'])
