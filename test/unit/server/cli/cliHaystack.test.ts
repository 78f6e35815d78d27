// The command line around the Haystack strategies: their rows in `strategies`, `--options` by the constructor's
// own argument names, Haystack Documents `{content, meta}` with source spans, compare, and bad arguments (exit 2).
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

const dir = mkdtempSync(join(tmpdir(), 'chunklens-haystack-'));
const text = '# Guide\n\nInstall the tool first.\n\n## Use\n\nRun it on every file.\fThen read the report.\n';
const file = join(dir, 'guide.md');
writeFileSync(file, text);

describe('CLI for the Haystack strategies', () => {
  it('strategies --format json lists DocumentSplitter as haystack-ai 2.31.0 (python) with its defaults', () => {
    const rows = JSON.parse(run('strategies', '--format', 'json').out) as Array<Record<string, unknown>>;
    const doc = rows.find((x) => x.id === 'haystack-document')!;
    assert.deepEqual([doc.library, doc.language, doc.splitter, doc.version], ['haystack-ai', 'python', 'DocumentSplitter', '2.31.0']);
    assert.deepEqual(doc.options, { split_by: 'word', split_length: 200, split_overlap: 0, split_threshold: 0 });
  });

  it('chunk --format json prints Documents {content, meta} with split_idx_start and _split_overlap ranges (a split starting before a form feed is on page 1), and source spans', () => {
    const r = run('chunk', file, '--strategy', 'haystack-document', '--options', '{"split_by": "word", "split_length": 6, "split_overlap": 2}', '--format', 'json');
    assert.equal(r.code, 0, r.err);
    const docs = JSON.parse(r.out) as Array<{ content: string; meta: { page_number: number; split_id: number; split_idx_start: number; _split_overlap: Array<{ range: number[] }> }; source_spans: Array<{ start: number; end: number; overlap?: boolean }> }>;
    assert.deepEqual(docs.map((d) => d.content), ['# Guide\n\nInstall the tool first.\n\n## Use\n\nRun ', 'first.\n\n## Use\n\nRun it on every file.\fThen ', 'every file.\fThen read the report.\n']);
    assert.deepEqual(docs.map((d) => [d.meta.split_id, d.meta.page_number, d.meta.split_idx_start]), [[0, 1, 0], [1, 1, 26], [2, 1, 52]]);
    assert.deepEqual(docs.map((d) => d.meta._split_overlap.map((o) => o.range)), [[[0, 20]], [[26, 46], [0, 17]], [[26, 43]]]);
    assert.deepEqual(docs[1].source_spans, [{ start: 26, end: 46, overlap: true }, { start: 46, end: 69 }]);
    for (const d of docs) assert.equal(d.source_spans.map((s) => text.slice(s.start, s.end)).join(''), d.content);
  });

  it('a unit Haystack would refuse, or one that needs NLTK, exits 2 with its name and the reason', () => {
    for (const [options, message] of [
      ['{"split_by": "chapter"}', /split_by: split_by must be one of function, page, passage, period, word, line, sentence\./],
      ['{"split_by": "sentence"}', /split_by: split_by "sentence" is not offered: it needs NLTK's trained Punkt model/],
      ['{"split_length": 3, "split_overlap": 3}', /split_overlap: split_overlap must be less than split_length\./],
    ] as const) {
      const r = run('chunk', file, '--strategy', 'haystack-document', '--options', options);
      assert.equal(r.code, 2, options);
      assert.match(r.err, message);
    }
  });

  it('MarkdownHeaderSplitter prints a Document per header section with header and parent_headers, its defaults listed', () => {
    const row = (JSON.parse(run('strategies', '--format', 'json').out) as Array<Record<string, unknown>>).find((x) => x.id === 'haystack-markdown-header')!;
    assert.deepEqual([row.library, row.splitter, row.version], ['haystack-ai', 'MarkdownHeaderSplitter', '2.31.0']);
    assert.deepEqual(row.options, { page_break_character: '\f', keep_headers: true, header_split_levels: [1, 2, 3, 4, 5, 6], secondary_split: null, split_length: 200, split_overlap: 0, split_threshold: 0 });
    const r = run('chunk', file, '--strategy', 'haystack-markdown-header', '--format', 'json');
    assert.equal(r.code, 0, r.err);
    const docs = JSON.parse(r.out) as Array<{ content: string; meta: Record<string, unknown>; source_spans: Array<{ start: number; end: number }> }>;
    assert.deepEqual(docs.map((d) => d.content), ['# Guide\n\nInstall the tool first.\n\n', '## Use\n\nRun it on every file.\fThen read the report.\n']);
    assert.deepEqual(docs.map((d) => d.meta), [{ page_number: 1, split_id: 0, header: 'Guide', parent_headers: [] }, { page_number: 1, split_id: 1, header: 'Use', parent_headers: ['Guide'] }]);
    assert.deepEqual(docs[1].source_spans, [{ start: 34, end: 86 }]);
    const bad = run('chunk', file, '--strategy', 'haystack-markdown-header', '--options', '{"header_split_levels": [1, 2, 2]}');
    assert.equal(bad.code, 2);
    assert.match(bad.err, /header_split_levels: header_split_levels must not contain duplicate values\./);
  });

  it('compare sets DocumentSplitter against LightRAG F on the same file', () => {
    const r = run('compare', file, '--strategy', 'haystack-document', '--strategy', 'lightrag-fixed-token', '--format', 'json');
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(JSON.parse(r.out).strategies, ['haystack-document', 'lightrag-fixed-token']);
  });
});
