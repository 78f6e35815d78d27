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

const dir = mkdtempSync(join(tmpdir(), 'chunklens-strategies-'));
const contentList = join(dir, 'report_content_list.json');
writeFileSync(contentList, JSON.stringify([
  { type: 'text', text: 'Results', text_level: 1, page_idx: 0 },
  { type: 'text', text: 'a'.repeat(30), page_idx: 0 },
  { type: 'text', text: 'b'.repeat(30), page_idx: 0 },
  { type: 'table', table_body: '<table><tr><td>x</td><td>1</td></tr></table>', page_idx: 1 },
], null, 2));
const markdown = join(dir, 'deck.md');
writeFileSync(markdown, ['# One', 'alpha '.repeat(20), '# Two', 'beta '.repeat(20), '# Three', 'gamma '.repeat(20)].join('\n\n') + '\n');

describe('CLI with the mineru and adaptive-section strategies', () => {
  it('chunk x_content_list.json --format json prints MinerU chunk records', () => {
    const r = run('chunk', contentList, '--format', 'json');
    assert.equal(r.code, 0, r.err);
    const records = JSON.parse(r.out);
    assert.deepEqual(records.map((x: Record<string, unknown>) => [x.chunk_type, x.page_idx, x.page_indices, x.has_table]), [
      ['heading', 0, [0], false],
      ['table', 1, [1], true],
    ]);
    assert.deepEqual(Object.keys(records[0]).sort(), ['chunk_id', 'chunk_type', 'content', 'has_table', 'metadata', 'page_idx', 'page_indices', 'source_spans']);
    assert.match(records[1].content, /^x \| 1$/);
  });

  it('--max-chars sets the MinerU size limit', () => {
    const r = run('chunk', contentList, '--max-chars', '40', '--format', 'jsonl');
    assert.equal(r.code, 0, r.err);
    const contents = r.out.trim().split('\n').map((l) => JSON.parse(l).content);
    assert.deepEqual(contents, [`Results\n\n${'a'.repeat(30)}`, 'b'.repeat(30), 'x | 1']);
  });

  it('the text outline names the strategy and its character tokenizer', () => {
    const r = run('chunk', contentList);
    assert.match(r.out, /2 chunks · mineru · chars/);
  });

  it('a malformed element is an error finding with its line, and the other elements are still chunked', () => {
    const bad = join(dir, 'bad_content_list.json');
    writeFileSync(bad, '[\n{"type": "text", "text": "fine", "page_idx": 0},\n{"type": "text", "text": ["not", "a string"]}\n]');
    const r = run('chunk', bad, '--format', 'json');
    assert.equal(r.code, 1);
    assert.equal(JSON.parse(r.out).length, 1);
    assert.match(r.err, /bad_content_list\.json:3:1 error CK100\/malformed-input content_list item 1: "text" must be a string/);
  });

  it('--strategy adaptive-section with --large-threshold and --max-tokens chunks Markdown into ADR-039 records', () => {
    const merged = JSON.parse(run('chunk', markdown, '--strategy', 'adaptive-section', '--format', 'json').out);
    assert.deepEqual(merged.map((x: Record<string, unknown>) => x.section_headings), [['One', 'Two', 'Three']]);
    assert.deepEqual(Object.keys(merged[0]).sort(), ['chunk_order_index', 'content', 'primary_section', 'section_headings', 'section_pages', 'source_spans', 'tokens']);
    const r = run('chunk', markdown, '--strategy', 'adaptive-section', '--large-threshold', '10', '--max-tokens', '30', '--format', 'json');
    assert.equal(r.code, 0, r.err);
    const records = JSON.parse(r.out);
    assert.deepEqual(records.map((x: Record<string, unknown>) => x.primary_section), ['One', 'Two', 'Three']);
    assert.ok(records.every((x: { tokens: number }) => x.tokens <= 30));
  });

  it('a budget flag that means nothing to the strategy is a tool failure', () => {
    assert.equal(run('chunk', contentList, '--large-threshold', '5').code, 2);
    assert.equal(run('chunk', markdown, '--strategy', 'adaptive-section', '--max-chars', '5').code, 2);
  });
});
