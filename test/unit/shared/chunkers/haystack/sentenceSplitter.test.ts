// Haystack's SentenceSplitter as the recursive splitter's "sentence" separator uses it: the join rules hold as
// Haystack's own tests state them (test/fixtures/haystack/sentence/test_sentence_tokenizer.json), and Punkt with
// Haystack's abbreviations and keep_white_spaces splits as described.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { applySplitRules, splitSentences } from '../../../../../shared/chunkers/haystack/sentenceSplitter';
import { repoPath } from '../../../../helpers/repoPath';

interface Case {
  test: string;
  text: string;
  spans: Array<[number, number]>;
  expected: Array<[number, number]>;
}

const FILE = repoPath('test/fixtures/haystack/sentence/test_sentence_tokenizer.json');
const { source, cases } = JSON.parse(readFileSync(FILE, 'utf8')) as { source: { path: string; tag: string }; cases: Case[] };

describe(`${source.path} @${source.tag}: _apply_split_rules (${cases.length} cases)`, () => {
  for (const c of cases) {
    it(c.test, () => {
      const got = applySplitRules(c.text, c.spans.map(([start, end]) => ({ start, end })));
      assert.deepEqual(got.map((r) => [r.start, r.end]), c.expected);
    });
  }
});

const sentences = (text: string, params = { use_split_rules: true, extend_abbreviations: true, keep_white_spaces: true }) =>
  splitSentences(text, params).map((r) => text.slice(r.start, r.end));

describe("SentenceSplitter with Haystack's defaults in RecursiveDocumentSplitter", () => {
  it('keeps the white space after each sentence with keep_white_spaces, and drops it without', () => {
    const text = 'One is here.  Two is there.\nThree.';
    assert.deepEqual(sentences(text), ['One is here.  ', 'Two is there.\n', 'Three.']);
    assert.deepEqual(sentences(text, { use_split_rules: true, extend_abbreviations: true, keep_white_spaces: false }), ['One is here.', 'Two is there.', 'Three.']);
  });

  it("does not end a sentence after an abbreviation of Haystack's English list, but does without extend_abbreviations", () => {
    const text = 'See Prof. Smith today. Then go.';
    assert.deepEqual(sentences(text), ['See Prof. Smith today. ', 'Then go.']);
    assert.deepEqual(sentences(text, { use_split_rules: true, extend_abbreviations: false, keep_white_spaces: true }), ['See Prof. ', 'Smith today. ', 'Then go.']);
  });

  it('joins a list number to its item with use_split_rules where a sentence ends at its period, not where it keeps the white space after it', () => {
    const text = 'Steps:\n1. Open it. Close it.';
    const tight = { extend_abbreviations: true, keep_white_spaces: false };
    assert.deepEqual(sentences(text, { ...tight, use_split_rules: true }), ['Steps:\n1. Open it.', 'Close it.']);
    assert.deepEqual(sentences(text, { ...tight, use_split_rules: false }), ['Steps:\n1.', 'Open it.', 'Close it.']);
    assert.deepEqual(sentences(text), ['Steps:\n1. ', 'Open it. ', 'Close it.']);
  });
});
