// The LangChain (Python) splitters chunklens reproduces, each with its constructor arguments and defaults as
// langchain_text_splitters 1.1.2 declares them.

import type { Tokenizer } from '../../tokenizers';
import { DEFAULT_SEPARATORS, MARKDOWN_SEPARATORS, splitCharacter, splitRecursiveCharacter, type TextSplitterArgs } from './characterSplitters';
import type { LibraryInfo, StrategyOptions } from '../types';
import type { LangchainDocument, LangchainSplitter } from './langchainStrategy';
import { LANGUAGE_SEPARATORS } from './languageSeparators';
import { wholeText, type MappedText } from '../mappedText';
import { splitMarkdownHeaders, type MarkdownHeaderArgs } from './markdownHeaderSplitter';
import { pythonRecords } from './pythonRecords';
import type { OptionSchema } from './options';
import type { KeepSeparator } from './splitWithSeparator';
import { splitOnTokens } from './tokenSplitter';

/** TextSplitter's own arguments (base.py); `length_function` is the tokenizer, `encoding_name` is from_tiktoken_encoder's. */
const BASE: OptionSchema = {
  chunk_size: { type: 'positiveInt', default: 4000 },
  chunk_overlap: { type: 'nonNegativeInt', default: 200 },
  keep_separator: { type: 'keepSeparator', default: false },
  add_start_index: { type: 'bool', default: false },
  strip_whitespace: { type: 'bool', default: true },
  encoding_name: { type: 'encoding', default: null },
};

const RECURSIVE: OptionSchema = {
  ...BASE,
  keep_separator: { type: 'keepSeparator', default: true },
  separators: { type: 'separators', default: null },
  is_separator_regex: { type: 'bool', default: false },
  language: { type: 'language', default: null },
};

/** MarkdownHeaderTextSplitter's arguments; `headers_to_split_on` (required there) defaults to LangChain's documented example. */
const MARKDOWN_HEADER: OptionSchema = {
  headers_to_split_on: { type: 'headers', default: [['#', 'Header 1'], ['##', 'Header 2'], ['###', 'Header 3']] },
  return_each_line: { type: 'bool', default: false },
  strip_headers: { type: 'bool', default: true },
  custom_header_patterns: { type: 'headerLevels', default: null },
};

/** The version of langchain_text_splitters (Python) these strategies reproduce. */
export const LANGCHAIN_VERSION = '1.1.2';

const python = (splitter: string): LibraryInfo => ({ library: 'langchain_text_splitters', language: 'python', splitter, version: LANGCHAIN_VERSION });

const REWRITE_JOIN = 'LangChain joined splits with the separator where the source holds other text between them (or stripped, or dropped empty splits)';

function baseArgs(o: StrategyOptions, tokenizer: Tokenizer): TextSplitterArgs {
  return {
    chunkSize: o.chunk_size as number,
    chunkOverlap: o.chunk_overlap as number,
    keepSeparator: o.keep_separator as KeepSeparator,
    stripWhitespace: o.strip_whitespace as boolean,
    length: (t) => tokenizer.count(t),
  };
}

const plain = (docs: MappedText[]): LangchainDocument[] => docs.map((content) => ({ content, metadata: new Map() }));

function recursive(m: MappedText, o: StrategyOptions, tokenizer: Tokenizer): MappedText[] {
  const language = typeof o.language === 'string' ? LANGUAGE_SEPARATORS[o.language] : undefined;
  const separators = language ?? (o.separators as string[] | null) ?? DEFAULT_SEPARATORS;
  return splitRecursiveCharacter(m, separators, language !== undefined || o.is_separator_regex === true, baseArgs(o, tokenizer));
}

function headerArgs(o: StrategyOptions): MarkdownHeaderArgs {
  return {
    headersToSplitOn: o.headers_to_split_on as Array<[string, string | null]>,
    returnEachLine: o.return_each_line as boolean,
    stripHeaders: o.strip_headers as boolean,
    customHeaderPatterns: (o.custom_header_patterns as Record<string, number> | null) ?? {},
  };
}

