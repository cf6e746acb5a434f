import type { Span } from './redact-spans.js';
/**
 * The longest spelling of one character the view reads, in bytes per byte of its UTF-8: an
 * HTML reference with its digits' bound of leading zeros (`&#0000065;`, `&#x000041;`). The
 * bounds keep the view linear and what a stream holds at a cut bounded.
 */
export declare const LONGEST_CHARACTER_SPELLING = 10;
/**
 * Runs `find` over the text and over its decoded view (when it has one), every span found
 * given in the text's offsets: each rule sees every form without knowing about any. `reach`:
 * how far from an escape a match may run across line breaks (a registered secret of several
 * lines in its longest form; 0 when none has a line break). `registered` finds the registered
 * secrets alone: it reads the text's layouts undone (laidOutViews), where a credential shape's
 * words would run on across lines joined for base64.
 */
export declare function inEveryForm(text: string, spans: Span[], find: (t: string, out: Span[]) => void, reach?: number, registered?: (t: string, out: Span[]) => void): void;
/**
 * The forms in which a secret can show up in a log or in an answer. base64 is also that of its
 * UTF-16, LE (PowerShell's `-EncodedCommand`, .NET's `Encoding.Unicode`) and BE.
 */
export declare function secretForms(secret: string): string[];
