// Finds and loads the configuration that applies to each file of one CLI run: the `--config` file when given,
// else the nearest `.chunklens.json` from the file's folder upwards. Answers are remembered for the run: a
// corpus lint asked the file system for every folder up to the root again for each of its 41,000 files. A
// `.chunklens.json` that is not a regular file (a FIFO, a folder) is skipped with a note, and the search goes on.

import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type ChunklensConfig, validateConfig } from '../../shared/config';
import { DEFAULT_MAX_FILE_BYTES, readRegularFile } from '../readRegularFile';
import { UsageError } from './args';

export class ConfigLookup {
  private readonly nearestByFolder = new Map<string, string | undefined>();
  private readonly loaded = new Map<string, ChunklensConfig>();
  private notes: string[] = [];

  /** `explicitPath` is the run's `--config`, which applies to every file; `maxBytes` the file size limit. */
  constructor(
    private readonly explicitPath?: string,
    private readonly maxBytes = DEFAULT_MAX_FILE_BYTES,
  ) {}

  /** The notes on skipped configuration files since the last call, one line each. */
  takeNotes(): string[] {
    const notes = this.notes;
    this.notes = [];
    return notes;
  }

  /** The configuration for `file` (empty when none applies); an invalid file is a UsageError naming it. */
  configFor(file: string): ChunklensConfig {
    const path = this.explicitPath ?? this.nearestIn(dirname(resolve(file)));
    return path ? this.load(path) : {};
  }

  private nearestIn(folder: string): string | undefined {
    if (this.nearestByFolder.has(folder)) return this.nearestByFolder.get(folder);
    const candidate = join(folder, '.chunklens.json');
    const parent = dirname(folder);
    const found = this.isConfigFile(candidate) ? candidate : parent === folder ? undefined : this.nearestIn(parent);
    this.nearestByFolder.set(folder, found);
    return found;
  }

  /** True for a regular file; a `.chunklens.json` of another type is noted and passed over. */
  private isConfigFile(candidate: string): boolean {
    let stats;
    try {
      stats = statSync(candidate);
    } catch {
      return false;
    }
    if (stats.isFile()) return true;
    this.notes.push(`${candidate}: skipped: not a regular file`);
    return false;
  }

  private load(path: string): ChunklensConfig {
    const known = this.loaded.get(path);
    if (known) return known;
    let raw: unknown;
    try {
      const read = readRegularFile(path, this.maxBytes);
      if (!read.ok) throw new Error(read.reason);
      raw = JSON.parse(read.text);
    } catch (error) {
      throw new UsageError(`${path}: invalid configuration: ${(error as Error).message}`);
    }
    const { config, problems } = validateConfig(raw);
    if (problems.length) throw new UsageError(`${path}: invalid configuration: ${problems[0].path}: ${problems[0].message}`);
    this.loaded.set(path, config);
    return config;
  }
}
