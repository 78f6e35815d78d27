// The registry of `stats --format` values: each entry renders the statistics per folder. The command's format
// union, the flag's validation, its usage text and runStats's dispatch derive from STATS_FORMATS.

import { type FolderStats, formatStatsTable } from './format/formatStats';
import type { FormatId, OutputFormat } from './format/outputFormat';

function statsFormat<Id extends string>(format: OutputFormat<Id, FolderStats[]>): OutputFormat<Id, FolderStats[]> {
  return format;
}

/** Every stats format; the first is the default. */
export const STATS_FORMATS = [
  statsFormat({ id: 'text', description: 'a table, a row per folder and a total, then the findings by rule', render: formatStatsTable }),
  statsFormat({ id: 'json', description: 'the rows, with the shares of chunks over the cap and under the minimum', render: (rows) => JSON.stringify(rows, null, 2) + '\n' }),
] as const;

/** One of STATS_FORMATS' ids. */
export type StatsFormat = FormatId<typeof STATS_FORMATS>;
