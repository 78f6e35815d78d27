// The playground's synchronous SHA-256 stands in for node:crypto's in the browser bundle, so chunk ids there
// are the CLI's.

import assert from 'node:assert/strict';
import { hash as nodeHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { hash } from '../../../playground/sha256';

describe('the playground SHA-256', () => {
  it('gives node:crypto\'s digest for empty, short, block-boundary, multi-block and non-ASCII texts', () => {
    const texts = ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'x'.repeat(1000), 'Üñïcødé 🧩 中文 \u0000 text', 'doc.md\u00000:120\u0000chunk'];
    for (const text of texts) assert.equal(hash('sha256', text, 'hex'), nodeHash('sha256', text, 'hex'), JSON.stringify(text.slice(0, 20)));
  });
});
