// Re-lints only the heading runs a sectionwise re-chunk produced anew (chunkIncrementally.ts's RunEdit), plus
// a margin of neighbouring runs the rules look at, and takes the other findings over from the previous version:
// those before the edit as they are, those after it moved by the edit. The result equals a full lint.
//
// Why a margin of one chunk-bearing run on each side is enough: every rule looks at most at a chunk's
// neighbours (the previous chunk for CK007/CK008, the next one for CK002), at the blocks a chunk covers
// (CK004), at the chunks a block meets (CK005/CK006) — and a run always starts with a heading. A rule whose
// findings depend on blocks anywhere in the page (`readsWholePage`: CK003's shared slot titles, a page of API
// reference, runs of empty headings) runs over the whole window, and over the whole page when what it reads of the
// page changed. A parse problem that depends on the whole
// document (`wholeDocument`, MDX 1's unclosed JSX tags) is the exception: while one is there, or was there in the
// previous version, the whole document is linted.

import type { RunEdit } from './chunkIncrementally';
import type { ResolvedSettings } from '../config/config';
import { lint } from './lint';
import type { Finding } from '../model/types';
import { INTERNAL_ERROR_RULE_ID, RULES, ruleById } from '../rules';
import type { RuleContext } from '../rules/types';

/** Rules whose findings depend on blocks anywhere in the page run over the whole page; the others over the window. */
const PAGE_RULES = RULES.filter((r) => r.readsWholePage);
const WINDOW_RULES = RULES.filter((r) => !r.readsWholePage);
const PAGE_RULE_IDS = new Set(PAGE_RULES.map((r) => r.id));

/** The previous version's findings (before suppression) and the settings they were made under. */
export interface LintMemo {
  key: string;
  findings: readonly Finding[];
  /** The version had a problem that depends on the whole document. */
  wholeDocument: boolean;
  /**
   * What the rules that read the whole page read of it (their pageSignature), joined; absent for a document's first
   * version (every file of a CLI lint has only that one), whose next version then takes the page as changed. Plain
   * data: the memo crosses to analysis workers.
   */
  pageSignature?: string;
}

export interface IncrementalLint {
  findings: Finding[];
  memo: LintMemo;
}

/** Lints `ctx`, re-using `previous` (the same document's previous version) where `runEdit` says nothing changed. */
export function lintIncrementally(
  ctx: RuleContext,
  ruleSettings: ResolvedSettings['rules'],
  runEdit: RunEdit | undefined,
  previous: LintMemo | undefined,
): IncrementalLint {
  const key = JSON.stringify([ctx.strategy, ctx.budgets, ruleSettings, ctx.requiredHeadings, ctx.site, ctx.embedding?.model, ctx.embedding?.tokenizer.id]);
  const wholeDocument = ctx.doc.problems.some((p) => p.wholeDocument);
  const local = previous?.key === key && !wholeDocument && !previous.wholeDocument;
  const pageSignature = previous ? PAGE_RULES.map((r) => r.pageSignature?.(ctx.doc.blocks) ?? '').join(' ') : undefined;
  const pageChanged = pageSignature === undefined || pageSignature !== previous?.pageSignature;
  const findings = (local && runEdit && lintAround(ctx, ruleSettings, runEdit, previous.findings, pageChanged)) || lint(ctx, ruleSettings);
  return { findings, memo: { key, findings, wholeDocument, ...(pageSignature !== undefined ? { pageSignature } : {}) } };
}

/**
 * The findings of the new version from a lint of the changed runs; undefined when only a full lint will do. The rules
 * that read the whole page run over the whole page when what they read of it changed (`pageChanged`), else over the
 * window with the page's blocks beside it, their findings taken anew over the whole window.
 */
function lintAround(ctx: RuleContext, ruleSettings: ResolvedSettings['rules'], edit: RunEdit, old: readonly Finding[], pageChanged: boolean): Finding[] | undefined {
  const { runs, firstRun, endRun, charDelta, chunkDelta } = edit;
  const { blocks } = ctx.doc;
  const startOfRun = (r: number) => (r < runs.length ? blocks[runs[r].firstBlock].span.start : Infinity);
  const coreStart = firstRun > 0 ? startOfRun(firstRun) : -Infinity;
  const coreEnd = startOfRun(endRun);
  const moved = old.filter((f) => f.span.start >= coreEnd - charDelta);
  if (old.some((f) => f.ruleId === INTERNAL_ERROR_RULE_ID)) return undefined;
  // Messages name chunk numbers (renumbered by their rule) and CK008's name offsets (linted again).
  if (chunkDelta !== 0 && moved.some((f) => f.chunkIndex !== undefined && !ruleById(f.ruleId)?.renumber)) return undefined;
  if (charDelta !== 0 && moved.some((f) => ruleById(f.ruleId)?.quotesOffsets)) return undefined;

  let lo = firstRun;
  while (lo > 0) {
    lo--;
    if (runs[lo].chunks.length > 0) break;
  }
  let hi = endRun;
  while (hi < runs.length) {
    hi++;
    if (runs[hi - 1].chunks.length > 0) break;
  }
  const windowStart = runs.length ? startOfRun(lo) : 0;
  const windowEnd = startOfRun(hi);
  const chunkEnd = hi < runs.length ? runs[hi].firstChunk : ctx.chunks.length;
  const window: RuleContext = {
    ...ctx,
    doc: { ...ctx.doc, blocks: blocks.slice(runs[lo]?.firstBlock ?? 0, hi < runs.length ? runs[hi].firstBlock : blocks.length) },
    chunks: ctx.chunks.slice(runs[lo]?.firstChunk ?? 0, chunkEnd),
    problems: ctx.problems.filter((p) => p.span.start >= windowStart && p.span.start < windowEnd),
  };
  const fresh = lint(window, ruleSettings, WINDOW_RULES);
  const page = pageChanged ? lint({ ...ctx, problems: [] }, ruleSettings, PAGE_RULES) : lint({ ...window, problems: [], pageBlocks: blocks }, ruleSettings, PAGE_RULES);
  if (fresh.some((f) => f.ruleId === INTERNAL_ERROR_RULE_ID) || page.some((f) => f.ruleId === INTERNAL_ERROR_RULE_ID)) return undefined;

  const findings: Finding[] = [...page];
  // Where the page rules ran over the window only, their findings outside it carry over (old offsets after it).
  const keeps = (f: Finding, outside: boolean) => !PAGE_RULE_IDS.has(f.ruleId) || (!pageChanged && outside);
  for (const f of old) if (f.span.start < coreStart && keeps(f, f.span.start < windowStart)) findings.push(f);
  for (const f of fresh) if (f.span.start >= coreStart && f.span.start < coreEnd) findings.push(f);
  for (const f of moved) if (keeps(f, f.span.start >= windowEnd - charDelta)) findings.push(moveFinding(f, charDelta, chunkDelta));
  return findings.sort((a, b) => a.span.start - b.span.start || a.ruleId.localeCompare(b.ruleId));
}

/** `finding` after an edit before it that moved it by `charDelta` characters and `chunkDelta` chunks. */
function moveFinding(finding: Finding, charDelta: number, chunkDelta: number): Finding {
  const renumbered = chunkDelta !== 0 && finding.chunkIndex !== undefined;
  if (charDelta === 0 && !renumbered) return finding;
  const span = { start: finding.span.start + charDelta, end: finding.span.end + charDelta };
  if (!renumbered) return { ...finding, span };
  const message = ruleById(finding.ruleId)!.renumber!(finding.message, chunkDelta);
  return { ...finding, span, chunkIndex: finding.chunkIndex! + chunkDelta, message };
}
