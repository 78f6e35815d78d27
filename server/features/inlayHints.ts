// Inlay hints at each chunk start, `chunk 7 · 412/900 tok`: the bands' labels for clients that draw no bands
// (any LSP client through `chunklens lsp`); VS Code's client draws the labels itself and turns them off.

import type { Connection, Disposable, InlayHint, Range } from 'vscode-languageserver/node';
import type { Analyses, DocumentAnalysis } from '../host/analyses';
import { chunkExtent, chunkNumber, limitOf, sizeText } from '../present/chunkFacts';
import { guard, type Log } from '../host/guard';

/**
 * One hint per chunk whose own text starts in `range` (lines inclusive, as the client asked), in chunk order:
 * its number and size against the strategy's cap, before its first character.
 */
export function chunkInlayHints(result: DocumentAnalysis, range: Range): InlayHint[] {
  const { analysis, lines } = result;
  const limit = limitOf(analysis.context.budgets);
  const from = lines.offsetAt(range.start);
  const to = lines.offsetAt(range.end);
  const hints: InlayHint[] = [];
  for (const chunk of analysis.chunks) {
    const { start } = chunkExtent(chunk);
    if (start < from || start > to) continue;
    hints.push({ position: lines.positionAt(start), label: `chunk ${chunkNumber(chunk)} · ${sizeText(chunk, limit)}`, paddingRight: true });
  }
  return hints;
}

export function registerInlayHints(connection: Connection, analyses: Analyses, log: Log): Disposable {
  return connection.languages.inlayHint.on(
    guard(
      log,
      'inlayHint',
      async (params, token): Promise<InlayHint[]> => {
        const result = await analyses.recent(params.textDocument.uri);
        if (!result || token.isCancellationRequested) return [];
        return chunkInlayHints(result, params.range);
      },
      [],
    ),
  );
}
