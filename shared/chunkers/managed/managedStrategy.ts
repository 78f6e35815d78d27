// Turns a managed-service chunking preset into a chunklens strategy: token windows or sentence packing from the
// chonkie machinery, exact source spans (overlap marked), and a record of the chunk text beside the spans.

import { flatText } from '../../text/documentText';
import type { InputKind, StrategyId } from '../../model/types';
import type { Tokenizer, TokenizerId } from '../../tokenizers';
import type { ChonkieChunk } from '../chonkie/recursiveChunker';
import type { StrategyOptions } from '../langchain/options';
import { toLibraryChunks } from '../libraryChunks';
import type { LibraryInfo, Strategy } from '../types';
import { validateManagedOptions, type ManagedSchema } from './options';

export interface ManagedPreset {
  id: StrategyId;
  library: LibraryInfo;
  description: string;
  inputKinds: InputKind[];
  /** The tokenizer chunklens counts with; the service's own is not published (docs/strategies.md). */
  tokenizer: TokenizerId;
  schema: ManagedSchema;
  chunk(text: string, options: StrategyOptions, tokenizer: Tokenizer): ChonkieChunk[];
}

const REWRITE = 'a token window cuts a character: its bytes decode to U+FFFD';

/** The strategy of `preset` with `options` (validated; the documented defaults where absent). */
export function managedStrategy(preset: ManagedPreset, options: StrategyOptions = validateManagedOptions(preset.schema, {}).options): Strategy {
  return {
    id: preset.id,
    description: preset.description,
    inputKinds: preset.inputKinds,
    defaultTokenizer: preset.tokenizer,
    defaults: {},
    library: preset.library,
    ...(Object.keys(preset.schema).length
      ? { options: { schema: preset.schema, validate: (raw: unknown) => validateManagedOptions(preset.schema, raw) }, withOptions: (next: StrategyOptions) => managedStrategy(preset, next) }
      : {}),
    chunk(doc, ctx) {
      const pieces = preset.chunk(flatText(doc.text), options, ctx.tokenizer).map((c) => ({ content: c.content, headingsPath: [], record: { text: c.content.text, token_count: c.tokenCount } }));
      return { chunks: toLibraryChunks(preset.id, preset.library.splitter, REWRITE, pieces, ctx.tokenizer), problems: [] };
    },
    toRecord: (chunk) => ({ ...chunk.libraryRecord, source_spans: chunk.spans.map((s) => ({ ...s })) }),
  };
}
