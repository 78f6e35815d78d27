// MarkdownSplitter's semantic items (src/splitter/markdown.rs), which the crate takes from pulldown-cmark's
// events, here from micromark's (with GFM and front matter, as the project parses Markdown): headings by depth,
// thematic breaks, blocks (paragraphs, code, HTML blocks and their lines, block quotes, lists and items, tables,
// table heads and rows, footnote definitions, front matter), inline items (text runs, emphasis, strong,
// strikethrough, links, images, code spans, inline HTML, hard breaks, footnote calls, task markers, table cells)
// and soft line breaks, each ranged as pulldown-cmark 0.13.4 ranges its events (with every option on, as the
// crate parses): block ends and starts, list items after their containers' prefixes, code text runs, text cut
// where its first pass makes items, old-style footnote definitions, wikilinks, heading attributes.
// The mapping and the differences that remain are listed on docs/strategies/text-splitter-markdown.md.

import { parse, postprocess, preprocess } from 'micromark';
import type { Event, ParseContext, Token } from 'micromark-util-types';
import { SYNTAX_EXTENSIONS } from '../../parse/flowEvents';
import { HTML_UNTIL_MARKER } from '../../parse/lineTracker';
import { excessiveNesting } from '../../parse/nestingGuard';
import { DROP, regionLevels, regionStarts, type Definitions, type RegionList, type RegionParse, type RegionRead } from './regionLevels';
import type { LevelRange } from './semanticRanges';
import { attributeBlockStart, cutAt, WHITE_SPACE, wikilinkAt } from './inlineCuts';
import type { LevelKind } from './sections';

/** The crate's `Element` order: soft break < inline < block < rule < heading (H6 lowest, H1 highest). */
export const SOFT_BREAK = 0;
export const INLINE = 1;
export const BLOCK = 2;
export const RULE = 3;
/** The level of a heading of `depth` 1–6. */
export function headingLevel(depth: number): number {
  return 10 - depth;
}

/** Headings start the next section; a block takes the whitespace before it into its own section. */
export const MARKDOWN_LEVELS: LevelKind = {
  position: (level) => (level >= headingLevel(6) ? 'next' : 'own'),
  whitespaceJoinsItem: (level) => level === BLOCK,
};

const BLOCKS = new Set(['paragraph', 'codeFenced', 'codeIndented', 'htmlFlow', 'blockQuote', 'listOrdered', 'listUnordered', 'table', 'gfmFootnoteDefinition', 'frontmatter']);
const INLINES = new Set(['emphasis', 'strong', 'strikethrough', 'link', 'image', 'codeText', 'htmlText', 'hardBreakEscape', 'gfmFootnoteCall', 'taskListCheck', 'autolink', 'characterReference']);
/** Inline tokens whose insides are not text events of pulldown-cmark (destinations, titles, reference labels). */
const OPAQUE = new Set(['codeFencedFence', 'resource', 'reference', 'definition', 'literalAutolink', 'yaml', 'toml', 'gfmFootnoteDefinitionLabel', 'codeText', 'htmlText', 'characterEscape', 'characterReference', 'gfmFootnoteCall', 'taskListCheck', 'autolink']);


/**
 * Tokens between a list and what ends it in the same container: a list of another kind (at that list's
 * start) or a paragraph (at its start); other blocks end it at their line's start, as blank lines do.
 */
const BETWEEN_LISTS = new Set(['content', 'lineEnding', 'lineEndingBlank', 'linePrefix', 'listItemIndent', 'listOrdered', 'listUnordered', 'listItemPrefix', 'blockQuotePrefix', 'blockQuoteMarker', 'blockQuotePrefixWhitespace']);

/** Tokens that may follow a region's last block: line endings and the exits of the containers around it. */
const TRAILING = new Set(['lineEnding', 'lineEndingBlank', 'linePrefix', 'listOrdered', 'listUnordered', 'listItem', 'blockQuote', 'gfmFootnoteDefinition']);
const LINE_ENDINGS = new Set(['lineEnding', 'lineEndingBlank', 'linePrefix']);

