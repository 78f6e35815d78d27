// Reads the template syntax that documentation sites put on lines of their own: Hugo shortcodes
// (`{{< name >}}`, `{{% name %}}`), Liquid / Jinja tags (`{% name %}`, Jekyll and GitBook), mdBook
// preprocessor lines (`{{#include file}}`), kramdown attribute lists (`{: .class}`) and, in an Obsidian vault,
// Templater commands that run over lines (`<%*` … `%>`, JavaScript: an opaque code block). A tag line is a
// marker; a tag whose body is not Markdown (`{% highlight %}` code, `{% comment %}`, Hugo's code shortcodes,
// kramdown's `{::comment}`) is an opaque block, which the line tracker and containerLines.ts both follow with
// `opaqueBlockAt`, so that no section or region starts inside one and no tag is read in it. A `{% raw %}` body is
// Markdown in which no tag is read: containerLines.ts follows it within a region, and the line tracker lets a
// section start in it (at a heading, which Jekyll renders as one) so that an unclosed `{% raw %}` does not
// make the rest of a document one parse; tag lines after such a start are read as tags.
//
// Tags are recognised in column 0 only: an indented tag line belongs to the list item or code around it, as
// it does for `:::` containers; a code or comment block's opener also indented, since its body is taken whole
// before Markdown is read (the body's lines often go back to the margin). A tag written inside a paragraph line
// stays text.

import type { DialectSyntax } from './dialect';
import type { MarkerMeta, MarkerSyntax } from './markerMeta';

/** A block whose body is not Markdown, opened on one line and closed on the first line `closer` matches. */
export interface OpaqueBlock {
  closer: RegExp;
  /** `code` bodies are code, `comment` bodies are annotations, `raw` bodies are Markdown in which no tag is read. */
  kind: 'code' | 'comment' | 'raw';
  syntax: MarkerSyntax;
  /** The opening line is only the tag (a `raw` opener may also end a line of text). */
  standalone: boolean;
  /** The code language a `{% highlight lang %}` or `{{< highlight lang >}}` names. */
  lang?: string;
}

/**
 * A tag line's marker. `pairName` is set on a tag that may open a body and on a closer: whether a Hugo shortcode
 * or a GitBook block takes a body is up to its template, so containerLines.ts pairs them within the region.
 */
export interface TagMarker {
  meta: MarkerMeta;
  pairName?: string;
}

/** Lines a multi-line tag call (`{{< img` … `>}}`) may take; a longer one is text. */
const MAX_TAG_LINES = 30;

