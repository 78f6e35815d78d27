// Golden outline of the sentence strategy on the handbook page list: page numbers, cut reasons, overlap and
// text of every chunk, reviewed in the diff. Refresh with UPDATE_GOLDEN=1.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Budgets } from '../../../../../shared/chunkers/types';
import { chunkText } from '../../../../helpers/sentenceHelpers';
import { repoPath } from '../../../../helpers/repoPath';

const FIXTURES = repoPath('test/fixtures/sentence');

function outline(text: string, budgets: Budgets): string {
  const r = chunkText('pages', text, budgets);
  const lines = [`budgets ${JSON.stringify(budgets)}: ${r.chunks.length} chunks`];
  for (const c of r.chunks) {
    lines.push(`#${c.index + 1} page_num ${c.pageNum} · pages ${c.pages?.join(',')} · ${c.tokens} tok · ${c.type} · ${c.notes.map((n) => n.reason).join(', ')}`);
    const overlap = c.spans.filter((s) => s.overlap).map((s) => JSON.parse(`"${text.slice(s.start, s.end)}"`) as string);
    if (overlap.length) lines.push(`  overlap: ${JSON.stringify(overlap.join(''))}`);
    lines.push(`  ${JSON.stringify(c.content)}`);
  }
  return lines.join('\n') + '\n';
}

describe('sentence: golden outline', () => {
  it('the handbook page list chunks as reviewed, with default and small budgets', () => {
    const text = readFileSync(join(FIXTURES, 'northwind-handbook.pages.json'), 'utf8');
    const actual = [{}, { maxTokens: 60, maxChars: 300, overlapPercent: 20 }].map((b) => outline(text, b)).join('\n');
    const golden = join(FIXTURES, 'northwind-handbook.golden.txt');
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(golden)) writeFileSync(golden, actual);
    assert.equal(actual, readFileSync(golden, 'utf8'));
  });
});
