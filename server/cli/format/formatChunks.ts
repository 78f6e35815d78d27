// Renders the chunks of one file as a readable outline (`chunk --format text`); chunkFormats.ts has the others.

import type { Analysis } from '../../../shared/engine/engine';
import { LineIndex } from '../../../shared/text/lineIndex';
import type { SourceFile } from '../../node/readDocument';

/** The chunks of a file's analysis, a line each: number, type, size, lines, pages and heading path. */
export function formatChunksText(file: SourceFile, analysis: Analysis): string {
  const { strategy } = analysis.settings;
  const lines = new LineIndex(file.text);
  const max = analysis.context.budgets.maxTokens;
  const out = [`${file.path}: ${analysis.chunks.length} chunks · ${strategy.id} · ${analysis.settings.tokenizer}`];
  for (const chunk of analysis.chunks) {
    const own = chunk.spans.filter((s) => !s.overlap);
    const first = lines.positionAt((own[0] ?? chunk.spans[0]).start).line + 1;
    const last = lines.positionAt(Math.max(0, (own[own.length - 1] ?? chunk.spans[0]).end - 1)).line + 1;
    const size = max !== undefined ? `${chunk.tokens}/${max} tok` : `${chunk.tokens} tok`;
    const headings = chunk.heading?.heading ? [...chunk.heading.parentHeadings, chunk.heading.heading] : chunk.headingsPath;
    const path = headings.length ? headings.join(' › ') : '(no heading)';
    const pages = chunk.pages?.length ? ` p${chunk.pages[0]}${chunk.pages.length > 1 ? `-${chunk.pages[chunk.pages.length - 1]}` : ''}` : '';
    out.push(`  #${chunk.index + 1}  ${chunk.type.padEnd(9)} ${size.padStart(13)}  L${first}-${last}${pages}  ${path}`);
  }
  return out.join('\n') + '\n';
}
