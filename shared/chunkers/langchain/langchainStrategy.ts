// Turns a LangChain splitter (Python or JavaScript; documents as mapped text plus metadata) into a chunklens
// strategy: chunks with exact source spans, overlap marked, a note where the library rewrote text, and the
// library's own records.

import { flatText } from '../../documentText';
import { fastHash } from '../../hash';
import type { Chunk, ChunkNote, InputKind, SourceSpan, StrategyId } from '../../model';
import type { Tokenizer, TokenizerId } from '../../tokenizers';
import type { LibraryInfo, Strategy } from '../types';
import { isExact, spansOf, type MappedText } from './mappedText';
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
      return { chunks: toChunks(def, docs, ctx.tokenizer, def.records(docs, text, options)), problems: [] };
    },
    toRecord: (chunk) => ({ ...chunk.libraryRecord, source_spans: chunk.spans.map((s) => ({ ...s })) }),
  };
  return strategy;
}

function toChunks(def: LangchainSplitter, docs: LangchainDocument[], tokenizer: Tokenizer, records: Array<Record<string, unknown>>): Chunk[] {
  let coveredTo = 0;
  return docs.map((d, index): Chunk => {
    const content = d.content.text;
    const spans = markOverlap(spansOf(d.content), coveredTo);
    for (const s of spans) coveredTo = Math.max(coveredTo, s.end);
    const notes: ChunkNote[] = [{ reason: index === docs.length - 1 ? 'end' : d.metadata.size ? 'heading' : 'budget', detail: def.library.splitter }];
    if (!isExact(d.content)) notes.push({ reason: 'normalized', detail: def.rewrite });
    return {
      index,
      id: `${def.id}-${index}-${fastHash(content)}`,
      strategy: def.id,
      type: d.metadata.size ? 'section' : 'text',
      content,
      tokens: tokenizer.count(content),
      spans,
      headingsPath: [...d.metadata.values()],
      notes,
      libraryRecord: records[index],
    };
  });
}

/** Spans with the parts before `coveredTo` (already in an earlier chunk) marked as overlap. */
export function markOverlap(spans: SourceSpan[], coveredTo: number): SourceSpan[] {
  const out: SourceSpan[] = [];
  for (const s of spans) {
    if (s.end <= coveredTo) out.push({ ...s, overlap: true });
    else if (s.start < coveredTo) out.push({ start: s.start, end: coveredTo, overlap: true }, { start: coveredTo, end: s.end });
    else out.push({ ...s });
  }
  return out;
}
