// `chunklens compare FILE --strategy A --strategy B`: one document under two strategies (shared/query/compareStrategies.ts)
// as a readable report or JSON, with boundaries and findings on 1-based lines.

import { compareStrategies } from '../../shared/query/compareStrategies';
import type { Analysis } from '../../shared/engine/engine';
import { LineIndex } from '../../shared/text/lineIndex';
import type { StrategyId } from '../../shared/model/types';
import { DEFAULT_MAX_FILE_BYTES } from '../node/readRegularFile';
import { analyzeFile, holdsInternalError } from './analyzeFile';
import type { Command } from './args';
import { ConfigLookup } from './configLookup';
import { readSourceFile, type SourceFile } from '../node/readDocument';
import type { TextEmbeddings } from '../../shared/chunkers/types';
import type { CliIo } from './cliIo';
import { COMPARE_FORMATS } from './compareFormats';
import { formatById } from './format/outputFormat';

export type CompareCommand = Extract<Command, { name: 'compare' }>;

/**
 * Runs `compare` and returns the exit code: 0 when the report was printed (failures throw: exit 2). A semantic
 * strategy reads its vectors from `embeddings` (fetched before, for `source`).
 */
export function runCompare(command: CompareCommand, io: CliIo, embeddings: Partial<Record<StrategyId, TextEmbeddings>> = {}, given?: SourceFile): number {
  const configs = new ConfigLookup(command.config, command.overrides.maxFileBytes);
  const source = given ?? readSourceFile(command.file, command.overrides.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES);
  const [a, b] = command.strategies.map((strategy) => analysisUnder(command, strategy, configs, source, embeddings[strategy]));
  for (const note of new Set([...configs.takeNotes(), ...source.notes])) io.err(`chunklens: ${note}\n`);
  const comparison = compareStrategies(a, b);
  const lines = new LineIndex(source.text);
  io.out(formatById(COMPARE_FORMATS, command.format).render({ file: command.file, comparison, lines }));
  return 0;
}

function analysisUnder(command: CompareCommand, strategy: StrategyId, configs: ConfigLookup, source: SourceFile, embeddings: TextEmbeddings | undefined): Analysis {
  const { analysis, findings } = analyzeFile(command.file, { ...command.overrides, strategy }, configs, source, embeddings);
  if (!analysis || holdsInternalError(findings)) {
    const failure = findings.find((f) => f.severity === 'error');
    throw new Error(`${command.file}: the analysis under ${strategy} failed${failure ? `: ${failure.message}` : ''}`);
  }
  return analysis;
}
