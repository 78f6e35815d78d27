// LlamaIndex's HierarchicalNodeParser (llama_index/core/node_parser/relational/hierarchical.py) with the
// SentenceSplitters `from_defaults` builds: each level splits every node of the level above, the leaves are what
// `get_leaf_nodes` returns for embedding, and each leaf keeps the nodes above it.

import { sliceCounterOf, type Tokenizer } from '../../tokenizers';
import { sliceMapped, spansOf, wholeText, type MappedText } from '../mappedText';
import { joinRanges } from './joinRanges';
import { splitSentences, type SentenceSplitterArgs } from './sentenceSplitter';

/** A node of one level: its text mapped to the source, its number within its level (0-based) and its token count. */
export interface LevelNode {
  content: MappedText;
  level: number;
  index: number;
  tokens: number;
}

/** A leaf node with the nodes it descends from, outermost first. */
export interface HierarchicalLeaf {
  content: MappedText;
  parents: LevelNode[];
}

/**
 * Ranges of a node shorter than this are counted from their text (a memo lookup for the characters a long word
 * is split into); longer ones by their places in the document.
 */
const COUNTED_BY_PLACE = 64;

/**
 * The leaves of `text` split at `chunkSizes` (one SentenceSplitter per level with `args`' overlap and
 * separators; each size already less the document's metadata, which `split_text_metadata_aware` subtracts at
 * every level as children inherit it), in document order. Each level's nodes are numbered in the order of
 * LlamaIndex's flat list (level by level, each in document order). Every node's text is stripped and not empty,
 * so it has at least one child and the leaves are the nodes of the last level. Throws LibraryError where
 * SentenceSplitter raises.
 *
 * Every level splits text the level above has counted, so ranges are counted by their places in `text`
 * (Tokenizer.sliceCounter), never by cutting them out: a word of 2 MB of letters is read once for all levels
 * instead of once per level and once more for each node's own count. Every node's text is ranges of `text`
 * (SentenceSplitter inserts nothing), so its spans spell it. The leaves' counts are given to the tokenizer's
 * memo (Tokenizer.remember), since each becomes a chunk whose text is counted again.
 */
export function hierarchicalLeaves(text: string, chunkSizes: readonly number[], args: SentenceSplitterArgs, tokenizer: Tokenizer): HierarchicalLeaf[] {
  const counter = sliceCounterOf(tokenizer, text);
  const countIn = (node: MappedText, start: number, end: number, limit: number): number =>
    end - start < COUNTED_BY_PLACE ? args.lengthUpTo(node.text.slice(start, end), limit) : counter.countUpTo(spansOf(sliceMapped(node, start, end)), limit);
  const leaves: HierarchicalLeaf[] = [];
  const counts = chunkSizes.map(() => 0);
  const descend = (node: MappedText, level: number, parents: LevelNode[]): void => {
    for (const ranges of splitSentences(node.text, chunkSizes[level], args, (start, end, limit) => countIn(node, start, end, limit))) {
      const content = joinRanges(node, ranges);
      const tokens = counter.countUpTo(spansOf(content), Infinity);
      const index = counts[level]++;
      if (level === chunkSizes.length - 1) {
        tokenizer.remember?.(content.text, tokens);
        leaves.push({ content, parents });
      } else {
        const child: LevelNode = { content, level, index, tokens };
        descend(content, level + 1, [...parents, child]);
      }
    }
  };
  descend(wholeText(text), 0, []);
  return leaves;
}
