// MyST block syntax: fenced directives ```` ```{note} Title ```` … ```` ``` ```` and colon fences `:::{note}` …
// `:::`, whose body is Markdown, except code-like directives (`{code-block}`, `{code-cell}`, `{math}`,
// `{mermaid}`, `{csv-table}`, `{raw}` …), which stay code blocks; `(label)=` target lines; `+++` block breaks.
//
// A backtick (or tilde) directive ends where CommonMark ends its fence (the first closing fence at least as long,
// so nested directives use longer outer fences): its opening line with its `:option:` lines (or `---` YAML
// options) is an opening marker, its body is parsed as the blocks it holds (cut at the lines that separate its
// items: panels' `---`, a card's `^^^` and `+++`, each a marker), and its closing fence is a closing marker. A
// heading in the body (a dropdown's title) is text of the directive: it neither starts a section nor enters
// heading paths, as the section splitter never cuts inside a fence. A directive without a body
// (`{image}`, `{toc}` with options only) is one marker of its own, and an `{include}`, `{literalinclude}` or
// `{embed}` directive is an `include` marker. Colon fences are not paired (the section splitter does not track
// them, so a region may begin inside one): their opening line and options make an opening marker, a bare `:::`
// line a closing one; only a colon directive whose body the lines that separate items cut is read whole, as a
// backtick one is, where its closing fence lies in the region.

import type { MarkerMeta } from './markerMeta';
import { markerMatch, type SiteMatch, type SiteScan, type SourceLine } from './siteMatch';

/** Lines that may start MyST block syntax (a cheap pre-test for the region). */
export const MYST_SIGN = /^ {0,3}(?:(?:`{3,}|~{3,}|:{3,})[ \t]*\{|\([^()\n]*\)=|\+\+\+)/m;

const DIRECTIVE = /^( {0,3})(`{3,}|~{3,}|:{3,})[ \t]*\{([A-Za-z][\w:.-]*)\}(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,}|:{3,})[ \t]*$/;
/** A line that opens a fence inside a directive's body (a nested directive or code block). */
const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,}|:{3,})/;
/** A line that separates the items of a directive's body: panels (`---`), a card's header (`^^^`) or footer (`+++`). */
const ITEM_SEPARATOR = /^ {0,3}(?:-{3,}|\^{3,}|\+{3,})[ \t]*$/;
const OPTION = /^[ \t]*:[A-Za-z][\w.-]*:(?:[ \t]|$)/;
const YAML_FENCE = /^[ \t]*---[ \t]*$/;
const TARGET = /^ {0,3}\([^()\n]+\)=[ \t]*$/;
const BLOCK_BREAK = /^ {0,3}\+\+\+(?:[ \t].*)?$/;
const FRONT_MATTER_FENCE = /^(?:---|\+\+\+)[ \t]*$/;

/** Directives whose body is not Markdown: read as the fenced code CommonMark makes of them. */
const CODE_LIKE = new Set(['code', 'code-block', 'sourcecode', 'code-cell', 'math', 'csv-table', 'raw', 'mermaid', 'myst', 'graphviz', 'eval-rst', 'ipython', 'jupyter-execute', 'plantuml']);
/** Directives that pull in another file or a labelled block of another page. */
const INCLUDES = new Set(['include', 'literalinclude', 'embed']);
/** Directives whose body is a list of pages, not prose: one marker of navigation. */
const NAVIGATION = new Set(['toctree', 'toc']);

