/**
 * The rule: a run is slower than usual when the job has at least PRIOR_RUNS earlier durations,
 * and it took more than FACTOR times their median, and at least MIN_EXTRA_MS more (a job of a
 * tenth of a second is not slow at three tenths). The last KEPT runs are compared.
 */
export declare const USUAL: {
    readonly priorRuns: 3;
    readonly factor: 2;
    readonly minExtraMs: 1000;
    readonly kept: 20;
};
/** The rule in words, for a page that states it beside what it flags. */
export declare const USUAL_RULE: string;
/**
 * The job's usual duration: the median of its last KEPT earlier durations, or undefined while it
 * has fewer than `minPrior` of them. `minPrior` is PRIOR_RUNS unless a source can never know
 * that many (the action's GitHub reads are counted: see src/action/usual-duration.ts); it is
 * never fewer than 2, so one earlier run alone is never "usual".
 */
export declare function usualDurationMs(priorMs: readonly number[], minPrior?: number): number | undefined;
/** Whether a run of `durationMs` is slower than the usual `usualMs`, by the rule above. */
export declare function isSlowerThanUsual(durationMs: number, usualMs: number): boolean;
/**
 * The note for the end report, or undefined when the run took about as long as usual (or the
 * job has too few earlier runs to say: usualDurationMs).
 */
export declare function slowerThanUsual(durationMs: number, priorMs: readonly number[], minPrior?: number): string | undefined;
/**
 * The bytes withUsualNote adds at most (the note, a line break before it and after it): the
 * logs it ends are cut that much shorter, so that log-max-bytes bounds them with the note.
 */
export declare function usualNoteBytes(note: string | undefined): number;
/** The end report's logs with the note as their own last line: every front end ends them so. */
export declare function withUsualNote(logs: string, note: string | undefined): string;
