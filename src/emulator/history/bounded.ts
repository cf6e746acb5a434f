/**
 * A list that keeps its newest entries within a count and a byte budget, dropping the oldest
 * first and counting what it dropped. The emulator is a server left running on a user's machine:
 * everything it keeps from what it receives lives in one of these, so its memory has a ceiling
 * however much it is sent.
 */
export interface Retention {
  /** Entries kept now, and their bytes as `sizeOf` counts them. */
  kept: number
  bytes: number
  /** Entries dropped to stay within the limits since the last clear, and their bytes. */
  dropped: number
  droppedBytes: number
  maxCount: number
  maxBytes: number
}

/**
 * The bookkeeping of a list kept within a count and a byte budget, shared by BoundedList and the
 * SQLite history's event tables: what is kept, what was dropped, and when the oldest must go.
 */
export class EntryBudget {
  private count = 0
  private bytes = 0
  private dropped = 0
  private droppedBytes = 0

  constructor(
    readonly maxCount: number,
    readonly maxBytes: number
  ) {}

  /** The store's own totals (a SQLite file at open, or after a rollback). */
  recount(count: number, bytes: number): void {
    this.count = count
    this.bytes = bytes
  }

  added(bytes: number): void {
    this.count++
    this.bytes += bytes
  }

  /** Entries dropped, to stay within the limits or the retention. */
  removed(count: number, bytes: number): void {
    this.count -= count
    this.bytes -= bytes
    this.dropped += count
    this.droppedBytes += bytes
  }

  /** Whether the oldest entry must go: a limit is exceeded (the newest always stays). */
  over(): boolean {
    return this.count > 1 && (this.count > this.maxCount || this.bytes > this.maxBytes)
  }

  retention(): Retention {
    return {
      kept: this.count,
      bytes: this.bytes,
      dropped: this.dropped,
      droppedBytes: this.droppedBytes,
      maxCount: this.maxCount,
      maxBytes: this.maxBytes
    }
  }

  clear(): void {
    this.count = this.bytes = this.dropped = this.droppedBytes = 0
  }
}

export class BoundedList<T> {
  private entries: Array<{ item: T; bytes: number }> = []
  /** Index of the oldest kept entry: dropping from the front stays O(1). */
  private head = 0
  private readonly budget: EntryBudget

  constructor(
    maxCount: number,
    maxBytes: number,
    private readonly sizeOf: (item: T) => number
  ) {
    this.budget = new EntryBudget(maxCount, maxBytes)
  }

  /** Keeps `item` as the newest entry, then drops the oldest until both limits hold. */
  push(item: T): void {
    const bytes = this.sizeOf(item)
    this.entries.push({ item, bytes })
    this.budget.added(bytes)
    this.trim()
  }

  /**
   * Drops the oldest entries while `old` holds for them (entries arrive in time order, so the
   * ones older than a cutoff are a prefix). Counted as dropped.
   */
  dropOldestWhile(old: (item: T) => boolean): void {
    while (this.head < this.entries.length && old(this.entries[this.head].item)) {
      this.dropHead()
    }
    this.compact()
  }

  private dropHead(): void {
    const e = this.entries[this.head++]
    this.budget.removed(1, e.bytes)
  }

  private compact(): void {
    // Once the dropped prefix is as long as what is kept.
    if (this.head > 0 && this.head * 2 >= this.entries.length) {
      this.entries = this.entries.slice(this.head)
      this.head = 0
    }
  }

  /** Drops the oldest entries while either limit is exceeded (the newest always stays). */
  private trim(): void {
    while (this.budget.over()) this.dropHead()
    this.compact()
  }

  /** The kept entries, oldest first (a new array). */
  items(): T[] {
    const out: T[] = []
    for (let i = this.head; i < this.entries.length; i++) out.push(this.entries[i].item)
    return out
  }

  get length(): number {
    return this.entries.length - this.head
  }

  retention(): Retention {
    return this.budget.retention()
  }

  clear(): void {
    this.entries = []
    this.head = 0
    this.budget.clear()
  }
}