/** The MyST construct at line `i`, or undefined (a code-like directive is left to the fence reader). */
export function mystDirectiveAt(lines: SourceLine[], i: number, scan: SiteScan): SiteMatch | undefined {
  const line = lines[i].text;
  if (i === 0 && FRONT_MATTER_FENCE.test(line)) return frontMatter(lines);
  if (TARGET.test(line)) return markerMatch(lines, i, i, { syntax: 'directive', role: 'open', comment: true });
  if (BLOCK_BREAK.test(line)) return markerMatch(lines, i, i, { syntax: 'directive', role: 'close', comment: true });
  const directive = DIRECTIVE.exec(line);
  if (!directive) return colonClose(lines, i);
  const [, indent, fence, rawName, rest] = directive;
  const name = rawName.toLowerCase();
  const colon = fence[0] === ':';
  if (fence[0] === '`' && rest.includes('`')) return undefined;
  if (!colon && (CODE_LIKE.has(name) || name.startsWith('raw:'))) return undefined;
  const whole: MarkerMeta = { syntax: INCLUDES.has(name) ? 'include' : 'directive', role: 'self' };
  const optionsEnd = optionLinesEnd(lines, i);
  const close = colon ? colonCloseAfterOptions(lines, optionsEnd, fence.length) : fenceClose(lines, i, fence);
  if (colon) {
    if (close >= 0) return markerMatch(lines, i, close, whole);
    const items = INCLUDES.has(name) ? undefined : colonItems(lines, i, optionsEnd, fence, indent.length, scan);
    return items ?? markerMatch(lines, i, optionsEnd, INCLUDES.has(name) ? whole : { syntax: 'directive', role: 'open' });
  }
  const last = close >= 0 ? close : lines.length - 1;
  let first = optionsEnd + 1;
  while (first < (close >= 0 ? close : lines.length) && /^[ \t]*$/.test(lines[first].text)) first++;
  const bodyEnd = close >= 0 ? close : lines.length;
  if (first >= bodyEnd || INCLUDES.has(name) || NAVIGATION.has(name)) return markerMatch(lines, i, last, whole);
  const segments: SiteMatch['segments'] = [
    { type: 'marker', start: lines[i].start, end: lines[optionsEnd].end, meta: { syntax: 'directive', role: 'open' } },
    ...bodySegments(lines, first, bodyEnd, indent.length),
  ];
  if (close >= 0) segments.push({ type: 'marker', start: lines[close].start, end: lines[close].end, meta: { syntax: 'directive', role: 'close' } });
  return { segments, last };
}

/**
 * A directive body's segments: the body cut at the lines that separate its items (sphinx-panels' `---` between
 * panels, sphinx-design's `^^^` after a card's header and `+++` before its footer), each separator a marker with the
 * item's `:option:` lines after it. A separator inside a nested fence (a nested directive's `---` options) is the
 * nested fence's. Linear in the body.
 */
function bodySegments(lines: SourceLine[], first: number, end: number, columns: number): SiteMatch['segments'] {
  const segments: SiteMatch['segments'] = [];
  let from = first;
  let nested: string | undefined;
  const pushBody = (to: number) => {
    let last = to - 1;
    while (last >= from && /^[ \t]*$/.test(lines[last].text)) last--;
    if (last >= from) segments.push({ type: 'body', start: lines[from].start, end: lines[last].end, columns, fenced: true });
  };
  for (let j = first; j < end; j++) {
    const text = lines[j].text;
    const fence = FENCE_OPEN.exec(text)?.[1];
    if (nested !== undefined) {
      if (fence && fence[0] === nested[0] && fence.length >= nested.length && FENCE_CLOSE.test(text)) nested = undefined;
      continue;
    }
    if (fence) {
      nested = fence;
      continue;
    }
    if (!ITEM_SEPARATOR.test(text)) continue;
    pushBody(j);
    let last = j;
    while (last + 1 < end && OPTION.test(lines[last + 1].text)) last++;
    segments.push({ type: 'marker', start: lines[j].start, end: lines[last].end, meta: { syntax: 'directive', role: 'self' } });
    from = last + 1;
    j = last;
  }
  pushBody(end);
  return segments;
}

/**
 * A colon directive whose body holds lines that separate its items (`---` between a `{tmux-layout}`'s panes, panels'
 * `---`, a card's `^^^` and `+++`), read as a backtick directive is: its opener, its body cut at those lines, its
 * closing fence; undefined for any other colon directive (its opener and closer stay markers of their own, and the
 * Markdown between them is read as it stands). The closing fence is the first bare colon fence at least as long
 * outside nested fences; a failed search is remembered, so that many unclosed openers stay linear.
 */
