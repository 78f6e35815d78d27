// Sets up tokenizers for a CLI process or lint worker: the `wasm` engine, and a count memo sized for files
// that are read once.

import { setCountMemoCapacity } from '../../shared/tokenizers';
import { registerWasmTokenizer } from '../node/wasmTokenizer';

/** Texts a CLI tokenizer remembers counts for: enough for the blocks and chunks of one big document. */
const CLI_COUNT_MEMO = 4096;

/** Call once at the start of the CLI process and of each lint worker, before anything is counted. */
export function prepareCliTokenizers(): void {
  registerWasmTokenizer();
  setCountMemoCapacity(CLI_COUNT_MEMO);
}
