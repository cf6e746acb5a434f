/**
 * How exec's command line becomes a process, on each platform, with Windows' behaviour
 * injected: its PATH and PATHEXT, its files.
 */
import { describe, expect, it } from '@jest/globals'
import type { CommandHost } from '../../../src/cli/exec/command-host.js'
import {
  endedByCtrlC,
  notStartedBy,
  notStartedCode,
  spawnPlan
} from '../../../src/cli/exec/spawn-plan.js'
import { NODE_DIR, isFile, windowsEnv } from './windows-machine.js'

const host = (platform: NodeJS.Platform): CommandHost => ({
  platform,
  cwd: () => 'C:\\work',
  isFile,
  spawn: () => {
    throw new Error('not spawned here')
  },
  signalRun: () => {},
  killRun: () => {}
})

describe('the spawn plan', () => {
  it('runs a batch file through cmd.exe, verbatim, on our console', () => {
    const plan = spawnPlan(['npm', 'test', 'a&b'], host('win32'), windowsEnv())
    expect(plan).toMatchObject({
      file: 'C:\\Windows\\system32\\cmd.exe',
      args: ['/d', '/v:off', '/s', '/c', `""${NODE_DIR}\\npm.CMD" test ^^^"a^^^&b^^^""`],
      options: { detached: false, windowsVerbatimArguments: true }
    })
  })

  it('falls back to cmd.exe by name without ComSpec', () => {
    const env = windowsEnv({ ComSpec: undefined })
    expect(spawnPlan(['npx', 'x'], host('win32'), env)).toMatchObject({ file: 'cmd.exe' })
  })

  it('starts a program directly by its full path, with Node quoting its arguments', () => {
    expect(spawnPlan(['node', '-e', 'a b'], host('win32'), windowsEnv())).toMatchObject({
      file: `${NODE_DIR}\\node.EXE`,
      args: ['-e', 'a b'],
      options: { detached: false }
    })
    expect(spawnPlan(['node'], host('win32'), windowsEnv()).refused).toBeUndefined()
  })

  it('leaves a name it cannot find to the spawn, which says ENOENT', () => {
    expect(spawnPlan(['yarn', 'x'], host('win32'), windowsEnv())).toMatchObject({
      file: 'yarn',
      args: ['x']
    })
  })

  it('refuses a batch file argument cmd.exe cannot carry: 126', () => {
    expect(spawnPlan(['npm', 'a\nb'], host('win32'), windowsEnv())).toEqual({
      refused: {
        code: 126,
        message: 'argument 1 holds a line break, which cmd.exe cannot pass to a batch file'
      }
    })
  })

  it('keeps POSIX as a shell does: the name to execvp, in our process group and session', () => {
    expect(spawnPlan(['npm', 'test'], host('linux'), { PATH: '/usr/bin' })).toEqual({
      file: 'npm',
      args: ['test'],
      options: { env: { PATH: '/usr/bin' }, detached: false }
    })
  })

  it.each([['linux'], ['win32']] as const)(
    'on %s refuses an empty name (127) and a NUL byte (126)',
    platform => {
      expect(spawnPlan([''], host(platform), {}).refused?.code).toBe(127)
      expect(spawnPlan(['a\0'], host(platform), {}).refused?.code).toBe(126)
      expect(spawnPlan(['a', 'b\0'], host(platform), {}).refused?.message).toBe(
        'argument 1 holds a NUL byte'
      )
    }
  )
})

describe('exit codes', () => {
  it("maps a spawn's errors to a shell's codes", () => {
    const err = (code: string): Error => Object.assign(new Error(code), { code })
    expect(notStartedCode(err('ENOENT'))).toBe(127)
    for (const code of ['EACCES', 'EINVAL', 'ENOTDIR', 'E2BIG', 'ENAMETOOLONG'])
      expect(notStartedCode(err(code))).toBe(126)
    expect(notStartedCode('not even an error')).toBe(126)
  })

  it("says why a command did not start in a shell's words, naming it as it was given", () => {
    const err = (code?: string): Error => Object.assign(new Error(`spawn x ${code}`), { code })
    const cases: [string, NodeJS.Platform, unknown, number, string][] = [
      ['./missing', 'linux', err('ENOENT'), 127, './missing: No such file or directory'],
      ['missing', 'linux', err('ENOENT'), 127, 'missing: command not found'],
      ['missing', 'win32', err('ENOENT'), 127, 'missing: command not found'],
      ['.\\missing.exe', 'win32', err('ENOENT'), 127, '.\\missing.exe: No such file or directory'],
      ['a\\b', 'linux', err('ENOENT'), 127, 'a\\b: command not found'],
      ['./x.sh', 'darwin', err('EACCES'), 126, './x.sh: Permission denied'],
      ['/etc/passwd/x', 'linux', err('ENOTDIR'), 126, '/etc/passwd/x: Not a directory'],
      ['prog', 'linux', err('E2BIG'), 126, 'prog: Argument list too long'],
      ['prog', 'linux', err('ENAMETOOLONG'), 126, 'prog: File name too long'],
      ['prog', 'linux', err('ENOEXEC'), 126, 'prog: Exec format error'],
      ['prog', 'win32', err('EINVAL'), 126, 'prog: Invalid argument'],
      ['prog', 'linux', err('EWHATEVER'), 126, 'prog: spawn x EWHATEVER'],
      ['prog', 'linux', new Error('no code'), 126, 'prog: no code'],
      ['prog', 'linux', 'not even an error', 126, 'prog: could not be started']
    ]
    const got = cases.map(([name, platform, e]) => notStartedBy(name, e, platform))
    const want = cases.map(([, , , code, message]) => ({ code, message }))
    if (JSON.stringify(got) !== JSON.stringify(want)) expect(got).toEqual(want)
  })

  it('knows STATUS_CONTROL_C_EXIT as Node gives it and as an int32', () => {
    expect(endedByCtrlC(3221225786)).toBe(true)
    expect(endedByCtrlC(-1073741510)).toBe(true)
    for (const other of [null, 0, 1, 130, 0x13a, 3221225786 + 2 ** 32])
      expect(endedByCtrlC(other)).toBe(false)
  })
})
