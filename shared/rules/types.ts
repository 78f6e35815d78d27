// The contract of a lint rule: metadata plus one pure check function that only reports.

import type { Budgets } from '../chunkers/types';
import type { EmbeddingModel } from '../model/embeddingModels';
import type { Chunk, ParsedDocument, PipelineCause, Severity, Span, StrategyId } from '../model/types';
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
   * Its findings depend on blocks anywhere in the page, not only near them (CK003: a title other sections share, a page
   * of API reference, a run of empty headings): the incremental lint runs it over the whole page, not a window.
   */
  readsWholePage?: boolean;
  /**
   * For rules whose messages name chunk numbers: the message of a finding after an edit before it added or
   * removed `chunkDelta` chunks (see chunkNumbers.ts). Without it, such findings are linted again.
   */
  renumber?(message: string, chunkDelta: number): string;
  check(ctx: RuleContext, report: (r: RuleReport) => void): void;
}
