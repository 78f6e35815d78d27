// The questions the chunk tree webview draws: the host's message is checked field by field, and compare mode names
// the questions one strategy answers and the other does not, by set and id.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseHostMessage } from '../../../../client/webview/messages';
import { answeredOnlyBy, whereAsked } from '../../../../client/webview/questionView';
import type { AskedQuestion, ChunkQuestionsResult } from '../../../../shared/model/protocol';
import type { StrategyId } from '../../../../shared/model/types';

const SET = 'file:///ws/docs/guide.questions.jsonl';

const asked = (id: string, answered: boolean, questionFile = SET): AskedQuestion => ({ id, question: `${id}?`, questionFile, line: 2, answered, chunks: [{ index: 1, rank: 3 }, { index: 2 }] });

const result = (strategy: StrategyId, questions: AskedQuestion[]): ChunkQuestionsResult => ({ uri: 'file:///ws/docs/guide.md', strategy, k: 5, questionFiles: [SET], questions });

describe('questions in the chunk tree webview', () => {
  it('accepts the questions the host sends, one result per strategy shown', () => {
    const message = { type: 'questions', results: [result('markdown-spec', [asked('a', true)]), result('recursive', [])] };
    assert.deepEqual(parseHostMessage(message), message);
  });

  it('rejects questions with a field of the wrong type, or more than two results', () => {
    const forged: unknown[] = [
      { type: 'questions', results: [{ ...result('recursive', []), k: -1 }] },
      { type: 'questions', results: [result('recursive', [{ ...asked('a', true), answered: 'yes' as unknown as boolean }])] },
      { type: 'questions', results: [result('recursive', [{ ...asked('a', true), chunks: [{ index: 1, rank: '1' as unknown as number }] }])] },
      { type: 'questions', results: [result('recursive', [{ ...asked('a', true), line: 1.5 }])] },
      { type: 'questions', results: [result('recursive', []), result('sentence', []), result('markdown-spec', [])] },
      { type: 'questions', results: 'none' },
    ];
    for (const message of forged) assert.equal(parseHostMessage(message), undefined, JSON.stringify(message));
  });

  it('compare mode names the questions only one strategy answers, telling sets apart by file and id', () => {
    const other = 'file:///ws/other.questions.jsonl';
    const a = result('markdown-spec', [asked('install', true), asked('expiry', true), asked('scopes', false), asked('install', true, other)]);
    const b = result('recursive', [asked('install', true), asked('expiry', false), asked('scopes', true), asked('install', false, other)]);
    assert.deepEqual(answeredOnlyBy(a, b).map((q) => [q.id, q.questionFile]), [['expiry', SET], ['install', other]]);
    assert.deepEqual(answeredOnlyBy(b, a).map((q) => q.id), ['scopes']);
    assert.equal(whereAsked(asked('x', true)), 'guide.questions.jsonl:3');
  });
});
