// The semantic strategies on the command line against a real OpenAI-compatible embeddings server on 127.0.0.1
// that this test starts: the upstream suites' fake-embedding cases through `chunklens chunk`, the on-disk cache
// (a second run sends only the sentences an edit changed), chunks cut where the topic changes, `compare`, and
// the CK101 finding and recursive fallback without an endpoint.

import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCliAsync } from '../../../../server/cli/main';
import { caseVectors, semanticSuites, type CaseEmbeddings } from '../../../helpers/fakeEmbeddings';

let server: Server;
let base = '';
/** What the server answers with for the next requests, and every input it was sent, request by request. */
let answer: (texts: string[]) => number[][] = () => [];
let requests: string[][] = [];

before(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const { input } = JSON.parse(raw) as { input: string[] };
      requests.push(input);
      try {
        const vectors = answer(input);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: vectors.map((embedding, index) => ({ index, embedding })) }));
      } catch (error) {
        res.writeHead(400);
        res.end((error as Error).message);
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

after(() => new Promise<void>((done) => server.close(() => done())));

const dir = mkdtempSync(join(tmpdir(), 'chunklens-semantic-'));

async function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCliAsync(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

/** The endpoint flags with a cache folder of its own per `cache` name. */
function endpoint(cache: string): string[] {
  return ['--embeddings-url', base, '--embeddings-model', 'test-model', '--embeddings-cache', join(dir, cache)];
}

/** A vector per topic word: how often the text names cats, rockets and rivers (and a small constant). */
function topicVector(text: string): number[] {
  const count = (word: string) => (text.toLowerCase().match(new RegExp(word, 'g')) ?? []).length;
  return [count('cat'), count('rocket'), count('river'), 0.01];
}

describe('the semantic strategies through chunklens chunk against a loopback embeddings server', () => {
  const cases = semanticSuites().flatMap((suite) => suite.cases.map((c) => ({ ...c, repository: suite.source.repository })));
  for (const [i, c] of cases.entries()) {
    it(`${c.repository} ${c.test}: the chunks are the ones the upstream test expects`, async () => {
      const file = join(dir, `case-${i}.txt`);
      writeFileSync(file, c.input);
      answer = (texts) => caseVectors(c.embeddings as CaseEmbeddings, texts);
      requests = [];
      const r = await run('chunk', file, '--strategy', c.strategy, '--options', JSON.stringify(c.options), '--format', 'json', ...endpoint(`case-${i}`));
      assert.equal(r.code, 0, r.err);
      assert.doesNotMatch(r.err, /CK101/);
      const records = JSON.parse(r.out) as Array<{ page_content?: string; text?: string }>;
      if (c.expected_count !== undefined) assert.equal(records.length, c.expected_count);
      if (c.expected) assert.deepEqual(records.map((x) => x.page_content ?? x.text), c.expected);
      if (c.expected_embed_texts) assert.deepEqual(requests.flat(), c.expected_embed_texts);
    });
  }

  const topics = 'Cats purr softly. A cat naps all day. Cats chase string. Rockets climb fast. A rocket burns fuel. Rockets reach orbit. Rivers run to the sea. A river floods in spring. Rivers carve valleys.';

  it('LangChain SemanticChunker cuts where the topic changes, and the chunks map back to the source', async () => {
    const file = join(dir, 'topics.txt');
    writeFileSync(file, topics);
    answer = (texts) => texts.map(topicVector);
    const r = await run('chunk', file, '--strategy', 'langchain-semantic', '--options', '{"breakpoint_threshold_amount": 70}', '--format', 'json', ...endpoint('topics'));
    assert.equal(r.code, 0, r.err);
    const records = JSON.parse(r.out) as Array<{ page_content: string; source_spans: Array<{ start: number; end: number }> }>;
    assert.deepEqual(records.map((x) => x.page_content), ['Cats purr softly. A cat naps all day. Cats chase string.', 'Rockets climb fast. A rocket burns fuel. Rockets reach orbit.', 'Rivers run to the sea. A river floods in spring. Rivers carve valleys.']);
    assert.deepEqual(records.map((x) => topics.slice(x.source_spans[0].start, x.source_spans.at(-1)!.end)), records.map((x) => x.page_content));
  });

  it('chonkie SemanticChunker splits at the smoothed minima where the topic changes, its records sliced from the source', async () => {
    const long = [
      'Cats purr softly on the warm sofa. ', 'A cat naps all day in the sun. ', 'Cats chase string across the floor. ', 'Every cat grooms itself with care. ',
      'Rockets climb fast into the sky. ', 'A rocket burns tons of fuel each second. ', 'Rockets reach orbit within minutes. ', 'The rocket stage falls back to earth. ',
    ].join('');
    const file = join(dir, 'chonkie-topics.txt');
    writeFileSync(file, long);
    answer = (texts) => texts.map(topicVector);
    requests = [];
    const r = await run('chunk', file, '--strategy', 'chonkie-semantic', '--options', '{"similarity_window": 2, "filter_window": 3, "filter_polyorder": 2}', '--format', 'json', ...endpoint('chonkie'));
    assert.equal(r.code, 0, r.err);
    assert.doesNotMatch(r.err, /CK101/);
    const records = JSON.parse(r.out) as Array<{ text: string; start_index: number; end_index: number }>;
    assert.deepEqual(records.map((x) => x.text), [long.slice(0, long.indexOf('Rockets climb')), long.slice(long.indexOf('Rockets climb'))]);
    assert.deepEqual(records.map((x) => long.slice(x.start_index, x.end_index)), records.map((x) => x.text));
    // The windows of two sentences, then the sentences after the first two.
    assert.equal(requests.flat().length, 6 + 6);
  });

  it("chonkie SemanticChunker's skip_window embeds the groups in a second request and merges the cats across the rockets", async () => {
    const cats = ['Cats purr softly on the warm sofa. ', 'A cat naps all day in the sun. ', 'Cats chase string across the floor. ', 'Every cat grooms itself with care. '];
    const rockets = ['Rockets climb fast into the sky. ', 'A rocket burns tons of fuel each second. ', 'Rockets reach orbit within minutes. ', 'The rocket stage falls back to earth. '];
    const text = [...cats, ...rockets, ...cats].join('');
    const file = join(dir, 'chonkie-skip.txt');
    writeFileSync(file, text);
    answer = (texts) => texts.map(topicVector);
    const options = { similarity_window: 2, filter_window: 3, filter_polyorder: 2 };
    const chunk = async (skip_window: number, cache: string) => {
      requests = [];
      const r = await run('chunk', file, '--strategy', 'chonkie-semantic', '--options', JSON.stringify({ ...options, skip_window }), '--format', 'json', ...endpoint(cache));
      assert.equal(r.code, 0, r.err);
      assert.doesNotMatch(r.err, /CK101/);
      return { texts: (JSON.parse(r.out) as Array<{ text: string }>).map((x) => x.text), err: r.err };
    };
    assert.deepEqual((await chunk(0, 'skip-0')).texts, [cats.join(''), rockets.join(''), cats.join('')]);
    assert.equal(requests.length, 1, 'skip_window 0 embeds one round');
    const merged = await chunk(1, 'skip-1');
    assert.deepEqual(merged.texts, [text]);
    // The windows and sentences (10 + 10, 16 distinct: the second cats repeat the first), then the groups' texts
    // (cats, rockets, cats) in a request of their own.
    assert.deepEqual(requests.map((r) => r.length), [16, 2]);
    assert.deepEqual(requests[1], [cats.join(''), rockets.join('')]);
    assert.match(merged.err, /embedded 18 of 18 texts .*; 0 from the cache/);
    // Both rounds come from the cache on a second run.
    const again = await chunk(1, 'skip-1');
    assert.deepEqual([again.texts, requests], [[text], []]);
    assert.match(again.err, /embedded 0 of 18 texts .*; 18 from the cache/);
  });

  it('a second run sends only the sentence groups an edit changed; the rest come from the cache', async () => {
    const file = join(dir, 'cached.txt');
    answer = (texts) => texts.map(topicVector);
    writeFileSync(file, topics);
    requests = [];
    const first = await run('chunk', file, '--strategy', 'llamaindex-semantic', '--format', 'json', ...endpoint('cached'));
    assert.equal(first.code, 0, first.err);
    const firstSent = requests.flat();
    assert.equal(firstSent.length, 9);
    assert.match(first.err, /embedded 9 of 9 texts through http:\/\/127\.0\.0\.1:\d+\/v1 \(test-model\); 0 from the cache/);
    writeFileSync(file, topics.replace('A rocket burns fuel.', 'A rocket burns kerosene.'));
    requests = [];
    const second = await run('chunk', file, '--strategy', 'llamaindex-semantic', '--format', 'json', ...endpoint('cached'));
    assert.equal(second.code, 0, second.err);
    // buffer_size 1: the groups of sentences 4, 5 and 6 hold the edited sentence.
    assert.deepEqual(requests.flat(), [
      'Cats chase string. Rockets climb fast. A rocket burns kerosene. ',
      'Rockets climb fast. A rocket burns kerosene. Rockets reach orbit. ',
      'A rocket burns kerosene. Rockets reach orbit. Rivers run to the sea. ',
    ]);
    assert.match(second.err, /embedded 3 of 9 texts .*; 6 from the cache/);
  });

  it('compare shows two semantic strategies side by side with the same endpoint', async () => {
    const file = join(dir, 'compare.txt');
    writeFileSync(file, topics);
    answer = (texts) => texts.map(topicVector);
    const r = await run('compare', file, '--strategy', 'langchain-semantic', '--strategy', 'lightrag-semantic-vector', '--options', '{"breakpoint_threshold_amount": 70}', '--format', 'json', ...endpoint('compare'));
    assert.equal(r.code, 0, r.err);
    const report = JSON.parse(r.out) as { boundaryCounts: Record<string, number>; boundaries: Array<{ offset: number }>; sides: Array<{ strategy: string; chunks: number }> };
    assert.deepEqual(report.sides.map((s) => [s.strategy, s.chunks]), [['langchain-semantic', 3], ['lightrag-semantic-vector', 3]]);
    // Both cut at the two topic changes, after "string." and after "orbit." (and the space after them).
    assert.deepEqual(report.boundaryCounts, { both: 2, a: 0, b: 0 });
    assert.deepEqual(report.boundaries.map((b) => b.offset), [topics.indexOf('Rockets'), topics.indexOf('Rivers')]);
    assert.match(r.err, /embedded 9 of 18 texts .*; 9 from the cache/);
  });

  it('eval with a dense retriever chunks a semantic strategy through the same endpoint: three topic chunks, not the fallback\'s one', async () => {
    const sub = join(dir, 'eval');
    mkdirSync(sub, { recursive: true });
    writeFileSync(join(sub, 'topics.txt'), topics);
    const questions = join(dir, 'questions.jsonl');
    writeFileSync(questions, JSON.stringify({ id: 'fuel', question: 'What does a rocket burn?', references: [{ file: 'eval/topics.txt', quote: 'A rocket burns fuel.' }] }) + '\n');
    answer = (texts) => texts.map(topicVector);
    requests = [];
    const r = await run('eval', questions, sub, '--strategy', 'langchain-semantic', '--options', '{"breakpoint_threshold_amount": 70}', '--retriever', 'dense', '--format', 'json', ...endpoint('eval'));
    assert.equal(r.code, 0, r.err);
    const report = JSON.parse(r.out) as { strategies: Array<{ strategy: string; chunks: number }> };
    assert.deepEqual(report.strategies.map((s) => [s.strategy, s.chunks]), [['langchain-semantic', 3]]);
    assert.ok(requests.flat().includes('Cats chase string. Rockets climb fast. A rocket burns fuel.'), 'the sentence groups were embedded');
  });

  it('without an endpoint the strategy says so in a CK101 finding naming the flags, and its chunks are recursive\'s', async () => {
    const file = join(dir, 'none.txt');
    writeFileSync(file, topics);
    requests = [];
    const r = await run('chunk', file, '--strategy', 'langchain-semantic', '--format', 'json');
    assert.equal(r.code, 0, r.err);
    assert.match(r.err, /CK101\/degraded-split SemanticChunker: no embeddings endpoint is configured, so these are recursive's chunks .*--embeddings-url URL --embeddings-model MODEL/);
    assert.deepEqual(requests, []);
    const recursive = await run('chunk', file, '--strategy', 'recursive', '--tokenizer', 'chars', '--format', 'json');
    const contents = (out: string) => (JSON.parse(out) as Array<{ content: string }>).map((x) => x.content);
    assert.deepEqual(contents(r.out), contents(recursive.out));
  });

  it('an embeddings flag on lint is refused, and --embeddings-url needs --embeddings-model', async () => {
    assert.match((await run('lint', dir, '--embeddings-url', base)).err, /--embeddings-url applies to chunk, compare and eval only/);
    assert.match((await run('chunk', join(dir, 'none.txt'), '--strategy', 'langchain-semantic', '--embeddings-url', base)).err, /--embeddings-model must name the embedding model/);
  });
});