/** The parser state micromark keeps between its block and inline passes: labels defined, lazy lines. */
interface ParserState {
  defined: string[];
  gfmFootnotes?: string[];
  lazy: Record<number, boolean>;
}

let parser: ParseContext | undefined;

/**
 * One region's block parse (micromark's `write`), which records the region's own definitions; its items then
 * come from the inline pass (`postprocess`) with the document's definitions in the parser's place.
 */
function parseRegion(text: string): RegionParse {
  parser ??= parse({ extensions: SYNTAX_EXTENSIONS });
  const state = parser as unknown as ParserState;
  state.defined = [];
  state.gfmFootnotes = [];
  state.lazy = {};
  // micromark's preprocess drops a byte-order mark at the start of its first input; an empty first input spends
  // that rule, so a region that starts with U+FEFF keeps it as text and every offset stays the region's.
  const chunksOf = preprocess();
  chunksOf('', undefined, false);
  const events = parser.document().write(chunksOf(text, undefined, true));
  const definitions = { links: state.defined, footnotes: state.gfmFootnotes };
  const lazy = state.lazy;
  return {
    definitions,
    read(defined: Definitions): RegionRead {
      state.defined = [...defined.links];
      state.gfmFootnotes = [...defined.footnotes];
      state.lazy = lazy;
      const all = postprocess(events);
      const topLevel = (slice: string) => topLevelItems(slice, defined);
      return { ...new LevelCollector(text, topLevel).collect(all), openAtEnd: openAtEnd(text, all) };
    },
  };
}

/** The items of `text` read on its own at the top level, with the document's definitions (tight lists' paragraphs left out). */
function topLevelItems(text: string, defined: Definitions): LevelRange[] {
  const read = parseRegion(text).read(defined);
  return read.items.filter((_, i) => read.drop[i] === DROP.never);
}

/**
 * Whether the region's last block is a fenced code block without its closing fence, or an HTML block that a
 * following line may continue (all but kinds 1–5 closed by their end marker): the text after the region could
 * then belong to it, so the region may not end there.
 */
function openAtEnd(text: string, events: Event[]): boolean {
  for (let i = events.length - 1; i >= 0; i--) {
    const [kind, token] = events[i];
    if (token.type === 'codeFenced') return fences(events, i) < 2;
    if (token.type === 'htmlFlow') return !closedByMarker(text.slice(token.start.offset, token.end.offset));
    if (!TRAILING.has(token.type) || kind === 'enter' && !LINE_ENDINGS.has(token.type)) return false;
  }
  return false;
}

/** The fences (opening and closing) of the fenced code block whose exit is `events[exit]`. */
function fences(events: Event[], exit: number): number {
  let count = 0;
  for (let i = exit - 1; i >= 0 && events[i][1].type !== 'codeFenced'; i--) if (events[i][0] === 'exit' && events[i][1].type === 'codeFencedFence') count++;
  return count;
}

/** An HTML block of kinds 1–5 whose last line holds its end marker. */
function closedByMarker(html: string): boolean {
  const lastLine = html.slice(Math.max(html.lastIndexOf('\n'), html.lastIndexOf('\r')) + 1);
  return HTML_UNTIL_MARKER.some(([opener, closer]) => opener.test(html) && closer.test(lastLine === html ? html.replace(opener, '') : lastLine));
}

/** The Markdown semantic items of `text`, in the parser's order. Never throws; a pathologically nested text has none. */
export function markdownLevels(text: string): LevelRange[] {
  return markdownLevelsIn(text, regionStarts);
}

/**
 * The items of `text` with the Markdown read region by region from the starts `cut` gives (of the text with its
 * metadata block blanked): regionStarts in use; `() => [0]` reads the whole text as one region, which every
 * cut must agree with.
 */
