// Runs micromark over Markdown down to its block structure only: document, flow and content (paragraphs,
// definitions, setext headings), with the GFM and front matter syntax extensions that remark-parse is given,
// but without the inline (text and string) parse, which block offsets never depend on.
//
// Why: the inline parse and the mdast compile are most of remark's time, and chunking needs block spans only.
// Block and list item offsets from these events equal remark's (test/bench/compareParsers.ts, every corpus file).

import { parse, preprocess } from 'micromark';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { subtokenize } from 'micromark-util-subtokenize';
import type { Event, ParseContext } from 'micromark-util-types';

/** The syntax extensions remark-gfm and remark-frontmatter (yaml, toml) give remark-parse. */
export const SYNTAX_EXTENSIONS = [gfm(), frontmatter(['yaml', 'toml'])];

/** One parser for the process: building one combines every extension, which costs more than a small parse. */
let shared: ParseContext | undefined;

/** Parser state a parse leaves behind (definitions seen, lazy lines, GFM footnote labels); reset per text. */
interface ParseState {
  defined: string[];
  lazy: Record<number, boolean>;
  gfmFootnotes?: string[];
}

/**
 * micromark's events for `text` with flow and content tokens expanded and inline content left as
 * unexpanded chunks; container exits come before trailing line endings, as micromark's own post-processing
 * leaves them.
 */
export function parseFlowEvents(text: string): Event[] {
  shared ??= parse({ extensions: SYNTAX_EXTENSIONS });
  const state = shared as unknown as ParseState;
  state.defined = [];
  state.lazy = {};
  if (state.gfmFootnotes) state.gfmFootnotes = [];
  const events = shared.document().write(preprocess()(text, undefined, true));
  do skipInlineContent(events);
  while (!subtokenize(events));
  return events;
}

/** Marks text and string chunks as content that needs no further tokenising. */
function skipInlineContent(events: Event[]): void {
  for (const [, token] of events) {
    if (token.contentType === 'text' || token.contentType === 'string') token.contentType = undefined;
  }
}
