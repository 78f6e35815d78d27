// Parses a DoclingDocument JSON (docling-core's `DoclingDocument.export_to_dict()`) into one block per item of its
// tree, in docling-core's `iterate_items` order (depth first from `body`, then `furniture`, groups included, into
// pictures), each spanning the item's JSON object in the source, with its text, label, content layer, heading level
// and heading path. The docling strategies rebuild the item tree from these blocks (shared/chunkers/docling/).
//
// Invariant (shared/README.md invariant 3): never throws on user input. A syntax error, a top level that is not an
// object, a missing `body`, a `$ref` that names no item, or an item reached twice becomes a CK100 problem at its
// place; the rest of the tree is still read.

import { getNodeValue, type Node } from 'jsonc-parser';
import type { Block, ParsedDocument, Problem, Span } from '../model/types';
import { malformed, readJsonInput } from './jsonInput';

/** The arrays of a DoclingDocument that hold items a `$ref` (`#/texts/3`) can name. */
const ITEM_ARRAYS = ['texts', 'tables', 'pictures', 'groups', 'key_value_items', 'form_items', 'field_regions', 'field_items'];

/**
 * What the docling strategies read of one item, kept in its block's `meta`: `ref` (its `self_ref`), `label`,
 * `layer` (`body` unless its `content_layer` says otherwise), `parent` (the ref of the item that lists it), `depth`
 * (its nesting under the root), `inPicture` (under a picture and not one of its captions), and `item`, the
 * decoded JSON object (text, formatting, table cells, captions, annotations, list markers).
 */
export interface DoclingItemMeta {
  type: string;
  ref: string;
  label: string;
  layer: string;
  parent: string;
  depth: number;
  inPicture: boolean;
  item: Record<string, unknown>;
  heading?: true;
  /** On the root only: the document's `origin` (file name, MIME type, hash), which DocChunk records repeat. */
  origin?: unknown;
}

/** Parses DoclingDocument JSON text. Blocks come in `iterate_items` order, each with a DoclingItemMeta. */
export function parseDoclingDocument(text: string): ParsedDocument {
  const { root, errors, problems } = readJsonInput(text, 'the DoclingDocument');
  const blocks: Block[] = [];
  const doc: ParsedDocument = { kind: 'docling', text, blocks, problems };
  if (!root) {
    if (!errors.length) problems.push(malformed({ start: 0, end: text.length }, 'a DoclingDocument must be a JSON object; the file is empty'));
    return doc;
  }
  if (root.type !== 'object') {
    problems.push(malformed(spanOf(root), `a DoclingDocument must be a JSON object, got ${root.type === 'array' ? 'an' : 'a'} ${root.type}`));
    return doc;
  }
  const body = propertyNode(root, 'body');
  if (!body || body.type !== 'object') {
    problems.push(malformed(spanOf(body ?? root), 'a DoclingDocument needs a "body" object (the root of its item tree)'));
    return doc;
  }
  const version = propertyNode(root, 'version')?.value;
  new TreeReader(root, version === '1.0.0', problems, blocks).read([body, propertyNode(root, 'furniture')]);
  const origin = propertyNode(root, 'origin');
  if (origin && blocks.length) (blocks[0].meta as unknown as DoclingItemMeta).origin = getNodeValue(origin);
  return doc;
}

/** One item waiting to be read: its JSON node, its ref, the item that listed it and where it sits. */
interface Pending {
  node: Node;
  ref: string;
  parent: string;
  depth: number;
  inPicture: boolean;
}

/** Walks the item tree from the roots without recursion (a document may nest deeply), one block per item. */
class TreeReader {
  private readonly seen = new Set<string>();
  private readonly headings = new Map<number, string>();

  constructor(
    private readonly root: Node,
    private readonly legacyLayers: boolean,
    private readonly problems: Problem[],
    private readonly blocks: Block[],
  ) {}

  read(roots: Array<Node | undefined>): void {
    for (const node of roots) {
      if (!node || node.type !== 'object') continue;
      const value = getNodeValue(node) as Record<string, unknown>;
      const ref = typeof value.self_ref === 'string' ? value.self_ref : '#/body';
      this.walk({ node, ref, parent: '', depth: 0, inPicture: false });
    }
  }

