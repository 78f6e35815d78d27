// The LlamaIndex node parsers chunklens reproduces, each with its constructor arguments and defaults as
// llama-index-core declares them (SentenceSplitter, TokenTextSplitter, MarkdownNodeParser, and the
// MarkdownNodeParser → SentenceSplitter pipeline its documentation recommends, SentenceWindowNodeParser and
// HierarchicalNodeParser).

import type { ChunkParent } from '../../model/types';
import type { Tokenizer } from '../../tokenizers';
import { spansOf, wholeText } from '../mappedText';
import type { OptionSchema } from '../langchain/options';
import { compileSeparator, SeparatorError } from '../langchain/pythonText';
import type { LibraryInfo, OptionProblem, StrategyOptions } from '../types';
import { LibraryError } from '../libraryError';
import { hierarchicalLeaves, type LevelNode } from './hierarchicalNodes';
import { joinRanges } from './joinRanges';
import type { LlamaindexParser, LlamaNode } from './llamaindexStrategy';
import { parseMarkdownNodes } from './markdownNodeParser';
import { splitSentences, type SentenceSplitterArgs } from './sentenceSplitter';
import { sentenceWindowNodes } from './sentenceWindow';
import { splitTokens, type TokenSplitterArgs } from './tokenSplitter';

/**
 * The llama-index-core releases these parsers reproduce: every release from 0.14.6 (which brought sentence.py's
 * overlap fix, #20147) to 0.14.13 has the same sentence.py, token.py, text/utils.py and file/markdown.py blobs
 * (compared in the repository's history; docs/strategies/llamaindex.md names them).
 */
export const LLAMAINDEX_VERSION = '0.14.6–0.14.13';

/** token.py's DEFAULT_METADATA_FORMAT_LEN: tokens TokenTextSplitter reserves for the metadata format. */
export const TOKEN_METADATA_FORMAT_LEN = 2;

/** sentence.py's CHUNKING_REGEX. */
const CHUNKING_REGEX = '[^,.;。？！]+[,.;。？！]?|[,.;。？！]';

const SENTENCE: OptionSchema = {
  chunk_size: { type: 'positiveInt', default: 1024 },
  chunk_overlap: { type: 'nonNegativeInt', default: 200 },
  separator: { type: 'string', default: ' ' },
  paragraph_separator: { type: 'string', default: '\n\n\n' },
  secondary_chunking_regex: { type: 'optionalString', default: CHUNKING_REGEX },
};

const SENTENCE_DEFAULTS: StrategyOptions = Object.fromEntries(Object.entries(SENTENCE).map(([name, spec]) => [name, spec.default]));

const TOKEN: OptionSchema = {
  chunk_size: { type: 'positiveInt', default: 1024 },
  chunk_overlap: { type: 'nonNegativeInt', default: 20 },
  separator: { type: 'string', default: ' ' },
  backup_separators: { type: 'separators', default: ['\n'] },
};

const MARKDOWN: OptionSchema = {
  header_path_separator: { type: 'string', default: '/' },
  include_metadata: { type: 'bool', default: true },
};

/** SentenceWindowNodeParser.from_defaults (the sentence_splitter callable stays split_by_sentence_tokenizer). */
const SENTENCE_WINDOW: OptionSchema = {
  window_size: { type: 'positiveInt', default: 3 },
  window_metadata_key: { type: 'string', default: 'window' },
  original_text_metadata_key: { type: 'string', default: 'original_text' },
};

/** HierarchicalNodeParser.from_defaults: chunk_sizes None means [2048, 512, 128] (node_parser_ids and node_parser_map are objects, not offered). */
const HIERARCHICAL: OptionSchema = {
  chunk_sizes: { type: 'positiveInts', default: [2048, 512, 128] },
  chunk_overlap: { type: 'nonNegativeInt', default: 20 },
};

const info = (splitter: string): LibraryInfo => ({ library: 'llama_index', language: 'python', splitter, version: LLAMAINDEX_VERSION });

