// The registry of `chunk --format` values: each entry renders the chunks of one analysed file. The command's
// format union, the flag's validation, its usage text and main.ts's dispatch derive from CHUNK_FORMATS; a new
// format is one entry here and, if it needs one, its renderer in server/cli/format/.

import type { Analysis } from '../../shared/engine/engine';
import type { SourceFile } from '../node/readDocument';
import { formatChunksText } from './format/formatChunks';
import type { FormatId, OutputFormat } from './format/outputFormat';

/** What a chunk format renders: the file read and its analysis. */
export interface ChunkOutput {
  file: SourceFile;
  analysis: Analysis;
}

function chunkFormat<Id extends string>(format: OutputFormat<Id, ChunkOutput>): OutputFormat<Id, ChunkOutput> {
  return format;
}

/** The chunks as the strategy's library returns them (its own record shape). */
function recordsOf({ analysis }: ChunkOutput): Record<string, unknown>[] {
  return analysis.chunks.map((c) => analysis.settings.strategy.toRecord(c, analysis.context));
}

/** Every chunk format; the first is the default. docs/cli.md describes each (a test checks it). */
export const CHUNK_FORMATS = [
  chunkFormat({ id: 'text', description: 'a line per chunk: number, type, tokens, lines and heading path', render: ({ file, analysis }) => formatChunksText(file, analysis) }),
  chunkFormat({ id: 'json', description: "an array of the strategy's own records, as its library returns them", render: (output) => JSON.stringify(recordsOf(output), null, 2) + '\n' }),
  chunkFormat({ id: 'jsonl', description: 'the same records, one JSON object per line', render: (output) => recordsOf(output).map((r) => JSON.stringify(r) + '\n').join('') }),
] as const;

/** One of CHUNK_FORMATS' ids. */
export type ChunkFormat = FormatId<typeof CHUNK_FORMATS>;
