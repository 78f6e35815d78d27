// A line written as an ATX heading whose `#`s are followed by a no-break or other Unicode space instead of a space
// or a tab (`##\u00A0New field types`, as editors and word processors paste it). CommonMark reads it as a paragraph, so
// the section before it goes on under the wrong heading: every chunk of it carries the wrong heading path.

import type { Block, Span } from '../model/types';
import type { DocumentText } from '../text/documentText';

/** `#` to `######`, then a Unicode space that is not a space or a tab, then the title. */
const MISTYPED = /^[ ]{0,3}(#{1,6})[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+(\S[^\n]*)$/gm;
/** A `#` right before such a space: what a paragraph must hold before its source is read line by line. */
const MISTYPED_MARK = /#[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/;
/** Paragraphs longer than this are not read (a heading line is short, and the scan stays linear). */
const MAX_READ = 20_000;

/** A line that opens with `#` (a heading, a mistyped one, or a comment of a script pasted without its fence). */
const HASH_LINE = /^[ ]{0,3}#/;
/** How much of a neighbouring line is read for its `#`. */
const NEIGHBOUR_READ = 8;

/** The first characters of the line right before (`step` -1) or after (+1) the line from `start` to `end`. */
function neighbourLine(text: DocumentText, start: number, end: number, step: -1 | 1): string {
  if (step < 0) {
    if (start === 0) return '';
    const from = text.lastIndexOf('\n', start - 2) + 1;
    return text.slice(from, Math.min(from + NEIGHBOUR_READ, start - 1));
  }
  const from = text.indexOf('\n', end) + 1;
  return from === 0 ? '' : text.slice(from, Math.min(from + NEIGHBOUR_READ, text.length));
}

/**
 * A setting's line of a configuration file (`coretemp_load="YES"`, `export PATH=$HOME/bin`): a root prompt's `#` and
 * the line typed after it, pasted from a web page with its no-break space, not a title.
 */
const ASSIGNMENT = /^(?:export[ \t]+)?[A-Za-z_][\w.-]{0,60}=\S/;

/**
 * Whether the line is no heading a writer mistyped: one of a run of lines that open with `#` (`#注释：…` over
 * `# “isr”是…`, `# chkconfig:` over `# File : Kafka`: a shell script's comments pasted without its fence, where the
 * missing fence is the defect), a setting typed at a root prompt (ASSIGNMENT), or the rest of a link's text that a clipped line break split (`# anchor](url)`).
 */
function isCommentOrLinkRest(text: DocumentText, start: number, end: number, title: string): boolean {
  if (/^[^[]*\]\(/.test(title) || ASSIGNMENT.test(title)) return true;
  return HASH_LINE.test(neighbourLine(text, start, end, -1)) || HASH_LINE.test(neighbourLine(text, start, end, 1));
}

export interface MistypedHeading {
  span: Span;
  level: number;
  title: string;
}

/** The lines of a paragraph that were meant as headings, with their spans in the document. */
export function mistypedHeadings(block: Block, text: DocumentText): MistypedHeading[] {
  // `includes` finds that a paragraph holds no `#` at all (most) faster than the pattern does.
  if (block.kind !== 'paragraph' || block.span.end - block.span.start > MAX_READ || !block.text.includes('#') || !MISTYPED_MARK.test(block.text)) return [];
  const source = text.slice(block.span.start, block.span.end);
  const found: MistypedHeading[] = [];
  for (const m of source.matchAll(MISTYPED)) {
    const start = block.span.start + m.index!;
    const end = start + m[0].length;
    if (isCommentOrLinkRest(text, start, end, m[2])) continue;
    found.push({ span: { start, end }, level: m[1].length, title: m[2].trim() });
  }
  return found;
}

/** Whether a paragraph opens with a line meant as a heading. */
export function opensWithMistypedHeading(block: Block, text: DocumentText): boolean {
  const first = mistypedHeadings(block, text)[0];
  return first !== undefined && first.span.start - block.span.start <= 3;
}
