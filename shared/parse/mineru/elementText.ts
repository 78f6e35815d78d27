// The text a MinerU content_list item contributes to a chunk, per element type (spec table "Element Text
// Extraction", extended to the fields of real MinerU output).

import { htmlTableText } from './htmlTableText';

type Item = Record<string, unknown>;

/**
 * Extracted text of a validated item, trimmed (empty means "skip this element").
 * - `code`, `list`: the nested `blocks` flattened in order (each block's `text`, `content`, or the `content` of
 *   its `lines[].spans[]`), else MinerU 2.5's `code_caption` + `code_body` / `list_items`, else `text`.
 * - `table`: `text` when non-empty (seed shape), else `table_caption`, `table_body` as text (htmlTableText) and
 *   `table_footnote`, one per line.
 * - `image`, `chart`: their captions only (`img_caption`, `image_caption`, `chart_caption`).
 * - `equation` and every other type: `text` (LaTeX for equations).
 * Everywhere, an empty `text` falls back to `content`, as the spec says.
 */
export function elementText(type: string, item: Item): string {
  switch (type) {
    case 'code':
      return firstNonEmpty(nestedBlocksText(item), joinLines(stringList(item.code_caption), str(item.code_body)), textOf(item));
    case 'list':
      return firstNonEmpty(nestedBlocksText(item), joinLines(stringList(item.list_items)), textOf(item));
    case 'table':
      return firstNonEmpty(
        textOf(item),
        joinLines(stringList(item.table_caption), htmlTableText(str(item.table_body)), stringList(item.table_footnote)),
      );
    case 'image':
      return joinLines(stringList(item.img_caption), stringList(item.image_caption));
    case 'chart':
      return joinLines(stringList(item.chart_caption));
    default:
      return textOf(item);
  }
}

function textOf(item: Item): string {
  return firstNonEmpty(str(item.text), str(item.content));
}

/** Flattens a nested `blocks` array (code_body / code_caption, list items) into lines, in order. */
function nestedBlocksText(item: Item): string {
  if (!Array.isArray(item.blocks)) return '';
  return joinLines(item.blocks.map((b) => blockText(b as Item)));
}

function blockText(block: Item): string {
  const direct = firstNonEmpty(str(block.text), str(block.content));
  if (direct) return direct;
  if (Array.isArray(block.blocks)) return nestedBlocksText(block);
  if (!Array.isArray(block.lines)) return '';
  return joinLines(
    block.lines.map((line) => {
      const spans = (line as Item)?.spans;
      return Array.isArray(spans) ? spans.map((s) => str((s as Item)?.content)).join('') : '';
    }),
  );
}

function str(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

function stringList(v: unknown): string[] {
  if (typeof v === 'string') return [v.trim()];
  return Array.isArray(v) ? v.map(str) : [];
}

function joinLines(...parts: Array<string | string[]>): string {
  return parts.flat().filter((p) => p !== '').join('\n');
}

function firstNonEmpty(...texts: string[]): string {
  return texts.find((t) => t !== '') ?? '';
}
