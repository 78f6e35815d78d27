// Haystack's document splitters as chunklens strategies: each Document a splitter outputs is a chunk with exact
// source spans (the part the previous split already holds marked as overlap) and `{content, meta}` as its record.

import { flatText } from '../../text/documentText';
import type { InputKind, StrategyId } from '../../model/types';
import type { Tokenizer, TokenizerId } from '../../tokenizers';
import type { MappedText } from '../langchain/mappedText';
import type { OptionProblem, StrategyOptions } from '../langchain/options';
import { toLibraryChunks } from '../libraryChunks';
import type { LibraryInfo, Strategy } from '../types';
import { validateHaystackOptions, type HaystackSchema } from './options';

/** One output Document of a Haystack splitter: its content mapped to the source and its `meta`. */
export interface HaystackDocument {
  content: MappedText;
  meta: Record<string, unknown>;
  /** The headers the Document sits under, outermost first (chunklens's heading path). */
  headings?: string[];
}

export interface HaystackSplitter {
  id: StrategyId;
  library: LibraryInfo;
  description: string;
  inputKinds: InputKind[];
  schema: HaystackSchema;
  /** Haystack's checks in `__init__`, with its messages. */
  check: (options: StrategyOptions) => OptionProblem[];
  /** What measures length by default (`chars` where the splitter counts its own units). */
  defaultTokenizer: TokenizerId;
  /** Why text differs from the source where it does (shown in the chunk's notes). */
  rewrite: string;
  split(text: string, options: StrategyOptions, tokenizer: Tokenizer): HaystackDocument[];
}

/** The strategy of `def` with `options` (validated; Haystack's defaults where absent). */
export function haystackStrategy(def: HaystackSplitter, options: StrategyOptions = validateHaystackOptions(def.schema, {}, def.check).options): Strategy {
  return {
    id: def.id,
    description: def.description,
    inputKinds: def.inputKinds,
    defaultTokenizer: def.defaultTokenizer,
    defaults: {},
    library: def.library,
    options: { schema: def.schema, validate: (raw) => validateHaystackOptions(def.schema, raw, def.check) },
    withOptions: (next) => haystackStrategy(def, next),
    chunk(doc, ctx) {
      const pieces = def
        .split(flatText(doc.text), options, ctx.tokenizer)
        .filter((d) => d.content.text !== '')
        .map((d) => ({ content: d.content, headingsPath: d.headings ?? [], record: { content: d.content.text, meta: structuredClone(d.meta) } }));
      return { chunks: toLibraryChunks(def.id, def.library.splitter, def.rewrite, pieces, ctx.tokenizer), problems: [] };
    },
    toRecord: (chunk) => ({ ...chunk.libraryRecord, source_spans: chunk.spans.map((s) => ({ ...s })) }),
  };
}