export function markdownLevelsIn(text: string, cut: (text: string) => number[]): LevelRange[] {
  if (text.length === 0 || excessiveNesting(text) !== undefined) return [];
  const matter = metadataBlock(text);
  const source = matter ? text.slice(0, matter.end).replace(/[^\r\n]/g, ' ') + text.slice(matter.end) : text;
  let items: LevelRange[];
  try {
    items = regionLevels(source, cut(source), parseRegion);
  } catch {
    return [];
  }
  if (!matter) return items;
  const head: LevelRange[] = [{ level: BLOCK, start: 0, end: matter.closeEnd }];
  if (matter.valueEnd > matter.valueStart) head.push({ level: INLINE, start: matter.valueStart, end: matter.valueEnd });
  return [...head, ...items];
}

/**
 * pulldown-cmark's metadata block at the start of a document: a `---` (YAML) or `+++` (TOML) line, closed by the
 * same line or, for YAML, a `...` line; its range ends with the closing line (`closeEnd`, before its line break),
 * its text is the lines between. micromark's front matter takes no `...` close, so the block is found here and
 * blanked for the parse up to `end`, after the closing line's line break.
 */
function metadataBlock(text: string): { end: number; closeEnd: number; valueStart: number; valueEnd: number } | undefined {
  const open = /^(---|\+\+\+)[ \t]*(\r\n|\n|\r)/.exec(text);
  if (!open) return undefined;
  const fence = open[1];
  const closes = fence === '---' ? ['---', '...'] : ['+++'];
  const valueStart = open[0].length;
  for (let at = valueStart; at < text.length; ) {
    let eol = at;
    while (eol < text.length && text[eol] !== '\n' && text[eol] !== '\r') eol++;
    const line = text.slice(at, eol).trimEnd();
    const next = text[eol] === '\r' && text[eol + 1] === '\n' ? eol + 2 : Math.min(text.length, eol + 1);
    if (at === valueStart && line === '') return undefined;
    if (closes.includes(line)) return { end: next, closeEnd: eol, valueStart, valueEnd: at };
    at = next;
  }
  return undefined;
}

class LevelCollector {
  private readonly out: LevelRange[] = [];
  private opaque = 0;
  private paragraphDepth = 0;
  private inHead = 0;
  /** The one text item of the code block being read (pulldown-cmark gives a code block's lines as one `Text`). */
  private codeText: LevelRange | undefined;
  /**
   * The code block being read, the fence lines seen in it (a closed fenced block ends before its last line
   * ending) and whether its first line has ended (a blank line's line ending after it is code text).
   */
  private code: { block: LevelRange; fences: number; indented: boolean; opened: boolean } | undefined;
  /** The indentation right before the next token: a list item starts with it (after its containers' prefixes). */
  private indent: { start: number; end: number } | undefined;
  /** The list just closed, at its nesting depth: a list of another kind or a paragraph right after it ends it at its start. */
  private closedList: { range: LevelRange; depth: number } | undefined;
  /** Adjacent text tokens not yet cut (micromark cuts a text at a literal autolink, pulldown-cmark does not). */
  private pendingText: { from: number; start: number; end: number } | undefined;
  private readonly lists: { range: LevelRange; items: LevelRange[]; paragraphs: LevelRange[] }[] = [];
  /**
   * Items dropped after the fact: the paragraphs of tight lists, which pulldown-cmark does not emit; those of a
   * list at the region's start or end only unless the list goes on in the region before or after (DROP).
   */
  private readonly dropped = new Map<LevelRange, number>();
  /** Block quotes and footnote definitions open: a list inside one never goes on past the region. */
  private containers = 0;
  private head: { range: LevelRange; kind: string } | undefined;
  private tail: { range: LevelRange; kind: string } | undefined;
  /** The footnote definitions open, innermost last; a top-level one with its range and its first item's index. */
  private readonly footnotes: ({ range: LevelRange; from: number } | undefined)[] = [];
  /** The links and images open; a collapsed reference (`[label][]`) ends pulldown-cmark's range at its label. */
  private readonly links: LevelRange[] = [];
  /** Where the heading's text ends, before its attribute block (`{#id .class}`); Infinity outside headings. */
  private textEnd = Infinity;
  /** Where the last footnote label's scan stopped (at a `]` or white space). */
  private labelStop = 0;
  /** Text before this offset is already an item (a footnote call micromark reads as text without its definition). */
  private textCovered = 0;
  /**
   * The character after a backslash escape, not yet an item: pulldown-cmark ends the text before the backslash
   * and starts the next text run at the escaped character, which the text right after it then continues.
   */
  private escaped: { start: number; end: number } | undefined;
  /** Whether the next text run follows a task list marker (pulldown-cmark starts it after the marker's space). */
  private afterTaskMarker = false;

