// CK006: a code block split across chunks, at the top level or inside a list item or block quote (MDX steps
// wrap most code in lists): each part is retrieved without the rest of the code. A hidden sandbox file (the
// support code of an interactive example) is the pipeline's to drop or keep whole, not the writer's to cut; so is
// a complete unit (a whole program, manifest or configuration file: completeCode.ts), which only a larger cap or
// a code-aware splitter keeps whole; and so is code in a list item or quote that fits the cap alone, which the
// strategy cut only because the item around it is longer than the cap. A flat run (statements, commands or prose
// in a fence) over the cap stays the writer's to give in parts; recorded output (a terminal session, a log, a hex dump, or a
// block its lead-in calls output: recordedOutput.ts) is shown as printed, and a cut between its lines is the pipeline's;
// so is a group of code blocks (Hugo's `{{< code >}}` tabs) whose every long block is whole or a recording, and a
// fence a plugin renders as no code (an Obsidian callout or link card: pluginFence.ts). Read last, when nothing names
// the block a unit or a recording: only a flat run of short pieces (codeSeams.ts) is the writer's to give in parts;
// any other block is held together, and a reader takes it whole.

import type { PipelineCause } from '../model/types';
import { renumberChunkRange } from './chunkNumbers';
import { codeOf, completeUnitCause, completeUnitEvidence, completeUnitEvidenceOf, heldTogetherEvidenceOf } from './completeCode';
import { fenceLanguage } from './fenceLanguage';
import { codeLeadIn } from './leadIn';
import { pluginFenceCause } from './pluginFence';
import { ALIGNED_LISTING, isAlignedListing, outputLeadInKind, recordedOutputCause, recordedOutputKind } from './recordedOutput';
import { outputOfBlockAbove } from './commandOutput';
import { checkSplitBlocks } from './splitBlocks';
import type { Rule } from './types';

/** A sandbox file the page hides from readers (Sandpack's `js src/Icons.js hidden`). */
const HIDDEN = /(?:^|\s)hidden(?:\s|$)/;
const HIDDEN_FILE: PipelineCause = {
  cause: 'it is a hidden sandbox file: readers never see it and the example needs it whole',
  remedy: 'dropping hidden sandbox files before chunking, or a maxTokens that holds the file',
};

/** Why a nested code block that fits the cap alone is cut: the item around it does not fit, and the strategy cuts it inside. */
function containerCutCause(maxTokens: number): PipelineCause {
  return {
    cause: `the code fits the cap alone, but the list item or quote that holds it is longer than the cap (${maxTokens}) and the strategy cuts the item through the code`,
    remedy: 'a strategy that cuts a long list item between its blocks, or a maxTokens that holds the whole item',
  };
}

function firstLine(text: string): string {
  const end = text.indexOf('\n');
  return end < 0 ? text : text.slice(0, end);
}

/** What a split of recorded output in `text` is caused by, or undefined when the code is no recording; `tokens` is counted only for a recording. */
function recordedCause(text: string, fenced: boolean, tokens: () => number, maxTokens: number | undefined): PipelineCause | undefined {
  const { info, lines } = codeOf(text, fenced);
  const kind = recordedOutputKind(fenceLanguage(info), lines);
  return kind ? recordedOutputCause(kind, tokens(), maxTokens) : undefined;
}

/** Why a split of a listing in aligned columns is the pipeline's, or undefined for any other code; read last, after what names a recording. */
function listingCause(text: string, fenced: boolean, tokens: () => number, maxTokens: number | undefined): PipelineCause | undefined {
  return isAlignedListing(codeOf(text, fenced).lines) ? recordedOutputCause(ALIGNED_LISTING, tokens(), maxTokens) : undefined;
}

