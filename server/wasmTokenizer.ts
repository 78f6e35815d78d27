// Registers the exact tokenizer engine, `wasm`: the `tiktoken` package (a WebAssembly build of the reference
// implementation). Runtime code (CLI, language server) calls this at start; the package and its ranks load
// only when a document is first counted with `tokenizerEngine: "wasm"`.

import { registerTokenizerEngine } from '../shared/tokenizers';

/** Makes `tokenizerEngine: "wasm"` available in this process (or worker thread). */
export function registerWasmTokenizer(): void {
  registerTokenizerEngine('wasm', (id) => {
    const { get_encoding } = require('tiktoken') as typeof import('tiktoken');
    const encoding = get_encoding(id);
    const decoder = new TextDecoder();
    return {
      encode: (text) => Array.from(encoding.encode_ordinary(text)),
      count: (text) => encoding.encode_ordinary(text).length,
      decode: (tokens) => decoder.decode(encoding.decode(Uint32Array.from(tokens))),
    };
  });
}
