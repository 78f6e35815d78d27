// Strategies that reproduce Haystack's Python document splitters (haystack-ai 2.31.0) exactly, with every chunk
// mapped back to its source spans.
//
// Invariant: a chunk's content is the output Document's content character for character; its spans are the
// source text it came from.

import { haystackStrategy } from './haystackStrategy';
import { HAYSTACK_RECURSIVE_SPLITTER, HAYSTACK_SPLITTERS } from './splitters';

export { HAYSTACK_VERSION } from './splitters';

/** One strategy per splitter, with Haystack's default arguments (`withOptions` gives others). */
export const HAYSTACK_STRATEGIES = HAYSTACK_SPLITTERS.map((def) => haystackStrategy(def));

/** RecursiveDocumentSplitter with Haystack's default arguments. */
export const HAYSTACK_RECURSIVE_STRATEGY = haystackStrategy(HAYSTACK_RECURSIVE_SPLITTER);
