// Turns a LangChain splitter (documents as mapped text plus metadata) into a chunklens strategy: chunks with
// exact source spans, overlap marked, a note where the library rewrote text, and LangChain's own records.

import { flatText } from '../../documentText';
import { fastHash } from '../../hash';
import type { Chunk, ChunkNote, InputKind, SourceSpan, StrategyId } from '../../model';
import type { Tokenizer, TokenizerId } from '../../tokenizers';
import { charsTokenizer } from '../../tokenizers/chars';
import type { Strategy } from '../types';
import { isExact, spansOf, type MappedText } from './mappedText';
import { encodingOf, validateOptions, type OptionProblem, type OptionSchema, type StrategyOptions } from './options';

/** The version of langchain_text_splitters (Python) these strategies reproduce. */
export const LANGCHAIN_VERSION = '1.1.2';

/** One LangChain `Document` as a splitter returns it, its text mapped to the source. */
export interface LangchainDocument {
  content: MappedText;
  metadata: Map<string, string>;
}

export interface LangchainSplitter {
  id: StrategyId;
  splitter: string;
  description: string;
  inputKinds: InputKind[];
  schema: OptionSchema;
  check?: (options: StrategyOptions) => OptionProblem[];
  /** What the library measures length with when no encoding is named (`len`, i.e. code points, or an encoding). */
  defaultTokenizer: TokenizerId;
  /** Why text differs from the source where it does (shown in the chunk's notes). */
  rewrite: string;
  split(text: string, options: StrategyOptions, tokenizer: Tokenizer): LangchainDocument[];
}

/** The strategy of `def` with `options` (validated; defaults where absent). */
export function langchainStrategy(def: LangchainSplitter, options: StrategyOptions = validateOptions(def.schema, {}).options): Strategy {
  const strategy: Strategy = {
    id: def.id,
    description: def.description,
    inputKinds: def.inputKinds,
    defaultTokenizer: encodingOf(options) ?? def.defaultTokenizer,
    defaults: {},
    library: { library: 'langchain_text_splitters', language: 'python', splitter: def.splitter, version: LANGCHAIN_VERSION },
    options: { schema: def.schema, validate: (raw) => validateOptions(def.schema, raw, def.check) },
    withOptions: (next) => langchainStrategy(def, next),
    chunk(doc, ctx) {
      const text = flatText(doc.text);
      const docs = def.split(text, options, ctx.tokenizer);
      const chunks = toChunks(def, docs, ctx.tokenizer, options.add_start_index === true ? text : undefined, (options.chunk_overlap as number | undefined) ?? 0);
      return { chunks, problems: [] };
    },
    toRecord: (chunk) => ({ ...chunk.libraryRecord, source_spans: chunk.spans.map((s) => ({ ...s })) }),
  };
  return strategy;
}

function toChunks(def: LangchainSplitter, docs: LangchainDocument[], tokenizer: Tokenizer, startIndexText: string | undefined, overlap: number): Chunk[] {
  let coveredTo = 0;
  const start = startIndexFinder(startIndexText, overlap);
  return docs.map((d, index): Chunk => {
    const content = d.content.text;
    const spans = markOverlap(spansOf(d.content), coveredTo);
    for (const s of spans) coveredTo = Math.max(coveredTo, s.end);
    const notes: ChunkNote[] = [{ reason: index === docs.length - 1 ? 'end' : d.metadata.size ? 'heading' : 'budget', detail: def.splitter }];
    if (!isExact(d.content)) notes.push({ reason: 'normalized', detail: def.rewrite });
    const metadata: Record<string, unknown> = Object.fromEntries(d.metadata);
    if (start) metadata.start_index = start(content);
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
      libraryRecord: { page_content: content, metadata },
    };
  });
}

/** Spans with the parts before `coveredTo` (already in an earlier chunk) marked as overlap. */
function markOverlap(spans: SourceSpan[], coveredTo: number): SourceSpan[] {
  const out: SourceSpan[] = [];
  for (const s of spans) {
    if (s.end <= coveredTo) out.push({ ...s, overlap: true });
    else if (s.start < coveredTo) out.push({ start: s.start, end: coveredTo, overlap: true }, { start: coveredTo, end: s.end });
    else out.push({ ...s });
  }
  return out;
}

/**
 * `create_documents` with `add_start_index=True`: each chunk searched for (`str.find`) from the previous chunk's
 * start plus its length minus `chunk_overlap`, in code points as Python counts; -1 where it is not found
 * (rewritten text). chunklens's own source spans sit beside it in the record.
 */
function startIndexFinder(text: string | undefined, overlap: number): ((chunk: string) => number) | undefined {
  if (text === undefined) return undefined;
  const { toCodePoint, toUtf16 } = codePointIndex(text);
  let index = 0;
  let previousLength = 0;
  return (chunk) => {
    const at = text.indexOf(chunk, toUtf16(Math.max(0, index + previousLength - overlap)));
    index = at < 0 ? -1 : toCodePoint(at);
    previousLength = charsTokenizer.count(chunk);
    return index;
  };
}

/** Conversions between UTF-16 offsets and code point offsets of `text` (identities when it has no astral characters). */
function codePointIndex(text: string): { toCodePoint: (utf16: number) => number; toUtf16: (cp: number) => number } {
  if (!/[\uD800-\uDBFF]/.test(text)) return { toCodePoint: (n) => n, toUtf16: (n) => n };
  const cpAt = new Int32Array(text.length + 1);
  const utf16At: number[] = [];
  let cp = 0;
  for (let i = 0; i < text.length; i++) {
    cpAt[i] = cp;
    utf16At[cp] = i;
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) cpAt[++i] = cp;
    cp++;
  }
  cpAt[text.length] = cp;
  utf16At[cp] = text.length;
  return { toCodePoint: (n) => cpAt[n], toUtf16: (n) => utf16At[Math.min(n, cp)] };
}
