// Whether a code block is the one sample its page presents, so that a reader takes it whole and the writer cannot cut
// it without damaging the page: the title of its section names one sample (`# Move method example (VBScript)`,
// `## DeleteODBLists script`, `### App.js file`, `## Definition`) and the block is the section's only code, or the
// lead-in tells the reader to take the block as one (`copy the contents of the following script into Notepad`,
// `run the resulting block at the prompt`, `Paste this block into your rules file`) or points at it as one named
// sample (`The following PowerShell script shows …`), or the lead-in is only the name of the file the block is
// (`Set-SiteMailboxConfig.ps1:`), or the block is the page's only content (a snippet file). A tutorial's listing given in pieces with prose
// between them, or a block under a title of what the code does (`## Startup jobs`), presents no sample: its seams are
// the writer's to explain.

import type { Block } from '../model/types';
import { blocksBefore, blocksInSourceOrder } from './chunkSpans';
import { FILE_NAME, isOnlyCodeOfSection, onlyFileName, type LeadIn } from './leadIn';

/**
 * The head of a title that names one sample: its last word (past a parenthesised language, `(VBScript)`, and trailing
 * punctuation) is a singular noun for a sample shown whole (`Example`, `Definition`), or a file name. A plural title
 * (`Examples`) presents several things, a title of a task (`Startup jobs`) none.
 */
const SAMPLE_TITLE = new RegExp(
  String.raw`(?:^|[\s\`*_])(?:example|sample|listing|definition|template|${FILE_NAME})[\`*_]*(?:\s*\([^()\n]{1,40}\))?[\s.:]*$`,
  'i',
);
/**
 * A title whose head is a kind of code after the name of the one it is (`HelloData code`, `DeleteODBLists script`,
 * `App.js file`, `Visual C++ Extensions header`): the kind alone (`# Code`, `## Script`) titles a part of a page, not a sample.
 */
