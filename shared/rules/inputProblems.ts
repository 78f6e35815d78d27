// CK100 and CK101: problems met by the parser (malformed input, Markdown its dialect cannot read, which a block
// carries as `meta.parseProblem`, a heading line that reads as a paragraph: mistypedHeading.ts, and a fence line
// with an info string inside a code block, which cannot close it: strayFence.ts, and lines of text a `---` under them
// makes a heading: underlinedParagraph.ts) and by a chunker (a degraded split;
// a table row over the cap because of one literal value is the pipeline's: literalRow.ts), reported at their place so
// that nothing is silently lost.

import { mistypedHeadings } from './mistypedHeading';
import { ROW_OVER_CAP } from '../chunkers/markdownSpec/splitTable';
import { literalRowCause } from './literalRow';
import { strayFencesOf } from './strayFence';
import { underlinedParagraphOf } from './underlinedParagraph';
import { headingTitleOf } from './orphanHeading';
import type { Rule } from './types';

/** How much of a heading made of lines of text a message quotes. */
const QUOTED_TITLE = 60;

/** A CK101 at a table row over the cap (splitTable.ts writes it). */
const TABLE_ROW = new RegExp(`^Row \\d+ ${ROW_OVER_CAP} `);

function reportProblemsWithCode(code: string): Rule['check'] {
  return ({ problems }, report) => {
    for (const p of problems) {
      if (p.code === code) report({ span: p.span, message: p.message, severity: p.severity });
    }
  };
}

export const malformedInput: Rule = {
  id: 'CK100',
  names: ['malformed-input'],
  tags: ['input'],
  defaultSeverity: 'error',
  description: 'A line or element of the input cannot be read; the rest of the document is still chunked',
  check: (ctx, report) => {
    reportProblemsWithCode('CK100')(ctx, report);
    for (const block of ctx.doc.blocks) {
      const problem = block.meta?.parseProblem;
      if (typeof problem === 'string') report({ span: block.span, message: problem, severity: 'warning' });
      for (const h of mistypedHeadings(block, ctx.doc.text)) {
        report({
          span: h.span,
          severity: 'warning',
          message: `Line "${'#'.repeat(h.level)} ${h.title}" is no heading: a no-break or other Unicode space follows the "${'#'.repeat(h.level)}" where Markdown needs a space or a tab, so its section's chunks carry the heading before it`,
        });
      }
      const underlined = underlinedParagraphOf(block);
      if (underlined) {
        const title = headingTitleOf(block).replace(/\s+/g, ' ');
        const shown = title.length > QUOTED_TITLE ? `${title.slice(0, QUOTED_TITLE)}…` : title;
        const under = underlined.lines > 1 ? `${underlined.lines} lines of text` : 'a sentence';
        report({
          span: underlined.underline,
          severity: 'warning',
          // Lines with no words (a `\` and an anchor, as GitBook exports leave them) make a heading with an empty title.
          message: shown.trim()
            ? `Line "---" right under ${under} makes a heading of them, not a thematic break: "${shown}" leaves every chunk for heading paths (put a blank line above the "---")`
            : `Line "---" right under ${under} with no words (markup only) makes an empty heading of them, not a thematic break: the chunks of its section end their heading path in an empty title (put a blank line above the "---")`,
        });
      }
      for (const stray of strayFencesOf(block, ctx.doc.text)) {
        report({
          span: stray.span,
          severity: 'warning',
          message: `Fence line "${stray.line}" cannot close the code block above it (a closing fence has no info string): that block's fence is never closed, or it needs a longer fence to hold fenced examples; the lines between read as code`,
        });
      }
    }
  },
};

export const degradedSplit: Rule = {
  id: 'CK101',
  names: ['degraded-split'],
  tags: ['input', 'split'],
  defaultSeverity: 'warning',
  description: 'The strategy fell back to a cruder split here (e.g. a table degraded to a character split)',
  check: ({ problems, doc, budgets }, report) => {
    for (const p of problems) {
      if (p.code !== 'CK101') continue;
      const literal = TABLE_ROW.test(p.message) ? literalRowCause(doc.text.slice(p.span.start, p.span.end), budgets.maxTokens) : undefined;
      report({ span: p.span, message: p.message, severity: p.severity, ...(literal ? { pipeline: literal } : {}) });
    }
  },
};
