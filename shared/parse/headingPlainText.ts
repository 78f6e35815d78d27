// The text a documentation site shows for a heading, which chunk heading paths, labels and hovers carry: the
// heading's inline content without the syntax around its words. Raw HTML and JSX tags (`<Badge text="beta"/>`,
// `<div className="label">Title</div>` reads `Title`), template tags (`{{< param x >}}`, `{% if %}`,
// `{{ site.title }}`), attribute lists (`{#id}`, `{: .class}`) are dropped; a MyST role (`{code}`x``) reads as
// its content and an Obsidian wikilink (`[[page|alias]]`) as its alias, else its page. Code spans are kept as
// written. Every pattern stops at the next `<`, `{` or `[` it cannot pass, so the work stays linear in the heading.

import { lineInlinePlainText } from './inlinePlainText';

/** Characters without which a heading holds none of this syntax (most headings: nothing to do). */
const SIGN = /[<{]|\[\[/;
const ATX_OPENING = /^ {0,3}#{1,6}(?=[ \t]|$)/;
const ATX_CLOSING = /(?:^|[ \t]+)#+[ \t]*$/;

/**
 * Inline syntax of sites, each with what it reads as; an opening character escaped with `\` is text, and a tag
 * name is CommonMark's (letters, digits, `-`): `<System.String>` is text to CommonMark and DocFX.
 */
const REWRITES: Array<[RegExp, (match: string, ...groups: string[]) => string]> = [
  [/(?<!\\)!?\[\[([^[\]|\n]*)(?:\|([^[\]\n]*))?\]\]/g, (_m, page: string, alias?: string) => escapeMarkdown(alias ?? page)],
  [/(?<!\\)(?:\{\{[^{}]*\}\}|\{%[^{}]*%\})/g, () => ''],
  [/(?<!\\)(?:\{:[^{}]*\}|\{[ \t]*[#.][^{}]*\})/g, () => ''],
  [/(?<!\\)<\/?[A-Za-z][A-Za-z0-9-]*(?:[ \t\n][^<>]*)?>/g, () => ''],
];

/**
 * The plain text of the heading whose source is `source` (an ATX line, or setext content lines and underline)
 * when site syntax changes it, or undefined when the parser's own reading of the heading stands.
 */
export function siteHeadingText(source: string): string | undefined {
  const content = headingContent(source);
  if (!SIGN.test(content)) return undefined;
  const cleaned = withoutSiteSyntax(content);
  if (cleaned === content) return undefined;
  return lineInlinePlainText(cleaned, 0, cleaned.length).trim();
}

/** A heading's inline content: an ATX line without its `#` sequences, setext lines without their underline and indentation. */
function headingContent(source: string): string {
  const opening = ATX_OPENING.exec(source);
  if (opening && !source.includes('\n')) return source.slice(opening[0].length).replace(ATX_CLOSING, '');
  const lines = source.split('\n');
  return lines
    .slice(0, -1)
    .map((line) => line.replace(/^[ \t]+/, '').replace(/\r$/, ''))
    .join('\n');
}

/** A MyST role's name right before the code span that holds its content (`{code}` of `{code}`x``). */
const ROLE_NAME = /\{[A-Za-z][\w:.-]*\}$/;

/** `content` with site syntax rewritten outside its code spans. */
function withoutSiteSyntax(content: string): string {
  let out = '';
  let from = 0;
  for (const [start, end] of codeSpans(content)) {
    out += rewrite(content.slice(from, start).replace(ROLE_NAME, '')) + content.slice(start, end);
    from = end;
  }
  return out + rewrite(content.slice(from));
}

/** `text` (outside code spans) with site syntax rewritten; the spaces a dropped tag leaves between words become one. */
function rewrite(text: string): string {
  if (!SIGN.test(text)) return text;
  let out = text;
  for (const [pattern, replace] of REWRITES) out = out.replace(pattern, replace);
  return out === text ? text : out.replace(/[ \t]{2,}/g, ' ');
}

/**
 * The code spans of inline content as `[start, end)` pairs: a backtick run and the next run of the same
 * length. Each length's runs are walked once, in order, so finding every pair is linear.
 */
function codeSpans(content: string): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (let i = 0; i < content.length; ) {
    if (content[i] !== '`') {
      i++;
      continue;
    }
    let j = i;
    while (j < content.length && content[j] === '`') j++;
    runs.push([i, j - i]);
    i = j;
  }
  const byLength = new Map<number, number[]>();
  runs.forEach(([, length], index) => {
    let list = byLength.get(length);
    if (!list) byLength.set(length, (list = []));
    list.push(index);
  });
  const next = new Map<number, number>();
  const spans: Array<[number, number]> = [];
  let after = 0;
  for (let r = 0; r < runs.length; r++) {
    const [start, length] = runs[r];
    if (start < after) continue;
    const same = byLength.get(length) ?? [];
    let k = next.get(length) ?? 0;
    while (k < same.length && same[k] <= r) k++;
    next.set(length, k);
    if (k === same.length) continue;
    const [closeStart] = runs[same[k]];
    spans.push([start, closeStart + length]);
    after = closeStart + length;
  }
  return spans;
}

/** `text` with every ASCII punctuation character escaped, so that it reads as itself in inline Markdown. */
function escapeMarkdown(text: string): string {
  return text.replace(/[!-/:-@[-`{-~]/g, '\\$&');
}
