// Builds one ncc bundle per entry into dist/<entry>/index.js, from a clean dist/.
// ncc takes one entry per call, so the entries are listed here once.
import { execFileSync } from 'node:child_process'
import { rmSync, existsSync } from 'node:fs'

export const entries = ['main', 'post', 'heartbeat', 'notify', 'cli']

rmSync('dist', { recursive: true, force: true })
for (const entry of entries) {
  const source = `src/entries/${entry}.ts`
  if (!existsSync(source)) throw new Error(`missing entry ${source}`)
  execFileSync(
    process.execPath,
    ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', source, '-o', `dist/${entry}`, '--quiet', '--license', 'licenses.txt'],
    { stdio: 'inherit' }
  )
}
