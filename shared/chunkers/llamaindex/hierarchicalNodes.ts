// LlamaIndex's HierarchicalNodeParser (llama_index/core/node_parser/relational/hierarchical.py) with the
// SentenceSplitters `from_defaults` builds: each level splits every node of the level above, the leaves are what
// `get_leaf_nodes` returns for embedding, and each leaf keeps the nodes above it.

import { concatMapped, sliceMapped, wholeText, type MappedText } from '../mappedText';
import { splitSentences, type SentenceSplitterArgs } from './sentenceSplitter';

/** A node of one level: its text mapped to the source, and its number within its level (0-based). */
export interface LevelNode {
  content: MappedText;
  level: number;
  index: number;
}

/** A leaf node with the nodes it descends from, outermost first. */
export interface HierarchicalLeaf {
  content: MappedText;
  parents: LevelNode[];
}

/**
 * The leaves of `text` split at `chunkSizes` (one SentenceSplitter per level with `args`' overlap and
 * separators; each size already less the document's metadata, which `split_text_metadata_aware` subtracts at
 * every level as children inherit it), in document order. Each level's nodes are numbered in the order of
 * LlamaIndex's flat list (level by level, each in document order). Every node's text is stripped and not empty,
 * so it has at least one child and the leaves are the nodes of the last level. Throws LibraryError where
 * SentenceSplitter raises.
 */
export function hierarchicalLeaves(text: string, chunkSizes: readonly number[], args: SentenceSplitterArgs): HierarchicalLeaf[] {
  const leaves: HierarchicalLeaf[] = [];
  const counts = chunkSizes.map(() => 0);
  const descend = (node: MappedText, level: number, parents: LevelNode[]): void => {
    for (const ranges of splitSentences(node.text, chunkSizes[level], args)) {
      const child: LevelNode = { content: concatMapped(ranges.map((r) => sliceMapped(node, r.start, r.end))), level, index: counts[level]++ };
      if (level === chunkSizes.length - 1) leaves.push({ content: child.content, parents });
      else descend(child.content, level + 1, [...parents, child]);
    }
  };
  descend(wholeText(text), 0, []);
  return leaves;
}
