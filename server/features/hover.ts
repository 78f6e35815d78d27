// Hover inside a chunk: its number, size against the cap, type, heading path, parents, id, why it was cut, pages,
// and for clients without a chunk view its embed text; every chunk the position went into when one source line
// produced several (`.blocks.jsonl` slices).

import type { Connection, Disposable, Hover } from 'vscode-languageserver/node';
import type { Chunk } from '../../shared/model/types';
import type { Analyses, DocumentAnalysis } from '../host/analyses';
import { chunkExtent, chunkNumber, chunksAtOffset, limitOf, pagesKnown, sizeText } from '../present/chunkFacts';
import { readingOf } from '../present/readingOf';
import { guard, type Log } from '../host/guard';
import { toLspRange } from '../present/toLsp';
import { pipelineFindingsOf } from '../present/chunkSummary';
import type { FileAccess } from '../host/fileAccess';

/** Most characters of a chunk's embed text a hover shows; the rest is counted. */
export const HOVER_TEXT_CHARS = 1200;

/**
 * The hover text of a chunk, in Markdown (document text is put in code spans and blocks, so it is never rendered);
 * with `withText`, ending with the chunk's embed text (its first HOVER_TEXT_CHARS characters), for clients that have
 * no other view of it.
 */
export function hoverMarkdown(result: DocumentAnalysis, chunk: Chunk, withText: boolean, files: FileAccess): string {
  const { analysis } = result;
  const lines = [
    `**chunk ${chunkNumber(chunk)}/${analysis.chunks.length}** · ${sizeText(chunk, limitOf(analysis.context.budgets))} · ${chunk.type} · ${analysis.settings.strategy.id}`,
    '',
    `heading path: ${chunk.headingsPath.length ? chunk.headingsPath.map(codeSpan).join(' › ') : '(none)'}`,
  ];
  if (chunk.heading) lines.push('', `heading: ${codeSpan(chunk.heading.heading)} (level ${chunk.heading.level})`);
  if (chunk.parents) lines.push('', `parents: ${chunk.parents.map((p) => `${p.label} (${p.tokens} tok)`).join(' › ')}`);
  lines.push('', `id: ${codeSpan(chunk.id)}`);
  const why = chunk.notes.map((n) => (n.detail ? `${n.reason} (${n.detail})` : n.reason));
  lines.push('', `cut: ${why.length ? why.join('; ') : 'not recorded by the strategy'}`);
  if ((chunk.sectionHeadings?.length ?? 0) > 1) lines.push('', `sections: ${chunk.sectionHeadings!.map(codeSpan).join(', ')}`);
  if (chunk.pages?.length && pagesKnown(result.kind, analysis.chunks)) lines.push('', `pages: ${chunk.pages.map((p) => p + 1).join(', ')}`);
  const reading = readingOf(result.kind, result.uri, analysis.settings, files);
  if (reading) lines.push('', `read as: ${reading.readAs}`);
  for (const f of pipelineFindingsOf(analysis.pipelineFindings).get(chunk.index) ?? []) {
    lines.push('', `pipeline (${f.ruleId} ${f.ruleName}): ${f.pipeline!.cause}; avoided by ${f.pipeline!.remedy}`);
  }
  if (withText) lines.push('', 'embed text:', '', codeBlock(chunk.content));
  return lines.join('\n');
}

/** Text in a fenced code block that its own backticks cannot close, cut after HOVER_TEXT_CHARS (never inside a surrogate pair). */
function codeBlock(text: string): string {
  let end = Math.min(text.length, HOVER_TEXT_CHARS);
  if (end < text.length && end > 0 && text.charCodeAt(end - 1) >= 0xd800 && text.charCodeAt(end - 1) <= 0xdbff) end--;
  const shown = text.slice(0, end);
  const longest = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const more = end < text.length ? `\n\n… ${[...text.slice(end)].length} more characters` : '';
  return `${fence}text\n${shown}\n${fence}${more}`;
}

/** Wraps text in a Markdown code span that its own backticks cannot close. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence} ${text.replace(/\s+/g, ' ')} ${fence}`;
}

/** Serves hovers; each ends with the chunk's embed text while `withText()` is true. */
export function registerHover(connection: Connection, analyses: Analyses, files: FileAccess, withText: () => boolean, log: Log): Disposable {
  return connection.onHover(
    guard(
      log,
      'hover',
      async (params, token): Promise<Hover | null> => {
        const result = await analyses.recent(params.textDocument.uri);
        if (!result || token.isCancellationRequested) return null;
        const chunks = chunksAtOffset(result.analysis.chunks, result.lines.offsetAt(params.position));
        if (!chunks.length) return null;
        return {
          contents: { kind: 'markdown', value: chunks.map((c) => hoverMarkdown(result, c, withText(), files)).join('\n\n---\n\n') },
          range: toLspRange(result.lines, chunkExtent(chunks[0])),
        };
      },
      null,
    ),
  );
}
