// CK002: a chunk under the strategy's minimum size (Spec v1 §10), except the last chunk of a section and a lone
// table, list or code chunk, which the spec allows to be small.
//
// Who fixes it: a writer can fix a small chunk only where the writer put the boundary that closes it (a thematic
// break) between related prose; a break that separates records, a sign-off, a rendered example or another kind
// of content is no boundary to remove (breakRole.ts), so the small chunk is the minimum's; so is a chunk within
// NEAR_MINIMUM of the minimum, which removing the break would not change in any way that matters, and a chunk that
// removing the break would still leave under the minimum, cut off before a code block or table the strategy keeps
// alone (the text after the break only leads in to it), that is the tail of a passage the strategy cut at the cap
// (the size cut left it small), or that holds an include the pipeline does not expand (the built page is longer
// there). Everywhere else the strategy closed it by rule (a code block
// or table always stands alone, the next block does not fit beside it, a mixed chunk stays below the target), so it
// is a pipeline finding with the setting that would avoid it.

import type { Block, Chunk, ChunkNote, PipelineCause, Span } from '../model/types';
import { anyBetween, blocksInSourceOrder, forBlocksIntersecting, headingOffsets, ownSpans, reportSpanOf, thematicBreakOffsets } from './chunkSpans';
import { syntaxOnlyKinds } from './syntaxOnlyChunk';
import { boldTitleAfterBreak, breakSeparates } from './breakRole';
import { opensWithMistypedHeading } from './mistypedHeading';
import { OPENING_BREAK_PHRASE, openingBreakOffset } from './openingBreak';
import { BREAK_CLOSES_PHRASE } from './sectionBreaks';
import { anchorsThenHeadingAt } from './headingAnchor';
import { chunkNumber, renumberLeadingChunk } from './chunkNumbers';
import { INCLUDE_SYNTAXES } from '../parse/markerMeta';
import { lateFrontMatterOf } from './lateFrontMatter';
import type { Rule } from './types';

const EXEMPT_TYPES = new Set(['table', 'list', 'code']);
/**
 * A chunk closed by a thematic break with at least this share of the minimum is the minimum's, not the writer's:
 * removing the break gains nothing a reader or retriever notices. The same chunk counts up to 4 % (p95 of 124
 * break-closed chunks) and once 15 % differently under o200k_base and cl100k_base, so a count this near the minimum
 * says more about the tokenizer than about the text; the break-closed writer findings CK002 is for lie far below
 * (median 54 of 120 tokens; 1 of 63 in corpus/, corpus-dialects/ and six fetched documentation repositories at or
 * above 90 %, measured at 1f1d09d on 2026-11-29).
 */
const NEAR_MINIMUM = 0.9;
const STANDALONE_TYPES = new Set(['table', 'code']);

