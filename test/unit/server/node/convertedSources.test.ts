// A Markdown file beside a PDF, Word, slide or e-book file of its name was converted from it: its findings are the
// converter's (karanjain1601/Obsidian-Monday `Roadmaps/backend.md` beside `backend.pdf`, a roadmap's node labels
// extracted as rows of empty headings).

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { folderTree } from '../../../helpers/folderTree';
import { runCli } from '../../../../server/cli/main';
import { ConvertedSources } from '../../../../server/node/convertedSources';
import { nodeFiles } from '../../../../server/node/nodeFiles';

/** A roadmap's labels as a converter writes them: a run of headings with nothing under them. */
const EXTRACTED = `# Backend Roadmap\n\n## Topics\n\n- Have a look at the following relevant tracks\n\n${['Search Engines', 'Learn about APIs', 'Internet', 'Web Servers', 'Redis'].map((t) => `### ${t}`).join('\n\n')}\n\n## Related\n\nMore roadmaps.\n`;

describe('pages converted from the document beside them', () => {
  it('a document of the same name (any case, or a browser\'s second download) beside a Markdown file marks it; other names do not', () => {
    const root = folderTree({ 'Roadmaps/backend.md': '#', 'Roadmaps/backend (1).pdf': '%PDF', 'Roadmaps/Guide.md': '#', 'Roadmaps/guide.DOCX': 'PK', 'Roadmaps/notes.md': '#', 'Roadmaps/notes-old.pdf': '%PDF', 'Roadmaps/image.md': '#', 'Roadmaps/image.png': 'png' }, 'converted');
    const sources = new ConvertedSources(nodeFiles);
    assert.equal(sources.isConverted(join(root, 'Roadmaps/backend.md')), true);
    assert.equal(sources.isConverted(join(root, 'Roadmaps/Guide.md')), true);
    assert.equal(sources.isConverted(join(root, 'Roadmaps/notes.md')), false);
    assert.equal(sources.isConverted(join(root, 'Roadmaps/image.md')), false);
  });

  it('lint lists no finding of a converted page on its line and names the conversion in the summary; without the PDF, the same page is the writer\'s', () => {
    const root = folderTree({ 'converted/backend.md': EXTRACTED, 'converted/backend.pdf': '%PDF', 'written/backend.md': EXTRACTED, '.git/HEAD': 'ref: refs/heads/main\n' }, 'converted-lint');
    let out = '';
    runCli(['lint', root], { out: (t) => (out += t), err: () => undefined, env: {} });
    assert.match(out, /written[/\\]backend\.md:\d+:1 warning CK003/);
    assert.doesNotMatch(out, /converted[/\\]backend\.md:\d+:\d+ warning/);
    assert.match(out, /CK003\/orphan-heading ×1 in 1 file: this page is converted from the document of the same name beside it/);
  });
});
