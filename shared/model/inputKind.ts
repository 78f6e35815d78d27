// Decides the input kind of a document from its file name (docs/cli.md).

import type { InputKind } from './types';

/**
 * `*.md`/`*.markdown` Markdown, `*.blocks.jsonl` LightRAG, `*_content_list.json` MinerU, `*.docling.json` a
 * DoclingDocument, `*.pages.json` pages.
 */
export function inputKindOf(fileName: string): InputKind {
  const name = fileName.toLowerCase();
  if (name.endsWith('.blocks.jsonl')) return 'blocks-jsonl';
  if (name.endsWith('_content_list.json') || name === 'content_list.json') return 'mineru';
  if (name.endsWith('.docling.json')) return 'docling';
  if (name.endsWith('.pages.json')) return 'pages';
  if (name.endsWith('.md') || name.endsWith('.markdown') || name.endsWith('.mdx')) return 'markdown';
  return 'text';
}
