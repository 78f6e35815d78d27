// Check (bench sub-command `parsers LIST`): parseSection gives the blocks remark gives, on every file in LIST,
// both for whole files and for the regions the product parses (sections split at headings, long sections at
// blank lines). Prints every difference with its file, then a summary with the time each parser took.

import { readFileSync } from 'node:fs';
import { splitSectionRegions } from '../../shared/parse/markdownRegions';
import { splitMarkdownSections } from '../../shared/parse/markdownSections';
import { parseSection } from '../../shared/parse/sectionBlocks';
import { stripBom } from '../../shared/parse';
import { firstBlockDifference, parseSectionWithRemark } from '../helpers/remarkSectionBlocks';

interface Tally {
  texts: number;
  differences: number;
  seconds: { events: number; remark: number };
}

/** The regions of a document as the product parses them. */
function regionsOf(text: string): string[] {
  return splitMarkdownSections(text).flatMap(({ start, end }) => {
    const offsets = splitSectionRegions(text, start, end);
    return offsets.map((o, i) => text.slice(start + o, i + 1 < offsets.length ? start + offsets[i + 1] : end));
  });
}

function compare(label: string, text: string, tally: Tally): void {
  let t = performance.now();
  const got = parseSection(text);
  tally.seconds.events += (performance.now() - t) / 1000;
  t = performance.now();
  const expected = parseSectionWithRemark(text);
  tally.seconds.remark += (performance.now() - t) / 1000;
  tally.texts++;
  const difference = firstBlockDifference(got, expected);
  if (difference) {
    tally.differences++;
    console.error(`${label}: ${difference}`);
  }
}

/** Compares every file in LIST whole and region by region; returns the summary. */
export function compareParsers(list: string, only: string[] = []): object {
  const modes = only.length ? only : ['regions', 'whole'];
  const files = readFileSync(list, 'utf8').split('\n').filter(Boolean);
  const summary: Record<string, Tally> = {};
  for (const mode of modes) {
    const tally = (summary[mode] = { texts: 0, differences: 0, seconds: { events: 0, remark: 0 } });
    for (const f of files) {
      const text = stripBom(readFileSync(f, 'utf8'));
      if (mode === 'whole') compare(f, text, tally);
      else regionsOf(text).forEach((region, i) => compare(`${f} region ${i}`, region, tally));
    }
  }
  return { files: files.length, ...summary };
}
