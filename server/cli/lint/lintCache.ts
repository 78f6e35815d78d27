// `--cache`: lint results kept between runs in one JSON file, keyed per file by a hash of its content (and its
// sidecars'), its effective configuration, the command line's settings and the tool's version, so an unchanged
// file under unchanged settings is not linted again. An entry also keeps the file's stamp (server/node/fileStamp.ts)
// and a hash of its settings, so that a file whose stamp and settings are unchanged, and that had no findings
// (whose text the report would need), is not even read: a warm run of 41,000 files stats them and reads none.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sha256Hex } from '../../../shared/text/hash';
import type { LintedFile } from './lintFile';
import type { SourceFile } from '../../node/readDocument';

/** What the cache keeps of a linted file: everything but the text, which is read again from disk. */
type CachedFile = Omit<LintedFile, 'file'> & Omit<LintedFile['file'], 'path' | 'text'>;

/** Hex digits kept of the sha256 keys: 128 bits tell contents apart, in a smaller cache file to parse. */
const HASH_HEX_DIGITS = 32;

/** What lets a later run take a file's entry without reading the file: its stamp, and its settings' hash. */
export interface Unread {
  /** Undefined when the file has none (it is racy, or its type or size says it must be read). */
  stamp?: string;
  settings: string;
}

interface CacheEntry {
  key: string;
  result: CachedFile;
  stamp?: string;
  settings?: string;
}

interface CacheData {
  version: string;
  entries: Record<string, CacheEntry>;
}

/** The cache of one lint run: the entries read at the start, and the ones this run used or made. */
export class LintCache {
  private readonly data: CacheData;
  private readonly fresh = new Map<string, CacheEntry>();
  /** A result was linted in this run (not taken from the cache), or an entry took a new stamp. */
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

  /** The hash of a file's settings (its effective configuration and the command line's) for `Unread`. */
  settingsKeyOf(settings: unknown): string {
    return sha256Hex(JSON.stringify(settings)).slice(0, HASH_HEX_DIGITS);
  }

  /** The key of `source` linted with `settings` (its effective configuration and the command line's, or their hash). */
  keyOf(source: SourceFile, settings: unknown): string {
    return sha256Hex(JSON.stringify([this.version, source.text, source.sidecars, settings])).slice(0, HASH_HEX_DIGITS);
  }

  /**
   * The cached result for `path` when its stamp and settings are `unread`'s and it had no findings, so that the
   * file need not be read; else undefined (read it, and ask `get`).
   */
  getUnread(path: string, unread: Unread): LintedFile | undefined {
    const absolute = resolve(path);
    const entry = this.data.entries[absolute];
    if (unread.stamp === undefined || !entry || entry.stamp !== unread.stamp || entry.settings !== unread.settings) return undefined;
    if (!isCachedFile(entry.result) || entry.result.findings.length) return undefined;
    this.fresh.set(absolute, entry);
    return resultOf(path, entry.result, '');
  }

  /**
   * The cached result for `path` under `key` (with `text` put back), or undefined. A hit with another stamp (a
   * fresh clone, a touched file) takes `unread`'s, so that the next run need not read the file.
   */
  get(path: string, key: string, text: string, unread?: Unread): LintedFile | undefined {
    const absolute = resolve(path);
    const entry = this.data.entries[absolute];
    if (!entry || entry.key !== key || !isCachedFile(entry.result)) return undefined;
    if (unread && (entry.stamp !== unread.stamp || entry.settings !== unread.settings)) {
      this.fresh.set(absolute, withUnread({ key, result: entry.result }, unread));
      this.changed = true;
    } else this.fresh.set(absolute, entry);
    return resultOf(path, entry.result, text);
  }

  /** Remembers the result for `path` under `key`, with what lets a later run take it unread. */
  set(path: string, key: string, linted: LintedFile, unread?: Unread): void {
    const { file, ...rest } = linted;
    const { findings, pipeline, reading } = file;
    const entry: CacheEntry = { key, result: { ...rest, findings, ...(pipeline ? { pipeline } : {}), ...(reading ? { reading } : {}) } };
    this.fresh.set(resolve(path), unread ? withUnread(entry, unread) : entry);
    this.changed = true;
  }

  /**
   * Writes this run's entries and keeps the earlier ones of files still on disk (another shard's, or files this
   * run left out), so that the cache does not grow with deleted files. A run that linted nothing and lost no
   * file leaves the file as it is (writing 12 MB for the corpus was a fifth of a warm run).
   */
  save(): void {
    // Unchanged, and every entry read was used: nothing to write (fresh entries are then the read ones).
    const read = Object.keys(this.data.entries).length;
    if (!this.changed && this.fresh.size === read) return;
    const kept = Object.entries(this.data.entries).filter(([path]) => !this.fresh.has(path) && existsSync(path));
    if (!this.changed && kept.length + this.fresh.size === read) return;
    try {
      writeFileSync(this.location, JSON.stringify({ version: this.version, entries: { ...Object.fromEntries(kept), ...Object.fromEntries(this.fresh) } }));
    } catch (error) {
      throw new Error(`${this.location}: cannot write the cache (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
  }
}

/** A linted file from a cached result (the text only when there are findings to put on lines). */
function resultOf(path: string, result: CachedFile, text: string): LintedFile {
  const { findings, pipeline, reading, ...rest } = result;
  return { ...rest, file: { path, text: findings.length ? text : '', findings, ...(pipeline ? { pipeline } : {}), ...(reading ? { reading } : {}) } };
}

function withUnread(entry: CacheEntry, unread: Unread): CacheEntry {
  return { ...entry, ...(unread.stamp !== undefined ? { stamp: unread.stamp } : {}), settings: unread.settings };
}

/** A cache entry's result as this version writes it (a file edited by hand or another tool is a miss). */
function isCachedFile(value: unknown): value is CachedFile {
  const result = value as Partial<CachedFile> | undefined;
  // A Markdown file (one with a reading) has an outline: an entry without it would leave the heading census short.
  return Array.isArray(result?.findings) && Array.isArray(result.fingerprints) && Array.isArray(result.tokens) && result.fingerprints.length === result.findings.length && (result.reading === undefined || typeof result.outline === 'string');
}
