// Turns a LangChain splitter (Python or JavaScript; documents as mapped text plus metadata) into a chunklens
// strategy through the library adapter: the heading path is the metadata's values, the records are the
// library's `Document`s as each library prints them, and `encoding_name` names the length function.

import type { Tokenizer, TokenizerId } from '../../tokenizers';
import { type LibrarySplitterInfo, libraryStrategy, splitterInfo } from '../libraryStrategy';
import type { MappedText } from '../mappedText';
import type { OptionProblem, Strategy, StrategyOptions } from '../types';
import { encodingOf, splitterRules, type OptionSchema } from './options';

/** One LangChain `Document` as a splitter returns it, its text mapped to the source. */
export interface LangchainDocument {
  content: MappedText;
  metadata: Map<string, string>;
}

export interface LangchainSplitter extends LibrarySplitterInfo {
  schema: OptionSchema;
  check?: (options: StrategyOptions) => OptionProblem[];
  /** What the library measures length with when no encoding is named (`len`, i.e. code points, or an encoding). */
  defaultTokenizer: TokenizerId;
  /** Why text differs from the source where it does (shown in the chunk's notes). */
  rewrite: string;
  split(text: string, options: StrategyOptions, tokenizer: Tokenizer): LangchainDocument[];
  /** The library's own records of the documents of `text` (LangChain `Document`s as each library prints them). */
  records(docs: readonly LangchainDocument[], text: string, options: StrategyOptions): Array<Record<string, unknown>>;
}

/** The strategy of `def`, with the library's default arguments (`withOptions` gives others). */
export function langchainStrategy(def: LangchainSplitter): Strategy {
  return libraryStrategy({
    ...splitterInfo(def),
    schema: def.schema,
    rules: splitterRules(def.check),
    defaultTokenizer: (options) => encodingOf(options) ?? def.defaultTokenizer,
    rewrite: def.rewrite,
    split(text, options, tokenizer) {
      const docs = def.split(text, options, tokenizer);
      const records = def.records(docs, text, options);
      return docs.map((d, i) => ({ content: d.content, headingsPath: [...d.metadata.values()], record: records[i] }));
    },
  });
}
