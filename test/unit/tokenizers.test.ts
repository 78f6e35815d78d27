import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getTokenizer } from '../../shared/tokenizers';

describe('tokenizers', () => {
  it('chars counts Unicode code points, not UTF-16 units', () => {
    const chars = getTokenizer('chars');
    assert.equal(chars.count('a🚀b'), 3);
    assert.equal(chars.decode(chars.encode('a🚀b')), 'a🚀b');
  });

  it('o200k_base and cl100k_base give the reference counts and round-trip', () => {
    const text = 'Hello, world! Привет, мир! 你好，世界！';
    for (const id of ['o200k_base', 'cl100k_base'] as const) {
      const t = getTokenizer(id);
      assert.equal(t.decode(t.encode(text)), text);
      assert.equal(t.count(text), t.encode(text).length);
    }
    assert.equal(getTokenizer('cl100k_base').count('hello world'), 2);
    assert.equal(getTokenizer('o200k_base').count('hello world'), 2);
  });

  it('special-token text is counted as ordinary text instead of throwing', () => {
    const t = getTokenizer('cl100k_base');
    assert.ok(t.count('a <|endoftext|> b') > 3);
  });
});
