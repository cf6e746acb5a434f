/**
 * True when `error` is a failed system call's error with one of `codes` (ENOENT, EEXIST...):
 * read without trusting the error's shape, since anything may have been thrown.
 */
export declare function isErrno(error: unknown, ...codes: string[]): boolean;
