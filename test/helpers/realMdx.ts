// The reference for MDX: micromark with micromark-extension-mdxjs, composed here as that package's index.js
// composes it from the installed pieces (ESM, expressions and JSX parsed by acorn with JSX, ECMAScript 2024
// modules), with GFM and front matter; as Docusaurus 3 reads MDX by default (`markdown.mdx1Compat`), also
// @slorber/remark-comment after it (HTML comments are comments) and heading ids escaped in the text
// (`## Title \{#id}`, what @docusaurus/utils' escapeMarkdownHeadingIds does). Tests and the bench's `mdx` check
// compare the product's MDX parse against it.

import { comment as htmlComment } from '@slorber/remark-comment';
import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';
import { micromark, parse } from 'micromark';
import { mdxExpression } from 'micromark-extension-mdx-expression';
import { mdxJsx } from 'micromark-extension-mdx-jsx';
import { mdxMd } from 'micromark-extension-mdx-md';
import { mdxjsEsm } from 'micromark-extension-mdxjs-esm';
import { combineExtensions } from 'micromark-util-combine-extensions';
import type { Extension } from 'micromark-util-types';
import { blocksFromEvents } from '../../shared/parse/eventBlocks';
import { flowEventsOf, SYNTAX_EXTENSIONS } from '../../shared/parse/flowEvents';
import type { SectionBlock } from '../../shared/parse/sectionBlock';

/** Plain MDX (Astro, Next.js, Mintlify) or MDX as Docusaurus 3 reads it. */
export type MdxReader = 'mdx' | 'docusaurus';

/** micromark-extension-mdxjs's `mdxjs()` with its defaults. */
function mdxjs(): Extension {
  const settings = { acorn: Parser.extend(acornJsx()), acornOptions: { ecmaVersion: 2024 as const, sourceType: 'module' as const }, addResult: true };
  return combineExtensions([mdxjsEsm(settings), mdxExpression(settings), mdxJsx(settings), mdxMd()]);
}

const extensions: Record<MdxReader, Extension[]> = {
  mdx: [...SYNTAX_EXTENSIONS, mdxjs()],
  docusaurus: [...SYNTAX_EXTENSIONS, mdxjs(), htmlComment as Extension],
};

/** The text the reader's MDX compiler is given: Docusaurus escapes the first `{#` of each ATX heading line in column 0. */
export function realMdxInput(text: string, reader: MdxReader): string {
  return reader === 'docusaurus' ? text.replace(/^#{1,6}(?!#).*/gm, (line) => line.replace('{#', '\\{#').replace('\\\\{#', '\\{#')) : text;
}

/** Why real MDX rejects `text` (compiled to HTML, its inline parse included), or undefined when it compiles it. */
export function realMdxRejection(text: string, reader: MdxReader): string | undefined {
  try {
    micromark(realMdxInput(text, reader), { extensions: extensions[reader] });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const flowParsers: Partial<Record<MdxReader, ReturnType<typeof parse>>> = {};

/** The top-level blocks real MDX reads in `text` (already given as the reader's input), as eventBlocks.ts makes them. */
export function realMdxBlocks(text: string, reader: MdxReader): SectionBlock[] {
  const parser = (flowParsers[reader] ??= parse({ extensions: extensions[reader] }));
  return blocksFromEvents(flowEventsOf(parser, text), text);
}