  /**
   * @param topLevel the items of a slice of the text read at the top level: pulldown-cmark (with its old-style
   * footnotes, which every option on gives) ends a footnote definition after its first blank line and reads
   * the lines after it outside the definition, where micromark (GFM) keeps the indented ones in it.
   */
  constructor(
    private readonly text: string,
    private readonly topLevel: (text: string) => LevelRange[],
  ) {}

  collect(events: Event[]): Pick<RegionRead, 'items' | 'drop' | 'head' | 'tail'> {
    for (let i = 0; i < events.length; i++) {
      const [kind, token] = events[i];
      if (kind === 'enter') this.enter(token, events, i);
      else this.exit(token);
    }
    this.flushText();
    this.flushEscape();
    const drop = new Uint8Array(this.out.length);
    this.out.forEach((r, i) => (drop[i] = this.dropped.get(r) ?? DROP.never));
    const at = (list: { range: LevelRange; kind: string } | undefined): RegionList | undefined => list && { index: this.out.indexOf(list.range), kind: list.kind };
    return { items: this.out, drop, head: at(this.head), tail: at(this.tail) };
  }

  private add(level: number, start: number, end: number): LevelRange {
    const r = { level, start, end };
    this.out.push(r);
    return r;
  }

  /** `end` moved past one line ending right after it (pulldown-cmark's blocks end after their last line break). */
  private withLineEnding(end: number): number {
    const t = this.text;
    if (t.charCodeAt(end) === 0x0d) return t.charCodeAt(end + 1) === 0x0a ? end + 2 : end + 1;
    return t.charCodeAt(end) === 0x0a ? end + 1 : end;
  }

  /**
   * Whether the list in `[start, end)` is tight: no blank line inside it before its trailing ones (nested lists'
   * included, which is coarser than CommonMark's rule). pulldown-cmark emits no paragraphs in a tight list.
   */
  private isTight(start: number, end: number): boolean {
    let e = end;
    while (e > start && /[ \t\r\n]/.test(this.text[e - 1])) e--;
    return !/\n[ \t]*\r?\n/.test(this.text.slice(start, e));
  }

  /** `at` moved back over the spaces and tabs before it (an item ends where the next item's line starts). */
  private lineStart(at: number): number {
    let s = at;
    while (s > 0 && (this.text[s - 1] === ' ' || this.text[s - 1] === '\t')) s--;
    return s;
  }

  /** `end` (a line start) moved past the blank lines that follow: pulldown-cmark's lists and items keep them. */
  private pastBlankLines(end: number): number {
    let e = end;
    for (;;) {
      let i = e;
      while (this.text[i] === ' ' || this.text[i] === '\t') i++;
      const next = this.withLineEnding(i);
      if (next === i) return e;
      e = next;
    }
  }

