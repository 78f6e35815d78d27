// Whether a code block is a complete unit a reader copies whole (a program, a manifest or configuration file,
// a runnable sample), and why a cap that cuts or overflows one is the pipeline's choice, not the writer's.
// An excerpt or prose in a fence is no complete unit: the writer can shorten it (recorded output: recordedOutput.ts).

import type { Block, PipelineCause } from '../model/types';
import { blocksInSourceOrder } from './chunkSpans';

/** A file name or title on the fence: `{file="build.sh"}`, `title="src/app.ts"`, `yaml .github/workflows/ci.yml`. */
const FILE_ON_FENCE = /(?:^|[\s{,])(?:file|filename|title)=["']?[^\s"'}]|\s\[?(?:[\w.@~-]*\/)*[\w@~-][\w.@~-]*\.[A-Za-z][\w]{0,5}(?:\]|\s|$|\})/;
/** MyST-NB's and Jupytext's executable cell: `{code-cell}`, `{code-cell} ipython3`. */
const NOTEBOOK_CELL = /^\{code-cell\}/;
/** A first line only a whole file or program starts with. */
const PROLOGUE =
  /^(?:#!|<\?xml\b|<!DOCTYPE\b|<!doctype\b|<\?php\b|<html\b|package\s+[\w.]+|import\s|from\s+[\w.]+\s+import\s|using\s+[\w.]+\s*;|#include\s|Option\s+(?:Strict|Explicit|Infer|Compare)\b|Imports\s+[\w.]+\s*$|namespace\s+[\w.]+|apiVersion:|-----BEGIN [A-Z0-9 ]+-----|\/\/\s*Copyright\b|#\s*Copyright\b|<#|#Requires\b|['"]use (?:client|server|strict)['"];?\s*$|(?:\/\/|#|\/\*+|--|;)\s*SPDX-License-Identifier:|pragma\s+solidity\b|use\s+[\w:]+;|extern crate\b|\[package\]|FROM\s+\S+|---$)/;
/** A top-level declaration that a block may consist of alone, opened on its first line. */
const DECLARATION =
  /^(?:export\s+(?:default\s+)?)?(?:(?:public|private|internal|protected|static|abstract|sealed|partial|final|async|pub)\s+)*(?:function|class|interface|struct|enum|record|trait|impl|def|fn|func|module|mod|object|server|http|type)\b/;
/**
 * A C-family function's signature on a line of its own (`void banner(void)`, `static int *parse(char *s) {`):
 * a return type of up to four words, a name, parameters. Control statements (`else if (x) {`) and methods
 * behind an access modifier (a class member: an excerpt) are left out.
 */
const C_FUNCTION = /^(?!(?:else|return|if|while|for|switch|do|new|case|public|private|protected|internal)\b)(?:[\w:<>,*&]+\s+){1,4}\**[\w:~]+\s*\([^()]*\)\s*(?:const\s*)?\{?\s*$/;
/** How much of a first line the signature check reads. */
const SIGNATURE_READ = 300;
/**
 * A first line that opens a named block of a configuration language (`websocket {` in a NATS server file, HCL's
 * `resource "aws_instance" "web" {`, nginx's `location / {`); control words (`else {`, `try {`) are left out.
 */
const BLOCK_OPEN = /^(?!(?:else|try|do|finally|loop|unsafe|async)\b)[\w.-]+(?:[ \t]+(?:"[^"\n]{0,100}"|[\w./-]{1,100}))*[ \t]*\{\s*$/;
/** A first line that opens one object or array literal (a configuration to copy whole): `beeConfig: {`, `"seo": {`, `addOns: [`. */
const OBJECT_OPEN = /^(?:(?:export\s+)?(?:const|let|var)\s+[\w$]+\s*=\s*|["']?[\w$.-]+["']?\s*[:=]\s*)?[{[]\s*$/;
/** A first line that opens an XML or HTML element at the left margin (`<xsd:schema …`, `<Window x:Class=…>`, `<report>`). */
const XML_OPEN = /^<([A-Za-z][\w:.-]*)(?=[\s>/]|$)/;
/** The line that closes it, at the column it opened. */
const OBJECT_CLOSE = /^[}\]][,;]?\s*$/;
/** A line that ends in a continuation mark: the command goes on on the next line. */
const CONTINUED = /(?:\\|`|\^)\s*$/;
/** A first line that opens a body (an object, a block, a list) rather than a command: its indented lines are members. */
const OPENS_BODY = /[[{(:,=]\s*$/;
/** Stylesheet languages, whose blocks of whole rules are a snippet to copy whole. */
const STYLESHEET_LANG = /^(?:css|scss|sass|less)$/i;
/** Fewer lines than this are no command worth calling whole. */
const MIN_COMMAND_LINES = 3;
/** The line that closes a top-level declaration. */
const CLOSING = /^(?:\}|\};|end)\s*$/;
const JSON_LANG = /^(?:json|jsonc|json5)$/i;
/** How much of an info string is read for a file name (a fence's info is a few words; this keeps the scan short on any line). */
const INFO_READ = 200;

/** An attribute, annotation or decorator line a declaration may open with: `[DscResource()]`, `@dataclass`, `#[derive(Debug)]`. */
const ATTRIBUTE_LINE = /^\s*(?:\[[\w.]+(?:\(.*\))?\]|@[\w.]+(?:\(.*\))?|#\[.*\])\s*$/;
/** A line that defines a command-line option: `  -c, --config string   description`, `--verbose`, `/q`. */
const OPTION_LINE = /^\s*(?:-{1,2}[A-Za-z0-9][\w-]*|\/[A-Za-z?][\w:]*)(?:[\s,=<[]|$)/;
/** At least this share of a listing's non-blank lines define options for it to be an options reference. */
const OPTION_SHARE = 0.6;
/** Fewer option lines than this make no listing. */
const MIN_OPTION_LINES = 8;

/** A line that is only a comment, which a file's header may open with before its first line of code. */
const COMMENT_LINE = /^\s*(?:\/\/|#(?![!\w])|#\s|\/\*|\*|<!--|--|;)/;
/** A Python module's docstring opening on its own line or with text: a program's header, like a comment. */
const DOCSTRING_OPEN = /^\s*(?:"{3}|'{3})/;
/** How many leading comment lines are looked past for a whole file's first line. */
const HEADER_LINES = 12;

/** A fenced or indented code block's info string and its lines of code (fences and trailing blank lines left out). */
export function codeOf(text: string, fenced: boolean): { info: string; lines: string[] } {
  // Code in a list item is indented by the item's content column (its span starts at the fence): dedent it.
  const lines = text.split('\n');
  let indent = Infinity;
  for (let i = 1; i < lines.length; i++) if (lines[i].trim() !== '') indent = Math.min(indent, /^[ \t]*/.exec(lines[i])![0].length);
  const dedented = lines.map((l, i) => (i === 0 ? l.trimStart() : indent === Infinity ? l : l.slice(Math.min(indent, /^[ \t]*/.exec(l)![0].length))));
  if (!fenced) return { info: '', lines: trimEnd(dedented) };
  const fence = /^(`{3,}|~{3,})/.exec(dedented[0])?.[1] ?? '```';
  const info = dedented[0].slice(fence.length).trim();
  const body = trimEnd(dedented.slice(1));
  if (body.length && body[body.length - 1].trim().startsWith(fence[0].repeat(3))) body.pop();
  return { info, lines: trimEnd(body) };
}

/** A block comment opening a file's header (`/*` with its banner on the lines after it). */
const BLOCK_COMMENT_OPEN = /^\s*\/\*/;
/** How many lines a module docstring or a header comment is read over for its close. */
const DOCSTRING_LINES = 200;

/** The line where the comment or docstring opened at `from` closes (the first later line holding `close`), or `from` when it does not close soon. */
function closingLine(lines: readonly string[], from: number, close: string): number {
  const opened = lines[from].indexOf(close.startsWith('*') ? '/*' : close);
  if (close !== '*/' && lines[from].indexOf(close, opened + close.length) >= 0) return from;
  for (let j = from + 1; j < lines.length && j <= from + DOCSTRING_LINES; j++) if (lines[j].includes(close)) return j;
  return from;
}

function trimEnd(lines: string[]): string[] {
  let end = lines.length;
  while (end > 0 && lines[end - 1].trim() === '') end--;
  return end === lines.length ? lines : lines.slice(0, end);
}

/**
 * What shows that the code of a block is a complete unit ("a file name on its fence", "a whole file's first
 * line (`using System;`)", ...), or undefined for an excerpt. Read from the fence, the first lines (past a
 * comment header) and the last line only. `text` is the block's source, fences included when `fenced`.
 */
export function completeUnitEvidenceOf(text: string, fenced: boolean): string | undefined {
  const { info, lines } = codeOf(text, fenced);
  if (FILE_ON_FENCE.test(info.slice(0, INFO_READ))) return 'a file name on its fence';
  if (NOTEBOOK_CELL.test(info)) return 'a notebook cell (`{code-cell}`), which runs as one unit';
  if (!/^(?:diff|patch)\b/i.test(info) && isOptionListing(lines)) return "a listing of a command's options, one per line (a `--help` or generated reference)";
  let firstAt = -1;
  for (let i = 0, seen = 0; i < lines.length && seen < HEADER_LINES; i++) {
    const line = lines[i];
    if (line.trim() === '') continue;
    const prologue = PROLOGUE.exec(line.trim());
    if (prologue) return `a whole file's first line (\`${prologue[0].trim()}\`)`;
    if (seen === 0 && DOCSTRING_OPEN.test(line)) {
      i = closingLine(lines, i, /(?:"{3}|'{3})/.exec(line)![0]);
      seen++;
      continue;
    }
    if (BLOCK_COMMENT_OPEN.test(line) && !line.includes('*/')) {
      i = closingLine(lines, i, '*/');
      seen++;
      continue;
    }
    if (!COMMENT_LINE.test(line) && !ATTRIBUTE_LINE.test(line)) {
      firstAt = i;
      break;
    }
    seen++;
  }
  if (firstAt < 0) return undefined;
  const first = lines[firstAt];
  const last = lines[lines.length - 1];
  const lang = info.split(/[\s{]/)[0];
  if (JSON_LANG.test(lang) && /^[{[]/.test(first.trim()) && /^[}\]]\s*$/.test(last)) return 'a whole JSON document';
  if ((DECLARATION.test(first) || C_FUNCTION.test(first.slice(0, SIGNATURE_READ))) && CLOSING.test(last)) return 'one whole top-level declaration';
  if (OBJECT_OPEN.test(first) && OBJECT_CLOSE.test(last)) return 'one whole object or array literal';
  const element = XML_OPEN.exec(first);
  if (element && last.trim() === `</${element[1]}>`) return `one whole XML element (\`<${element[1]}>\` … \`</${element[1]}>\`)`;
  if (isOneCommand(lines, firstAt)) return 'one command over its continuation lines';
  if (STYLESHEET_LANG.test(lang) && /\{\s*$/.test(first) && CLOSING.test(last)) return 'whole style rules';
  if (BLOCK_OPEN.test(first.slice(0, SIGNATURE_READ)) && OBJECT_CLOSE.test(last)) return 'one whole configuration block';
  return undefined;
}

/** Whether most non-blank lines define command-line options: a reference a reader scans, whole in every line. Linear. */
function isOptionListing(lines: readonly string[]): boolean {
  let options = 0;
  let nonBlank = 0;
  for (const line of lines) {
    if (line.trim() === '') continue;
    nonBlank++;
    if (OPTION_LINE.test(line)) options++;
  }
  return options >= MIN_OPTION_LINES && options >= OPTION_SHARE * nonBlank;
}

/**
 * Whether the lines from `from` are one command or statement: it opens unindented (and opens no body: an
 * object or block left open is an excerpt's, see OBJECT_OPEN) and every later line either
 * is indented (a continuation, as cmdlet syntax and wrapped shell commands are written) or follows a line that
 * ends in a continuation mark (`\`, PowerShell's backtick, cmd's `^`). Linear in the lines.
 */
function isOneCommand(lines: readonly string[], from: number): boolean {
  if (lines.length - from < MIN_COMMAND_LINES || /^\s/.test(lines[from]) || OPENS_BODY.test(lines[from])) return false;
  for (let i = from + 1; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === '') return false;
    if (!/^\s/.test(line) && !CONTINUED.test(lines[i - 1])) return false;
  }
  return true;
}

/**
 * What a lead-in says of the code after it: the paragraph or heading right before the block calls it full,
 * complete or entire ("Here is a full template with all the options", "## Complete Implementation").
 */
const LEAD_IN = /\b(?:full|complete|entire|whole|final|finished)\b[^.\n]{0,40}?\b(?:example|template|file|script|program|code|configuration|config|listing|sample|app|application|manifest|implementation|stylesheet|snippet|output|transcript|log)s?\b/i;
/** How much of the lead-in's end is read. */
const LEAD_IN_READ = 300;

/**
 * completeUnitEvidenceOf for a code block of `blocks`, or what the paragraph or heading just before it says of
 * it (a lead-in that calls it full, complete or entire).
 */
export function completeUnitEvidence(block: Block, blocks: readonly Block[]): string | undefined {
  if (block.kind !== 'code') return undefined;
  const own = completeUnitEvidenceOf(block.text, block.meta?.fenced === true);
  if (own) return own;
  const before = blockBefore(blocksInSourceOrder(blocks), block.span.start);
  if (!before || (before.kind !== 'paragraph' && before.kind !== 'heading')) return undefined;
  const said = LEAD_IN.exec(before.text.slice(-LEAD_IN_READ));
  return said ? `its lead-in calls it whole ("${said[0]}")` : undefined;
}

/** The last block of `sorted` (blocks in source order) that ends at or before `offset`; binary search. */
function blockBefore(sorted: readonly Block[], offset: number): Block | undefined {
  let low = 0;
  let high = sorted.length - 1;
  let found: Block | undefined;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (sorted[mid].span.end <= offset) {
      found = sorted[mid];
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** Why a complete unit the strategy cuts (or holds over its cap) is the pipeline's, and the cap that keeps it whole. */
export function completeUnitCause(evidence: string, tokens: number, maxTokens: number | undefined, cut: boolean): PipelineCause {
  return {
    cause: `it is a complete code unit (${evidence}) that the cap ${cut ? 'cuts' : 'cannot hold'}`,
    remedy: `maxTokens ≥ ${tokens} (now ${maxTokens ?? '?'}) keeps it whole, or a code-aware splitter that cuts it at its declarations`,
  };
}
