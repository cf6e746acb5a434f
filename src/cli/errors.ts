/** A mistake in how the command was called: exit code 2, with the flag named. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** Exit codes of every subcommand but `exec` (which exits with its command's own code). */
export const ExitCode = {
  ok: 0,
  /** The service could not be reached or refused the call. */
  serviceTrouble: 1,
  usage: 2
} as const
