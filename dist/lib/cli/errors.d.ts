/** A mistake in how the command was called: exit code 2, with the flag or variable named. */
export declare class UsageError extends Error {
    name: string;
    /** The flag (`--name`) or environment variable at fault, when one is. */
    readonly input?: string;
    constructor(message: string, input?: string);
    /** True when the mistake is in an environment variable rather than on the command line. */
    get fromEnvironment(): boolean;
}
/** Exit codes of every subcommand but `exec` (which exits with its command's own code). */
export declare const ExitCode: {
    readonly ok: 0;
    /** The service could not be reached or refused the call. */
    readonly serviceTrouble: 1;
    readonly usage: 2;
};
