export declare class HourlyLimit {
    private readonly now;
    readonly perHour: number;
    private windowStart;
    private windowCount;
    constructor(now: () => number, perHour: number);
    /** Counts a request; over the limit, the seconds until the window ends (for Retry-After). */
    overLimit(): number | undefined;
    reset(): void;
}
