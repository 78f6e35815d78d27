// The on-disk embedding cache, one file per model in a folder: one JSON line `{key, model, vector}` per vector,
// keyed by a hash of model and text. `chunklens eval`, `chunk` and `compare` use it (eval/denseRetrieval.ts) and
// so does the language server (in the extension's global storage folder), through a store that indexes a
// model's file once and reads a vector's line only when it is asked for, so memory holds offsets, not vectors.

import { appendFileSync, closeSync, fstatSync, mkdirSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { sha256Hex } from '../../shared/text/hash';
import type { EmbeddingStore } from '../host/embeddingVectors';

/** The cache file of `model` in `cacheDir`. */
export function embeddingCachePath(cacheDir: string, model: string): string {
  return join(cacheDir, `${sha256Hex(model).slice(0, 16)}.jsonl`);
}

/** The key of `text`'s vector under `model`. */
export function embeddingCacheKey(model: string, text: string): string {
  return sha256Hex(`${model}\u0000${text}`);
}

/** A line's key where the line starts as JSON.stringify writes `{key, …}`; undefined otherwise. */
const LINE_KEY = /^\{"key":"([0-9a-f]{64})"/;

/** Bytes read at a time while indexing. */
const BLOCK = 1 << 20;

/** One model's file: where each key's line starts and ends, up to the size indexed so far. */
class IndexedFile {
  private readonly lines = new Map<string, [number, number]>();
  private indexed = 0;

  constructor(readonly path: string) {}

  /** Indexes the lines appended since the last call (by this server or another one sharing the folder). */
  catchUp(): void {
    let fd: number;
    try {
      fd = openSync(this.path, 'r');
    } catch {
      return;
    }
    try {
      const size = fstatSync(fd).size;
      let carry = Buffer.alloc(0);
      let carryStart = this.indexed;
      for (let position = this.indexed; position < size; ) {
        const block = Buffer.alloc(Math.min(BLOCK, size - position));
        const read = readSync(fd, block, 0, block.length, position);
        if (read <= 0) break;
        position += read;
        const data = carry.length ? Buffer.concat([carry, block.subarray(0, read)]) : block.subarray(0, read);
        let lineStart = 0;
        for (let nl = data.indexOf(10); nl !== -1; nl = data.indexOf(10, lineStart)) {
          const key = LINE_KEY.exec(data.toString('latin1', lineStart, Math.min(nl, lineStart + 80)))?.[1];
          if (key) this.lines.set(key, [carryStart + lineStart, nl - lineStart]);
          lineStart = nl + 1;
        }
        carry = Buffer.from(data.subarray(lineStart));
        carryStart += lineStart;
        this.indexed = carryStart;
      }
    } finally {
      closeSync(fd);
    }
  }

  /** The vector on `key`'s line, or undefined (no line, or one that does not read). */
  read(key: string): number[] | undefined {
    const at = this.lines.get(key);
    if (!at) return undefined;
    let fd: number;
    try {
      fd = openSync(this.path, 'r');
    } catch {
      return undefined;
    }
    try {
      const line = Buffer.alloc(at[1]);
      readSync(fd, line, 0, at[1], at[0]);
      const parsed = JSON.parse(line.toString('utf8')) as { key?: unknown; vector?: unknown };
      return parsed.key === key && Array.isArray(parsed.vector) && parsed.vector.every((x) => typeof x === 'number') ? (parsed.vector as number[]) : undefined;
    } catch {
      return undefined;
    } finally {
      closeSync(fd);
    }
  }
}

/**
 * The store of the cache folder `cacheDir` for the language server: a model's file is indexed on its first use,
 * a vector read from disk when memory lacks it, new vectors appended (the folder created then). A file that
 * cannot be read or written costs re-embedding, never an error: failures go to `log`.
 */
export function embeddingCacheStore(cacheDir: string, log: (message: string) => void): EmbeddingStore {
  const files = new Map<string, IndexedFile>();
  const fileOf = (model: string): IndexedFile => {
    let file = files.get(model);
    if (!file) {
      file = new IndexedFile(embeddingCachePath(cacheDir, model));
      file.catchUp();
      files.set(model, file);
    }
    return file;
  };
  return {
    get: (model, text) => fileOf(model).read(embeddingCacheKey(model, text)),
    put(model, entries) {
      if (!entries.length) return;
      const file = fileOf(model);
      try {
        mkdirSync(cacheDir, { recursive: true });
        appendFileSync(file.path, entries.map(([text, vector]) => JSON.stringify({ key: embeddingCacheKey(model, text), model, vector }) + '\n').join(''));
        file.catchUp();
      } catch (error) {
        log(`chunklens: cannot write the embedding cache ${file.path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
