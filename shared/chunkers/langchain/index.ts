// Strategies that reproduce LangChain's Python text splitters (langchain_text_splitters 1.1.2) exactly, with
// every chunk mapped back to its source spans.
//
// Invariant: a chunk's content is the library's page_content character for character; its spans are the
// source text that content came from (text the library inserted has none, and the chunk's notes say so).

import { langchainStrategy } from './langchainStrategy';
import { LANGCHAIN_SPLITTERS } from './splitters';

export { LANGCHAIN_VERSION } from './splitters';

/** One strategy per splitter, with the library's default arguments (`withOptions` gives others). */
export const LANGCHAIN_STRATEGIES = LANGCHAIN_SPLITTERS.map((def) => langchainStrategy(def));
