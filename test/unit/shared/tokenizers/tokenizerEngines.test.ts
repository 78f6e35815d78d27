import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import { get_encoding } from 'tiktoken';
import { validateConfig, resolveSettings } from '../../../../shared/config/config';
import { getTokenizer } from '../../../../shared/tokenizers';
import { registerWasmTokenizer } from '../../../../server/node/wasmTokenizer';
import { parseCommand } from '../../../../server/cli/args';
import { repoPath } from '../../../helpers/repoPath';

const SAMPLES = repoPath('test/fixtures/corpus-sample');
const TRICKY = [
  '\uFEFF# Plugins {#plugins}\n\nText.', // a file that starts with a byte-order mark (vuejs-docs plugins.md)
  'word\uFEFF#tag and a\uFEFF b',
  'next\u0085line \u0085\u0085 end',
  '  \t\n\u00a0\u3000 mixed\u2028spaces\u2029',
];

describe('tokenizer engines', () => {
  it('the js engine gives the reference token ids where U+FEFF or U+0085 meet punctuation and spaces', () => {
    for (const id of ['cl100k_base', 'o200k_base'] as const) {
      const reference = get_encoding(id);
      for (const text of TRICKY) {
        assert.deepEqual(getTokenizer(id, 'js').encode(text), Array.from(reference.encode_ordinary(text)), `${id} ${JSON.stringify(text)}`);
      }
      reference.free();
    }
  });

  it('js-tiktoken as shipped splits a leading byte-order mark from the next character, the reference does not', () => {
    const shipped = new Tiktoken(cl100kBase);
    const reference = get_encoding('cl100k_base');
    assert.equal(shipped.encode(TRICKY[0], [], []).length, reference.encode_ordinary(TRICKY[0]).length + 1);
    reference.free();
  });

  it('the wasm engine, once registered, counts real documents exactly as the js engine does', () => {
    registerWasmTokenizer();
    for (const name of readdirSync(SAMPLES).filter((n) => n.endsWith('.md'))) {
      const text = readFileSync(join(SAMPLES, name), 'utf8');
      for (const id of ['cl100k_base', 'o200k_base'] as const) {
        const wasm = getTokenizer(id, 'wasm');
        assert.equal(wasm.count(text), getTokenizer(id, 'js').count(text), `${id} ${name}`);
        assert.equal(wasm.decode(wasm.encode(text)), text);
      }
    }
  });

  it('the engine is a setting: config tokenizerEngine and CLI --tokenizer-engine, unknown values rejected', () => {
    assert.equal(resolveSettings(validateConfig({ tokenizerEngine: 'wasm' }).config, 'markdown').tokenizerEngine, 'wasm');
    assert.equal(resolveSettings({}, 'markdown').tokenizerEngine, undefined);
    assert.match(validateConfig({ tokenizerEngine: 'rust' }).problems[0].message, /unknown tokenizer engine "rust"/);
    const command = parseCommand(['chunk', 'a.md', '--tokenizer-engine', 'wasm']);
    assert.equal(command.name === 'chunk' && command.overrides.tokenizerEngine, 'wasm');
    assert.throws(() => parseCommand(['chunk', 'a.md', '--tokenizer-engine', 'rust']), /unknown tokenizer engine "rust"/);
  });
});