const NAMED_KIND_TITLE = /\S\s+(?:script|program|header|file|code|schema)[`*_]*(?:\s*\([^()\n]{1,40}\))?[\s.:]*$/i;
/** An article or a possessive: a title that has one is a sentence about a task (`Edit the configuration file`), not a name. */
const ARTICLE = /\b(?:the|a|an|your|our|my|its|this|that)\s/i;
/**
 * A lead-in that tells the reader to take the block as one: copy, paste, save, drop or run it ("copy the contents of
 * the following script into Notepad", "Cut and paste the following code", "run the resulting block", "Paste this
 * block into your rules file", "Drop these in `.cursorrules`", "Save this file"), also when it names the block by its
 * kind first ("Copy the script below to a .txt file", "copy the code to a `./src/tui.rs`").
 */
const TAKE_WHOLE =
  /\b(?:copy|copying|paste|pasting|save|saving|drop|run|running)\s+(?:(?:the\s+)?contents?\s+(?:of\s+)?)?(?:(?:the following|this|these|the resulting|the whole|the entire|below)\b|(?:the|this|that)\s+(?:[\w.+#-]+\s+)?(?:code|script|program|snippet|block|file|configuration|content|contents)\s+(?:below\b|above\b|(?:in)?to\s|as\s))/i;
/** A lead-in that points at the block as one named sample: "The following PowerShell script shows …", "The following header, **icrsint.h**". */
const FOLLOWING_SAMPLE = /\bthe following\s+(?:[\w+#.-]+\s+){0,2}?(?:script|program|header|listing|template|schema|sample|definition)\b/;
/** A sentence whose subject is the block as one script and whose verb says what it does: "This script imports the .xml files …", "The script below creates …". */
const SCRIPT_SUBJECT = /(?:^|[.!?]\s+)(?:this|the)\s+(?:[\w+#.-]+\s+)?(?:script|program)(?:\s+below)?\s+(?!is\b|are\b|was\b|will\b|can\b|must\b|should\b|needs?\b)[a-z]+s\b/;
/**
 * A sentence that introduces the block as an example file, ending in a colon or saying it is below: "An example file
 * with multiline and multi-format content:", "A sample configuration file:", "An example of a ledger configuration file
 * is displayed below."
 */
const EXAMPLE_FILE = /(?:^|[.!?]\s+)(?:an?|the)\s+(?:example|sample)\s+(?:of\s+(?:an?|the)\s+)?(?:[\w.+#-]+\s+)?(?:file|input|document|configuration|config)\b[^.!?\n]*(?::[*_\s]*$|\b(?:is|are)\s+(?:shown|displayed|given|listed)\s+below\b)/;
/** Any of the three, the leftmost match winning. */
const NAMED_LEAD_IN = new RegExp([FOLLOWING_SAMPLE, SCRIPT_SUBJECT, EXAMPLE_FILE].map((r) => r.source).join('|'), 'i');
/** How many blocks back the title of a block's section is looked for (its lead-in, notes, folds). */
const TITLE_LOOKBACK = 8;
/** How much of a title or a lead-in's end is read. */
const READ = 300;

/**
 * The evidence that `block` is the one sample its page presents (see the top of this file), given its lead-in, or
 * undefined. Reads at most TITLE_LOOKBACK blocks before it and the few after it.
 */
export function presentedSampleEvidence(block: Block, blocks: readonly Block[], leadIn: LeadIn): string | undefined {
  if (isPageOnlyContent(block, blocks)) return "it is its page's only content (a snippet or a page that shows one block, which readers copy whole)";
  if (leadIn.kind === 'paragraph' && leadIn.text !== undefined) {
    const end = leadIn.text.slice(-READ);
    const taken = TAKE_WHOLE.exec(end);
    if (taken) return `its lead-in tells the reader to take it as one ("${taken[0]}")`;
    const named = NAMED_LEAD_IN.exec(end);
    if (named) return `its lead-in points at it as one sample ("${named[0]}")`;
    const file = onlyFileName(leadIn.text);
    if (file) return `its lead-in is the name of the file it is (\`${file}\`)`;
  }
  const title = sectionTitleOf(block, blocks);
  if (title === undefined) return undefined;
  const named = (SAMPLE_TITLE.test(title) || NAMED_KIND_TITLE.test(title)) && !ARTICLE.test(title);
  return named ? `the title of its section names the one sample it presents ("${title}")` : undefined;
}

/** A page of at most this many blocks is read for a code block that is its only content. */
const ONLY_CONTENT_BLOCKS = 8;
/** At most this long an HTML block is markup around the code (`<div id="ai-setup-prompt">`), not content of its own. */
const WRAPPER_CHARS = 200;

/**
 * Whether `block` is its page's only content: the page has no heading, and every other block is front matter, a
 * comment, an import, a break or markup around it (`<div id="ai-setup-prompt">`). A snippet file another page
 * includes gives the block whole. (A page without headings is one run, so the blocks a window of the incremental
 * lint holds are then the whole page.)
 */
function isPageOnlyContent(block: Block, blocks: readonly Block[]): boolean {
  if (blocks.length > ONLY_CONTENT_BLOCKS) return false;
  return blocks.every((b) => b === block || b.kind === 'frontMatter' || b.kind === 'marker' || b.kind === 'thematicBreak' || (b.kind === 'html' && b.text.length <= WRAPPER_CHARS));
}

/** The text of the heading of `block`'s section when the block is that section's only code block, or undefined. */
function sectionTitleOf(block: Block, blocks: readonly Block[]): string | undefined {
  const sorted = blocksInSourceOrder(blocks);
  for (const b of blocksBefore(sorted, block.span.start, TITLE_LOOKBACK)) {
    if (b.kind === 'code') return undefined;
    if (b.kind !== 'heading') continue;
    if (!isOnlyCodeOfSection(sorted, block)) return undefined;
    return b.text.slice(0, READ).replace(/^#{1,6}\s+/, '').replace(/\s+#+\s*$/, '').trim();
  }
  return undefined;
}
