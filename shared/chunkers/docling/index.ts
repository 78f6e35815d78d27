// Strategies that reproduce docling-core's chunkers (v2.87.1) on a DoclingDocument: `docling-hierarchical`
// (HierarchicalChunker). A chunk's content is the DocChunk's text character for character; its spans are the JSON
// objects of the items it comes from (`meta.doc_items`), in that order, which is the document's reading order and
// not always the order of the file (texts, tables and pictures are separate arrays).

import { fastHash } from '../../text/hash';
import type { Chunk } from '../../model/types';
import { validateArguments, type ArgumentRules } from '../libraryArguments';
import type { ArgumentSchema, LibraryInfo, OptionProblem, Strategy, StrategyOptions } from '../types';
import { DoclingTree } from './doclingTree';
import { type DocChunk, hierarchicalChunks } from './hierarchicalChunker';

/** The docling-core release the strategies reproduce. */
export const DOCLING_CORE_VERSION = '2.87.1';

const HIERARCHICAL: LibraryInfo = { library: 'docling-core', language: 'python', splitter: 'HierarchicalChunker', version: DOCLING_CORE_VERSION };

/** HierarchicalChunker's fields with their defaults (`merge_list_items` is deprecated upstream and has no effect). */
const HIERARCHICAL_SCHEMA: ArgumentSchema = {
  always_emit_headings: { default: false },
  merge_list_items: { default: true },
};

/** How pydantic checks the chunker's fields: each a boolean. */
const BOOLEAN_FIELDS: ArgumentRules<{ default: unknown }> = {
  noun: 'chunker',
  checkValue: (name, _spec, v): OptionProblem[] => (typeof v === 'boolean' ? [] : [{ path: name, message: `${name} must be true or false, got ${JSON.stringify(v)}` }]),
  crossCheck: () => [],
};

/** `docling-hierarchical` with `options` (HierarchicalChunker's defaults where absent). */
export function doclingHierarchicalStrategy(options: StrategyOptions = validateArguments(HIERARCHICAL_SCHEMA, {}, BOOLEAN_FIELDS).options): Strategy {
  return {
    id: 'docling-hierarchical',
    description: "docling-core HierarchicalChunker: one chunk per item of a DoclingDocument (a list as a whole), tables as triplets, under its headings",
    inputKinds: ['docling'],
    defaultTokenizer: 'bert-base-uncased',
    defaults: {},
    library: HIERARCHICAL,
    options: { schema: HIERARCHICAL_SCHEMA, validate: (raw) => validateArguments(HIERARCHICAL_SCHEMA, raw, BOOLEAN_FIELDS) },
    withOptions: (next) => doclingHierarchicalStrategy(next),
    chunk(doc, ctx) {
      const tree = new DoclingTree(doc);
      const chunks = hierarchicalChunks(tree, options.always_emit_headings === true).map((c, index, all) => toChunk(c, index, all.length, tree));
      for (const c of chunks) c.tokens = ctx.tokenizer.count(c.content);
      return { chunks, problems: [] };
    },
    toRecord: (chunk) => ({ ...chunk.libraryRecord, source_spans: chunk.spans.map((s) => ({ ...s })) }),
  };
}

/** The chunk of one DocChunk, with docling-core's record of it (`DocChunk.export_json_dict()`). */
function toChunk(c: DocChunk, index: number, count: number, tree: DoclingTree): Chunk {
  const pages = [...new Set(c.items.flatMap((i) => (i.block.page === undefined ? [] : [i.block.page])))].sort((a, b) => a - b);
  const chunk: Chunk = {
    index,
    id: `docling-hierarchical-${index}-${fastHash(c.text)}`,
    strategy: 'docling-hierarchical',
    type: c.items.every((i) => i.label === 'table') ? 'table' : c.headings ? 'section' : 'text',
    content: c.text,
    tokens: 0,
    spans: c.items.map((i) => ({ ...i.block.span })),
    headingsPath: c.headings ?? [],
    notes: [{ reason: index === count - 1 ? 'end' : 'heading', detail: 'HierarchicalChunker' }, { reason: 'normalized', detail: 'serialised from the items as Markdown, tables as triplets' }],
    blockRange: { start: Math.min(...c.items.map((i) => i.block.index)), end: Math.max(...c.items.map((i) => i.block.index)) },
    libraryRecord: docChunkRecord(c, tree),
  };
  if (pages.length) chunk.pages = pages;
  return chunk;
}

/** `DocChunk.export_json_dict()`: the text, and the meta with each item's identity, place in the tree and provenance. */
export function docChunkRecord(c: DocChunk, tree: DoclingTree): Record<string, unknown> {
  const origin = tree.body?.origin;
  const meta: Record<string, unknown> = {
    schema_name: 'docling_core.transforms.chunker.DocMeta',
    version: '1.0.0',
    doc_items: c.items.map((i) => ({
      self_ref: i.ref,
      parent: { $ref: i.parent },
      children: i.children.map((r) => ({ $ref: r })),
      content_layer: i.layer,
      label: i.label,
      prov: Array.isArray(i.item.prov) ? i.item.prov : [],
    })),
  };
  if (c.headings) meta.headings = c.headings;
  if (origin) meta.origin = origin;
  return { text: c.text, meta };
}

/** The docling strategies with docling-core's defaults (`withOptions` gives others). */
export const DOCLING_STRATEGIES: readonly Strategy[] = [doclingHierarchicalStrategy()];
