// The registry of `strategies --format` values: each entry renders the list of strategies. The command's format
// union, the flag's validation, its usage text and main.ts's dispatch derive from STRATEGIES_FORMATS.

import { formatStrategiesText, listStrategies } from './format/formatStrategies';
import type { FormatId, OutputFormat } from './format/outputFormat';

/** What a strategies format renders: the version chunklens's own strategies name as theirs. */
export interface StrategiesOutput {
  version: string;
}

function strategiesFormat<Id extends string>(format: OutputFormat<Id, StrategiesOutput>): OutputFormat<Id, StrategiesOutput> {
  return format;
}

/** Every strategies format; the first is the default. */
export const STRATEGIES_FORMATS = [
  strategiesFormat({ id: 'text', description: 'one aligned line per strategy: library, version, splitter, input kinds, length function', render: ({ version }) => formatStrategiesText(listStrategies(version)) }),
  strategiesFormat({ id: 'json', description: 'an array of listings with the description and, for library strategies, the options', render: ({ version }) => JSON.stringify(listStrategies(version), null, 2) + '\n' }),
] as const;

/** One of STRATEGIES_FORMATS' ids. */
export type StrategiesFormat = FormatId<typeof STRATEGIES_FORMATS>;
