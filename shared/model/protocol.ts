// The custom part of the protocol between the chunklens client and language server, in one module that both
// sides import (a copy per side drifts). Payloads are plain JSON; positions are LSP positions, which the
// server computes with shared/text/lineIndex.ts. Each method is declared once in `Methods` with its params and
// result types, which both sides' senders and handlers take from it; docs/protocol.md documents every one.
//
// Invariant (shared/README.md 1): this is the only file in shared/ that may import LSP protocol types, and it
// imports types only, never the runtime.

import type { Range } from 'vscode-languageserver-protocol';
import type { ChunkType, CutReason, Severity, StrategyId } from './types';
import type { BoundaryKind, RuleCount } from '../query/compareStrategies';

export type { BoundaryKind, RuleCount };

/**
 * A custom request, client → server: its method name, with its params `P` and result `R` as types only. `types`
 * is never set; it carries P and R to the typed senders and handlers of each side (client/protocolClient.ts,
 * server/host/customMethods.ts), so neither side names them by hand. A plain object rather than
 * vscode-languageserver-protocol's `RequestType`, a class of the LSP runtime that shared/ does not import.
 */
export interface ClientRequest<P, R> {
  readonly kind: 'request';
  readonly method: string;
  readonly types?: { params: P; result: R };
}

/** A custom notification the client sends and the server handles, with its params `P` as a type only. */
export interface ClientNotification<P> {
  readonly kind: 'clientNotification';
  readonly method: string;
  readonly types?: { params: P };
}

/** A custom notification the server sends and the client handles, with its params `P` as a type only. */
export interface ServerNotification<P> {
  readonly kind: 'serverNotification';
  readonly method: string;
  readonly types?: { params: P };
}

/** A custom request the server sends and the client answers, with its params `P` and result `R` as types only. */
export interface ServerRequest<P, R> {
  readonly kind: 'serverRequest';
  readonly method: string;
  readonly types?: { params: P; result: R };
}

export type MethodDeclaration = ClientRequest<unknown, unknown> | ClientNotification<unknown> | ServerNotification<unknown> | ServerRequest<unknown, unknown>;

function request<P, R>(method: string): ClientRequest<P, R> {
  return { kind: 'request', method };
}

function clientNotification<P>(method: string): ClientNotification<P> {
  return { kind: 'clientNotification', method };
}

function serverNotification<P>(method: string): ServerNotification<P> {
  return { kind: 'serverNotification', method };
}

function serverRequest<P, R>(method: string): ServerRequest<P, R> {
  return { kind: 'serverRequest', method };
}

/** Every custom method, declared once for both sides with its params and result; docs/protocol.md documents each. */
export const Methods = {
  /** Chunk bands and labels for one document version. */
  decorations: serverNotification<DecorationsParams>('chunklens/decorations'),
  /** The chunk tree of a document, for the webview; `null` when the document is not open. */
  chunkTree: request<DocumentParams, ChunkTree | null>('chunklens/chunkTree'),
  /** The exact text the embedder receives for one chunk. */
  chunkContent: request<ChunkContentParams, ChunkContent>('chunklens/chunkContent'),
  /** The chunk at a position, for the status bar and "show chunk at cursor"; `null` when the document is not open. */
  chunkAt: request<ChunkAtParams, ChunkAtResult | null>('chunklens/chunkAt'),
  /** The strategies that can chunk a document, and the active one. */
  strategies: request<DocumentParams, StrategiesResult>('chunklens/strategies'),
  /** Choose the strategy for one document until it is closed (`null`: back to the configured one). */
  setStrategy: request<SetStrategyParams, null>('chunklens/setStrategy'),
  /** The document's chunks as the strategy's own JSONL records. */
  exportChunks: request<DocumentParams, ExportChunksResult>('chunklens/exportChunks'),
  /** The ranges an editor shows of a document, so a big file's first analysis starts there. */
  visibleRange: clientNotification<VisibleRangeParams>('chunklens/visibleRange'),
  /** The documents of the workspace folders that a lint reads ("Lint Workspace"); it reads no params. */
  workspaceFiles: request<unknown, WorkspaceFilesResult>('chunklens/workspaceFiles'),
  /** Lint documents from disk and publish their diagnostics ("Lint Workspace"). */
  lintFiles: request<LintFilesParams, LintFilesResult>('chunklens/lintFiles'),
  /** The document under its own strategy and another one, side by side ("Compare Strategies"); `null` when not open. */
  compareStrategies: request<CompareStrategiesParams, CompareStrategiesResult | null>('chunklens/compareStrategies'),
  /** The chunks of a document (or of the workspace) ranked for a question with BM25; `null` when not open. */
  queryChunks: request<QueryChunksParams, QueryChunksResult | null>('chunklens/queryChunks'),
  /** The questions of the workspace's question sets whose answers lie in a document, and which chunks hold them; `null` when not open. */
  chunkQuestions: request<ChunkQuestionsParams, ChunkQuestionsResult | null>('chunklens/chunkQuestions'),
  /** Files beside the documents (configuration, site markers, sidecars) read through the editor, for a server in a web worker. */
  readFiles: serverRequest<ReadFilesParams, ReadFilesResult>('chunklens/readFiles'),
  /** Embed the sentences a semantic strategy compares in a document now, then re-analyse it ("Chunk by meaning now"). */
  embedNow: request<EmbedNowParams, EmbedNowResult>('chunklens/embedNow'),
} as const;

