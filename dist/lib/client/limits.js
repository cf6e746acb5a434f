/** Budgets of the client that are not part of the retry rule. */
/**
 * The most of one answer the client reads. The API text shows small JSON objects; anything
 * near this size is not an answer we can use, and reading on would cost the step its memory.
 */
export const MAX_ANSWER_BYTES = 1024 * 1024;
