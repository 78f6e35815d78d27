// What the editor shows of a question set: which chunk answers each question at which BM25 rank, and whether the
// first K retrieve every quoted character, as `chunklens eval` scores it; and which file names are question sets.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anchorQuestions } from '../../../../shared/eval/anchorReferences';
import { answerQuestions, type EvalDocument } from '../../../../shared/eval/answerQuestions';
import { CodePointIndex } from '../../../../shared/eval/codePointIndex';
import { isQuestionFileName, parseJsonlQuestions } from '../../../../shared/eval/questionSet';
import { analyzeText } from '../../../helpers/analyzeText';

const GUIDE = ['# Setup', '', 'Install the indexer with npm.', '', '# Tokens', '', 'Tokens expire after ninety days 🙂 and renew.', '', '# Storage', '', 'Vectors live in the store next to their ids.', ''].join('\n');
const FAQ = ['# FAQ', '', 'Tokens renew on the first login after ninety days.', ''].join('\n');

const line = (id: string, question: string, file: string, quote: string) => JSON.stringify({ id, question, references: [{ file, quote }] });

function evaluate(set: string, k: number, documents = { 'guide.md': GUIDE, 'faq.md': FAQ }) {
  const docs: EvalDocument[] = Object.entries(documents).map(([path, text]) => ({
    path,
    codePoints: new CodePointIndex(text),
    chunks: analyzeText(text, { tokenizer: 'chars', budgets: { maxTokens: 60, targetTokens: 40, minTokens: 1 } }).chunks,
  }));
  const texts: Record<string, string> = documents;
  const anchored = anchorQuestions(parseJsonlQuestions(set), (file) => (texts[file] === undefined ? undefined : { path: file, text: texts[file], codePoints: new CodePointIndex(texts[file]) }));
  return { answers: answerQuestions(anchored.questions, docs, k), docs };
}

describe('answering a question set for the editor', () => {
  it('a question whose words point to the chunk holding its quote is answered by that chunk at rank 1', () => {
    const { answers, docs } = evaluate(line('expiry', 'When do tokens expire?', 'guide.md', 'Tokens expire after ninety days 🙂 and renew.'), 5);
    assert.equal(answers.length, 1);
    const [answer] = answers;
    assert.equal(answer.answered, true);
    assert.equal(answer.recall, 1);
    assert.equal(answer.holders.length, 1);
    const holder = answer.holders[0];
    assert.deepEqual([holder.document, holder.rank], [0, 1]);
    assert.match(docs[0].chunks[holder.index].content, /Tokens expire after ninety days/);
  });

  it('when another document\'s chunk ranks first and K is 1, the question is not answered and its chunk keeps its rank (2)', () => {
    const set = line('renew', 'When do tokens renew after ninety days on login?', 'guide.md', 'Tokens expire after ninety days 🙂 and renew.');
    const [atOne] = evaluate(set, 1).answers;
    assert.equal(atOne.answered, false);
    assert.equal(atOne.recall, 0);
    assert.deepEqual(atOne.holders.map((h) => [h.document, h.rank]), [[0, 2]]);
    const [atTwo] = evaluate(set, 2).answers;
    assert.equal(atTwo.answered, true);
  });

  it('a chunk that shares no word with the question holds the answer without a rank, and the question is not answered', () => {
    const [answer] = evaluate(line('db', 'Which database keeps embeddings?', 'guide.md', 'Vectors live in the store'), 5).answers;
    assert.equal(answer.answered, false);
    assert.equal(answer.holders.length, 1);
    assert.equal(answer.holders[0].rank, undefined);
  });

  it('a quote into a document the corpus does not hold is never answered', () => {
    const { answers } = evaluate(line('faq', 'When do tokens renew?', 'faq.md', 'Tokens renew on the first login'), 5, { 'guide.md': GUIDE, 'faq.md': FAQ });
    assert.equal(answers[0].answered, true);
    const texts = { 'faq.md': FAQ };
    const anchored = anchorQuestions(parseJsonlQuestions(line('faq', 'When do tokens renew?', 'faq.md', 'Tokens renew on the first login')), (file) => (file === 'faq.md' ? { path: file, text: texts[file], codePoints: new CodePointIndex(FAQ) } : undefined));
    const guideOnly: EvalDocument[] = [{ path: 'guide.md', codePoints: new CodePointIndex(GUIDE), chunks: analyzeText(GUIDE, { tokenizer: 'chars' }).chunks }];
    const [missing] = answerQuestions(anchored.questions, guideOnly, 5);
    assert.deepEqual([missing.answered, missing.holders], [false, []]);
  });
});

describe('question set file names', () => {
  it('questions.jsonl and *.questions.jsonl are question sets, in any case; other JSONL files are not', () => {
    for (const name of ['questions.jsonl', 'guide.questions.jsonl', 'Docs.Questions.JSONL']) assert.equal(isQuestionFileName(name), true, name);
    for (const name of ['myquestions.jsonl', 'questions.json', 'report.blocks.jsonl', 'questions.jsonl.bak', 'questions.csv']) assert.equal(isQuestionFileName(name), false, name);
  });
});