/** Client commands the server refers to (in code lenses). */
export const ClientCommands = {
  /** Arguments `(uri: string, index: number)`: shows that chunk's exact embed text; without arguments, the chunk at the cursor. */
  showChunk: 'chunklens.showChunkAtCursor',
  /** Arguments `(uri: string, range: Range)`: opens that document with the range in view (a question's answer chunk). */
  revealRange: 'chunklens.revealRange',
} as const;

/**
 * `initializationOptions` of the `initialize` request: what the client draws itself. Every field is optional; a
 * plain LSP client sends none and gets every standard feature (inlay hints, chunk folding, a Markdown outline, pull
 * diagnostics where it declares them) and no custom notification. The VS Code client sends VSCODE_CLIENT_OPTIONS.
 */
export interface InitializationOptions {
  /** The client draws `chunklens/decorations` (bands and labels); without it the server sends none. */
  decorations?: boolean;
  /** Inlay hints at each chunk start (default true); off where the bands' labels already say the same. */
  inlayHints?: boolean;
  /** A folding range per multi-line chunk (default true). */
  foldingRanges?: boolean;
  /** Document symbols for Markdown headings (default true); off where the editor's own Markdown outline lists them. */
  markdownOutline?: boolean;
  /** Publish diagnostics even when the client could pull them (default false: a client that pulls is not pushed to). */
  pushDiagnostics?: boolean;
  /** Hovers end with the chunk's embed text (default true); off where the client shows it in a view of its own. */
  hoverChunkText?: boolean;
  /**
   * Where a server in a web worker loads tokenizer rank scripts from: a URL with `_encoding_` in place of the
   * encoding's file name (out/web/ranks/); the VS Code for the Web client sets it, a Node server ignores it.
   */
  rankFilesUrl?: string;
  /**
   * The folder of the on-disk embedding cache (the CLI's format, keyed by model and text) where a Node server keeps
   * the vectors it embeds for the semantic strategies, so that a restart re-embeds nothing; the VS Code client
   * names a folder in its global storage. Without it the vectors live in the server's memory only.
   */
  embeddingCacheDir?: string;
}

/** What the VS Code client draws itself: the bands and labels, its built-in Markdown outline and folding, the chunk content view; it takes pushed diagnostics. */
export const VSCODE_CLIENT_OPTIONS: Required<Omit<InitializationOptions, 'rankFilesUrl' | 'embeddingCacheDir'>> = {
  decorations: true,
  inlayHints: false,
  foldingRanges: false,
  markdownOutline: false,
  pushDiagnostics: true,
  hoverChunkText: false,
};

export interface DocumentParams {
  uri: string;
}

/**
 * One band in the editor: a run of source text and the chunks that hold it. In Markdown a band is one chunk;
 * in a `.blocks.jsonl` one content line may produce several chunks (`chunks` lists them all). `ranges` are the
 * band's own text; `overlapRanges` text its chunks repeat from a neighbour.
 */
