// The records LangChain's Python splitters return: `Document(page_content, metadata)`, with `start_index` as
// `create_documents(add_start_index=True)` computes it.

import { charsTokenizer } from '../../tokenizers/chars';
import type { LangchainDocument } from './langchainStrategy';
import type { StrategyOptions } from '../types';

/** `{page_content, metadata}` per document; metadata in insertion order, `start_index` last when asked for. */
export function pythonRecords(docs: readonly LangchainDocument[], text: string, options: StrategyOptions): Array<Record<string, unknown>> {
  const start = options.add_start_index === true ? startIndexFinder(text, (options.chunk_overlap as number | undefined) ?? 0) : undefined;
  return docs.map((d) => {
    const metadata: Record<string, unknown> = Object.fromEntries(d.metadata);
    if (start) metadata.start_index = start(d.content.text);
    return { page_content: d.content.text, metadata };
  });
}

/**
 * `create_documents` with `add_start_index=True`: each chunk searched for (`str.find`) from the previous chunk's
 * start plus its length minus `chunk_overlap`, in code points as Python counts; -1 where it is not found
 * (rewritten text). chunklens's own source spans sit beside it in the record.
 */
function startIndexFinder(text: string, overlap: number): (chunk: string) => number {
  const { toCodePoint, toUtf16 } = codePointIndex(text);
  let index = 0;
  let previousLength = 0;
  return (chunk) => {
    const at = text.indexOf(chunk, toUtf16(Math.max(0, index + previousLength - overlap)));
    index = at < 0 ? -1 : toCodePoint(at);
    previousLength = charsTokenizer.count(chunk);
    return index;
  };
}

/** Conversions between UTF-16 offsets and code point offsets of `text` (identities when it has no astral characters). */
function codePointIndex(text: string): { toCodePoint: (utf16: number) => number; toUtf16: (cp: number) => number } {
  if (!/[\uD800-\uDBFF]/.test(text)) return { toCodePoint: (n) => n, toUtf16: (n) => n };
  const cpAt = new Int32Array(text.length + 1);
  const utf16At: number[] = [];
  let cp = 0;
  for (let i = 0; i < text.length; i++) {
    cpAt[i] = cp;
    utf16At[cp] = i;
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) cpAt[++i] = cp;
    cp++;
  }
  cpAt[text.length] = cp;
  utf16At[cp] = text.length;
  return { toCodePoint: (n) => cpAt[n], toUtf16: (n) => utf16At[Math.min(n, cp)] };
}
