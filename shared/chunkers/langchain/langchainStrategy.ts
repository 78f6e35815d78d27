// Turns a LangChain splitter (Python or JavaScript; documents as mapped text plus metadata) into a chunklens
// strategy: chunks with exact source spans, overlap marked, a note where the library rewrote text, and the
// library's own records.

import { flatText } from '../../text/documentText';
import type { InputKind, StrategyId } from '../../model/types';
import type { Tokenizer, TokenizerId } from '../../tokenizers';
import { toLibraryChunks } from '../libraryChunks';
import type { LibraryInfo, Strategy } from '../types';
import type { MappedText } from './mappedText';
import { encodingOf, validateOptions, type OptionProblem, type OptionSchema, type StrategyOptions } from './options';

/** One LangChain `Document` as a splitter returns it, its text mapped to the source. */
export interface LangchainDocument {
  content: MappedText;
  metadata: Map<string, string>;
}

export interface LangchainSplitter {
  id: StrategyId;
  library: LibraryInfo;
  description: string;
  inputKinds: InputKind[];
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

/** The strategy of `def` with `options` (validated; defaults where absent). */
export function langchainStrategy(def: LangchainSplitter, options: StrategyOptions = validateOptions(def.schema, {}).options): Strategy {
  const strategy: Strategy = {
    id: def.id,
    description: def.description,
    inputKinds: def.inputKinds,
    defaultTokenizer: encodingOf(options) ?? def.defaultTokenizer,
    defaults: {},
    library: def.library,
    options: { schema: def.schema, validate: (raw) => validateOptions(def.schema, raw, def.check) },
    withOptions: (next) => langchainStrategy(def, next),
    chunk(doc, ctx) {
      const text = flatText(doc.text);
      const docs = def.split(text, options, ctx.tokenizer);
      const records = def.records(docs, text, options);
      const pieces = docs.map((d, i) => ({ content: d.content, headingsPath: [...d.metadata.values()], record: records[i] }));
      return { chunks: toLibraryChunks(def.id, def.library.splitter, def.rewrite, pieces, ctx.tokenizer), problems: [] };
    },
    toRecord: (chunk) => ({ ...chunk.libraryRecord, source_spans: chunk.spans.map((s) => ({ ...s })) }),
  };
  return strategy;
}
