// HeaderRecovery (spec §3.3.3): the repeating header of a split table, re-injected into its middle/last slices
// with its tokens reserved before splitting; a header in the wrong format is a hard error for the document.

import type { Span } from '../../model/types';
import type { PContext } from './pBlock';
import { pyJsonDumps, type HtmlRow, type TableTag } from './tableMarkup';

/** A header ready to inject: its reserved token cost and how to put it in front of a slice body. */
export interface HeaderPlan {
  reserve: number;
  rows?: unknown[];
  thead?: string;
}

/** Thrown when a table's stored header is in the other format: the sidecar is corrupt or mis-attributed. */
export class HeaderFormatMismatch extends Error {
  constructor(
    message: string,
    readonly span: Span,
  ) {
    super(message);
  }
}

/**
 * The header plan for a table about to be split, or undefined when the table has none (no id, no entry, no
 * `table_header`: a normal case, skipped silently per spec §6). A JSON header for an HTML table or vice versa
 * throws HeaderFormatMismatch; a header of the right format that cannot be read is skipped with a CK101 note.
 */
export function planHeader(tag: TableTag, span: Span, ctx: PContext): HeaderPlan | undefined {
  const header = tag.id ? ctx.headers.get(tag.id) : undefined;
  if (header === undefined) return undefined;
  const trimmed = header.trim();
  const headerFormat = trimmed.startsWith('[') ? 'json' : trimmed.startsWith('<') ? 'html' : undefined;
  if (headerFormat && tag.format && headerFormat !== tag.format) {
    throw new HeaderFormatMismatch(
      `table ${tag.id}: table_header is ${headerFormat.toUpperCase()} but the table is ${tag.format.toUpperCase()}; ` +
        'the tables.json sidecar is corrupt or mis-attributed, so the document is not chunked',
      span,
    );
  }
  if (headerFormat === 'json') {
    let rows: unknown;
    try {
      rows = JSON.parse(trimmed);
    } catch {
      rows = undefined;
    }
    if (Array.isArray(rows) && rows.length) return { reserve: ctx.tokenizer.count(pyJsonDumps(rows)), rows };
  } else if (headerFormat === 'html' && /^<thead\b[\s\S]*<\/thead>$/i.test(trimmed)) {
    return { reserve: ctx.tokenizer.count(trimmed), thead: trimmed };
  }
  ctx.problems.push({ span, message: `table ${tag.id}: table_header cannot be read; slices are not given the header`, code: 'CK101', severity: 'warning' });
  return undefined;
}

/** A JSON slice with the header rows in front of its own rows. */
export function injectJsonHeader(plan: HeaderPlan, rows: unknown[]): unknown[] {
  return plan.rows ? [...plan.rows, ...rows] : rows;
}

/** The `<thead>` to put before an HTML slice's rows, or '' when there is none or the slice already has one. */
export function htmlHeaderFor(plan: HeaderPlan, rows: HtmlRow[]): string {
  if (!plan.thead || rows.some((r) => r.section?.name === 'thead')) return '';
  return plan.thead;
}
