// Turns a chonkie chunker into a chunklens strategy: chunks with exact source spans (overlap marked), a note
// where a token window rewrote a cut character, and chonkie's own records beside chunklens's spans.

import { flatText } from '../../text/documentText';
import type { InputKind, StrategyId } from '../../model/types';
import type { Tokenizer, TokenizerId } from '../../tokenizers';
import type { StrategyOptions } from '../langchain/options';
import { toLibraryChunks } from '../libraryChunks';
import type { LibraryInfo, Strategy } from '../types';
import { CHONKIE_TOKENIZERS, validateChonkieOptions, type ChonkieSchema } from './options';
import type { ChonkieChunk } from './recursiveChunker';

export interface ChonkieChunker {
  id: StrategyId;
  library: LibraryInfo;
  description: string;
  inputKinds: InputKind[];
  schema: ChonkieSchema;
  chunk(text: string, options: StrategyOptions, tokenizer: Tokenizer): ChonkieChunk[];
}

const REWRITE = 'a token window cuts a character: its bytes decode to U+FFFD';

/** The strategy of `def` with `options` (validated; chonkie's defaults where absent). */
export function chonkieStrategy(def: ChonkieChunker, options: StrategyOptions = validateChonkieOptions(def.schema, {}).options): Strategy {
  return {
    id: def.id,
    description: def.description,
    inputKinds: def.inputKinds,
    defaultTokenizer: CHONKIE_TOKENIZERS[options.tokenizer as string] as TokenizerId,
    defaults: {},
    library: def.library,
    options: { schema: def.schema, validate: (raw) => validateChonkieOptions(def.schema, raw) },
    withOptions: (next) => chonkieStrategy(def, next),
    chunk(doc, ctx) {
      const pieces = def.chunk(flatText(doc.text), options, ctx.tokenizer).map((c) => ({ content: c.content, headingsPath: [], record: { text: c.content.text, start_index: c.startIndex, end_index: c.endIndex, token_count: c.tokenCount } }));
      return { chunks: toLibraryChunks(def.id, def.library.splitter, REWRITE, pieces, ctx.tokenizer), problems: [] };
    },
    toRecord: (chunk) => ({ ...chunk.libraryRecord, source_spans: chunk.spans.map((s) => ({ ...s })) }),
  };
}

