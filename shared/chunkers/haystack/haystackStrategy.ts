// Turns a Haystack document splitter into a chunklens strategy through the library adapter: each non-empty
// Document the splitter outputs is a chunk, with `{content, meta}` as its record and the headers it sits under
// as its heading path.

import type { Tokenizer, TokenizerId } from '../../tokenizers';
import { type LibrarySplitterInfo, libraryStrategy, splitterInfo } from '../libraryStrategy';
import type { MappedText } from '../mappedText';
import type { OptionProblem, Strategy, StrategyOptions } from '../types';
import { haystackRules, type HaystackSchema } from './options';

/** One output Document of a Haystack splitter: its content mapped to the source and its `meta`. */
export interface HaystackDocument {
  content: MappedText;
  meta: Record<string, unknown>;
  /** The headers the Document sits under, outermost first (chunklens's heading path). */
  headings?: string[];
}

export interface HaystackSplitter extends LibrarySplitterInfo {
  schema: HaystackSchema;
  /** Haystack's checks in `__init__`, with its messages. */
  check: (options: StrategyOptions) => OptionProblem[];
  /** What measures length by default with these arguments (`chars` where the splitter counts its own units). */
  defaultTokenizer: (options: StrategyOptions) => TokenizerId;
  /** Why text differs from the source where it does (shown in the chunk's notes). */
  rewrite: string;
  split(text: string, options: StrategyOptions, tokenizer: Tokenizer): HaystackDocument[];
}

/** The strategy of `def`, with Haystack's default arguments (`withOptions` gives others). */
export function haystackStrategy(def: HaystackSplitter): Strategy {
  return libraryStrategy({
    ...splitterInfo(def),
    schema: def.schema,
    rules: haystackRules(def.check),
    defaultTokenizer: def.defaultTokenizer,
    rewrite: def.rewrite,
    split: (text, options, tokenizer) =>
      def
        .split(text, options, tokenizer)
        .filter((d) => d.content.text !== '')
        .map((d) => ({ content: d.content, headingsPath: d.headings ?? [], record: { content: d.content.text, meta: structuredClone(d.meta) } })),
  });
}
