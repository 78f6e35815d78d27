// docling-core's ChunkingDocSerializer (transforms/chunker/hierarchical_chunker.py at v2.87.1): the Markdown document
// serializer with placeholder-free images, no escaping and the triplet table serializer by default, or the table
// serializer and Markdown parameters a serializer provider gives it, for the items a DoclingDocument holds: texts
// (titles, section headers, list items, code, formulas, checkboxes), list and inline groups, other groups, tables,
// pictures with their captions and descriptions, key-value and form items.

import { refsOf } from '../../parse/doclingDocument';
import type { DoclingItem, DoclingTree } from './doclingTree';
import { pyStrip } from './githubTable';
import { escapeHtml, htmlHeaderAndBody, htmlTableBody } from './htmlTable';
import { markdownHeaderAndBody, markdownTableText } from './markdownTable';
import { type GridCell, tableGrid } from './tableGrid';
import { tripletTableText } from './tripletTable';

/** The table serializers docling-core ships for ChunkingDocSerializer: TripletTableSerializer (its default), MarkdownTableSerializer, HTMLTableSerializer. */
export const TABLE_SERIALIZERS = ['triplet', 'markdown', 'html'] as const;
export type TableSerializerId = (typeof TABLE_SERIALIZERS)[number];

/**
 * What a serializer provider sets on ChunkingDocSerializer: its `table_serializer`, and the MarkdownParams fields
 * that change a chunk's text (`compact_tables` only acts on Markdown tables).
 */
export interface SerializerParams {
  tableSerializer: TableSerializerId;
  compactTables: boolean;
  escapeUnderscores: boolean;
  escapeHtml: boolean;
  imagePlaceholder: string;
}

/** ChunkingDocSerializer's own: triplet tables, `MarkdownParams(image_placeholder="", escape_underscores=False, escape_html=False)`. */
export const CHUNKING_PARAMS: SerializerParams = { tableSerializer: 'triplet', compactTables: false, escapeUnderscores: false, escapeHtml: false, imagePlaceholder: '' };

/** A serialized table's header lines (repeated on each piece of a split table) and body lines. */
export interface TableLines {
  header: string[];
  body: string[];
}

/** A serialisation: its text and the items it comes from (docling-core's `spans`), in order, each once. */
export interface Serialized {
  text: string;
  items: DoclingItem[];
}

const EMPTY: Serialized = { text: '', items: [] };

/** The serializer of one document: `visited` is shared across the calls of one chunking, as docling-core shares it. */
export class ChunkingSerializer {
  /** Set while a rich table cell is serialised as Markdown: a table inside it is flattened (`_nested_in_table`). */
  private nestedInTable = false;

  constructor(
    private readonly tree: DoclingTree,
    private readonly params: SerializerParams = CHUNKING_PARAMS,
  ) {}

  /** `table_serializer.get_header_and_body_lines(table_text=text)`: the triplet serializer has no header, its non-blank lines are the body. */
  tableLines(text: string): TableLines {
    if (this.params.tableSerializer === 'markdown') return markdownHeaderAndBody(text);
    if (this.params.tableSerializer === 'html') return htmlHeaderAndBody(text);
    return { header: [], body: text.split('\n').filter((l) => pyStrip(l)) };
  }

