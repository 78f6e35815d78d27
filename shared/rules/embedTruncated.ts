// CK011: a chunk whose embed text is longer than the configured embedding model reads (`embeddingModel`): the
// model silently drops the rest, so that part of the chunk can never be found by its meaning.
//
// Who fixes it: the pipeline, by a chunk size within the model's limit (or a model that reads more); the finding
// sits where the cut-off text starts in the source and quotes its first words.

import type { DocumentText } from '../text/documentText';
import type { Chunk, SourceSpan } from '../model/types';
import type { Tokenizer } from '../tokenizers';
import { chunkNumber, renumberLeadingChunk } from './chunkNumbers';
import type { Rule } from './types';

/** Characters of the lost text quoted in the message. */
const QUOTE_LENGTH = 40;

/**
 * Where `offset` of the chunk's content is in the source: each span's text is found in the content after the
 * one before (text the strategy inserted lies between them), as the span invariants hold.
 */
function sourceOffset(chunk: Chunk, text: DocumentText, offset: number): SourceSpan | undefined {
  let from = 0;
  for (const span of chunk.spans) {
    const at = chunk.content.indexOf(text.slice(span.start, span.end), from);
    if (at < 0) return undefined;
    if (offset < at + span.end - span.start) return { start: span.start + Math.max(0, offset - at), end: span.end };
    from = at + span.end - span.start;
  }
  return undefined;
}

/** The content offset where the text after the first `limit` tokens starts (a cut inside a character moves past it). */
function cutOffset(content: string, tokenizer: Tokenizer, ids: readonly number[], limit: number): number {
  const kept = tokenizer.decode(ids.slice(0, limit));
  const whole = kept.endsWith('\uFFFD') && !content.startsWith(kept) ? kept.length - 1 : kept.length;
  return Math.min(content.length, whole);
}

export const embedTruncated: Rule = {
  id: 'CK011',
  names: ['embed-truncated'],
  tags: ['size', 'embedding'],
  defaultSeverity: 'warning',
  description: "A chunk's embed text is longer than the configured embedding model reads; the rest is cut off",
  renumber: renumberLeadingChunk,
  check: ({ doc, chunks, embedding }, report) => {
    if (!embedding) return;
    const { model, tokenizer } = embedding;
    for (const c of chunks) {
      if (tokenizer.countUpTo(c.content, model.limit) <= model.limit) continue;
      const tokens = tokenizer.count(c.content);
      const unit = `${tokenizer.id} tokens${model.approximation ? ` (${model.approximation})` : ''}`;
      const at = cutOffset(c.content, tokenizer, tokenizer.encode(c.content), model.limit);
      const where = sourceOffset(c, doc.text, at) ?? c.spans.find((s) => !s.overlap) ?? c.spans[0];
      const lost = c.content.slice(at, at + QUOTE_LENGTH).replace(/\s+/g, ' ').trim() + (c.content.length > at + QUOTE_LENGTH ? '…' : '');
      const cut = tokens - model.limit;
      report({
        span: { start: where.start, end: Math.min(where.end, where.start + QUOTE_LENGTH) },
        chunkIndex: c.index,
        message:
          `Chunk ${chunkNumber(c.index)} has ${tokens} ${unit}; ${model.name} reads ${model.limit}, so the last ${cut} (${Math.round((100 * cut) / tokens)}%) ` +
          `are cut off before embedding${lost ? `, from "${lost}" to the chunk's end` : ''}`,
        pipeline: {
          cause: `the strategy makes chunks longer than ${model.name} reads (${model.limit} tokens)`,
          remedy: `a chunk size of at most ${model.limit} tokens, or an embedding model with a longer input`,
        },
      });
    }
  },
};
