import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LineIndex } from '../../../../shared/text/lineIndex';
import { diagnosticRange, toLspDiagnostic } from '../../../../server/present/toLsp';

describe('where a finding is squiggled', () => {
  it('a finding about a multi-line chunk underlines only the rest of its first line', () => {
    const text = 'intro\n  first line of the chunk\nsecond line\nthird\n';
    const lines = new LineIndex(text);
    const span = { start: text.indexOf('first'), end: text.indexOf('third') + 5 };
    assert.deepEqual(diagnosticRange(lines, span), { start: { line: 1, character: 2 }, end: { line: 1, character: 25 } });
  });

  it('a one-line finding keeps its exact range, and CRLF line ends are not underlined', () => {
    const text = 'a\r\nbc def\r\nghi\r\n';
    const lines = new LineIndex(text);
    assert.deepEqual(diagnosticRange(lines, { start: 4, end: 6 }), { start: { line: 1, character: 1 }, end: { line: 1, character: 3 } });
    assert.deepEqual(diagnosticRange(lines, { start: 3, end: 14 }), { start: { line: 1, character: 0 }, end: { line: 1, character: 6 } });
  });

  it('a diagnostic links to its rule\'s page in the repository', () => {
    const d = toLspDiagnostic(new LineIndex('x'), { ruleId: 'CK001', ruleName: 'chunk-too-large', severity: 'warning', message: 'm', span: { start: 0, end: 1 } });
    assert.equal(d.codeDescription?.href, 'https://github.com/chunklens/chunklens/blob/HEAD/docs/rules/CK001.md');
  });
});