  private walk(start: Pending): void {
    const stack: Pending[] = [start];
    while (stack.length) {
      const at = stack.pop()!;
      if (this.seen.has(at.ref)) {
        this.problems.push(malformed(spanOf(at.node), `item ${at.ref} is reached a second time (a DoclingDocument is a tree); read once`));
        continue;
      }
      this.seen.add(at.ref);
      const item = getNodeValue(at.node) as Record<string, unknown>;
      this.blocks.push(this.toBlock(at, item));
      const children = propertyNode(at.node, 'children');
      if (!children || children.type !== 'array') continue;
      const isPicture = item.label === 'picture' || item.label === 'chart';
      const captions = new Set(refsOf(item.captions));
      const next: Pending[] = [];
      for (const child of children.children ?? []) {
        const ref = refOf(child);
        const node = ref === undefined ? undefined : this.resolve(ref);
        if (ref === undefined || !node) {
          this.problems.push(malformed(spanOf(child), ref === undefined ? 'a child must be {"$ref": "#/<array>/<index>"}' : `"${ref}" names no item of this document`));
          continue;
        }
        if (node.type !== 'object') {
          this.problems.push(malformed(spanOf(node), `item ${ref} must be a JSON object`));
          continue;
        }
        next.push({ node, ref, parent: at.ref, depth: at.depth + 1, inPicture: at.inPicture || (isPicture && !captions.has(ref)) });
      }
      for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]);
    }
  }

  private toBlock(at: Pending, item: Record<string, unknown>): Block {
    const label = typeof item.label === 'string' ? item.label : at.depth === 0 ? 'unspecified' : 'text';
    // docling-core's `transform_to_content_layer`: a 1.0.0 document's page headers and footers are furniture.
    const furniture = this.legacyLayers && (label === 'page_header' || label === 'page_footer');
    const layer = furniture ? 'furniture' : typeof item.content_layer === 'string' ? item.content_layer : at.ref === '#/furniture' ? 'furniture' : 'body';
    const level = headingLevel(label, item);
    const meta: DoclingItemMeta = { type: label, ref: at.ref, label, layer, parent: at.parent, depth: at.depth, inPicture: at.inPicture, item };
    const text = typeof item.text === 'string' ? item.text : label === 'table' ? tableText(item) : '';
    if (level !== undefined && layer === 'body' && !at.inPicture) {
      for (const k of [...this.headings.keys()]) if (k >= level) this.headings.delete(k);
    }
    const block: Block = { index: this.blocks.length, kind: 'element', span: spanOf(at.node), text, headingPath: [...this.headings.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1]), meta: meta as unknown as Record<string, unknown> };
    const page = firstPage(item);
    if (page !== undefined) block.page = page;
    if (level !== undefined) {
      meta.heading = true;
      block.level = level;
      if (layer === 'body' && !at.inPicture) this.headings.set(level, text);
    }
    return block;
  }

  /** The node a `#/<array>/<index>` ref names (`#/body`, `#/furniture` too), if any. */
  private resolve(ref: string): Node | undefined {
    const m = /^#\/([a-z_]+)(?:\/(\d+))?$/.exec(ref);
    if (!m) return undefined;
    const container = propertyNode(this.root, m[1]);
    if (m[2] === undefined) return m[1] === 'body' || m[1] === 'furniture' ? container : undefined;
    if (!ITEM_ARRAYS.includes(m[1]) || !container || container.type !== 'array') return undefined;
    return container.children?.[Number(m[2])];
  }
}

/** docling-core's heading levels: a title is 0, a section header its `level` (1 when absent). */
function headingLevel(label: string, item: Record<string, unknown>): number | undefined {
  if (label === 'title') return 0;
  if (label === 'section_header') return typeof item.level === 'number' && Number.isInteger(item.level) ? item.level : 1;
  return undefined;
}

/** A table's cell texts row by row, for rules and hovers (the docling strategies serialise tables themselves). */
function tableText(item: Record<string, unknown>): string {
  const data = item.data as { table_cells?: unknown } | undefined;
  if (!data || !Array.isArray(data.table_cells)) return '';
  return data.table_cells.map((c) => (c && typeof (c as { text?: unknown }).text === 'string' ? (c as { text: string }).text : '')).filter(Boolean).join(' ');
}

/** The 0-based page of an item's first provenance (`prov[0].page_no` is 1-based). */
function firstPage(item: Record<string, unknown>): number | undefined {
  const prov = item.prov;
  if (!Array.isArray(prov) || !prov.length) return undefined;
  const pageNo = (prov[0] as { page_no?: unknown } | null)?.page_no;
  return typeof pageNo === 'number' && Number.isInteger(pageNo) && pageNo >= 1 ? pageNo - 1 : undefined;
}

/** The refs of a list of `{"$ref": …}` objects (captions, footnotes). */
export function refsOf(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((r) => (r && typeof (r as { $ref?: unknown }).$ref === 'string' ? (r as { $ref: string }).$ref : '')).filter(Boolean);
}

function refOf(node: Node): string | undefined {
  if (node.type !== 'object') return undefined;
  const ref = propertyNode(node, '$ref');
  return ref && typeof ref.value === 'string' ? ref.value : undefined;
}

function propertyNode(object: Node, name: string): Node | undefined {
  for (const prop of object.children ?? []) {
    if (prop.type === 'property' && prop.children?.[0]?.value === name) return prop.children[1];
  }
  return undefined;
}

function spanOf(node: Node): Span {
  return { start: node.offset, end: node.offset + node.length };
}
