// `--cache`: lint results kept between runs in one JSON file, keyed per file by a hash of its content (and its
// sidecars'), its effective configuration, the command line's settings and the tool's version, so an unchanged
// file under unchanged settings is not linted again.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sha256Hex } from '../../../shared/text/hash';
import type { LintedFile } from './lintFile';
import type { SourceFile } from '../../node/readDocument';

/** What the cache keeps of a linted file: everything but the text, which is read again from disk. */
type CachedFile = Omit<LintedFile, 'file'> & Omit<LintedFile['file'], 'path' | 'text'>;

interface CacheData {
  version: string;
  entries: Record<string, { key: string; result: CachedFile }>;
}

/** The cache of one lint run: the entries read at the start, and the ones this run used or made. */
export class LintCache {
  private readonly data: CacheData;
  private readonly fresh: CacheData['entries'] = {};
  /** A result was linted in this run (not taken from the cache). */
  private changed = false;

  /** Loads the cache at `location` for tool `version`; a missing, unreadable or older cache starts empty. */
  constructor(
    private readonly location: string,
    private readonly version: string,
  ) {
    let data: CacheData | undefined;
    try {
      const raw = JSON.parse(readFileSync(location, 'utf8')) as CacheData;
      if (raw?.version === version && typeof raw.entries === 'object' && raw.entries !== null) data = raw;
    } catch {
      data = undefined;
    }
    this.data = data ?? { version, entries: {} };
  }

  /** The key of `source` linted with `settings` (its effective configuration and the command line's). */
  keyOf(source: SourceFile, settings: unknown): string {
    return sha256Hex(JSON.stringify([this.version, source.text, source.sidecars, settings]));
  }

  /** The cached result for `path` under `key` (with `text` put back), or undefined. */
  get(path: string, key: string, text: string): LintedFile | undefined {
    const entry = this.data.entries[resolve(path)];
    if (!entry || entry.key !== key || !isCachedFile(entry.result)) return undefined;
    this.fresh[resolve(path)] = entry;
    const { findings, pipeline, reading, ...rest } = entry.result;
    return { ...rest, file: { path, text: findings.length ? text : '', findings, ...(pipeline ? { pipeline } : {}), ...(reading ? { reading } : {}) } };
  }

  /** Remembers the result for `path` under `key`. */
  set(path: string, key: string, linted: LintedFile): void {
    const { file, ...rest } = linted;
    const { findings, pipeline, reading } = file;
    this.fresh[resolve(path)] = { key, result: { ...rest, findings, ...(pipeline ? { pipeline } : {}), ...(reading ? { reading } : {}) } };
    this.changed = true;
  }

  /**
   * Writes this run's entries and keeps the earlier ones of files still on disk (another shard's, or files this
   * run left out), so that the cache does not grow with deleted files. A run that linted nothing and lost no
   * file leaves the file as it is (writing 12 MB for the corpus was a fifth of a warm run).
   */
  save(): void {
    const kept = Object.entries(this.data.entries).filter(([path]) => !(path in this.fresh) && existsSync(path));
    if (!this.changed && kept.length + Object.keys(this.fresh).length === Object.keys(this.data.entries).length) return;
    try {
      writeFileSync(this.location, JSON.stringify({ version: this.version, entries: { ...Object.fromEntries(kept), ...this.fresh } }));
    } catch (error) {
      throw new Error(`${this.location}: cannot write the cache (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
  }
}

/** A cache entry's result as this version writes it (a file edited by hand or another tool is a miss). */
function isCachedFile(value: unknown): value is CachedFile {
  const result = value as Partial<CachedFile> | undefined;
  return Array.isArray(result?.findings) && Array.isArray(result.fingerprints) && Array.isArray(result.tokens) && result.fingerprints.length === result.findings.length;
}
