// Validates one item of a MinerU content_list.json, in the seed document's shape or MinerU's real one, and
// extracts the text it contributes to a chunk (see elementText.ts).

import { elementText } from './elementText';

/** One usable content_list item: its type, page, heading level and the text it contributes. */
export interface MineruElement {
  type: string;
  /** `page_idx`, 0-based; 0 when absent. */
  pageIdx: number;
  /** `text_level` when present: 1–6 headings, 999 body text in the seed shape; absent on body text in real output. */
  textLevel?: number;
  /** Extracted text, trimmed; empty for page furniture and for items with nothing to say. */
  text: string;
  /** Page furniture (`discarded`, `header`, `footer`, `page_number`): kept as metadata, never chunked. */
  discarded: boolean;
  /** The raw text of a page-furniture item, kept so hovers and the tree can show it. */
  discardedText?: string;
}

/** MinerU's page furniture: `discarded` before 2.5, separate types from 2.5 on. */
const PAGE_FURNITURE = new Set(['discarded', 'header', 'footer', 'page_number']);

const STRING_FIELDS = ['type', 'text', 'content', 'table_body', 'code_body', 'text_format', 'img_path'];
const STRING_LIST_FIELDS = [
  'table_caption', 'table_footnote', 'img_caption', 'img_footnote', 'image_caption', 'image_footnote',
  'chart_caption', 'chart_footnote', 'code_caption', 'code_footnote', 'list_items',
];

/**
 * Reads one array item. Returns the element, or a message saying what is wrong with it (the caller reports it
 * as CK100 on the item's span and goes on with the next item). `null` fields count as absent.
 */
export function readElement(value: unknown): { element: MineruElement } | { error: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { error: `a content_list item must be an object, got ${describe(value)}` };
  }
  const item = value as Record<string, unknown>;
  const wrong = checkFieldTypes(item);
  if (wrong) return { error: wrong };
  if (item.type === undefined || item.type === null) return { error: 'element has no "type"' };
  const type = item.type as string;
  const discarded = PAGE_FURNITURE.has(type);
  const element: MineruElement = {
    type,
    pageIdx: (item.page_idx as number | undefined) ?? 0,
    text: discarded ? '' : elementText(type, item),
    discarded,
  };
  if (isPresent(item.text_level)) element.textLevel = item.text_level as number;
  if (discarded) element.discardedText = String(item.text ?? item.content ?? '');
  return { element };
}

function checkFieldTypes(item: Record<string, unknown>): string | undefined {
  for (const key of STRING_FIELDS) {
    if (isPresent(item[key]) && typeof item[key] !== 'string') return `"${key}" must be a string, got ${describe(item[key])}`;
  }
  for (const key of STRING_LIST_FIELDS) {
    const v = item[key];
    if (isPresent(v) && typeof v !== 'string' && !(Array.isArray(v) && v.every((s) => typeof s === 'string'))) {
      return `"${key}" must be a list of strings, got ${describe(v)}`;
    }
  }
  for (const key of ['page_idx', 'text_level']) {
    const v = item[key];
    if (isPresent(v) && !(typeof v === 'number' && Number.isInteger(v) && v >= 0)) {
      return `"${key}" must be a whole number ≥ 0, got ${describe(v)}`;
    }
  }
  const blocks = item.blocks;
  if (isPresent(blocks) && !(Array.isArray(blocks) && blocks.every((b) => typeof b === 'object' && b !== null && !Array.isArray(b)))) {
    return `"blocks" must be a list of objects, got ${describe(blocks)}`;
  }
  return undefined;
}

function isPresent(v: unknown): boolean {
  return v !== undefined && v !== null;
}

function describe(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v === null) return 'null';
  if (typeof v === 'object') return 'an object';
  const s = typeof v === 'string' ? JSON.stringify(v.length > 20 ? `${v.slice(0, 20)}…` : v) : String(v);
  return `${typeof v} ${s}`;
}
