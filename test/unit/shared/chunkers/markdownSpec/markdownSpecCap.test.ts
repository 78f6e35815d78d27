// markdown-spec's cap holds on every chunk, also where a code slice gets its fences back (a slice and its
// fences can count a token more together than apart). The whole corpus is checked by `bench.js caps` in CI.

import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { analyzeText, FIXTURES, readFixture } from '../../../../helpers/analyzeText';

/** A deterministic base64 run, like an inlined image (xorshift, no randomness between runs). */
function base64Run(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let state = 2463534242;
  let out = '';
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out += alphabet[(state >>> 0) % 64];
  }
  return out;
}

function assertCapHeld(text: string, name: string, budgets?: { maxTokens: number }): number {
  const a = analyzeText(text, { budgets });
  const max = a.context.budgets.maxTokens!;
  for (const c of a.chunks) {
    assert.ok(c.tokens <= max && a.context.tokenizer.count(c.content) <= max, `${name} chunk ${c.index + 1}: ${c.tokens}/${max}`);
  }
  return a.chunks.length;
}

describe('the markdown-spec cap', () => {
  it('holds on every slice of a 52 KB base64 line in an html fence, fences included (it went to 901/900)', () => {
    const text = `# Page\n\nSome text.\n\n\`\`\`html\n<img src="data:image/png;base64,${base64Run(52000)}">\n\`\`\`\n`;
    assert.ok(assertCapHeld(text, 'base64') > 30);
  });

  it('holds on every chunk of every Markdown fixture at small caps', () => {
    const folders = ['corpus-sample', 'dialects', 'markdown-spec', 'example-kb'];
    for (const folder of folders) {
      for (const file of readdirSync(`${FIXTURES}/${folder}`).filter((f) => /\.mdx?$/.test(f) && f !== 'README.md')) {
        for (const maxTokens of [900, 120, 40]) assertCapHeld(readFixture(folder, file), `${folder}/${file} at ${maxTokens}`, { maxTokens });
      }
    }
  });
});
