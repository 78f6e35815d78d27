import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import * as oniguruma from 'vscode-oniguruma';
import * as textmate from 'vscode-textmate';

async function loadGrammar(): Promise<textmate.IGrammar> {
  const wasm = readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({ createOnigScanner: (p) => new oniguruma.OnigScanner(p), createOnigString: (s) => new oniguruma.OnigString(s) }),
    loadGrammar: async () => textmate.parseRawGrammar(readFileSync('syntaxes/blocks-jsonl.tmLanguage.json', 'utf8'), 'blocks-jsonl.tmLanguage.json'),
  });
  return (await registry.loadGrammar('source.blocks-jsonl'))!;
}

describe('blocks-jsonl grammar', () => {
  it('highlights <drawing>, <table> and <equation> tags inside a content string, and keys as property names', async () => {
    const grammar = await loadGrammar();
    const line = readFileSync('test/fixtures/editor/combo.blocks.jsonl', 'utf8').split('\n')[0];
    const { tokens } = grammar.tokenizeLine(line, textmate.INITIAL);
    const scopesOf = (text: string, from = 0) => {
      const at = line.indexOf(text, from);
      return tokens.find((t) => t.startIndex <= at && at < t.endIndex)!.scopes;
    };
    for (const tag of ['drawing', 'table', 'equation']) {
      const scopes = scopesOf(tag, line.indexOf(`<${tag}`) + 1);
      assert.ok(scopes.includes('entity.name.tag.html'), `${tag}: ${scopes.join(' ')}`);
      assert.ok(scopes.includes('string.quoted.double.json'), `${tag} is inside the string`);
    }
    assert.ok(scopesOf('/table>').includes('entity.name.tag.html') || scopesOf('table>', line.indexOf('</table')).includes('entity.name.tag.html'));
    assert.ok(scopesOf('format=', line.indexOf('<table')).includes('entity.other.attribute-name.html'));
    assert.ok(scopesOf('blockid').includes('support.type.property-name.json'));
    assert.ok(scopesOf('Look at this').includes('string.quoted.double.json'));
    assert.ok(!scopesOf('Look at this').includes('entity.name.tag.html'));
  });
});
