// How the server writes a caught failure into its log: the stack when there is one, so that a report names the
// line that threw. Free of the LSP runtime, so that the guard, the host and the features share it without circles.

/** The stack of an Error (its message when it has none), or the thrown value as a string. */
export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
