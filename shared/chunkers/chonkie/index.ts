// Strategies that reproduce chonkie's Python chunkers (chonkie 1.6.8: RecursiveChunker, its Markdown recipe,
// TokenChunker and SentenceChunker) exactly, with every chunk mapped back to its source spans.
//
// Invariant: a chunk's content is chonkie's Chunk.text character for character; its spans are the source text
// it came from (a character a token window cut, decoded to U+FFFD, has none, and the chunk's notes say so).

import { chonkieStrategy } from './chonkieStrategy';
import { CHONKIE_CHUNKERS } from './chunkers';

export { CHONKIE_VERSION } from './chunkers';

/** One strategy per chunker, with chonkie's default arguments (`withOptions` gives others). */
export const CHONKIE_STRATEGIES = CHONKIE_CHUNKERS.map((def) => chonkieStrategy(def));
