// One marker fixture per rule (test/fixtures/rules/ckNNN-<name>.md): exactly the marked lines are flagged.

import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint } from '../../../../shared/engine/lint';
import type { Chunk } from '../../../../shared/model/types';
import { RULES } from '../../../../shared/rules';
import { analyzeText, FIXTURES } from '../../../helpers/analyzeText';
import { runMarkedFixture } from '../../../helpers/markerFixture';

const fixtures = readdirSync(join(FIXTURES, 'rules')).filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, ''));

describe('rules on their marker fixtures', () => {
  for (const rule of RULES) {
    const name = fixtures.find((f) => f.startsWith(rule.id.toLowerCase() + '-'));
    it(`${rule.id} ${rule.names[0]} flags exactly the marked lines of its fixture`, () => {
      assert.ok(name, `no fixture for ${rule.id}`);
      const { expected, actual } = runMarkedFixture(name!);
      const want = expected.get(rule.id) ?? [];
      assert.ok(want.length > 0, `fixture ${name} marks no line with {${rule.id}}`);
      assert.deepEqual(actual.get(rule.id) ?? [], want);
    });
  }
});

describe('marker fixtures that mark other rules too', () => {
  for (const name of fixtures) {
    it(`${name}: every rule marked in it flags exactly its marked lines`, () => {
      const { expected, actual } = runMarkedFixture(name);
      for (const [id, lines] of expected) assert.deepEqual(actual.get(id) ?? [], lines, id);
    });
  }
});

describe('rules beyond the fixtures', () => {
  it('CK008 reports chunks whose char ranges go backwards, as the strategy\'s defect (a pipeline finding)', () => {
    const a = analyzeText('First paragraph here.\n\nSecond paragraph here.\n');
    const [one, two] = a.chunks.length === 1
      ? [a.chunks[0], { ...a.chunks[0] }]
      : [a.chunks[0], a.chunks[1]];
    const reversed: Chunk[] = [
      { ...one, index: 0, spans: [{ start: 23, end: 45 }] },
      { ...two, index: 1, spans: [{ start: 0, end: 21 }] },
    ];
    const findings = lint({ doc: a.doc, chunks: reversed, strategy: 'markdown-spec', budgets: a.context.budgets, problems: [] }, {});
    const ck008 = findings.filter((f) => f.ruleId === 'CK008');
    assert.deepEqual(ck008.map((f) => f.chunkIndex), [1]);
    assert.match(ck008[0].pipeline?.cause ?? '', /a defect of the strategy, not of the document/);
  });

  it('CK008 checks markdown-spec chunks only: other strategies may point several chunks at one source unit', () => {
    const a = analyzeText('First paragraph here.\n\nSecond paragraph here.\n');
    const sameLine: Chunk[] = [
      { ...a.chunks[0], index: 0, strategy: 'paragraph-semantic', spans: [{ start: 0, end: 45 }] },
      { ...a.chunks[0], index: 1, strategy: 'paragraph-semantic', spans: [{ start: 0, end: 45 }] },
    ];
    const ctx = { doc: a.doc, chunks: sameLine, budgets: a.context.budgets, problems: [] };
    assert.deepEqual(lint({ ...ctx, strategy: 'paragraph-semantic' }, {}).filter((f) => f.ruleId === 'CK008'), []);
    assert.equal(lint({ ...ctx, strategy: 'markdown-spec' }, {}).filter((f) => f.ruleId === 'CK008').length, 1);
  });

  it('CK007 reports a boundary in the middle of a word for strategies that leave no notes', () => {
    const a = analyzeText('Tokenization matters.\n');
    const base = a.chunks[0];
    const cutMidWord: Chunk[] = [
      { ...base, index: 0, notes: [], spans: [{ start: 0, end: 5 }] },
      { ...base, index: 1, notes: [], spans: [{ start: 5, end: 13 }] },
      { ...base, index: 2, notes: [], spans: [{ start: 14, end: 21 }] },
    ];
    const findings = lint({ doc: a.doc, chunks: cutMidWord, strategy: 'recursive', budgets: a.context.budgets, problems: [] }, {});
    assert.deepEqual(findings.filter((f) => f.ruleId === 'CK007').map((f) => f.chunkIndex), [1]);
  });

  it('markdown-spec output never trips the overlap, hard-split or size-cap rules on ordinary prose', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} explains one more detail of the system. It has a second sentence too.`).join('\n\n');
    const a = analyzeText(`# Title\n\n${text}\n`, { budgets: { maxTokens: 120, targetTokens: 90, minTokens: 10, overlapTokens: 20 } });
    assert.ok(a.chunks.length > 5);
    assert.deepEqual([...a.findings, ...a.pipelineFindings].filter((f) => ['CK001', 'CK007', 'CK008'].includes(f.ruleId)), []);
  });

  it('a rule configured off reports nothing, and a configured severity wins', () => {
    const text = '# A\n\n## B\n\ntext\n';
    assert.equal(analyzeText(text, { rules: { 'orphan-heading': 'off' } }).findings.length, 0);
    assert.equal(analyzeText(text, { rules: { CK003: 'error' } }).findings[0]?.severity, undefined);
    assert.deepEqual(analyzeText('# A\n\n# B\n\ntext\n', { rules: { CK003: 'error' } }).findings.map((f) => f.severity), ['error']);
  });
});
