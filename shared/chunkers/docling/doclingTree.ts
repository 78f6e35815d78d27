// The item tree of a DoclingDocument rebuilt from its parsed blocks (shared/parse/doclingDocument.ts), with the
// lookups docling-core's serializers make: an item by its ref, its children, the captions and footnotes of floating
// items, and the refs a serialisation leaves out (other content layers, labels outside the export set).

import type { Block, ParsedDocument } from '../../model/types';
import { type DoclingItemMeta, refsOf } from '../../parse/doclingDocument';

/** One item of the tree: what the parser kept of it, and its block. */
export interface DoclingItem extends DoclingItemMeta {
  block: Block;
  /** Its place in `DoclingTree.items`. */
  position: number;
  children: string[];
}

/** docling-core's DOCUMENT_TOKENS_EXPORT_LABELS (common/constants.py): the labels the chunking serializer keeps. */
const EXPORT_LABELS = new Set([
  'title', 'document_index', 'section_header', 'paragraph', 'table', 'picture', 'formula', 'checkbox_unselected',
  'checkbox_selected', 'text', 'list_item', 'code', 'reference', 'page_header', 'page_footer', 'key_value_region',
  'empty_value', 'field_key', 'field_value', 'field_heading', 'field_hint', 'marker', 'handwritten_text', 'footnote',
  'caption', 'form',
]);

/** The labels of docling-core's GroupItem kinds; every other label is a DocItem's. */
const GROUP_LABELS = new Set(['unspecified', 'list', 'ordered_list', 'chapter', 'section', 'sheet', 'slide', 'form_area', 'key_value_area', 'comment_section', 'inline', 'picture_area']);

/** The tree, in `iterate_items` order. */
export class DoclingTree {
  readonly items: DoclingItem[] = [];
  private readonly byRef = new Map<string, DoclingItem>();
  private readonly captionRefs = new Set<string>();
  private readonly footnoteRefs = new Set<string>();

  constructor(doc: ParsedDocument) {
    for (const block of doc.blocks) {
      const meta = block.meta as unknown as DoclingItemMeta;
      if (!meta || typeof meta.ref !== 'string') continue;
      const item: DoclingItem = { ...meta, block, position: this.items.length, children: refsOf(meta.item.children) };
      this.items.push(item);
      this.byRef.set(item.ref, item);
      for (const r of refsOf(meta.item.captions)) this.captionRefs.add(r);
      for (const r of refsOf(meta.item.footnotes)) this.footnoteRefs.add(r);
    }
  }

  get(ref: string): DoclingItem | undefined {
    return this.byRef.get(ref);
  }

  /** The root item (`#/body`), always the first block. */
  get body(): DoclingItem | undefined {
    return this.items[0]?.ref === '#/body' || this.items[0]?.depth === 0 ? this.items[0] : undefined;
  }

  /** The items under `item` in `iterate_items` order (itself first), within the body layer and outside pictures. */
  subtree(item: DoclingItem): DoclingItem[] {
    const out: DoclingItem[] = [];
    const start = item.position;
    for (let i = start; i < this.items.length; i++) {
      const it = this.items[i];
      if (i > start && it.depth <= item.depth) break;
      if (it.layer === 'body' && (!it.inPicture || item.inPicture)) out.push(it);
    }
    return out;
  }

  isGroup(item: DoclingItem): boolean {
    return item.depth === 0 || GROUP_LABELS.has(item.label);
  }

  /** A text that a floating item (table, picture, code) holds as a caption: serialised with that item. */
  isCaption(ref: string): boolean {
    return this.captionRefs.has(ref);
  }

  isFootnote(ref: string): boolean {
    return this.footnoteRefs.has(ref);
  }

  /** Left out of every serialisation: outside the body layer, or a DocItem label outside the export set. */
  isExcluded(item: DoclingItem): boolean {
    return item.layer !== 'body' || (!this.isGroup(item) && !EXPORT_LABELS.has(item.label));
  }

}
