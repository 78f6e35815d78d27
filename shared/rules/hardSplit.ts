// CK007: a chunk boundary at a non-natural place: inside a sentence or line (between words) or inside a word.
// Reported from the chunker's `hard-split` notes, and for strategies that do not note it, wherever two
// consecutive chunks meet in the middle of a word; not where the strategy reports the same cut as a degraded split
// (CK101: a table row over the cap cut by words).
//
// Who fixes it: in prose the writer, by breaking the paragraph or sentence. In a code or HTML block a cut inside a
// line means that one line alone is over the cap (a data URI, minified output, an inline SVG path in an MDX tag): a
// pipeline finding, as is a cut in a paragraph's line that HTML tags fill (an inline SVG pasted on one line). So is a
// cut inside one unbroken string of prose longer than the cap (a link whose URL encodes a whole playground's state, a
// token), or beside such a string on its line (a cut in an image's text before a URL that encodes its diagram): no
// break the writer adds around it avoids the cut. A cut right after a comma of a long list of short items (a post's
// 300 contributors' names) loses nothing; one inside an item of such a list (between a first and a last name) parts
// that item only, where a splitter that tried the comma before the space would not: the pipeline's too.

import { blocksInSourceOrder, forBlocksIntersecting, ownSpans } from './chunkSpans';
import { longLineCause } from './splitBlocks';
import { markupFilledCause } from './literalRow';
import { chunkNumber, renumberLeadingChunk } from './chunkNumbers';
import type { PipelineCause, Span } from '../model/types';
import type { DocumentText } from '../text/documentText';
import type { Rule } from './types';

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** Space, tab, line feed, carriage return, form feed, no-break space: where an unbroken string ends. */
function isSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0;
}

/** How far from a cut the unbroken string around it is read each way, in characters per token of the cap. */
const RUN_READ_PER_TOKEN = 8;

/**
 * Whether the cut at `cut` lies inside or at the edge of one run of non-space characters longer than the cap: a run read past
 * RUN_READ_PER_TOKEN characters per token of the cap on either side, or one that counts more tokens than the cap.
 * Reads at most that window, so the check stays linear in the chunks however long the run.
 */
function insideLongRun(text: DocumentText, cut: number, maxTokens: number | undefined, countTokens: ((t: string) => number) | undefined): boolean {
  if (maxTokens === undefined || !countTokens) return false;
  const limit = maxTokens * RUN_READ_PER_TOKEN;
  let start = cut;
  while (start > 0 && cut - start < limit && !isSpace(text.charCodeAt(start - 1))) start--;
  let end = cut;
  while (end < text.length && end - cut < limit && !isSpace(text.charCodeAt(end))) end++;
  if (start === end) return false;
  if (cut - start >= limit || end - cut >= limit) return true;
  return countTokens(text.slice(start, end)) > maxTokens;
}

/** The line of the cut at `cut`, read at most `reach` characters each way. */
function lineAround(text: DocumentText, cut: number, reach: number): string {
  const from = Math.max(0, cut - reach);
  const window = text.slice(from, Math.min(text.length, cut + reach));
  const lineStart = window.lastIndexOf('\n', cut - from - 1) + 1;
  const lineEnd = window.indexOf('\n', cut - from);
  return window.slice(lineStart, lineEnd < 0 ? window.length : lineEnd);
}

/** A line over the cap is its unbroken strings' when those strings make at least this share of the line's tokens. */
const RUN_SHARE_OF_LINE = 0.75;
/** An unbroken string at least this long is a value (an encoded key, a hash, a URL), not a word. */
const VALUE_RUN_CHARS = 40;

/**
 * Whether the line of the cut at `cut` is over the cap because of unbroken strings in it: the line (read up to the
 * same window each way) counts more tokens than the cap, and its runs of VALUE_RUN_CHARS or more non-space
 * characters make RUN_SHARE_OF_LINE of them. A Markdown image or link whose URL encodes a whole diagram
 * (`[![Sequence](https://mermaid.ink/img/…)]`) is cut at a space of its text, only because the URL after it cannot
 * fit; a JSON Web Key written on one line (`jwk: '{"kty": "RSA", "n": "9mXX…", "d": "jpq-…"}'`) is cut between
 * its encoded members. Linear in the window.
 */
function lineHoldsLongRun(text: DocumentText, cut: number, maxTokens: number | undefined, countTokens: ((t: string) => number) | undefined): boolean {
  if (maxTokens === undefined || !countTokens) return false;
  const line = lineAround(text, cut, maxTokens * RUN_READ_PER_TOKEN);
  const values = line.split(/[ \t\u00a0]+/).filter((run) => run.length >= VALUE_RUN_CHARS);
  const valueChars = values.reduce((sum, run) => sum + run.length, 0);
  if (valueChars < RUN_SHARE_OF_LINE * maxTokens) return false;
  const lineTokens = countTokens(line);
  return lineTokens > maxTokens && countTokens(values.join(' ')) >= RUN_SHARE_OF_LINE * lineTokens;
}

function longRunCause(maxTokens: number | undefined): PipelineCause {
  return {
    cause: 'the cut falls inside or beside unbroken strings (URLs or encoded values) that make its line longer than the cap: no break in the text around it avoids the cut',
    remedy: `a maxTokens above that string's length (now ${maxTokens ?? '?'}), or a pipeline that drops long URLs and encoded values before chunking`,
  };
}

/** How far from a cut a comma-separated list is read each way, in characters (its items are a few words each). */
const LIST_READ = 300;
/** A list around a cut has at least this many items in the window read, each of at most LIST_ITEM_WORDS words and no sentence end. */
const MIN_LIST_ITEMS = 8;
const LIST_ITEM_WORDS = 4;

