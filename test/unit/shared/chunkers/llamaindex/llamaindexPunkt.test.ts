// NLTK's untrained PunktSentenceTokenizer as ported for LlamaIndex's sentence splitting: NLTK's own expectations
// (test/fixtures/llamaindex/nltk_punkt_untrained.json) hold, and the behaviour that follows from having no
// trained abbreviations (the README's example) is pinned.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { punktSpans, splitBySentenceTokenizer } from '../../../../../shared/chunkers/llamaindex/punktSentences';
import { repoPath } from '../../../../helpers/repoPath';

interface Case {
  path: string;
  test: string;
  input: string;
  expected?: string[];
  expected_count?: number;
}

const FILE = repoPath('test/fixtures/llamaindex/nltk_punkt_untrained.json');
const { source, cases } = JSON.parse(readFileSync(FILE, 'utf8')) as { source: { repository: string; commit: string }; cases: Case[] };

const sentences = (text: string) => punktSpans(text).map((s) => text.slice(s.start, s.end));

describe(`${source.repository}'s expectations for PunktSentenceTokenizer() (${cases.length} cases, @${source.commit.slice(0, 10)})`, () => {
  for (const [i, c] of cases.entries()) {
    it(`${c.test} (#${i + 1}, ${c.path})`, () => {
      const got = sentences(c.input);
      if (c.expected) assert.deepEqual(got, c.expected);
      if (c.expected_count !== undefined) assert.equal(got.length, c.expected_count);
    });
  }
});

describe('untrained Punkt as LlamaIndex uses it', () => {
  it('ends a sentence after an abbreviation it was never taught ("Mr."), but not after an initial before a capital or a number before a lower-case word', () => {
    assert.deepEqual(sentences('Mr. Smith met J. Bach at 10 a.m. today. Item 2. was late.'), ['Mr.', 'Smith met J. Bach at 10 a.m.', 'today.', 'Item 2. was late.']);
  });

  it('does not end a sentence at an ellipsis followed by a capital', () => {
    assert.deepEqual(sentences('Wait... Then go. Now!'), ['Wait... Then go.', 'Now!']);
  });

  it('split_by_sentence_tokenizer runs each sentence up to the start of the next, so the splits cover the text', () => {
    const text = 'One.  Two?\nThree!  ';
    const splits = splitBySentenceTokenizer(text, 0, text.length).map((r) => text.slice(r.start, r.end));
    assert.deepEqual(splits, ['One.  ', 'Two?\n', 'Three!  ']);
  });
});
