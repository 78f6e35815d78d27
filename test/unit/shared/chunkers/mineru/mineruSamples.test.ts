import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { mineruStrategy } from '../../../../../shared/chunkers/mineru';
import type { Chunk, ParsedDocument } from '../../../../../shared/model/types';
import { parseMineruContentList } from '../../../../../shared/parse/mineruContentList';
import { getTokenizer } from '../../../../../shared/tokenizers';
import { repoPath } from '../../../../helpers/repoPath';

// Real MinerU outputs (provenance in test/fixtures/mineru/README.md), chunked with the strategy's defaults.
const fixtures = repoPath('test/fixtures/mineru');

function run(name: string): { doc: ParsedDocument; chunks: Chunk[]; problems: { code: string }[] } {
  const doc = parseMineruContentList(readFileSync(join(fixtures, name), 'utf8'));
  const result = mineruStrategy.chunk(doc, { tokenizer: getTokenizer('chars'), budgets: { ...mineruStrategy.defaults }, documentId: name });
  return { doc, ...result };
}

const tableItems = (doc: ParsedDocument) => doc.blocks.filter((b) => b.meta?.type === 'table');
const typeCounts = (chunks: Chunk[]) => chunks.reduce<Record<string, number>>((n, c) => ({ ...n, [c.type]: (n[c.type] ?? 0) + 1 }), {});

/** Every chunk keeps to one page, its spans are element objects of that page, and all text is kept in order. */
function assertWellFormed(doc: ParsedDocument, chunks: Chunk[]): void {
  const byStart = new Map(doc.blocks.map((b) => [b.span.start, b]));
  const used = chunks.flatMap((c) => c.spans.map((s) => byStart.get(s.start)!));
  assert.deepEqual(used.map((b) => b.index), doc.blocks.filter((b) => b.text !== '').map((b) => b.index), 'every element with text is in exactly one chunk, in order');
  for (const c of chunks) {
    assert.equal(c.pages!.length, 1);
    assert.equal(c.content, c.spans.map((s) => byStart.get(s.start)!.text).join('\n\n'));
    assert.equal(c.hasTable, c.spans.some((s) => byStart.get(s.start)!.meta?.type === 'table'));
  }
}

describe('real MinerU samples', () => {
  it('the hydrology paper (demo1) chunks without input problems; oversize paragraphs are reported, not split', () => {
    const { doc, chunks, problems } = run('demo1_content_list.json');
    assert.deepEqual(doc.problems, []);
    assert.equal(doc.blocks.length, 95);
    assert.equal(chunks.length, 36);
    assert.deepEqual(typeCounts(chunks), { heading: 18, paragraph: 15, table: 3 });
    assert.deepEqual([...new Set(chunks.flatMap((c) => c.pages!))], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    assert.deepEqual(problems.map((p) => p.code), ['CK001', 'CK001', 'CK001']);
    assertWellFormed(doc, chunks);
  });

  it('the battery datasheet keeps its 12 recognised tables in has_table chunks and skips the 5 empty ones', () => {
    const { doc, chunks, problems } = run('svolt_datasheet_content_list.json');
    assert.deepEqual(doc.problems, []);
    const tables = tableItems(doc);
    assert.equal(tables.length, 17);
    assert.equal(tables.filter((t) => t.text !== '').length, 12);
    assert.equal(chunks.length, 60);
    assert.deepEqual(typeCounts(chunks), { heading: 48, paragraph: 7, table: 5 });
    assert.equal(chunks.filter((c) => c.hasTable).length, 9);
    assert.equal(doc.blocks.filter((b) => b.meta?.discarded).length, 22);
    assert.ok(!chunks.some((c) => /第 \d+ 页 共 20 页/.test(c.content)), 'page footers are not chunk content');
    assert.deepEqual(problems.map((p) => p.code), ['CK001']);
    assertWellFormed(doc, chunks);
  });

  it('the research report matches its golden outline', () => {
    const { doc, chunks } = run('test_rearch_report_content_list.json');
    assert.deepEqual(doc.problems, []);
    assertWellFormed(doc, chunks);
    const outline = chunks
      .map((c) => {
        const head = c.content.split('\n')[0].slice(0, 40);
        return `#${c.index} ${c.type.padEnd(9)} page ${c.pages!.join(',')} ${c.hasTable ? 'table' : '     '} ${String(c.tokens).padStart(5)} chars  ${c.headingsPath.join(' › ') || '(none)'}  | ${head}`;
      })
      .join('\n') + '\n';
    const golden = join(fixtures, 'test_rearch_report_content_list.golden.txt');
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden, outline);
    assert.equal(outline, readFileSync(golden, 'utf8'));
  });
});
