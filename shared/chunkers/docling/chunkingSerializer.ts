// docling-core's ChunkingDocSerializer (transforms/chunker/hierarchical_chunker.py at v2.87.1): the Markdown document
// serializer with placeholder-free images, no escaping and the triplet table serializer, for the items a
// DoclingDocument holds: texts (titles, section headers, list items, code, formulas, checkboxes), list and inline
// groups, other groups, tables, pictures with their captions and descriptions, key-value and form items.

import { refsOf } from '../../parse/doclingDocument';
import type { DoclingItem, DoclingTree } from './doclingTree';
import { tripletTableText } from './tripletTable';

/** A serialisation: its text and the items it comes from (docling-core's `spans`), in order, each once. */
export interface Serialized {
  text: string;
  items: DoclingItem[];
}

const EMPTY: Serialized = { text: '', items: [] };

/** The serializer of one document: `visited` is shared across the calls of one chunking, as docling-core shares it. */
export class ChunkingSerializer {
  constructor(private readonly tree: DoclingTree) {}

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
    else if (kind === 'tables') parts.push(this.table(item));
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
    if (item.label === 'list_item' || item.label === 'title' || item.label === 'section_header') {
      if (!inlineRepr) {
        text = postProcess(text, it);
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
    return pending ? { text: postProcess(joined.text, it), items: joined.items } : joined;
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
    return { text: caps.map((c) => str(c.item.text)).join(' '), items: caps };
  }

  /** TripletTableSerializer: the captions, then the cells as `row, column = value` triplets. */
  private table(item: DoclingItem): Serialized {
    const parts: Serialized[] = [];
    const captions = this.captions(item);
    if (captions.text) parts.push(captions);
    if (!this.tree.isExcluded(item)) {
      const text = tripletTableText(item.item.data);
      if (text) parts.push({ text, items: [item] });
    }
    return joinParts(parts, '\n\n');
  }

  /** MarkdownPictureSerializer in the chunking serializer (an empty image placeholder): the captions only. */
  private picture(item: DoclingItem): Serialized {
    const captions = this.captions(item);
    return captions.text ? joinParts([captions], '\n\n') : { text: '', items: [] };
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
