// gpt2, r50k_base and p50k_base (the encodings LangChain's and LlamaIndex's splitters default to) give the ids
// of js-tiktoken's own encoder on real Markdown, round-trip, and report each token's bytes.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Tiktoken } from 'js-tiktoken/lite';
import gpt2 from 'js-tiktoken/ranks/gpt2';
import p50kBase from 'js-tiktoken/ranks/p50k_base';
import r50kBase from 'js-tiktoken/ranks/r50k_base';
import { getTokenizer } from '../../../../shared/tokenizers';
import { withReferenceWhiteSpace } from '../../../../shared/tokenizers/referencePattern';
import { repoPath } from '../../../helpers/repoPath';

const CORPUS = repoPath('test/fixtures/corpus-sample');
const texts = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.md') && f !== 'README.md')
  .map((f) => [f, readFileSync(join(CORPUS, f), 'utf8')] as const);

describe('tokenizers: gpt2, r50k_base, p50k_base', () => {
  for (const [id, ranks] of [['gpt2', gpt2], ['r50k_base', r50kBase], ['p50k_base', p50kBase]] as const) {
    it(`${id}: the ids of js-tiktoken's encoder on ${texts.length} real Markdown files, and the text back`, () => {
      const asShipped = new Tiktoken(ranks);
      const reference = new Tiktoken({ ...ranks, pat_str: withReferenceWhiteSpace(ranks.pat_str) });
      const t = getTokenizer(id);
      let tokens = 0;
      for (const [file, text] of texts) {
        const ids = t.encode(text);
        assert.deepEqual(ids, reference.encode(text, [], []), `${id}: ${file}`);
        if (!/[\uFEFF\u0085]/.test(text)) assert.deepEqual(ids, asShipped.encode(text, [], []), `${id} as shipped: ${file}`);
        assert.equal(t.count(text), ids.length);
        assert.equal(t.decode(ids), text);
        const bytes = t.tokenByteLengths(ids);
        assert.equal(bytes.reduce((a, b) => a + b, 0), Buffer.byteLength(text, 'utf8'), `${id}: token bytes of ${file}`);
        tokens += ids.length;
      }
      assert.ok(tokens > 10_000, `${tokens} tokens compared`);
    });
  }

  it('gpt2 is r50k_base under its own name, and p50k_base differs from it only on runs of spaces', () => {
    const text = 'def f():\n        return   1\n';
    assert.deepEqual(getTokenizer('gpt2').encode(text), getTokenizer('r50k_base').encode(text));
    assert.ok(getTokenizer('p50k_base').count(text) < getTokenizer('r50k_base').count(text));
  });

  it('decoding keeps a U+FEFF at the start of the ids (TextDecoder would drop it; tiktoken does not)', () => {
    for (const id of ['gpt2', 'cl100k_base'] as const) {
      const t = getTokenizer(id);
      const ids = t.encode('\uFEFFbom');
      assert.equal(t.decode(ids), '\uFEFFbom');
    }
  });
});
