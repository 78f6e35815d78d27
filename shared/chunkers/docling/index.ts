// Strategies that reproduce docling-core's chunkers (v2.87.1) on a DoclingDocument: `docling-hierarchical`
// (HierarchicalChunker) and `docling-hybrid` (HybridChunker). A hierarchical chunk's content is the DocChunk's text
// character for character, a hybrid chunk's its contextualised text (`contextualize()`: headings, then the text),
// which is what a pipeline embeds; the spans are the JSON objects of the items a chunk comes from (`meta.doc_items`),
// in that order, which is the document's reading order and not always the order of the file (texts, tables and
// pictures are separate arrays).

import { fastHash } from '../../text/hash';
import type { Chunk } from '../../model/types';
import { validateArguments, type ArgumentRules } from '../libraryArguments';
import type { ArgumentSchema, LibraryInfo, OptionProblem, Strategy, StrategyOptions } from '../types';
import { CHUNKING_PARAMS, type SerializerParams, TABLE_SERIALIZERS, type TableSerializerId } from './chunkingSerializer';
import { DoclingTree } from './doclingTree';
import { type DocChunk, hierarchicalChunks } from './hierarchicalChunker';
import { contextualize, hybridChunks } from './hybridChunker';
import { LibraryError } from '../libraryError';

/** The docling-core release the strategies reproduce. */
export const DOCLING_CORE_VERSION = '2.87.1';

const HIERARCHICAL: LibraryInfo = { library: 'docling-core', language: 'python', splitter: 'HierarchicalChunker', version: DOCLING_CORE_VERSION };

/**
 * The serializer provider as two arguments: `table_serializer` (the ChunkingDocSerializer's `table_serializer`:
 * TripletTableSerializer, MarkdownTableSerializer or HTMLTableSerializer) and `markdown_params` (its `params`: null
 * for the chunking serializer's own, or the fields of a `MarkdownParams(...)`, the others at MarkdownParams' defaults).
 */
const SERIALIZER_SCHEMA: ArgumentSchema = {
  table_serializer: { default: 'triplet' },
  markdown_params: { default: null },
};

/** The MarkdownParams fields `markdown_params` takes, with MarkdownParams' defaults. */
const MARKDOWN_PARAMS: Readonly<Record<string, boolean | string>> = { compact_tables: false, escape_underscores: true, escape_html: true, image_placeholder: '<!-- image -->' };

/** HierarchicalChunker's fields with their defaults (`merge_list_items` is deprecated upstream and has no effect). */
const HIERARCHICAL_SCHEMA: ArgumentSchema = {
  always_emit_headings: { default: false },
  merge_list_items: { default: true },
  ...SERIALIZER_SCHEMA,
};

/** The problems of a serializer-provider argument's value; undefined for another argument. */
function serializerProblems(name: string, v: unknown): OptionProblem[] | undefined {
  if (name === 'table_serializer') {
    return TABLE_SERIALIZERS.includes(v as TableSerializerId) ? [] : [{ path: name, message: `table_serializer must be one of ${TABLE_SERIALIZERS.map((t) => `"${t}"`).join(', ')}, got ${JSON.stringify(v)}` }];
  }
  if (name !== 'markdown_params') return undefined;
  if (v === null) return [];
  if (typeof v !== 'object' || Array.isArray(v)) return [{ path: name, message: `markdown_params must be null or an object of MarkdownParams fields, got ${JSON.stringify(v)}` }];
  const problems: OptionProblem[] = [];
  for (const [key, value] of Object.entries(v as Record<string, unknown>)) {
    const path = `${name}.${key}`;
    if (!(key in MARKDOWN_PARAMS)) problems.push({ path, message: `unknown MarkdownParams field "${key}" (markdown_params takes ${Object.keys(MARKDOWN_PARAMS).join(', ')})` });
    else if (typeof value !== typeof MARKDOWN_PARAMS[key]) problems.push({ path, message: `${key} must be a ${typeof MARKDOWN_PARAMS[key] === 'string' ? 'string' : 'boolean'}, got ${JSON.stringify(value)}` });
  }
  return problems;
}

