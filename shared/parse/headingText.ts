// The plain text of a heading exactly as remark gives it: mdast-util-to-string of the heading node, trimmed.
//
// Most headings are plain words, whose text is their content as written. A heading with inline syntax
// (emphasis, code, links, escapes, character references, HTML) has its text chunks read by micromark's text
// tokenizer (inlinePlainText.ts); inline syntax depends on nothing outside the heading except link and
// footnote definitions, so one that may use a definition (`[` in the heading, `]:` in the region) is read from
// remark's parse of its whole region, made once per region.

import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { Event } from 'micromark-util-types';
import type { Span } from '../model/types';
import { SYNTAX_EXTENSIONS } from './flowEvents';
import { inlinePlainText } from './inlinePlainText';

const OPTIONS = { extensions: SYNTAX_EXTENSIONS, mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(['yaml', 'toml'])] };

/** Characters that can start inline syntax or change how content reads (a line break in a setext heading). */
export const INLINE_SYNTAX = /[\\`*_[\]<&~\0\r\n]/;

/** Reads heading texts of one region; parses the region with remark at most once. */
export class HeadingTexts {
  private regionHeadings: Map<number, string> | undefined;
  private readonly mayDefine: boolean;

  constructor(private readonly region: string) {
    this.mayDefine = region.includes(']:');
  }

  /**
   * The text of the heading spanning `heading` whose content (without markers) spans `content`, if it has
   * any; `events[chunk]` enters the content's first text chunk.
   */
  textOf(heading: Span, content: Span | undefined, events: Event[], chunk: number): string {
    if (!content) return '';
    const raw = this.region.slice(content.start, content.end);
    if (!INLINE_SYNTAX.test(raw)) return raw.trim();
    if ((this.mayDefine && raw.includes('[')) || events[chunk]?.[1].type !== 'chunkText') return this.fromRegion(heading);
    return inlinePlainText(events[chunk][1], events[chunk], this.region).trim();
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
