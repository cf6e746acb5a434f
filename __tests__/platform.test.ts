/** The test suite's own facts about the system it runs on (__tests__/platform.ts). */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { alive, onlyOn, skipOn, systemEnv } from './platform.js'
import { pidsWithEnv } from '../scripts/demo/processes.mjs'

// A test declared for Linux only, as Windows registers it: skipped, the reason in its title and
// on stderr. (It shows in this file's list as skipped.)
const written: string[] = []
const write = process.stderr.write
process.stderr.write = ((text: string) => written.push(text) > 0) as typeof process.stderr.write
try {
  onlyOn(['linux'], 'reads /proc', 'win32').it('reads a process', () => {
    throw new Error('a skipped test never runs')
  })
} finally {
  process.stderr.write = write
}

describe('onlyOn and skipOn', () => {
  it('run a test where it holds, and say why it is skipped elsewhere', () => {
    expect(onlyOn(['linux', 'darwin'], 'why', 'darwin').here).toBe(true)
    expect(onlyOn(['linux', 'darwin'], 'why', 'win32').here).toBe(false)
    expect(skipOn(['win32'], 'why', 'linux').here).toBe(true)
    expect(skipOn(['win32'], 'why', 'win32').here).toBe(false)
    expect(onlyOn([process.platform], 'why').it).toBe(it)
    expect(written).toEqual(['reads a process [skipped on win32: reads /proc]\n'])
  })
})

describe('process facts', () => {
  const ended = Number(spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout)

  it('tell a running process from one that ended', () => {
    expect(alive(process.pid)).toBe(true)
    expect(alive(ended)).toBe(false)
    // Windows has no zombies: a pid that answers signal 0 runs.
    expect(alive(process.pid, 'win32')).toBe(true)
  })

  it("say where no process's environment can be read", () => {
    expect(pidsWithEnv('JM_NEVER_SET', 'x', 'win32')).toBeUndefined()
    if (process.platform === 'linux') expect(pidsWithEnv('JM_NEVER_SET', 'x')).toEqual([])
  })

  it('give a bare environment what Windows needs to start node, and nothing more', () => {
    const env = { SystemRoot: 'C:\\Windows', TEMP: 'C:\\t', API_KEY: 'secret', PATH: 'C:\\bin' }
    expect(systemEnv('win32', env)).toEqual({ SystemRoot: 'C:\\Windows', TEMP: 'C:\\t' })
    expect(systemEnv('linux', env)).toEqual({})
  })
})
