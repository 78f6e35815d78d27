// The error of a command line mistake (bad flag or value): the CLI prints it with a pointer to --help, exit 2.

/** A mistake in the command line; its message names the flag or argument. */
export class UsageError extends Error {}
