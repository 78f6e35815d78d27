// The analysis of one document version: parse → chunk → lint, as pure functions of the text and settings.
//
// Invariant (shared/README.md invariant 6): rules only report. The engine applies enablement and severity from the config and
// turns a throwing rule into one internal-error finding instead of losing the other findings.

import type { ChunkResult, StrategyContext } from '../chunkers/types';
import type { ResolvedSettings } from '../config/config';
import type { Block, Chunk, Finding, InputKind, ParsedDocument, Problem } from '../model/types';
import type { SectionCache } from '../parse/markdown';
import { parseMarkdownIncremental, type BlockChange, type MarkdownParseState } from '../parse/incrementalMarkdown';
import { chunkIncrementally, type ChunkMemo, type RunEdit } from './chunkIncrementally';
import { parseDocument } from '../parse';
import { configuredSeverities, lint } from './lint';
import { lintIncrementally, type LintMemo } from './lintIncrementally';
import { carryPageFacts } from '../rules/orphanHeading';
import { findRule, INTERNAL_ERROR_RULE_ID } from '../rules';
import type { TextChange } from '../parse/textDiff';
import { applySuppressions, holdsDirectivePrefix, readDirectives } from './suppressions';
import { getTokenizer } from '../tokenizers';
import { flatText, type DocumentText } from '../text/documentText';
import { byAudience } from './byAudience';
import { tallyOutline, type OutlineTally } from './tallyOutline';
import { findGeneratedMarkers, type GeneratedMarkers } from './generatedMarkers';
import { requiredHeadingsOf } from '../rules/requiredHeadings';
import { AnalysisStopped, checkTimeBudget, type TimeBudget, withTimeBudget } from './timeBudget';

export interface AnalysisInput {
  kind: InputKind;
  text: DocumentText;
  documentId: string;
  settings: ResolvedSettings;
  sidecars?: Record<string, string>;
  /** Past it, the analysis stops and is the stopped analysis (one CK900 finding); none: no limit. */
  timeBudget?: TimeBudget;
}

/**
 * Everything the server and CLI show for one document version. Nothing changes it while it is current; made
 * with a cache, it stops being current at the next `analyze` with that cache, which moves the objects after
 * the edit in place (see AnalysisCache).
 */
export interface Analysis {
  doc: ParsedDocument;
  settings: ResolvedSettings;
  context: StrategyContext;
  chunks: Chunk[];
  /** What a writer fixes by an edit at a place: diagnostics, lines of `lint` output. */
  findings: Finding[];
  /** Findings only a strategy or budget choice can fix (see Finding.pipeline): shown on chunks, counted in summaries. */
  pipelineFindings: Finding[];
  /** The text edit from the version the same cache analysed before (Markdown), for callers that index the text. */
  textEdit?: TextChange;
  /** Why the document was not analysed, or not to the end (see stoppedAnalysis): its one finding's message. */
  stopped?: string;
}

/**
 * Per-document memo carried from one version to the next (one per open document; not shared between
 * documents). With it, `analyze` re-parses and re-chunks only what the edit can have changed, and updates the
 * previous version's blocks and chunks after the edit in place: keep only the latest analysis of a cache.
 */
export interface AnalysisCache {
  /** Parsed Markdown regions by text, used when there is no previous version to diff against. */
  sections: SectionCache;
  /** The previous Markdown version's parse state. */
  markdown?: MarkdownParseState;
  /** The previous version's chunks, for strategies with the `sectionwise` or `resumable` hook. */
  chunks?: ChunkMemo;
  /** The previous version's findings before suppression, re-linted only where the chunks changed. */
  lint?: LintMemo;
  /** The previous Markdown version held no suppression comment (not even the start of one). */
  noDirectives?: boolean;
  /** The previous Markdown version's outline (whether it reads as a form or a template to fill in) and marker comments (generated parts). */
  audience?: { outline: OutlineTally; markers: GeneratedMarkers };
}

export function createAnalysisCache(): AnalysisCache {
  return { sections: new Map() };
}

/**
 * Analyses one document version. With `cache` (the same document's previous versions went through it) the
 * work is incremental; the result is identical to an analysis without a cache. Past `input.timeBudget` it is
 * `stoppedAnalysis` saying so, and the cache starts afresh.
 */
export function analyze(input: AnalysisInput, cache?: AnalysisCache): Analysis {
  try {
    return withTimeBudget(input.timeBudget, () => analyzeFully(input, cache));
  } catch (error) {
    if (!(error instanceof AnalysisStopped)) throw error;
    if (cache) Object.assign(cache, { markdown: undefined, chunks: undefined, lint: undefined, noDirectives: undefined, audience: undefined }).sections.clear();
    return stoppedAnalysis(input, error.message);
  }
}

/** The analysis shown for a document that is not analysed, or not to the end: no chunks, one CK900 finding saying why. */
export function stoppedAnalysis(input: AnalysisInput, message: string): Analysis {
  const { settings } = input;
  return {
    doc: { kind: input.kind, text: input.text, blocks: [], problems: [] },
    settings,
    context: { tokenizer: getTokenizer(settings.tokenizer, settings.tokenizerEngine), budgets: settings.budgets, documentId: input.documentId },
    chunks: [],
    findings: [{ ruleId: INTERNAL_ERROR_RULE_ID, ruleName: 'internal-error', severity: 'error', message, span: { start: 0, end: 0 } }],
    pipelineFindings: [],
    stopped: message,
  };
}

