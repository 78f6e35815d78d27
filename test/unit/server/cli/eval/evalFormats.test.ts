// The eval format registry is the one place an `eval --format` is declared: --help and docs/eval.md offer each,
// --format accepts each and refuses anything else, and each renders an evaluation through the CLI.

import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { EVAL_FORMATS } from '../../../../../server/cli/eval/evalFormats';
import { repoPath } from '../../../../helpers/repoPath';
import { assertRegistered, assertOffered, runCapturedAsync } from '../../../../helpers/formatRegistry';

const ids = EVAL_FORMATS.map((f) => f.id);

describe('eval formats', () => {
  it('are registered once each, text first (the default), each with a description', () => {
    assertRegistered(EVAL_FORMATS);
  });

  it('--help and the usage in docs/eval.md offer exactly the registered formats, in order', () => {
    assertOffered('eval', EVAL_FORMATS);
    assert.match(readFileSync(repoPath('docs/eval.md'), 'utf8'), new RegExp(`\\[--format ${ids.join('\\|')}\\]`));
  });

  it('an unknown --format is refused (exit 2) with every registered format named', async () => {
    const r = await runCapturedAsync(['eval', 'questions.jsonl', '--format', 'csv']);
    assert.equal(r.code, 2);
    assert.match(r.err, new RegExp(`--format must be one of ${ids.join(', ')}, got "csv"`));
  });

  it('every format renders the evaluation of a question set, each differently', async () => {
    const root = mkdtempSync(join(tmpdir(), 'chunklens-eval-formats-'));
    writeFileSync(join(root, 'plans.md'), '# Plans\n\nPro costs 20 USD.\n\n## Limits\n\nPro allows five seats.\n');
    const questions = join(root, 'questions.jsonl');
    writeFileSync(questions, JSON.stringify({ id: 'seats', question: 'How many seats does Pro allow?', references: [{ file: 'plans.md', quote: 'Pro allows five seats.' }] }) + '\n');
    const outputs: string[] = [];
    for (const id of ids) {
      const r = await runCapturedAsync(['eval', questions, root, '--strategy', 'markdown-spec', '--format', id]);
      assert.equal(r.code, 0, `${id}: ${r.err}`);
      assert.match(r.out, /markdown-spec/, `${id} reports the strategy`);
      outputs.push(r.out);
    }
    assert.equal(new Set(outputs).size, ids.length, 'no two formats print the same');
  });
});
