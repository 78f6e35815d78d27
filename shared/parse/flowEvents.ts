// Runs micromark over Markdown down to its block structure only: document, flow and content (paragraphs,
// definitions, setext headings), with the GFM and front matter syntax extensions that remark-parse is given,
// but without the inline (text and string) parse, which block offsets never depend on.
//
// Why: the inline parse and the mdast compile are most of remark's time, and chunking needs block spans only.
// Block and list item offsets from these events equal remark's (test/bench/compareParsers.ts, every corpus file).
//
// The GFM table construct is tried at the start of every flow line and scans the line to its end, about a
// third of the flow parse. A table's delimiter row needs a `|`, or an alignment colon next to a `-`, so text
// with neither (`mayHoldTable`) is parsed by a second parser that leaves the construct out: same events, since
// a construct that fails leaves nothing behind.

import { comment as htmlComment } from '@slorber/remark-comment';
import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';
import { parse, preprocess } from 'micromark';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { mdxExpression } from 'micromark-extension-mdx-expression';
import { mdxJsx } from 'micromark-extension-mdx-jsx';
import { mdxMd } from 'micromark-extension-mdx-md';
import { mdxjsEsm } from 'micromark-extension-mdxjs-esm';
import { subtokenize } from 'micromark-util-subtokenize';
import type { Construct, Event, Extension, ParseContext } from 'micromark-util-types';
import { useLinearAttention } from './linearAttention';
import { useLinearDataMerge } from './linearDataMerge';
import { useLinearStrikethrough } from './linearStrikethrough';
import { mdx1Flow } from './mdx1Flow';
import { mdx1List } from './mdx1List';

/** The syntax extensions remark-gfm and remark-frontmatter (yaml, toml) give remark-parse. */
export const SYNTAX_EXTENSIONS = [gfm(), frontmatter(['yaml', 'toml'])];

useLinearAttention();
useLinearStrikethrough(SYNTAX_EXTENSIONS[0]);
useLinearDataMerge(parse());

/** Characters without which no GFM table can form: a delimiter row has a `|` or an alignment colon beside a `-`. */
const TABLE_DELIMITER_SIGN = /\||:-|-:/;

/** Whether `text` may hold a GFM table (false means it certainly holds none). */
export function mayHoldTable(text: string): boolean {
  return TABLE_DELIMITER_SIGN.test(text);
}

/** `extension` without its flow constructs named `name`. */
function withoutFlowConstruct(extension: Extension, name: string): Extension {
  const flow = Object.fromEntries(
    Object.entries(extension.flow ?? {}).map(([code, constructs]) => [
      code,
      (Array.isArray(constructs) ? constructs : [constructs as Construct]).filter((c) => c.name !== name),
    ]),
  );
  return { ...extension, flow };
}

/**
 * MDX as micromark-extension-mdxjs reads it (ESM parsed by acorn with JSX, no indented code, no HTML), except
 * that expressions and attribute values are only brace-balanced, not parsed as JavaScript: `## Title {#id}`
 * (a heading id that Docusaurus allows) is then an expression instead of a syntax error; and that HTML
 * comments are comments, as Docusaurus reads MDX by default (its `mdx1Compat.comments`, with the same
 * micromark extension, @slorber/remark-comment), where plain MDX stops at `<!`. The comment extension is
 * last so that its construct is tried first (micromark puts a later extension's constructs before the earlier
 * ones'): JSX would throw on it.
 */
function mdxExtensions(): Extension[] {
  return [...SYNTAX_EXTENSIONS, mdxjsEsm({ acorn: Parser.extend(acornJsx()), addResult: false }), mdxExpression(), mdxJsx(), mdxMd(), htmlComment as Extension];
}

/**
 * MDX with its expressions and attribute values parsed by acorn too, as micromark-extension-mdxjs parses them: a
 * brace inside a string of an expression does not count (`dangerouslySetInnerHTML={{__html: 'inline {'}}`). Read
 * where the brace-balanced reading fails, as the reference reads it.
 */
