// Parses a `*.pages.json` page list (`[{"page_num": 0, "text": "..."}]`) into one `page` block per page.
// Malformed JSON and malformed items become CK100 problems at their place; every readable page is kept.

import { type Node, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Block, ParsedDocument, Problem, Span } from '../model/types';
import { findTooDeep, maskSpans, tooDeepMessage } from './jsonDepth';

const spanOf = (node: { offset: number; length: number }): Span => ({ start: node.offset, end: node.offset + node.length });

function problem(span: Span, message: string): Problem {
  return { span, message, code: 'CK100', severity: 'error' };
}

function property(object: Node, key: string): Node | undefined {
  const pair = object.children?.find((p) => p.children?.[0]?.value === key);
  return pair?.children?.[1];
}

/**
 * Reads a page list. Each page block's `text` is the decoded `text` field, its `span` the item object and
 * `meta.textSpan` the string literal, so a chunker can map decoded offsets to the source
 * (shared/parse/jsonStringOffsets.ts). `page` is the item's `page_num`, or its position when that is missing.
 */
export function parsePagesJson(text: string): ParsedDocument {
  const errors: ParseError[] = [];
  const deep = findTooDeep(text);
  const root = parseTree(maskSpans(text, deep), errors, { disallowComments: true, allowTrailingComma: false });
  const problems: Problem[] = deep.map((span) => problem(span, tooDeepMessage('The page list')));
  for (const e of errors) {
    problems.push(problem({ start: e.offset, end: e.offset + e.length }, `Invalid JSON: ${describeError(printParseErrorCode(e.error))}`));
  }
  const blocks: Block[] = [];
  if (!root) return { kind: 'pages', text, blocks, problems };
  if (root.type !== 'array') {
    problems.push(problem(spanOf(root), 'A page list must be a JSON array of {"page_num", "text"} objects'));
    return { kind: 'pages', text, blocks, problems };
  }
  const insideError = (span: Span): boolean => errors.some((e) => e.offset >= span.start && e.offset < span.end);
  (root.children ?? []).forEach((item, position) => {
    const span = spanOf(item);
    if (item.type !== 'object') {
      problems.push(problem(span, `Page ${position + 1} is not an object with "page_num" and "text"; it is skipped`));
      return;
    }
    const textNode = property(item, 'text');
    if (!textNode || textNode.type !== 'string') {
      const where = textNode ? spanOf(textNode) : span;
      problems.push(problem(where, `Page ${position + 1} has no string "text"; it is skipped`));
      return;
    }
    const textSpan = spanOf(textNode);
    if (insideError(textSpan)) {
      problems.push(problem(textSpan, `The "text" of page ${position + 1} is not a complete JSON string; the page is skipped`));
      return;
    }
    const pageNode = property(item, 'page_num');
    let page = position;
    if (pageNode && pageNode.type === 'number' && Number.isInteger(pageNode.value) && pageNode.value >= 0) page = pageNode.value;
    else {
      const where = pageNode ? spanOf(pageNode) : span;
      problems.push(problem(where, `Page ${position + 1} needs a whole-number "page_num" ≥ 0; its position ${position} is used`));
    }
    blocks.push({ index: blocks.length, kind: 'page', span, text: textNode.value as string, headingPath: [], page, meta: { textSpan } });
  });
  return { kind: 'pages', text, blocks, problems };
}

function describeError(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
