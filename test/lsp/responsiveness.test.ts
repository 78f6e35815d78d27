// The language server stays responsive (issue 16): while it analyses a big or pathological document it answers
// requests about another document within 1 s, a burst of 1,000 edits is followed by an answer within 1 s and
// ends in the analysis a from-scratch run gives, its memory stays bounded, and it never exits.

import assert from 'node:assert/strict';
import { setTimeout as pause } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { documentIdOf } from '../../server/host/documentIdOf';
import { readEditorSettings } from '../../server/host/settings';
import { documentSettings } from '../../shared/config/documentSettings';
import { toLspDiagnostic } from '../../server/present/toLsp';
import { analyze } from '../../shared/engine/engine';
import { LineIndex } from '../../shared/text/lineIndex';
import { Methods } from '../../shared/model/protocol';
import { seededRandom } from '../helpers/randomEdits';
import { GUIDE, GUIDE_URI, SETTINGS } from '../helpers/lspFixtures';
import { TestServer } from '../helpers/lspHarness';
import { nodeFiles } from '../../server/node/nodeFiles';

/** The limit for any answer. */
const ANSWER_MS = 1000;
/** Requests are sent this often while a document is analysed (pacing, not a wait for readiness). */
const PROBE_EVERY_MS = 50;
/** How long a hostile document may take to get its diagnostics: the 10 s budget, then reading its result back. */
const HOSTILE_LIMIT_MS = 90_000;
/** The server process's peak memory, its worker threads included (a worker's heap is bounded at 2 GB). */
const MEMORY_BOUND_MB = 6144;

const repeat = (unit: string, times: number): string => unit.repeat(times);

/** The pathological documents of issue 16 that stopped the server, and a 20 MB one. */
const HOSTILE: Array<{ name: string; file: string; languageId: string; make: () => string }> = [
  { name: 'a 100,000-row table', file: 'rows.md', languageId: 'markdown', make: () => `| a | b |\n| - | - |\n${repeat('| x | y |\n', 100_000)}` },
  { name: '5,000 table columns', file: 'columns.md', languageId: 'markdown', make: () => `|${repeat(' c |', 5_000)}\n|${repeat(' - |', 5_000)}\n|${repeat(' x |', 5_000)}\n` },
  { name: '200,000 short sections', file: 'sections.md', languageId: 'markdown', make: () => repeat('# Heading\n\nText.\n\n', 200_000) },
  { name: '200,000 .blocks.jsonl lines', file: 'lines.blocks.jsonl', languageId: 'blocks-jsonl', make: () => repeat(`${JSON.stringify({ type: 'content', content: 'Some text.', heading: 'h' })}\n`, 200_000) },
  { name: '50,000 headings with emphasis', file: 'emphasis.md', languageId: 'markdown', make: () => Array.from({ length: 50_000 }, (_, i) => `# *a${i}* **b** _c_\n`).join('') },
  { name: '10,000 nested list items', file: 'nested.md', languageId: 'markdown', make: () => `${repeat('- ', 10_000)}x\n` },
  { name: 'a 2 MB line without spaces', file: 'line.md', languageId: 'markdown', make: () => repeat('a', 2_000_000) },
  { name: 'a 20 MB document', file: 'twenty.md', languageId: 'markdown', make: () => repeat('Some words in a paragraph of a long document, one after another.\n\n', 20_000_000 / 66) },
];

/** Sends hover, chunk tree and code lens requests about GUIDE until `until` settles; returns each one's time. */
async function probe(server: TestServer, until: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void until.then(
    () => (settled = true),
    () => (settled = true),
  );
  const requests: Array<() => Promise<unknown>> = [
    () => server.request('textDocument/hover', { textDocument: { uri: GUIDE_URI }, position: { line: 6, character: 4 } }),
    () => server.request(Methods.chunkTree, { uri: GUIDE_URI }),
    () => server.request('textDocument/codeLens', { textDocument: { uri: GUIDE_URI } }),
  ];
  const times: number[] = [];
  for (let i = 0; !settled || i < requests.length; i++) {
    const started = performance.now();
    assert.ok(await requests[i % requests.length](), 'the request has an answer');
    times.push(performance.now() - started);
    await pause(PROBE_EVERY_MS);
  }
  await until;
  return times;
}

/** Starts a server with `settings` and GUIDE open and analysed, for `probe`. */
async function startWithGuide(settings: unknown): Promise<TestServer> {
  const server = await TestServer.start({ settings });
  server.open(GUIDE_URI, GUIDE);
  await server.diagnosticsFor(GUIDE_URI, 1);
  return server;
}

