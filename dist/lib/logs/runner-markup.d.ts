/**
 * The GitHub runner's markup in a line of output, as a person reads it on the job's page. The
 * runner writes its own notes and the workflow commands it ran into a step's log as
 * `##[name]text` (actions/runner src/Runner.Worker/ExecutionContext.cs, WellKnownTags: section,
 * command, error, warning, notice, debug; ActionCommandManager.cs: group and endgroup), and the
 * output of a command we wrap may hold the workflow commands themselves
 * (`::error file=app.js,line=1::text`, which the runner reads before it writes). GitHub's log
 * view shows a group's first line as its title (`##[group]Run npm test` is "Run npm test"),
 * shows nothing of its end, and an error as "Error: text". What we quote and show of such lines
 * (error_details, the steps in the end report's logs, the emulator's pages) reads the same.
 * One rule for every place: this module imports nothing, so each of them may use it.
 */
/**
 * The line as a person reads it, or undefined for a line that shows nothing (the end of a group).
 * A line that holds no markup, or markup of a kind we do not know, is given back as it is.
 */
export declare function readableLine(line: string): string | undefined;
/** Every line of `text` as readableLine reads it; line ends (LF or CRLF) are kept. */
export declare function readableText(text: string): string;
