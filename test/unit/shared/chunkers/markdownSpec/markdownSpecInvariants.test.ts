// shared/README.md invariant 4 and Spec v1 §10 over every Markdown fixture and real-world sample, under several budgets:
// caps hold, all content is covered in order, own ranges are monotonic and disjoint, overlap is legal, ids are
// the §9 hash and stable.

import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import type { Budgets } from '../../../../../shared/chunkers/types';
import type { TokenizerId } from '../../../../../shared/tokenizers';
import { analyzeText, FIXTURES, readFixture } from '../../../../helpers/analyzeText';
import { assertSpecInvariants } from '../../../../helpers/invariants';

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return markdownFiles(path);
    return e.name.endsWith('.md') && e.name !== 'README.md' ? [relative(FIXTURES, path)] : [];
  });
}

const FILES = markdownFiles(FIXTURES);
const VARIANTS: Array<{ name: string; tokenizer?: TokenizerId; budgets?: Budgets; smallOnly?: boolean }> = [
  { name: 'defaults' },
  { name: 'cl100k, max 300', tokenizer: 'cl100k_base', budgets: { maxTokens: 300, targetTokens: 200, minTokens: 50, overlapTokens: 40 } },
  { name: 'chars, max 60', tokenizer: 'chars', budgets: { maxTokens: 60, targetTokens: 40, minTokens: 5, overlapTokens: 15 } },
  { name: 'chars, max 8', tokenizer: 'chars', budgets: { maxTokens: 8, targetTokens: 6, minTokens: 1, overlapTokens: 3 }, smallOnly: true },
];

describe('markdown-spec invariants on every Markdown fixture', () => {
  it('finds the fixtures', () => assert.ok(FILES.length >= 15, `found ${FILES.length}`));

  for (const variant of VARIANTS) {
    it(`holds caps, coverage, monotonic ranges, legal overlap and §9 ids (${variant.name})`, () => {
      for (const file of variant.smallOnly ? FILES.filter((f) => !f.startsWith('corpus-sample')) : FILES) {
        const text = readFixture(file);
        const a = analyzeText(text, { tokenizer: variant.tokenizer, budgets: variant.budgets, documentId: file });
        assertSpecInvariants(a, `${file} (${variant.name})`);
        const broken = [...a.findings, ...a.pipelineFindings].filter((f) => f.ruleId === 'CK001' || f.ruleId === 'CK008' || f.ruleId === 'CK900');
        assert.deepEqual(broken, [], `${file} (${variant.name})`);
        const again = analyzeText(text, { tokenizer: variant.tokenizer, budgets: variant.budgets, documentId: file });
        assert.deepEqual(again.chunks.map((c) => c.id), a.chunks.map((c) => c.id), `${file}: ids stable`);
      }
    });
  }

  it('holds them on awkward input: CRLF, tabs, unclosed fences, empty and whitespace-only documents', () => {
    const docs = [
      '',
      '   \n\n\t\n',
      '# Only a heading\n',
      'Line one.\r\nLine two.\r\n\r\n- item\r\n  - nested\r\n',
      '```js\nunclosed fence\n'.repeat(1) + 'x = 1;\n'.repeat(60),
      '> quote\n>\n> more\n\n| a |\n|---|\n',
      '\tindented with a tab\n\n* [ ] task\n* [x] done\n',
    ];
    for (const [i, text] of docs.entries()) {
      const a = analyzeText(text, { tokenizer: 'chars', budgets: { maxTokens: 20, targetTokens: 15, minTokens: 1, overlapTokens: 5 } });
      assertSpecInvariants(a, `awkward ${i}`);
    }
  });
});
