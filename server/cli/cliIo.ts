// The CLI's standard streams and what it knows of its terminal, as every command takes them.

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
