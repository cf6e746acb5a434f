/** A Windows machine as the lookup sees it: its files (NTFS matches names in any case) and environment. */
export const NODE_DIR = 'C:\\Program Files\\nodejs'
const files = new Set(
  [
    `${NODE_DIR}\\node.exe`,
    `${NODE_DIR}\\npm`,
    `${NODE_DIR}\\npm.cmd`,
    `${NODE_DIR}\\npx.cmd`,
    'C:\\tools\\mvn.CMD',
    'C:\\tools\\gradlew.bat',
    'C:\\work\\build.cmd',
    'C:\\work\\bin\\run.exe'
  ].map(f => f.toLowerCase())
)
export const isFile = (p: string): boolean => files.has(p.toLowerCase())

export const windowsEnv = (more: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  Path: `${NODE_DIR};"C:\\tools";;C:\\missing`,
  PATHEXT: '.COM;.EXE;.BAT;.CMD;.VBS',
  ComSpec: 'C:\\Windows\\system32\\cmd.exe',
  ...more
})
