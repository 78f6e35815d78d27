// The plain text of a heading exactly as remark gives it: mdast-util-to-string of the heading node, trimmed.
//
// Most headings are plain words, whose text is their content as written. A heading with inline syntax
// (emphasis, code, links, escapes, character references, HTML) is parsed alone with remark's own libraries;
// inline syntax depends on nothing outside the heading except link and footnote definitions, so one that may
// use a definition (`[` in the heading, `]:` in the region) is read from a parse of its whole region.

import type { Heading, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { Span } from '../model';
import { SYNTAX_EXTENSIONS } from './flowEvents';

const OPTIONS = { extensions: SYNTAX_EXTENSIONS, mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(['yaml', 'toml'])] };

/** Characters that can start inline syntax or change how content reads (a line break in a setext heading). */
const INLINE_SYNTAX = /[\\`*_[\]<&~\0\r\n]/;

/** A fence that could open front matter when a heading's own text is parsed as a document. */
const FRONT_MATTER_FENCE = /^(?:---|\+\+\+)/;

/** Reads heading texts of one region; parses the region as a whole at most once. */
export class HeadingTexts {
  private regionHeadings: Map<number, string> | undefined;
  private readonly mayDefine: boolean;

  constructor(private readonly region: string) {
    this.mayDefine = region.includes(']:');
  }

  /** The text of the heading spanning `heading` whose content (without markers) spans `content`, if any. */
  textOf(heading: Span, content: Span | undefined): string {
    if (!content) return this.parsedAlone(heading) ?? this.fromRegion(heading);
    const raw = this.region.slice(content.start, content.end);
    if (!INLINE_SYNTAX.test(raw)) return raw.trim();
    if (this.mayDefine && raw.includes('[')) return this.fromRegion(heading);
    return this.parsedAlone(heading) ?? this.fromRegion(heading);
  }

  private parsedAlone(heading: Span): string | undefined {
    const source = this.region.slice(heading.start, heading.end);
    if (FRONT_MATTER_FENCE.test(source)) return undefined;
    const node = fromMarkdown(source, OPTIONS).children.find((c): c is Heading => c.type === 'heading');
    return node ? mdastToString(node).trim() : undefined;
  }

  private fromRegion(heading: Span): string {
    if (!this.regionHeadings) {
      this.regionHeadings = new Map();
      const tree: Root = fromMarkdown(this.region, OPTIONS);
      for (const node of tree.children) {
        const start = node.position?.start.offset;
        if (node.type === 'heading' && start !== undefined) this.regionHeadings.set(start, mdastToString(node).trim());
      }
    }
    return this.regionHeadings.get(heading.start) ?? '';
  }
}
