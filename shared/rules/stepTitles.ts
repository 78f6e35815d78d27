// Headings that title the steps of a steps component: Nextra's and Fumadocs' `<Steps>` (and a `<Step>` inside it)
// render each heading inside as one numbered step, whose title is often the whole instruction ("### Create a new
// branch for your changes."). Such a heading with nothing under it is a complete step, not an empty section. So is a
// step numbered in its own title among numbered siblings when the title is a whole instruction: a checklist's item
// (`### 1. ✔️ Tag the issue with the pre-review label`) or a sentence (`### 3. Copy the example into the new repository.`,
// `#### 1. 空のシーンを用意します。`, `### 1. 在四个节点上安装Centos7环境`).

import type { Block } from '../model/types';
import type { MarkerMeta } from '../parse/markerMeta';
import { cjkCharCount } from '../text/cjkChars';

/** The JSX elements whose headings are step titles. */
const STEP_ELEMENTS = new Set(['Steps', 'Step']);
/** The element name of a JSX marker: `<Steps>`, `</Steps>`, `<Step title="…">`. */
const ELEMENT_NAME = /^<\/?([A-Za-z][\w.]*)/;

/** The indices of the headings of `blocks` that lie inside a steps element. Linear in the blocks. */
export function stepTitleIndices(blocks: readonly Block[]): Set<number> {
  const titles = new Set<number>();
  const open: string[] = [];
  let inSteps = 0;
  blocks.forEach((b, i) => {
    if (b.kind === 'heading') {
      if (inSteps > 0) titles.add(i);
      return;
    }
    const meta = b.meta as MarkerMeta | undefined;
    if (b.kind !== 'marker' || meta?.syntax !== 'jsx') return;
    const name = ELEMENT_NAME.exec(b.text.trimStart())?.[1];
    if (name === undefined) return;
    if (meta.role === 'open') {
      open.push(name);
      if (STEP_ELEMENTS.has(name)) inSteps++;
    } else if (meta.role === 'close') {
      const at = open.lastIndexOf(name);
      if (at < 0) return;
      for (const closed of open.splice(at)) if (STEP_ELEMENTS.has(closed)) inSteps--;
    }
  });
  return titles;
}

/** A heading numbered as a step, and its title after the number: `1. Tag the issue…`, `Step 2: Add…`, `3) Run…`. */
const NUMBERED_STEP = /^(?:step[ \t]+)?\d{1,2}[.):][ \t]+(\S.*)$/i;
/** A check mark that opens a step's title: the step is an item of a checklist (`1. ✔️ Tag the issue…`, `2. [x] Add…`). */
const CHECK_MARK = /^(?:[✓✔✅☑]\uFE0F?|\[[ xX]\])/;
/** A step's title ending as a sentence is a whole instruction when it runs to at least this many words (`3. Copy the example into the new repository.`). */
const INSTRUCTION_WORDS = 4;
/** …or, written in Chinese or Japanese, to at least this many of their characters (`1. 空のシーンを用意します。`). */
const INSTRUCTION_CJK_CHARS = 6;
/**
 * A Chinese step that opens with where or on what it acts (`在四个节点上安装…`, "on the four nodes install …"; `将…运行起来`,
 * `把…`): a whole instruction, which Chinese titles write without a full stop.
 */
const CHINESE_INSTRUCTION = /^(?:在|将|把|给|为|向)\S/u;

/** Whether a step's title (after its number) is a whole instruction written as a sentence. */
function isSentence(instruction: string): boolean {
  if (/[.!]$/.test(instruction) && (instruction.match(/[A-Za-z][\w'-]*/g)?.length ?? 0) >= INSTRUCTION_WORDS) return true;
  const cjk = cjkCharCount(instruction);
  return cjk >= INSTRUCTION_CJK_CHARS && (/[。！]$/.test(instruction) || CHINESE_INSTRUCTION.test(instruction));
}
/** At least this many numbered headings of one level under one parent make a list of steps. */
const MIN_NUMBERED_STEPS = 3;
/** How many blocks each way are read for a step's numbered siblings. */
const SIBLING_READ = 400;

/**
 * Whether heading `i` of `blocks` (its title `titleOf` gives) is a numbered step whose title is the whole
 * instruction, an item of a checklist (CHECK_MARK) or a sentence (INSTRUCTION_WORDS), among at least
 * MIN_NUMBERED_STEPS numbered headings of its level under the same parent; a numbered topic (`2. Attack on password
 * reset process`) is a section. Reads at most SIBLING_READ blocks each way.
 */
export function isInstructionStep(blocks: readonly Block[], i: number, titleOf: (heading: Block) => string): boolean {
  const instruction = NUMBERED_STEP.exec(titleOf(blocks[i]))?.[1]?.trim();
  if (instruction === undefined) return false;
  if (!isSentence(instruction) && !CHECK_MARK.test(instruction)) return false;
  const level = blocks[i].level ?? 1;
  let numbered = 1;
  for (const step of [-1, 1]) {
    for (let k = i + step, read = 0; k >= 0 && k < blocks.length && read < SIBLING_READ; k += step, read++) {
      const b = blocks[k];
      if (b.kind !== 'heading') continue;
      if ((b.level ?? 1) < level) break;
      if ((b.level ?? 1) === level && NUMBERED_STEP.test(titleOf(b)) && ++numbered >= MIN_NUMBERED_STEPS) return true;
    }
  }
  return false;
}
