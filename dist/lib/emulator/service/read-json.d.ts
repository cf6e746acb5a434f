/**
 * How deeply the JSON the emulator reads may nest. JSON.parse reads any depth, but everything
 * that serializes or walks what it read recurses (JSON.stringify for every answer, the pages'
 * views): one request body nested 8,000 levels deep, kept, would overflow the stack of every
 * later reader of the request record. So a body is refused where it is read, and a record read
 * back from a history file (written by an emulator that did not refuse it) has what nests too
 * deep cut. The emulator shares no code with the client: this is its own bound, above the
 * client's (64 levels of metadata, one more for the body around it).
 */
/** Objects and lists inside one another, the outermost counted: `{"a": [1]}` is 2 deep. */
export declare const MAX_JSON_NESTING = 100;
/**
 * Whether the JSON text nests objects and lists more than `limit` levels deep: its brackets
 * outside strings counted, in one pass, without parsing it. Stops at the first level past it.
 */
export declare function nestsDeeperThan(text: string, limit?: number): boolean;
/**
 * A request body as JSON: its value (null when there is none, or it is not JSON), or why it is
 * not read at all (`refused`: it nests deeper than MAX_JSON_NESTING). Never throws.
 */
export declare function readBody(raw: string): {
    value: unknown;
    refused?: string;
};
/**
 * A record the emulator stored, read back: what nests deeper than MAX_JSON_NESTING is replaced
 * by a note, walked with a list of its own rather than the call stack. Text that is not JSON
 * throws, as JSON.parse does: the file is not one the emulator wrote.
 */
export declare function readStored(text: string): unknown;
