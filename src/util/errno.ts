/**
 * True when `error` is a failed system call's error with one of `codes` (ENOENT, EEXIST...):
 * read without trusting the error's shape, since anything may have been thrown.
 */
export function isErrno(error: unknown, ...codes: string[]): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && codes.includes(code)
}
