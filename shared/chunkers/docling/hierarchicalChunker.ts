// docling-core's HierarchicalChunker.chunk (transforms/chunker/hierarchical_chunker.py at v2.87.1): one chunk per
// top-level item of the body (a list or inline group as a whole), serialised by the chunking serializer, under the
// titles and section headers in scope; with `always_emit_headings`, an empty chunk for a heading run with no content.

import { CHUNKING_PARAMS, ChunkingSerializer, type SerializerParams } from './chunkingSerializer';
import type { DoclingItem, DoclingTree } from './doclingTree';

/** A DocChunk: its text, the items it comes from (`meta.doc_items`) and its headings (`meta.headings`, null for none). */
export interface DocChunk {
  text: string;
  items: DoclingItem[];
  headings: string[] | null;
}

/** The chunks of the document `tree`, in order, serialised with `params` (the serializer provider's). */
export function hierarchicalChunks(tree: DoclingTree, alwaysEmitHeadings: boolean, params: SerializerParams = CHUNKING_PARAMS): DocChunk[] {
  const body = tree.body;
  if (!body) return [];
  const serializer = new ChunkingSerializer(tree, params);
  const headingByLevel = new Map<number, DoclingItem>();
  const emitted = new Set<string>();
  const visited = new Set<string>();
  const out: DocChunk[] = [];
  const sortedLevels = () => [...headingByLevel.keys()].sort((a, b) => a - b);
  const emitHeadings = () => {
    const levels = sortedLevels();
    if (!levels.length) return;
    const leaf = headingByLevel.get(levels[levels.length - 1])!;
    if (emitted.has(leaf.ref)) return;
    const items = levels.map((k) => headingByLevel.get(k)!);
    out.push({ text: '', items, headings: items.map(headingText) });
    emitted.add(leaf.ref);
  };
  for (const item of tree.subtree(body)) {
    if (item === body || tree.isExcluded(item)) continue;
    if (item.label === 'title' || item.label === 'section_header') {
      const level = item.label === 'title' ? 0 : typeof item.item.level === 'number' ? item.item.level : 1;
      if (alwaysEmitHeadings && sortedLevels().some((k) => k >= level)) emitHeadings();
      for (const k of [...headingByLevel.keys()]) if (k >= level) headingByLevel.delete(k);
      headingByLevel.set(level, item);
      continue;
    }
    const group = tree.isGroup(item);
    if ((group && item.label !== 'list' && item.label !== 'ordered_list' && item.label !== 'inline') || visited.has(item.ref)) continue;
    const ser = serializer.serialize(item, visited);
    if (!ser.text || !ser.items.length) continue;
    const levels = sortedLevels();
    const headings = levels.length ? levels.map((k) => headingText(headingByLevel.get(k)!)) : null;
    out.push({ text: ser.text, items: ser.items, headings });
    if (alwaysEmitHeadings && levels.length) emitted.add(headingByLevel.get(levels[levels.length - 1])!.ref);
  }
  if (alwaysEmitHeadings) emitHeadings();
  return out;
}

function headingText(item: DoclingItem): string {
  return typeof item.item.text === 'string' ? item.item.text : '';
}