  private enter(token: Token, events: Event[], index: number): void {
    const type: string = token.type;
    const start = token.start.offset;
    const end = token.end.offset;
    if (this.opaque > 0) {
      if (OPAQUE.has(type)) this.opaque++;
      return;
    }
    const closedList = this.closedList;
    if (!BETWEEN_LISTS.has(type)) this.closedList = undefined;
    const indent = this.indent;
    if (type === 'linePrefix') this.indent = { start, end };
    else if (type !== 'listOrdered' && type !== 'listUnordered') this.indent = undefined;
    if (type === 'data' || type === 'literalAutolink') {
      this.extendText(start, end);
      if (type === 'literalAutolink') this.opaque++;
      return;
    }
    this.flushText();
    if (this.escaped) this.flushEscape();
    if (type === 'characterEscape') this.escaped = { start: start + 1, end };
    else if (type === 'atxHeading') {
      this.add(headingLevel(atxDepth(events, index)), start, this.withLineEnding(end));
      this.textEnd = attributeBlockStart(this.text, start, end);
    }
    else if (type === 'setextHeading') this.add(headingLevel(setextDepth(events, index)), start, this.withLineEnding(end));
    else if (type === 'thematicBreak') this.add(RULE, start, this.withLineEnding(end));
    else if (type === 'listOrdered' || type === 'listUnordered') {
      this.lists.push({ range: this.add(BLOCK, start, this.withLineEnding(end)), items: [], paragraphs: [] });
    } else if (type === 'listItemPrefix') {
      const list = this.lists[this.lists.length - 1];
      if (list) {
        const itemStart = indent?.end === start ? indent.start : start;
        const previous = list.items[list.items.length - 1];
        if (previous) previous.end = this.lineStart(start);
        else {
          list.range.start = itemStart;
          if (closedList?.depth === this.lists.length - 1) closedList.range.end = itemStart;
        }
        list.items.push(this.add(BLOCK, itemStart, end));
      }
    } else if (type === 'htmlFlow') {
      const first = this.pastSpaces(start);
      this.add(BLOCK, first, this.withLineEnding(end));
      if (first > start) this.add(INLINE, first, first);
      this.htmlLines(first, end);
    } else if (type === 'codeFenced' || type === 'codeIndented') {
      this.code = { block: this.add(BLOCK, start, this.withLineEnding(end)), fences: 0, indented: type === 'codeIndented', opened: false };
      this.codeText = undefined;
    } else if (type === 'codeFencedFence') {
      if (this.code) this.code.fences++;
    } else if (type === 'codeFlowValue') {
      this.codeLine(start, end);
      this.codeLineEnding(end);
    } else if ((type === 'lineEnding' || type === 'lineEndingBlank') && this.code) {
      const covered = this.codeText !== undefined && this.codeText.end > start;
      if (!covered && (this.code.opened || this.codeText?.end === start)) this.codeLineEnding(start);
      this.code.opened = true;
    }
    else if (type === 'tableHead') {
      this.inHead++;
      this.add(BLOCK, start, this.withLineEnding(firstRowEnd(events, index)));
    } else if (type === 'tableRow' && this.inHead === 0) this.add(BLOCK, start, this.withLineEnding(end));
    else if (type === 'tableHeader' || type === 'tableData') this.add(INLINE, ...this.cellRange(start, end));
    else if (type === 'yaml' || type === 'toml') {
      this.add(BLOCK, start, this.withLineEnding(end));
      this.frontmatterValue(token);
    } else if (type === 'paragraph') {
      if (closedList?.depth === this.lists.length) closedList.range.end = start;
      this.paragraphDepth++;
      const paragraph = this.add(BLOCK, start, this.withLineEnding(end));
      this.lists[this.lists.length - 1]?.paragraphs.push(paragraph);
    } else if (type === 'gfmFootnoteDefinition') {
      const range = this.add(BLOCK, start, this.withLineEnding(end));
      this.footnotes.push(this.containers === 0 && this.lists.length === 0 ? { range, from: this.out.length } : undefined);
    } else if (BLOCKS.has(type)) this.add(BLOCK, start, this.withLineEnding(end));
    else if (type === 'autolink') {
      this.add(INLINE, start, end);
      this.add(INLINE, start + 1, end - 1);
    }
    else if (type === 'hardBreakTrailing' || type === 'hardBreakEscape') this.add(INLINE, start, this.withLineEnding(end));
    else if (type === 'lineEnding' && this.paragraphDepth > 0 && !afterHardBreak(events, index)) this.add(SOFT_BREAK, start, end);
    else if (type === 'link' || type === 'image') this.links.push(this.add(INLINE, start, end));
    else if (type === 'reference' && end - start === 2 && this.links.length > 0) this.links[this.links.length - 1].end = start;
    else if (INLINES.has(type)) this.add(INLINE, start, end);
    if (type === 'taskListCheck') this.afterTaskMarker = true;
    if (type === 'blockQuote' || type === 'gfmFootnoteDefinition') this.containers++;
    if (OPAQUE.has(type)) this.opaque++;
  }

