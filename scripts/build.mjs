// Builds one ncc bundle per entry into dist/<entry>/index.js, from a clean dist/.
// ncc takes one entry per call, so the entries are listed here once.
import { execFileSync } from 'node:child_process'
import { rmSync, existsSync } from 'node:fs'

export const entries = {
  main: 'src/entries/main.ts',
  post: 'src/entries/post.ts',
  heartbeat: 'src/entries/heartbeat.ts',
  notify: 'src/entries/notify.ts',
  cli: 'src/entries/cli.ts',
  lib: 'src/index.ts',
  emulator: 'src/emulator/index.ts'
}

rmSync('dist', { recursive: true, force: true })
for (const [entry, source] of Object.entries(entries)) {
  if (!existsSync(source)) throw new Error(`missing entry ${source}`)
  execFileSync(
    process.execPath,
    ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', source, '-o', `dist/${entry}`, '--quiet', '--license', 'licenses.txt'],
    { stdio: 'inherit' }
  )
}
