// Strategies that reproduce chonkie's Python chunkers (chonkie 1.6.8: RecursiveChunker, its Markdown recipe,
// TokenChunker, SentenceChunker, TableChunker over the MarkdownChef, and the MarkdownChef) exactly, with every
// chunk mapped back to its source spans.
//
// Invariant: a chunk's content is chonkie's Chunk.text character for character; its spans are the source text
// it came from (a character a token window cut, decoded to U+FFFD, has none, and the chunk's notes say so; a
// table chunk's repeated header maps to the header again).

import { chonkieStrategy } from './chonkieStrategy';
import { CHONKIE_CHUNKERS, CHONKIE_MARKDOWN_CHUNKERS } from './chunkers';

export { CHONKIE_VERSION } from './chunkers';

/** One strategy per chunker, with chonkie's default arguments (`withOptions` gives others). */
export const CHONKIE_STRATEGIES = CHONKIE_CHUNKERS.map((def) => chonkieStrategy(def));

/** TableChunker and MarkdownChef, registered after the other strategies (their ids come later in the registry). */
export const CHONKIE_MARKDOWN_STRATEGIES = CHONKIE_MARKDOWN_CHUNKERS.map((def) => chonkieStrategy(def));
