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

export interface MergeLimits {
  maxTokens: number;
  largeThreshold: number;
}

/**
 * Groups sections by the ADR's loop. A section with more than `largeThreshold` tokens (strictly greater) is a
 * standalone group and flushes the open group first, so merging never crosses it. A smaller section joins the
 * open group when the joined text (sections separated by a blank line) counts at most `maxTokens` tokens,
 * else it starts a new group. Merging crosses heading levels freely, as the ADR's flat section list does.
 * A section over `maxTokens` but not over `largeThreshold` (only when the cap is set below the threshold) is
 * standalone too, so that the cap can hold.
 */
export function mergeSections(sections: readonly Section[], limits: MergeLimits, tokenizer: Tokenizer): SectionGroup[] {
  const groups: SectionGroup[] = [];
  let open: Section[] = [];
  let openText = '';

  const flush = (end: GroupEnd): void => {
    if (open.length) groups.push({ kind: 'merged', sections: open, end });
    open = [];
    openText = '';
  };

  for (const section of sections) {
    if (section.tokens > limits.largeThreshold || section.tokens > limits.maxTokens) {
      flush('large-next');
      groups.push({ kind: 'standalone', section });
      continue;
    }
    const joined = open.length ? openText + SECTION_SEPARATOR + section.text : section.text;
    if (open.length && tokenizer.count(joined) > limits.maxTokens) {
      flush('budget');
      open = [section];
      openText = section.text;
      continue;
    }
    open.push(section);
    openText = joined;
  }
  flush('end');
  return groups;
}
