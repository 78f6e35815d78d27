// The registry of `eval --format` values: each entry renders an evaluation report with its failed gates.
// EvalFormat, the flag's validation, its usage text and runEval's dispatch derive from EVAL_FORMATS; a new
// format is one entry here and its renderer beside it.

import type { FormatId, OutputFormat } from '../format/outputFormat';
import { type EvalReport, formatEvalMarkdown, formatEvalText } from './formatEval';

/** What an eval format renders: the report, and the CI gates it failed (`--min-recall`, `--baseline`). */
export interface EvalOutput {
  report: EvalReport;
  gates: string[];
}

function evalFormat<Id extends string>(format: OutputFormat<Id, EvalOutput>): OutputFormat<Id, EvalOutput> {
  return format;
}

/** Every eval format; the first is the default. docs/eval.md describes each (a test checks it). */
export const EVAL_FORMATS = [
  evalFormat({ id: 'text', description: 'an aligned table per strategy, the questions only one answers, the failed gates', render: ({ report, gates }) => formatEvalText(report, gates) }),
  evalFormat({ id: 'json', description: 'the run and its scores per strategy and question, as --baseline reads it', render: ({ report }) => JSON.stringify(report, null, 2) + '\n' }),
  evalFormat({ id: 'markdown', description: 'the table as Markdown, for a job summary or a pull-request comment', render: ({ report, gates }) => formatEvalMarkdown(report, gates) }),
] as const;

/** One of EVAL_FORMATS' ids. */
export type EvalFormat = FormatId<typeof EVAL_FORMATS>;
