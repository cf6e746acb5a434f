import type { Span } from './redact-spans.js';
/**
 * Runs `find` over the text and over its decoded view (when it has one), every span found
 * given in the text's offsets: each rule sees every form without knowing about any.
 */
export declare function inEveryForm(text: string, spans: Span[], find: (t: string, out: Span[]) => void): void;
/** The forms in which a secret can show up in a log or in an answer. */
export declare function secretForms(secret: string): string[];
