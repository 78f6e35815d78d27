// Analyses one file for the CLI: read it, resolve its settings from config and flags, run the engine.

import { relative, resolve } from 'node:path';
import { resolveSettings } from '../../shared/config';
import { analyze, type Analysis } from '../../shared/engine';
import { checkOptionsFor, checkOverridesFor, type Overrides, UsageError } from './args';
import type { ConfigLookup } from './configLookup';
import { MkdocsSites } from '../mkdocsSites';
import { readSourceFile, type SourceFile } from './readDocument';

export interface FileAnalysis {
  file: SourceFile;
  analysis: Analysis;
}

const mkdocsSites = new MkdocsSites();

/** Analyses the file at `path`, or `source` under that name when given (standard input). */
export function analyzeFile(path: string, overrides: Overrides, configs: ConfigLookup, source?: SourceFile): FileAnalysis {
  const file = source ?? readSourceFile(path);
  const settings = resolveSettings(configs.configFor(path), file.kind, overrides, { fileName: path, insideMkdocsSite: file.kind === 'markdown' && mkdocsSites.contains(path) });
  if (!settings.strategy.inputKinds.includes(file.kind)) {
    throw new UsageError(`${path}: strategy "${settings.strategy.id}" cannot chunk ${file.kind} input (it reads ${settings.strategy.inputKinds.join(', ')})`);
  }
  checkOverridesFor(settings.strategy.id, overrides.budgets);
  checkOptionsFor(settings.strategy.id, overrides.options);
  const documentId = relative(process.cwd(), resolve(path)) || path;
  const analysis = analyze({ kind: file.kind, text: file.text, documentId, settings, sidecars: file.sidecars });
  return { file, analysis };
}
