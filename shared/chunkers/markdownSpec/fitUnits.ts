// Shared by the splitters: refine oversized spans level by level (items → lines, sentences → words →
// characters) until each fits a budget.

import type { Span } from '../../model/types';
import type { Cut, Unit } from './packUnits';
import { splitHard } from './splitHard';
import type { SpecContext } from './types';

/** One refinement level: the natural sub-spans of a span (sentences, lines, paragraphs ...). */
export type Level = (span: Span) => Span[];

/**
 * Turns `spans` into units of at most `budget` tokens each: a span over budget is replaced by its sub-spans
 * from the next level, recursively; past the last level it is cut by words, then characters (splitHard), so the
 * budget always holds. Units keep source order; whitespace between them is left out.
 */
export function fitUnits(spans: Span[], budget: number, levels: Level[], ctx: SpecContext): Unit[] {
  const out: Unit[] = [];
  const refine = (span: Span, level: number, cutBefore: Cut): void => {
    // Counted only up to the budget: a span over it is refined, and its whole count is never used.
    const tokens = ctx.tokenizer.countUpTo(ctx.text.slice(span.start, span.end), budget);
    if (tokens <= budget) {
      out.push({ ...span, tokens, cutBefore });
      return;
    }
    if (level < levels.length) {
      const subs = levels[level](span).filter((s) => s.end > s.start);
      if (subs.length > 1) {
        subs.forEach((s, i) => refine(s, level + 1, i === 0 ? cutBefore : 'natural'));
        return;
      }
      refine(span, level + 1, cutBefore);
      return;
    }
    splitHard(span, budget, ctx).forEach((u, i) => out.push(i === 0 ? { ...u, cutBefore } : u));
  };
  spans.forEach((s) => refine(s, 0, 'natural'));
  return out;
}

