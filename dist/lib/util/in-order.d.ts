/**
 * `map` of an async function over a list with at most `limit` calls in flight, the answers in
 * the list's order: work that waits (reads of many small files, each a few trips to libuv's
 * thread pool) overlaps, without starting all of it at once. The first failure is the answer;
 * no call starts after it.
 */
export declare function mapInOrder<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]>;
