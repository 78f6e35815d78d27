// Reads a JSON input file (a MinerU content list, a DoclingDocument) for its parser: nesting too deep to read is
// masked and reported, syntax errors become CK100 problems one by one up to a limit and then one summary (garbage
// input stays readable), and the tree of every readable part is kept, so one bad item never hides the others.

import { type Node, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Problem, Span } from '../model/types';
import { findTooDeep, maskSpans, tooDeepMessage } from './jsonDepth';

/** Syntax errors reported one by one; the rest are summed up in one problem. */
const MAX_SYNTAX_ERRORS = 20;

/** A parsed JSON input: its tree (undefined when nothing could be read), the syntax errors, and the problems so far. */
export interface JsonInput {
  root: Node | undefined;
  errors: ParseError[];
  problems: Problem[];
}

/** A CK100 error at `span`: the input is malformed there. */
export function malformed(span: Span, message: string): Problem {
  return { span, message, code: 'CK100', severity: 'error' };
}

/** Parses `text` as strict JSON; `what` names the document in the too-deep message ("the content list"). */
export function readJsonInput(text: string, what: string): JsonInput {
  const problems: Problem[] = [];
  const errors: ParseError[] = [];
  const deep = findTooDeep(text);
  for (const span of deep) problems.push(malformed(span, tooDeepMessage(what)));
  const root = parseTree(maskSpans(text, deep), errors, { disallowComments: true, allowTrailingComma: false });
  for (const e of errors.slice(0, MAX_SYNTAX_ERRORS)) {
    problems.push(malformed({ start: e.offset, end: e.offset + Math.max(e.length, 1) }, `invalid JSON: ${printParseErrorCode(e.error)}`));
  }
  if (errors.length > MAX_SYNTAX_ERRORS) {
    const e = errors[MAX_SYNTAX_ERRORS];
    problems.push(malformed({ start: e.offset, end: e.offset + Math.max(e.length, 1) }, `invalid JSON: ${errors.length - MAX_SYNTAX_ERRORS} more syntax errors from here on`));
  }
  return { root, errors, problems };
}