const TAG_SIGN = /^(?:\{\{[<%#]|\{%|\{:)/m;
const HUGO_CODE = /^(?:highlight|code(?:[-_][\w-]*)?|codeblock)$/i;
const HUGO_INCLUDE = /^(?:include|readfile)$/i;
const LIQUID_INCLUDE = /^(?:include|include_relative|include_cached|render|embed|content-ref)$/;
/** Liquid and Jekyll tags that never take a body (a block tag not listed here opens one when its closer follows). */
const LIQUID_INLINE = /^(?:include|include_relative|include_cached|render|assign|increment|decrement|cycle|echo|liquid|link|post_url|break|continue|seo|feed_meta)$/;
const MDBOOK_INCLUDE = /^(?:include|rustdoc_include|playground)$/;
const NAME = /^[A-Za-z_][\w.\/-]*/;
const RAW_TAG = /\{%-?\s*(end)?raw\s*-?%\}/g;
const KRAMDOWN_COMMENT = /^\{::comment\}\s*$/;

/** An Obsidian Templater command opened in column 0 (`<%*`, `<%`, `<%_`, `<%-`): JavaScript up to its `%>`. */
const TEMPLATER_OPEN = /^<%[*_-]?/;
const TEMPLATER_SIGN = /^<%/m;
const TEMPLATER_CLOSE = /%>/;

/** Whether `text` may hold a tag line of `syntax` (false means it certainly holds none). */
export function mayHoldTemplateTags(text: string, syntax: DialectSyntax): boolean {
  return ((syntax.hugoShortcodes || syntax.liquidTags || syntax.mdbookDirectives || syntax.kramdownAttributes) && TAG_SIGN.test(text)) || (syntax.obsidian && TEMPLATER_SIGN.test(text));
}

/** Whether `syntax` has opaque blocks that are not Markdown (the line tracker asks before it looks at lines). */
export function hasOpaqueBlocks(syntax: DialectSyntax): boolean {
  return syntax.hugoShortcodes || syntax.liquidTags || syntax.kramdownAttributes || syntax.obsidian;
}

/**
 * The opaque block `line` opens (outside fenced code), when it does not close on the same line. A Liquid
 * `{% raw %}` opens one wherever it stands in the line, as Liquid reads it before Markdown; the others only
 * as a line of their own.
 */
export function opaqueBlockAt(line: string, syntax: DialectSyntax): OpaqueBlock | undefined {
  const c = line.charCodeAt(0);
  // A Templater command that runs over lines is a script: its lines (a `---`, text in a string) are no Markdown.
  if (syntax.obsidian && c === 0x3c) {
    const open = TEMPLATER_OPEN.exec(line);
    if (open && !TEMPLATER_CLOSE.test(line.slice(open[0].length))) return { closer: TEMPLATER_CLOSE, kind: 'code', syntax: 'template-tag', standalone: true, lang: 'javascript' };
  }
  if (syntax.liquidTags && line.includes('{%')) {
    const raw = rawOpenerIn(line);
    if (raw) return raw;
  }
  // Hugo and Liquid render their tags before Markdown is read: an indented code or comment tag (under a list
  // item) still takes its body whole, though the body's lines go back to the margin.
  const tag = c === 0x20 || c === 0x09 ? line.trimStart() : line;
  if (tag.charCodeAt(0) !== 0x7b) return undefined;
  if (syntax.liquidTags && tag.startsWith('{%')) {
    const inner = liquidInner(tag.trimEnd());
    const name = inner === undefined ? undefined : NAME.exec(inner)?.[0];
    if (name === 'highlight') return { closer: /\{%-?\s*endhighlight\s*-?%\}/, kind: 'code', syntax: 'template-tag', standalone: true, lang: inner?.split(/\s+/)[1] };
    if (name === 'comment') return { closer: /\{%-?\s*endcomment\s*-?%\}/, kind: 'comment', syntax: 'template-tag', standalone: true };
  }
  if (syntax.hugoShortcodes && (tag.startsWith('{{<') || tag.startsWith('{{%'))) {
    const call = hugoCall(tag.trimEnd());
    if (call && !call.closing && !call.selfClosing && HUGO_CODE.test(call.name)) {
      const name = call.name.replace(/[.\\/+*?()[\]{}|^$]/g, '\\$&');
      const lang = call.name.toLowerCase() === 'highlight' ? call.args.split(/\s+/)[0].replace(/^"|"$/g, '') : '';
      return { closer: new RegExp(`\\{\\{[<%]\\s*/\\s*${name}\\s*[>%]\\}\\}`), kind: 'code', syntax: 'shortcode', standalone: true, ...(lang ? { lang } : {}) };
    }
  }
  if (syntax.kramdownAttributes && c === 0x7b && KRAMDOWN_COMMENT.test(line)) return { closer: /\{:\/(?:comment)?\}/, kind: 'comment', syntax: 'attributes', standalone: true };
  return undefined;
}

/** A `{% raw %}` in `line` after its last `{% endraw %}`, as an opaque block (standalone when it is the whole line). */
function rawOpenerIn(line: string): OpaqueBlock | undefined {
  let open: RegExpExecArray | undefined;
  RAW_TAG.lastIndex = 0;
  for (let m = RAW_TAG.exec(line); m; m = RAW_TAG.exec(line)) open = m[1] ? undefined : m;
  if (!open) return undefined;
  const standalone = open.index === 0 && line.trimEnd().length === open[0].length;
  return { closer: /\{%-?\s*endraw\s*-?%\}/, kind: 'raw', syntax: 'raw', standalone };
}

/**
 * The marker of the tag that starts at line `i` in column 0, with the last line it takes (a Hugo or Liquid
 * call may spread its arguments over lines until its closing delimiter), or undefined for a line that is not
 * only a tag. Opaque blocks are found by `opaqueBlockAt` first and are not read here.
 */
export function tagMarkerAt(lines: ReadonlyArray<{ text: string }>, i: number, syntax: DialectSyntax): { marker: TagMarker; end: number } | undefined {
  const first = lines[i].text;
  if (first.charCodeAt(0) !== 0x7b) return undefined;
  const kind = tagKind(first, syntax);
  if (!kind) return undefined;
  let end = i;
  let text = first.trimEnd();
  if (kind !== 'kramdown' && !text.endsWith('}}') && !text.endsWith('%}')) {
    const close = kind === 'liquid' ? '%}' : kind === 'mdbook' ? '}}' : first[2] === '%' ? '%}}' : '>}}';
    if (first.includes(close)) return undefined;
    for (let j = i + 1; j < lines.length && j <= i + MAX_TAG_LINES; j++) {
      if (lines[j].text.trim() === '') return undefined;
      if (lines[j].text.includes(close)) {
        end = j;
        break;
      }
    }
    if (end === i) return undefined;
    text = lines.slice(i, end + 1).map((l) => l.text).join('\n').trimEnd();
  }
  const marker = kind === 'hugo' ? hugoMarker(text) : kind === 'liquid' ? liquidMarker(text) : kind === 'mdbook' ? mdbookMarker(text) : kramdownMarker(text);
  return marker && { marker, end };
}

function tagKind(line: string, syntax: DialectSyntax): 'hugo' | 'liquid' | 'mdbook' | 'kramdown' | undefined {
  if (syntax.hugoShortcodes && (line.startsWith('{{<') || line.startsWith('{{%'))) return 'hugo';
  if (syntax.liquidTags && line.startsWith('{%')) return 'liquid';
  if (syntax.mdbookDirectives && line.startsWith('{{#')) return 'mdbook';
  if (syntax.kramdownAttributes && line.startsWith('{:')) return 'kramdown';
  return undefined;
}

interface HugoCall {
  name: string;
  args: string;
  closing: boolean;
  selfClosing: boolean;
}

/** A Hugo shortcode call that is the whole of `text` (`{{< name args >}}`, `{{% /name %}}`, `{{< name />}}`). */
function hugoCall(text: string): HugoCall | undefined {
  const percent = text[2] === '%';
  if (!text.endsWith(percent ? '%}}' : '>}}')) return undefined;
  let inner = text.slice(3, -3);
  if (inner.includes(percent ? '%}}' : '>}}')) return undefined;
  inner = inner.trim();
  if (inner.startsWith('/*')) return undefined;
  const closing = inner.startsWith('/');
  if (closing) inner = inner.slice(1).trimStart();
  const selfClosing = !closing && inner.endsWith('/');
  if (selfClosing) inner = inner.slice(0, -1).trimEnd();
  const name = NAME.exec(inner)?.[0].replace(/\/+$/, '');
  if (!name) return undefined;
  return { name, args: inner.slice(name.length).trim(), closing, selfClosing };
}

function hugoMarker(text: string): TagMarker | undefined {
  const call = hugoCall(text);
  if (!call) return undefined;
  if (call.closing) return { meta: { syntax: 'shortcode', role: 'close' }, pairName: call.name };
  if (HUGO_INCLUDE.test(call.name)) return { meta: { syntax: 'include', role: 'self' } };
  if (call.selfClosing) return { meta: { syntax: 'shortcode', role: 'self' } };
  return { meta: { syntax: 'shortcode', role: 'open' }, pairName: call.name };
}

/** What lies between `{%` and `%}` when they enclose the whole of `text`, whitespace control and spaces trimmed. */
function liquidInner(text: string): string | undefined {
  if (!text.startsWith('{%') || !text.endsWith('%}')) return undefined;
  const inner = text.slice(2, -2);
  if (inner.includes('%}')) return undefined;
  return inner.replace(/^-/, '').replace(/-$/, '').trim();
}

/**
 * A Liquid tag line. The standard tags that never take a body stand alone; any other tag may open one (closed
 * by `end` + its name), which containerLines.ts decides by its closer or the line after it.
 */
function liquidMarker(text: string): TagMarker | undefined {
  const inner = liquidInner(text);
  const name = inner === undefined ? undefined : NAME.exec(inner)?.[0];
  if (!name) return undefined;
  if (name === 'raw' || name === 'endraw') return { meta: { syntax: 'raw', role: name === 'raw' ? 'open' : 'close' } };
  const closes = name.startsWith('end') && name.length > 3;
  const opener = closes ? name.slice(3) : name;
  const syntax = LIQUID_INCLUDE.test(opener) ? 'include' : 'template-tag';
  if (!closes && LIQUID_INLINE.test(name)) return { meta: { syntax, role: 'self' } };
  return { meta: { syntax, role: closes ? 'close' : 'open' }, pairName: opener };
}

/** An mdBook preprocessor line: an include, a `{{#tabs}}` / `{{#tab}}` opener or its `{{#end…}}` closer, or another directive. */
function mdbookMarker(text: string): TagMarker | undefined {
  if (!text.endsWith('}}')) return undefined;
  const inner = text.slice(3, -2);
  if (inner.includes('}}')) return undefined;
  const name = NAME.exec(inner)?.[0];
  if (!name) return undefined;
  if (MDBOOK_INCLUDE.test(name)) return { meta: { syntax: 'include', role: 'self' } };
  if (name.startsWith('end') && name.length > 3) return { meta: { syntax: 'template-tag', role: 'close' } };
  return { meta: { syntax: 'template-tag', role: name === 'tab' || name === 'tabs' ? 'open' : 'self' } };
}

/** A kramdown attribute list, ALD or extension line (`{: .note}`, `{:toc}`, `{::options … /}`); its role is decided by its neighbours. */
function kramdownMarker(text: string): TagMarker | undefined {
  if (!text.endsWith('}') || text.indexOf('}') !== text.length - 1) return undefined;
  return { meta: { syntax: 'attributes', role: 'close' } };
}

/**
 * `headingText` without the template tags at its end (`## Theme Variables {% include badge.html %}`): a tag
 * there renders a badge or a link, not words of the title.
 */
export function withoutTrailingTags(headingText: string, syntax: DialectSyntax): string {
  let end = trimmedEnd(headingText, headingText.length);
  for (let tag = trailingTag(headingText, end, syntax); tag; tag = trailingTag(headingText, end, syntax)) {
    const start = headingText.lastIndexOf(tag[0], end - tag[1].length);
    if (start <= 0 || headingText.indexOf(tag[1], start) !== end - tag[1].length) break;
    end = trimmedEnd(headingText, start);
  }
  return end === headingText.length ? headingText : headingText.slice(0, end);
}

/** `end` moved back over white space. */
function trimmedEnd(text: string, end: number): number {
  while (end > 0 && /\s/.test(text[end - 1])) end--;
  return end;
}

/** The delimiters of the template tag `text.slice(0, end)` ends with, if any in `syntax`. */
function trailingTag(text: string, end: number, syntax: DialectSyntax): [string, string] | undefined {
  const last = text.slice(Math.max(0, end - 3), end);
  if (syntax.hugoShortcodes && last === '>}}') return ['{{<', '>}}'];
  if (syntax.hugoShortcodes && last === '%}}') return ['{{%', '%}}'];
  if (syntax.liquidTags && last.endsWith('%}')) return ['{%', '%}'];
  return undefined;
}
