// Chunking Spec v1 §7–§9 rule by rule, on small documents with small budgets.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Budgets } from '../../../../../shared/chunkers/types';
import { markdownSpecStrategy } from '../../../../../shared/chunkers/markdownSpec';
import { sha256Hex } from '../../../../../shared/text/hash';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer, type Tokenizer } from '../../../../../shared/tokenizers';
import { analyzeText } from '../../../../helpers/analyzeText';
import { assertSpecInvariants } from '../../../../helpers/invariants';

/** `length` characters drawn from `alphabet` by a linear congruential generator seeded with `seed`. */
function drawn(alphabet: readonly string[], length: number, seed: number): string {
  let state = seed;
  let text = '';
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    text += alphabet[(state >>> 8) % alphabet.length];
  }
  return text;
}

const SMALL: Budgets = { maxTokens: 120, targetTokens: 90, minTokens: 10, overlapTokens: 20 };
const chars = (text: string, budgets: Budgets = SMALL) => analyzeText(text, { tokenizer: 'chars', budgets });
const sentences = (n: number, prefix = 'S') => Array.from({ length: n }, (_, i) => `${prefix}${i} is a short sentence.`).join(' ');

describe('markdown-spec paragraphs (§7.1, §8)', () => {
  it('paragraphs merge until the target, and a chunk closes before the cap would be exceeded', () => {
    const paras = Array.from({ length: 6 }, (_, i) => `Paragraph ${i} has exactly some words.`);
    const a = chars(paras.join('\n\n'), { ...SMALL, overlapTokens: 0 });
    assertSpecInvariants(a, 'merge');
    assert.ok(a.chunks.length >= 2);
    for (const c of a.chunks.slice(0, -1)) assert.ok(c.tokens >= 90 || c.tokens + 40 > 120, `chunk ${c.index + 1} closed early at ${c.tokens}`);
  });

  it('a paragraph over the cap is split between sentences; each piece ends at a sentence end', () => {
    const a = chars(sentences(20));
    assertSpecInvariants(a, 'sentences');
    assert.ok(a.chunks.length > 2);
    for (const c of a.chunks) assert.match(c.content, /sentence\.$/);
    assert.ok(a.chunks.every((c) => c.notes.some((n) => n.reason === 'sentence-split')));
  });

  it('a paragraph of exactly the cap stays one piece, and one token more splits it (the cap is inclusive)', () => {
    const sentence = 'Words of a sentence. ';
    const atCap = `${sentence.repeat(5)}${'x'.repeat(120 - sentence.length * 5)}`;
    assert.equal(atCap.length, 120);
    const whole = chars(atCap);
    assert.deepEqual(whole.chunks.map((c) => c.tokens), [120]);
    assert.ok(!whole.chunks[0].notes.some((n) => n.reason === 'sentence-split'));
    const split = chars(`${atCap}y`);
    assert.ok(split.chunks.length > 1 && split.chunks.every((c) => c.tokens <= 120), split.chunks.map((c) => c.tokens).join(' '));
  });

  it('sentence splitting works without knowing the language (Cyrillic, CJK punctuation)', () => {
    const ru = Array.from({ length: 12 }, (_, i) => `Предложение номер ${i} довольно короткое.`).join(' ');
    const ja = Array.from({ length: 30 }, (_, i) => `これは文${i}です。`).join('');
    for (const text of [ru, ja]) {
      const a = chars(text);
      assertSpecInvariants(a, 'lang');
      for (const c of a.chunks) assert.match(c.content, /[.。]$/);
      assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK007'), []);
    }
  });

  it('a sentence over the cap is cut between words, and a word over the cap between characters; the cap holds', () => {
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const word = 'x'.repeat(300);
    const a = chars(`${long}\n\n${word}\n`);
    assertSpecInvariants(a, 'hard');
    const details = a.chunks.flatMap((c) => c.notes.filter((n) => n.reason === 'hard-split').map((n) => n.detail));
    assert.ok(details.some((d) => /between words/.test(d ?? '')));
    assert.ok(details.some((d) => /between characters/.test(d ?? '')));
    const flagged = a.findings.filter((f) => f.ruleId === 'CK007').map((f) => f.chunkIndex!);
    assert.ok(flagged.length > 0);
    for (const i of flagged) assert.equal(a.chunks[i].notes[0].reason, 'hard-split', `chunk ${i + 1} starts at a hard cut`);
  });

  it('a word that is a long run of letters is cut where encoding and decoding each window cuts it, with the same counts', () => {
    const tokenizer = getTokenizer('o200k_base');
    const remembered: Array<[string, number]> = [];
    const fast: Tokenizer = {
      ...tokenizer,
      remember: (text, count) => {
        remembered.push([text, count]);
        tokenizer.remember!(text, count);
      },
    };
    // The slow path: every window encoded and decoded, every piece counted from its characters.
    const slow: Tokenizer = { ...tokenizer, sliceCounter: undefined, remember: undefined };
    const budgets: Budgets = { maxTokens: 120, targetTokens: 90, minTokens: 10, overlapTokens: 20 };
    const words = {
      'lower-case letters': drawn([...'abcdefghijklmnopqrstuvwxyz'], 30_000, 1),
      ideographs: drawn(Array.from({ length: 3_000 }, (_, i) => String.fromCodePoint(0x4e00 + i)), 6_000, 2),
      'letters of both cases': drawn([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'], 6_000, 3),
    };
    for (const [name, word] of Object.entries(words)) {
      const doc = parseDocument('markdown', `A first sentence.\n\nSome words ${word} and a tail.\n`);
      const a = markdownSpecStrategy.chunk(doc, { tokenizer: fast, budgets, documentId: 'd' });
      const b = markdownSpecStrategy.chunk(doc, { tokenizer: slow, budgets, documentId: 'd' });
      assert.ok(a.chunks.length > 20, `${name}: ${a.chunks.length} chunks`);
      assert.deepEqual(a, b, name);
    }
    assert.ok(remembered.length > 100);
    for (const [text, count] of remembered) assert.equal(count, tokenizer.encode(text).length, text.slice(0, 40));
  });

  it('a surrogate pair is never cut in half by a character split', () => {
    const a = chars('🚀'.repeat(400), { ...SMALL, overlapTokens: 0 });
    assertSpecInvariants(a, 'emoji');
    for (const c of a.chunks) assert.ok(!/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/.test(c.content));
  });
});

describe('markdown-spec lists, tables, code and quotes (§7.2–§7.4)', () => {
  it('a list over the cap splits between top-level items and keeps nested items with their parent', () => {
    const items = Array.from({ length: 8 }, (_, i) => `- item ${i}\n  - child ${i}a\n  - child ${i}b`).join('\n');
    const a = chars(items);
    assertSpecInvariants(a, 'list');
    assert.ok(a.chunks.length > 1 && a.chunks.every((c) => c.type === 'list'));
    for (const c of a.chunks) {
      assert.match(c.content, /^- item \d+\n/);
      assert.match(c.content, /child \d+b$/);
      assert.ok(c.spans.every((s) => !s.overlap), 'lists have no overlap');
    }
  });

  it('a list item over the cap is split between lines, and that is noted', () => {
    const item = `- parent\n${Array.from({ length: 12 }, (_, i) => `  - nested line ${i} is here`).join('\n')}\n- next`;
    const a = chars(item);
    assertSpecInvariants(a, 'item');
    assert.ok(a.chunks.some((c) => c.notes.some((n) => n.reason === 'line-split')));
  });

  it('a table over the cap repeats its header and delimiter rows in every slice, each slice within the cap', () => {
    const rows = Array.from({ length: 30 }, (_, i) => `| r${i} | v${i} |`).join('\n');
    const a = chars(`| name | value |\n|------|-------|\n${rows}\n`);
    assertSpecInvariants(a, 'table');
    assert.ok(a.chunks.length > 2);
    for (const c of a.chunks) {
      assert.equal(c.type, 'table');
      assert.ok(c.content.startsWith('| name | value |\n|------|-------|\n| r'));
      assert.ok(c.tokens <= 120);
    }
    assert.ok(a.chunks.slice(0, -1).every((c) => c.tokens >= 90 - 12), 'slices aim at the target');
  });

  it('a fenced code block over the cap is re-fenced in every slice with its info string', () => {
    const body = Array.from({ length: 30 }, (_, i) => `let x${i} = ${i};`).join('\n');
    const a = chars(`~~~~rust title="demo"\n${body}\n~~~~\n`);
    assertSpecInvariants(a, 'code');
    assert.ok(a.chunks.length > 2);
    for (const c of a.chunks) assert.match(c.content, /^~~~~rust title="demo"\n[^~]+\n~~~~$/);
  });

  it('when the fences would take half the cap, the code is split between lines unfenced and that is reported', () => {
    const body = Array.from({ length: 12 }, (_, i) => `x${i}`).join('\n');
    const a = chars(`\`\`\`\`\`\`\`\`typescript\n${body}\n\`\`\`\`\`\`\`\`\n`, { maxTokens: 40, targetTokens: 30, minTokens: 1, overlapTokens: 0 });
    assertSpecInvariants(a, 'unfenced');
    assert.ok(a.chunks.length > 1);
    assert.ok(a.findings.some((f) => f.ruleId === 'CK101' && /fences/.test(f.message)));
  });

  it('an indented code block over the cap is split between lines without fences', () => {
    const body = Array.from({ length: 30 }, (_, i) => `    line ${i} of code`).join('\n');
    const a = chars(`Intro.\n\n${body}\n`);
    assertSpecInvariants(a, 'indented');
    assert.ok(a.chunks.filter((c) => c.type === 'code').length > 1);
    assert.ok(a.chunks.every((c) => !c.content.includes('```')));
  });

  it('a quote over the cap splits between its paragraphs and every slice keeps its > markers', () => {
    const paras = Array.from({ length: 6 }, (_, i) => `> Quoted paragraph ${i} says\n> something on two lines.`).join('\n>\n');
    const a = chars(paras);
    assertSpecInvariants(a, 'quote');
    assert.ok(a.chunks.length > 1);
    for (const c of a.chunks) {
      assert.equal(c.type, 'quote');
      assert.ok(c.content.split('\n').every((l) => l.startsWith('>')));
    }
  });
});

describe('markdown-spec mixed chunks and boundaries (§6, §7.5, §8)', () => {
  it('a short paragraph and a short list merge into a mixed chunk', () => {
    const a = chars('Intro to the list:\n\n- one\n- two\n');
    assert.deepEqual(a.chunks.map((c) => c.type), ['mixed']);
  });

  it('a mixed chunk stays below the target: the list that would reach it starts a new chunk', () => {
    const a = chars(`${'p'.repeat(60)}\n\n- ${'l'.repeat(40)}\n`);
    assert.deepEqual(a.chunks.map((c) => c.type), ['paragraph', 'list']);
  });

  it('tables and code never mix with other blocks', () => {
    const a = chars('Before.\n\n| a |\n|---|\n| 1 |\n\nBetween.\n\n```\ncode\n```\n\nAfter.\n');
    assert.deepEqual(a.chunks.map((c) => c.type), ['paragraph', 'table', 'paragraph', 'code', 'paragraph']);
  });

  it('a chunk at the target closes before a list (a heavy block)', () => {
    const a = chars(`${'p'.repeat(95)}\n\n- x\n`);
    assert.deepEqual(a.chunks.map((c) => c.type), ['paragraph', 'list']);
    assert.equal(a.chunks[0].notes.at(-1)?.reason, 'budget');
  });

  it('a heading closes the chunk and is never a chunk; a thematic break closes it and is not content', () => {
    const a = chars('# A\n\none\n\n## B\n\n## C\n\ntwo\n\n---\n\nthree\n');
    assert.deepEqual(a.chunks.map((c) => c.content), ['one', 'two', 'three']);
    assert.deepEqual(a.chunks.map((c) => c.headingsPath), [['A'], ['A', 'C'], ['A', 'C']]);
    assert.deepEqual(a.chunks.map((c) => c.notes.at(-1)?.reason), ['heading', 'thematic-break', 'end']);
  });

  it('front matter and HTML comments are not content; a comment between paragraphs is left out of the chunk', () => {
    const a = chars('---\ntitle: T\n---\n\nFirst.\n\n<!-- note -->\n\nSecond.\n');
    assert.deepEqual(a.chunks.map((c) => c.content), ['First.\n\nSecond.']);
    assert.equal(a.chunks[0].spans.length, 2);
  });
});

describe('markdown-spec overlap (§4.2, §10)', () => {
  const prose = Array.from({ length: 6 }, (_, i) => `Paragraph ${i} is here. It has a second sentence.`).join('\n\n');

  it('consecutive paragraph chunks of a section share the previous tail, cut at a sentence start', () => {
    const a = chars(prose, { maxTokens: 130, targetTokens: 90, minTokens: 10, overlapTokens: 30 });
    assertSpecInvariants(a, 'overlap');
    const withOverlap = a.chunks.filter((c) => c.spans[0].overlap);
    assert.ok(withOverlap.length >= 1);
    for (const c of withOverlap) assert.ok(c.content.startsWith('It has a second sentence.'));
  });

  it('no overlap across a heading, from a list, or into a table', () => {
    const a = chars(`${prose}\n\n# Next\n\n${prose}\n\n- a list item here\n\nAfter the list.\n\n| t |\n|---|\n| 1 |\n`, { maxTokens: 120, targetTokens: 90, minTokens: 10, overlapTokens: 30 });
    assertSpecInvariants(a, 'no-overlap');
    const firstUnderNext = a.chunks.find((c) => c.headingsPath[0] === 'Next')!;
    assert.ok(!firstUnderNext.spans[0].overlap);
    for (const c of a.chunks.filter((x) => x.type === 'table' || x.type === 'list')) assert.ok(!c.spans.some((s) => s.overlap));
  });

  it('overlap shrinks to a word start so that the chunk still fits the cap', () => {
    const a = chars(prose, { maxTokens: 120, targetTokens: 90, minTokens: 10, overlapTokens: 30 });
    assertSpecInvariants(a, 'shrink');
    assert.ok(a.chunks.every((c) => c.tokens <= 120));
    assert.ok(a.chunks[1].content.startsWith('has a second sentence.\n\nParagraph 2'));
  });

  it('overlap 0 turns it off', () => {
    const a = chars(prose, { maxTokens: 120, targetTokens: 90, minTokens: 10, overlapTokens: 0 });
    assert.ok(a.chunks.every((c) => c.spans.every((s) => !s.overlap)));
  });
});

describe('markdown-spec ids (§9)', () => {
  it('chunk_id is sha256 hex of document_id:block_start_idx:block_end_idx:char_start:char_end', () => {
    const a = analyzeText('# T\n\nHello world.\n', { documentId: 'space/page.md' });
    const r = a.settings.strategy.toRecord(a.chunks[0], a.context);
    assert.deepEqual([r.block_start_idx, r.block_end_idx, r.char_start, r.char_end], [1, 1, 5, 17]);
    assert.equal(r.chunk_id, sha256Hex('space/page.md:1:1:5:17'));
  });

  it('ids change with the document id and with edits above a chunk, and not otherwise', () => {
    const text = 'First paragraph.\n\n| a |\n|---|\n| 1 |\n';
    const ids = (t: string, id = 'a.md') => analyzeText(t, { documentId: id }).chunks.map((c) => c.id);
    assert.deepEqual(ids(text), ids(text));
    assert.notDeepEqual(ids(text, 'b.md'), ids(text));
    assert.notEqual(ids('Edited first paragraph.\n\n| a |\n|---|\n| 1 |\n')[1], ids(text)[1]);
  });
});
