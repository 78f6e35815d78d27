// Finds and loads the configuration that applies to each file of one CLI run: the `--config` file when given,
// else the nearest `.chunklens.json` from the file's folder upwards. Answers are remembered for the run: a
// corpus lint asked the file system for every folder up to the root again for each of its 41,000 files.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type ChunklensConfig, validateConfig } from '../../shared/config';
import { UsageError } from './args';

export class ConfigLookup {
  private readonly nearestByFolder = new Map<string, string | undefined>();
  private readonly loaded = new Map<string, ChunklensConfig>();

  /** `explicitPath` is the run's `--config`, which applies to every file. */
  constructor(private readonly explicitPath?: string) {}

  /** The configuration for `file` (empty when none applies); an invalid file is a UsageError naming it. */
  configFor(file: string): ChunklensConfig {
    const path = this.explicitPath ?? this.nearestIn(dirname(resolve(file)));
    return path ? this.load(path) : {};
  }

  private nearestIn(folder: string): string | undefined {
    if (this.nearestByFolder.has(folder)) return this.nearestByFolder.get(folder);
    const candidate = join(folder, '.chunklens.json');
    const parent = dirname(folder);
    const found = existsSync(candidate) ? candidate : parent === folder ? undefined : this.nearestIn(parent);
    this.nearestByFolder.set(folder, found);
    return found;
  }

  private load(path: string): ChunklensConfig {
    const known = this.loaded.get(path);
    if (known) return known;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new UsageError(`${path}: invalid configuration: ${(error as Error).message}`);
    }
    const { config, problems } = validateConfig(raw);
    if (problems.length) throw new UsageError(`${path}: invalid configuration: ${problems[0].path}: ${problems[0].message}`);
    this.loaded.set(path, config);
    return config;
  }
}
