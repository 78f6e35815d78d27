// The re-embed marks of a document in a git repository, through the real server: the last commit is read and,
// when the opened text differs from it, chunked on an analysis worker, without holding up the first analysis;
// the marks then come in a decorations notification of their own.

import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { SETTINGS } from '../helpers/lspFixtures';
import { TestServer } from '../helpers/lspHarness';
import { scratchRepository } from '../helpers/scratchRepository';

const SECTIONS = ['Install', 'Configure', 'Deploy', 'Monitor'];
const COMMITTED = `# Operations guide\n\n${SECTIONS.map((s) => `## ${s}\n\nHow to ${s.toLowerCase()} the service, step by step, with the commands an operator runs.\n`).join('\n')}`;

describe('re-embed marks against the last commit, through the server', () => {
  let server: TestServer;
  let dir = '';
  const uriOf = (name: string): string => pathToFileURL(join(dir, name)).href;

  before(async () => {
    const repository = scratchRepository('chunklens-baseline-');
    dir = repository.dir;
    const { git } = repository;
    writeFileSync(join(dir, 'clean.md'), COMMITTED);
    writeFileSync(join(dir, 'edited.md'), COMMITTED);
    git('add', 'clean.md', 'edited.md');
    git('commit', '-q', '-m', 'operations guide');
    server = await TestServer.start({ settings: SETTINGS, workspaceFolder: pathToFileURL(dir).href });
  });
  after(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a committed document opened as committed re-embeds nothing, against HEAD', async () => {
    server.open(uriOf('clean.md'), COMMITTED);
    const marked = await server.waitFor((r) => r.decorations, (d) => d.uri === uriOf('clean.md') && d.reembed !== undefined);
    assert.deepEqual(marked.reembed, { chunks: 0, tokens: 0, removed: 0, against: 'HEAD' });
  });

  it('a document opened with an uncommitted edit has that chunk marked once the last commit is chunked', async () => {
    const opened = COMMITTED.replace('How to deploy', 'First read the release notes. How to deploy');
    server.open(uriOf('edited.md'), opened);
    const marked = await server.waitFor((r) => r.decorations, (d) => d.uri === uriOf('edited.md') && d.reembed !== undefined);
    assert.equal(marked.reembed?.against, 'HEAD');
    assert.equal(marked.reembed?.chunks, 1);
    const bands = marked.chunks.filter((band) => band.reembed);
    assert.equal(bands.length, 1);
    const line = opened.split('\n').findIndex((l) => l.startsWith('First read'));
    assert.equal(bands[0].ranges[0].start.line, line, 'the marked band is the edited paragraph');
    const published = server.recorded.decorations.filter((d) => d.uri === uriOf('edited.md'));
    assert.equal(published[0].reembed, undefined, 'the first analysis went out without waiting for the baseline to be chunked');
    assert.equal(published[0].version, marked.version);
  });
});