export interface ChunkDecoration {
  /**
   * Position of the band among all bands of the document, 0-based, whatever window the notification covers
   * (bands alternate colours by it, so a band keeps its colour when the window moves); the chunk index when
   * bands are chunks.
   */
  index: number;
  /** Indices of the chunks this band's text went into, ascending. */
  chunks: number[];
  ranges: Range[];
  overlapRanges: Range[];
  /**
   * e.g. `chunk 7 · 412/900 tok · API › Auth › JWT`, `chunk 2 · 812/2000 ch · Intro`, `chunks 3–5 · Report [part 1..3]`;
   * empty when an earlier band starting on the same line carries the label for both.
   */
  label: string;
  /** True when the chunk is over its strategy's hard cap, in the strategy's unit (the band is drawn in the warning colour). */
  oversized: boolean;
  /** Present and true when a chunk of the band will re-embed: changed or added since the baseline (see ReembedSummary). */
  reembed?: true;
}

/**
 * What re-embeds in a document: its chunks matched by content key against a baseline, the last commit
 * (`HEAD`; an empty text when the commit does not hold the file) or, outside git, the text it had when opened.
 */
export interface ReembedSummary {
  /** Chunks changed or added: they need a new embedding. */
  chunks: number;
  /** Their tokens. */
  tokens: number;
  /** Baseline chunks with no counterpart any more (their embeddings are deleted). */
  removed: number;
  against: 'HEAD' | 'opened';
}

/** Lines `startLine` (inclusive) to `endLine` (exclusive), zero-based. */
export interface LineWindow {
  startLine: number;
  endLine: number;
}

export interface DecorationsParams {
  uri: string;
  version: number;
  strategy: StrategyId;
  /**
   * The lines this notification covers: `chunks` holds every band with text in them (whole, even where it
   * reaches beyond), and no other. It is the editor's visible range widened by a margin (server/present/decorationWindow.ts),
   * so a small document is covered whole; bands elsewhere are not sent.
   */
  window: LineWindow;
  chunks: ChunkDecoration[];
  /**
   * True when the notification only moves the window: the editor scrolled out of the last one, and the bands
   * come from the analysis already published (nothing was re-analysed), so chunk data outside the window such
   * as the chunk tree need not be asked for again.
   */
  scrolled?: boolean;
  /**
   * True for the first paint of a big document: bands of the sections around the visible range only, with
   * chunk numbers counted from the first of them. The full analysis of the same version replaces it.
   */
  provisional?: boolean;
  /** What re-embeds in the whole document (not only the window); absent on provisional paints and until the baseline is read. */
  reembed?: ReembedSummary;
}

/** What an editor shows of a document: its `visibleRanges`, forwarded as they are. */
export interface VisibleRangeParams {
  uri: string;
  ranges: Range[];
}

/** The unit a strategy measures its cap in: tokens, or characters (code points) for MinerU. */
export type SizeUnit = 'tok' | 'ch';

/** A size in a strategy's own unit (`812 ch`, `612 tok`). */
export interface Size {
  value: number;
  unit: SizeUnit;
}

/** A chunk as the tree, hovers and the status bar show it. */
export interface ChunkSummary {
  index: number;
  id: string;
  type: ChunkType;
  tokens: number;
  /** The chunk's size in the unit of the strategy's cap (`tokens` when the unit is `tok`). */
  size: Size;
  /** The strategy's hard cap in its own unit (MinerU: characters), when it has one. */
  limit?: Size;
  headingsPath: string[];
  /** The chunks that hold this one (`chunk_size_2048 #1`), outermost first, where the strategy keeps a hierarchy; the tree nests by them instead of headings. */
  parents?: string[];
  /** LightRAG heading with its `[part n]` suffix, where the strategy has one. */
  heading?: string;
  range: Range;
  /** 0-based pages, only where the document's pages are known (page lists, MinerU, page breaks). */
  pages?: number[];
  /** Every section heading a chunk of merged sections holds (adaptive-section), when it holds more than one. */
  sections?: string[];
  reasons: CutReason[];
  /** True when content differs from the source slice (re-injected table header, overlap, joined sections). */
  rewritten: boolean;
  /** How the embed text differs from the source, in words (`table header re-injected`, ...); empty when it does not. */
  edits: string[];
  /** Highest severity among the findings inside the chunk, if any. */
  worstSeverity?: Severity;
  /** Findings on this chunk that only a strategy or budget choice can fix, each with that choice. */
  pipelineNotes?: string[];
  /** Present and true when the chunk will re-embed (ReembedSummary). */
  reembed?: true;
}

