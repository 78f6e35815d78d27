import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Chunk } from '../../../../shared/model/types';
import { decorationLabel, isOversized, limitOf, shortHeadingPath, sizeText } from '../../../../server/present/chunkFacts';

function chunk(content: string, tokens: number, headingsPath: string[] = []): Chunk {
  return { index: 6, id: 'x', strategy: 'mineru', type: 'paragraph', content, tokens, spans: [{ start: 0, end: content.length }], headingsPath, notes: [] };
}

describe('chunk labels and sizes', () => {
  it('labels keep a short heading path whole: chunk 7 · 412/900 tok · API › Auth › JWT', () => {
    assert.equal(decorationLabel(chunk('x', 412, ['API', 'Auth', 'JWT']), { value: 900, unit: 'tok' }), 'chunk 7 · 412/900 tok · API › Auth › JWT');
  });

  it('a long heading path shrinks to its innermost heading, cut at 24 characters, so the label stays on screen', () => {
    const long = 'Configuring the authentication middleware for every service';
    assert.equal(shortHeadingPath(['Reference', 'Security', 'JWT tokens']), '… › JWT tokens');
    assert.equal(shortHeadingPath(['Reference', long]), `… › ${long.slice(0, 23)}…`);
    assert.equal(shortHeadingPath([long]), `${long.slice(0, 23)}…`);
    assert.ok(decorationLabel(chunk('x', 5, ['Reference', 'Security', long]), { value: 900, unit: 'tok' }).length <= 60);
  });

  it('a strategy that caps characters is measured in code points of the embed text, whatever the tokenizer', () => {
    const limit = limitOf({ maxChars: 10 });
    assert.deepEqual(limit, { value: 10, unit: 'ch' });
    const text = 'ẞ👍 eleven ch'; // 12 code points, 13 UTF-16 units
    assert.equal(sizeText(chunk(text, 3), limit), '12/10 ch');
    assert.equal(isOversized(chunk(text, 3), limit), true);
    assert.equal(isOversized(chunk(text, 3), { value: 12, unit: 'ch' }), false);
  });

  it('a token cap wins over a soft character budget (sentence has both); no cap at all shows the bare size', () => {
    assert.deepEqual(limitOf({ maxTokens: 500, maxChars: 1000 }), { value: 500, unit: 'tok' });
    assert.equal(sizeText(chunk('abc', 2), undefined), '2 tok');
  });
});
