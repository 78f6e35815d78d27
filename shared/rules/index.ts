// The table of contents of lint rules. Ids are stable; docs/rules/<ID>.md is the page of each (the README and docs/rules.md list them).

import { chunkOverlapViolation } from './chunkOverlapViolation';
import { chunkTooLarge } from './chunkTooLarge';
import { chunkTooSmall } from './chunkTooSmall';
import { codeFenceSplit } from './codeFenceSplit';
import { embedTruncated } from './embedTruncated';
import { hardSplit } from './hardSplit';
import { headingOnlyChunk } from './headingOnlyChunk';
import { degradedSplit, malformedInput } from './inputProblems';
import { markupInHeadingPath } from './markupInHeadingPath';
import { orphanHeading } from './orphanHeading';
import { syntaxOnlyChunk } from './syntaxOnlyChunk';
import { tableSplit } from './tableSplit';
import type { Rule } from './types';

export const RULES: readonly Rule[] = [
  chunkTooLarge,
  chunkTooSmall,
  orphanHeading,
  headingOnlyChunk,
  tableSplit,
  codeFenceSplit,
  hardSplit,
  chunkOverlapViolation,
  syntaxOnlyChunk,
  markupInHeadingPath,
  malformedInput,
  degradedSplit,
  embedTruncated,
];

/** The id reported when a rule throws: one finding instead of losing the others (shared/README.md invariant 6). */
export const INTERNAL_ERROR_RULE_ID = 'CK900';

const RULES_BY_ID = new Map(RULES.map((r) => [r.id, r]));

/** The rule with exactly this id, as findings carry it (a map lookup: it runs per moved finding per keystroke). */
export function ruleById(id: string): Rule | undefined {
  return RULES_BY_ID.get(id);
}

/** Finds a rule by id or any of its names, case-insensitively. */
export function findRule(idOrName: string): Rule | undefined {
  const key = idOrName.toLowerCase();
  return RULES.find((r) => r.id.toLowerCase() === key || r.names.some((n) => n.toLowerCase() === key));
}
