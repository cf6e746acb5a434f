/**
 * A copy of `bytes[start, end)`, for what a reader keeps past the read that gave it. Not
 * `bytes.slice()`: Node's reads hand out Buffers, whose slice() is a view of the same memory,
 * and a reader that reuses its buffer overwrites that view with its next read.
 */
export declare function copyOf(bytes: Uint8Array, start?: number, end?: number): Uint8Array;
/** `a` then `b`, in one new array. */
export declare function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array;
