// A folding range per chunk that spans lines, so that an editor can fold a document chunk by chunk (any LSP
// client through `chunklens lsp`; VS Code's client keeps its own Markdown folding and turns them off).

import { type Connection, type Disposable, type FoldingRange, FoldingRangeKind } from 'vscode-languageserver/node';
import type { Analyses, DocumentAnalysis } from '../host/analyses';
import { chunkExtent } from '../present/chunkFacts';
import { guard, type Log } from '../host/guard';

/**
 * From the first line of each chunk's own text to its last line with text (a chunk ending with its line break
 * does not take the next line), in chunk order; one-line chunks and repeats of a range are left out, and no more
 * than `limit` ranges are returned.
 */
export function chunkFoldingRanges(result: DocumentAnalysis, limit = Infinity): FoldingRange[] {
  const { analysis, lines } = result;
  const ranges: FoldingRange[] = [];
  const seen = new Set<string>();
  for (const chunk of analysis.chunks) {
    if (ranges.length >= limit) break;
    const { start, end } = chunkExtent(chunk);
    const startLine = lines.positionAt(start).line;
    const last = lines.positionAt(end);
    const endLine = last.character === 0 && end > start ? last.line - 1 : last.line;
    const key = `${startLine}:${endLine}`;
    if (endLine <= startLine || seen.has(key)) continue;
    seen.add(key);
    ranges.push({ startLine, endLine, kind: FoldingRangeKind.Region });
  }
  return ranges;
}

export function registerFoldingRanges(connection: Connection, analyses: Analyses, limit: () => number | undefined, log: Log): Disposable {
  return connection.onFoldingRanges(
    guard(
      log,
      'foldingRange',
      async (params, token): Promise<FoldingRange[]> => {
        const result = await analyses.recent(params.textDocument.uri);
        if (!result || token.isCancellationRequested) return [];
        return chunkFoldingRanges(result, limit());
      },
      [],
    ),
  );
}
