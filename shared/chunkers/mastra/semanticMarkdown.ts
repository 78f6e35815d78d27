// Mastra's SemanticMarkdownTransformer (@mastra/rag 2.6.4, src/document/transformers/semantic-markdown.ts): the
// text cut into sections at ATX headings outside fences, then, from the deepest heading level up, each section
// merged into the one before it when that one is its parent or sibling and their token counts with the heading
// stay under joinThreshold. The merge runs as one pass per level (Mastra splices an array, quadratic in the
// sections); the counts are js-tiktoken's, special tokens included.

import type { Tokenizer } from '../../tokenizers';
import { LibraryError } from '../libraryError';
import { concatMapped, insertedText, sliceMapped, wholeText, type MappedText } from '../mappedText';

export interface SemanticMarkdownArgs {
  joinThreshold: number;
  stripWhitespace: boolean;
  /** The special tokens of the encoding, and which of them are allowed and disallowed (js-tiktoken's `encode`). */
  specialTokens: readonly string[];
  allowedSpecial: 'all' | readonly string[];
  disallowedSpecial: 'all' | readonly string[];
}

/** One output chunk: its text mapped to the source, and the `tokenCount` Mastra puts in its metadata. */
export interface SemanticMarkdownChunk {
  content: MappedText;
  tokenCount: number;
  /** The heading the chunk opens with (with its `#`s), none for text before the first heading. */
  heading: string | null;
}

