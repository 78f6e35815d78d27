// TableRowSplit (spec §3.2): a table over its cap is sliced on row boundaries (JSON row arrays, HTML <tr>),
// every slice re-wrapped as a legal <table> within the cap, the wrapper and the header budgeted first; a row
// that cannot fit (with its header) degrades the whole table to a character split, reported as CK101.

import type { Span } from '../../model/types';
import { characterSplit } from './characterSplit';
import { htmlHeaderFor, injectJsonHeader, planHeader } from './headerRecovery';
import { reportDegraded, type PContext } from './pBlock';
import { parseTableTag, pyJsonDumps, serializeHtmlRows, splitHtmlRows, type HtmlRow } from './tableMarkup';

/** Caps for one table split: the slice cap, the ideal slice size, and the last-slice swallow-back threshold. */
export interface TableCaps {
  max: number;
  ideal: number;
  lastMin: number;
}

/** A piece of a split table: a re-wrapped `<table>` slice, or a character-split fragment of the whole tag. */
export interface TablePiece {
  text: string;
  isTable: boolean;
  headerInjected: boolean;
}

/**
 * Balanced row-bounded slicing (the reference's algorithm): as many slices as both the ideal and the max size
 * call for (never more than rows), cut at even row counts, a remainder under 30 % of a slice joined to the
 * last one, and a last slice under `lastMin` swallowed back into the previous one when the two fit `max`.
 */
export function splitRowsByTokens<T>(rows: T[], measure: (rows: T[]) => number, max: number, ideal: number, lastMin: number): T[][] {
  const total = measure(rows);
  if (total <= max || rows.length <= 1) return [rows];
  const target = Math.min(Math.max(Math.ceil(total / ideal), Math.ceil(total / max)), rows.length);
  const perSlice = rows.length / target;
  const slices: T[][] = [];
  let start = 0;
  for (let i = 0; i < target && start < rows.length; i++) {
    let end = rows.length;
    if (i < target - 1) {
      end = Math.max(start + 1, Math.min(Math.trunc((i + 1) * perSlice), rows.length));
      const remaining = rows.length - end;
      if (remaining > 0 && remaining < perSlice * 0.3) end = rows.length;
    }
    slices.push(rows.slice(start, end));
    start = end;
  }
  if (slices.length >= 2 && measure(slices[slices.length - 1]) < lastMin) {
    const merged = [...slices[slices.length - 2], ...slices[slices.length - 1]];
    if (measure(merged) <= max) slices.splice(slices.length - 2, 2, merged);
  }
  return slices;
}

/**
 * Splits one table tag into pieces of at most `caps.max` tokens. Header injection (HeaderRecovery) applies to
 * every slice but the first. Degradations are reported at `span`; a header format mismatch throws.
 */
export function splitTableText(text: string, span: Span, caps: TableCaps, ctx: PContext, withHeader = true): TablePiece[] {
  const { tokenizer } = ctx;
  const tag = parseTableTag(text);
  const name = tag?.id ? `table ${tag.id}` : 'a table';
  const degrade = (why: string): TablePiece[] => {
    reportDegraded(ctx, span, `${name} ${why}: table degraded to character split`);
    return characterSplit(text, caps.max, 0, ctx).map((p) => ({ text: p.text, isTable: false, headerInjected: false }));
  };
  if (!tag?.format) return degrade('has no recognisable JSON or HTML structure');
  const header = withHeader ? planHeader(tag, span, ctx) : undefined;
  const overhead = tokenizer.count(`<table ${tag.attrs}></table>`) + (header?.reserve ?? 0);
  const bodyMax = Math.max(caps.max - overhead, 1);
  const bodyIdeal = Math.max(Math.min(caps.ideal, caps.max) - overhead, 1);
  const bodyLastMin = Math.max(caps.lastMin - overhead, 1);

  type Row = unknown;
  let rows: Row[];
  let measure: (r: Row[]) => number;
  let serialize: (r: Row[], first: boolean) => { text: string; injected: boolean };
  if (tag.format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(tag.body);
    } catch {
      return degrade('has a JSON body that cannot be parsed');
    }
    if (!Array.isArray(parsed)) return degrade('has a JSON body that is not a row array');
    rows = parsed;
    measure = (r) => tokenizer.count(pyJsonDumps(r));
    serialize = (r, first) => {
      const withRows = header && !first ? injectJsonHeader(header, r) : r;
      return { text: `<table ${tag.attrs}>${pyJsonDumps(withRows)}</table>`, injected: withRows !== r };
    };
  } else {
    const htmlRows = splitHtmlRows(tag.body);
    if (!htmlRows) return degrade('has an HTML body that is not a sequence of <tr> rows');
    rows = htmlRows;
    measure = (r) => tokenizer.count((r as HtmlRow[]).map((x) => x.tr).join(''));
    serialize = (r, first) => {
      const thead = header && !first ? htmlHeaderFor(header, r as HtmlRow[]) : '';
      return { text: `<table ${tag.attrs}>${thead}${serializeHtmlRows(r as HtmlRow[])}</table>`, injected: thead !== '' };
    };
  }
  if (rows.length <= 1) return degrade('has a single row and no row boundary to split on');

  const pieces: TablePiece[] = [];
  const pending = splitRowsByTokens(rows, measure, bodyMax, bodyIdeal, bodyLastMin);
  while (pending.length) {
    const slice = pending.shift()!;
    const { text: wrapped, injected } = serialize(slice, pieces.length === 0);
    const size = tokenizer.count(wrapped);
    if (size <= caps.max) {
      pieces.push({ text: wrapped, isTable: true, headerInjected: injected });
      continue;
    }
    const rowTooBig = `has a row that cannot fit within ${caps.max} tokens${injected ? ' together with its header' : ''}`;
    if (slice.length <= 1) return degrade(rowTooBig);
    const subMax = Math.max(Math.min(bodyMax, Math.max(Math.trunc(size / 2), 1)), 1);
    const finer = splitRowsByTokens(slice, measure, subMax, Math.max(Math.trunc(subMax / 2), 1), Math.max(Math.min(bodyLastMin, Math.trunc(subMax / 2)), 1));
    if (finer.length <= 1) return degrade(rowTooBig);
    pending.unshift(...finer);
  }
  return pieces;
}
