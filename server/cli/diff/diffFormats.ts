// The registry of `diff --format` values: each entry renders a diff report. DiffFormat, the flag's validation,
// its usage text and runDiff's dispatch derive from DIFF_FORMATS; a new format is one entry here and its
// renderer beside it.

import type { DiffReport } from './diffReport';
import { formatDiffMarkdown } from './formatDiffMarkdown';
import { formatDiffText } from './formatDiffText';
import type { FormatId, OutputFormat } from '../format/outputFormat';

function diffFormat<Id extends string>(format: OutputFormat<Id, DiffReport>): OutputFormat<Id, DiffReport> {
  return format;
}

/** Every diff format; the first is the default. docs/diff.md describes each (a test checks it). */
export const DIFF_FORMATS = [
  diffFormat({ id: 'text', description: 'a line per document with its counts and tokens to embed, the chunks that re-embed or are gone, totals', render: formatDiffText }),
  diffFormat({ id: 'json', description: 'the report: base, head, and per file its counts and chunks', render: (report) => JSON.stringify(report, null, 2) + '\n' }),
  diffFormat({ id: 'markdown', description: 'a pull-request comment: a summary line and a table of the files', render: formatDiffMarkdown }),
] as const;

/** One of DIFF_FORMATS' ids. */
export type DiffFormat = FormatId<typeof DIFF_FORMATS>;