  /** `DocSerializer.serialize` with Markdown's "\n\n" delimiter: the item, then its meta (descriptions, summaries). */
  serialize(item: DoclingItem, visited: Set<string>, listLevel = 0, inline = false): Serialized {
    visited.add(item.ref);
    const kind = arrayOf(item.ref);
    if (kind === 'texts' && (this.tree.isCaption(item.ref) || this.tree.isFootnote(item.ref))) return EMPTY;
    const parts: Serialized[] = [];
    if (kind === 'groups' || item.depth === 0) {
      if (item.label === 'list' || item.label === 'ordered_list') parts.push(this.list(item, visited, listLevel, inline));
      else if (item.label === 'inline') parts.push(this.inlineGroup(item, visited, listLevel));
      else parts.push(joinParts(this.parts(item, visited, 0, false), '\n\n'));
    } else if (kind === 'texts') parts.push(this.tree.isExcluded(item) ? EMPTY : this.text(item, visited, inline));
    else if (kind === 'tables') parts.push(this.table(item, visited));
    else if (kind === 'pictures') parts.push(this.picture(item));
    else if (kind === 'key_value_items') parts.push(this.tree.isExcluded(item) ? EMPTY : { text: '<!-- missing-key-value-item -->', items: [item] });
    else if (kind === 'form_items') parts.push(this.tree.isExcluded(item) ? EMPTY : { text: '<!-- missing-form-item -->', items: [item] });
    else parts.push({ text: '<!-- missing-text -->', items: [item] });
    const meta = metaText(item);
    if (meta) parts.push({ text: this.tree.isExcluded(item) ? '' : meta, items: this.tree.isGroup(item) ? [] : [item] });
    return joinParts(parts, '\n\n');
  }

  /** `get_parts`: the not yet visited items under `item` (itself excluded), each serialised, the empty ones left out. */
  private parts(item: DoclingItem, visited: Set<string>, listLevel: number, inline: boolean): Serialized[] {
    const out: Serialized[] = [];
    for (const node of this.tree.subtree(item)) {
      if (visited.has(node.ref)) continue;
      visited.add(node.ref);
      const part = this.serialize(node, visited, listLevel, inline);
      if (part.text) out.push(part);
    }
    return out;
  }

  /** MarkdownListSerializer: one line per item, nested lists indented by 4 per level, inline runs appended. */
  private list(item: DoclingItem, visited: Set<string>, listLevel: number, inline: boolean): Serialized {
    const parts = this.parts(item, visited, listLevel + 1, inline);
    const merged: Serialized[] = [];
    for (const p of parts) {
      const parent = p.items.length ? this.tree.get(p.items[0].parent) : undefined;
      if (merged.length && parent?.label === 'inline') {
        const last = merged[merged.length - 1];
        merged[merged.length - 1] = { text: last.text + p.text, items: [...last.items, ...p.items] };
      } else merged.push(p);
    }
    const indent = ' '.repeat(listLevel * 4);
    return { text: merged.map((c) => (c.text.startsWith(' ') ? c.text : indent + c.text)).join('\n'), items: uniqueItems(merged) };
  }

  /** MarkdownInlineSerializer: the parts on one line, joined by spaces. */
  private inlineGroup(item: DoclingItem, visited: Set<string>, listLevel: number): Serialized {
    return joinParts(this.parts(item, visited, listLevel, true), ' ');
  }

  /** MarkdownTextSerializer. */
  private text(item: DoclingItem, visited: Set<string>, inline: boolean): Serialized {
    const it = item.item;
    const child = item.children.length === 1 ? this.tree.get(item.children[0]) : undefined;
    const inlineRepr = str(it.text) === '' && child?.label === 'inline';
    let text = inlineRepr ? this.serialize(child!, visited).text : str(it.text);
    let pending = !inlineRepr;
    if (item.label === 'checkbox_selected') text = `- [x] ${text}`;
    if (item.label === 'checkbox_unselected') text = `- [ ] ${text}`;
    let textPart: string;
    const escape = item.label !== 'code' && item.label !== 'formula';
    if (item.label === 'list_item' || item.label === 'title' || item.label === 'section_header') {
      if (!inlineRepr) {
        text = postProcess(this.escape(text), it);
        pending = false;
      }
      if (item.label === 'list_item') textPart = this.listItem(item, text);
      else textPart = `${'#'.repeat(item.label === 'title' ? 1 : levelOf(it) + 1)} ${text}`;
    } else if (item.label === 'code') {
      textPart = inline || typeof it.hyperlink === 'string' ? `\`${text}\`` : `\`\`\`\n${text}\n\`\`\``;
    } else if (item.label === 'formula') {
      textPart = text ? (inline ? `$${text}$` : `$$${text}$$`) : str(it.orig) ? '<!-- formula-not-decoded -->' : '';
    } else textPart = text;
    const parts: Serialized[] = [];
    if (textPart) parts.push({ text: textPart, items: [item] });
    if (item.label === 'code') {
      const captions = this.captions(item);
      if (captions.text) parts.push(captions);
    }
    const joined = joinParts(parts, inline ? ' ' : '\n\n');
    return pending ? { text: postProcess(escape ? this.escape(joined.text) : joined.text, it), items: joined.items } : joined;
  }

