import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { analyzeRange } from '../../../../shared/engine/analyzeRange';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import type { Chunk } from '../../../../shared/model/types';
import { repoPath } from '../../../helpers/repoPath';

const SAMPLE = repoPath('test/fixtures/corpus-sample/rust-book-ch05-01-defining-structs.md');
const settings = resolveSettings({ budgets: { 'markdown-spec': { maxTokens: 120, targetTokens: 80 } } }, 'markdown', { budgets: {} });
const placeFree = (c: Chunk) => ({ content: c.content, spans: c.spans, tokens: c.tokens, type: c.type, headingsPath: c.headingsPath });

describe('progressive analysis of a visible range', () => {
  it('gives the chunks of the sections around the visible range as the full analysis has them, heading paths included', () => {
    const text = '# Book\n\nIntro.\n\n## Chapter\n\n' + readFileSync(SAMPLE, 'utf8').replace(/^(#+) /gm, '##$1 ');
    const input = { kind: 'markdown' as const, text, documentId: 'book.md', settings };
    const full = analyze(input);
    const middle = Math.floor(text.length / 2);
    const range = analyzeRange(input, { start: middle, end: middle + 400 });
    assert.ok(range.span.start > 0 && range.span.end < text.length, 'only part of the document is analysed');
    assert.ok(range.span.start <= middle && range.span.end >= middle + 400, 'the visible range is covered');
    const inRange = full.chunks.filter((c) => c.spans[0].start >= range.span.start && c.spans[0].end <= range.span.end);
    assert.ok(inRange.length >= 2);
    assert.deepEqual(range.chunks.map(placeFree), inRange.map(placeFree));
    assert.ok(range.chunks.every((c) => c.headingsPath[0] === 'Book' && c.headingsPath[1] === 'Chapter'));
  });

  it('a range at the end of the text or past it analyses the last section', () => {
    const text = '# A\n\none\n\n# B\n\ntwo\n';
    const input = { kind: 'markdown' as const, text, documentId: 'd.md', settings };
    const range = analyzeRange(input, { start: text.length - 2, end: text.length + 10 });
    assert.deepEqual(range.span, { start: text.indexOf('# B'), end: text.length });
    assert.deepEqual(range.chunks.map((c) => c.content), ['two']);
  });
});
