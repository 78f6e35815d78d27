// The registry of `compare --format` values: each entry renders the comparison of two strategies on one file.
// The command's format union, the flag's validation, its usage text and runCompare's dispatch derive from
// COMPARE_FORMATS.

import type { StrategyComparison } from '../../shared/query/compareStrategies';
import type { LineIndex } from '../../shared/text/lineIndex';
import { comparisonAsJson, formatComparison } from './format/formatComparison';
import type { FormatId, OutputFormat } from './format/outputFormat';

/** What a compare format renders: the file, the comparison, and the file's lines for 1-based places. */
export interface CompareOutput {
  file: string;
  comparison: StrategyComparison;
  lines: LineIndex;
}

function compareFormat<Id extends string>(format: OutputFormat<Id, CompareOutput>): OutputFormat<Id, CompareOutput> {
  return format;
}

/** Every compare format; the first is the default. */
export const COMPARE_FORMATS = [
  compareFormat({ id: 'text', description: 'counts side by side, every boundary with who cuts there, both histograms, the findings', render: ({ file, comparison, lines }) => formatComparison(file, comparison, lines) }),
  compareFormat({ id: 'json', description: 'one object: boundaries, histograms and findings per side with lines, columns and offsets', render: ({ file, comparison, lines }) => JSON.stringify(comparisonAsJson(file, comparison, lines), null, 2) + '\n' }),
] as const;

/** One of COMPARE_FORMATS' ids. */
export type CompareFormat = FormatId<typeof COMPARE_FORMATS>;
