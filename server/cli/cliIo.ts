// Where a CLI command writes and what it knows of its terminal: the process's streams, or a test's own.

/** Where the CLI writes and what it knows of its terminal; tests pass their own. */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Standard input, read whole (for `lint -`). */
  readStdin?: () => string;
  env?: NodeJS.ProcessEnv;
  outIsTerminal?: boolean;
  errIsTerminal?: boolean;
}
