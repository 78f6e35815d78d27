// Fences that hold no code: an Obsidian plugin renders what is in them as something else. The Admonition plugin's
// `ad-<type>` fence (`ad-note`, `ad-check`) is a callout whose lines are Markdown (a title, items, images); the Link
// Embed plugin's `embed` fence holds a link card's fields (`title:`, `image:`, `url:`). A cut between their lines cuts
// text or a card, not a program: what helps is a parser that reads them as what they render.

import type { PipelineCause } from '../model/types';

/** The language of a fence a plugin renders: the Admonition plugin's callouts and the Link Embed plugin's cards. */
const PLUGIN_FENCE = /^(?:ad-[a-z][\w-]{0,30}|embed)$/i;

/** Why a cut of a plugin's fence is the pipeline's, or undefined for a fence of code. `language` is the fence's first word. */
export function pluginFenceCause(language: string): PipelineCause | undefined {
  if (!PLUGIN_FENCE.test(language)) return undefined;
  const callout = /^ad-/i.test(language);
  return {
    cause: callout
      ? `it is no code: an Obsidian Admonition fence (\`${language}\`) is a callout of Markdown, cut between its lines as text is`
      : 'it is no code: an Obsidian Link Embed fence (`embed`) holds the fields of a link card',
    remedy: callout
      ? "a parser that reads `ad-` fences as callouts of Markdown, so the strategy cuts their text at its paragraphs and items"
      : 'dropping link cards before chunking, or a maxTokens that holds the card (its `image:` may be a long data URI)',
  };
}
