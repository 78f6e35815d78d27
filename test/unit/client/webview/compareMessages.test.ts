// The compare view and the query box exchange messages with their host that are checked field by field: a real
// comparison and ranking pass, and any field of the wrong type (a forged kind or severity, a missing count) fails.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseHostMessage, parseWebviewMessage } from '../../../../client/webview/messages';
import type { DocumentAnalysis } from '../../../../server/host/analyses';
import { toCompareResult } from '../../../../server/present/compareResult';
import { LineIndex } from '../../../../shared/text/lineIndex';
import type { CompareStrategiesResult, QueryChunksResult } from '../../../../shared/model/protocol';
import { analyzeText } from '../../../helpers/analyzeText';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';

const TEXT = '# Title\n\nIntro paragraph here.\n\n## Empty\n\n## Part\n\nSome text here.\n\n- a\n- b\n';

function compareMessage(): { type: 'compare'; fileName: string; comparison: CompareStrategiesResult } {
  const lines = new LineIndex(TEXT);
  const a = { uri: 'file:///doc.md', version: 1, kind: 'markdown', analysis: analyzeText(TEXT), lines } as unknown as DocumentAnalysis;
  const other = analyze({ kind: 'markdown', text: TEXT, documentId: 'doc.md', settings: resolveSettings({}, 'markdown', { strategy: 'recursive' }) });
  const b = { ...a, analysis: other } as DocumentAnalysis;
  return { type: 'compare', fileName: 'doc.md', comparison: toCompareResult(a, b) };
}

function queryMessage(): { type: 'query'; query: string; workspace: boolean; results: QueryChunksResult[] } {
  const hit = { rank: 1, uri: 'file:///doc.md', index: 2, score: 1.5, terms: ['text'], range: { start: { line: 8, character: 0 }, end: { line: 8, character: 15 } }, headingsPath: ['Title', 'Part'], snippet: 'Some text here.' };
  return { type: 'query', query: 'text', workspace: false, results: [{ query: 'text', strategy: 'markdown-spec', files: 1, chunks: 4, hits: [hit] }] };
}

function forged<T>(message: T, edit: (m: T) => void): unknown {
  const copy = structuredClone(message);
  edit(copy);
  return copy;
}

describe('compare and query messages of the chunk tree webview', () => {
  it('accepts the comparisons and rankings the host sends', () => {
    const compare = compareMessage();
    assert.ok(compare.comparison.boundaries.length > 0);
    assert.ok(compare.comparison.sides[0].findings.length > 0);
    assert.deepEqual(parseHostMessage(compare), compare);
    assert.deepEqual(parseHostMessage(queryMessage()), queryMessage());
    assert.ok(parseHostMessage({ type: 'query', query: '', workspace: false, results: [] }));
  });

  it('rejects a comparison or ranking with any field of the wrong type', () => {
    const compareCases: Array<[string, (m: ReturnType<typeof compareMessage>) => void]> = [
      ['forged boundary kind', (m) => ((m.comparison.boundaries[0] as { kind: string }).kind = 'x" onclick="')],
      ['forged cut', (m) => ((m.comparison.sides[0].cuts as unknown[])[1] = 'c')],
      ['cuts shorter than chunks', (m) => m.comparison.sides[0].cuts.pop()],
      ['a bin count missing', (m) => m.comparison.sides[1].counts.pop()],
      ['a NaN edge', (m) => (m.comparison.edges[1] = Number.NaN)],
      ['one side only', (m) => m.comparison.sides.pop()],
      ['forged finding severity', (m) => ((m.comparison.sides[0].findings[0] as { severity: string }).severity = 'fatal')],
      ['rule count as a string', (m) => ((m.comparison.sides[0].findingsByRule[0] as { count: unknown }).count = '2')],
      ['a chunk without size', (m) => delete (m.comparison.sides[1].chunks[0] as Partial<(typeof m.comparison.sides)[0]['chunks'][0]>).size],
    ];
    for (const [what, edit] of compareCases) assert.equal(parseHostMessage(forged(compareMessage(), edit)), undefined, what);
    const queryCases: Array<[string, (m: ReturnType<typeof queryMessage>) => void]> = [
      ['score as a string', (m) => ((m.results[0].hits[0] as { score: unknown }).score = '1')],
      ['negative rank', (m) => (m.results[0].hits[0].rank = -1)],
      ['range without end', (m) => delete (m.results[0].hits[0].range as Partial<typeof m.results[0]['hits'][0]['range']>).end],
      ['three results', (m) => m.results.push(m.results[0], m.results[0])],
      ['workspace as a string', (m) => ((m as { workspace: unknown }).workspace = 'yes')],
    ];
    for (const [what, edit] of queryCases) assert.equal(parseHostMessage(forged(queryMessage(), edit)), undefined, what);
  });

  it('accepts exactly the new webview messages and nothing looser', () => {
    assert.deepEqual(parseWebviewMessage({ type: 'query', text: 'how', workspace: true }), { type: 'query', text: 'how', workspace: true });
    assert.deepEqual(parseWebviewMessage({ type: 'revealSide', side: 1, index: 2 }), { type: 'revealSide', side: 1, index: 2 });
    assert.deepEqual(parseWebviewMessage({ type: 'openHit', result: 0, rank: 1 }), { type: 'openHit', result: 0, rank: 1 });
    assert.deepEqual(parseWebviewMessage({ type: 'stopCompare' }), { type: 'stopCompare' });
    for (const bad of [
      { type: 'query', text: 'how' },
      { type: 'query', text: 7, workspace: false },
      { type: 'query', text: 'x'.repeat(1001), workspace: false },
      { type: 'revealSide', side: 2, index: 0 },
      { type: 'revealSide', side: 0, index: -1 },
      { type: 'openHit', result: 0, rank: 1, uri: 'file:///etc/passwd' },
      { type: 'stopCompare', now: true },
    ]) {
      assert.equal(parseWebviewMessage(bad), undefined, JSON.stringify(bad).slice(0, 80));
    }
  });
});
