/**
 * How deeply data we did not write may nest. JSON.parse reads any depth, but JSON.stringify,
 * structuredClone and YAML's parser recurse: metadata nested 20,000 levels deep parses, then
 * overflows the stack when the report is serialized, and the run goes unreported. So every
 * reader of outside data (settings, the service's answers, queued records) refuses what nests
 * deeper than this, before anything recurses into it.
 */
/** Objects and lists inside one another, the outermost counted: `{"a": [1]}` is 2 deep. */
export declare const MAX_NESTING = 64;
/**
 * True when `value` nests objects and lists more than `limit` levels deep. Walks with a list
 * of its own instead of the call stack, and stops at the first level past the limit.
 */
export declare function nestsDeeperThan(value: unknown, limit?: number): boolean;
