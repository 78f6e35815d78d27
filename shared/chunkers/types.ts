// The contract every chunking strategy implements, the budget vocabulary shared with config and CLI, and the
// constructor arguments a library strategy takes by their own names.

import type { Chunk, InputKind, ParsedDocument, Problem, StrategyId } from '../model/types';
import type { Tokenizer, TokenizerId } from '../tokenizers';

/**
 * Budget names shared by all strategies (docs/cli.md). Each strategy accepts a subset and gives
 * its reference defaults; a budget a strategy does not accept is an error, never silently ignored.
 */
export const BUDGET_KEYS = [
  'maxTokens',
  'targetTokens',
  'minTokens',
  'overlapTokens',
  'maxChars',
  'overlapPercent',
  'largeThreshold',
] as const;
export type BudgetKey = (typeof BUDGET_KEYS)[number];
export type Budgets = Partial<Record<BudgetKey, number>>;

/** What a strategy receives besides the document. `budgets` holds a value for every key it accepts. */
export interface StrategyContext {
  tokenizer: Tokenizer;
  budgets: Budgets;
  /** Identifies the document in stable chunk ids (its workspace-relative path, or file name). */
  documentId: string;
}

/** Chunks plus the degradations and input problems the strategy met (reported as findings, never lost). */
export interface ChunkResult {
  chunks: Chunk[];
  problems: Problem[];
}

export interface Strategy {
  id: StrategyId;
  /** One line for pickers, `chunklens strategies` and the strategy tables of the docs. */
  description: string;
  /** Input kinds it can chunk; the first is its native one. */
  inputKinds: InputKind[];
  defaultTokenizer: TokenizerId;
  /** Accepted budgets with the reference implementation's defaults. */
  defaults: Budgets;
  chunk(doc: ParsedDocument, ctx: StrategyContext): ChunkResult;
  /**
   * Optional memoisation hook. A strategy that sets it promises that it restarts at every heading block: no
   * chunk spans a heading, and the chunks of the blocks from one heading (with the opening markers, `role:
   * 'open'`, right before it, which open what it begins) up to the next (a "run") depend only
   * on those blocks (text, kinds, heading paths) and the context, not on their place in the document. The
   * engine may then call `chunk` on a document holding one run (its blocks renumbered from 0, spans still
   * into the full text) and reuse a run's chunks in the next version, moved by the edit, renumbered, and
   * re-identified with `idOf` (which sees the chunk's final index, spans and block range; called when the
   * id is read). The engine gives each placed chunk and problem its own span objects and moves them in place.
   */
  sectionwise?: { restartsAt: 'heading'; idOf(chunk: Chunk, ctx: StrategyContext): string };
  /**
   * Optional memoisation hook for strategies that merge across sections. A strategy that sets it promises
   * that (1) every chunk has a `blockRange`; (2) chunking the blocks from the first block of any of its
   * chunks onward (renumbered from 0) gives exactly that chunk and the ones after it: nothing is carried
   * into a chunk from before its first block (no overlap from the previous chunk); (3) where a chunk is cut
   * depends on its own blocks and at most the one block after it; (4) problems come in document order. The
   * engine then keeps the chunks before an edit and re-chunks from the first chunk the edit can affect.
   */
  resumable?: { idOf(chunk: Chunk, ctx: StrategyContext): string };
  /** The library splitter the strategy reproduces; chunklens's own strategies have none. */
  library?: LibraryInfo;
  /** The splitter's constructor arguments by their own names (`--options`, `options` in the config). */
  options?: { schema: ArgumentSchema; validate(raw: unknown): ValidatedOptions };
  /** The same strategy with these validated constructor arguments. */
  withOptions?(options: StrategyOptions): Strategy;
  /** The strategy's own output record for one chunk (docs/cli.md, output formats). */
  toRecord(chunk: Chunk, ctx: StrategyContext): Record<string, unknown>;
  /**
   * Present on the strategies that compare embeddings (the semantic family). The core never embeds (it has no
   * network and no timers): the caller asks `textsToEmbed` for a document's text, fetches their vectors (round
   * by round, embedInRounds.ts), and chunks with `withEmbeddings`. Without vectors for every text, `chunk` falls back to `recursive` with a CK101
   * finding saying what to configure, as LightRAG V falls back without an embedding model.
   */
  embeds?: {
    /**
     * The texts the library would embed for this document text, in its order (none where it embeds nothing), as
     * far as the vectors already `known` tell: a library that embeds in rounds (chonkie's skip-and-merge embeds
     * the groups its first round of vectors found) lists a later round's texts only once every earlier text is
     * known. The caller embeds the texts missing from `known` and asks again until none is missing
     * (embedInRounds.ts), so no caller knows which strategy embeds in rounds.
     */
    textsToEmbed(text: string, known?: TextEmbeddings): string[];
    /**
     * The same strategy (same arguments) reading vectors from `embeddings` (none: no endpoint is configured).
     * `howToEmbed` ends the fallback's CK101 finding in the front end's words (the editor's settings and
     * command, the CLI's flags); without it the finding names the CLI's flags.
     */
    withEmbeddings(embeddings: TextEmbeddings | undefined, howToEmbed?: string): Strategy;
  };
}

/** Vectors of texts under one embedding model, fetched by the caller (a lookup by the exact text). */
export interface TextEmbeddings {
  model: string;
  vectorOf(text: string): readonly number[] | undefined;
}

/** A library splitter a strategy reproduces, at a pinned release. */
export interface LibraryInfo {
  library: string;
  /** `service` for a managed service whose code is closed (an approximate preset of its documented behaviour). */
  language: 'python' | 'typescript' | 'service';
  splitter: string;
  version: string;
}

/** A constructor argument as a library strategy declares it: at least the library's default (null for None). */
export interface ArgumentSpec {
  default: unknown;
}

/** Argument name → its declaration, in the constructor's order. */
export type ArgumentSchema<Spec extends ArgumentSpec = ArgumentSpec> = Readonly<Record<string, Spec>>;

/** Validated arguments: every name of the schema, given or defaulted. */
export type StrategyOptions = Readonly<Record<string, unknown>>;

/** What is wrong with the arguments given, said where (never an exception). */
export interface OptionProblem {
  /** The argument's name (`chunk_size`), or '' for the whole object. */
  path: string;
  message: string;
}

/** The arguments a validation keeps (valid ones over the defaults) and the problems it found. */
export interface ValidatedOptions {
  options: StrategyOptions;
  problems: OptionProblem[];
}
