/** A mistake in how the command was called: exit code 2, with the flag or variable named. */
export class UsageError extends Error {
    name = 'UsageError';
    /** The flag (`--name`) or environment variable at fault, when one is. */
    input;
    constructor(message, input) {
        super(message);
        this.input = input;
    }
    /** True when the mistake is in an environment variable rather than on the command line. */
    get fromEnvironment() {
        return this.input !== undefined && !this.input.startsWith('--');
    }
}
/** Exit codes of every subcommand but `exec` (which exits with its command's own code). */
export const ExitCode = {
    ok: 0,
    /** The service could not be reached or refused the call. */
    serviceTrouble: 1,
    usage: 2
};
