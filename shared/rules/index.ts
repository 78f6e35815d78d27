// The table of contents of lint rules. Ids are stable; the README has a section per rule.

import { chunkTooLarge } from './chunkTooLarge';
import { degradedSplit, malformedInput } from './inputProblems';
import type { Rule } from './types';

export const RULES: readonly Rule[] = [chunkTooLarge, malformedInput, degradedSplit];

/** The id reported when a rule throws: one finding instead of losing the others (DESIGN.md invariant 6). */
export const INTERNAL_ERROR_RULE_ID = 'CK900';

/** Finds a rule by id or any of its names, case-insensitively. */
export function findRule(idOrName: string): Rule | undefined {
  const key = idOrName.toLowerCase();
  return RULES.find((r) => r.id.toLowerCase() === key || r.names.some((n) => n.toLowerCase() === key));
}