  private exit(token: Token): void {
    const type: string = token.type;
    if (this.opaque > 0) {
      if (OPAQUE.has(type)) this.opaque--;
      return;
    }
    if (type === 'data') return;
    this.flushText();
    if (!BETWEEN_LISTS.has(type)) this.closedList = undefined;
    if (type === 'codeFenced' || type === 'codeIndented') {
      if (this.code && !this.code.indented && this.code.fences >= 2) this.code.block.end = token.end.offset;
      this.code = this.codeText = undefined;
    }
    if (type === 'paragraph') this.paragraphDepth--;
    if (type === 'link' || type === 'image') this.links.pop();
    if (type === 'atxHeading') this.textEnd = Infinity;
    if (type === 'tableHead') this.inHead--;
    if (type === 'blockQuote' || type === 'gfmFootnoteDefinition') this.containers--;
    if (type === 'gfmFootnoteDefinition') {
      const definition = this.footnotes.pop();
      if (definition) this.closeFootnote(definition);
    }
    if (type === 'listOrdered' || type === 'listUnordered') {
      const list = this.lists.pop();
      if (!list) return;
      const last = list.items[list.items.length - 1];
      list.range.end = this.pastBlankLines(list.range.end);
      const outermost = this.lists.length === 0 && this.containers === 0;
      const kind = listKind(this.text, list.range.start);
      const head = outermost && list.range.start === 0;
      const tail = outermost && list.range.end === this.text.length;
      if (head) this.head = { range: list.range, kind };
      if (tail) this.tail = { range: list.range, kind };
      const drop = head ? (tail ? DROP.unlessJoined : DROP.unlessJoinedBefore) : tail ? DROP.unlessJoinedAfter : DROP.always;
      if (this.isTight(list.range.start, list.range.end)) for (const p of list.paragraphs) this.dropped.set(p, drop);
      if (last) last.end = list.range.end;
      this.closedList = { range: list.range, depth: this.lists.length };
    }
  }

  /** Front matter's text between its fences (pulldown-cmark's `Text` in a metadata block), with its last line ending. */
  private frontmatterValue(token: Token): void {
    const lines = token.end.offset;
    const t = this.text;
    let s = token.start.offset;
    while (s < lines && t[s] !== '\n' && t[s] !== '\r') s++;
    s = this.withLineEnding(s);
    let e = lines;
    while (e > s && t[e - 1] !== '\n' && t[e - 1] !== '\r') e--;
    if (e > s) this.add(INLINE, s, e);
  }

  /** A text token: it continues the pending text when adjacent, else starts a new one (at the escaped character before it, if any). */
  private extendText(start: number, end: number): void {
    if (this.pendingText?.end === start) {
      this.pendingText.end = end;
      return;
    }
    this.flushText();
    const from = this.escaped?.end === start ? this.escaped.start : start;
    this.escaped = undefined;
    this.pendingText = { from, start, end };
  }

  private flushText(): void {
    const run = this.pendingText;
    this.pendingText = undefined;
    if (run) this.textRuns(run.from, run.start, run.end);
  }

