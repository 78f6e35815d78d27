// The playground's analysis: a pasted or dropped document under the settings the page picked, resolved and
// analysed exactly as `chunklens chunk FILE --strategy S [--tokenizer T] [budget flags]` does it (no
// configuration file, the file name deciding the input kind, the site read from the text), in the page.

import { findStrategy } from '../shared/chunkers';
import type { Budgets, Strategy } from '../shared/chunkers/types';
import { checkBudget, type ResolvedSettings } from '../shared/config/config';
import { documentSettings } from '../shared/config/documentSettings';
import { analyze, createAnalysisCache, type AnalysisCache } from '../shared/engine/engine';
import { inputKindOf } from '../shared/model/inputKind';
import type { InputKind, StrategyId } from '../shared/model/types';
import { stripBom } from '../shared/parse';
import { siteFromText } from '../shared/sites/siteFromText';
import { LineIndex } from '../shared/text/lineIndex';
import { isTokenizerId, type EncodingId } from '../shared/tokenizers';
import type { TreeSource } from '../server/present/chunkTreeOf';

/** What the page asks for: the document and the settings its controls hold. */
export interface PageRequest {
  fileName: string;
  text: string;
  strategy?: string;
  tokenizer?: string;
  budgets: Budgets;
  /** A library strategy's constructor arguments by their own names (`--options`). */
  options?: Record<string, unknown>;
}

/** Settings that apply, or the sentence the command line would have refused them with. */
export type PageSettings = { ok: true; kind: InputKind; settings: ResolvedSettings } | { ok: false; reason: string };

/** One analysis of the page's document, in the shape the webview's tree and compare views are built from. */
export type PageAnalysis = TreeSource;

/** A whole document's analysis may take this long before it stops with a CK900, as the CLI's --time-limit. */
const TIME_LIMIT_MS = 60_000;

/** The settings `request` resolves to, checked as the command line checks its flags. */
export function settingsFor(request: PageRequest): PageSettings {
  const kind = inputKindOf(request.fileName);
  if (request.strategy !== undefined && !findStrategy(request.strategy)) return { ok: false, reason: `unknown strategy "${request.strategy}"` };
  if (request.tokenizer !== undefined && !isTokenizerId(request.tokenizer)) return { ok: false, reason: `unknown tokenizer "${request.tokenizer}"` };
  const text = stripBom(request.text);
  const signs = kind === 'markdown' ? siteFromText(text) : undefined;
  const place = signs ? { fileName: request.fileName, signs } : { fileName: request.fileName };
  const override = { strategy: request.strategy as StrategyId | undefined, tokenizer: request.tokenizer, budgets: request.budgets, options: request.options };
  const decided = documentSettings({ config: {}, kind, override, place, whenUnreadable: 'refuse' });
  if (!decided.ok) return decided;
  const problem = budgetProblem(findStrategy(decided.settings.strategy.id)!, request.budgets) ?? optionProblem(findStrategy(decided.settings.strategy.id)!, request.options);
  return problem ? { ok: false, reason: problem } : { ok: true, kind, settings: decided.settings };
}

function budgetProblem(strategy: Strategy, budgets: Budgets): string | undefined {
  for (const [key, value] of Object.entries(budgets)) {
    const problem = checkBudget(strategy, key, value);
    if (problem) return problem;
  }
  return undefined;
}

/** The first problem of `options` for the strategy, worded as the CLI's `--options` check words it. */
function optionProblem(strategy: Strategy, options: Record<string, unknown> | undefined): string | undefined {
  if (options === undefined || Object.keys(options).length === 0) return undefined;
  if (!strategy.options) return `strategy "${strategy.id}" takes no options`;
  const [problem] = strategy.options.validate(options).problems;
  return problem && `${problem.path ? `${problem.path}: ` : ''}${problem.message}`;
}

/**
 * The byte-pair encodings an analysis under `settings` counts with, to load before it runs: the tokenizer's,
 * and any a library's arguments name (`encoding_name`, chonkie's `tokenizer`).
 */
export function encodingsOf(settings: ResolvedSettings, options: Record<string, unknown> = {}): EncodingId[] {
  const named = [settings.tokenizer, ...Object.values(options)].filter((value): value is EncodingId => isTokenizerId(value) && value !== 'chars' && value !== 'utf16');
  return [...new Set(named)];
}

/**
 * One side's incremental analysis (the engine's cache) while its document's name and settings stay the same: a
 * keystroke in the page then re-parses and re-chunks what the edit changed, as in the editor.
 */
export interface PageCache {
  key?: string;
  cache?: AnalysisCache;
}

/** Analyses the request's text under `settings` (from settingsFor; their encodings loaded), through `memo`. */
export function analyzeInPage(request: PageRequest, kind: InputKind, settings: ResolvedSettings, version: number, memo: PageCache = {}): PageAnalysis {
  const text = stripBom(request.text);
  const key = JSON.stringify([request.fileName, kind, request.strategy, request.tokenizer, request.budgets, request.options ?? {}]);
  if (memo.key !== key || !memo.cache) Object.assign(memo, { key, cache: createAnalysisCache() });
  const timeBudget = { limitMs: TIME_LIMIT_MS, now: () => performance.now(), source: "the playground's time limit" };
  const analysis = analyze({ kind, text, documentId: request.fileName, settings, timeBudget }, memo.cache);
  return { uri: request.fileName, version, kind, analysis, lines: new LineIndex(text) };
}

/**
 * A file name for pasted text, from its shape: a JSON array of `page_num` items is a page list, any other JSON
 * array a MinerU content list, lines that are all JSON objects a `.blocks.jsonl`, anything else Markdown.
 */
export function fileNameForText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return /"page_num"\s*:/.test(trimmed.slice(0, 2000)) ? 'document.pages.json' : 'content_list.json';
  const lines = trimmed.split('\n').filter((line) => line.trim() !== '');
  if (lines.length > 0 && lines.every((line) => line.trimStart().startsWith('{'))) return 'document.blocks.jsonl';
  return 'document.md';
}
