import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze, createAnalysisCache, type Analysis } from '../../../../shared/engine/engine';
import { LineIndex } from '../../../../shared/text/lineIndex';
import type { StrategyId } from '../../../../shared/model/types';
import { PieceText } from '../../../../shared/text/pieceText';
import { bigMarkdownDocument } from '../../../fixtures/bigMarkdown';
import { applyReplacement, randomReplacement, seededRandom } from '../../../helpers/randomEdits';
import { repoPath } from '../../../helpers/repoPath';

const SAMPLES = repoPath('test/fixtures/corpus-sample');
const samples = readdirSync(SAMPLES).filter((n) => n.endsWith('.md') && n !== 'README.md');
const small = resolveSettings({ budgets: { 'markdown-spec': { maxTokens: 120, targetTokens: 80 } } }, 'markdown', { budgets: {} });

const comparable = (a: Analysis) => ({ blocks: a.doc.blocks, chunks: a.chunks, findings: a.findings });
const settingsOf = (strategy: StrategyId) => resolveSettings({}, 'markdown', { strategy });

/** Edits a string and a PieceText the same random ways and checks each cached analysis of the PieceText. */
function checkEdits(name: string, settings: ReturnType<typeof settingsOf>, steps: number, seed: number): void {
  let text = readFileSync(join(SAMPLES, name), 'utf8');
  let pieces = PieceText.from(text, 128);
  const random = seededRandom(seed);
  const cache = createAnalysisCache();
  const input = { kind: 'markdown' as const, documentId: `sample/${name}`, settings };
  analyze({ ...input, text: pieces }, cache);
  for (let step = 0; step < steps; step++) {
    const edit = randomReplacement(text.length, random);
    text = applyReplacement(text, edit);
    pieces = pieces.edit(edit.start, edit.end, edit.inserted);
    const incremental = analyze({ ...input, text: pieces }, cache);
    assert.deepEqual(comparable(incremental), comparable(analyze({ ...input, text })), `${name}, ${settings.strategy.id}, seed ${seed}, step ${step}`);
  }
}

describe('Analysis of a PieceText (the language server\'s document text)', () => {
  it('with a cache equals the analysis of the same string from scratch after every edit of long random sequences', () => {
    for (const [n, name] of samples.entries()) checkEdits(name, small, 40, 4000 + n);
  });

  it('every other Markdown strategy on a PieceText equals its analysis of the string', () => {
    for (const strategy of ['paragraph-semantic', 'recursive', 'sentence', 'adaptive-section'] as const) checkEdits(samples[0], settingsOf(strategy), 15, 5000);
  });

  describe('a keystroke', () => {
    let flattened = 0;
    let longestSlice = 0;
    const { toString, slice } = PieceText.prototype;
    beforeEach(() => {
      PieceText.prototype.toString = function (this: PieceText) {
        flattened++;
        return toString.call(this);
      };
      PieceText.prototype.slice = function (this: PieceText, start?: number, end?: number) {
        const result = slice.call(this, start, end);
        longestSlice = Math.max(longestSlice, result.length);
        return result;
      };
    });
    afterEach(() => {
      PieceText.prototype.toString = toString;
      PieceText.prototype.slice = slice;
    });

    /** Types 40 characters at seeded places in a ~330 KB document with a suppression comment and an empty section at its end; returns the last text. */
    const type = (strategy: StrategyId): { text: PieceText; lines: LineIndex; analysis: Analysis } => {
      const source = `<!-- chunklens-disable-next-line CK003 -->\n${bigMarkdownDocument()}\n\n${readFileSync(join(SAMPLES, samples[0]), 'utf8')}\n\n## An empty section\n\n## After it\n\nThe writer's finding above keeps the lint path busy on every keystroke.\n`;
      let text = PieceText.from(source);
      let lines = new LineIndex(text);
      const cache = createAnalysisCache();
      const input = { kind: 'markdown' as const, documentId: 'big.md', settings: settingsOf(strategy) };
      let analysis = analyze({ ...input, text }, cache);
      flattened = 0;
      longestSlice = 0;
      const random = seededRandom(9);
      for (let i = 0; i < 40; i++) {
        const at = Math.floor(random() * text.length);
        text = text.edit(at, at, 'x');
        analysis = analyze({ ...input, text }, cache);
        lines = LineIndex.afterEdit(lines, text, analysis.textEdit!);
        for (const f of analysis.findings) lines.rangeOf(f.span);
      }
      return { text, lines, analysis };
    };

    it('in a big document never copies the whole text into one string (markdown-spec)', () => {
      const { analysis } = type('markdown-spec');
      assert.equal(flattened, 0, 'no flat copy of the whole text while typing');
      assert.ok(longestSlice < 20_000, `the longest slice read while typing is ${longestSlice} units`);
      assert.ok(analysis.chunks.length > 1000 && analysis.findings.length > 0);
    });

    it('copies the whole text for a strategy that re-reads the whole document anyway (recursive)', () => {
      type('recursive');
      assert.ok(flattened >= 40, `one copy per keystroke, got ${flattened}`);
    });
  });
});
