// Analyses one file for the CLI: read it, resolve its settings from config and flags, run the engine.

import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { type ChunklensConfig, resolveSettings, validateConfig } from '../../shared/config';
import { analyze, type Analysis } from '../../shared/engine';
import { checkOverridesFor, type Overrides, UsageError } from './args';
import { findConfigFile, readSourceFile, type SourceFile } from './readDocument';

export interface FileAnalysis {
  file: SourceFile;
  analysis: Analysis;
}

const configs = new Map<string, ChunklensConfig>();

/** Loads and validates a config file; an invalid one is a tool failure naming the file and setting. */
export function loadConfig(path: string): ChunklensConfig {
  const known = configs.get(path);
  if (known) return known;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`${path}: invalid configuration: ${(error as Error).message}`);
  }
  const { config, problems } = validateConfig(raw);
  if (problems.length) throw new UsageError(`${path}: invalid configuration: ${problems[0].path}: ${problems[0].message}`);
  configs.set(path, config);
  return config;
}

export function analyzeFile(path: string, overrides: Overrides, configPath?: string): FileAnalysis {
  const file = readSourceFile(path);
  const configFile = configPath ?? findConfigFile(dirname(resolve(path)));
  const config = configFile ? loadConfig(configFile) : {};
  const settings = resolveSettings(config, file.kind, overrides);
  if (!settings.strategy.inputKinds.includes(file.kind)) {
    throw new UsageError(`${path}: strategy "${settings.strategy.id}" cannot chunk ${file.kind} input (it reads ${settings.strategy.inputKinds.join(', ')})`);
  }
  checkOverridesFor(settings.strategy.id, overrides.budgets);
  const documentId = relative(process.cwd(), resolve(path)) || path;
  const analysis = analyze({ kind: file.kind, text: file.text, documentId, settings, sidecars: file.sidecars });
  return { file, analysis };
}
