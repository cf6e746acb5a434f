// Jest's transform for the TypeScript sources and tests: Node's own type stripping, which
// removes the types and leaves the JavaScript as written. No TypeScript compiler is loaded in
// every worker, and nothing is type-checked (`npm run typecheck` does that): the code already
// compiles file by file (`isolatedModules`) and marks type-only imports with `type`.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import * as nodeModule from 'node:module'

const { stripTypeScriptTypes } = nodeModule
if (typeof stripTypeScriptTypes !== 'function')
  throw new Error(
    `the tests need Node 22.13 or later to strip types (this is ${process.version}): run them with npm test`
  )

const self = readFileSync(new URL(import.meta.url))

export default {
  process(source, filename) {
    return {
      code: stripTypeScriptTypes(source, {
        mode: 'transform',
        sourceMap: true,
        sourceUrl: filename
      })
    }
  },
  getCacheKey(source, filename, { configString }) {
    return createHash('sha256')
      .update(self)
      .update(process.version)
      .update(configString)
      .update(filename)
      .update(source)
      .digest('hex')
  }
}
