// The on-disk embedding cache as the language server reads it: the same files the CLI writes, vectors read from
// disk only when asked for, lines another process appends picked up on the next write, a torn line ignored.
import assert from 'node:assert/strict';
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { cachedEmbeddings } from '../../../../server/cli/eval/denseRetrieval';
import { embeddingCacheKey, embeddingCachePath, embeddingCacheStore } from '../../../../server/node/embeddingCacheFiles';

const endpointAt = (cacheDir: string, url = 'http://127.0.0.1:9/v1') => ({ url, model: 'm', keyEnv: 'NONE', batchSize: 8, timeoutMs: 1000, retries: 0, cacheDir });

describe('the embedding cache files', () => {
  it('the store reads what the CLI wrote, and the CLI reads what the store wrote, without a request', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-cache-'));
    const logs: string[] = [];
    const store = embeddingCacheStore(dir, (m) => logs.push(m));
    store.put('m', [['one', [1, 2]], ['two', [3, 4]]]);
    // The endpoint's port is closed: a text missing from the cache would reject.
    assert.deepEqual(await cachedEmbeddings(endpointAt(dir), ['two', 'one'], {}), [[3, 4], [1, 2]]);
    appendFileSync(embeddingCachePath(dir, 'm'), JSON.stringify({ key: embeddingCacheKey('m', 'three'), model: 'm', vector: [5, 6] }) + '\n');
    const fresh = embeddingCacheStore(dir, (m) => logs.push(m));
    assert.deepEqual(['one', 'two', 'three'].map((t) => fresh.get('m', t)), [[1, 2], [3, 4], [5, 6]]);
    assert.equal(fresh.get('other model', 'one'), undefined);
    assert.deepEqual(logs, []);
  });

  it('the CLI reads a cache line once per run: a second round takes the lines appended since, not the lines it read before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-cache-'));
    const file = embeddingCachePath(dir, 'm');
    const line = (text: string, vector: number[]) => JSON.stringify({ key: embeddingCacheKey('m', text), model: 'm', vector }) + '\n';
    writeFileSync(file, line('one', [1, 2]));
    assert.deepEqual(await cachedEmbeddings(endpointAt(dir), ['one'], {}), [[1, 2]]);
    // The line read in the first round rewritten in place (same length), and another writer's line appended.
    writeFileSync(file, line('one', [7, 8]) + line('two', [3, 4]));
    assert.deepEqual(await cachedEmbeddings(endpointAt(dir), ['one', 'two'], {}), [[1, 2], [3, 4]]);
  });

  it('the CLI reads a cache file written anew (shorter) from its start, and a last line without its newline each round until it has one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-cache-'));
    const file = embeddingCachePath(dir, 'm');
    const line = (text: string, vector: number[]) => JSON.stringify({ key: embeddingCacheKey('m', text), model: 'm', vector });
    writeFileSync(file, `${line('one', [1, 2])}\n${line('two', [3, 4])}\n`);
    assert.deepEqual(await cachedEmbeddings(endpointAt(dir), ['one', 'two'], {}), [[1, 2], [3, 4]]);
    writeFileSync(file, line('one', [9, 9]));
    assert.deepEqual(await cachedEmbeddings(endpointAt(dir), ['one'], {}), [[9, 9]]);
    appendFileSync(file, `\n${line('three', [5, 6])}\n`);
    assert.deepEqual(await cachedEmbeddings(endpointAt(dir), ['three', 'one'], {}), [[5, 6], [9, 9]]);
    await assert.rejects(cachedEmbeddings(endpointAt(dir), ['two'], {}), 'the first file\'s line is gone with it: the closed endpoint is asked');
  });

  it('picks up lines another writer appended once it writes again, and ignores a torn line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-cache-'));
    const store = embeddingCacheStore(dir, () => undefined);
    store.put('m', [['a', [1]]]);
    const file = embeddingCachePath(dir, 'm');
    appendFileSync(file, JSON.stringify({ key: embeddingCacheKey('m', 'b'), model: 'm', vector: [2] }) + '\n' + '{"key":"' + embeddingCacheKey('m', 'torn') + '","model":"m","vector":[3,\n');
    store.put('m', [['c', [4]]]);
    assert.deepEqual(['a', 'b', 'torn', 'c'].map((t) => store.get('m', t)), [[1], [2], undefined, [4]]);
    assert.equal(readFileSync(file, 'utf8').split('\n').filter(Boolean).length, 4);
  });

  it('a folder that cannot be written is logged, and the store goes on without it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-cache-'));
    const blocker = join(dir, 'file');
    appendFileSync(blocker, 'x');
    const logs: string[] = [];
    const store = embeddingCacheStore(join(blocker, 'sub'), (m) => logs.push(m));
    store.put('m', [['a', [1]]]);
    assert.equal(store.get('m', 'a'), undefined);
    assert.match(logs[0], /^chunklens: cannot write the embedding cache /);
  });
});
