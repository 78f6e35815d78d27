// Node flags the language server process runs with (the client starts it with them; the benchmark measures
// keystrokes with them). A keystroke in a big document allocates a few megabytes of short-lived objects (and V8
// copies the edited text); with the default young generation much of that is promoted and then collected by
// full GCs over the whole analysis, which were the slowest keystrokes. A larger young generation keeps them young.

/** V8 flags for the language server process. */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
