// Turns a LlamaIndex node parser into a chunklens strategy through the library adapter: the records are the
// nodes' `{text, metadata}`, parents are named as HierarchicalNodeParser's nodes, and length is counted with
// LlamaIndex's default tokenizer.

import type { ChunkParent } from '../../model/types';
import type { Tokenizer, TokenizerId } from '../../tokenizers';
import { type LibrarySplitterInfo, libraryStrategy, splitterInfo } from '../libraryStrategy';
import type { MappedText } from '../mappedText';
import type { OptionProblem, Strategy, StrategyOptions } from '../types';
import { splitterRules, type OptionSchema } from '../langchain/options';

/** One LlamaIndex `TextNode` as a parser returns it, its text mapped to the source. */
export interface LlamaNode {
  content: MappedText;
  metadata: Record<string, string>;
  /** The heading titles the node sits under (chunklens's heading path). */
  headings: string[];
  /** The larger nodes it descends from, outermost first (HierarchicalNodeParser). */
  parents?: ChunkParent[];
}

export interface LlamaindexParser extends LibrarySplitterInfo {
  schema: OptionSchema;
  check?: (options: StrategyOptions) => OptionProblem[];
  /** Why text differs from the source where it does (shown in the chunk's notes). */
  rewrite: string;
  /** The nodes of `text`; throws LibraryError where the library raises. */
  parse(text: string, options: StrategyOptions, tokenizer: Tokenizer): LlamaNode[];
}

/** What LlamaIndex measures length with by default: `get_tokenizer()`, tiktoken's cl100k_base encoder. */
export const LLAMAINDEX_TOKENIZER: TokenizerId = 'cl100k_base';

/** The strategy of `def`, with the library's default arguments (`withOptions` gives others). */
export function llamaindexStrategy(def: LlamaindexParser): Strategy {
  return libraryStrategy({
    ...splitterInfo(def),
    schema: def.schema,
    rules: splitterRules(def.check),
    defaultTokenizer: () => LLAMAINDEX_TOKENIZER,
    rewrite: def.rewrite,
    split: (text, options, tokenizer) =>
      def.parse(text, options, tokenizer).map((node) => ({ content: node.content, headingsPath: node.headings, parents: node.parents, record: { text: node.content.text, metadata: { ...node.metadata } } })),
    parentRecord: (parent) => ({ node: parent.label, tokens: parent.tokens }),
  });
}
