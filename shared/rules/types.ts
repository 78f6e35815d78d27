// The contract of a lint rule: metadata plus one pure check function that only reports.

import type { Budgets } from '../chunkers/types';
import type { EmbeddingModel } from '../model/embeddingModels';
import type { Block, Chunk, ParsedDocument, PipelineCause, Severity, Span, StrategyId } from '../model/types';
import type { Tokenizer } from '../tokenizers';
import type { RequiredHeadings } from './requiredHeadings';

export interface RuleContext {
  doc: ParsedDocument;
  chunks: readonly Chunk[];
  strategy: StrategyId;
  budgets: Budgets;
  /** Problems the parser and the chunker returned; rules with matching ids report them. */
  problems: readonly { span: Span; message: string; code: string; severity: Severity }[];
  /** Headings the document's schema or the configuration requires (absent: none), read from the whole document. */
  requiredHeadings?: RequiredHeadings;
  /** The strategy's token count of a text, for messages that name the budget a block needs (absent: not named). */
  countTokens?: (text: string) => number;
  /** The configured embedding model and the tokenizer that counts like it (absent: none configured). */
  embedding?: { model: EmbeddingModel; tokenizer: Tokenizer };
  /** The site the document is read as (`hugo`, `mkdocs`, …); absent: none. */
  site?: string;
  /** The whole page's blocks when `doc.blocks` is a window of it (the incremental lint); absent: `doc.blocks` is the page. */
  pageBlocks?: readonly Block[];
}

export interface RuleReport {
  span: Span;
  message: string;
  chunkIndex?: number;
  /** Overrides the rule's default severity for this one report (the config still wins). */
  severity?: Severity;
  /** Set when no edit at this place fixes it, only a choice of strategy or budget (see Finding.pipeline). */
  pipeline?: PipelineCause;
}

export interface Rule {
  /** Stable id, e.g. `CK001`; never reused for another meaning. */
  id: string;
  /** Aliases accepted wherever an id is (config, suppression comments). The first is the display name. */
  names: string[];
  tags: string[];
  defaultSeverity: Severity;
  description: string;
  /** Its messages quote source offsets, so an edit before a finding changes the finding's text. */
  quotesOffsets?: boolean;
  /**
   * It reads facts of the whole page's headings (CK003: a title other sections share, a page of API reference) from
   * `pageBlocks`, and a finding of it may hang on blocks across the window (a run of empty headings): the incremental
   * lint takes its findings anew over the whole window, and over the whole page when its `pageSignature` changed.
   */
  readsWholePage?: boolean;
  /** For a rule that reads the whole page: a string that changes whenever what it reads of the page may have. */
  pageSignature?(blocks: readonly Block[]): string;
  /**
   * For rules whose messages name chunk numbers: the message of a finding after an edit before it added or
   * removed `chunkDelta` chunks (see chunkNumbers.ts). Without it, such findings are linted again.
   */
  renumber?(message: string, chunkDelta: number): string;
  check(ctx: RuleContext, report: (r: RuleReport) => void): void;
}
