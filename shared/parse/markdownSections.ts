// Splits Markdown into independently parsable sections: a new section starts at every ATX heading line that
// is outside front matter, fenced code and HTML blocks. Parsing section by section keeps each remark parse
// small (micromark is superlinear on big inputs) and lets an edit re-parse only the sections it touched.
//
// Why a split there is safe: an ATX heading line (0–3 spaces of indent) closes any open paragraph, list,
// block quote or table, so the parse of what follows it never depends on what came before, except inside
// fences and HTML blocks, which this scanner tracks. When in doubt it does not split: fewer splits only cost
// time, never correctness.

import type { Span } from '../model';

const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const FENCE_OPEN = /^[ \t>]*(?:[-*+]\s+|\d+[.)]\s+)*(`{3,}|~{3,})(.*)$/;
const HTML_UNTIL_MARKER: Array<[RegExp, RegExp]> = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:\s|>|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];
const HTML_UNTIL_BLANK = /^ {0,3}<\/?[A-Za-z][A-Za-z0-9-]*(?:\s|\/?>|$)/;

/** Returns the spans of the top-level sections of `text`, in order, covering all of it. */
export function splitMarkdownSections(text: string): Span[] {
  const starts = [0];
  let offset = 0;
  let fence: { char: string; length: number } | undefined;
  let htmlEnd: RegExp | 'blank' | undefined;
  let lineNo = 0;
  let inFrontMatter = text.startsWith('---\n') || text.startsWith('---\r\n') || text.startsWith('+++\n');
  const frontMatterFence = inFrontMatter ? text.slice(0, 3) : '';

  while (offset < text.length) {
    let end = text.indexOf('\n', offset);
    if (end < 0) end = text.length;
    const line = text.slice(offset, end).replace(/\r$/, '');
    const lineStart = offset;
    offset = end + 1;
    lineNo++;

    if (inFrontMatter) {
      if (lineNo > 1 && line.trimEnd() === frontMatterFence) inFrontMatter = false;
      continue;
    }
    if (fence) {
      const close = line.match(/^[ \t>]*(`{3,}|~{3,})\s*$/);
      if (close && close[1][0] === fence.char && close[1].length >= fence.length) fence = undefined;
      continue;
    }
    if (htmlEnd) {
      if (htmlEnd === 'blank' ? line.trim() === '' : htmlEnd.test(line)) htmlEnd = undefined;
      continue;
    }
    if (ATX_HEADING.test(line)) {
      if (lineStart > 0) starts.push(lineStart);
      continue;
    }
    const open = line.match(FENCE_OPEN);
    if (open && !(open[1][0] === '`' && open[2].includes('`'))) {
      fence = { char: open[1][0], length: open[1].length };
      continue;
    }
    for (const [opener, closer] of HTML_UNTIL_MARKER) {
      if (opener.test(line)) {
        const rest = line.replace(opener, '');
        if (!closer.test(rest)) htmlEnd = closer;
        break;
      }
    }
    if (!htmlEnd && HTML_UNTIL_BLANK.test(line)) htmlEnd = 'blank';
  }

  return starts.map((start, i) => ({ start, end: i + 1 < starts.length ? starts[i + 1] : text.length }));
}
