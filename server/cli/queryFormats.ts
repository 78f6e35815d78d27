// The registry of `query --format` values: each entry renders the rankings of the chunks for a question. The
// command's format union, the flag's validation, its usage text and runQuery's dispatch derive from
// QUERY_FORMATS.

import { formatHits, type Ranking } from './format/formatQuery';
import type { FormatId, OutputFormat } from './format/outputFormat';

/** What a query format renders: the question, one ranking (or one per compared strategy), and which it is. */
export interface QueryOutput {
  query: string;
  rankings: Ranking[];
  /** Two strategies were compared: every ranking names its strategy. */
  compared: boolean;
}

function queryFormat<Id extends string>(format: OutputFormat<Id, QueryOutput>): OutputFormat<Id, QueryOutput> {
  return format;
}

/** The JSON object: the question with its one ranking's counts and hits, or with every compared ranking. */
function queryJson({ query, rankings, compared }: QueryOutput): object {
  const [{ files, chunks, hits }] = rankings;
  return compared ? { query, rankings } : { query, files, chunks, hits };
}

/** Every query format; the first is the default. */
export const QUERY_FORMATS = [
  queryFormat({ id: 'text', description: 'per ranking a head line, then each hit with its place, heading path, score and snippet', render: ({ query, rankings }) => rankings.map((r) => formatHits(query, r)).join('\n') }),
  queryFormat({ id: 'json', description: 'the question with the hits (rank, file, lines, chunk, id, strategy, score, terms, snippet)', render: (output) => JSON.stringify(queryJson(output), null, 2) + '\n' }),
] as const;

/** One of QUERY_FORMATS' ids. */
export type QueryFormat = FormatId<typeof QUERY_FORMATS>;
