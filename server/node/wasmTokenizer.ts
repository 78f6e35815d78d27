// Registers the exact tokenizer engine, `wasm`: the `tiktoken` package (a WebAssembly build of the reference
// implementation). Runtime code (CLI, language server) calls this at start; the package and its ranks load
// only when a document is first counted with `tokenizerEngine: "wasm"`. The packaged extension ships without
// node_modules, so there the package is missing: `wasmTokenizerProblem()` says so before it is used.

import { registerTokenizerEngine } from '../../shared/tokenizers';

/** Makes `tokenizerEngine: "wasm"` available in this process (or worker thread). */
export function registerWasmTokenizer(): void {
  registerTokenizerEngine('wasm', (id) => {
    const { get_encoding } = require('tiktoken') as typeof import('tiktoken');
    const encoding = get_encoding(id);
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    return {
      encode: (text) => Array.from(encoding.encode_ordinary(text)),
      count: (text) => encoding.encode_ordinary(text).length,
      decode: (tokens) => decoder.decode(encoding.decode(Uint32Array.from(tokens))),
      tokenByteLengths: (tokens) => tokens.map((id) => encoding.decode_single_token_bytes(id).length),
    };
  });
}

let probe: { problem: string | undefined } | undefined;

/**
 * Why the `wasm` engine cannot be used in this process (the `tiktoken` package or its .wasm cannot be loaded),
 * or undefined when it can. Loads the package once and remembers the answer, so callers can fall back to `js`
 * with one warning instead of failing every analysis.
 */
export function wasmTokenizerProblem(): string | undefined {
  if (!probe) {
    try {
      require('tiktoken');
      probe = { problem: undefined };
    } catch (error) {
      probe = { problem: error instanceof Error ? error.message.split('\n')[0] : String(error) };
    }
  }
  return probe.problem;
}
