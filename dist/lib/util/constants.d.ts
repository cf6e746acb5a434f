/** The file-system toolkit's budgets (disk.ts's retries of a busy file). */
/**
 * On Windows a file another handle holds (an antivirus scan, a reader) refuses a rename, an
 * unlink or an open for a moment: the call is tried again this many times in all, waiting
 * from the first delay on, doubling, within the budget. Then it fails as it would have at
 * once: monitoring trouble never holds a job up for long.
 */
export declare const BUSY_RETRY_ATTEMPTS = 8;
export declare const BUSY_RETRY_FIRST_DELAY_MS = 10;
export declare const BUSY_RETRY_BUDGET_MS = 1000;
