// How a document's reading is named for the hover and the status bar (server/present/readingOf.ts).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nodeFiles } from '../../../../server/node/nodeFiles';
import { readingOf } from '../../../../server/present/readingOf';
import { resolveSettings } from '../../../../shared/config/config';

describe('reading of a document', () => {
  it('a Docusaurus 2 page is named with its version and its MDX 1 dialect, the marker relative to the page', () => {
    const marker = { site: 'docusaurus' as const, path: '/r/website/docusaurus.config.js', text: '', version: '2' };
    const settings = resolveSettings({}, 'markdown', {}, { fileName: '/r/docs/intro.md', marker });
    assert.deepEqual(readingOf('markdown', 'file:///r/docs/intro.md', settings, nodeFiles), {
      site: 'Docusaurus 2',
      readAs: 'Docusaurus 2 (../website/docusaurus.config.js) · dialect mdx1',
    });
  });

  it('a site that declares no version is named without one, and other input kinds have no reading', () => {
    const settings = resolveSettings({}, 'markdown', {}, { fileName: '/r/docs/intro.md', marker: { site: 'docusaurus', path: '/r/docusaurus.config.js', text: '' } });
    assert.equal(readingOf('markdown', 'file:///r/docs/intro.md', settings, nodeFiles)?.site, 'Docusaurus');
    assert.equal(readingOf('blocks-jsonl', 'file:///r/a.blocks.jsonl', settings, nodeFiles), undefined);
  });
});
