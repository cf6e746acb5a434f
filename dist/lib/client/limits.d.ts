/** Budgets of the client that are not part of the retry rule. */
/**
 * The most of one answer the client reads. The API text shows small JSON objects; anything
 * near this size is not an answer we can use, and reading on would cost the step its memory.
 */
export declare const MAX_ANSWER_BYTES: number;
/** How much of an error answer a message quotes: enough to read the service's reason. */
export declare const ERROR_DETAIL_CHARS = 200;
/** How much of a malformed 200 a message quotes: enough to tell HTML from a proxy's text. */
export declare const ANSWER_EXCERPT_CHARS = 60;
/** The longest run id the client accepts. The API text gives no shape; ids are short. */
export declare const MAX_RUN_ID_CHARS = 1024;
