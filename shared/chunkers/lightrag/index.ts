// Strategies that reproduce LightRAG's own chunking functions exactly (F, `chunking_by_token_size`, LightRAG
// v1.5.5rc1), with every chunk mapped back to its source spans. P and R are chunklens's paragraph-semantic and
// recursive strategies, written from LightRAG's specification.
//
// Invariant: a chunk's content is LightRAG's chunk `content` character for character; its spans are the source
// text it came from (a character a token window cut, decoded to U+FFFD, has none, and the chunk's notes say so).

import { fixedTokenStrategy } from './fixedTokenStrategy';

export { LIGHTRAG_VERSION } from './fixedTokenStrategy';

/** LightRAG's strategies with its default arguments (`withOptions` gives others). */
export const LIGHTRAG_STRATEGIES = [fixedTokenStrategy()];
