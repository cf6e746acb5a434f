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

export class BoundedList<T> {
  private entries: Array<{ item: T; bytes: number }> = []
  /** Index of the oldest kept entry: dropping from the front stays O(1). */
  private head = 0
  private bytes = 0
  private dropped = 0
  private droppedBytes = 0

  constructor(
    readonly maxCount: number,
    readonly maxBytes: number,
    private readonly sizeOf: (item: T) => number
  ) {}

  /** Keeps `item` as the newest entry, then drops the oldest until both limits hold. */
  push(item: T): void {
    const bytes = this.sizeOf(item)
    this.entries.push({ item, bytes })
    this.bytes += bytes
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
    this.bytes -= e.bytes
    this.dropped++
    this.droppedBytes += e.bytes
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
    while (
      this.entries.length - this.head > 1 &&
      (this.entries.length - this.head > this.maxCount || this.bytes > this.maxBytes)
    ) {
      this.dropHead()
    }
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
    return {
      kept: this.length,
      bytes: this.bytes,
      dropped: this.dropped,
      droppedBytes: this.droppedBytes,
      maxCount: this.maxCount,
      maxBytes: this.maxBytes
    }
  }

  clear(): void {
    this.entries = []
    this.head = 0
    this.bytes = 0
    this.dropped = 0
    this.droppedBytes = 0
  }
}