export const chunkTooSmall: Rule = {
  id: 'CK002',
  names: ['chunk-too-small'],
  tags: ['size'],
  defaultSeverity: 'warning',
  description: 'A chunk has fewer tokens than the minimum of its strategy (the last chunk of a section and a lone table, list or code chunk are exempt)',
  renumber: renumberLeadingChunk,
  check: ({ chunks, budgets, doc, strategy }, report) => {
    const min = budgets.minTokens;
    if (min === undefined) return;
    const headings = headingOffsets(doc.blocks);
    const breaks = thematicBreakOffsets(doc.blocks);
    const mayHoldSyntaxOnly = doc.blocks.some((b) => b.kind === 'marker' || b.kind === 'html');
    const sorted = blocksInSourceOrder(doc.blocks);
    let lateFrontMatterEnd: number | undefined;
    chunks.forEach((c, i) => {
      if (c.tokens >= min || EXEMPT_TYPES.has(c.type)) return;
      // A chunk of only template or directive syntax is CK009's: its size is not what is wrong with it.
      if (mayHoldSyntaxOnly && syntaxOnlyKinds(c, sorted)) return;
      const next = chunks[i + 1];
      const own = ownSpans(c);
      const nextOwn = next ? ownSpans(next) : [];
      if (!next || !own.length || !nextOwn.length) return;
      const end = own[own.length - 1].end;
      if (anyBetween(headings, end, nextOwn[0].start)) return;
      // An anchor before the next heading (`<span id="prereq"></span>`) belongs to the heading: the section ends here.
      if (anchorsThenHeadingAt(sorted, nextOwn[0].start)) return;
      const message = `Chunk ${chunkNumber(c.index)} has ${c.tokens} tokens [Expected: ≥ ${min}, or the last chunk of its section]`;
      if (anyBetween(breaks, end, nextOwn[0].start)) {
        // A heading line mistyped after the break (CK100) is what leaves the chunk inside its section, not the break.
        let mistyped = false;
        forBlocksIntersecting(sorted, nextOwn[0].start, nextOwn[0].start + 1, (b) => (mistyped ||= opensWithMistypedHeading(b, doc.text)));
        if (mistyped) return;
        const at = breakAfter(breaks, end);
        // Front matter after a blank first line reads as text closed by a break: its closing fence is no writer's
        // break, and CK003 reports the blank line that makes it so (lateFrontMatter.ts).
        if (at < (lateFrontMatterEnd ??= lateFrontMatterOf(doc.text)?.end ?? -1)) return;
        const separates = breakSeparates(doc.blocks, at, own[0].start);
        const standalone = separates ? undefined : standaloneAfterJoin(chunks, i, min, headings, breaks);
        if (!separates && !standalone && isSizeSplitTail(chunks, i, headings, breaks)) {
          const why = {
            cause: `${strategy} cut the passage before it where the next block did not fit under the cap, and the thematic break after it ends the passage: the chunk is what the size cut left over, not a boundary the writer put between related prose`,
            remedy: `a strategy that cuts a long passage into even parts (recursive, sentence), or a lower minTokens (now ${min})`,
          };
          report({ span: reportSpanOf(c), chunkIndex: c.index, message: `${message}: ${why.cause}`, pipeline: why });
        } else if (standalone) {
          const kept = standalone.type === 'table' ? 'table' : 'code block';
          const why = {
            cause: `${strategy} cuts at the thematic break after it, but without the break the chunk would still end under the minimum: the text after the break is the lead-in to a ${kept}, which ${strategy} keeps in a chunk of its own`,
            remedy: 'a strategy that keeps text with the code or table it introduces (adaptive-section, paragraph-semantic), or a lower minTokens',
          };
          report({ span: reportSpanOf(c), chunkIndex: c.index, message: `${message}: ${why.cause}`, pipeline: why });
        } else if (!separates && holdsInclude(sorted, own)) {
          const why = {
            cause: `${strategy} cuts at the thematic break after it, and the chunk holds an include (\`{% include %}\`, \`--8<--\`, an embed) that the pipeline does not expand: the page as it is built is longer there`,
            remedy: 'expanding includes before chunking (or chunking the built pages)',
          };
          report({ span: reportSpanOf(c), chunkIndex: c.index, message: `${message}: ${why.cause}`, pipeline: why });
        } else if (!separates && c.tokens >= NEAR_MINIMUM * min) {
          const near = { cause: `${strategy} cuts at the thematic break after it, and the chunk is within ${Math.round((1 - NEAR_MINIMUM) * 100)} % of the minimum: joining it to the next would change nothing a reader or retriever notices`, remedy: `a lower minTokens (now ${min})` };
          report({ span: reportSpanOf(c), chunkIndex: c.index, message: `${message}: ${near.cause}`, pipeline: near });
        } else if (!separates) {
          const title = boldTitleAfterBreak(doc.blocks, at);
          const why = title
            ? `the thematic break after it and the bold line "${title}" after that stand for a heading (make "${title}" a heading, and this chunk ends its section)`
            : at === openingBreakOffset(doc.blocks) ? OPENING_BREAK_PHRASE : BREAK_CLOSES_PHRASE;
          report({ span: reportSpanOf(c), chunkIndex: c.index, message: `${message}: ${why}` });
        }
        else {
          const why = { cause: `${strategy} cuts at the thematic break after it, which separates ${separates}`, remedy: `a lower minTokens (now ${min})` };
          report({ span: reportSpanOf(c), chunkIndex: c.index, message: `${message}: ${why.cause}`, pipeline: why });
        }
        return;
      }
      const why = pipelineCause(c, chunks[i - 1], next, strategy, budgets.maxTokens, budgets.targetTokens);
      report({ span: reportSpanOf(c), chunkIndex: c.index, message: `${message}: ${why.cause}`, pipeline: why });
    });
  },
};

