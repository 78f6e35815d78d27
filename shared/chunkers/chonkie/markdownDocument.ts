// The MarkdownDocument that chonkie's MarkdownChef makes of a text, as chunks in document order: its chunks of
// prose, and its tables, code blocks and images, each with the record chonkie keeps of it.

import type { Tokenizer } from '../../tokenizers';
import { sliceMapped, wholeText } from '../mappedText';
import { codePointOffsets } from './codePoints';
import { parseMarkdown } from './markdownChef';
import type { ChonkieChunk } from './recursiveChunker';

/** Python's `Path(src).name` on POSIX: the last path component, `.` and empty components left out. */
function pathName(src: string): string {
  const parts = src.split('/').filter((p) => p !== '' && p !== '.');
  return parts.length ? parts[parts.length - 1] : '';
}

/**
 * `MarkdownChef(tokenizer).parse(text)` as chunks sorted by start then end, each the text chonkie's indices
 * cover: a prose chunk (a `Chunk`, `token_count` by `tokenizer`), a table (`MarkdownTable`), a fenced block
 * (`MarkdownCode`: `content` is the code inside the fences, which may be empty, so the chunk is the whole
 * block) and an image's Markdown (`MarkdownImage`: `content` is its source, `alias` its alt text or else the
 * source's file name, "base64_image" for a data URL). Each record carries `kind`, the MarkdownDocument list it
 * is from; the token count shown for a table, block or image is of its `content`.
 */
export function markdownDocumentChunks(text: string, tokenizer: Tokenizer): ChonkieChunk[] {
  const doc = parseMarkdown(text);
  const base = wholeText(text);
  const cp = codePointOffsets(text);
  const out: Array<{ start: number; end: number; chunk: ChonkieChunk }> = [];
  const add = (start: number, end: number, tokenCount: number, record: Record<string, unknown>): void => {
    out.push({ start, end, chunk: { content: sliceMapped(base, start, end), startIndex: cp(start), endIndex: cp(end), tokenCount, record } });
  };
  for (const c of doc.chunks) {
    const t = text.slice(c.start, c.end);
    const count = tokenizer.count(t);
    add(c.start, c.end, count, { kind: 'chunk', text: t, start_index: cp(c.start), end_index: cp(c.end), token_count: count });
  }
  for (const t of doc.tables) {
    const content = text.slice(t.start, t.end);
    add(t.start, t.end, tokenizer.count(content), { kind: 'table', content, start_index: cp(t.start), end_index: cp(t.end) });
  }
  for (const c of doc.code) {
    const content = text.slice(c.contentStart, c.contentEnd);
    add(c.start, c.end, tokenizer.count(content), { kind: 'code', content, language: c.language, start_index: cp(c.start), end_index: cp(c.end) });
  }
  for (const i of doc.images) {
    const alias = i.alt ? i.alt : i.src.startsWith('data:') ? 'base64_image' : pathName(i.src);
    add(i.start, i.end, tokenizer.count(i.src), { kind: 'image', alias, content: i.src, start_index: cp(i.start), end_index: cp(i.end), link: i.link });
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end).map((o) => o.chunk);
}