/** The serializer the validated `options` describe. */
function serializerParams(options: StrategyOptions): SerializerParams {
  const tableSerializer = options.table_serializer as TableSerializerId;
  const given = options.markdown_params as Record<string, boolean | string> | null;
  if (!given) return { ...CHUNKING_PARAMS, tableSerializer };
  const p = { ...MARKDOWN_PARAMS, ...given };
  return { tableSerializer, compactTables: p.compact_tables === true, escapeUnderscores: p.escape_underscores === true, escapeHtml: p.escape_html === true, imagePlaceholder: String(p.image_placeholder) };
}

/** How pydantic checks the chunker's fields: each a boolean, but for the serializer provider's. */
const BOOLEAN_FIELDS: ArgumentRules<{ default: unknown }> = {
  noun: 'chunker',
  checkValue: (name, _spec, v): OptionProblem[] =>
    serializerProblems(name, v) ?? (typeof v === 'boolean' ? [] : [{ path: name, message: `${name} must be true or false, got ${JSON.stringify(v)}` }]),
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
      const chunks = hierarchicalChunks(tree, options.always_emit_headings === true, serializerParams(options)).map((c, index, all) => toChunk('docling-hierarchical', c, c.text, index, all.length, tree, options.table_serializer as TableSerializerId));
      for (const c of chunks) c.tokens = ctx.tokenizer.count(c.content);
      return { chunks, problems: [] };
    },
    toRecord: (chunk) => ({ ...chunk.libraryRecord, source_spans: chunk.spans.map((s) => ({ ...s })) }),
  };
}

/** How each table serializer writes a table, for the chunk's note. */
const TABLE_FORMS: Readonly<Record<TableSerializerId, string>> = { triplet: 'triplets', markdown: 'Markdown tables', html: 'HTML' };

