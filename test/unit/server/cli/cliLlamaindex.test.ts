// The command line around the LlamaIndex strategies: their rows in `strategies`, `--options` by the library's
// own argument names, LlamaIndex node records `{text, metadata}` with source spans, and bad arguments (exit 2).
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../../server/cli/main';

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'chunklens-llamaindex-'));
const text = '# Guide\n\nMr. Smith wrote this. It works.\n\n## Use\n\nRun it on files. Then stop.\n';
const file = join(dir, 'guide.md');
writeFileSync(file, text);

describe('CLI for the LlamaIndex strategies', () => {
  it('strategies --format json lists them as llama_index (python) with cl100k_base as the default length and the library defaults', () => {
    const rows = JSON.parse(run('strategies', '--format', 'json').out) as Array<Record<string, unknown>>;
    const sentence = rows.find((x) => x.id === 'llamaindex-sentence')!;
    assert.deepEqual([sentence.library, sentence.language, sentence.splitter, sentence.default_length_function], ['llama_index', 'python', 'SentenceSplitter', 'tiktoken cl100k_base']);
    assert.deepEqual(sentence.options, { chunk_size: 1024, chunk_overlap: 200, separator: ' ', paragraph_separator: '\n\n\n', secondary_chunking_regex: '[^,.;。？！]+[,.;。？！]?|[,.;。？！]' });
    assert.deepEqual((rows.find((x) => x.id === 'llamaindex-token')!.options as Record<string, unknown>).chunk_overlap, 20);
  });

  it('chunk --format json prints nodes {text, metadata} with header_path and source spans, overlap marked', () => {
    const r = run('chunk', file, '--strategy', 'llamaindex-markdown-sentence', '--options', '{"chunk_size": 12, "chunk_overlap": 4}', '--format', 'json');
    assert.equal(r.code, 0, r.err);
    const nodes = JSON.parse(r.out) as Array<{ text: string; metadata: Record<string, string>; source_spans: Array<{ start: number; end: number; overlap?: boolean }> }>;
    // Untrained Punkt ends a sentence after "Mr."; each section's chunk_size is 12 less its "header_path: …" tokens.
    assert.deepEqual(nodes.map((n) => n.text), ['# Guide\n\nMr.', 'Smith wrote this. It works.', '## Use\n\nRun it on', 'it on files.', 'files. Then stop.']);
    assert.deepEqual(nodes.map((n) => n.metadata.header_path), ['/', '/', '/Guide/', '/Guide/', '/Guide/']);
    assert.deepEqual(nodes[3].source_spans, [{ start: 54, end: 59, overlap: true }, { start: 59, end: 66 }]);
    for (const n of nodes) assert.equal(n.source_spans.map((s) => text.slice(s.start, s.end)).join(''), n.text);
  });

  it('an argument the library would refuse exits 2 with its name and the reason', () => {
    for (const [options, message] of [
      ['{"separator": ""}', /separator: must not be empty/],
      ['{"chunk_size": 5, "chunk_overlap": 9}', /Got a larger chunk overlap \(9\) than chunk size \(5\)/],
      ['{"secondary_chunking_regex": "(a)|b"}', /secondary_chunking_regex: .*capturing groups/],
      ['{"header_path_separator": 3}', /unknown argument "header_path_separator"/],
    ] as const) {
      const r = run('chunk', file, '--strategy', 'llamaindex-sentence', '--options', options);
      assert.equal(r.code, 2, options);
      assert.match(r.err, message);
    }
  });

  it('llamaindex-hierarchical prints its leaves with their parents, lists chunk_sizes [2048, 512, 128], and refuses an overlap larger than a level', () => {
    const rows = JSON.parse(run('strategies', '--format', 'json').out) as Array<Record<string, unknown>>;
    assert.deepEqual(rows.find((x) => x.id === 'llamaindex-hierarchical')!.options, { chunk_sizes: [2048, 512, 128], chunk_overlap: 20 });
    const r = run('chunk', file, '--strategy', 'llamaindex-hierarchical', '--options', '{"chunk_sizes": [20, 8], "chunk_overlap": 2}', '--format', 'json');
    assert.equal(r.code, 0, r.err);
    const nodes = JSON.parse(r.out) as Array<{ text: string; parents: Array<{ node: string; source_spans: Array<{ start: number; end: number }> }> }>;
    assert.ok(nodes.length > 2);
    for (const n of nodes) {
      assert.equal(n.parents.length, 1);
      assert.match(n.parents[0].node, /^chunk_size_20 #\d+$/);
      const parentText = n.parents[0].source_spans.map((s) => text.slice(s.start, s.end)).join('');
      assert.ok(parentText.includes(n.text), `${JSON.stringify(n.text)} in its parent ${JSON.stringify(parentText)}`);
    }
    const bad = run('chunk', file, '--strategy', 'llamaindex-hierarchical', '--options', '{"chunk_sizes": [40, 10], "chunk_overlap": 12}');
    assert.equal(bad.code, 2);
    assert.match(bad.err, /Got a larger chunk overlap \(12\) than chunk size \(10\)/);
  });
});
