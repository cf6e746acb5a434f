/** Finding the file a command name means on Windows, with its PATH, PATHEXT and files injected. */
import { describe, expect, it } from '@jest/globals'
import { findWindowsProgram } from '../../../src/cli/exec/program-lookup.js'
import { NODE_DIR, isFile, windowsEnv } from './windows-machine.js'

describe('finding a program on Windows', () => {
  const find = (name: string, env = windowsEnv()): string | undefined =>
    findWindowsProgram(name, { env, cwd: 'C:\\work', isFile })

  it('finds npm as npm.cmd, as cmd.exe does (the extensionless npm is a shell script)', () => {
    // Named with PATHEXT's extension, in its case: NTFS does not mind.
    expect(find('npm')).toBe(`${NODE_DIR}\\npm.CMD`)
    expect(find('npx')).toBe(`${NODE_DIR}\\npx.CMD`)
    expect(find('node')).toBe(`${NODE_DIR}\\node.EXE`)
  })

  it('reads PATH in any case and quoted entries, and tries extensions in PATHEXT order', () => {
    expect(find('mvn')).toBe('C:\\tools\\mvn.CMD')
    expect(find('gradlew', windowsEnv({ PATHEXT: undefined, pathext: '.BAT' }))).toBe(
      'C:\\tools\\gradlew.BAT'
    )
  })

  it('takes a name with an extension as written first', () => {
    expect(find('npm.cmd')).toBe(`${NODE_DIR}\\npm.cmd`)
  })

  it('looks in the current folder first, unless NoDefaultCurrentDirectoryInExePath is set', () => {
    expect(find('build')).toBe('C:\\work\\build.CMD')
    expect(find('build', windowsEnv({ NoDefaultCurrentDirectoryInExePath: '1' }))).toBe(undefined)
  })

  it('looks a name with a folder up only there', () => {
    expect(find('bin\\run')).toBe('C:\\work\\bin\\run.EXE')
    expect(find('./bin/run')).toBe('C:\\work\\bin\\run.EXE')
    expect(find(`${NODE_DIR}\\npx`)).toBe(`${NODE_DIR}\\npx.CMD`)
    expect(find('tools\\mvn')).toBe(undefined)
  })

  it('finds nothing where there is nothing', () => {
    expect(find('yarn')).toBe(undefined)
    expect(find('npm', {})).toBe(undefined)
  })
})
