// `chunklens/compareStrategies` and `chunklens/queryChunks` on the real server: a document under two strategies,
// and its chunks (or the workspace's) ranked for a question.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { CompareStrategiesResult, QueryChunksResult } from '../../shared/model/protocol';
import { GUIDE, SETTINGS } from '../helpers/lspFixtures';
import { TestServer } from '../helpers/lspHarness';

describe('compare strategies and rank chunks on the server', () => {
  const root = mkdtempSync(join(tmpdir(), 'chunklens-lsp-query-'));
  const uri = (path: string) => pathToFileURL(join(root, path)).toString();
  let server: TestServer;
  before(async () => {
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'guide.md'), GUIDE);
    writeFileSync(join(root, 'docs/faq.md'), '# FAQ\n\n## Restart\n\nRestart the editor after you install an update.\n');
    server = await TestServer.start({ settings: SETTINGS, workspaceFolder: pathToFileURL(root).toString() });
    server.open(uri('guide.md'), GUIDE);
    await server.decorationsFor(uri('guide.md'), 1);
  });
  after(() => server.stop());

  it('compares the document\'s strategy with another: boundaries only one makes, sides with chunks, cuts and shared bins', async () => {
    const result = await server.request<CompareStrategiesResult>('chunklens/compareStrategies', { uri: uri('guide.md'), strategy: 'recursive' });
    const [a, b] = result.sides;
    assert.deepEqual([a.strategy, b.strategy], ['markdown-spec', 'recursive']);
    assert.equal(result.version, 1);
    assert.equal(result.measure, 'chars');
    // markdown-spec cuts at each section and twice on the 77-character line 6; recursive (1200 characters) makes one chunk.
    assert.deepEqual([a.totalChunks, b.totalChunks], [a.chunks.length, 1]);
    assert.deepEqual(result.boundaries.map((x) => [x.kind, x.position.line]), a.chunks.slice(1).map((c) => ['a', c.range.start.line]));
    assert.ok(result.boundaries.some((x) => x.position.line === 6 && x.position.character > 0), 'the cut inside line 6');
    assert.ok(result.boundaries.every((x, i, all) => i === 0 || all[i - 1].position.line <= x.position.line));
    for (const side of result.sides) {
      assert.equal(side.counts.length, result.edges.length - 1);
      assert.equal(side.counts.reduce((x, y) => x + y, 0), side.totalChunks);
      assert.equal(side.cuts.length, side.chunks.length);
      assert.equal(side.cuts[0], null);
    }
    assert.ok(a.findings.some((f) => f.ruleId === 'CK007' && f.range.start.line === 6));
    assert.deepEqual(a.findingsByRule.find((r) => r.ruleId === 'CK007')?.count, a.findings.filter((f) => f.ruleId === 'CK007').length);
  });

  it('refuses an unknown strategy and one that cannot read the document; answers null for a document that is not open', async () => {
    await assert.rejects(server.request('chunklens/compareStrategies', { uri: uri('guide.md'), strategy: 'nope' }), /unknown strategy "nope"/);
    await assert.rejects(server.request('chunklens/compareStrategies', { uri: uri('guide.md'), strategy: 'mineru' }), /cannot chunk markdown input/);
    await assert.rejects(server.request('chunklens/compareStrategies', { uri: uri('guide.md') }), /expected \{ uri, strategy \}/);
    assert.equal(await server.request('chunklens/compareStrategies', { uri: uri('closed.md'), strategy: 'recursive' }), null);
  });

  it('ranks the document\'s chunks for a question under its own strategy or another, best first', async () => {
    const own = await server.request<QueryChunksResult>('chunklens/queryChunks', { uri: uri('guide.md'), query: 'restart the editor intro', top: 2 });
    assert.equal(own.strategy, 'markdown-spec');
    assert.equal(own.files, 1);
    assert.equal(own.hits.length, 2);
    assert.equal(own.hits[0].uri, uri('guide.md'));
    assert.deepEqual(own.hits[0].headingsPath, ['Guide', 'Install']);
    assert.equal(own.hits[0].range.start.line, 6);
    assert.ok(own.hits[0].terms.includes('restart'));
    assert.ok(own.hits[0].score >= own.hits[1].score);
    const other = await server.request<QueryChunksResult>('chunklens/queryChunks', { uri: uri('guide.md'), query: 'restart the editor', strategy: 'recursive' });
    assert.equal(other.strategy, 'recursive');
    assert.deepEqual([other.chunks, other.hits.length, other.hits[0].range.start.line], [1, 1, 0]);
  });

  it('with workspace, ranks every document Lint Workspace reads too, from disk', async () => {
    const result = await server.request<QueryChunksResult>('chunklens/queryChunks', { uri: uri('guide.md'), query: 'update', workspace: true });
    assert.equal(result.files, 2);
    assert.deepEqual(result.hits.map((h) => [h.uri, h.range.start.line]), [[uri('docs/faq.md'), 4]]);
  });

  it('rejects malformed params: no question, a top out of range, a non-boolean workspace', async () => {
    for (const params of [{ uri: uri('guide.md') }, { uri: uri('guide.md'), query: 'x', top: 0 }, { uri: uri('guide.md'), query: 'x', top: 1.5 }, { uri: uri('guide.md'), query: 'x', workspace: 'yes' }]) {
      await assert.rejects(server.request('chunklens/queryChunks', params), /expected \{ uri, query/, JSON.stringify(params));
    }
  });
});
