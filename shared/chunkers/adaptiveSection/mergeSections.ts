// The adaptive rules of ADR-039: a large section stands alone; small sections merge in document order while
// the merged text stays within the cap; a large section closes the merge group before it.

import type { Tokenizer } from '../../tokenizers';
import type { Section } from './extractSections';

/** What joins merged sections in a chunk's content. */
export const SECTION_SEPARATOR = '\n\n';

/** Why a group ended: the next section did not fit, the next section is large, or the document ended. */
export type GroupEnd = 'budget' | 'large-next' | 'end';

/** Small sections merged into one chunk, or one large section chunked on its own (split if over the cap). */
export type SectionGroup =
  | { kind: 'merged'; sections: Section[]; end: GroupEnd }
  | { kind: 'standalone'; section: Section };

/**
 * Farther than this many tokens from the cap, the joined count is estimated (group count + one token for the
 * blank line + section count) instead of re-tokenising the growing group text: a join changes the count only
 * by the few tokens around it. Near the cap the joined text is always counted exactly.
 */
const EXACT_MARGIN = 32;

export interface MergeLimits {
  maxTokens: number;
  largeThreshold: number;
}

/**
 * Groups sections by the ADR's loop. A section with more than `largeThreshold` tokens (strictly greater) is a
 * standalone group and flushes the open group first, so merging never crosses it. A smaller section joins the
 * open group when the joined text (sections separated by a blank line) counts at most `maxTokens` tokens
 * (counted exactly near the cap, see EXACT_MARGIN), else it starts a new group. Merging crosses heading
 * levels freely, as the ADR's flat section list does.
 * A section over `maxTokens` but not over `largeThreshold` (only when the cap is set below the threshold) is
 * standalone too, so that the cap can hold.
 */
export function mergeSections(sections: readonly Section[], limits: MergeLimits, tokenizer: Tokenizer): SectionGroup[] {
  const groups: SectionGroup[] = [];
  let open: Section[] = [];
  let openText = '';
  let openTokens = 0;

  const flush = (end: GroupEnd): void => {
    if (open.length) groups.push({ kind: 'merged', sections: open, end });
    open = [];
    openText = '';
    openTokens = 0;
  };

  for (const section of sections) {
    if (section.tokens > limits.largeThreshold || section.tokens > limits.maxTokens) {
      flush('large-next');
      groups.push({ kind: 'standalone', section });
      continue;
    }
    if (!open.length) {
      open = [section];
      openText = section.text;
      openTokens = section.tokens;
      continue;
    }
    const joined = openText + SECTION_SEPARATOR + section.text;
    let tokens = openTokens + 1 + section.tokens;
    if (Math.abs(tokens - limits.maxTokens) <= EXACT_MARGIN) tokens = tokenizer.count(joined);
    if (tokens > limits.maxTokens) {
      flush('budget');
      open = [section];
      openText = section.text;
      openTokens = section.tokens;
      continue;
    }
    open.push(section);
    openText = joined;
    openTokens = tokens;
  }
  flush('end');
  return groups;
}