  /** A list item's Markdown marker: its own when valid (`-`, `*`, `+`, `1.`), else `-` or its number, then its own. */
  private listItem(item: DoclingItem, text: string): string {
    const marker = typeof item.item.marker === 'string' ? item.item.marker : '-';
    const pieces: string[] = [];
    const valid = marker === '-' || marker === '*' || marker === '+' || /^\d+\.$/.test(marker);
    if (!valid) {
      let md = '-';
      const group = this.tree.get(item.parent);
      if (group && (group.label === 'list' || group.label === 'ordered_list') && !marker) {
        const first = this.tree.get(group.children[0] ?? '');
        if (first?.label === 'list_item' && first.item.enumerated === true) md = `${group.children.indexOf(item.ref) + 1}.`;
      }
      pieces.push(md);
    }
    if (marker && (valid || /[a-zA-Z0-9]/.test(marker))) pieces.push(marker);
    pieces.push(text);
    return pieces.join(' ');
  }

  /** `serialize_captions`: the caption texts joined by a space. */
  private captions(item: DoclingItem): Serialized {
    const caps: DoclingItem[] = [];
    for (const ref of refsOf(item.item.captions)) {
      const cap = this.tree.get(ref);
      if (cap && arrayOf(ref) === 'texts' && !this.tree.isExcluded(cap)) caps.push(cap);
    }
    return { text: this.escape(caps.map((c) => str(c.item.text)).join(' ')), items: caps };
  }

  /** MarkdownDocSerializer.post_process's escaping, as the parameters ask: underscores outside image links, then `&`, `<`, `>`. */
  private escape(text: string): string {
    let res = text;
    if (this.params.escapeUnderscores) res = escapeUnderscores(res);
    if (this.params.escapeHtml) res = res.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return res;
  }

  /** The table serializer's text: the captions, then the table (triplets, a Markdown table, or HTML with the captions inside). */
  private table(item: DoclingItem, visited: Set<string>): Serialized {
    if (this.params.tableSerializer === 'html') return this.htmlTable(item, visited);
    if (this.params.tableSerializer === 'markdown' && this.nestedInTable) return this.flattenedTable(item, visited);
    const parts: Serialized[] = [];
    const captions = this.captions(item);
    if (captions.text) parts.push(captions);
    if (!this.tree.isExcluded(item)) {
      const text = this.params.tableSerializer === 'markdown' ? this.markdownTable(item, visited) : this.tripletTable(item, visited);
      if (text) parts.push({ text, items: [item] });
    }
    return joinParts(parts, '\n\n');
  }

  /** TripletTableSerializer's cells: a rich cell serialised with a copy of `visited`, kept only when the table says something. */
  private tripletTable(item: DoclingItem, visited: Set<string>): string {
    const local = new Set(visited);
    const text = tripletTableText(item.item.data, (cell) => this.cellText(cell, local));
    if (text) for (const ref of local) visited.add(ref);
    return text;
  }

  /** MarkdownTableSerializer's grid: a rich cell serialised with tables inside it flattened. */
  private markdownTable(item: DoclingItem, visited: Set<string>): string {
    const grid = tableGrid(item.item.data) ?? [];
    const rows = grid.map((row) =>
      row.map((cell) => {
        if (cell.ref === undefined) return cell.text;
        const outer = this.nestedInTable;
        this.nestedInTable = true;
        try {
          return this.cellText(cell, visited);
        } finally {
          this.nestedInTable = outer;
        }
      }),
    );
    return markdownTableText(rows, this.params.compactTables);
  }

