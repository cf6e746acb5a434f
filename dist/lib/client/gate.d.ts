import type { ServiceCall } from './call.js';
import { MonitorError } from './errors.js';
import type { Metadata } from './wire.js';
/** A call the gate will not let out: an identifier holds a secret. Never retried. */
export declare class RefusedFieldError extends MonitorError {
    /** The field as the API text names it (`job_name`, `tags`, `pipeline_id`, `metadata`...). */
    readonly field: string;
    constructor(field: string, why?: string);
}
export declare class OutboundGate {
    private readonly redactor;
    /** `secrets`: the API key first, then any other secret of the run (a CI token). */
    constructor(secrets: Iterable<string>);
    /**
     * The call as it may leave: a copy with free text redacted. Throws RefusedFieldError when an
     * identifier (the job name, a tag, the run id, a time, the pipeline id, a metadata key) holds
     * a secret. Taking a call that already passed gives the same call.
     */
    pass<C extends ServiceCall>(call: C): C;
    /**
     * Metadata as it may leave, for a front end that keeps it to send again later (a state file,
     * a helper's settings): what it writes then holds no more than what is sent.
     */
    passMetadata(metadata: Metadata): Metadata;
    private body;
    private field;
    /**
     * Metadata read as one object: each string redacted, each key checked, and then the key
     * looked for across them, in the order they are written: the values in a row, the keys in a
     * row, and keys and values together; and in two pieces with other strings between them. A
     * key given in pieces (`{"a": "jm_12", "b": "34ab"}`) is the key again once they are read
     * together. The pieces in values are hidden; a piece in a key refuses the metadata, since a
     * key cannot be masked without changing what it names. The values are read first: a piece
     * they hold that a key's first letters happen to continue is hidden, not refused.
     */
    private wholeMetadata;
    /** Each secret found in `row` read joined, as the pieces of its strings that hold it. */
    private joinedPieces;
    /** String values at any depth are redacted; keys are identifiers. */
    private metadata;
    private identifier;
}