function mdxJavaScriptExtensions(): Extension[] {
  const settings = { acorn: Parser.extend(acornJsx()), acornOptions: { ecmaVersion: 2024 as const, sourceType: 'module' as const }, addResult: false };
  return [...SYNTAX_EXTENSIONS, mdxjsEsm(settings), mdxExpression(settings), mdxJsx(settings), mdxMd(), htmlComment as Extension];
}

/**
 * The block syntax a parse reads: CommonMark with GFM and front matter (`markdown`), MDX 3 as above (`mdx`), MDX 3
 * with its expressions parsed as JavaScript (`mdx-javascript`), or MDX 1's JSX and ESM blocks on top of CommonMark,
 * with lists that end as remark-parse 8 ends them (`mdx1`, mdx1Flow.ts, mdx1List.ts).
 */
export type FlowSyntax = 'markdown' | 'mdx' | 'mdx-javascript' | 'mdx1';

/** Parsers for the process, made on first use: building one combines every extension, which costs more than a small parse. */
const parsers: { withTables?: ParseContext; withoutTables?: ParseContext; mdx?: ParseContext; mdxJavaScript?: ParseContext; mdx1?: ParseContext } = {};

function parserFor(text: string, syntax: FlowSyntax): ParseContext {
  if (syntax === 'mdx') return (parsers.mdx ??= parse({ extensions: mdxExtensions() }));
  if (syntax === 'mdx-javascript') return (parsers.mdxJavaScript ??= parse({ extensions: mdxJavaScriptExtensions() }));
  if (syntax === 'mdx1') return (parsers.mdx1 ??= parse({ extensions: [...SYNTAX_EXTENSIONS, mdx1Flow(), mdx1List()] }));
  if (mayHoldTable(text)) return (parsers.withTables ??= parse({ extensions: SYNTAX_EXTENSIONS }));
  return (parsers.withoutTables ??= parse({ extensions: [withoutFlowConstruct(SYNTAX_EXTENSIONS[0], 'table'), SYNTAX_EXTENSIONS[1]] }));
}

/** Parser state a parse leaves behind (definitions seen, lazy lines, GFM footnote labels, MDX imports); reset per text. */
interface ParseState {
  defined: string[];
  lazy: Record<number, boolean>;
  gfmFootnotes?: string[];
  definedModuleSpecifiers?: string[];
}

/**
 * micromark's events for `text` with flow and content tokens expanded and inline content left as
 * unexpanded chunks; container exits come before trailing line endings, as micromark's own post-processing
 * leaves them. In `mdx` and `mdx-javascript`, MDX syntax is read too, and text that is not valid MDX throws micromark's message
 * (with its `place`), as MDX's own compiler does; `markdown` and `mdx1` never throw.
 */
export function parseFlowEvents(text: string, syntax: FlowSyntax = 'markdown'): Event[] {
  return flowEventsOf(parserFor(text, syntax), text);
}

/** The flow events of `text` (as parseFlowEvents gives them) read by `parser`, a micromark `parse()` context. */
export function flowEventsOf(parser: ParseContext, text: string): Event[] {
  const state = parser as unknown as ParseState;
  state.defined = [];
  state.lazy = {};
  if (state.gfmFootnotes) state.gfmFootnotes = [];
  if (state.definedModuleSpecifiers) state.definedModuleSpecifiers = [];
  // micromark's preprocess drops a byte-order mark at the start of its first input; a region that starts with
  // U+FEFF is text of the document (the reader already stripped the file's own mark), so an empty first input
  // spends that rule and every offset stays the text's.
  const chunksOf = preprocess();
  chunksOf('', undefined, false);
  const events = parser.document().write(chunksOf(text, undefined, true));
  do skipInlineContent(events);
  while (!subtokenize(events));
  return events;
}

/** Marks text and string chunks as content that needs no further tokenising. */
function skipInlineContent(events: Event[]): void {
  for (const [, token] of events) {
    if (token.contentType === 'text' || token.contentType === 'string') token.contentType = undefined;
  }
}
