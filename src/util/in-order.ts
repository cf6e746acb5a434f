/**
 * `map` of an async function over a list with at most `limit` calls in flight, the answers in
 * the list's order: work that waits (reads of many small files, each a few trips to libuv's
 * thread pool) overlaps, without starting all of it at once. The first failure is the answer;
 * no call starts after it.
 */
export async function mapInOrder<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  let failed = false
  const worker = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const i = next++
      try {
        results[i] = await fn(items[i])
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  // NaN counts as one: with no worker at all, every answer would be a hole, and no error said.
  const workers = Math.min(Math.max(1, Math.floor(limit) || 1), items.length)
  await Promise.all(Array.from({ length: workers }, worker))
  return results
}