/** A template tag that opens a group of code blocks (Hugo's `{{< code >}}` tabs), read as one code block. */
const GROUP_OPEN = /^\s*\{[{%]/;
/** A fence line inside such a group. */
const INNER_FENCE = /^\s*(`{3,}|~{3,})/;
/** An inner block shorter than this many lines is read whole by any cap worth the name, and says nothing. */
const GROUP_MIN_LINES = 8;

/** The fenced blocks inside a group's text, each with its fences. Linear in the text. */
function innerFences(text: string): string[] {
  const fences: string[] = [];
  let open: { mark: string; from: number } | undefined;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const mark = INNER_FENCE.exec(lines[i])?.[1];
    if (!mark) continue;
    if (!open) open = { mark, from: i };
    else if (mark[0] === open.mark[0] && mark.length >= open.mark.length && lines[i].trim() === mark) {
      fences.push(lines.slice(open.from, i + 1).join('\n'));
      open = undefined;
    }
  }
  return fences;
}

/**
 * Why a group of code blocks (a Hugo `{{< code >}}` tab group) is the pipeline's: every block in it long enough to
 * matter is a complete unit or a recording. Undefined for a group that holds an excerpt, or no blocks at all.
 */
function groupCause(text: string, tokens: () => number, maxTokens: number | undefined): PipelineCause | undefined {
  if (!GROUP_OPEN.test(firstLine(text))) return undefined;
  const reasons: string[] = [];
  for (const fence of innerFences(text)) {
    if (lineCount(fence) < GROUP_MIN_LINES + 2) continue;
    const evidence = completeUnitEvidenceOf(fence, true);
    const { info, lines } = codeOf(fence, true);
    const reason = evidence ?? recordedOutputKind(fenceLanguage(info), lines);
    if (!reason) return undefined;
    reasons.push(reason);
  }
  if (reasons.length === 0) return undefined;
  return completeUnitCause(`a group of code blocks, each whole: ${reasons.join('; ')}`, tokens(), maxTokens, true);
}

function lineCount(text: string): number {
  return text.split('\n').length;
}

export const codeFenceSplit: Rule = {
  id: 'CK006',
  names: ['split-code-fence'],
  tags: ['split', 'code'],
  defaultSeverity: 'warning',
  description: 'A code block is split across several chunks',
  renumber: renumberChunkRange,
  check: checkSplitBlocks(
    'code',
    (block) => `Code block of ${lineCount(block.text)} lines`,
    {
      spansOf: (block) => block.nestedCode,
      describe: (text) => `Code block of ${lineCount(text)} lines (in a list item or quote)`,
      causeOf: (text, { budgets, countTokens }, leadIn) => {
        if (!countTokens) return undefined;
        const tokens = countTokens(text);
        const fenced = /^\s*(?:`{3}|~{3})/.test(text);
        const plugin = fenced ? pluginFenceCause(fenceLanguage(codeOf(text, true).info)) : undefined;
        if (plugin) return plugin;
        const evidence = fenced ? completeUnitEvidenceOf(text, true) : undefined;
        if (evidence) return completeUnitCause(evidence, tokens, budgets.maxTokens, true);
        const recorded = recordedCause(text, fenced, () => tokens, budgets.maxTokens);
        if (recorded) return recorded;
        const announced = leadIn();
        const kind = announced === undefined ? undefined : outputLeadInKind(announced);
        if (kind) return recordedOutputCause(kind, tokens, budgets.maxTokens);
        if (budgets.maxTokens !== undefined && tokens <= budgets.maxTokens) return containerCutCause(budgets.maxTokens);
        const listing = listingCause(text, fenced, () => tokens, budgets.maxTokens);
        if (listing) return listing;
        const held = heldTogetherEvidenceOf(text, fenced);
        return held ? completeUnitCause(held, tokens, budgets.maxTokens, true) : undefined;
      },
    },
    (block, ctx) => {
      if (block.meta?.fenced && HIDDEN.test(firstLine(block.text))) return HIDDEN_FILE;
      const plugin = block.meta?.fenced ? pluginFenceCause(fenceLanguage(codeOf(block.text, true).info)) : undefined;
      if (plugin) return plugin;
      if (!ctx.countTokens) return undefined;
      const evidence = completeUnitEvidence(block, ctx.doc.blocks);
      if (evidence) return completeUnitCause(evidence, ctx.countTokens(block.text), ctx.budgets.maxTokens, true);
      const count = ctx.countTokens;
      const group = groupCause(block.text, () => count(block.text), ctx.budgets.maxTokens);
      if (group) return group;
      const recorded = recordedCause(block.text, block.meta?.fenced === true, () => count(block.text), ctx.budgets.maxTokens);
      if (recorded) return recorded;
      const announced = codeLeadIn(block, ctx.doc.blocks).text;
      const kind = (announced === undefined ? undefined : outputLeadInKind(announced)) ?? outputOfBlockAbove(block, ctx.doc.blocks);
      if (kind) return recordedOutputCause(kind, count(block.text), ctx.budgets.maxTokens);
      const fenced = block.meta?.fenced === true;
      const listing = listingCause(block.text, fenced, () => count(block.text), ctx.budgets.maxTokens);
      if (listing) return listing;
      const held = heldTogetherEvidenceOf(block.text, fenced);
      return held ? completeUnitCause(held, count(block.text), ctx.budgets.maxTokens, true) : undefined;
    },
  ),
};
