// The one adapter from a library splitter to a chunklens strategy. Each port (LangChain, LangChain.js,
// LlamaIndex, chonkie, Haystack, LightRAG, the managed-service presets) gives what differs: its name and
// release, its arguments and how the library checks them, its length function, and its output as pieces mapped
// to the source with the library's own records. The adapter gives the rest the same way for all: validation,
// chunks with source spans and overlap marked, CK100 where the library raises, and records with their spans.

import type { ChunkParent, InputKind, Problem, StrategyId } from '../model/types';
import { flatText } from '../text/documentText';
import type { Tokenizer, TokenizerId } from '../tokenizers';
import { validateArguments, type ArgumentRules } from './libraryArguments';
import { toLibraryChunks, type LibraryPiece } from './libraryChunks';
import { LibraryError } from './libraryError';
import type { ArgumentSchema, ArgumentSpec, LibraryInfo, Strategy, StrategyOptions, ValidatedOptions } from './types';

/** What names a library splitter as a strategy: its id, the library's class at its release, what it chunks. */
export interface LibrarySplitterInfo {
  id: StrategyId;
  library: LibraryInfo;
  /** One line for pickers, `chunklens strategies` and the strategy tables of the docs. */
  description: string;
  /** Input kinds it can chunk; the first is its native one. */
  inputKinds: InputKind[];
}

/** The identity fields of a port's definition, copied into its LibrarySpec (the rest of a definition is port-specific). */
export function splitterInfo(def: LibrarySplitterInfo): LibrarySplitterInfo {
  return { id: def.id, library: def.library, description: def.description, inputKinds: def.inputKinds };
}

/** What a port must give the adapter: everything in which one library splitter differs from another. */
export interface LibrarySpec<Spec extends ArgumentSpec = ArgumentSpec> extends LibrarySplitterInfo {
  /** The constructor's arguments by their own names, with the library's defaults; none: the strategy takes no options. */
  schema: ArgumentSchema<Spec>;
  /** How the library checks those arguments, with its own messages. */
  rules: ArgumentRules<Spec>;
  /** What counts length as the library does with these arguments, when the user names no tokenizer. */
  defaultTokenizer(options: StrategyOptions): TokenizerId;
  /** Why a chunk's text differs from the source where it does (shown in the chunk's notes). */
  rewrite: string;
  /**
   * The library's output for `text` in order: each piece's text mapped back to `text`, the headings it sits
   * under and the library's own record of it. Throws LibraryError where the library raises.
   */
  split(text: string, options: StrategyOptions, tokenizer: Tokenizer): LibraryPiece[];
  /** The library's own record of a larger piece a chunk descends from, where it keeps a hierarchy (spans are added). */
  parentRecord?(parent: ChunkParent): Record<string, unknown>;
}

/** `raw` checked against the splitter's arguments: the valid ones over the defaults, and every problem. */
function validate<Spec extends ArgumentSpec>(spec: LibrarySpec<Spec>, raw: unknown): ValidatedOptions {
  return validateArguments(spec.schema, raw, spec.rules);
}

/**
 * The strategy of `spec` with `options` (validated; the library's defaults where absent). `withOptions` gives the
 * same splitter with other arguments, so a strategy is built once per set of arguments, never per document.
 */
export function libraryStrategy<Spec extends ArgumentSpec>(spec: LibrarySpec<Spec>, options: StrategyOptions = validate(spec, {}).options): Strategy {
  const takesOptions = Object.keys(spec.schema).length > 0;
  const parentRecord = spec.parentRecord;
  return {
    id: spec.id,
    description: spec.description,
    inputKinds: spec.inputKinds,
    defaultTokenizer: spec.defaultTokenizer(options),
    defaults: {},
    library: spec.library,
    ...(takesOptions
      ? { options: { schema: spec.schema, validate: (raw: unknown) => validate(spec, raw) }, withOptions: (next: StrategyOptions) => libraryStrategy(spec, next) }
      : {}),
    chunk(doc, ctx) {
      try {
        const text = flatText(doc.text);
        const pieces = spec.split(text, options, ctx.tokenizer);
        return { chunks: toLibraryChunks(spec.id, spec.library.splitter, spec.rewrite, pieces, ctx.tokenizer, text), problems: [] };
      } catch (error) {
        if (!(error instanceof LibraryError)) throw error;
        const problem: Problem = { span: { ...error.span }, message: `${spec.library.splitter} raises ${error.message}`, code: 'CK100', severity: 'error' };
        return { chunks: [], problems: [problem] };
      }
    },
    toRecord: (chunk) => ({
      ...chunk.libraryRecord,
      source_spans: chunk.spans.map((s) => ({ ...s })),
      ...(chunk.parents && parentRecord ? { parents: chunk.parents.map((p) => ({ ...parentRecord(p), source_spans: p.spans.map((s) => ({ ...s })) })) } : {}),
    }),
  };
}