function analyzeFully(input: AnalysisInput, cache?: AnalysisCache): Analysis {
  const before = cache?.markdown?.doc.blocks;
  const { doc, change, textEdit } = parseWithCache(input, cache);
  checkTimeBudget(true);
  const { strategy } = input.settings;
  const context: StrategyContext = {
    tokenizer: getTokenizer(input.settings.tokenizer, input.settings.tokenizerEngine),
    budgets: input.settings.budgets,
    documentId: input.documentId,
  };
  let result: ChunkResult;
  let runEdit: RunEdit | undefined;
  try {
    if (cache) {
      const incremental = chunkIncrementally(strategy, doc, context, change, cache.chunks);
      cache.chunks = incremental.memo;
      result = incremental.result;
      runEdit = incremental.runEdit;
    } else result = strategy.chunk(doc, context);
  } catch (error) {
    if (error instanceof AnalysisStopped) throw error;
    if (cache) cache.chunks = undefined;
    result = { chunks: [], problems: [internalProblem(`strategy ${strategy.id} failed: ${messageOf(error)}`)] };
  }
  checkTimeBudget(true);
  const problems = [...doc.problems, ...result.problems];
  const requiredHeadings = requiredHeadingsOf(doc.text, input.settings.requiredHeadings);
  const model = input.settings.embeddingModel;
  const embedding = model && { model, tokenizer: model.tokenizer ? getTokenizer(model.tokenizer, input.settings.tokenizerEngine) : context.tokenizer };
  const ruleContext = { doc, chunks: result.chunks, strategy: strategy.id, budgets: context.budgets, problems, requiredHeadings, site: input.settings.site.site, countTokens: (t: string) => context.tokenizer.count(t), ...(embedding ? { embedding } : {}) };
  if (before && change) carryPageFacts(before, doc.blocks, change);
  // Without a cache (a one-off analysis, as the CLI's) there is no previous version to re-use and no memo to keep.
  let lintFindings: Finding[];
  if (cache) {
    const linted = lintIncrementally(ruleContext, input.settings.rules, runEdit, cache.lint);
    cache.lint = linted.memo;
    lintFindings = linted.findings;
  } else lintFindings = lint(ruleContext, input.settings.rules);
  let findings = lintFindings;
  if (doc.kind === 'markdown') {
    const scan = holdsDirectivePrefix(doc.text, textEdit ?? { start: 0, newEnd: doc.text.length }, cache?.noDirectives === true && textEdit !== undefined);
    if (cache) cache.noDirectives = !scan;
    if (scan) findings = suppress(doc, lintFindings, input.settings.rules);
  }
  if (cache) cache.audience = change ? keepAudienceFacts(doc.blocks, before && { change, before }, cache.audience) : undefined;
  const kept = cache?.audience && { outline: cache.audience.outline.outline, markers: cache.audience.markers };
  return { doc, settings: input.settings, context, chunks: result.chunks, ...byAudience(findings, input, doc.blocks, kept), ...(textEdit ? { textEdit } : {}) };
}

/** The outline and marker comments of `blocks`, from those of the blocks before `edit` where there are. */
function keepAudienceFacts(blocks: readonly Block[], edit: { change: BlockChange; before: readonly Block[] } | undefined, previous: AnalysisCache['audience']): AnalysisCache['audience'] {
  return { outline: tallyOutline(blocks, edit, previous?.outline), markers: findGeneratedMarkers(blocks, edit, previous?.markers) };
}

function parseWithCache(input: AnalysisInput, cache?: AnalysisCache): { doc: ParsedDocument; change?: BlockChange; textEdit?: TextChange } {
  if (input.kind !== 'markdown' || !cache) {
    if (cache) cache.markdown = undefined;
    return { doc: parseDocument(input.kind, flatText(input.text), { sidecars: input.sidecars, sectionCache: cache?.sections, dialect: input.settings.dialect }) };
  }
  const previous = cache.markdown;
  const parsed = parseMarkdownIncremental(input.text, previous, cache.sections, { dialect: input.settings.dialect });
  cache.markdown = parsed.state;
  return { doc: parsed.doc, change: parsed.change, textEdit: previous ? parsed.textEdit : undefined };
}

/** Applies the document's suppression comments; a comment naming an unknown rule is itself reported. */
function suppress(doc: ParsedDocument, findings: Finding[], ruleSettings: ResolvedSettings['rules']): Finding[] {
  const { directives, unknown } = readDirectives(doc, (name) => findRule(name)?.id);
  const kept = applySuppressions(findings, doc.text, directives, new Set([INTERNAL_ERROR_RULE_ID]));
  const configured = configuredSeverities(ruleSettings).get('CK100');
  if (configured === 'off') return kept;
  const reported: Finding[] = unknown.map((u) => ({
    ruleId: 'CK100',
    ruleName: 'malformed-input',
    severity: configured ?? 'warning',
    message: `Unknown rule "${u.name}" in a chunklens suppression comment`,
    span: u.span,
  }));
  return [...kept, ...reported].sort((a, b) => a.span.start - b.span.start || a.ruleId.localeCompare(b.ruleId));
}

function internalProblem(message: string): Problem {
  return { span: { start: 0, end: 0 }, message, code: INTERNAL_ERROR_RULE_ID, severity: 'error' };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
