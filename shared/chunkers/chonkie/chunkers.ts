// The chonkie chunkers chunklens reproduces, each with its constructor arguments and defaults as chonkie 1.6.8
// declares them.

import type { LibraryInfo } from '../types';
import type { ChonkieChunker } from './chonkieStrategy';
import { markdownDocumentChunks } from './markdownDocument';
import { MARKDOWN_CHEF_SCHEMA, overlapTokens, RECURSIVE_SCHEMA, SENTENCE_SCHEMA, TABLE_SCHEMA, TOKEN_SCHEMA } from './options';
import { RECIPES } from './recipes';
import { chunkRecursively } from './recursiveChunker';
import { parseRules } from './recursiveRules';
import { chunkSentences } from './sentenceChunker';
import { chunkMarkdownTables } from './tableChunker';
import { chunkTokens } from './tokenChunker';

/** The release of chonkie (Python) these strategies reproduce. */
export const CHONKIE_VERSION = '1.6.8';

const python = (splitter: string): LibraryInfo => ({ library: 'chonkie', language: 'python', splitter, version: CHONKIE_VERSION });

export const CHONKIE_CHUNKERS: readonly ChonkieChunker[] = [
  {
    id: 'chonkie-recursive',
    library: python('RecursiveChunker'),
    description: 'chonkie RecursiveChunker: paragraphs, sentences, pauses, words, tokens (the Markdown recipe via "recipe": "markdown")',
    inputKinds: ['markdown', 'text'],
    schema: RECURSIVE_SCHEMA,
    chunk: (text, o, tokenizer) =>
      chunkRecursively(
        text,
        {
          chunkSize: o.chunk_size as number,
          minCharactersPerChunk: o.min_characters_per_chunk as number,
          levels: typeof o.recipe === 'string' ? RECIPES[o.recipe].levels : parseRules(o.rules ?? {}).levels,
        },
        tokenizer,
      ),
  },
  {
    id: 'chonkie-token',
    library: python('TokenChunker'),
    description: 'chonkie TokenChunker: windows of chunk_size tokens every chunk_size - chunk_overlap tokens',
    inputKinds: ['markdown', 'text'],
    schema: TOKEN_SCHEMA,
    chunk: (text, o, tokenizer) => chunkTokens(text, o.chunk_size as number, overlapTokens(o), tokenizer),
  },
  {
    id: 'chonkie-sentence',
    library: python('SentenceChunker'),
    description: 'chonkie SentenceChunker: sentences cut at delim, packed up to chunk_size tokens, overlap by whole sentences',
    inputKinds: ['markdown', 'text'],
    schema: SENTENCE_SCHEMA,
    chunk: (text, o, tokenizer) =>
      chunkSentences(
        text,
        {
          chunkSize: o.chunk_size as number,
          chunkOverlap: o.chunk_overlap as number,
          minSentencesPerChunk: o.min_sentences_per_chunk as number,
          minCharactersPerSentence: o.min_characters_per_sentence as number,
          delim: o.delim as string | string[],
          includeDelim: (o.include_delim as 'prev' | 'next' | null) ?? 'prev',
        },
        tokenizer,
      ),
  },
];

/** The chunkers of chonkie's Markdown handling: TableChunker over the MarkdownChef, and the chef itself. */
export const CHONKIE_MARKDOWN_CHUNKERS: readonly ChonkieChunker[] = [
  {
    id: 'chonkie-table',
    library: python('TableChunker'),
    description: 'chonkie TableChunker over MarkdownChef: each table cut into chunk_size data rows (or tokens) repeating its header, the text between tables as the chef cuts it',
    inputKinds: ['markdown', 'text'],
    schema: TABLE_SCHEMA,
    rewrite: 'a table chunk repeats the table header before its rows (and an HTML table gets its closing tags)',
    chunk: (text, o, tokenizer) => chunkMarkdownTables(text, { chunkSize: o.chunk_size as number, byRows: o.tokenizer === 'row' }, tokenizer),
  },
  {
    id: 'chonkie-markdown',
    library: python('MarkdownChef'),
    description: 'chonkie MarkdownChef (chonkie has no MarkdownChunker): tables, fenced code and images apart, the text between them as chunks',
    inputKinds: ['markdown', 'text'],
    schema: MARKDOWN_CHEF_SCHEMA,
    chunk: (text, _o, tokenizer) => markdownDocumentChunks(text, tokenizer),
  },
];
