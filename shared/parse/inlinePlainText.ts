// The plain text of inline Markdown content, as remark gives it: mdast-util-to-string of the nodes that
// mdast-util-from-markdown (with the GFM extensions) builds from micromark's text events, read directly from
// those events instead of building the nodes.
//
// Why: remark's `fromMarkdown` builds its parser and compiler on every call, which costs about half a
// millisecond however short the text; a document of 50,000 headings with emphasis spent most of its analysis
// there. Here one text tokenizer of a parser made once per process reads the heading's own text chunks from
// the flow parse (flowEvents.ts), exactly as micromark's subtokenize would feed them.
//
// What the string holds, by token (the mdast node in brackets): the source of `data`, escaped characters,
// code and HTML text, autolinks and GFM literal autolinks ([text], [inlineCode], [html], [link] text);
// character references decoded; line endings as written, except the one a hard break swallows ([break] has no
// text); nothing of link and image destinations, titles and references; an image's text is its alt, which is
// its label's text. Footnote calls and references to definitions are not read here (no definitions are known
// to this parser): the caller parses a heading that may use one with its region (headingText.ts).

import { parse, preprocess } from 'micromark';
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { decodeNumericCharacterReference } from 'micromark-util-decode-numeric-character-reference';
import type { Event, ParseContext, Point, Token } from 'micromark-util-types';
import { SYNTAX_EXTENSIONS } from './flowEvents';

/** Tokens whose source is text of the string. */
const VERBATIM = new Set([
  'data',
  'characterEscapeValue',
  'codeTextData',
  'htmlTextData',
  'autolinkProtocol',
  'autolinkEmail',
  'literalAutolinkEmail',
  'literalAutolinkHttp',
  'literalAutolinkWww',
]);

/** Tokens none of whose content is text: a link's or image's destination and title, a reference's label. */
const OPAQUE = new Set(['resource', 'reference']);

let textParser: ParseContext | undefined;

/** A text tokenizer starting at `from`, of the one parser this module makes (it never sees a definition). */
function textTokenizer(from: Omit<Point, '_bufferIndex' | '_index'>) {
  textParser ??= parse({ extensions: SYNTAX_EXTENSIONS });
  return textParser.text(from);
}

/**
 * The plain text of the inline content whose first text chunk is `chunk` (a `chunkText` token of flow events
 * from flowEvents.ts; its `next` links the chunks of the following lines). `text` is the parsed source.
 */
export function inlinePlainText(chunk: Token, flowEvent: Event, text: string): string {
  const tokenizer = textTokenizer(chunk.start);
  const context = flowEvent[2];
  let events: Event[] = [];
  for (let current: Token | undefined = chunk, previous = false; current; previous = true, current = current.next) {
    const stream = context.sliceStream(current);
    if (!current.next) stream.push(null);
    if (previous) tokenizer.defineSkip(current.start);
    events = tokenizer.write(stream);
  }
  return plainText(events, text);
}

/**
 * The plain text of `text.slice(start, end)`, inline content that nothing before it leaves open and whose
 * lines after the first start in column 1 (the text of an ATX heading, or of a setext heading without
 * indented lines), read by the same tokenizer from its own characters.
 */
export function lineInlinePlainText(text: string, start: number, end: number): string {
  const tokenizer = textTokenizer({ line: 1, column: start + 1, offset: start });
  // An empty first input spends preprocess's byte-order-mark rule: a U+FEFF here is text (as in flowEvents.ts).
  const chunksOf = preprocess();
  chunksOf('', undefined, false);
  return plainText(tokenizer.write(chunksOf(text.slice(start, end), undefined, true)), text);
}

/** The text of resolved inline events, as mdast-util-to-string reads the nodes built from them. */
function plainText(events: Event[], text: string): string {
  let out = '';
  let opaqueDepth = 0;
  let atHardBreak = false;
  let referenceRadix: number | undefined;
  for (const [kind, token] of events) {
    const { type } = token;
    if (OPAQUE.has(type)) {
      opaqueDepth += kind === 'enter' ? 1 : -1;
      continue;
    }
    if (opaqueDepth || kind !== 'exit') continue;
    const source = text.slice(token.start.offset, token.end.offset);
    if (VERBATIM.has(type)) out += source;
    else if (type === 'characterReferenceMarkerNumeric') referenceRadix = 10;
    else if (type === 'characterReferenceMarkerHexadecimal') referenceRadix = 16;
    else if (type === 'characterReferenceValue') {
      out += referenceRadix ? decodeNumericCharacterReference(source, referenceRadix) : decodeNamedCharacterReference(source) || '';
      referenceRadix = undefined;
    } else if (type === 'hardBreakEscape' || type === 'hardBreakTrailing') atHardBreak = true;
    else if (type === 'lineEnding') {
      if (!atHardBreak) out += source;
      atHardBreak = false;
    }
  }
  return out;
}
