// The contract of a command's output format registry (lintFormats.ts, diffFormats.ts, evalFormats.ts,
// chunkFormats.ts): an entry per `--format` value, from which the command's format union, the flag's
// validation, its usage text and the dispatch derive.

import { UsageError } from '../usageError';

/** One `--format` value of a command: its id, one line saying what it is for, and the renderer of `Input`. */
export interface OutputFormat<Id extends string = string, Input = never> {
  readonly id: Id;
  /** What the format is for, in one line (docs/cli.md describes each in full). */
  readonly description: string;
  /** The command's whole standard output in this format. */
  render(input: Input): string;
}

/** The ids of a registry, e.g. the union of a command's formats as `FormatId<typeof LINT_FORMATS>`. */
export type FormatId<Formats extends readonly OutputFormat<string, never>[]> = Formats[number]['id'];

/** `--format`'s choices for the usage text: `text|json|markdown`. */
export function formatChoices(formats: readonly OutputFormat<string, never>[]): string {
  return formats.map((f) => f.id).join('|');
}

/** Reads `--format` (default: the registry's first entry); an unknown value is a UsageError listing the choices. */
export function readFormat<Formats extends readonly OutputFormat<string, never>[]>(formats: Formats, raw: unknown): FormatId<Formats> {
  const value = raw ?? formats[0].id;
  if (!formats.some((f) => f.id === value)) throw new UsageError(`--format must be one of ${formats.map((f) => f.id).join(', ')}, got "${value}"`);
  return value as FormatId<Formats>;
}

/** The entry of `id`, a value readFormat accepted. */
export function formatById<Format extends OutputFormat<string, never>>(formats: readonly Format[], id: Format['id']): Format {
  return formats.find((f) => f.id === id)!;
}
