// `chunk --format json` of chunklens's own strategies: every record carries `source_spans` beside its upstream
// fields, UTF-16 source ranges that slice the file to the chunk's text, in order, with the overlap marked.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../../server/cli/main';

interface Spanned {
  source_spans: Array<{ start: number; end: number; overlap?: boolean }>;
  [field: string]: unknown;
}

function records(file: string, ...flags: string[]): Spanned[] {
  let out = '';
  let err = '';
  const code = runCli(['chunk', file, '--format', 'json', ...flags], { out: (t) => (out += t), err: (t) => (err += t) });
  assert.equal(code, 0, err);
  return JSON.parse(out) as Spanned[];
}

/** The chunk's own spans (overlap left out) move forward through the source: none starts before the last ended. */
function assertInOrder(recs: Spanned[]): void {
  let end = 0;
  for (const r of recs) {
    for (const s of r.source_spans.filter((x) => !x.overlap)) {
      assert.ok(s.start >= end && s.end > s.start, `own span ${s.start}-${s.end} follows ${end}`);
      end = s.end;
    }
  }
}

const dir = mkdtempSync(join(tmpdir(), 'chunklens-spans-'));
const long = Array.from({ length: 40 }, (_, i) => `Step ${i} runs the büild 🚀 again.`).join(' ');
const markdown = `# Guide\n\nInstall the tool first.\n\n${long}\n\n## Use\n\nRun it on your files.\n`;
const md = join(dir, 'guide.md');
writeFileSync(md, markdown);
const slice = (r: Spanned) => r.source_spans.map((s) => markdown.slice(s.start, s.end)).join('');

describe('source spans in the JSON records of chunklens strategies', () => {
  it('recursive: the spans slice the source to each chunk, the part repeated from the previous chunk marked overlap', () => {
    const recs = records(md, '--strategy', 'recursive', '--max-tokens', '30', '--overlap', '8');
    assert.deepEqual(Object.keys(recs[0]), ['tokens', 'content', 'chunk_order_index', 'source_spans'], 'LightRAG fields first, unchanged');
    for (const r of recs) assert.equal(slice(r), r.content);
    const overlapped = recs.filter((r) => r.source_spans[0].overlap);
    assert.ok(overlapped.length >= 3, 'the long paragraph is cut with overlap');
    for (const r of overlapped) {
      const prev = recs[(r.chunk_order_index as number) - 1];
      assert.ok((prev.content as string).endsWith(markdown.slice(r.source_spans[0].start, r.source_spans[0].end)), 'the overlap is the end of the previous chunk');
    }
    assertInOrder(recs);
  });

  it('adaptive-section: the spans slice the source to each merged or split section, in order', () => {
    const recs = records(md, '--strategy', 'adaptive-section', '--max-tokens', '60', '--large-threshold', '40');
    assert.ok(recs.length >= 4);
    assert.deepEqual(Object.keys(recs[0]).slice(-1), ['source_spans']);
    for (const r of recs) assert.equal(slice(r), r.content);
    assertInOrder(recs);
  });

  it('sentence: the spans slice the source to each chunk, the semantic overlap carried from the next chunk marked', () => {
    const recs = records(md, '--strategy', 'sentence', '--max-tokens', '40');
    assert.deepEqual(Object.keys(recs[0]), ['text', 'page_num', 'source_spans']);
    for (const r of recs) assert.equal(slice(r), r.text);
    const overlapped = recs.filter((r) => r.source_spans.some((s) => s.overlap));
    assert.ok(overlapped.length >= 2, 'chunks cut mid-paragraph carry an overlap');
    for (const r of overlapped) {
      const next = recs[recs.indexOf(r) + 1];
      const own = next.source_spans.find((s) => !s.overlap)!;
      const tail = r.source_spans[r.source_spans.length - 1];
      assert.ok(tail.overlap && tail.start >= own.start && tail.end <= own.end, 'the overlap is text the next chunk owns');
    }
    assertInOrder(recs);
  });

  it('paragraph-semantic: one span per paragraph in order; a paragraph cut by the R fallback gets exact pieces with the overlap marked', () => {
    const recs = records(md, '--strategy', 'paragraph-semantic', '--max-tokens', '60', '--overlap', '8');
    assert.deepEqual(Object.keys(recs[0]).slice(-1), ['source_spans']);
    for (const r of recs) {
      const pieces = r.source_spans.map((s) => markdown.slice(s.start, s.end));
      let at = 0;
      for (const p of pieces) {
        const found = (r.content as string).indexOf(p, at);
        assert.ok(found >= at, `${JSON.stringify(p)} is in the chunk after offset ${at}`);
        at = found + p.length;
      }
    }
    const pieces = recs.filter((r) => (r.content as string).startsWith('Step') || r.source_spans[0].overlap);
    assert.ok(pieces.length >= 3, 'the long paragraph is cut by the character fallback');
    assert.ok(pieces.slice(1).every((r) => r.source_spans[0].overlap === true && slice(r) === r.content), 'later pieces start with a marked overlap');
    assertInOrder(recs);
  });

  it('mineru: each span is the content_list element a chunk is made of, in order', () => {
    const elements = [
      { type: 'text', text: 'Results', text_level: 1, page_idx: 0 },
      { type: 'text', text: 'Flow fell by a third.', page_idx: 0 },
      { type: 'text', text: 'Trees use more water.', page_idx: 0 },
      { type: 'text', text: 'Methods', text_level: 1, page_idx: 1 },
      { type: 'text', text: 'We paired catchments.', page_idx: 1 },
    ];
    const source = JSON.stringify(elements, null, 2);
    const file = join(dir, 'paper_content_list.json');
    writeFileSync(file, source);
    const recs = records(file, '--strategy', 'mineru');
    assert.equal(recs.length, 2);
    assert.deepEqual(Object.keys(recs[0]).slice(-1), ['source_spans']);
    assert.deepEqual(
      recs.map((r) => r.source_spans.map((s) => (JSON.parse(source.slice(s.start, s.end)) as { text: string }).text)),
      [['Results', 'Flow fell by a third.', 'Trees use more water.'], ['Methods', 'We paired catchments.']],
    );
    for (const r of recs) for (const s of r.source_spans) assert.ok((r.content as string).includes((JSON.parse(source.slice(s.start, s.end)) as { text: string }).text));
    assertInOrder(recs);
  });
});
