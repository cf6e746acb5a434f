/**
 * A list that keeps its newest entries within a count and a byte budget, dropping the oldest
 * first and counting what it dropped. The emulator is a server left running on a user's machine:
 * everything it keeps from what it receives lives in one of these, so its memory has a ceiling
 * however much it is sent.
 */
export interface Retention {
    /** Entries kept now, and their bytes as `sizeOf` counts them. */
    kept: number;
    bytes: number;
    /** Entries dropped to stay within the limits since the last clear, and their bytes. */
    dropped: number;
    droppedBytes: number;
    maxCount: number;
    maxBytes: number;
}
/**
 * The bookkeeping of a list kept within a count and a byte budget, shared by BoundedList and the
 * SQLite history's event tables: what is kept, what was dropped, and when the oldest must go.
 */
export declare class EntryBudget {
    readonly maxCount: number;
    readonly maxBytes: number;
    private count;
    private bytes;
    private dropped;
    private droppedBytes;
    constructor(maxCount: number, maxBytes: number);
    /** The store's own totals (a SQLite file at open, or after a rollback). */
    recount(count: number, bytes: number): void;
    added(bytes: number): void;
    /** Entries dropped, to stay within the limits or the retention. */
    removed(count: number, bytes: number): void;
    /** Whether the oldest entry must go: a limit is exceeded (the newest always stays). */
    over(): boolean;
    retention(): Retention;
    clear(): void;
}
export declare class BoundedList<T> {
    private readonly sizeOf;
    private entries;
    /** Index of the oldest kept entry: dropping from the front stays O(1). */
    private head;
    private readonly budget;
    constructor(maxCount: number, maxBytes: number, sizeOf: (item: T) => number);
    /** Keeps `item` as the newest entry, then drops the oldest until both limits hold. */
    push(item: T): void;
    /**
     * Drops the oldest entries while `old` holds for them (entries arrive in time order, so the
     * ones older than a cutoff are a prefix). Counted as dropped.
     */
    dropOldestWhile(old: (item: T) => boolean): void;
    private dropHead;
    private compact;
    /** Drops the oldest entries while either limit is exceeded (the newest always stays). */
    private trim;
    /** The kept entries, oldest first (a new array). */
    items(): T[];
    get length(): number;
    retention(): Retention;
    clear(): void;
}
