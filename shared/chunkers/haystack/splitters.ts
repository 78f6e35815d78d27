// The Haystack splitters chunklens reproduces, each with its constructor arguments and defaults as haystack-ai
// 2.31.0 declares them and the checks its `__init__` makes.

import { getTokenizer } from '../../tokenizers';
import type { LibraryInfo } from '../types';
import { splitDocument, type DocumentSplitterArgs } from './documentSplitter';
import type { HaystackSplitter } from './haystackStrategy';
import { splitMarkdownHeaders, type MarkdownHeaderArgs } from './markdownHeaderSplitter';
import { checkOverlap, checkRecursiveOverlap, type HaystackSchema } from './options';
import { splitRecursively, type RecursiveSplitterArgs } from './recursiveSplitter';

/** The haystack-ai release these splitters reproduce (deepset-ai/haystack tag v2.31.0, the last 2.x release). */
export const HAYSTACK_VERSION = '2.31.0';

const info = (splitter: string): LibraryInfo => ({ library: 'haystack-ai', language: 'python', splitter, version: HAYSTACK_VERSION });

/** `DocumentSplitter.__init__`'s arguments that cut at a character (sentence and function units are not offered). */
const DOCUMENT_SPLITTER: HaystackSchema = {
  split_by: { type: 'splitBy', default: 'word' },
  split_length: { type: 'positiveInt', default: 200 },
  split_overlap: { type: 'nonNegativeInt', default: 0 },
  split_threshold: { type: 'nonNegativeInt', default: 0 },
};

/** `MarkdownHeaderSplitter.__init__`'s arguments (skip_empty_documents is not offered: chunklens has no empty chunks). */
const MARKDOWN_HEADER_SPLITTER: HaystackSchema = {
  page_break_character: { type: 'string', default: '\f' },
  keep_headers: { type: 'bool', default: true },
  header_split_levels: { type: 'levels', default: [1, 2, 3, 4, 5, 6] },
  secondary_split: { type: 'secondarySplit', default: null },
  split_length: { type: 'positiveInt', default: 200 },
  split_overlap: { type: 'nonNegativeInt', default: 0 },
  split_threshold: { type: 'nonNegativeInt', default: 0 },
};

/** `RecursiveDocumentSplitter.__init__`'s arguments. */
const RECURSIVE_DOCUMENT_SPLITTER: HaystackSchema = {
  split_length: { type: 'splitLength', default: 200 },
  split_overlap: { type: 'overlap', default: 0 },
  split_unit: { type: 'splitUnit', default: 'word' },
  separators: { type: 'separators', default: null },
  sentence_splitter_params: { type: 'sentenceParams', default: null },
};

export const HAYSTACK_SPLITTERS: readonly HaystackSplitter[] = [
  {
    id: 'haystack-document',
    library: info('DocumentSplitter'),
    description: 'Haystack DocumentSplitter: split_length words, passages, periods, lines or pages every split_length - split_overlap, small tails joined (split_threshold)',
    inputKinds: ['markdown', 'text'],
    schema: DOCUMENT_SPLITTER,
    check: checkOverlap,
    defaultTokenizer: () => 'chars',
    rewrite: 'a window under split_threshold units is joined to the split before it, which can repeat the overlap',
    split: (text, o) => splitDocument(text, o as unknown as DocumentSplitterArgs),
  },
  {
    id: 'haystack-markdown-header',
    library: info('MarkdownHeaderSplitter'),
    description: 'Haystack MarkdownHeaderSplitter: a chunk per ATX header section (chosen levels, outside fenced code) with its parent headers, optionally split again by DocumentSplitter',
    inputKinds: ['markdown', 'text'],
    schema: MARKDOWN_HEADER_SPLITTER,
    // DocumentSplitter's checks hold where it is built: with a secondary_split.
    check: (o) => (o.secondary_split ? checkOverlap(o) : []),
    defaultTokenizer: () => 'chars',
    rewrite: 'the headers of empty sections are joined to the next section with "\n", and the whitespace after them dropped',
    split: (text, o) => splitMarkdownHeaders(text, o as unknown as MarkdownHeaderArgs),
  },
];

/** RecursiveDocumentSplitter, registered after the strategies that came before it. */
export const HAYSTACK_RECURSIVE_SPLITTER: HaystackSplitter = {
  id: 'haystack-recursive',
  library: info('RecursiveDocumentSplitter'),
  description: 'Haystack RecursiveDocumentSplitter: cut by "\\n\\n", sentences, "\\n", " " in turn until split_length words, characters or o200k tokens, then fixed windows; split_overlap units repeated',
  inputKinds: ['markdown', 'text'],
  schema: RECURSIVE_DOCUMENT_SPLITTER,
  check: checkRecursiveOverlap,
  defaultTokenizer: (o) => (o.split_unit === 'token' ? 'o200k_base' : 'chars'),
  rewrite: 'sentences are joined without the white space between them (keep_white_spaces false), word windows and overlaps rejoin their words with one space',
  // The token unit is o200k_base whatever counts the chunks; the context's tokenizer when it is that one.
  split: (text, o, tokenizer) => splitRecursively(text, o as unknown as RecursiveSplitterArgs, tokenizer.id === 'o200k_base' ? tokenizer : getTokenizer('o200k_base')),
};