/** Heading path (or parent chunks) → chunks: the tree the webview draws. */
export interface ChunkTreeNode {
  heading: string;
  children: ChunkTreeNode[];
  chunks: ChunkSummary[];
}

export interface ChunkTree {
  uri: string;
  version: number;
  strategy: StrategyId;
  tokenizer: string;
  /** Unit of the histogram and of `limit`. */
  unit: SizeUnit;
  /** The strategy's hard cap in its own unit, when it has one; it is one of the histogram's edges. */
  limit?: Size;
  totalChunks: number;
  /** Size histogram in `unit`: `counts[i]` chunks fall in `[edges[i], edges[i+1])`. */
  histogram: { edges: number[]; counts: number[] };
  roots: ChunkTreeNode[];
  /** What re-embeds, once the baseline is read. */
  reembed?: ReembedSummary;
}

export interface ChunkContentParams {
  uri: string;
  index: number;
}

export interface ChunkContent {
  index: number;
  content: string;
  tokens: number;
}

export interface ChunkAtParams {
  uri: string;
  position: { line: number; character: number };
}

/** `chunk` is absent when the position is outside every chunk (e.g. on a heading line). */
export interface ChunkAtResult {
  chunk?: ChunkSummary;
  totalChunks: number;
  strategy: StrategyId;
  /** A Markdown document's site, by its generator's name (absent: no site, or not Markdown). */
  site?: string;
  /** How a Markdown document was read: `Hugo (../hugo.toml) · dialect hugo`. */
  readAs?: string;
}

export interface StrategyChoice {
  id: StrategyId;
  description: string;
}

export interface StrategiesResult {
  active: StrategyId;
  available: StrategyChoice[];
}

export interface SetStrategyParams {
  uri: string;
  /** `null` drops the choice: the document gets the configured strategy again (the client sends it when its last tab closes). */
  strategy: StrategyId | null;
}

export interface ExportChunksResult {
  /** One JSON record per line. */
  jsonl: string;
  count: number;
}

/** `chunklens/embedNow` params: the document, and the token its work-done progress is reported under (else the server creates one). */
export interface EmbedNowParams {
  uri: string;
  workDoneToken?: string;
}

/**
 * `chunklens/embedNow` result: how many distinct texts the document's semantic strategy compares, how many were
 * sent to the endpoint and how many came from the server's cache; `skipped` says why nothing was embedded (the
 * strategy compares no embeddings, no endpoint is configured, the document is not open); `error` is the endpoint's
 * failure, which the server also shows as a window message.
 */
export interface EmbedNowResult {
  texts: number;
  sent: number;
  cached: number;
  skipped?: string;
  error?: string;
}

/** `chunklens/workspaceFiles` result: file URIs in lint order. */
export interface WorkspaceFilesResult {
  uris: string[];
}

export interface ReadFilesParams {
  uris: string[];
  /** Files larger than this (bytes) are not sent: their answer has `reason` instead of `text`. */
  maxBytes: number;
}

/** What is at one URI: nothing (no `kind`), a folder, something else, or a file with its UTF-8 text or why it was not sent. */
export interface FileAnswer {
  uri: string;
  kind?: 'file' | 'folder' | 'other';
  text?: string;
  reason?: string;
}

export interface ReadFilesResult {
  files: FileAnswer[];
}

export interface LintFilesParams {
  uris: string[];
  /**
   * Embed what a semantic strategy compares through `chunklens.embeddings.*` (default true); false after an
   * earlier batch's `embeddingError`, so that a failing endpoint is not asked again for every file.
   */
  embed?: boolean;
  /**
   * The run's last batch (or none, when the run was cancelled): the server then folds what the run linted as `lint`
   * folds a run (a finding of a release copy listed at one copy, one a folder's files repeat listed once) and publishes
   * the pages that changed again; the result counts their findings' change.
   */
  final?: boolean;
}

