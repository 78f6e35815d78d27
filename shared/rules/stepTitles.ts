// Headings that title the steps of a steps component: Nextra's and Fumadocs' `<Steps>` (and a `<Step>` inside it)
// render each heading inside as one numbered step, whose title is often the whole instruction ("### Create a new
// branch for your changes."). Such a heading with nothing under it is a complete step, not an empty section.

import type { Block } from '../model/types';
import type { MarkerMeta } from '../parse/markerMeta';

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
