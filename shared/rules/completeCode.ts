// Whether a code block is a complete unit a reader copies whole (a program, a manifest or configuration file,
// a runnable sample), and why a cap that cuts or overflows one is the pipeline's choice, not the writer's.
// An excerpt, console output, a transcript or prose in a fence is no complete unit: the writer can shorten it.

import type { Block, PipelineCause } from '../model';

/** A file name or title on the fence: `{file="build.sh"}`, `title="src/app.ts"`, `yaml .github/workflows/ci.yml`. */
const FILE_ON_FENCE = /(?:^|[\s{,])(?:file|filename|title)=["']?[^\s"'}]|\s(?:[\w.@~-]*\/)*[\w@~-][\w.@~-]*\.[A-Za-z][\w]{0,5}(?:\s|$|\})/;
/** A first line only a whole file or program starts with. */
const PROLOGUE =
  /^(?:#!|<\?xml\b|<!DOCTYPE\b|<!doctype\b|<\?php\b|<html\b|package\s+[\w.]+|import\s|from\s+[\w.]+\s+import\s|using\s+[\w.]+\s*;|#include\s|namespace\s+[\w.]+|apiVersion:|\/\/\s*Copyright\b|#\s*Copyright\b|<#|#Requires\b|use\s+[\w:]+;|extern crate\b|\[package\]|FROM\s+\S+)/;
/** A top-level declaration that a block may consist of alone, opened on its first line. */
const DECLARATION =
  /^(?:export\s+(?:default\s+)?)?(?:(?:public|private|internal|protected|static|abstract|sealed|partial|final|async|pub)\s+)*(?:function|class|interface|struct|enum|record|trait|impl|def|fn|func|module|object|server|http)\b/;
/** The line that closes a top-level declaration. */
const CLOSING = /^(?:\}|\};|end)\s*$/;
const JSON_LANG = /^(?:json|jsonc|json5)$/i;
/** How much of an info string is read for a file name (a fence's info is a few words; this keeps the scan short on any line). */
const INFO_READ = 200;

/** A fenced or indented code block's info string and its lines of code (fences left out). */
function codeOf(block: Block): { info: string; lines: string[] } {
  const lines = block.text.split('\n');
  if (!block.meta?.fenced) return { info: '', lines };
  const fence = /^\s*(`{3,}|~{3,})/.exec(lines[0])?.[1] ?? '```';
  const info = lines[0].trim().slice(fence.length).trim();
  const body = lines.slice(1);
  while (body.length && body[body.length - 1].trim() === '') body.pop();
  if (body.length && body[body.length - 1].trim().startsWith(fence[0].repeat(3))) body.pop();
  return { info, lines: body };
}

/**
 * What shows a code block is a complete unit ("a file name on its fence", "a program prologue (`using`)", ...),
 * or undefined for an excerpt. Read from the fence and the first and last lines only.
 */
export function completeUnitEvidence(block: Block): string | undefined {
  if (block.kind !== 'code') return undefined;
  const { info, lines } = codeOf(block);
  if (FILE_ON_FENCE.test(info.slice(0, INFO_READ))) return 'a file name on its fence';
  const firstAt = lines.findIndex((l) => l.trim() !== '');
  if (firstAt < 0) return undefined;
  const first = lines[firstAt];
  const last = lines[lines.length - 1];
  const prologue = PROLOGUE.exec(first);
  if (prologue) return `a whole file's first line (\`${prologue[0].trim()}\`)`;
  const lang = String(block.meta?.lang ?? '').split(/[\s{]/)[0];
  if (JSON_LANG.test(lang) && /^[{[]/.test(first.trim()) && /^[}\]]\s*$/.test(last)) return 'a whole JSON document';
  if (DECLARATION.test(first) && CLOSING.test(last)) return 'one whole top-level declaration';
  return undefined;
}

/** Why a complete unit the strategy cuts (or holds over its cap) is the pipeline's, and the cap that keeps it whole. */
export function completeUnitCause(evidence: string, tokens: number, maxTokens: number | undefined, cut: boolean): PipelineCause {
  return {
    cause: `it is a complete code unit (${evidence}) that the cap ${cut ? 'cuts' : 'cannot hold'}`,
    remedy: `maxTokens ≥ ${tokens} (now ${maxTokens ?? '?'}) keeps it whole, or a code-aware splitter that cuts it at its declarations`,
  };
}