/** An Obsidian embed's target with an extension other than Markdown's (`![[diagram.png#invert]]`): a picture, no text. */
const EMBEDDED_FILE = /!\[\[[^\]|#\n]*\.(?!md\b)[A-Za-z0-9]{1,5}(?:[#|][^\]\n]*)?\]\]/g;

/** Whether a marker pulls in text: an include, a snippet, or an embed of a note (an embed of a picture pulls in none). */
function pullsInText(block: Block): boolean {
  if (block.kind !== 'marker' || !INCLUDE_SYNTAXES.has(String(block.meta?.syntax))) return false;
  return !block.text.trimStart().startsWith('![[') || block.text.replace(EMBEDDED_FILE, '').includes('![[');
}

/** Whether one of the chunk's own spans holds a marker that pulls in text from another file when the site is built. */
function holdsInclude(sorted: readonly Block[], own: readonly Span[]): boolean {
  let found = false;
  for (const span of own) forBlocksIntersecting(sorted, span.start, span.end, (b) => (found ||= pullsInText(b)));
  return found;
}

/**
 * The code or table chunk that would still cut chunk `i` off if the writer removed the break after it, or undefined:
 * the chunk after the break is too short to bring it to the minimum `min`, and a code block or table that the
 * strategy keeps alone follows that one with no heading or break between (a section's last pointers, `---`, then
 * "To try the beta:" and the install command). Removing the break would change the cause, not the size.
 */
function standaloneAfterJoin(chunks: readonly Chunk[], i: number, min: number, headings: number[], breaks: number[]): Chunk | undefined {
  const next = chunks[i + 1];
  const after = chunks[i + 2];
  if (!next || !after || !STANDALONE_TYPES.has(after.type) || STANDALONE_TYPES.has(next.type) || chunks[i].tokens + next.tokens >= min) return undefined;
  return adjoin(next, after, headings, breaks) ? after : undefined;
}

/** Whether chunk `b` follows chunk `a` with no heading or thematic break between their own text. */
function adjoin(a: Chunk, b: Chunk, headings: number[], breaks: number[]): boolean {
  const aOwn = ownSpans(a);
  const bOwn = ownSpans(b);
  if (!aOwn.length || !bOwn.length) return false;
  const from = aOwn[aOwn.length - 1].end;
  const to = bOwn[0].start;
  return !anyBetween(headings, from, to) && !anyBetween(breaks, from, to);
}

/**
 * Whether chunk `i` is the tail of a passage the strategy cut by size: the chunk before it, with no heading or break
 * between them, ended because the next block did not fit under the cap (a long scene of a novel cut at the cap, its
 * last paragraph left before the `***` that ends the scene).
 */
function isSizeSplitTail(chunks: readonly Chunk[], i: number, headings: number[], breaks: number[]): boolean {
  const previous = chunks[i - 1];
  return previous !== undefined && !STANDALONE_TYPES.has(previous.type) && lastCut(previous)?.reason === 'budget' && adjoin(previous, chunks[i], headings, breaks);
}

/** The first of the ascending break offsets at or after `offset` (one lies between the chunk and the next). */
function breakAfter(breaks: readonly number[], offset: number): number {
  let low = 0;
  let high = breaks.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (breaks[mid] < offset) low = mid + 1;
    else high = mid;
  }
  return breaks[low];
}

/** Why the strategy cut a small chunk off, and which choice of strategy or budget would not. */
function pipelineCause(chunk: Chunk, previous: Chunk | undefined, next: Chunk, strategy: string, max?: number, target?: number): PipelineCause {
  const standalone = STANDALONE_TYPES.has(next.type) ? next : previous && STANDALONE_TYPES.has(previous.type) ? previous : undefined;
  if (standalone) {
    return {
      cause: `${strategy} keeps every ${standalone.type === 'table' ? 'table' : 'code block'} in a chunk of its own`,
      remedy: 'a strategy that keeps text with the code or table it introduces (adaptive-section, paragraph-semantic), or a lower minTokens',
    };
  }
  const cut = lastCut(chunk);
  if (cut?.reason === 'type-change') {
    return { cause: 'a chunk that mixes block types must stay below the target', remedy: `a higher targetTokens (now ${target ?? '?'}) or a lower minTokens` };
  }
  return { cause: 'the next block does not fit beside it under the cap', remedy: `a higher maxTokens (now ${max ?? '?'}) or a lower minTokens` };
}

function lastCut(chunk: Chunk): ChunkNote | undefined {
  return chunk.notes[chunk.notes.length - 1];
}
