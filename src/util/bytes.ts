/**
 * A copy of `bytes[start, end)`, for what a reader keeps past the read that gave it. Not
 * `bytes.slice()`: Node's reads hand out Buffers, whose slice() is a view of the same memory,
 * and a reader that reuses its buffer overwrites that view with its next read.
 */
export function copyOf(bytes: Uint8Array, start = 0, end = bytes.length): Uint8Array {
  return new Uint8Array(bytes.subarray(start, end))
}

/** `a` then `b`, in one new array. */
export function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length)
  out.set(a)
  out.set(b, a.length)
  return out
}
