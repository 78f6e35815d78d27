// PartLabeling (spec §4.4): when one original content line yields several fragments, each fragment's heading
// gets `[part n]`, numbered per line; parent_headings never get a suffix.

import type { PBlock } from './pBlock';

const PART_SUFFIX = /\s*\[part\s+\d+\]\s*$/i;
const LEGACY_TABLE_SUFFIX = /\s*\[表格片段\d+\]\s*$/;

/** A heading without any generated `[part n]` (or legacy `[表格片段N]`) suffixes. */
export function stripPartSuffixes(heading: string): string {
  let cleaned = heading.trimEnd();
  for (;;) {
    const next = cleaned.replace(PART_SUFFIX, '').trimEnd().replace(LEGACY_TABLE_SUFFIX, '').trimEnd();
    if (next === cleaned) return cleaned;
    cleaned = next;
  }
}

/** Numbers the fragments of one content line `[part 1]…[part n]`; a line that was not split is unchanged. */
export function labelParts(fragments: PBlock[]): PBlock[] {
  if (fragments.length <= 1) return fragments;
  return fragments.map((block, i) => {
    const base = stripPartSuffixes(block.heading);
    return { ...block, heading: base ? `${base} [part ${i + 1}]` : `[part ${i + 1}]` };
  });
}