// The default budgets and tokenizer, as a user has them (the tests' tiny budgets would cut a 2 MB line into
// 33,000 chunks, whose bands alone take seconds to publish).
describe('a responsive language server with hostile documents', () => {
  let server: TestServer;
  before(async () => {
    server = await startWithGuide({ analysisDelay: 50 });
  });
  after(() => server.stop());

  for (const hostile of HOSTILE) {
    it(`answers within 1 s while it analyses ${hostile.name}, which gets its diagnostics`, async (t) => {
      const uri = `file:///workspace/${hostile.file}`;
      server.open(uri, hostile.make(), hostile.languageId);
      await server.written();
      // The first answer comes once the server has read the document (a 20 MB didOpen is parsed and indexed
      // on its main thread, about 0.3 s), and is held to the same second as the others.
      let started = performance.now();
      await server.request(Methods.chunkTree, { uri: GUIDE_URI });
      const read = performance.now() - started;
      started = performance.now();
      const times = await probe(server, server.diagnosticsFor(uri, 1, HOSTILE_LIMIT_MS));
      server.close(uri);
      const slowest = Math.max(...times);
      const published = server.recorded.diagnostics.find((d) => d.uri === uri)!;
      t.diagnostic(`read in ${read.toFixed(0)} ms; ${times.length} answers, the slowest after ${slowest.toFixed(0)} ms; diagnostics after ${((performance.now() - started) / 1000).toFixed(1)} s: ${published.diagnostics.map((d) => d.code).join(' ') || 'none'}`);
      assert.ok(read < ANSWER_MS, `the first answer after the document was sent took ${read.toFixed(0)} ms`);
      assert.ok(slowest < ANSWER_MS, `${times.length} answers, the slowest after ${slowest.toFixed(0)} ms`);
      assert.ok(server.alive, 'the server is running');
    });
  }

  it('stays within its memory bound and is still running at the end', async (t) => {
    assert.ok(server.alive);
    assert.ok(await server.request(Methods.chunkTree, { uri: GUIDE_URI }));
    const peak = server.peakMemoryMb();
    t.diagnostic(`peak resident memory ${peak.toFixed(0)} MB`);
    assert.ok(peak < MEMORY_BOUND_MB, `peak ${peak.toFixed(0)} MB`);
  });
});

describe('a responsive language server under a burst of edits', () => {
  let server: TestServer;
  before(async () => {
    server = await startWithGuide(SETTINGS);
  });
  after(() => server.stop());

  it('answers within 1 s after a burst of 1,000 edits, and ends in the analysis a from-scratch run gives', async (t) => {
    const uri = 'file:///workspace/burst.md';
    let text = Array.from({ length: 200 }, (_, i) => `## Section ${i}\n\nA paragraph of section ${i}, with a few words to chunk.\n\n`).join('');
    server.open(uri, text);
    await server.diagnosticsFor(uri, 1, HOSTILE_LIMIT_MS);
    const random = seededRandom(16);
    const alphabet = 'abc #\n-*|`.';
    // Typing and deleting in one 4 KB stretch (incremental on the main thread), timed; then edits all over (a
    // worker run), for the equality with a from-scratch analysis.
    for (const [name, from, span, timed] of [['in one place', text.length / 2, 4096, true], ['all over', 0, text.length, false]] as const) {
      let version = 0;
      for (let i = 0; i < 1_000; i++) {
        const at = Math.floor(from + random() * Math.min(span, text.length - from));
        const remove = random() < 0.3 ? Math.min(3, text.length - at) : 0;
        const inserted = remove > 0 && random() < 0.5 ? '' : alphabet[Math.floor(random() * alphabet.length)];
        version = server.change(uri, [{ range: { start: positionAt(text, at), end: positionAt(text, at + remove) }, text: inserted }]);
        text = text.slice(0, at) + inserted + text.slice(at + remove);
      }
      await server.written();
      // The first answer comes once the server has read the burst; the next one needs the burst's analysis.
      let started = performance.now();
      assert.ok(await server.request(Methods.chunkTree, { uri: GUIDE_URI }));
      const read = performance.now() - started;
      started = performance.now();
      assert.ok(await server.request(Methods.chunkTree, { uri }));
      const answered = performance.now() - started;
      t.diagnostic(`burst ${name}: read and answered after ${read.toFixed(0)} ms, its chunk tree after ${answered.toFixed(0)} ms more`);
      if (timed) {
        assert.ok(read < ANSWER_MS, `the server read the burst ${name} and answered after ${read.toFixed(0)} ms`);
        assert.ok(answered < ANSWER_MS, `the chunk tree after the burst ${name} came after ${answered.toFixed(0)} ms`);
      }

      const exported = await server.request(Methods.exportChunks, { uri });
      const decided = documentSettings({ config: readEditorSettings(SETTINGS).settings.config, kind: 'markdown', place: { fileName: '/workspace/burst.md' }, whenUnreadable: 'fallBack' });
      assert.ok(decided.ok);
      const { settings } = decided;
      const scratch = analyze({ kind: 'markdown', text, documentId: documentIdOf(uri, ['file:///workspace'], nodeFiles), settings });
      assert.equal(exported.jsonl, scratch.chunks.map((c) => `${JSON.stringify(settings.strategy.toRecord(c, scratch.context))}\n`).join(''));
      const published = server.recorded.diagnostics.filter((d) => d.uri === uri).pop()!;
      assert.ok(published.version! <= version);
      const lines = new LineIndex(text);
      assert.deepEqual(published.diagnostics, scratch.findings.map((f) => toLspDiagnostic(lines, f)));
    }
    assert.ok(server.alive, 'the server is running');
  });

});

/** The LSP position of offset `at` in `text`. */
function positionAt(text: string, at: number): { line: number; character: number } {
  const before = text.slice(0, at);
  const lineStart = before.lastIndexOf('\n') + 1;
  let line = 0;
  for (let i = before.indexOf('\n'); i >= 0; i = before.indexOf('\n', i + 1)) line++;
  return { line, character: at - lineStart };
}