/** Separators Python's `str.split` would refuse, and a secondary regex that cannot be read as `re.findall` reads it. */
function checkSplitArgs(o: StrategyOptions): OptionProblem[] {
  const problems: OptionProblem[] = [];
  const separators: Array<[string, unknown]> = [['separator', o.separator], ['paragraph_separator', o.paragraph_separator]];
  if (Array.isArray(o.backup_separators)) separators.push(...o.backup_separators.map((s, i): [string, unknown] => [`backup_separators[${i}]`, s]));
  for (const [path, sep] of separators) if (sep === '') problems.push({ path, message: 'must not be empty (Python\'s str.split raises "ValueError: empty separator")' });
  const regex = o.secondary_chunking_regex;
  if (typeof regex === 'string' && regex !== '') {
    try {
      compileSeparator(regex);
    } catch (error) {
      if (!(error instanceof SeparatorError)) throw error;
      problems.push({ path: 'secondary_chunking_regex', message: error.message.replace(/\(LangChain's re\.split[^)]*\)/, "(re.findall would return the groups' text instead of the matches)") });
    }
  }
  return problems;
}

/** The ValueError each level's SentenceSplitter raises when constructed with an overlap larger than its size. */
function checkLevels(o: StrategyOptions): OptionProblem[] {
  const overlap = o.chunk_overlap as number;
  const larger = (o.chunk_sizes as number[]).find((size) => overlap > size);
  return larger === undefined ? [] : [{ path: 'chunk_overlap', message: `Got a larger chunk overlap (${overlap}) than chunk size (${larger}), should be smaller.` }];
}

function sentenceArgs(o: StrategyOptions, tokenizer: Tokenizer): SentenceSplitterArgs {
  return {
    chunkSize: o.chunk_size as number,
    chunkOverlap: o.chunk_overlap as number,
    separator: o.separator as string,
    paragraphSeparator: o.paragraph_separator as string,
    secondaryChunkingRegex: (o.secondary_chunking_regex as string | null) || null,
    lengthUpTo: (t, limit) => tokenizer.countUpTo(t, limit),
  };
}

function tokenArgs(o: StrategyOptions, tokenizer: Tokenizer): TokenSplitterArgs {
  return {
    chunkSize: o.chunk_size as number,
    chunkOverlap: o.chunk_overlap as number,
    separator: o.separator as string,
    backupSeparators: (o.backup_separators as string[] | null) ?? [],
    length: (t) => tokenizer.count(t),
    lengthUpTo: (t, limit) => tokenizer.countUpTo(t, limit),
  };
}

/**
 * `split_text_metadata_aware` as `get_nodes_from_documents` calls it: the chunk size less the length of the
 * node's metadata string ("key: value" lines) and of what the splitter reserves for its format (TokenTextSplitter
 * 2 tokens); ValueError when nothing is left.
 */
function effectiveChunkSize(chunkSize: number, metadata: Record<string, string>, reserved: number, tokenizer: Tokenizer): number {
  const metadataLength = tokenizer.count(Object.entries(metadata).map(([k, v]) => `${k}: ${v}`).join('\n')) + reserved;
  if (chunkSize - metadataLength <= 0) {
    throw new LibraryError(
      'ValueError',
      `Metadata length (${metadataLength}) is longer than chunk size (${chunkSize}). Consider increasing the chunk size or decreasing the size of your metadata to avoid this.`,
    );
  }
  return chunkSize - metadataLength;
}

function markdownNodes(text: string, o: StrategyOptions): LlamaNode[] {
  return parseMarkdownNodes(text, o.header_path_separator as string).map((node) => ({
    content: node.content,
    metadata: o.include_metadata ? { header_path: node.headerPath } : ({} as Record<string, string>),
    headings: node.headings,
  }));
}

function sentenceWindows(text: string, o: StrategyOptions): LlamaNode[] {
  return sentenceWindowNodes(text, o.window_size as number).map((node) => ({
    content: node.sentence,
    metadata: { [o.window_metadata_key as string]: node.window.text, [o.original_text_metadata_key as string]: node.sentence.text },
    headings: [],
  }));
}

/**
 * The leaves of HierarchicalNodeParser over a document of `text` and `metadata` (none for a chunklens document;
 * the library's tests use Document.example()'s), each with its parents as the chunk tree shows them (a parent
 * shared by leaves is one object). Every level's SentenceSplitter has SentenceSplitter's defaults but
 * chunk_size and chunk_overlap, as `from_defaults` builds it.
 */
export function hierarchicalNodes(text: string, o: StrategyOptions, tokenizer: Tokenizer, metadata: Record<string, string> = {}): LlamaNode[] {
  const sizes = o.chunk_sizes as number[];
  const args = sentenceArgs({ ...SENTENCE_DEFAULTS, chunk_overlap: o.chunk_overlap }, tokenizer);
  const effective = sizes.map((size) => effectiveChunkSize(size, metadata, 0, tokenizer));
  const parents = new Map<LevelNode, ChunkParent>();
  const parentOf = (node: LevelNode): ChunkParent => {
    let parent = parents.get(node);
    if (!parent) {
      parent = { label: `chunk_size_${sizes[node.level]} #${node.index + 1}`, spans: spansOf(node.content), tokens: node.tokens };
      parents.set(node, parent);
    }
    return parent;
  };
  return hierarchicalLeaves(text, effective, args, tokenizer).map((leaf) => ({ content: leaf.content, metadata: { ...metadata }, headings: [], parents: leaf.parents.map(parentOf) }));
}

export const LLAMAINDEX_PARSERS: readonly LlamaindexParser[] = [
  {
    id: 'llamaindex-sentence',
    library: info('SentenceSplitter'),
    description: 'LlamaIndex SentenceSplitter: paragraphs, Punkt sentences, phrases, words; chunk_size tokens (cl100k) with overlap',
    inputKinds: ['markdown', 'text'],
    schema: SENTENCE,
    check: checkSplitArgs,
    rewrite: 'SentenceSplitter left out text between splits (a secondary_chunking_regex that does not match everything)',
    parse(text, o, t) {
      const base = wholeText(text);
      return splitSentences(text, effectiveChunkSize(o.chunk_size as number, {}, 0, t), sentenceArgs(o, t)).map((r) => ({ content: joinRanges(base, r), metadata: {}, headings: [] }));
    },
  },
  {
    id: 'llamaindex-token',
    library: info('TokenTextSplitter'),
    description: 'LlamaIndex TokenTextSplitter: words, then lines, then characters, packed to chunk_size tokens (cl100k)',
    inputKinds: ['markdown', 'text'],
    schema: TOKEN,
    check: checkSplitArgs,
    rewrite: 'TokenTextSplitter joined splits that the source holds apart',
    parse(text, o, t) {
      const base = wholeText(text);
      return splitTokens(text, effectiveChunkSize(o.chunk_size as number, {}, TOKEN_METADATA_FORMAT_LEN, t), tokenArgs(o, t)).map((r) => ({ content: joinRanges(base, r), metadata: {}, headings: [] }));
    },
  },
  {
    id: 'llamaindex-markdown',
    library: info('MarkdownNodeParser'),
    description: 'LlamaIndex MarkdownNodeParser: one node per heading section (no size bound), metadata header_path',
    inputKinds: ['markdown', 'text'],
    schema: MARKDOWN,
    rewrite: 'MarkdownNodeParser rewrote the heading line as "#"×level + " " + title (the source has other white space after the hashes)',
    parse: (text, o) => markdownNodes(text, o),
  },
  {
    id: 'llamaindex-markdown-sentence',
    library: info('MarkdownNodeParser + SentenceSplitter'),
    description: 'LlamaIndex pipeline: MarkdownNodeParser sections, each split by SentenceSplitter (chunk_size less its header_path metadata)',
    inputKinds: ['markdown', 'text'],
    schema: { ...SENTENCE, ...MARKDOWN },
    check: checkSplitArgs,
    rewrite: 'MarkdownNodeParser rewrote a heading line, or SentenceSplitter left out text between splits',
    parse(text, o, t) {
      const args = sentenceArgs(o, t);
      return markdownNodes(text, o).flatMap((md) =>
        splitSentences(md.content.text, effectiveChunkSize(o.chunk_size as number, md.metadata, 0, t), args).map((r) => ({ content: joinRanges(md.content, r), metadata: md.metadata, headings: md.headings })),
      );
    },
  },
  {
    id: 'llamaindex-sentence-window',
    library: info('SentenceWindowNodeParser'),
    description: 'LlamaIndex SentenceWindowNodeParser: one node per Punkt sentence, the window_size sentences around it in metadata (the LLM gets the window)',
    inputKinds: ['markdown', 'text'],
    schema: SENTENCE_WINDOW,
    rewrite: 'SentenceWindowNodeParser never rewrites a sentence',
    parse: (text, o) => sentenceWindows(text, o),
  },
  {
    id: 'llamaindex-hierarchical',
    library: info('HierarchicalNodeParser'),
    description: 'LlamaIndex HierarchicalNodeParser: SentenceSplitter at each of chunk_sizes in turn; the leaves are embedded, their parents kept for auto-merging',
    inputKinds: ['markdown', 'text'],
    schema: HIERARCHICAL,
    check: checkLevels,
    rewrite: 'SentenceSplitter left out text between splits',
    parse: (text, o, t) => hierarchicalNodes(text, o, t),
  },
];

/**
 * `split_text(text)` of the SentenceSplitter or TokenTextSplitter behind `id` with validated `options`, or
 * `split_text_metadata_aware(text, metadata_str)` when `metadataStr` is given: the chunk texts, as the
 * library's own tests call them.
 */
export function splitText(id: 'llamaindex-sentence' | 'llamaindex-token', options: StrategyOptions, tokenizer: Tokenizer, text: string, metadataStr?: string): string[] {
  const chunkSize = options.chunk_size as number;
  const reduce = (reserved: number) => (metadataStr === undefined ? chunkSize : chunkSize - tokenizer.count(metadataStr) - reserved);
  const ranges =
    id === 'llamaindex-sentence'
      ? splitSentences(text, reduce(0), sentenceArgs(options, tokenizer))
      : splitTokens(text, reduce(TOKEN_METADATA_FORMAT_LEN), tokenArgs(options, tokenizer));
  return ranges.map((r) => r.map((x) => text.slice(x.start, x.end)).join(''));
}
