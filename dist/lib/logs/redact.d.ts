/**
 * Redaction of what we send as logs. Registered secrets (the API key, the GitHub token) go
 * first, longest first so overlapping secrets vanish whole; then common token shapes, since
 * a job's output can print credentials we were never told about.
 */
export declare const MASK = "***";
export declare class Redactor {
    private readonly secrets;
    private pattern;
    constructor(secrets?: Iterable<string>);
    add(secret: string): void;
    redact(text: string): string;
    /**
     * Redacts a text that was cut (head + marker + tail): a secret split by the cut leaves a
     * fragment at the cut's edges, which is removed when it is long enough to matter.
     */
    redactCut(text: string, marker?: RegExp): string;
    /** Removes a trailing (or leading) piece that is a prefix (or suffix) of a secret. */
    private dropFragments;
}
