// CK010: markup or template syntax in a chunk's heading path, where a library strategy records a heading's
// source text as chunk metadata (LangChain's MarkdownHeaderTextSplitter `Header N`, LlamaIndex's
// MarkdownNodeParser `header_path`): `Install <Badge text="new" /> {#install}` is what the index stores and
// what a filter or a prompt shows. The heading renders fine, so no edit of it is called for: only stripping
// markup before chunking avoids it, a pipeline finding. Reported on the first chunk of each run of chunks that
// carries the same marked-up path entry.

import { chunkNumber, renumberLeadingChunk } from './chunkNumbers';
import { reportSpanOf } from './chunkSpans';
import type { Rule } from './types';

/** HTML or JSX tags, Hugo shortcodes, Liquid/Jinja tags, and attribute lists (`{#id .class}`, kramdown `{: #id}`). */
const MARKUP = /<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>|\{\{[<%]|\{%|\{:?[ \t]*[#.][\w-]/;
/** How much of a path entry is read (headings are short; this keeps the scan short on any input). */
const ENTRY_READ = 500;

export const markupInHeadingPath: Rule = {
  id: 'CK010',
  names: ['markup-in-heading-path'],
  tags: ['heading', 'dialect'],
  defaultSeverity: 'warning',
  description: 'A library strategy records a heading with its markup or template syntax in chunk metadata',
  renumber: renumberLeadingChunk,
  check: ({ chunks, strategy }, report) => {
    chunks.forEach((c, i) => {
      if (!c.libraryRecord) return;
      const previous = chunks[i - 1]?.headingsPath;
      const marked = c.headingsPath.filter((entry, k) => previous?.[k] !== entry && MARKUP.test(entry.slice(0, ENTRY_READ)));
      if (!marked.length) return;
      report({
        span: reportSpanOf(c),
        chunkIndex: c.index,
        message: `Chunk ${chunkNumber(c.index)}'s heading path carries markup: ${marked.map((e) => JSON.stringify(e)).join(', ')}`,
        pipeline: {
          cause: `${strategy} records each heading's source text in chunk metadata, markup and template syntax included`,
          remedy: 'stripping tags, shortcodes and attribute lists from headings before chunking (or chunking the rendered pages)',
        },
      });
    });
  },
};