  /**
   * A text run as pulldown-cmark's events cut it: its first pass (firstpass.rs `parse_line`) makes an item of
   * each delimiter run that may open or close (`*`, `_`, `~`, `^`, one item per character), `$`, backtick run,
   * `<`, `![`, `[`, `]`, quote, `...` and run of dashes (smart punctuation and every other option on); the
   * inline pass turns those left unmatched into `Text` events of their own, next to the text around them.
   * A wikilink is a link whose text is its label after `|`, else its target as one text.
   * `from` is where the first text starts (an escaped character before `start` is text, never a delimiter).
   */
  private textRuns(runFrom: number, runStart: number, runEnd: number): void {
    const end = Math.min(runEnd, this.textEnd);
    let start = Math.max(runStart, this.textCovered);
    if (this.afterTaskMarker) {
      while (start < end && (this.text[start] === ' ' || this.text[start] === '\t')) start++;
      this.afterTaskMarker = false;
    }
    let from = start === runStart ? runFrom : start;
    let labelEnd = -1;
    for (let at = start; at < end; ) {
      if (at === labelEnd) {
        if (at > from) this.add(INLINE, from, at);
        from = at = Math.min(end, at + 2);
        labelEnd = -1;
        continue;
      }
      const wiki = labelEnd < 0 ? wikilinkAt(this.text, at, end) : undefined;
      if (wiki) {
        if (at > from) this.add(INLINE, from, at);
        this.add(INLINE, at, wiki.close + 2);
        if (wiki.pipe < 0) {
          this.add(INLINE, wiki.body, wiki.close);
          from = at = wiki.close + 2;
        } else {
          from = at = wiki.pipe + 1;
          labelEnd = wiki.close;
        }
        continue;
      }
      const call = this.footnoteCallAt(at);
      if (call > 0) {
        if (at > from) this.add(INLINE, from, at);
        this.add(INLINE, at, call);
        this.textCovered = call;
        from = at = Math.min(end, call);
        continue;
      }
      const cut = cutAt(this.text, at);
      if (cut === 0) {
        at++;
        continue;
      }
      const to = Math.min(end, at + Math.abs(cut));
      if (at > from) this.add(INLINE, from, at);
      if (cut < 0) for (let c = at; c < to; c++) this.add(INLINE, c, c + 1);
      else this.add(INLINE, at, to);
      from = at = to;
    }
    if (end > from) this.add(INLINE, from, end);
  }

  /**
   * The end of the footnote call (`[^label]`, a label without `]` or white space) at `at`, or 0. The label's
   * scan is remembered, so calls opened inside one label do not scan it again.
   */
  private footnoteCallAt(at: number): number {
    if (this.text[at] !== '[' || this.text[at + 1] !== '^') return 0;
    if (this.labelStop <= at + 1) {
      let e = at + 2;
      while (e < this.text.length && this.text[e] !== ']' && !WHITE_SPACE.test(this.text[e])) e++;
      this.labelStop = e;
    }
    return this.labelStop > at + 2 && this.text[this.labelStop] === ']' ? this.labelStop + 1 : 0;
  }

  /**
   * A top-level footnote definition as pulldown-cmark ends it: after its first blank line, the lines after
   * that read at the top level in place of micromark's items for them (an indented paragraph is code there).
   */
  private closeFootnote(definition: { range: LevelRange; from: number }): void {
    const { range, from } = definition;
    const blank = this.firstBlankLineEnd(range.start, range.end);
    if (blank < 0) {
      const next = this.withLineEnding(this.pastSpaces(range.end));
      if (range.end < this.text.length && next > this.pastSpaces(range.end)) range.end = next;
      return;
    }
    const end = range.end;
    range.end = blank;
    const inside = this.out.splice(from);
    for (const r of inside) if (r.start < blank) this.out.push(r);
    for (const r of this.topLevel(this.text.slice(blank, end))) this.add(r.level, r.start + blank, r.end + blank);
  }

