// Pages a generator writes with the same definitions at their top: each page of @graphql-markdown's API reference
// opens with the same MDX component (`export const Bullet = () => (<>…</>)`), pasted in by the generator, where a
// writer would import a shared one. When ten pages of a run or more open with one such definition, character for
// character, they are the generator's output: no line of them is a writer's edit, and the fix is the generator's.
// The census counts, over the run, a hash of the definition each page opens with.

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

/** The census key of the definition the page opens with (after its front matter), or undefined when it opens otherwise. */
export function preambleKeyOf(blocks: readonly Block[]): string | undefined {
  const first = blocksInSourceOrder(blocks).find((b) => b.kind !== 'frontMatter');
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