/** The chunk of one DocChunk with `content`, and docling-core's record of it (`DocChunk.export_json_dict()`). */
function toChunk(strategy: 'docling-hierarchical' | 'docling-hybrid', c: DocChunk, content: string, index: number, count: number, tree: DoclingTree, tables: TableSerializerId): Chunk {
  const pages = [...new Set(c.items.flatMap((i) => (i.block.page === undefined ? [] : [i.block.page])))].sort((a, b) => a - b);
  const items = [...new Set(c.items)];
  const splitter = strategy === 'docling-hybrid' ? 'HybridChunker' : 'HierarchicalChunker';
  const chunk: Chunk = {
    index,
    id: `${strategy}-${index}-${fastHash(content)}`,
    strategy,
    type: items.every((i) => i.label === 'table') ? 'table' : c.headings ? 'section' : 'text',
    content,
    tokens: 0,
    spans: items.map((i) => ({ ...i.block.span })),
    headingsPath: c.headings ?? [],
    notes: [{ reason: index === count - 1 ? 'end' : 'heading', detail: splitter }, { reason: 'normalized', detail: `serialised from the items as Markdown, tables as ${TABLE_FORMS[tables]}` }],
    blockRange: { start: Math.min(...items.map((i) => i.block.index)), end: Math.max(...items.map((i) => i.block.index)) },
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

const HYBRID: LibraryInfo = { library: 'docling-core', language: 'python', splitter: 'HybridChunker', version: DOCLING_CORE_VERSION };

/**
 * HybridChunker's fields with their defaults: `max_tokens` null is the tokenizer's limit (all-MiniLM-L6-v2's
 * `max_seq_length`, 256, for bert-base-uncased); `omit_header_on_overflow` only acts on a repeated table header,
 * which the Markdown and HTML table serializers have and the triplet one does not.
 */
const HYBRID_SCHEMA: ArgumentSchema = {
  max_tokens: { default: null },
  merge_peers: { default: true },
  repeat_table_header: { default: true },
  omit_header_on_overflow: { default: false },
  always_emit_headings: { default: false },
  delim: { default: '\n' },
  ...SERIALIZER_SCHEMA,
};

/** How pydantic checks HybridChunker's fields. */
const HYBRID_FIELDS: ArgumentRules<{ default: unknown }> = {
  noun: 'chunker',
  checkValue(name, spec, v): OptionProblem[] {
    if (name === 'max_tokens') return v === null || (Number.isInteger(v) && (v as number) > 0) ? [] : [{ path: name, message: `max_tokens must be a positive whole number or null, got ${JSON.stringify(v)}` }];
    if (name === 'delim') return typeof v === 'string' ? [] : [{ path: name, message: `delim must be a string, got ${JSON.stringify(v)}` }];
    return BOOLEAN_FIELDS.checkValue(name, spec, v);
  },
  crossCheck: () => [],
};

/** The token limit a HuggingFaceTokenizer without `max_tokens` reads from the model's sentence_bert_config.json. */
const MODEL_MAX_TOKENS: Partial<Record<string, number>> = { 'bert-base-uncased': 256 };

/** `docling-hybrid` with `options` (HybridChunker's defaults where absent). */
export function doclingHybridStrategy(options: StrategyOptions = validateArguments(HYBRID_SCHEMA, {}, HYBRID_FIELDS).options): Strategy {
  return {
    id: 'docling-hybrid',
    description: 'docling-core HybridChunker: hierarchical chunks split to max_tokens (semchunk, tables by line) and undersized peers merged; content is the contextualised text',
    inputKinds: ['docling'],
    defaultTokenizer: 'bert-base-uncased',
    defaults: {},
    library: HYBRID,
    options: { schema: HYBRID_SCHEMA, validate: (raw) => validateArguments(HYBRID_SCHEMA, raw, HYBRID_FIELDS) },
    withOptions: (next) => doclingHybridStrategy(next),
    chunk(doc, ctx) {
      const maxTokens = (options.max_tokens as number | null) ?? MODEL_MAX_TOKENS[ctx.tokenizer.id];
      if (maxTokens === undefined) {
        const message = `HuggingFaceTokenizer raises RuntimeError: max_tokens could not be determined automatically for the ${ctx.tokenizer.id} tokenizer; please set explicitly.`;
        return { chunks: [], problems: [{ span: { start: 0, end: 0 }, message, code: 'CK100', severity: 'error' }] };
      }
      const tree = new DoclingTree(doc);
      const delim = options.delim as string;
      try {
        const found = hybridChunks(tree, ctx.tokenizer, {
          maxTokens,
          mergePeers: options.merge_peers === true,
          repeatTableHeader: options.repeat_table_header === true,
          omitHeaderOnOverflow: options.omit_header_on_overflow === true,
          alwaysEmitHeadings: options.always_emit_headings === true,
          delim,
          serializer: serializerParams(options),
        });
        const chunks = found.map((c, index) => toChunk('docling-hybrid', c, contextualize(c, delim), index, found.length, tree, options.table_serializer as TableSerializerId));
        for (const c of chunks) c.tokens = ctx.tokenizer.count(c.content);
        return { chunks, problems: [] };
      } catch (error) {
        if (!(error instanceof LibraryError)) throw error;
        return { chunks: [], problems: [{ span: { ...error.span }, message: `HybridChunker raises ${error.message}`, code: 'CK100', severity: 'error' }] };
      }
    },
    toRecord: (chunk) => ({ ...chunk.libraryRecord, source_spans: chunk.spans.map((s) => ({ ...s })) }),
  };
}

/** The docling strategies with docling-core's defaults (`withOptions` gives others). */
export const DOCLING_STRATEGIES: readonly Strategy[] = [doclingHierarchicalStrategy(), doclingHybridStrategy()];
