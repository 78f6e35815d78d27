// The heading census: a heading is a folder's schema heading when at least 4 of the folder's own pages, and at
// least 60 % of them, have it at the same level; pages of subfolders and other levels do not count.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HeadingCensus, headingKeyOf, outlineOf, schemaSectionOf } from '../../../../shared/rules/headingCensus';
import { analyzeText } from '../../../helpers/analyzeText';

const REMARKS = headingKeyOf(2, 'Remarks');

/** A census of `withRemarks` pages that have `## Remarks` and `without` pages that do not, in folder `ref`. */
function censusOf(withRemarks: number, without: number): HeadingCensus {
  const census = new HeadingCensus();
  for (let i = 0; i < withRemarks; i++) census.add(`ref/with-${i}.md`, outlineOf(analyzeText(`# Page ${i}\n\nText.\n\n## Remarks\n\nMore.\n`).doc.blocks));
  for (let i = 0; i < without; i++) census.add(`ref/without-${i}.md`, outlineOf(analyzeText(`# Other ${i}\n\nText.\n`).doc.blocks));
  return census;
}

describe('heading census', () => {
  it('a heading in 4 of 6 pages of a folder is its schema heading; in 3 of 3, or in 4 of 7, it is not', () => {
    assert.deepEqual(censusOf(4, 2).schemaShare('ref/x.md', REMARKS), { pages: 4, of: 6 });
    assert.equal(censusOf(3, 0).schemaShare('ref/x.md', REMARKS), undefined);
    assert.equal(censusOf(4, 3).schemaShare('ref/x.md', REMARKS), undefined);
  });

  it('the same title at another level, in a subfolder, or with other case and spacing is told apart only by level and folder', () => {
    const census = censusOf(4, 0);
    assert.equal(census.schemaShare('ref/x.md', headingKeyOf(3, 'Remarks')), undefined);
    assert.equal(census.schemaShare('ref/sub/x.md', REMARKS), undefined);
    assert.deepEqual(census.schemaShare('ref/x.md', headingKeyOf(2, '  remarks ')), { pages: 4, of: 4 });
  });

  it('adding a page again replaces its outline, and a removed page no longer counts', () => {
    const census = censusOf(4, 1);
    const page = (text: string) => outlineOf(analyzeText(text).doc.blocks);
    census.add('ref/with-0.md', page('# Page\n\nNo remarks now.\n'));
    assert.equal(census.schemaShare('ref/x.md', REMARKS), undefined);
    census.add('ref/with-0.md', page('# Page\n\nText.\n\n## Remarks\n\nBack.\n'));
    assert.deepEqual(census.schemaShare('ref/x.md', REMARKS), { pages: 4, of: 5 });
    census.remove('ref/without-0.md');
    assert.deepEqual(census.schemaShare('ref/x.md', REMARKS), { pages: 4, of: 4 });
  });

  it('an empty section under a schema heading written as a setext heading is moved; an empty section under another heading is not', () => {
    const census = censusOf(4, 0);
    const text = '# Page\n\nText.\n\nRemarks\n-------\n\nOwn\n---\n\n## Next\n\nText.\n';
    const findings = analyzeText(text).findings.filter((f) => f.ruleId === 'CK003');
    assert.equal(findings.length, 2);
    const moved = findings.map((f) => schemaSectionOf(f, 'ref/new.md', text, census));
    assert.match(moved[0]?.message ?? '', /^Heading "Remarks" has no content: the page template of this folder keeps it \(4 of its 4 pages have it\)/);
    assert.equal(moved[1], undefined);
  });
});
