// Turns a LlamaIndex node parser into a chunklens strategy: chunks with exact source spans, overlap marked, a
// note where the library rewrote text, the library's node records, and a CK100 error where Python raises.

import { flatText } from '../../documentText';
import { fastHash } from '../../hash';
import type { Chunk, ChunkNote, InputKind, Problem, StrategyId } from '../../model';
import type { Tokenizer, TokenizerId } from '../../tokenizers';
import { markOverlap } from '../langchain/langchainStrategy';
import { isExact, spansOf, type MappedText } from '../langchain/mappedText';
import { validateOptions, type OptionProblem, type OptionSchema, type StrategyOptions } from '../langchain/options';
import type { LibraryInfo, Strategy } from '../types';
import { LibraryError } from './libraryError';

/** One LlamaIndex `TextNode` as a parser returns it, its text mapped to the source. */
export interface LlamaNode {
  content: MappedText;
  metadata: Record<string, string>;
  /** The heading titles the node sits under (chunklens's heading path). */
  headings: string[];
}

export interface LlamaindexParser {
  id: StrategyId;
  library: LibraryInfo;
  description: string;
  inputKinds: InputKind[];
  schema: OptionSchema;
  check?: (options: StrategyOptions) => OptionProblem[];
  /** Why text differs from the source where it does (shown in the chunk's notes). */
  rewrite: string;
  /** The nodes of `text`; throws LibraryError where the library raises. */
  parse(text: string, options: StrategyOptions, tokenizer: Tokenizer): LlamaNode[];
}

/** What LlamaIndex measures length with by default: `get_tokenizer()`, tiktoken's cl100k_base encoder. */
export const LLAMAINDEX_TOKENIZER: TokenizerId = 'cl100k_base';

/** The strategy of `def` with `options` (validated; defaults where absent). */
export function llamaindexStrategy(def: LlamaindexParser, options: StrategyOptions = validateOptions(def.schema, {}).options): Strategy {
  return {
    id: def.id,
    description: def.description,
    inputKinds: def.inputKinds,
    defaultTokenizer: LLAMAINDEX_TOKENIZER,
    defaults: {},
    library: def.library,
    options: { schema: def.schema, validate: (raw) => validateOptions(def.schema, raw, def.check) },
    withOptions: (next) => llamaindexStrategy(def, next),
    chunk(doc, ctx) {
      const text = flatText(doc.text);
      try {
        return { chunks: toChunks(def, def.parse(text, options, ctx.tokenizer), ctx.tokenizer), problems: [] };
      } catch (error) {
        if (!(error instanceof LibraryError)) throw error;
        const problem: Problem = { span: { start: 0, end: 0 }, message: `${def.library.splitter} raises ${error.message}`, code: 'CK100', severity: 'error' };
        return { chunks: [], problems: [problem] };
      }
    },
    toRecord: (chunk) => ({ ...chunk.libraryRecord, source_spans: chunk.spans.map((s) => ({ ...s })) }),
  };
}

function toChunks(def: LlamaindexParser, nodes: LlamaNode[], tokenizer: Tokenizer): Chunk[] {
  let coveredTo = 0;
  return nodes.map((node, index): Chunk => {
    const content = node.content.text;
    const spans = markOverlap(spansOf(node.content), coveredTo);
    for (const s of spans) coveredTo = Math.max(coveredTo, s.end);
    const notes: ChunkNote[] = [{ reason: index === nodes.length - 1 ? 'end' : node.headings.length ? 'heading' : 'budget', detail: def.library.splitter }];
    if (!isExact(node.content)) notes.push({ reason: 'normalized', detail: def.rewrite });
    return {
      index,
      id: `${def.id}-${index}-${fastHash(content)}`,
      strategy: def.id,
      type: node.headings.length ? 'section' : 'text',
      content,
      tokens: tokenizer.count(content),
      spans,
      headingsPath: node.headings,
      notes,
      libraryRecord: { text: content, metadata: { ...node.metadata } },
    };
  });
}
