// Dispatches a document to the parser of its input kind. Parsers never throw on user input.

import type { InputKind, ParsedDocument } from '../model/types';
import { parseBlocksJsonl } from './blocksJsonl';
import type { MarkdownDialect } from './dialect';
import { parseDoclingDocument } from './doclingDocument';
import { parseMarkdown, type SectionCache } from './markdown';
import { parseMineruContentList } from './mineruContentList';
import { parsePagesJson } from './pagesJson';
import { parsePlainText } from './plainText';

export interface ParseOptions {
  /** Raw text of sidecar files found beside the document, by sidecar name (e.g. `tables`). */
  sidecars?: Record<string, string>;
  /** Parsed Markdown sections from the previous version of the same document. */
  sectionCache?: SectionCache;
  /** The dialect Markdown is read in (default: CommonMark + GFM). */
  dialect?: MarkdownDialect;
}

/** Strips a leading byte-order mark, as editors and ingestion pipelines do before counting tokens. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function parseDocument(kind: InputKind, text: string, options: ParseOptions = {}): ParsedDocument {
  switch (kind) {
    case 'markdown':
      return parseMarkdown(text, options.sectionCache, options.dialect);
    case 'pages':
      return parsePagesJson(text);
    case 'blocks-jsonl':
      return parseBlocksJsonl(text, options.sidecars);
    case 'mineru':
      return parseMineruContentList(text);
    case 'docling':
      return parseDoclingDocument(text);
    case 'text':
      return { ...parsePlainText(text), kind };
  }
}
