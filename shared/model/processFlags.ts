// Node flags the language server process runs with (the client starts it with them; the benchmark measures
// keystrokes with them), and the young generation of `chunklens lint` workers. A keystroke in a big document allocates a few megabytes of short-lived objects (and V8
// copies the edited text); with the default young generation much of that is promoted and then collected by
// full GCs over the whole analysis, which were the slowest keystrokes. A larger young generation keeps them young.

/** V8 flags for the language server process. */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];

/**
 * Semi-space of `chunklens lint` worker threads, in MB (the young generation is three of them). Parsing and
 * counting a corpus allocates about 1 KB per character, nearly all short-lived; with the default 16 MB a third
 * of the collections' work went into objects promoted just before they died. 64 MB: a third of the
 * scavenges, and the whole-corpus lint on one thread 55.7 → 49.2 s.
 */
export const LINT_SEMI_SPACE_MB = 64;