  /** The end of the first blank line in `[start, end)` (after its line ending), or -1 if none is followed by more text. */
  private firstBlankLineEnd(start: number, end: number): number {
    for (let at = start; at < end; ) {
      const content = this.pastSpaces(at);
      const next = this.withLineEnding(content);
      if (next > content) return next < end ? next : -1;
      let eol = content;
      while (eol < end && this.text[eol] !== '\n' && this.text[eol] !== '\r') eol++;
      at = this.withLineEnding(eol);
      if (at === eol) return -1;
    }
    return -1;
  }

  /** A code block's text (pulldown-cmark's `Text`), joined to the text before it where nothing lies between. */
  private codeLine(start: number, end: number): void {
    if (this.code?.indented && !this.codeText) this.code.block.start = start;
    if (this.codeText?.end === start) this.codeText.end = end;
    else this.codeText = this.add(INLINE, start, end);
  }

  /** The line ending at `at` in a code block: its text, of the LF alone after a CR (pulldown-cmark drops the CR). */
  private codeLineEnding(at: number): void {
    const next = this.withLineEnding(at);
    if (next - at === 2) this.codeLine(at + 1, next);
    else if (next > at) this.codeLine(at, next);
  }

  /** `at` moved past the spaces and tabs after it. */
  private pastSpaces(at: number): number {
    let s = at;
    while (this.text[s] === ' ' || this.text[s] === '\t') s++;
    return s;
  }

  /** An escaped character not followed by text: a text run of its own. */
  private flushEscape(): void {
    if (this.escaped) this.add(INLINE, this.escaped.start, this.escaped.end);
    this.escaped = undefined;
  }

  /** A table cell without its dividers (and the white space after the last), as pulldown-cmark ranges it. */
  private cellRange(start: number, end: number): [number, number] {
    const s = this.text[start] === '|' ? start + 1 : start;
    let pipe = end;
    while (pipe > s && (this.text[pipe - 1] === ' ' || this.text[pipe - 1] === '\t')) pipe--;
    return [s, pipe > s && this.text[pipe - 1] === '|' ? pipe - 1 : end];
  }

  /** Each line of an HTML block, with its line ending (pulldown-cmark's `Html` events; a CRLF's LF is one of its own). */
  private htmlLines(start: number, end: number): void {
    for (let s = start; s < end; ) {
      let e = s;
      while (e < end && this.text[e] !== '\n' && this.text[e] !== '\r') e++;
      const next = this.withLineEnding(e);
      if (next - e === 2) {
        this.add(BLOCK, s, e);
        this.add(BLOCK, e + 1, next);
      } else this.add(BLOCK, s, next);
      s = next;
    }
  }
}

/** What tells a list from the next one: its bullet (`-`, `+`, `*`), or an ordered list's delimiter (`.`, `)`). */
function listKind(text: string, start: number): string {
  let at = start;
  while (text[at] === ' ' || text[at] === '\t') at++;
  if (!/[0-9]/.test(text[at] ?? '')) return text[at] ?? '';
  while (/[0-9]/.test(text[at] ?? '')) at++;
  return `1${text[at] ?? ''}`;
}

function atxDepth(events: Event[], index: number): number {
  for (let i = index + 1; i < events.length; i++) {
    const t = events[i][1];
    if (t.type === 'atxHeadingSequence') return Math.min(6, t.end.offset - t.start.offset);
  }
  return 1;
}

function setextDepth(events: Event[], index: number): number {
  for (let i = index + 1; i < events.length; i++) {
    const t = events[i][1];
    if (t.type === 'setextHeadingLineSequence') return events[i][2].sliceSerialize(t).startsWith('=') ? 1 : 2;
  }
  return 1;
}

function firstRowEnd(events: Event[], index: number): number {
  for (let i = index + 1; i < events.length; i++) if (events[i][0] === 'exit' && (events[i][1].type as string) === 'tableRow') return events[i][1].end.offset;
  return events[index][1].end.offset;
}

function afterHardBreak(events: Event[], index: number): boolean {
  const prev = events[index - 1];
  return prev !== undefined && prev[0] === 'exit' && (prev[1].type === 'hardBreakEscape' || prev[1].type === 'hardBreakTrailing');
}
