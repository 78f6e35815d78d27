// The core's own types: spans, parsed documents, blocks, chunks, findings. No LSP or VS Code types here.
//
// Invariant (shared/README.md invariant 2): every offset in the core is a UTF-16 offset into the source text as the editor
// holds it (after a leading byte-order mark was stripped by whoever read the file). Conversion to lines and
// LSP ranges happens in one place only: shared/text/lineIndex.ts.

import type { DocumentText } from '../text/documentText';
import type { StrategyId } from '../chunkers/strategyIds';

/** A half-open range `[start, end)` of UTF-16 offsets in the source text. */
export interface Span {
  start: number;
  end: number;
}

/** The kinds of input chunklens reads; the file name decides which one (see shared/model/inputKind.ts). */
export type InputKind = 'markdown' | 'blocks-jsonl' | 'mineru' | 'docling' | 'pages' | 'text';

/** Block kinds across all inputs. Markdown yields the first ten; the others come from sidecar formats. */
export type BlockKind =
  | 'heading'
  | 'paragraph'
  | 'list'
  | 'table'
  | 'code'
  | 'quote'
  | 'html'
  | 'thematicBreak'
  | 'frontMatter'
  | 'marker' // dialect syntax that is not prose: an admonition, tab or container line, an MDX tag, ESM or expression
  | 'content' // one `type == "content"` line of a LightRAG .blocks.jsonl
  | 'element' // one item of a MinerU content_list.json or of a DoclingDocument's item tree
  | 'page'; // one page of a page list, or a form-feed separated page of text

/**
 * One structural unit of a parsed document, with its exact place in the source.
 * `text` is the source slice unless the format stores text in a field (JSON inputs), where it is the
 * decoded field value and `span` covers the JSON object on its line.
 */
export interface Block {
  index: number;
  kind: BlockKind;
  span: Span;
  text: string;
  /** Heading level (1–6 in Markdown, 1–9 in .blocks.jsonl, MinerU `text_level`). */
  level?: number;
  /** Headings enclosing this block, outermost first; for a heading block, its ancestors. */
  headingPath: string[];
  /** Top-level list items or table rows (header row first) as source spans, for splitters. */
  parts?: Span[];
  /** Code blocks inside a list or block quote (Markdown), for the rule that finds code split across chunks. */
  nestedCode?: Span[];
  /** Page index where the input carries pages (0-based). */
  page?: number;
  /** Format-specific fields kept as metadata (blockid, positions, MinerU fields, code language, ...). */
  meta?: Record<string, unknown>;
}

/** A problem found while parsing: never thrown, always returned with its place. */
export interface Problem {
  span: Span;
  message: string;
  /** Stable rule id that reports it (CK1xx for input problems). */
  code: string;
  severity: Severity;
  /**
   * The problem depends on text far from its span (a JSX tag that no later block closes): an incremental lint
   * lints the whole document while such a problem is there or was there in the previous version.
   */
  wholeDocument?: true;
}

/** What a parser returns: the value and the problems, never an exception for bad user input. */
export interface ParsedDocument {
  kind: InputKind;
  /** Source text the spans refer to (see shared/sourceText.ts for how the per-keystroke path reads it). */
  text: DocumentText;
  blocks: Block[];
  problems: Problem[];
  /** Sidecar data found beside the file (e.g. LightRAG `.tables.json`), already parsed. */
  sidecars?: Record<string, unknown>;
}

export type Severity = 'error' | 'warning' | 'info' | 'hint';

/** A registered strategy's id; the list is chunkers/strategyIds.ts, in the registry's order. */
export type { StrategyId };

export type ChunkType =
  | 'paragraph'
  | 'list'
  | 'table'
  | 'code'
  | 'quote'
  | 'mixed'
  | 'heading'
  | 'text'
  | 'section'
  | 'figure'; // a chunk that is one atomic `<figure>...</figure>` block (sentence)

