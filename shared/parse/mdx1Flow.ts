// MDX 1's block syntax (remark-mdx 1.6, which Docusaurus 2 reads pages with) as a micromark extension over
// CommonMark: a JSX block is a line that starts with a tag (`<Tabs>`, `</TabItem>`, `<div`, `<>`) and runs to the
// next blank line, and may interrupt a paragraph; an ESM block is a top-level line that starts with `import ` or
// `export ` and runs to the next blank line. Nothing else of MDX 3 is read: no `{expressions}`, HTML comments and
// autolinks are CommonMark's, indented code stays code. Neither construct fails: whether its content is valid
// JavaScript is for mdx1Problems.ts to say.

import { blankLine } from 'micromark-core-commonmark';
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    mdx1JsxFlow: 'mdx1JsxFlow';
    mdx1JsxFlowData: 'mdx1JsxFlowData';
  }
}

const LESS_THAN = 60;
const LOWERCASE_E = 101;
const LOWERCASE_I = 105;
const SPACE = 32;
const TAB = -2;

/** How much of a JSX block's first line is kept to decide whether it opens one (a tag name is far shorter). */
const FIRST_LINE_LOOK = 256;

/**
 * A line that opens a JSX block in remark-mdx 1.6 (block.js): `<`, an optional `/`, a name of letters, digits and
 * dots whose first letter comes before any digit, then a space, `>`, `/>` or the line's end; or a fragment `<>`.
 * (Written with a lookahead so that no two quantifiers compete over the same characters.)
 */
const JSX_OPENING = /^<(?:>|\/?(?=[A-Za-z.]*[A-Za-z])[A-Za-z0-9.]+(?=[\s>]|\/>|$))/;

/** Raw HTML (`<script>`, `<pre>`, `<style>`) ends at its closing tag in MDX 1 as in CommonMark: left to CommonMark. */
const RAW_OPENING = /^<(?:script|pre|style)(?=[\s>]|$)/i;

/** The first characters of a lazy line that end a JSX block in a list item: a heading's `#`, a fence's backtick or tilde, a break's `-`, `*` or `_`. */
const LAZY_LINE_ENDS_BLOCK = new Set([35, 96, 126, 45, 42, 95]);

/** micromark's line ending codes (CR, LF, CRLF). */
function isLineEnding(code: Code): boolean {
  return code !== null && code < -2;
}

const continuationLine: Construct = { tokenize: tokenizeContinuationLine, partial: true };
const blankLineAfter: Construct = { tokenize: tokenizeBlankLineAfter, partial: true };

/** The block constructs MDX 1 adds to CommonMark: JSX blocks at `<`, ESM blocks at `i` and `e`. */
export function mdx1Flow(): Extension {
  const jsx: Construct = { name: 'mdx1JsxFlow', tokenize: tokenizeJsxBlock, concrete: true };
  const esm: Construct = { name: 'mdx1Esm', tokenize: tokenizeEsmBlock, concrete: true };
  return { flow: { [LESS_THAN]: jsx, [LOWERCASE_E]: esm, [LOWERCASE_I]: esm } };
}

function tokenizeJsxBlock(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  let firstLine = '';
  const restOfBlock = untilBlankLine(effects, ok, 'mdx1JsxFlow', 'mdx1JsxFlowData');
  return start;

  function start(code: Code): State | undefined {
    effects.enter('mdx1JsxFlow');
    effects.enter('mdx1JsxFlowData');
    return opening(code);
  }

  function opening(code: Code): State | undefined {
    if (code === null || isLineEnding(code)) {
      if (!JSX_OPENING.test(firstLine) || RAW_OPENING.test(firstLine)) return nok(code);
      effects.exit('mdx1JsxFlowData');
      return restOfBlock(code);
    }
    if (firstLine.length < FIRST_LINE_LOOK) firstLine += code < 0 ? ' ' : String.fromCharCode(code);
    effects.consume(code);
    return opening;
  }
}

function tokenizeEsmBlock(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const self = this;
  let word = '';
  const restOfBlock = untilBlankLine(effects, ok, 'mdxjsEsm', 'mdxjsEsmData');
  // Only at the top level (column 1, outside lists and quotes) and never inside a paragraph.
  return self.interrupt ? nok : start;

  function start(code: Code): State | undefined {
    if (self.now().column > 1) return nok(code);
    effects.enter('mdxjsEsm');
    effects.enter('mdxjsEsmData');
    return keyword(code);
  }

  function keyword(code: Code): State | undefined {
    if (code !== null && code >= 97 && code <= 122 && word.length < 6) {
      word += String.fromCharCode(code);
      effects.consume(code);
      return keyword;
    }
    if ((word === 'import' || word === 'export') && (code === SPACE || code === TAB)) return line(code);
    return nok(code);
  }

  function line(code: Code): State | undefined {
    if (code === null || isLineEnding(code)) {
      effects.exit('mdxjsEsmData');
      return restOfBlock(code);
    }
    effects.consume(code);
    return line;
  }
}

/**
 * The lines of a block after its first, up to (not including) a blank line, a line that is not in the block's
 * container (a lazy line) or the end: at the first line's end, the block's `type` is open and no `dataType` is.
 */
function untilBlankLine(effects: Effects, ok: State, type: 'mdx1JsxFlow' | 'mdxjsEsm', dataType: 'mdx1JsxFlowData' | 'mdxjsEsmData'): State {
  return atLineEnd;

  function atLineEnd(code: Code): State | undefined {
    if (code === null) return done(code);
    return effects.check(blankLineAfter, done, effects.check(continuationLine, nextLine, done))(code);
  }

  function nextLine(code: Code): State | undefined {
    effects.enter('lineEnding');
    effects.consume(code);
    effects.exit('lineEnding');
    return lineStart;
  }

  function lineStart(code: Code): State | undefined {
    if (code === null || isLineEnding(code)) return atLineEnd(code);
    effects.enter(dataType);
    return data(code);
  }

  function data(code: Code): State | undefined {
    if (code === null || isLineEnding(code)) {
      effects.exit(dataType);
      return atLineEnd(code);
    }
    effects.consume(code);
    return data;
  }

  function done(code: Code): State | undefined {
    effects.exit(type);
    return ok(code);
  }
}

/**
 * At a line ending: the next line goes on with the block. It does when it belongs to the same containers, and when
 * it is a lazy line (not indented into the list item the block opened in) that opens no heading or fence: remark-parse
 * 8, which MDX 1 reads with, gives a list item every line up to a blank one that opens no heading, fence or break,
 * so `1. Download` / `<WithVersions>` / `</WithVersions>` is one item whose JSX block closes its tag.
 */
function tokenizeContinuationLine(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const self = this;
  return (code: Code) => {
    effects.enter('lineEnding');
    effects.consume(code);
    effects.exit('lineEnding');
    return (next: Code) => (!self.parser.lazy[self.now().line] || !LAZY_LINE_ENDS_BLOCK.has(next as number) ? ok(next) : nok(next));
  };
}

/** At a line ending: the next line is blank. */
function tokenizeBlankLineAfter(effects: Effects, ok: State, nok: State): State {
  return (code: Code) => {
    effects.enter('lineEnding');
    effects.consume(code);
    effects.exit('lineEnding');
    return effects.attempt(blankLine, ok, nok);
  };
}
