// Chunking Spec v1 §11: the seven mandatory test documents, each checked for chunk count, chunk types, token
// limits and chunk_id stability across two runs, plus a golden outline per case.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { analyzeText, FIXTURES, readFixture } from '../../../../helpers/analyzeText';
import { assertSpecInvariants } from '../../../../helpers/invariants';
import { assertGolden, outlineOf } from '../../../../helpers/outline';

interface Case {
  file: string;
  what: string;
  types: string[];
}

const CASES: Case[] = [
  { file: '1-headings-and-paragraphs', what: 'H1/H2/H3 with paragraphs', types: ['paragraph', 'paragraph', 'paragraph', 'paragraph', 'paragraph', 'paragraph', 'paragraph', 'paragraph'] },
  { file: '2-nested-lists', what: 'nested lists', types: ['mixed', 'list', 'list', 'list'] },
  { file: '3-large-table', what: 'a table of more than 200 rows', types: ['paragraph', ...Array(11).fill('table'), 'paragraph'] },
  { file: '4-no-headings', what: 'no headings, only text', types: ['paragraph', 'paragraph'] },
  { file: '5-code-block', what: 'code blocks', types: ['paragraph', 'paragraph', 'code', 'paragraph', 'code', 'code', 'paragraph', 'paragraph', 'code', 'paragraph'] },
  { file: '6-confluence-page', what: 'a Confluence page with sections and links', types: ['mixed', 'mixed', 'table', 'paragraph', 'paragraph', 'list'] },
  { file: '7-normalized-pdf', what: 'a normalized PDF: table, lists, paragraphs', types: ['paragraph', 'paragraph', 'table', 'paragraph', 'mixed', 'paragraph', 'mixed'] },
];

const run = (file: string) => analyzeText(readFixture('markdown-spec', `${file}.md`), { documentId: `markdown-spec/${file}.md` });

describe('Spec v1 §11 test documents', () => {
  for (const c of CASES) {
    describe(`case ${c.file}: ${c.what}`, () => {
      const a = run(c.file);

      it(`gives ${c.types.length} chunks of the expected types`, () => {
        assert.deepEqual(a.chunks.map((x) => x.type), c.types);
      });

      it('keeps every chunk within the cap, covers all content in order, and overlaps only prose', () => {
        assertSpecInvariants(a, c.file);
      });

      it('gives the same chunk_ids on a second run, all distinct', () => {
        const again = run(c.file);
        assert.deepEqual(again.chunks.map((x) => x.id), a.chunks.map((x) => x.id));
        assert.equal(new Set(a.chunks.map((x) => x.id)).size, a.chunks.length);
      });

      it('matches its golden outline', () => {
        assertGolden(join(FIXTURES, 'markdown-spec', `${c.file}.golden.txt`), outlineOf(a));
      });
    });
  }
});

describe('Spec v1 §11 case details', () => {
  it('case 1: headings are never chunks but every chunk carries its heading path', () => {
    const a = run('1-headings-and-paragraphs');
    assert.ok(a.chunks.every((c) => !/^#/m.test(c.content)));
    assert.deepEqual(a.chunks[2].headingsPath, ['Incident Response Handbook', 'Detection', 'Alert sources']);
    assert.deepEqual(a.chunks[2].heading, { level: 3, heading: 'Alert sources', parentHeadings: ['Incident Response Handbook', 'Detection'] });
  });

  it('case 1: the long Triage section closes at the target and the next chunk starts with overlap', () => {
    const triage = run('1-headings-and-paragraphs').chunks.filter((c) => c.headingsPath.at(-1) === 'Triage');
    assert.equal(triage.length, 2);
    assert.ok(triage[0].tokens >= 650 && triage[0].tokens <= 900);
    assert.ok(triage[1].spans[0].overlap);
  });

  it('case 2: the list over the cap is split between top-level items and nested items stay with their parent', () => {
    const lists = run('2-nested-lists').chunks.filter((c) => c.headingsPath.at(-1) === 'Before the release');
    assert.equal(lists.length, 2);
    for (const c of lists) {
      assert.match(c.content, /^\d+\. /, 'a slice starts with a top-level item');
      assert.ok(c.tokens > 120);
    }
    assert.match(lists[1].content, /^12\. /);
    assert.match(lists[0].content, /- The security reviewer confirms[^\n]*$/, 'the nested items of item 11 end the first slice');
  });

  it('case 3: every table slice repeats the header and delimiter rows and aims at the target', () => {
    const tables = run('3-large-table').chunks.filter((c) => c.type === 'table');
    const header = '| Code | HTTP status | Component | Meaning | Retry |\n|------|-------------|-----------|---------|-------|\n';
    for (const t of tables) {
      assert.ok(t.content.startsWith(header));
      assert.ok(t.tokens <= 900);
    }
    for (const t of tables.slice(0, -1)) assert.ok(t.tokens >= 600, `slice ${t.index + 1} has ${t.tokens} tokens`);
    const rows = tables.reduce((n, t) => n + t.content.split('\n').length - 2, 0);
    assert.equal(rows, 240, 'every row is in exactly one slice');
  });

  it('case 4: without headings the heading path is empty and the long paragraph is split between sentences', () => {
    const a = run('4-no-headings');
    assert.ok(a.chunks.every((c) => c.headingsPath.length === 0 && c.heading === undefined));
    assert.ok(a.chunks[0].notes.some((n) => n.reason === 'sentence-split'));
    assert.match(a.chunks[0].content, /\.$/, 'the first chunk ends at a sentence end');
  });

  it('case 5: the code block over the cap is split between lines and each part is a closed fence', () => {
    const code = run('5-code-block').chunks.filter((c) => c.type === 'code' && c.headingsPath.at(-1) === 'Implementation');
    assert.equal(code.length, 2);
    for (const c of code) assert.match(c.content, /^```python\n[\s\S]*\n```$/);
    assert.ok(code[0].notes.some((n) => n.reason === 'line-split'));
  });

  it('case 6: front matter and HTML comments are not content; links stay intact', () => {
    const a = run('6-confluence-page');
    const all = a.chunks.map((c) => c.content).join('\n');
    assert.ok(!all.includes('page_id') && !all.includes('<!--'));
    assert.ok(all.includes('[Engineering Handbook](https://wiki.example.com/display/ENG/Engineering+Handbook)'));
  });

  it('case 7: the thematic break is a boundary, not content, and the table stands alone', () => {
    const a = run('7-normalized-pdf');
    assert.ok(a.chunks.every((c) => !/^---$/m.test(c.content)));
    const table = a.chunks.find((c) => c.type === 'table')!;
    assert.match(table.content, /^\| Building[\s\S]*\*\*1,252,950\*\* \|$/);
  });
});