interface Section {
  title: string;
  depth: number;
  /** `#…# title` and the newline after it, as Mastra writes them, mapped to the heading line (none without a title). */
  header: MappedText[];
  /** The section's trimmed text, then each merged section's `\n\n## title\n` and text. */
  parts: MappedText[];
  length: number;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * js-tiktoken's `encode(text, allowedSpecial, disallowedSpecial).length` over `tokenizer`: a disallowed special
 * token anywhere raises (Mastra's chunk call fails with it); an allowed one is one token; other text, special
 * token strings that are neither included, is encoded as ordinary text.
 */
export function tiktokenCounter(tokenizer: Tokenizer, args: SemanticMarkdownArgs): (text: string) => number {
  const allowed = new Set(args.allowedSpecial === 'all' ? args.specialTokens : args.allowedSpecial);
  const disallowed = args.disallowedSpecial === 'all' ? args.specialTokens.filter((t) => !allowed.has(t)) : args.disallowedSpecial;
  const disallowedPattern = disallowed.length ? new RegExp(disallowed.map(escape).join('|')) : null;
  const specialPattern = new RegExp(args.specialTokens.map(escape).join('|'), 'g');
  return (text) => {
    const banned = disallowedPattern?.exec(text);
    if (banned) throw new LibraryError('Error', `The text contains a special token that is not allowed: ${banned[0]}`);
    if (allowed.size === 0 || !text.includes('<|')) return tokenizer.count(text);
    let count = 0;
    let start = 0;
    for (;;) {
      let next: RegExpExecArray | null;
      let from = start;
      for (;;) {
        specialPattern.lastIndex = from;
        next = specialPattern.exec(text);
        if (next === null || allowed.has(next[0])) break;
        from = next.index + 1;
      }
      count += tokenizer.count(text.slice(start, next?.index ?? text.length));
      if (next === null) return count;
      count += 1;
      start = next.index + next[0].length;
    }
  };
}

/** `[start, end)` of `text` inside `[from, to)` without JavaScript's trim() whitespace at either end. */
function trimRange(text: string, from: number, to: number): [number, number] {
  while (from < to && /\s/.test(text[from])) from++;
  while (to > from && /\s/.test(text[to - 1])) to--;
  return [from, to];
}

/**
 * `/^(#{1,6})[ \t]+(\S[^\n]{0,1024})$/` on the line `[start, end)`: the heading's depth and where its title
 * starts, or undefined.
 */
function headingAt(text: string, start: number, end: number): { depth: number; titleStart: number } | undefined {
  let k = start;
  while (k < end && k - start < 7 && text[k] === '#') k++;
  const depth = k - start;
  if (depth < 1 || depth > 6) return undefined;
  const ws = k;
  while (k < end && (text[k] === ' ' || text[k] === '\t')) k++;
  if (k === ws || k === end || /\s/.test(text[k]) || end - k > 1025) return undefined;
  return { depth, titleStart: k };
}

/** `splitText` then `createDocuments`: the chunks of `text` with their token counts. */
export function semanticMarkdown(text: string, args: SemanticMarkdownArgs, tokenizer: Tokenizer): SemanticMarkdownChunk[] {
  if (trimRange(text, 0, text.length)[0] === text.length) return [];
  const encode = tiktokenCounter(tokenizer, args);
  const countTokens = (s: string): number => encode(args.stripWhitespace ? s.trim() : s);
  const base = wholeText(text);
  const sections = splitByHeadings(text, base, countTokens);
  const merged = mergeSections(sections, args.joinThreshold, encode);
  return merged.map((s) => {
    const content = concatMapped(s.title ? [...s.header, ...s.parts] : s.parts);
    return { content, tokenCount: countTokens(content.text), heading: s.title ? `${'#'.repeat(s.depth)} ${s.title}` : null };
  });
}

/** `splitMarkdownByHeaders`: a section per heading outside fences (a line opening with ``` or ~~~ toggles). */
function splitByHeadings(text: string, base: MappedText, countTokens: (s: string) => number): Section[] {
  const sections: Section[] = [];
  let title = '';
  let depth = 0;
  let header: MappedText[] = [];
  let newlineAfter: MappedText = insertedText('\n');
  let contentFrom = 0;
  let contentTo = -1;
  let inCode = false;
  const push = (force: boolean): void => {
    const [s, e] = contentTo < 0 ? [0, 0] : trimRange(text, contentFrom, contentTo);
    if (s === e && !force) return;
    const part = sliceMapped(base, s, e);
    // The heading's own newline stands for the one Mastra writes only when text follows it: else the next
    // heading's line would continue the span across the blank line Mastra inserts before it.
    const lineEnd = part.text ? newlineAfter : insertedText('\n');
    sections.push({ title, depth, header: title ? [...header, lineEnd] : [], parts: [part], length: countTokens(part.text) });
  };
  for (let start = 0; start <= text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const heading = headingAt(text, start, end);
    if (text.startsWith('```', start) || text.startsWith('~~~', start)) inCode = !inCode;
    if (heading && !inCode) {
      push(title !== '' && depth > 0);
      depth = heading.depth;
      title = text.slice(heading.titleStart, end);
      const ws = text.slice(start + depth, heading.titleStart);
      header = [
        sliceMapped(base, start, start + depth),
        ws === ' ' ? sliceMapped(base, start + depth, heading.titleStart) : insertedText(' '),
        sliceMapped(base, heading.titleStart, end),
      ];
      newlineAfter = newline === -1 ? insertedText('\n') : sliceMapped(base, newline, newline + 1);
      contentFrom = end + 1;
      contentTo = -1;
    } else {
      if (contentTo < 0) contentFrom = start;
      contentTo = end;
    }
    if (newline === -1) break;
    start = newline + 1;
  }
  push(false);
  if (sections.length > 1 && sections[0].title === '' && sections[0].parts[0].text.trim() === '') sections.shift();
  return sections;
}

/**
 * `mergeSemanticSections`: for each depth from the deepest to 1, each section of that depth joins the section
 * before it (as `\n\n## title\n` and its text) when that one is no deeper and the two counts plus the count of
 * `\n\n## title\n` stay below `joinThreshold`; the joined count is that sum, as Mastra keeps it.
 */
function mergeSections(sections: Section[], joinThreshold: number, encode: (s: string) => number): Section[] {
  let working = sections;
  let deepest = 0;
  for (const s of sections) deepest = Math.max(deepest, s.depth);
  for (let depth = deepest; depth > 0; depth--) {
    const out: Section[] = [];
    for (const current of working) {
      const prev = out[out.length - 1];
      if (prev && current.depth === depth) {
        const title = `\n\n${'#'.repeat(current.depth)} ${current.title}`;
        const length = prev.length + current.length + encode(`${title}\n`);
        if (length < joinThreshold && prev.depth <= current.depth) {
          prev.parts.push(insertedText('\n\n'), ...current.header, ...current.parts);
          prev.length = length;
          continue;
        }
      }
      out.push(current);
    }
    working = out;
  }
  return working;
}
