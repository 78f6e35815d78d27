// Pages a generator writes with the same definitions at their top: each page of @graphql-markdown's API reference opens
// with the same MDX component (`export const Bullet = () => (<>…</>)`), pasted in by the generator, where a writer
// would import a shared one (newer versions first write a `<head>` tag keeping the page out of search engines). When
// ten pages of a run or more open with one such definition, character for character, they are the generator's output:
// no line of them is a writer's edit, and the fix is the generator's. The census counts, over the run, a hash of the
// definition each page opens with.

import type { Block, PipelineCause } from '../model/types';
import { fastHash } from '../text/hash';
import { blocksInSourceOrder } from './chunkSpans';

/** The prefix of an outline's key for the definition a page opens with. */
export const PREAMBLE_PREFIX = 'preamble-';
/** At least this many pages of a run open with the same definition for them to be a generator's. */
export const PREAMBLE_PAGES = 10;
/** A definition of at least this many lines and characters, not a one-line import a writer repeats. */
const MIN_LINES = 5;
const MIN_CHARS = 150;
/** MDX's ESM that defines something (`export const Bullet = …`, `export function Badge(…)`), not an import. */
const DEFINES = /^export[ \t]+(?:const|let|var|function|class|default)\b/m;

/** How many blocks of the page's opening are read for the definition. */
const OPENING_BLOCKS = 6;

/**
 * Whether a block of the page's opening is markup before its text: front matter, an HTML block, or an MDX tag or
 * comment (`<head><meta content="noindex" …/></head>`, which @graphql-markdown writes before its definitions).
 */
function isOpeningMarkup(b: Block): boolean {
  return b.kind === 'frontMatter' || b.kind === 'html' || (b.kind === 'marker' && (b.meta?.syntax === 'jsx' || b.meta?.syntax === 'expression'));
}

/**
 * The census key of the definition the page opens with (after its front matter and markup such as a `<head>` tag),
 * or undefined when it opens otherwise.
 */
export function preambleKeyOf(blocks: readonly Block[]): string | undefined {
  const first = blocksInSourceOrder(blocks).slice(0, OPENING_BLOCKS).find((b) => !isOpeningMarkup(b));
  if (first?.kind !== 'marker' || first.meta?.syntax !== 'esm') return undefined;
  const text = first.text.trim();
  if (text.length < MIN_CHARS || text.split('\n').length < MIN_LINES || !DEFINES.test(text)) return undefined;
  return PREAMBLE_PREFIX + fastHash(text.replace(/\s+/g, ' '));
}

/** The cause of every writer's finding on a page that opens with a generator's definition. */
export const GENERATED_PREAMBLE: PipelineCause = {
  cause: 'this page is written by a generator: it opens with the same component definition as ten pages or more of the run, which a generator pastes into each page it writes',
  remedy: "fixing the generator's input (the schema or source it documents), or keeping the generated pages out of the index (`ignores`)",
};