/**
 * `chunklens/lintFiles` result: how many documents were linted (open ones are skipped) and their findings; for
 * semantic strategies, how many texts were sent to the endpoint, and why embedding stopped if it failed (the
 * batch's remaining documents then show recursive's fallback).
 */
export interface LintFilesResult {
  linted: number;
  findings: number;
  embedded?: number;
  embeddingError?: string;
}

/** `chunklens/compareStrategies` params: the document, and the strategy to set beside its own. */
export interface CompareStrategiesParams {
  uri: string;
  strategy: StrategyId;
}

/** A finding of one side of a comparison; `pipeline` when only a strategy or budget choice can fix it. */
export interface ComparedFinding {
  ruleId: string;
  ruleName: string;
  severity: Severity;
  message: string;
  range: Range;
  pipeline: boolean;
}

/** One strategy's side of a comparison. */
export interface CompareSide {
  strategy: StrategyId;
  tokenizer: string;
  totalChunks: number;
  /** Chunks per bin of the result's `edges`. */
  counts: number[];
  findingsByRule: RuleCount[];
  findings: ComparedFinding[];
  chunks: ChunkSummary[];
  /** Per chunk: who cuts where it starts (`both`, only `a`, only `b`); null for the first chunk. */
  cuts: Array<BoundaryKind | null>;
}

/** Where a chunk starts (after the first), at its first non-whitespace character, and who cuts there. */
export interface BoundaryMark {
  kind: BoundaryKind;
  position: { line: number; character: number };
}

/** `chunklens/compareStrategies` result: side `a` is the document's own strategy, `b` the one asked for. */
export interface CompareStrategiesResult {
  uri: string;
  version: number;
  /** The tokenizer both histograms count in (side a's). */
  measure: string;
  /** Shared histogram bins: `counts[i]` of a side is its chunks in `[edges[i], edges[i+1])` tokens. */
  edges: number[];
  sides: [CompareSide, CompareSide];
  boundaries: BoundaryMark[];
}

/** `chunklens/queryChunks` params. */
export interface QueryChunksParams {
  uri: string;
  query: string;
  /** Rank this strategy's chunks of the document (default: its own strategy). */
  strategy?: StrategyId;
  /** How many hits (1–100, default 5). */
  top?: number;
  /** Rank the chunks of every document "Lint Workspace" reads too, each under its own settings. */
  workspace?: boolean;
}

/** One ranked chunk. */
export interface QueryHit {
  rank: number;
  uri: string;
  /** The chunk's index in its document's chunks under the ranked strategy. */
  index: number;
  score: number;
  /** The chunk's words that matched (lower-cased). */
  terms: string[];
  range: Range;
  headingsPath: string[];
  snippet: string;
}

export interface QueryChunksResult {
  query: string;
  strategy: StrategyId;
  /** Documents and chunks ranked. */
  files: number;
  chunks: number;
  hits: QueryHit[];
}

/** `chunklens/chunkQuestions` params. */
export interface ChunkQuestionsParams {
  uri: string;
  /** Chunk the document under this strategy (default: its own); the set's other documents keep their own. */
  strategy?: StrategyId;
}

/** A chunk of the document that holds part of a question's answer, and its BM25 rank for the question. */
export interface AnswerChunkRef {
  index: number;
  /** 1-based rank over the question set's documents; absent when the chunk shares no word with the question. */
  rank?: number;
}

/** A question of a question set that quotes its answer from the document. */
export interface AskedQuestion {
  id: string;
  question: string;
  /** The question file's URI, and the question's 0-based line in it. */
  questionFile: string;
  line: number;
  /** Every quoted character is in the first `k` chunks BM25 ranks (as `chunklens eval` counts "answered"). */
  answered: boolean;
  /** The document's chunks holding quoted characters, best ranked first. */
  chunks: AnswerChunkRef[];
}

/** `chunklens/chunkQuestions` result. */
export interface ChunkQuestionsResult {
  uri: string;
  strategy: StrategyId;
  /** How many ranked chunks count as retrieved. */
  k: number;
  /** The question files that quote from the document. */
  questionFiles: string[];
  questions: AskedQuestion[];
}