export const LANGCHAIN_SPLITTERS: readonly LangchainSplitter[] = [
  {
    id: 'langchain-recursive',
    library: python('RecursiveCharacterTextSplitter'),
    records: pythonRecords,
    description: 'LangChain RecursiveCharacterTextSplitter (also from_language via "language", from_tiktoken_encoder via "encoding_name")',
    inputKinds: ['markdown', 'text'],
    schema: RECURSIVE,
    defaultTokenizer: 'chars',
    rewrite: REWRITE_JOIN,
    split: (text, o, t) => plain(recursive(wholeText(text), o, t)),
  },
  {
    id: 'langchain-character',
    library: python('CharacterTextSplitter'),
    records: pythonRecords,
    description: 'LangChain CharacterTextSplitter: cut at one separator ("\\n\\n"), merge up to chunk_size',
    inputKinds: ['markdown', 'text'],
    schema: { ...BASE, separator: { type: 'string', default: '\n\n' }, is_separator_regex: { type: 'bool', default: false } },
    defaultTokenizer: 'chars',
    rewrite: REWRITE_JOIN,
    split: (text, o, t) => plain(splitCharacter(wholeText(text), o.separator as string, o.is_separator_regex as boolean, baseArgs(o, t))),
  },
  {
    id: 'langchain-markdown',
    library: python('MarkdownTextSplitter'),
    records: pythonRecords,
    description: "LangChain MarkdownTextSplitter: the recursive splitter with Markdown's separators, read as literal text",
    inputKinds: ['markdown', 'text'],
    schema: { ...BASE, keep_separator: { type: 'keepSeparator', default: true }, is_separator_regex: { type: 'bool', default: false } },
    defaultTokenizer: 'chars',
    rewrite: REWRITE_JOIN,
    split: (text, o, t) => plain(splitRecursiveCharacter(wholeText(text), MARKDOWN_SEPARATORS, o.is_separator_regex as boolean, baseArgs(o, t))),
  },
  {
    id: 'langchain-token',
    library: python('TokenTextSplitter'),
    records: pythonRecords,
    description: 'LangChain TokenTextSplitter: windows of chunk_size tokens (gpt2) every chunk_size - chunk_overlap tokens',
    inputKinds: ['markdown', 'text'],
    schema: { ...BASE, encoding_name: { type: 'encoding', default: 'gpt2' } },
    check: (o) => ((o.chunk_overlap as number) >= (o.chunk_size as number) ? [{ path: 'chunk_overlap', message: 'tokens_per_chunk must be greater than chunk_overlap' }] : []),
    defaultTokenizer: 'gpt2',
    rewrite: 'a token window cuts a character: its bytes decode to U+FFFD',
    split: (text, o, t) => plain(splitOnTokens(text, t, o.chunk_size as number, o.chunk_overlap as number)),
  },
  {
    id: 'langchain-markdown-header',
    library: python('MarkdownHeaderTextSplitter'),
    records: pythonRecords,
    description: 'LangChain MarkdownHeaderTextSplitter: one document per header section, metadata = heading path',
    inputKinds: ['markdown', 'text'],
    schema: MARKDOWN_HEADER,
    defaultTokenizer: 'chars',
    rewrite: 'MarkdownHeaderTextSplitter re-joins lines: each line stripped, blank lines dropped, joined with "\\n" (and sections with "  \\n")',
    split: (text, o) => splitMarkdownHeaders(text, headerArgs(o)),
  },
  {
    id: 'langchain-markdown-header-recursive',
    library: python('MarkdownHeaderTextSplitter + RecursiveCharacterTextSplitter'),
    records: pythonRecords,
    description: "LangChain's documented two-stage pipeline: header sections, then each section split recursively",
    inputKinds: ['markdown', 'text'],
    schema: { ...RECURSIVE, ...MARKDOWN_HEADER },
    defaultTokenizer: 'chars',
    rewrite: 'MarkdownHeaderTextSplitter re-joins lines (stripped, blank lines dropped, "\\n" / "  \\n"), or the recursive splitter joined splits with a separator',
    split: (text, o, t) =>
      splitMarkdownHeaders(text, headerArgs(o)).flatMap((section) => recursive(section.content, o, t).map((content) => ({ content, metadata: section.metadata }))),
  },
];
