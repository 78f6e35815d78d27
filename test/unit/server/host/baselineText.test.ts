// The baseline of re-embed marks (server/host/baselineText.ts): the last commit inside a git repository, read
// without blocking; the opened text at once outside one and for documents that are no files.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { readBaselineText } from '../../../../server/host/baselineText';
import { scratchRepository } from '../../../helpers/scratchRepository';

describe('the baseline a document is compared with', () => {
  let repo = '';
  let root = '';
  before(() => {
    const scratch = scratchRepository('chunklens-baseline-text-');
    repo = scratch.dir;
    const { git } = scratch;
    root = realpathSync(mkdtempSync(join(tmpdir(), 'chunklens-loose-')));
    mkdirSync(join(repo, 'docs'));
    writeFileSync(join(repo, 'docs', 'guide.md'), '\uFEFF# Guide\n\nCommitted.\n');
    git('add', 'docs/guide.md');
    git('commit', '-q', '-m', 'guide');
  });
  after(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(repo, { recursive: true, force: true });
  });

  it('inside a repository: the file at HEAD (its byte order mark dropped), read asynchronously', async () => {
    const read = readBaselineText(pathToFileURL(join(repo, 'docs', 'guide.md')).href, '# Guide\n\nEdited.\n');
    assert.ok(read instanceof Promise, 'git is not awaited on the caller\'s turn');
    assert.deepEqual(await read, { text: '# Guide\n\nCommitted.\n', against: 'HEAD' });
  });

  it('a file the last commit does not hold re-embeds whole: an empty text against HEAD', async () => {
    assert.deepEqual(await readBaselineText(pathToFileURL(join(repo, 'docs', 'new.md')).href, '# New\n'), { text: '', against: 'HEAD' });
  });

  it('outside a repository (as git looks: not up into GIT_CEILING_DIRECTORIES) and for an untitled document: the opened text, known at once', () => {
    // The temporary folder may itself sit in a repository (CI keeps it in the clone): git would not look above it.
    const ceilings = process.env.GIT_CEILING_DIRECTORIES;
    process.env.GIT_CEILING_DIRECTORIES = dirname(root);
    try {
      assert.deepEqual(readBaselineText(pathToFileURL(join(root, 'notes.md')).href, '# Notes\n'), { text: '# Notes\n', against: 'opened' });
    } finally {
      if (ceilings === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
      else process.env.GIT_CEILING_DIRECTORIES = ceilings;
    }
    assert.deepEqual(readBaselineText('untitled:Untitled-1', '# Draft\n'), { text: '# Draft\n', against: 'opened' });
  });
});
