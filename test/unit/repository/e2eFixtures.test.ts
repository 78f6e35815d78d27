// The expectations beside the end-to-end fixtures (test/fixtures/e2e-ws/<name>.expected.json) hold for the core:
// a chunking change that would break the e2e suite in VS Code shows up here first, in seconds.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../shared/config/config';
import { analyze } from '../../../shared/engine/engine';
import type { StrategyId } from '../../../shared/model/types';

const WORKSPACE = join('test', 'fixtures', 'e2e-ws');

interface ChunkStart {
  line: number;
  headingsPath: string[];
}

/** 1-based line of a UTF-16 offset, as the editor numbers lines. */
function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/**
 * Analyses `text` as the editor does and returns, as the e2e suite reads the editor's bands, one entry per line
 * where chunks start (own text, overlap excluded) with the heading path of the first chunk there, and the lines
 * flagged by any of `codes`.
 */
function analyzeAsEditor(text: string, strategy: StrategyId, codes: string[]): { starts: ChunkStart[]; flagged: number[] } {
  const settings = resolveSettings({}, 'markdown', { strategy });
  const { chunks, findings } = analyze({ kind: 'markdown', text, documentId: 'fixture.md', settings });
  const starts: ChunkStart[] = [];
  for (const chunk of chunks) {
    const own = chunk.spans.find((s) => !s.overlap) ?? chunk.spans[0];
    const line = lineOf(text, own.start);
    if (starts[starts.length - 1]?.line !== line) starts.push({ line, headingsPath: chunk.headingsPath });
  }
  const flagged = [...new Set(findings.filter((f) => codes.includes(f.ruleId)).map((f) => lineOf(text, f.span.start)))];
  return { starts, flagged };
}

for (const name of ['guide', 'editing']) {
  const text = readFileSync(join(WORKSPACE, `${name}.md`), 'utf8');
  const expected = JSON.parse(readFileSync(join(WORKSPACE, `${name}.expected.json`), 'utf8'));

  describe(`e2e fixture ${name}.md`, () => {
    const { starts, flagged } = analyzeAsEditor(text, expected.strategy, expected.oversized.codes);

    it('chunks start on the lines and under the heading paths that its expectations list', () => {
      assert.deepEqual(starts, expected.chunkStarts);
    });

    it('the paragraph over the cap is flagged on its line, and only there, by one of the expected rules', () => {
      assert.deepEqual(flagged, [expected.oversized.line]);
    });
  });
}

describe('e2e fixture editing.md after the heading the e2e suite types', () => {
  const expected = JSON.parse(readFileSync(join(WORKSPACE, 'editing.expected.json'), 'utf8'));
  const after = expected.afterInsertingHeading;
  const lines = readFileSync(join(WORKSPACE, 'editing.md'), 'utf8').split('\n');
  lines[after.beforeLine - 1] = after.text + lines[after.beforeLine - 1];

  it('chunks start on the lines that afterInsertingHeading lists, and the warning moved with its paragraph', () => {
    const { starts, flagged } = analyzeAsEditor(lines.join('\n'), expected.strategy, expected.oversized.codes);
    assert.deepEqual(starts, after.chunkStarts);
    assert.deepEqual(flagged, [after.oversizedLine]);
  });
});