/** Where a chunk's text comes from; `overlap` marks text repeated from a neighbour. */
export interface SourceSpan extends Span {
  overlap?: boolean;
}

/** LightRAG-style heading metadata of a chunk. */
export interface ChunkHeading {
  level: number;
  /** May carry a `[part n]` suffix after splitting. */
  heading: string;
  parentHeadings: string[];
}

/** Why a chunk was cut where it was; shown in hovers and the chunk tree. */
export type CutReason =
  | 'budget'
  | 'heading'
  | 'page'
  | 'type-change'
  | 'thematic-break'
  | 'table-slice'
  | 'sentence-split'
  | 'line-split'
  | 'hard-split' // cut inside a sentence or line (between words) or inside a word; detail says which
  | 'fallback'
  | 'end'
  // sentence: a chunk ended with an atomic figure; split at a word break; joined or repaired across a page
  // break; given overlap from the next chunk; trimmed by normalisation.
  | 'figure'
  | 'word-split'
  | 'page-join'
  | 'overlap'
  | 'normalized';

export interface ChunkNote {
  reason: CutReason;
  detail?: string;
}

/**
 * A larger chunk that holds a chunk and that a retriever returns in its place (LlamaIndex's HierarchicalNodeParser
 * stores its parent nodes for the AutoMergingRetriever): it is not embedded, so it is no chunk of its own.
 */
export interface ChunkParent {
  /** Its name in the chunk tree: the level and its number there (`chunk_size_2048 #1`). */
  label: string;
  spans: SourceSpan[];
  tokens: number;
}

/** One chunk as a pipeline would index it. Exporters map it to each strategy's own record. */
export interface Chunk {
  index: number;
  /** Stable id (Spec v1 §9 sha256 for markdown-spec; `<doc>_chunk_<n>` for MinerU; strategy-defined else). */
  id: string;
  strategy: StrategyId;
  type: ChunkType;
  /** The exact text the embedder receives. */
  content: string;
  tokens: number;
  /** Source ranges in document order; overlap ranges are marked. */
  spans: SourceSpan[];
  headingsPath: string[];
  heading?: ChunkHeading;
  /** ADR-039: every section heading the chunk holds, and the first one. */
  sectionHeadings?: string[];
  primarySection?: string;
  /** Where pages are known: heading → the 0-based page each of the chunk's sections of that heading starts on, in order. */
  sectionPages?: Record<string, number[]>;
  /** Pages the chunk spans (0-based page indices). */
  pages?: number[];
  /** The one page a page-aware pipeline attributes the chunk to (the sentence splitter's `page_num`). */
  pageNum?: number;
  /** Index range of the blocks it was built from, inclusive. */
  blockRange?: { start: number; end: number };
  /** Source block ids (LightRAG blockid) it was built from. */
  sidecarIds?: string[];
  /** MinerU `has_table`: the chunk holds a table element (its type may still be `heading` by priority). */
  hasTable?: boolean;
  notes: ChunkNote[];
  /** The chunks that hold this one, outermost first, where the strategy keeps a hierarchy (the chunk tree shows them in place of the heading path). */
  parents?: ChunkParent[];
  /** The library's own output record for the chunk (LangChain `{page_content, metadata}`), for strategies that reproduce a library. */
  libraryRecord?: Record<string, unknown>;
}

/** A lint finding: what a rule reports, after the engine applied severity and suppression. */
export interface Finding {
  ruleId: string;
  ruleName: string;
  severity: Severity;
  message: string;
  span: Span;
  chunkIndex?: number;
  /**
   * Who can fix it. Absent: the writer, by an edit at `span`. Set: only whoever chooses the strategy and its
   * budgets (the strategy cut the chunk by rule); shown on the chunk and counted in summaries, not as a
   * per-line warning unless the `pipelineFindings` setting is `inline`.
   */
  pipeline?: PipelineCause;
}

/** Why a strategy (not the text) causes a finding, and which choice of strategy or budget would avoid it. */
export interface PipelineCause {
  cause: string;
  remedy: string;
}