/**
 * Where the cut at `cut` falls in a long comma-separated list on one line (contributors' names, tags, keywords), or
 * undefined: 'between' right after a comma (each part of the list reads alone), 'inside' within one item (a name of
 * two words parted where a comma was near). Every item around the cut is a few words with no sentence end. Reads at
 * most LIST_READ characters each way.
 */
function listCutOf(text: DocumentText, cut: number): 'between' | 'inside' | undefined {
  let before = cut;
  while (before > 0 && isSpace(text.charCodeAt(before - 1))) before--;
  const items = lineAround(text, cut, LIST_READ).split(',');
  const inner = items.slice(1, -1);
  const listed = inner.length >= MIN_LIST_ITEMS && inner.every((item) => item.trim() !== '' && item.trim().split(/\s+/).length <= LIST_ITEM_WORDS && !/[.!?;:]\s/.test(item));
  if (!listed) return undefined;
  return text.charCodeAt(before - 1) === 0x2c ? 'between' : 'inside';
}

function listCause(where: 'between' | 'inside'): PipelineCause {
  return where === 'between'
    ? {
        cause: 'the cut falls between two items of a comma-separated list longer than the cap (names, tags): each part of the list reads alone',
        remedy: "nothing is lost; a maxTokens above the list's length keeps it in one chunk",
      }
    : {
        cause: 'the cut falls inside one item of a comma-separated list longer than the cap (names, tags): the strategy cut at a space where a comma was a few words away, parting that item only',
        remedy: "a splitter that tries the comma before the space, or a maxTokens above the list's length",
      };
}

/**
 * Whether `offset` lies inside one of `spans` (sorted by start, as the strategy's degraded-split notes are few and
 * do not overlap): a cut the strategy already reports as CK101 (a table row over the cap cut by words) is that
 * finding's, not a second one. Binary search.
 */
function insideAny(spans: readonly Span[], offset: number): boolean {
  let low = 0;
  let high = spans.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (spans[mid].start > offset) high = mid - 1;
    else if (spans[mid].end <= offset) low = mid + 1;
    else return true;
  }
  return false;
}

/** How far from a cut its line is read each way to weigh its markup, in characters (an inline SVG's line is long). */
const MARKUP_READ = 20_000;
/**
 * A line is markup when tags hold at least this share of it: an SVG drawing is nearly all tags, while a line of links
 * (`<a href="…">r1</a> (5 instances), …`) has words between them that a writer can break into lines.
 */
const MARKUP_LINE_SHARE = 0.9;

/** Whose the cut at `cut` is: the pipeline's (with its cause) inside a code or HTML line, a line that tags fill, an unbroken string or a list of short items over the cap; else the writer's (no pipeline cause). */
function pipelineOf(inCode: boolean, text: DocumentText, cut: number, maxTokens: number | undefined, countTokens: ((t: string) => number) | undefined): { pipeline?: PipelineCause } {
  if (inCode) return { pipeline: longLineCause(maxTokens) };
  // An inline SVG or a form pasted on one line of a paragraph is markup, as in an HTML block.
  const markup = markupFilledCause(lineAround(text, cut, MARKUP_READ), 'the line', maxTokens, MARKUP_LINE_SHARE);
  if (markup) return { pipeline: markup };
  if (insideLongRun(text, cut, maxTokens, countTokens) || lineHoldsLongRun(text, cut, maxTokens, countTokens)) return { pipeline: longRunCause(maxTokens) };
  const listCut = listCutOf(text, cut);
  return listCut ? { pipeline: listCause(listCut) } : {};
}

export const hardSplit: Rule = {
  id: 'CK007',
  names: ['hard-split'],
  tags: ['split'],
  defaultSeverity: 'warning',
  description: 'A chunk starts at a cut inside a sentence, line or word instead of a natural boundary',
  renumber: renumberLeadingChunk,
  check: ({ chunks, doc, budgets, countTokens, problems }, report) => {
    const blocks = blocksInSourceOrder(doc.blocks);
    const degraded = problems.filter((p) => p.code === 'CK101').map((p) => p.span).sort((a, b) => a.start - b.start);
    chunks.forEach((c, i) => {
      const own = ownSpans(c);
      if (!own.length) return;
      const cut = own[0].start;
      const noted = c.notes.find((n) => n.reason === 'hard-split');
      const prevOwn = i > 0 ? ownSpans(chunks[i - 1]) : [];
      const prevEnd = prevOwn[prevOwn.length - 1]?.end;
      const midWord = prevEnd === cut && cut > 0 && WORD_CHAR.test(doc.text.slice(cut - 1, cut)) && WORD_CHAR.test(doc.text.slice(cut, cut + 1));
      if ((!noted && !midWord) || insideAny(degraded, cut)) return;
      const detail = noted?.detail ?? 'cut inside a word';
      let inCode = false;
      // A code block nested in a list item or a quote is code too (its span among the block's nestedCode).
      forBlocksIntersecting(blocks, cut, cut + 1, (b) => (inCode ||= b.kind === 'code' || b.kind === 'html' || b.kind === 'marker' || (b.nestedCode ?? []).some((s) => s.start <= cut && cut < s.end)));
      report({
        span: { start: cut, end: Math.min(cut + 1, doc.text.length) },
        chunkIndex: c.index,
        message: `Chunk ${chunkNumber(c.index)} starts at a hard split: ${detail}`,
        ...pipelineOf(inCode, doc.text, cut, budgets.maxTokens, countTokens),
      });
    });
  },
};
