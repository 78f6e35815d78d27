// Test helpers for the sentence strategy: chunk pages or text with given budgets and read the results.

import { sentenceStrategy } from '../../shared/chunkers/sentence';
import type { Budgets, ChunkResult } from '../../shared/chunkers/types';
import type { Chunk, InputKind } from '../../shared/model/types';
import { parseDocument } from '../../shared/parse';
import { getTokenizer } from '../../shared/tokenizers';

export const DEFAULTS = sentenceStrategy.defaults;

/** Chunks `text` of `kind` with the sentence strategy (cl100k_base) and `budgets` over the defaults. */
export function chunkText(kind: InputKind, text: string, budgets: Budgets = {}): ChunkResult & { text: string } {
  const doc = parseDocument(kind, text);
  const ctx = { tokenizer: getTokenizer('cl100k_base'), budgets: { ...DEFAULTS, ...budgets }, documentId: 'doc' };
  return { ...sentenceStrategy.chunk(doc, ctx), text };
}

/** Chunks a page list given as page texts (page_num = position), written as real `.pages.json`. */
export function chunkPages(pages: string[], budgets: Budgets = {}): ChunkResult & { text: string } {
  return chunkText('pages', JSON.stringify(pages.map((text, page_num) => ({ page_num, text }))), budgets);
}

export const contents = (r: { chunks: Chunk[] }): string[] => r.chunks.map((c) => c.content);

export function countTokens(text: string): number {
  return getTokenizer('cl100k_base').count(text);
}
