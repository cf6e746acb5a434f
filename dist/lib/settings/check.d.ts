/**
 * How each kind of setting is read, for the action's inputs and the command-line tool's flags
 * and variables alike: one parser per kind, so a value means the same thing everywhere.
 * Every check takes the text as given (empty or blank means unset) and the setting's name as
 * the user knows it; a refusal is a SettingError naming it. The action and the command-line
 * tool only say where a value comes from and how to name it (see their adapters).
 */
import type { Metadata } from '../client/wire.js';
/** A value the setting cannot take. `problem` reads after the name: "must be ...". */
export declare class SettingError extends Error {
    readonly setting: string;
    readonly problem: string;
    name: string;
    constructor(setting: string, problem: string);
}
/** The value as it goes into a message: quoted, on one line, bounded. */
export declare function shown(raw: string): string;
/**
 * The address of a service: an http(s) URL, without trailing slashes. Plain http only to
 * this machine (the loopback rule), since the API key would otherwise cross the network in
 * clear text.
 */
export declare function checkUrl(raw: string | undefined, setting: string): string | undefined;
/**
 * The API key, trimmed. It travels in an HTTP header, which cannot carry a control character,
 * and keys are printable ASCII without blanks: anything else would fail every call, so it is
 * refused here, once, without showing the key.
 */
export declare function checkApiKey(raw: string | undefined, setting: string): string | undefined;
/**
 * Keys shorter than this are not used. Output is redacted by finding the key in it, in every
 * encoding: a key of a few characters matches ordinary words (masking them would shred every
 * log) and pieces of it cannot be told from text, so it could be neither hidden nor sent safely.
 */
export declare const MIN_API_KEY_LENGTH = 8;
/** The API key as a front end uses it: the key, or '' and why none is used. */
export interface ApiKeySetting {
    apiKey: string;
    /** Set when a key was given but is not used: the one line that says why. */
    unusable?: string;
}
/**
 * The API key setting, checked (see checkApiKey), then held to the shortest key that can be
 * redacted safely. A key under MIN_API_KEY_LENGTH is not a mistake to fail the job on: the job
 * runs unreported, and `unusable` says why (the key itself is never quoted).
 */
export declare function apiKeySetting(raw: string | undefined, setting: string): ApiKeySetting;
/**
 * A pipeline id: one segment of the notify URL's path, so never `.` or `..` (the URL would
 * resolve them away and the notification would go to another path) and no lone surrogate
 * (it cannot be encoded into a URL). Anything else is encoded as it is.
 */
export declare function checkPipelineId(raw: string | undefined, setting: string): string | undefined;
/**
 * A job name. It goes from the start report to the end through a file or a shell (the step
 * state, `start --format env`), which carry neither a NUL byte nor half of a UTF-16 pair: each
 * becomes U+FFFD there, so it becomes U+FFFD here, and the start and the end name the same job.
 */
export declare function checkJobName(raw: string | undefined): string | undefined;
/** A timestamp handed back to us (`start`'s start_time): one the reports accept. */
export declare function checkTimestamp(raw: string | undefined, setting: string): string | undefined;
export interface WholeNumberRule {
    min: number;
    max: number;
    /** What is counted, for the message: "seconds", "bytes". */
    unit?: string;
}
/** A whole number in decimal digits within [min, max]: no sign, no fraction, no exponent. */
export declare function checkWholeNumber(raw: string | undefined, setting: string, rule: WholeNumberRule): number | undefined;
/** The words a yes/no setting takes, in any letter case. */
export declare const BOOLEAN_WORDS: {
    readonly true: readonly ["true", "yes", "on", "1"];
    readonly false: readonly ["false", "no", "off", "0"];
};
/** The word's meaning, or undefined when it is empty or not one of BOOLEAN_WORDS. */
export declare function booleanWord(raw: string | undefined): boolean | undefined;
/** A yes/no setting: undefined when unset, a SettingError for a word not in BOOLEAN_WORDS. */
export declare function checkBoolean(raw: string | undefined, setting: string): boolean | undefined;
/**
 * The parts of the `yaml` package metadata is read with; passed in by a caller that accepts
 * YAML, so others never load it. Written out rather than imported from the package: these
 * declarations are published, and the package bundles `yaml` instead of depending on it.
 */
export interface Yaml {
    parse(text: string): unknown;
    Lexer: new () => {
        lex(text: string): Iterable<string>;
    };
    CST: {
        FLOW_END: string;
    };
}
/**
 * True when the metadata check reads this text as JSON even where YAML is accepted: a JSON
 * object's text. YAML's one-line mapping (`{records: 1200}`) opens with `{` too, and is not.
 */
export declare function isJsonObjectText(raw: string): boolean;
/**
 * Metadata: a JSON object, or, when `yaml` is given, a YAML mapping too. Numbers stay
 * numbers (both parsers keep them). A JSON object is read as JSON even where YAML is accepted
 * (YAML need not be loaded); text that opens with `{` and that neither reads is refused in
 * JSON's words, so that a JSON mistake is reported as one.
 */
export declare function checkMetadata(raw: string | undefined, setting: string, yaml?: Yaml): Metadata | undefined;
/**
 * Tags. Text is a list: one per line or comma-separated (a YAML `- ` before each is
 * allowed), or a JSON list. A list of values (a repeated flag) is one tag per value. Tags
 * are trimmed and empty ones dropped; none at all is undefined.
 */
export declare function checkTags(raw: string | readonly string[] | undefined, setting: string): string[] | undefined;
