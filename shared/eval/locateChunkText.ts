// Where Chroma's evaluation code believes a chunk lies: it never asks the splitter, it searches the chunk's text
// in the corpus (utils.rigorous_document_search). `eval --chroma-compat` uses this to reproduce its figures.
//
// Invariant (shared/README.md invariant 1): pure; linear in the text for the exact search, and the fallback's pattern has no
// nested quantifiers.

import type { Span } from '../model/types';

/**
 * The range Chroma's code gives a chunk of `content` in `text`: one final `.` dropped, then the first exact
 * occurrence; else the first match ignoring case with any whitespace between the words. Undefined where it would
 * go on to fuzzy sentence matching (the caller keeps the chunk's own spans).
 */
export function locateChunkText(text: string, content: string): Span | undefined {
  const target = content.endsWith('.') ? content.slice(0, -1) : content;
  const at = text.indexOf(target);
  if (at >= 0) return { start: at, end: at + target.length };
  const words = target.split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  const match = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*'), 'iu').exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : undefined;
}
