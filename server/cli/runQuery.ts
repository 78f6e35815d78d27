// `chunklens query "QUESTION" PATH…`: chunks the files as `lint` selects them and ranks every chunk for the
// question with BM25 (shared/query/rankChunks.ts); prints the top hits with file:line, heading path, score and a snippet.
// With `--strategy A --strategy B`, the same under each strategy, one ranking after the other.

import type { Chunk } from '../../shared/model/types';
import { LineIndex } from '../../shared/text/lineIndex';
import { rankChunks, snippetOf } from '../../shared/query/rankChunks';
import { chunkExtent } from '../present/chunkFacts';
import { analyzeFile, holdsInternalError } from './analyzeFile';
import type { Command, Overrides } from './args';
import { ConfigLookup } from './configLookup';
import { SkippedFile } from '../node/readDocument';
import type { CliIo } from './cliIo';
import type { QueryHit } from './format/formatQuery';
import { formatById } from './format/outputFormat';
import { QUERY_FORMATS } from './queryFormats';
import { selectStatsFiles } from './runStats';

export type QueryCommand = Extract<Command, { name: 'query' }>;

interface ChunkedFile {
  path: string;
  text: string;
  chunks: Chunk[];
}

/**
 * Runs `query` and returns the exit code: 0 when the ranking was printed, even with no hit (failures throw:
 * exit 2). Skipped files get a note; a file whose analysis failed (CK900) is left out with a note. With two
 * strategies (`compared`) the files are chunked and ranked under each, and both rankings printed.
 */
export function runQuery(command: QueryCommand, io: CliIo): number {
  const configs = new ConfigLookup(command.config, command.overrides.maxFileBytes);
  const { paths, notes } = selectStatsFiles(command, configs);
  const rankings = (command.compared ?? [undefined]).map((strategy) => {
    const files = chunkFiles(paths, { ...command.overrides, strategy: strategy ?? command.overrides.strategy }, configs, notes);
    return { strategy, files: files.length, chunks: files.reduce((n, f) => n + f.chunks.length, 0), hits: queryHits(command.query, files, command.top) };
  });
  notes.push(...configs.takeNotes());
  for (const note of new Set(notes)) io.err(`chunklens: ${note}\n`);
  io.out(formatById(QUERY_FORMATS, command.format).render({ query: command.query, rankings, compared: command.compared !== undefined }));
  return 0;
}

/** The chunks of `paths` under `overrides`; notes for files skipped or whose analysis failed. */
function chunkFiles(paths: string[], overrides: Overrides, configs: ConfigLookup, notes: string[]): ChunkedFile[] {
  const files: ChunkedFile[] = [];
  for (const path of paths) {
    try {
      const { file, analysis, findings } = analyzeFile(path, overrides, configs);
      notes.push(...file.notes);
      if (analysis && !holdsInternalError(findings)) files.push({ path, text: file.text, chunks: analysis.chunks });
      else notes.push(`${path}: left out${overrides.strategy ? ` under ${overrides.strategy}` : ''}: its analysis failed (${findings[0]?.message ?? 'no chunks'})`);
    } catch (error) {
      if (!(error instanceof SkippedFile)) throw error;
      notes.push(error.message);
    }
  }
  return files;
}

/** The `top` best chunks of `files` for `query`, with their places and snippets. */
export function queryHits(query: string, files: readonly ChunkedFile[], top: number): QueryHit[] {
  const indexes = new Map<number, LineIndex>();
  return rankChunks(query, files.map((f) => f.chunks), top).map((hit, i) => {
    const file = files[hit.document];
    const chunk = file.chunks[hit.chunk];
    const extent = chunkExtent(chunk);
    let lines = indexes.get(hit.document);
    if (!lines) indexes.set(hit.document, (lines = new LineIndex(file.text)));
    return {
      rank: i + 1,
      file: file.path,
      line: lines.positionAt(extent.start).line + 1,
      endLine: lines.positionAt(extent.end).line + 1,
      chunk: chunk.index + 1,
      chunks: file.chunks.length,
      id: chunk.id,
      strategy: chunk.strategy,
      headingsPath: chunk.headingsPath,
      score: Math.round(hit.score * 1000) / 1000,
      terms: hit.terms,
      snippet: snippetOf(chunk.content, hit.terms),
    };
  });
}
