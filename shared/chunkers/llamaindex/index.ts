// Strategies that reproduce LlamaIndex's Python node parsers (llama-index-core) exactly, with every chunk
// mapped back to its source spans.
//
// Invariant: a chunk's content is the node's text character for character; its spans are the source text that
// text came from (text the library inserted has none, and the chunk's notes say so).

import { llamaindexStrategy } from './llamaindexStrategy';
import { LLAMAINDEX_PARSERS } from './splitters';

export { LLAMAINDEX_VERSION } from './splitters';

/** One strategy per parser, with the library's default arguments (`withOptions` gives others). */
export const LLAMAINDEX_STRATEGIES = LLAMAINDEX_PARSERS.map((def) => llamaindexStrategy(def));
