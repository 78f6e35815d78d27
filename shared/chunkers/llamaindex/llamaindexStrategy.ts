// Turns a LlamaIndex node parser into a chunklens strategy: chunks with exact source spans, overlap marked, a
// note where the library rewrote text, the library's node records, and a CK100 error where Python raises.

import { flatText } from '../../text/documentText';
import type { ChunkParent, InputKind, Problem, StrategyId } from '../../model/types';
import type { Tokenizer, TokenizerId } from '../../tokenizers';
import type { MappedText } from '../langchain/mappedText';
import { validateOptions, type OptionProblem, type OptionSchema, type StrategyOptions } from '../langchain/options';
import { toLibraryChunks } from '../libraryChunks';
import type { LibraryInfo, Strategy } from '../types';
import { LibraryError } from './libraryError';

/** One LlamaIndex `TextNode` as a parser returns it, its text mapped to the source. */
export interface LlamaNode {
  content: MappedText;
  metadata: Record<string, string>;
  /** The heading titles the node sits under (chunklens's heading path). */
  headings: string[];
  /** The larger nodes it descends from, outermost first (HierarchicalNodeParser). */
  parents?: ChunkParent[];
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
        const pieces = def.parse(text, options, ctx.tokenizer).map((node) => ({ content: node.content, headingsPath: node.headings, parents: node.parents, record: { text: node.content.text, metadata: { ...node.metadata } } }));
        return { chunks: toLibraryChunks(def.id, def.library.splitter, def.rewrite, pieces, ctx.tokenizer), problems: [] };
      } catch (error) {
        if (!(error instanceof LibraryError)) throw error;
        const problem: Problem = { span: { start: 0, end: 0 }, message: `${def.library.splitter} raises ${error.message}`, code: 'CK100', severity: 'error' };
        return { chunks: [], problems: [problem] };
      }
    },
    toRecord: (chunk) => ({
      ...chunk.libraryRecord,
      source_spans: chunk.spans.map((s) => ({ ...s })),
      ...(chunk.parents ? { parents: chunk.parents.map((p) => ({ node: p.label, tokens: p.tokens, source_spans: p.spans.map((s) => ({ ...s })) })) } : {}),
    }),
  };
}

