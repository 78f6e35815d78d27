// Lint Workspace's run folds over the kept pages: each workspace folder is a run of its own, pages the folds do not
// change are not shown again, and an open page is folded with the rest but left to its live analysis.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Finding } from '../../../../shared/model/types';
import { WorkspaceFolds } from '../../../../server/features/workspaceFolds';

const TEXT = '\n---\ntitle: x\n---\n';
const EMPTY: Finding = { ruleId: 'CK003', ruleName: 'orphan-heading', severity: 'warning', message: 'Heading "title: x" has no content', span: { start: 5, end: 13 } };

/** Keeps the page at `path` under the workspace folder `folder`, with the one finding every page has. */
function keep(folds: WorkspaceFolds, folder: string, path: string): void {
  folds.record({ uri: `${folder}/${path}`, documentId: path, findings: [EMPTY], pipelineFindings: [], inline: false }, TEXT, [EMPTY]);
}

describe('Lint Workspace\'s run folds', () => {
  it('five pages of one folder sharing a finding list it once, with the count; the others show it no more', () => {
    const folds = new WorkspaceFolds();
    for (const name of ['a', 'b', 'c', 'd', 'e']) keep(folds, 'file:///ws', `boards/${name}.md`);
    const folded = folds.fold(() => false);
    assert.deepEqual(folded.map((p) => [p.uri, p.findings.length, p.added]), [
      ['file:///ws/boards/a.md', 1, 0],
      ...['b', 'c', 'd', 'e'].map((n) => [`file:///ws/boards/${n}.md`, 0, -1]),
    ]);
    assert.match(folded[0].findings[0].message, /\(the same at this line in 5 files of boards\/: /);
    assert.deepEqual(folds.fold(() => false), [], 'the run is let go once folded');
  });

  it('the same folder path in two workspace folders is two folders, not one', () => {
    const folds = new WorkspaceFolds();
    for (const name of ['a', 'b', 'c']) keep(folds, 'file:///one', `boards/${name}.md`);
    for (const name of ['a', 'b', 'c']) keep(folds, 'file:///two', `boards/${name}.md`);
    assert.deepEqual(folds.fold(() => false), []);
  });

  it('an open page is folded with the others but not shown again', () => {
    const folds = new WorkspaceFolds();
    for (const name of ['a', 'b', 'c', 'd', 'e']) keep(folds, 'file:///ws', `boards/${name}.md`);
    const folded = folds.fold((uri) => uri.endsWith('/a.md'));
    assert.deepEqual(folded.map((p) => [p.uri, p.findings.length]), ['b', 'c', 'd', 'e'].map((n) => [`file:///ws/boards/${n}.md`, 0]));
  });
});
