import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../shared/config';
import { analyze, createAnalysisCache, type Analysis } from '../../shared/engine';
import { parseMarkdownIncremental, type MarkdownParseState } from '../../shared/parse/incrementalMarkdown';
import { parseMarkdown } from '../../shared/parse/markdown';
import { randomEdit, seededRandom } from '../support/randomEdits';

const SAMPLES = join(__dirname, '../../../test/fixtures/corpus-sample');
const samples = readdirSync(SAMPLES).filter((n) => n.endsWith('.md') && n !== 'README.md');
const settings = resolveSettings({ budgets: { 'markdown-spec': { maxTokens: 120, targetTokens: 80 } } }, 'markdown', { budgets: {} });

const comparable = (a: Analysis) => ({ blocks: a.doc.blocks, chunks: a.chunks, findings: a.findings });

describe('Incremental analysis', () => {
  it('an incremental parse equals a parse from scratch after every edit of a long random sequence', () => {
    for (const [n, name] of samples.entries()) {
      let text = readFileSync(join(SAMPLES, name), 'utf8');
      const random = seededRandom(1000 + n);
      let state: MarkdownParseState | undefined = parseMarkdownIncremental(text, undefined, undefined, 80).state;
      // The reference re-scans everything; its memo only saves re-parsing a region text it parsed before.
      const regionMemo = new Map();
      for (let step = 0; step < 300; step++) {
        text = randomEdit(text, random);
        const incremental = parseMarkdownIncremental(text, state, undefined, 80);
        state = incremental.state;
        const fresh = parseMarkdownIncremental(text, undefined, regionMemo, 80);
        assert.deepEqual(incremental.doc.blocks, fresh.doc.blocks, `${name}, seed ${1000 + n}, step ${step}`);
      }
      assert.deepEqual(state.doc.blocks, parseMarkdownIncremental(text, undefined, undefined, 80).doc.blocks);
    }
  });

  it('the blocks before an edit are reused and the blocks after it are moved, not re-parsed', () => {
    const text = readFileSync(join(SAMPLES, samples[0]), 'utf8');
    const first = parseMarkdownIncremental(text);
    const at = Math.floor(text.length / 2);
    const second = parseMarkdownIncremental(text.slice(0, at) + 'x' + text.slice(at), first.state);
    const { firstBlock, oldEnd, newEnd, charDelta } = second.change;
    assert.ok(firstBlock > 0 && oldEnd < first.doc.blocks.length, 'the change is local');
    assert.equal(charDelta, 1);
    for (let i = 0; i < firstBlock; i++) assert.equal(second.doc.blocks[i], first.doc.blocks[i]);
    assert.equal(second.doc.blocks.length - newEnd, first.doc.blocks.length - oldEnd);
  });

  it('analysis with a cache equals analysis from scratch after every edit: blocks, chunk ids and findings', () => {
    for (const [n, name] of samples.entries()) {
      let text = readFileSync(join(SAMPLES, name), 'utf8');
      const random = seededRandom(2000 + n);
      const cache = createAnalysisCache();
      const input = { kind: 'markdown' as const, documentId: `sample/${name}`, settings };
      analyze({ ...input, text }, cache);
      for (let step = 0; step < 120; step++) {
        text = randomEdit(text, random);
        const incremental = analyze({ ...input, text }, cache);
        const fresh = analyze({ ...input, text });
        assert.deepEqual(comparable(incremental), comparable(fresh), `${name}, seed ${2000 + n}, step ${step}`);
      }
    }
  });

  it('a heading renamed above unchanged sections changes their heading paths, as from scratch', () => {
    const text = '# A\n\none\n\n## B\n\ntwo\n\n## C\n\nthree\n';
    const cache = createAnalysisCache();
    const input = { kind: 'markdown' as const, documentId: 'd.md', settings };
    analyze({ ...input, text }, cache);
    const renamed = analyze({ ...input, text: text.replace('# A', '# Z') }, cache);
    assert.deepEqual(renamed.chunks.map((c) => c.headingsPath), [['Z'], ['Z', 'B'], ['Z', 'C']]);
    assert.deepEqual(comparable(renamed), comparable(analyze({ ...input, text: text.replace('# A', '# Z') })));
    assert.deepEqual(parseMarkdown('# Z\n').blocks[0].headingPath, []);
  });
});