  /** `_collect_subtree_text` of a table in a rich cell: its grid's non-empty texts joined by spaces, its subtree visited. */
  private flattenedTable(item: DoclingItem, visited: Set<string>): Serialized {
    for (const node of this.tree.subtree(item)) visited.add(node.ref);
    const grid = tableGrid(item.item.data) ?? [];
    return { text: grid.flatMap((row) => row.map((c) => c.text).filter(Boolean)).join(' '), items: [item] };
  }

  /**
   * HTMLTableSerializer: `<table>`, the captions, the `<tbody>`, `</table>`. The body's items are the table's, or,
   * when the last cell written is rich, that cell's serialisation's (docling-core keeps the last span source).
   */
  private htmlTable(item: DoclingItem, visited: Set<string>): Serialized {
    const parts: Serialized[] = [];
    const captions = this.captions(item);
    if (captions.text) parts.push(captions);
    if (!this.tree.isExcluded(item)) {
      let lastItems: DoclingItem[] = [];
      const content = (cell: GridCell): string => {
        if (cell.ref === undefined) {
          lastItems = [item];
          return escapeHtml(pyStrip(cell.text));
        }
        const ref = this.tree.get(cell.ref);
        const ser = ref ? this.serialize(ref, visited) : EMPTY;
        lastItems = ser.items;
        return ser.text;
      };
      const body = htmlTableBody(tableGrid(item.item.data) ?? [], content);
      if (body) parts.push({ text: body, items: lastItems });
    }
    const joined = joinParts(parts, '');
    return joined.text ? { text: `<table>${joined.text}</table>`, items: joined.items } : { text: '', items: joined.items };
  }

  /** `_get_text` of a cell: its text, or a rich cell's serialisation of the item it refers to. */
  private cellText(cell: GridCell, visited: Set<string>): string {
    if (cell.ref === undefined) return cell.text;
    const ref = this.tree.get(cell.ref);
    return ref ? this.serialize(ref, visited).text : '';
  }

  /** MarkdownPictureSerializer with a placeholder image: the captions, then the placeholder (none in the chunking serializer's own parameters). */
  private picture(item: DoclingItem): Serialized {
    const parts: Serialized[] = [];
    const captions = this.captions(item);
    if (captions.text) parts.push(captions);
    if (!this.tree.isExcluded(item) && this.params.imagePlaceholder) parts.push({ text: this.params.imagePlaceholder, items: [item] });
    return parts.length ? joinParts(parts, '\n\n') : { text: '', items: [] };
  }
}

/** The parts' texts joined, the empty ones left out; their items in order, each once. */
function joinParts(parts: Serialized[], delim: string): Serialized {
  return { text: parts.filter((p) => p.text).map((p) => p.text).join(delim), items: uniqueItems(parts) };
}

function uniqueItems(parts: Serialized[]): DoclingItem[] {
  const seen = new Set<string>();
  const out: DoclingItem[] = [];
  for (const p of parts) {
    for (const it of p.items) {
      if (seen.has(it.ref)) continue;
      seen.add(it.ref);
      out.push(it);
    }
  }
  return out;
}

/**
 * The text of an item's meta as MarkdownMetaSerializer writes it: summary, description, classification (its most
 * confident class, humanised), molecule (SMILES), in that order; a picture's or table's deprecated `annotations` are
 * read as docling-core migrates them to meta (the first of each kind).
 */
