/**
 * The hourly request limit (API text, 8): fixed one-hour windows from the first counted
 * request (the API text leaves open whether the window is fixed or sliding).
 */
const HOUR_MS = 3600_000

export class HourlyLimit {
  private windowStart: number | undefined
  private windowCount = 0

  constructor(
    private readonly now: () => number,
    readonly perHour: number
  ) {}

  /** Counts a request; over the limit, the seconds until the window ends (for Retry-After). */
  overLimit(): number | undefined {
    const t = this.now()
    if (this.windowStart === undefined || t - this.windowStart >= HOUR_MS) {
      this.windowStart = t
      this.windowCount = 0
    }
    this.windowCount++
    if (this.windowCount <= this.perHour) return undefined
    return Math.max(1, Math.ceil((this.windowStart + HOUR_MS - t) / 1000))
  }

  reset(): void {
    this.windowStart = undefined
    this.windowCount = 0
  }
}
