/**
 * Modules of src/ as plain JavaScript, for tests that run them in child node processes (several
 * processes sharing one queue, one key's ledger): Node's own type stripping, from `entry`
 * through what its stripped code imports (type-only imports are gone by then), into a
 * temporary folder marked as ESM. Loading the TypeScript compiler would cost more than the test.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { stripTypeScriptTypes } from 'node:module'
import { tmpdir } from 'node:os'
import { join, posix } from 'node:path'

/** The folder holding `entry` (a path under src/, `queue/index.ts`) and its imports as `.js`. */
export async function stripBuild(entry: string, prefix = 'jm-build-'): Promise<string> {
  const build = await mkdtemp(join(tmpdir(), prefix))
  await writeFile(join(build, 'package.json'), '{ "type": "module" }\n')
  const pending = [entry]
  const done = new Set<string>()
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (done.has(file)) continue
    done.add(file)
    const code = stripTypeScriptTypes(await readFile(join('src', file), 'utf8'), {
      mode: 'transform'
    })
    await mkdir(join(build, posix.dirname(file)), { recursive: true })
    await writeFile(join(build, file.replace(/\.ts$/, '.js')), code)
    for (const [, path] of code.matchAll(/\bfrom\s+'(\.\.?\/[^']+)\.js'/g)) {
      pending.push(posix.join(posix.dirname(file), `${path}.ts`))
    }
  }
  return build
}
