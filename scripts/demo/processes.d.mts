// Types of processes.mjs for the TypeScript tests that share it.
export function pidsWithEnv(
  name: string,
  value: string,
  platform?: NodeJS.Platform
): number[] | undefined
export function systemEnv(platform?: NodeJS.Platform, env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv
export function isAlive(pid: number, platform?: NodeJS.Platform): boolean
