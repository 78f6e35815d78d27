// Check (bench sub-command `mdx LIST [docusaurus]`): chunklens reads MDX as real MDX reads it
// (test/helpers/realMdx.ts; with `docusaurus`, as Docusaurus 3 reads it), on every file in LIST. For each file it
// tells:
// - whether real MDX compiles it and whether chunklens reports it as not valid MDX (CK100's `parseProblem`):
//   "false problems" are files real MDX compiles and chunklens reports, "missed" files real MDX rejects and
//   chunklens reads without a problem (chunklens reads no inline syntax, so an error there is not seen);
// - where both accept it, whether real MDX's top-level blocks equal those of chunklens's MDX parse of the whole
//   text (kinds, starts and ends);
// - whether chunklens's parse section by section (the product's) gives the blocks of its parse of the whole text;
// - and, on a copy with a planted defect (the first `*/}` or `-->` closer taken out), whether real MDX and
//   chunklens both reject it ("planted": copies made, "plantedRejected": real MDX rejects, "plantedMissed": of
//   those, chunklens reports no problem).
// Prints every difference with its file, then a summary.

import { readFileSync } from 'node:fs';
import { stripBom } from '../../shared/parse';
import { syntaxOf } from '../../shared/parse/dialect';
import { parseDialectSection } from '../../shared/parse/dialectSection';
import { blocksFromEvents } from '../../shared/parse/eventBlocks';
import { parseFlowEvents } from '../../shared/parse/flowEvents';
import { parseMarkdown } from '../../shared/parse/markdown';
import type { SectionBlock } from '../../shared/parse/sectionBlock';
import { realMdxBlocks, realMdxInput, realMdxRejection, type MdxReader } from '../helpers/realMdx';

interface Tally {
  files: number;
  realRejects: number;
  falseProblems: number;
  missed: number;
  flowDifferences: number;
  splitDifferences: number;
  planted: number;
  plantedRejected: number;
  plantedMissed: number;
}

/** Closers whose removal leaves a comment or comment expression open. */
const CLOSERS = ['*/}', '-->'];

type Spanned = Pick<SectionBlock, 'kind' | 'start' | 'end'>;

/** The first block whose kind, start or end differ, or undefined. */
function firstSpanDifference(got: Spanned[], expected: Spanned[]): string | undefined {
  const show = (b?: Spanned) => (b ? `${b.kind} ${b.start}–${b.end}` : 'none');
  for (let i = 0; i < Math.max(got.length, expected.length); i++) {
    const a = got[i];
    const b = expected[i];
    if (!a || !b || a.kind !== b.kind || a.start !== b.start || a.end !== b.end) return `block ${i}: got ${show(a)}, expected ${show(b)}`;
  }
  return undefined;
}

/** Takes out the first comment closer of `text`; tallies whether real MDX and chunklens reject the copy. */
function checkPlanted(file: string, text: string, reader: MdxReader, tally: Tally): void {
  const at = Math.min(...CLOSERS.map((c) => text.indexOf(c)).filter((i) => i >= 0));
  if (!Number.isFinite(at)) return;
  const planted = text.slice(0, at) + text.slice(at + 3);
  tally.planted++;
  if (!realMdxRejection(planted, reader)) return;
  tally.plantedRejected++;
  if (parseMarkdown(planted, undefined, 'mdx').blocks.some((b) => b.meta?.parseProblem)) return;
  tally.plantedMissed++;
  console.error(`${file}: the closer at ${at} taken out, real MDX rejects the page and chunklens reports nothing`);
}

/** Compares every file in LIST with real MDX as `reader` reads it; returns the summary. */
export function compareMdx(list: string, reader: MdxReader): Tally {
  const mdx = syntaxOf('mdx');
  const tally: Tally = { files: 0, realRejects: 0, falseProblems: 0, missed: 0, flowDifferences: 0, splitDifferences: 0, planted: 0, plantedRejected: 0, plantedMissed: 0 };
  for (const file of readFileSync(list, 'utf8').split('\n').filter(Boolean)) {
    const text = stripBom(readFileSync(file, 'utf8'));
    tally.files++;
    const rejection = realMdxRejection(text, reader);
    const blocks = parseMarkdown(text, undefined, 'mdx').blocks;
    const problems = blocks.filter((b) => b.meta?.parseProblem);
    if (rejection) tally.realRejects++;
    if (!rejection && problems.length) {
      tally.falseProblems++;
      console.error(`${file}: false problem at ${problems[0].span.start}: ${String(problems[0].meta?.parseProblem)}`);
    } else if (rejection && !problems.length) {
      tally.missed++;
      console.error(`${file}: missed: real MDX says ${rejection}`);
    }
    if (rejection || problems.length) continue;
    const input = realMdxInput(text, reader);
    const flow = firstSpanDifference(blocksFromEvents(parseFlowEvents(input, 'mdx'), input), realMdxBlocks(input, reader));
    if (flow) {
      tally.flowDifferences++;
      console.error(`${file}: blocks differ from real MDX's: ${flow}`);
    }
    const split = firstSpanDifference(
      blocks.map((b) => ({ kind: b.kind, start: b.span.start, end: b.span.end })),
      parseDialectSection(text, mdx),
    );
    if (split) {
      tally.splitDifferences++;
      console.error(`${file}: sections differ from the whole text: ${split}`);
    }
    checkPlanted(file, text, reader, tally);
  }
  return tally;
}
