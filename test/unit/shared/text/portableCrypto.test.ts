import assert from 'node:assert/strict';
import { hash } from 'node:crypto';
import { describe, it } from 'node:test';
import { sha256Hex } from '../../../../shared/text/portableCrypto';

describe('portableCrypto (the web bundles\' sha256)', () => {
  it('gives node:crypto\'s sha256 hex for texts around the block and length-field boundaries, non-ASCII and lone surrogates', () => {
    const texts = ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(63), 'a'.repeat(64), 'a'.repeat(119), 'é'.repeat(40), '# Guide 🙂\n\nchunk', 'x\uD800y', '\uDC00', 'z'.repeat(100_000)];
    for (const text of texts) assert.equal(sha256Hex(text), hash('sha256', text, 'hex'), JSON.stringify(text.slice(0, 20)));
  });

  it('matches the FIPS 180-2 test vector for "abc"', () => {
    assert.equal(sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
