// Whether a code block is the output of the code block right above it (CK006): notes that show a command in one block
// and what it printed in the next (`\t./enum4linux-ng.py 10.129.14.128 -A` then a ```` ```text ```` block of its
// report), and pages exported from notebooks, where nbconvert writes a cell's output as an indented block right after
// the cell's fenced code. What a program printed is recorded output: a cut between its lines is the pipeline's.

import type { Block } from '../model/types';
import { blocksBefore, blocksInSourceOrder } from './chunkSpans';
import { codeOf } from './completeCode';
import { fenceLanguage } from './fenceLanguage';

/** A command block holds at most this many non-blank lines. */
const COMMAND_LINES = 3;
/** A first line that opens source code rather than output (an import, a declaration, a document type). */
const CODE_START = /^\s*(?:import\s|from\s+\S+\s+import\b|def\s|class\s|function\b|const\s|let\s|var\s|package\s|using\s|#include\b|public\s|private\s|<\?php|<!DOCTYPE|<html\b)/i;
/** Fence languages that say a block is plain text: what a program prints, not code to run. */
const PLAIN_TEXT = /^(?:text|txt|plain|plaintext|none|output|out|log)$/i;
/** A line that ends as source code does: a statement, a block, a call, a Python header. */
const CODE_LINE_END = /[;{}():]\s*$/;
/** In an unlabelled block, at most this share of lines may end as code for it to read as printed output. */
const CODE_LINE_SHARE = 0.3;

/**
 * What `block` shows when it is the output of the code block right above it (no prose, heading or other block
 * between): a block that reads as printed (readsAsPrinted) after a command of at most COMMAND_LINES lines, or an
 * indented block right after a fenced one (a notebook cell's output); else undefined.
 */
export function outputOfBlockAbove(block: Block, blocks: readonly Block[]): string | undefined {
  if (block.kind !== 'code') return undefined;
  const [above] = blocksBefore(blocksInSourceOrder(blocks), block.span.start, 1);
  if (!above || above.kind !== 'code') return undefined;
  const fenced = block.meta?.fenced === true;
  if (!fenced && above.meta?.fenced === true) return "the output of the notebook cell above it (an indented block right after the cell's fenced code, as nbconvert writes a cell's output)";
  const own = codeOf(block.text, true);
  if (!fenced || !readsAsPrinted(fenceLanguage(own.info), own.lines)) return undefined;
  const command = codeOf(above.text, above.meta?.fenced === true).lines.filter((l) => l.trim() !== '');
  return command.length > 0 && command.length <= COMMAND_LINES ? 'what the command in the code block above it printed' : undefined;
}

/**
 * Whether a block's lines read as what a program printed: its fence says plain text, or says nothing and few of its
 * lines end as source code does (CODE_LINE_SHARE); either way its first line opens no source code (CODE_START).
 */
function readsAsPrinted(language: string, lines: readonly string[]): boolean {
  const nonBlank = lines.filter((l) => l.trim() !== '');
  if (!nonBlank.length || CODE_START.test(nonBlank[0])) return false;
  if (PLAIN_TEXT.test(language)) return true;
  return language === '' && nonBlank.filter((l) => CODE_LINE_END.test(l)).length <= CODE_LINE_SHARE * nonBlank.length;
}
