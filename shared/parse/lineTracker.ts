// Tracks, line by line, whether a Markdown scan is inside front matter, a fenced code block, an HTML block (or
// an MDX 1 JSX or ESM block, which a blank line ends), a dialect's template block whose body is not Markdown
// (`{% highlight %}`, `{% comment %}`), an MDX expression's template literal over several lines (`<Code code={`
// … `} />`, whose lines may look like headings), a JSX attribute's quoted string over several lines
// (`npm="build` … `# a shell comment` … `bundle"`), or an MDX ESM block, flow expression or HTML comment that
// runs over blank lines (mdxFlowLines.ts): the constructs across which no section or region boundary may fall.

import type { DocumentText } from '../text/documentText';
import type { DialectSyntax } from './dialect';
import { MdxFlowLines } from './mdxFlowLines';
import { hasOpaqueBlocks, opaqueBlockAt } from './templateTags';

const FENCE_OPEN = /^([ \t>]*(?:[-*+]\s+|\d+[.)]\s+)*)(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^[ \t>]*(`{3,}|~{3,})\s*$/;
/** HTML blocks of CommonMark's kinds 1–5: the line that opens one, and what ends it (no blank line does). */
export const HTML_UNTIL_MARKER: Array<[RegExp, RegExp]> = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:\s|>|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];
const HTML_UNTIL_BLANK = /^ {0,3}<\/?[A-Za-z][A-Za-z0-9-]*(?:\s|\/?>|$)/;
/** MDX 1's blocks that a blank line ends beyond HTML's: a tag whose name has dots (`<Tabs.Item>`), a fragment, ESM. */
const MDX1_UNTIL_BLANK = /^(?: {0,3}<(?:>|\/?[A-Za-z][A-Za-z0-9.]*(?:\s|\/?>|$))|(?:import|export)[ \t])/;
const BLANK_LINE = /^[ \t]*\r?$/;
/** An MDX expression that opens a JavaScript template literal: `code={\``. */
const TEMPLATE_LITERAL_OPEN = /\{\s*`/;

/** A line of a JSX tag that sets a string attribute: `<CommandTabs npm="…`, `  yarn="…`. */
const ATTRIBUTE_LINE = /^\s*(?:<[A-Za-z][\w.:-]*\s+)?[A-Za-z_][\w:.-]*="/;

/** Whether a line holds an odd number of `quote`: it opens or closes a string that spans lines. */
function hasOdd(line: string, quote: string): boolean {
  let count = 0;
  for (let i = line.indexOf(quote); i >= 0; i = line.indexOf(quote, i + 1)) count++;
  return count % 2 === 1;
}

function hasOddBackticks(line: string): boolean {
  return hasOdd(line, '`');
}

/** A setext underline: at most 3 spaces, a run of `=` or of `-`, trailing spaces or tabs. */
export const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;

/**
 * A blank line as CommonMark defines it: spaces and tabs only. JavaScript's `trim()` also strips U+00A0,
 * U+FEFF, U+3000 and the other Unicode spaces, which the parser reads as paragraph text.
 */
export function isBlankLine(line: string): boolean {
  return BLANK_LINE.test(line);
}

/** Line-by-line construct tracker; a fresh one starts clean (or in front matter at the document start). */
export class LineTracker {
  private fence: { char: string; length: number } | undefined;
  private htmlEnd: RegExp | 'blank' | undefined;
  private frontMatterFence: string | undefined;
  private templateEnd: RegExp | undefined;
  private inTemplateLiteral = false;
  private inAttributeString = false;
  private readonly templates: DialectSyntax | undefined;
  private readonly mdx: boolean;
  /** MDX 3's constructs over several lines (ESM, flow expressions, HTML comments); absent in other dialects. */
  private readonly mdxFlow: MdxFlowLines | undefined;
  private readonly jsxBlocks: boolean;
  private lineNo = 0;
  /** True once a fence opened behind indentation, `>` or a list marker, whose real end the tracker can miss. */
  sawContainedFence = false;

  /**
   * `documentText` is given when the scan starts at offset 0, where front matter may open. Without
   * `htmlBlocks` (MDX, which has JSX instead), an HTML-looking line opens nothing. With `syntax`, the opaque
   * template blocks of that dialect are followed as containerLines.ts follows them.
   */
  constructor(documentText?: DocumentText, private readonly htmlBlocks = true, syntax?: DialectSyntax) {
    const opening = documentText?.slice(0, 5) ?? '';
    if (/^(?:---|\+\+\+)\r?\n/.test(opening)) this.frontMatterFence = opening.slice(0, 3);
    if (syntax && hasOpaqueBlocks(syntax)) this.templates = syntax;
    this.mdx = syntax?.mdx === true;
    if (this.mdx) this.mdxFlow = new MdxFlowLines();
    this.jsxBlocks = syntax?.jsxBlocks === true;
  }

  /** Outside every tracked construct: a boundary may fall before the next line. */
  isClean(): boolean {
    return (
      !this.fence && !this.htmlEnd && !this.frontMatterFence && !this.templateEnd && !this.inTemplateLiteral && !this.inAttributeString && !this.mdxFlow?.isOpen()
    );
  }

  /** Advances over one line (without its `\n`). */
  feed(rawLine: string): void {
    this.lineNo++;
    if (rawLine === '') {
      // An empty line ends only an HTML block that ends at a blank line, or an MDX ESM block that is complete
      // there (fast path: runs of them are common).
      if (this.htmlEnd === 'blank') this.htmlEnd = undefined;
      else if (this.mdxFlow?.isOpen()) this.mdxFlow.feed(rawLine, true);
      return;
    }
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    if (this.frontMatterFence) {
      if (this.lineNo > 1 && line.trimEnd() === this.frontMatterFence) this.frontMatterFence = undefined;
      return;
    }
    if (this.mdxFlow?.isOpen()) {
      this.mdxFlow.feed(line, isBlankLine(line));
      return;
    }
    if (this.templateEnd) {
      if (this.templateEnd.test(line)) this.templateEnd = undefined;
      return;
    }
    if (this.inTemplateLiteral) {
      if (hasOddBackticks(line)) this.inTemplateLiteral = false;
      return;
    }
    if (this.inAttributeString) {
      if (hasOdd(line, '"')) this.inAttributeString = false;
      return;
    }
    if (this.fence) {
      const close = line.match(FENCE_CLOSE);
      if (close && close[1][0] === this.fence.char && close[1].length >= this.fence.length) this.fence = undefined;
      return;
    }
    if (this.templates) {
      const block = opaqueBlockAt(line, this.templates);
      if (block && block.kind !== 'raw') {
        this.templateEnd = block.closer;
        return;
      }
    }
    if (this.htmlEnd) {
      if (this.htmlEnd === 'blank' ? isBlankLine(line) : this.htmlEnd.test(line)) this.htmlEnd = undefined;
      return;
    }
    const open = line.match(FENCE_OPEN);
    if (open && !(open[2][0] === '`' && open[3].includes('`'))) {
      this.fence = { char: open[2][0], length: open[2].length };
      if (open[1] !== '') this.sawContainedFence = true;
      return;
    }
    if (this.mdxFlow?.feed(line, false)) return;
    if (this.mdx && TEMPLATE_LITERAL_OPEN.test(line) && hasOddBackticks(line)) {
      this.inTemplateLiteral = true;
      return;
    }
    if (this.mdx && ATTRIBUTE_LINE.test(line) && hasOdd(line, '"')) {
      this.inAttributeString = true;
      return;
    }
    if (!this.htmlBlocks) return;
    for (const [opener, closer] of HTML_UNTIL_MARKER) {
      if (opener.test(line)) {
        if (!closer.test(line.replace(opener, ''))) this.htmlEnd = closer;
        break;
      }
    }
    if (!this.htmlEnd && (HTML_UNTIL_BLANK.test(line) || (this.jsxBlocks && MDX1_UNTIL_BLANK.test(line)))) this.htmlEnd = 'blank';
  }
}