function metaText(item: DoclingItem): string {
  const it = item.item;
  const meta = (it.meta && typeof it.meta === 'object' ? it.meta : undefined) as Record<string, unknown> | undefined;
  const annotations = Array.isArray(it.annotations) ? (it.annotations as Array<Record<string, unknown>>) : [];
  if (!meta && !annotations.length) return '';
  const field = (name: string) => (meta?.[name] && typeof meta[name] === 'object' ? (meta[name] as Record<string, unknown>) : undefined);
  const legacy = (kind: string) => annotations.find((a) => a && a.kind === kind);
  const out: string[] = [];
  const summary = str(field('summary')?.text);
  if (summary) out.push(summary);
  const description = field('description') ? str(field('description')!.text) : str(legacy('description')?.text);
  if (description) out.push(description);
  const predictions = (field('classification')?.predictions ?? legacy('classification')?.predicted_classes) as Array<{ class_name?: unknown; confidence?: unknown }> | undefined;
  if (Array.isArray(predictions) && predictions.length) out.push(humanize(str(mainPrediction(predictions).class_name)));
  const smiles = field('molecule') ? str(field('molecule')!.smi) : str(legacy('molecule_data')?.smi);
  if (smiles) out.push(smiles);
  return out.join('\n\n');
}

/** The prediction with the highest confidence, the first when none has one. */
function mainPrediction(predictions: Array<{ class_name?: unknown; confidence?: unknown }>): { class_name?: unknown } {
  let best = 0;
  let max: number | undefined;
  predictions.forEach((p, i) => {
    if (typeof p.confidence === 'number' && (max === undefined || p.confidence > max)) {
      max = p.confidence;
      best = i;
    }
  });
  return predictions[best] ?? {};
}

/** docling-core's `_humanize_text`: underscores to spaces, first letter capitalised, the rest lower case. */
function humanize(text: string): string {
  const t = text.replace(/__/g, '_').replace(/_/g, ' ');
  return t ? t[0].toUpperCase() + t.slice(1).toLowerCase() : t;
}

/** MarkdownDocSerializer.post_process without escaping: bold, italic, strikethrough, then the hyperlink. */
function postProcess(text: string, it: Record<string, unknown>): string {
  let res = text;
  const f = it.formatting as Record<string, unknown> | undefined;
  if (f && typeof f === 'object') {
    if (f.bold === true) res = `**${res}**`;
    if (f.italic === true) res = `*${res}*`;
    if (f.strikethrough === true) res = `~~${res}~~`;
  }
  if (typeof it.hyperlink === 'string' && it.hyperlink) res = `[${res}](${it.hyperlink})`;
  return res;
}

/**
 * `_escape_underscores`: every `_` not after a backslash becomes `\\_`, except inside image links
 * (`![…](…)`, each the shortest match on its line, as the lazy pattern finds them).
 */
function escapeUnderscores(text: string): string {
  const escape = (part: string) => part.replace(/(?<!\\)_/g, '\\_');
  // The next line end, "](" and ")" found so far: positions only grow, so the text is searched through once.
  const next = { '\n': -1, '](': -1, ')': -1 };
  const find = (needle: keyof typeof next, from: number): number => {
    if (next[needle] < from) {
      const at = text.indexOf(needle, from);
      next[needle] = at === -1 ? text.length : at;
    }
    return next[needle];
  };
  let out = '';
  let done = 0;
  let from = 0;
  for (;;) {
    const start = text.indexOf('![', from);
    if (start === -1) break;
    const lineEnd = find('\n', start);
    const close = find('](', start + 2);
    const paren = close >= lineEnd ? lineEnd : find(')', close + 2);
    if (paren >= lineEnd) {
      from = lineEnd + 1;
      continue;
    }
    out += escape(text.slice(done, start)) + text.slice(start, paren + 1);
    done = from = paren + 1;
  }
  return out + escape(text.slice(done));
}

function levelOf(it: Record<string, unknown>): number {
  return typeof it.level === 'number' ? it.level : 1;
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** The array of a DoclingDocument an item ref points into (`texts`, `tables`, …; `body` for the roots). */
function arrayOf(ref: string): string {
  const m = /^#\/([a-z_]+)/.exec(ref);
  return m ? m[1] : '';
}
