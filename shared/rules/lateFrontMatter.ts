// Front matter written after a blank first line (`\n---\ntitle: x\n---`). Hugo's page lexer and Astro's front matter
// pattern skip blank lines before the opening fence and read it as front matter; CommonMark, Jekyll and MkDocs (their
// front matter patterns are anchored at the file's start) and gray-matter (Docusaurus, VitePress: the fence must open
// the string) do not, and read a thematic break and a setext heading "title: x" instead, which then heads the page's
// first section. The fix is the same everywhere: remove the blank line above the opening fence. On a Hugo or Starlight
// site the page renders as written, so there the finding is the pipeline's (lateFrontMatterPipelineCause). The same
// keys are read as a heading when a second fence right under the first closes an empty front matter (`---\n---\nicon:
// x\n---`, as a conversion from GitBook leaves every page): every generator reads that so, and the fix is to remove
// the second fence.

import type { PipelineCause, Span } from '../model/types';
import type { DocumentText } from '../text/documentText';

/** Front matter is a few dozen lines: the opening of the document read for it. */
const READ_CHARS = 4000;
/** Blank lines, then a YAML or TOML fence on a line of its own. */
const OPENING = /^((?:[ \t]*\r?\n)+)(---|\+\+\+)[ \t]*\r?\n/;
/** A YAML fence, then a second one right under it that closes an empty front matter. */
const CLOSED_EMPTY = /^---[ \t]*\r?\n((---)[ \t]*\r?\n)/;
/** A YAML key (`title: x`, `"short":`) or a TOML one (`title = "x"`) opening the block's first line. */
const FIRST_KEY = /^[ \t]*(?:[A-Za-z_][\w.-]*|"[^"\n]+"|'[^'\n]+')[ \t]*(?::(?:[ \t]|$)|=)/;
/** A comment line of YAML or TOML (`# title: "Welcome"`, a key the writer turned off), which may come before the first key. */
const COMMENT = /^[ \t]*#/;
/** At most this many comment lines before the first key. */
const MAX_COMMENTS = 10;

export interface LateFrontMatter {
  /** What the writer removes: the blank lines before the opening fence, or the fence that closes an empty front matter. */
  blank: Span;
  /** Whether the front matter comes after blank lines, or after an empty front matter. */
  after: 'blank lines' | 'empty front matter';
  /** Where the front matter's closing fence ends. */
  end: number;
  /** The fence: `---` (YAML) or `+++` (TOML). */
  fence: string;
  /**
   * The block's first line (`title: x`, or a comment line `# title: x`), which the generators that skip no blank line
   * show as a heading.
   */
  firstLine: string;
}

/**
 * The blank lines that stand before a front matter block at the start of `text`, and where the block ends, or
 * undefined when the document does not open with blank lines and then a fenced block whose first line is a key (after
 * comment lines, if any).
 * Reads at most READ_CHARS characters.
 */
export function lateFrontMatterOf(text: DocumentText): LateFrontMatter | undefined {
  const head = text.slice(0, READ_CHARS);
  const closed = CLOSED_EMPTY.exec(head);
  const open = closed ?? OPENING.exec(head);
  if (!open) return undefined;
  const bodyStart = open[0].length;
  const blank = closed ? { start: closed.index + closed[0].length - closed[1].length, end: closed[0].length - 1 } : { start: 0, end: open[1].length - 1 };
  const lines = head.slice(bodyStart).split('\n');
  const firstKey = lines.slice(0, MAX_COMMENTS + 1).findIndex((line) => !COMMENT.test(line));
  if (firstKey < 0 || !FIRST_KEY.test(lines[firstKey] ?? '')) return undefined;
  let at = bodyStart;
  // The last line may be cut off by READ_CHARS: it is never read as the closing fence.
  for (const line of lines.slice(0, -1)) {
    at += line.length + 1;
    if (line.trimEnd() === open[2]) return { blank, after: closed ? 'empty front matter' : 'blank lines', end: at, fence: open[2], firstLine: lines[0].trim() };
  }
  return undefined;
}

/** The message at the blank line: what the generators read there, and the edit that fixes it for all of them. */
export function lateFrontMatterMessage(late: LateFrontMatter): string {
  if (late.after === 'empty front matter') {
    return `Front matter closed on its second line: the "---" there ends an empty front matter, so the keys after it read as a heading "${late.firstLine.slice(0, 60)}" and page text; remove the second "---"`;
  }
  return `Front matter after a blank first line: CommonMark, Jekyll, MkDocs and gray-matter (Docusaurus, VitePress) read ${late.fence === '---' ? `a thematic break and a heading "${late.firstLine.slice(0, 60)}"` : 'page text'} here, not front matter (Hugo and Astro skip the blank line); remove the blank line above the opening "${late.fence}"`;
}

/** Sites whose generator skips blank lines before front matter (Hugo's, Astro's), by its name. */
const SKIPS_BLANK_BEFORE_FRONT_MATTER = new Map([
  ['hugo', 'Hugo'],
  ['starlight', 'Astro'],
]);

/**
 * On a site whose generator reads the front matter anyway, why the finding is the pipeline's: the page renders as
 * written, and only a pipeline that reads front matter on the first line alone takes its keys for text. Undefined on
 * other sites, where the blank line is the writer's to remove.
 */
export function lateFrontMatterPipelineCause(late: LateFrontMatter, site: string | undefined): PipelineCause | undefined {
  if (late.after === 'empty front matter') return undefined;
  const generator = site === undefined ? undefined : SKIPS_BLANK_BEFORE_FRONT_MATTER.get(site);
  if (generator === undefined) return undefined;
  return {
    cause: `${generator}, which builds this site, skips the blank line and reads the front matter; only a pipeline that reads front matter on the first line alone (gray-matter, python-frontmatter) takes its keys for text`,
    remedy: 'a loader that skips blank lines before front matter, or removing the blank line',
  };
}