function colonItems(lines: SourceLine[], i: number, optionsEnd: number, fence: string, columns: number, scan: SiteScan): SiteMatch | undefined {
  const key = `myst-colon-${fence.length}`;
  const known = scan.noCloseFrom.get(key);
  if (known !== undefined && known <= i + 1) return undefined;
  let nested: string | undefined;
  let separated = false;
  for (let j = optionsEnd + 1; j < lines.length; j++) {
    const text = lines[j].text;
    const open = FENCE_OPEN.exec(text)?.[1];
    if (nested !== undefined) {
      if (open && open[0] === nested[0] && open.length >= nested.length && FENCE_CLOSE.test(text)) nested = undefined;
      continue;
    }
    const close = FENCE_CLOSE.exec(text)?.[1];
    if (close && close[0] === ':' && close.length >= fence.length) {
      if (!separated) return undefined;
      let first = optionsEnd + 1;
      while (first < j && /^[ \t]*$/.test(lines[first].text)) first++;
      return {
        segments: [
          { type: 'marker', start: lines[i].start, end: lines[optionsEnd].end, meta: { syntax: 'directive', role: 'open' } },
          ...bodySegments(lines, first, j, columns),
          { type: 'marker', start: lines[j].start, end: lines[j].end, meta: { syntax: 'directive', role: 'close' } },
        ],
        last: j,
      };
    }
    if (open) nested = open;
    else if (ITEM_SEPARATOR.test(text)) separated = true;
  }
  scan.noCloseFrom.set(key, i + 1);
  return undefined;
}

/** A bare colon fence closes a colon directive (MyST reads `:::` as nothing else). */
function colonClose(lines: SourceLine[], i: number): SiteMatch | undefined {
  const close = FENCE_CLOSE.exec(lines[i].text);
  return close && close[1][0] === ':' ? markerMatch(lines, i, i, { syntax: 'directive', role: 'close' }) : undefined;
}

/** The last line of a directive's options: `:name: value` lines, or a `---` … `---` YAML block, right after the opener. */
function optionLinesEnd(lines: SourceLine[], i: number): number {
  let last = i;
  if (i + 1 < lines.length && YAML_FENCE.test(lines[i + 1].text)) {
    for (let j = i + 2; j < lines.length && !FENCE_CLOSE.test(lines[j].text); j++) if (YAML_FENCE.test(lines[j].text)) return j;
    return i;
  }
  while (last + 1 < lines.length && OPTION.test(lines[last + 1].text)) last++;
  return last;
}

/** The closing fence of a backtick or tilde directive opened at `i` (CommonMark's rule), or -1 when it runs to the end. */
function fenceClose(lines: SourceLine[], i: number, fence: string): number {
  for (let j = i + 1; j < lines.length; j++) {
    const close = FENCE_CLOSE.exec(lines[j].text);
    if (close && close[1][0] === fence[0] && close[1].length >= fence.length) return j;
  }
  return -1;
}

/** The closing colon fence of a body-less colon directive: the next line that is not blank, when it is one. */
function colonCloseAfterOptions(lines: SourceLine[], optionsEnd: number, length: number): number {
  let j = optionsEnd + 1;
  while (j < lines.length && /^[ \t]*$/.test(lines[j].text)) j++;
  const close = j < lines.length ? FENCE_CLOSE.exec(lines[j].text) : null;
  return close && close[1][0] === ':' && close[1].length >= length ? j : -1;
}

/** Front matter at the start of the document is read by the Markdown parser, not as block breaks or markers. */
function frontMatter(lines: SourceLine[]): SiteMatch | undefined {
  const fence = lines[0].text.trimEnd();
  for (let j = 1; j < lines.length; j++) {
    if (lines[j].text.trimEnd() === fence) return { segments: [{ type: 'markdown', start: 0, end: lines[j].end }], last: j };
  }
  return undefined;
}
