// Parses a LightRAG `.blocks.jsonl` file: every `type == "content"` line becomes one 'content' block; other
// line types are kept as metadata; every malformed line is a CK100 problem on that line, never an exception.

import type { Block, ParsedDocument, Problem, Span } from '../model/types';
import { findTooDeep, tooDeepMessage } from './jsonDepth';
import { parseTablesSidecar } from './tablesSidecar';

/** A non-content line of the file (`meta`, or any other `type`), kept for display and traceability. */
export interface MetadataLine {
  type: string;
  span: Span;
  value: Record<string, unknown>;
}

/**
 * Parses `.blocks.jsonl` text. Blank lines are ignored; a line that is not a JSON object, has no string
 * `type`, or is a content line without a string `content` is a CK100 problem and is skipped; an ill-typed
 * optional field (`heading`, `parent_headings`, `level`, `blockid`) is a CK100 problem and gets its default,
 * so the line is still chunked. `level` 0 (or absent) is treated as 1, as the reference does; a title block
 * (`is_title_block: true`, the cover found by LightRAG's smart heading) is level 0 whatever its `level` says.
 * `sidecars.tables` is the raw text of `<base>.tables.json`, parsed into `sidecars.tables` (id → entry).
 */
export function parseBlocksJsonl(text: string, sidecars: Record<string, string> = {}): ParsedDocument {
  const blocks: Block[] = [];
  const problems: Problem[] = [];
  const metadata: MetadataLine[] = [];
  let start = 0;
  let lineNo = 0;
  while (start <= text.length) {
    const nl = text.indexOf('\n', start);
    const end = nl === -1 ? text.length : nl;
    lineNo++;
    const lineEnd = end > start && text[end - 1] === '\r' ? end - 1 : end;
    const span = { start, end: lineEnd };
    const raw = text.slice(start, lineEnd);
    if (raw.trim()) readLine(raw, span, lineNo, blocks, problems, metadata);
    if (nl === -1) break;
    start = nl + 1;
  }
  const parsedSidecars: Record<string, unknown> = { lines: metadata };
  if (sidecars.tables !== undefined) {
    const tables = parseTablesSidecar(sidecars.tables);
    parsedSidecars.tables = tables.tables;
    for (const message of tables.problems) {
      problems.push({ span: { start: 0, end: 0 }, message: `tables.json: ${message}`, code: 'CK100', severity: 'error' });
    }
  }
  return { kind: 'blocks-jsonl', text, blocks, problems, sidecars: parsedSidecars };
}

function readLine(raw: string, span: Span, lineNo: number, blocks: Block[], problems: Problem[], metadata: MetadataLine[]): void {
  const problem = (message: string) =>
    problems.push({ span, message: `line ${lineNo}: ${message}`, code: 'CK100', severity: 'error' });
  if (findTooDeep(raw).length) {
    problem(`${tooDeepMessage('the line')}; the line is skipped`);
    return;
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    problem(`not valid JSON (${(error as Error).message})`);
    return;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problem('expected a JSON object');
    return;
  }
  const obj = value as Record<string, unknown>;
  if (typeof obj.type !== 'string') {
    problem('the line has no string "type" field');
    return;
  }
  if (obj.type !== 'content') {
    metadata.push({ type: obj.type, span, value: obj });
    return;
  }
  if (typeof obj.content !== 'string') {
    problem('a content line needs a string "content" field; the line is skipped');
    return;
  }
  const heading = optional(obj, 'heading', (v) => typeof v === 'string', 'a string', problem) ? (obj.heading as string) : '';
  const parents = optional(obj, 'parent_headings', (v) => Array.isArray(v) && v.every((h) => typeof h === 'string'), 'an array of strings', problem)
    ? (obj.parent_headings as string[])
    : [];
  const levelOk = optional(obj, 'level', (v) => Number.isInteger(v) && (v as number) >= 0, 'a whole number ≥ 0', problem);
  const titleBlock = optional(obj, 'is_title_block', (v) => typeof v === 'boolean', 'true or false', problem) && obj.is_title_block === true;
  const level = titleBlock ? 0 : levelOk && obj.level ? (obj.level as number) : 1;
  const blockid = optional(obj, 'blockid', (v) => typeof v === 'string', 'a string', problem) ? (obj.blockid as string) : undefined;
  const meta: Record<string, unknown> = { line: lineNo, heading, parentHeadings: parents };
  if (blockid?.trim()) meta.blockid = blockid.trim();
  if (titleBlock) meta.isTitleBlock = true;
  if (obj.positions !== undefined) meta.positions = obj.positions;
  if (obj.format !== undefined) meta.format = obj.format;
  blocks.push({
    index: blocks.length,
    kind: 'content',
    span,
    text: obj.content,
    level,
    headingPath: heading ? [...parents, heading] : [...parents],
    meta,
  });
}

/** True when `key` is absent/null or valid; reports an ill-typed value (the caller then uses the default). */
function optional(
  obj: Record<string, unknown>,
  key: string,
  valid: (v: unknown) => boolean,
  expected: string,
  problem: (message: string) => void,
): boolean {
  const v = obj[key];
  if (v === undefined || v === null) return false;
  if (valid(v)) return true;
  problem(`"${key}" must be ${expected}, got ${preview(v)}; using the default`);
  return false;
}

/** A short JSON preview of a value for a message: a 3,000-entry array must not become a 3,000-entry message. */
function preview(v: unknown): string {
  const json = JSON.stringify(v);
  return json.length > 60 ? `${json.slice(0, 60)}…` : json;
}
