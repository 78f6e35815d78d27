// What every CLI command writes to and knows of its terminal, as one object that tests replace with their own.

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
