// The playground's URL hash carries its state: a link opens the same view, and a document too large for a link
// leaves only its settings in it.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodePageState, encodePageState, type PageState } from '../../../playground/pageState';

describe('the playground state in the URL hash', () => {
  it('round-trips the file name, strategies, tokenizer, budgets, library arguments and text', async () => {
    const state: PageState = {
      fileName: 'guide.md',
      strategy: 'markdown-spec',
      compareWith: 'langchain-recursive',
      tokenizer: 'cl100k_base',
      budgets: { maxTokens: 300, overlapTokens: 0 },
      options: { chunk_size: 200, separators: ['\n\n', '\n'] },
      text: '# Guide\n\nÜnïcode, emoji 🧩 and "quotes".\n',
    };
    const { hash, withText } = await encodePageState(state);
    assert.match(hash, /^#s=[\w-]+$/);
    assert.equal(withText, true);
    assert.deepEqual(await decodePageState(hash), state);
  });

  it('leaves the text out when the link would be longer than the limit, and keeps the settings', async () => {
    const text = Array.from({ length: 4000 }, (_, i) => `line ${i * 7919 % 10007}`).join('\n');
    const { hash, withText } = await encodePageState({ fileName: 'big.md', strategy: 'recursive', budgets: { maxTokens: 100 }, text }, 2000);
    assert.equal(withText, false);
    assert.ok(hash.length <= 2000);
    assert.deepEqual(await decodePageState(hash), { fileName: 'big.md', strategy: 'recursive', budgets: { maxTokens: 100 } });
  });

  it('reads no state from a hash that is not one (empty, another page\'s, edited by hand)', async () => {
    for (const hash of ['', '#section-2', '#s=', '#s=not*base64', '#s=AAAA']) assert.equal(await decodePageState(hash), undefined, hash);
    const { hash } = await encodePageState({ fileName: 'a.md', budgets: { maxTokens: 'many' as unknown as number } });
    assert.deepEqual(await decodePageState(hash), { fileName: 'a.md', budgets: {} });
  });
});
