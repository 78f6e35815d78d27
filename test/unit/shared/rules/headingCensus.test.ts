// The heading census: a heading is a folder's schema heading when at least 4 of the folder's own pages, and at
// least 60 % of them, have its title at any level; pages of subfolders do not count, except for a page alone in its
// folder (each page in a folder of its own): then the pages of the folders beside it count. A run of three empty
// headings or more needs each title in 30 % of the pages only.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HeadingCensus, headingKeyOf, outlineOf, schemaSectionOf } from '../../../../shared/rules/headingCensus';
import { analyzeText } from '../../../helpers/analyzeText';

const REMARKS = headingKeyOf('Remarks');

/** A census of `withRemarks` pages that have `## Remarks` and `without` pages that do not, in folder `ref`. */
function censusOf(withRemarks: number, without: number): HeadingCensus {
  const census = new HeadingCensus();
  for (let i = 0; i < withRemarks; i++) census.add(`ref/with-${i}.md`, outlineOf(analyzeText(`# Page ${i}\n\nText.\n\n## Remarks\n\nMore.\n`).doc.blocks));
  for (let i = 0; i < without; i++) census.add(`ref/without-${i}.md`, outlineOf(analyzeText(`# Other ${i}\n\nText.\n`).doc.blocks));
  return census;
}

describe('heading census', () => {
  it('a heading in 4 of 6 pages of a folder is its schema heading; in 3 of 3, or in 4 of 7, it is not', () => {
    assert.deepEqual(censusOf(4, 2).schemaShare('ref/x.md', REMARKS), { pages: 4, of: 6, scope: 'folder' });
    assert.equal(censusOf(3, 0).schemaShare('ref/x.md', REMARKS), undefined);
    assert.equal(censusOf(4, 3).schemaShare('ref/x.md', REMARKS), undefined);
  });

  it('the same title at another level or with other case and spacing counts; a subfolder with pages of its own does not', () => {
    const census = censusOf(4, 0);
    for (let i = 0; i < 4; i++) census.add(`ref/sub/other-${i}.md`, outlineOf(analyzeText(`# Other ${i}\n\nText.\n`).doc.blocks));
    assert.deepEqual(census.schemaShare('ref/x.md', headingKeyOf('  remarks ')), { pages: 4, of: 4, scope: 'folder' });
    assert.equal(census.schemaShare('ref/sub/x.md', REMARKS), undefined);
    const levels = new HeadingCensus();
    for (let i = 0; i < 4; i++) levels.add(`rfc/${i}.md`, outlineOf(analyzeText(`# RFC ${i}\n\nText.\n\n${i % 2 ? '#' : '##'} Alternatives\n\nNone.\n`).doc.blocks));
    assert.deepEqual(levels.schemaShare('rfc/x.md', headingKeyOf('Alternatives')), { pages: 4, of: 4, scope: 'folder' });
  });

  it('pages that each sit in a folder of their own (proposals, page bundles) are counted with the pages of the folders beside theirs', () => {
    const census = new HeadingCensus();
    for (let i = 0; i < 5; i++) census.add(`jep/${i}-proposal/proposal.md`, outlineOf(analyzeText(`# JEP ${i}\n\nText.\n\n## Unresolved questions\n\nSome.\n`).doc.blocks));
    census.add('jep/9-other/other.md', outlineOf(analyzeText('# Other\n\nText.\n').doc.blocks));
    assert.deepEqual(census.schemaShare('jep/7-new/new.md', headingKeyOf('Unresolved questions')), { pages: 5, of: 6, scope: 'sibling folders' });
    assert.equal(census.schemaShare('jep/solo.md', headingKeyOf('Unresolved questions')), undefined);
    const text = '# JEP 7\n\nText.\n\n## Unresolved questions\n\n## Future possibilities\n\nMore.\n';
    const finding = analyzeText(text).findings.find((f) => f.ruleId === 'CK003')!;
    assert.match(schemaSectionOf(finding, 'jep/7-new/new.md', census)?.message ?? '', /\(5 of the 6 pages in the folders beside this one have it\)/);
    census.add('jep/7-pair/a.md', outlineOf(analyzeText('# A\n\nText.\n').doc.blocks));
    census.add('jep/7-pair/b.md', outlineOf(analyzeText('# B\n\nText.\n').doc.blocks));
    assert.equal(census.schemaShare('jep/7-pair/a.md', headingKeyOf('Unresolved questions')), undefined, 'a folder of two pages is no page bundle');

  });

  it('adding a page again replaces its outline, and a removed page no longer counts', () => {
    const census = censusOf(4, 1);
    const page = (text: string) => outlineOf(analyzeText(text).doc.blocks);
    census.add('ref/with-0.md', page('# Page\n\nNo remarks now.\n'));
    assert.equal(census.schemaShare('ref/x.md', REMARKS), undefined);
    census.add('ref/with-0.md', page('# Page\n\nText.\n\n## Remarks\n\nBack.\n'));
    assert.deepEqual(census.schemaShare('ref/x.md', REMARKS), { pages: 4, of: 5, scope: 'folder' });
    census.remove('ref/without-0.md');
    assert.deepEqual(census.schemaShare('ref/x.md', REMARKS), { pages: 4, of: 4, scope: 'folder' });
  });

  it('an empty section under a schema heading written as a setext heading is moved; an empty section under another heading is not', () => {
    const census = censusOf(4, 0);
    const text = '# Page\n\nText.\n\nRemarks\n-------\n\nOwn\n---\n\n## Next\n\nText.\n';
    const findings = analyzeText(text).findings.filter((f) => f.ruleId === 'CK003');
    assert.equal(findings.length, 2);
    const moved = findings.map((f) => schemaSectionOf(f, 'ref/new.md', census));
    assert.match(moved[0]?.message ?? '', /^Heading "Remarks" has no content: the page template of this folder keeps it \(4 of its 4 pages have it\)/);
    assert.equal(moved[1], undefined);
  });

  it('a run of empty sections whose titles all are the folder\'s template headings is moved as one; a run with a title of its own is not', () => {
    const census = new HeadingCensus();
    for (let i = 0; i < 4; i++) census.add(`rfc/${i}.md`, outlineOf(analyzeText(`# RFC ${i}\n\nText.\n\n## Drawbacks\n\nSome.\n\n## Alternatives\n\nSome.\n\n## Unresolved questions\n\nSome.\n`).doc.blocks));
    const runOf = (titles: string[]) => analyzeText(`# RFC\n\nText.\n\n${titles.map((t) => `## ${t}\n\n`).join('')}## Last\n\nText.\n`).findings.find((f) => f.ruleId === 'CK003')!;
    const moved = schemaSectionOf(runOf(['Drawbacks', 'Alternatives', 'Unresolved questions']), 'rfc/new.md', census);
    assert.match(moved?.message ?? '', /^Headings "Drawbacks", "Alternatives", "Unresolved questions" have no content: the page template of this folder keeps them \(at least 4 of its 4 pages have it\)/);
    assert.equal(schemaSectionOf(runOf(['Drawbacks', 'Alternatives', 'Prior art']), 'rfc/new.md', census), undefined);
  });

  it('a run of template headings is moved when a third of the folder\'s pages keep them, older pages following another outline (lightninglabs release notes, MIT)', () => {
    const census = new HeadingCensus();
    const current = '# Release Notes\n\nText.\n\n# Improvements\n\n## Functional Updates\n\nSome.\n\n## RPC Updates\n\nSome.\n\n## Code Health\n\nSome.\n';
    for (let i = 0; i < 4; i++) census.add(`notes/new-${i}.md`, outlineOf(analyzeText(current).doc.blocks));
    for (let i = 0; i < 6; i++) census.add(`notes/old-${i}.md`, outlineOf(analyzeText(`# Release ${i}\n\n## Changes\n\nSome.\n`).doc.blocks));
    const run = analyzeText('# Release Notes\n\nText.\n\n# Improvements\n\n## Functional Updates\n\n## RPC Updates\n\n## Code Health\n\n# Contributors\n\nNames.\n').findings.find((f) => f.ruleId === 'CK003')!;
    assert.match(schemaSectionOf(run, 'notes/new.md', census)?.message ?? '', /^Headings "Functional Updates", "RPC Updates", "Code Health" have no content: the page template of this folder keeps them \(at least 4 of its 10 pages have it\)/);
    const single = analyzeText('# Release Notes\n\nText.\n\n## RPC Updates\n\n## Other\n\nText.\n').findings.find((f) => f.ruleId === 'CK003')!;
    assert.equal(schemaSectionOf(single, 'notes/new.md', census), undefined, 'one empty heading needs the share of most pages');
    for (let i = 6; i < 14; i++) census.add(`notes/old-${i}.md`, outlineOf(analyzeText(`# Release ${i}\n\n## Changes\n\nSome.\n`).doc.blocks));
    assert.equal(schemaSectionOf(run, 'notes/new.md', census), undefined, '4 of 18 pages is under a third');
  });

  it('a small lede closed by the break that ends the page opening is the template\'s when most pages around it open so', () => {
    const body = 'In order to automate a browser we need to open one up programmatically, and this lesson shows how that is done step by step.\n\n'.repeat(3);
    const lede = (i: number) => `---\ntitle: Lesson ${i}\n---\n\nLesson ${i} covers how to do it in a browser.\n\n---\n\n${body}`;
    const plain = (i: number) => `# Lesson ${i}\n\n${body}`;
    const census = new HeadingCensus();
    // Three pages in the lesson's own folder (too few to tell), five more in the course's other folders.
    for (let i = 0; i < 3; i++) census.add(`course/page/${i}.md`, outlineOf(analyzeText(lede(i)).doc.blocks));
    for (let i = 3; i < 8; i++) census.add(`course/other/${i}.md`, outlineOf(analyzeText(i < 7 ? lede(i) : plain(i)).doc.blocks));
    const finding = analyzeText(lede(9)).findings.find((f) => f.ruleId === 'CK002')!;
    assert.match(finding.message, /: the thematic break after it ends the page's opening$/);
    assert.equal(finding.pipeline, undefined);
    const moved = schemaSectionOf(finding, 'course/page/new.md', census);
    assert.match(moved?.message ?? '', /ends the page's opening, as the page template has it \(7 of the 8 pages in and around this folder open so\)$/);
    assert.match(moved?.pipeline?.cause ?? '', /page template closes with a thematic break/);
    // Where most pages do not open so, the finding stays the writer's.
    for (let i = 10; i < 20; i++) census.add(`course/other/${i}.md`, outlineOf(analyzeText(plain(i)).doc.blocks));
    assert.equal(schemaSectionOf(finding, 'course/page/new.md', census), undefined);
  });

  it('a heading line with no text that most pages around it hold (`####` over each page of LotrExtendedTeam/Extended-Wiki) is the site\'s layout', () => {
    const page = (i: number) => `---\ntags:\n  - Blocks\n---\n\n####\n\nThe block number ${i} is found in the forests of the north and is mined with an axe.\n\n# Block ${i}\n\nMore about it.\n`;
    const plain = (i: number) => `# Block ${i}\n\nThe block number ${i} is found in the forests of the north.\n`;
    const census = new HeadingCensus();
    // Two pages in each folder, too few to tell alone; six of the wiki's eight pages hold the line.
    for (let i = 0; i < 8; i++) census.add(`wiki/kind${i >> 1}/${i}.md`, outlineOf(analyzeText(i < 6 ? page(i) : plain(i)).doc.blocks));
    const finding = analyzeText(page(9)).findings.find((f) => f.ruleId === 'CK003')!;
    assert.match(finding.message, /^Heading line "####" has no text: any chunk of its section ends its heading path in an empty title/);
    const moved = schemaSectionOf(finding, 'wiki/kind0/new.md', census);
    assert.match(moved?.message ?? '', /not a title left out \(6 of the 8 pages in and around this folder hold one\)$/);
    assert.match(moved?.pipeline?.remedy ?? '', /dropping heading lines with no text before chunking/);
    // Where most pages hold none, the line is the writer's slip.
    for (let i = 10; i < 20; i++) census.add(`wiki/kind0/${i}.md`, outlineOf(analyzeText(plain(i)).doc.blocks));
    assert.equal(schemaSectionOf(finding, 'wiki/kind0/new.md', census), undefined);
  });

  it('an empty `#` title that repeats the front matter\'s title, as most pages around open (feishu-pages exports in vendestine/vendestine.github.io), is the tool\'s layout', () => {
    const page = (title: string, section: string) => `---\ntitle: ${title}\nslug: page\n---\n\n\n# ${title}\n\n# ${section}\n\nThe steps that make the ignore file take effect again after a change.\n`;
    const titled = (i: number) => `---\ntitle: Note ${i}\n---\n\n# Note ${i}\n\nWhat note ${i} says about the tools.\n`;
    const plain = (i: number) => `---\ntitle: Note ${i}\n---\n\nWhat note ${i} says about the tools.\n`;
    const census = new HeadingCensus();
    for (let i = 0; i < 8; i++) census.add(`git/${i}.md`, outlineOf(analyzeText(titled(i)).doc.blocks));
    const text = page('.gitignore使用', 'gitignore重新生效');
    census.add('git/gitignore.md', outlineOf(analyzeText(text).doc.blocks));
    const finding = analyzeText(text).findings.find((f) => f.ruleId === 'CK003')!;
    assert.match(finding.message, /^Heading "\.gitignore使用" has no content/);
    const moved = schemaSectionOf(finding, 'git/gitignore.md', census);
    assert.match(moved?.message ?? '', /the page's title written again as its first heading.*\(9 of its 9 pages open so\)$/);
    assert.match(moved?.pipeline?.remedy ?? '', /dropping a first heading that repeats the front matter's title/);
    // A `##` title, or one after other blocks (a notice above it), is written by hand, and so is the page where few open so.
    for (const other of [text.replace('# .gitignore', '## .gitignore').replace('# gitignore', '## gitignore'), text.replace('\n\n\n# .', '\n\nA notice.\n\n# .')]) {
      census.add('git/gitignore.md', outlineOf(analyzeText(other).doc.blocks));
      assert.equal(schemaSectionOf(analyzeText(other).findings.find((f) => f.ruleId === 'CK003')!, 'git/gitignore.md', census), undefined);
    }
    census.add('git/gitignore.md', outlineOf(analyzeText(text).doc.blocks));
    for (let i = 10; i < 30; i++) census.add(`git/${i}.md`, outlineOf(analyzeText(plain(i)).doc.blocks));
    assert.equal(schemaSectionOf(finding, 'git/gitignore.md', census), undefined);
  });

  it('a lede closed by the opening break is the template\'s when four pages of the run open with the same words, in folders where most pages do not (holoviz/panel how-to guides, BSD-3-Clause)', () => {
    const body = 'The `panel.cache` decorator stores the output of a function for the arguments it was called with, so a second call returns at once.\n\n'.repeat(3);
    const guide = (topic: string) => `# ${topic}\n\nThis guide addresses how to ${topic.toLowerCase()}.\n\n---\n\n${body}`;
    const plain = (i: number) => `# Page ${i}\n\n${body}`;
    const census = new HeadingCensus();
    const topics = ['Cache output', 'Align components', 'Control size', 'Save an app'];
    topics.forEach((t, i) => census.add(`how_to/area${i}/guide.md`, outlineOf(analyzeText(guide(t)).doc.blocks)));
    for (let i = 0; i < 4; i++) for (let k = 0; k < 3; k++) census.add(`how_to/area${i}/plain${k}.md`, outlineOf(analyzeText(plain(k)).doc.blocks));
    const finding = analyzeText(guide('Cache output')).findings.find((f) => f.ruleId === 'CK002')!;
    assert.equal(finding.pipeline, undefined);
    const moved = schemaSectionOf(finding, 'how_to/area0/guide.md', census);
    assert.match(moved?.message ?? '', /as the page template has it \(4 of the 16 pages of the run open with the same words and the break\)$/);
    census.remove('how_to/area3/guide.md');
    assert.equal(schemaSectionOf(finding, 'how_to/area0/guide.md', census), undefined, 'three pages are too few');
  });

  it('a small chunk closed by a break that most pages of the folder set in the same section is their layout (a crawler\'s problem statements in tnotesjs/TNotes.leetcode); a break in a section of its own is the writer\'s', () => {
    const statement = 'You are given an m x n integer matrix with two properties: each row is sorted in non-decreasing order, and the first integer of each row is greater than the last integer of the row before it. Given an integer target, return true if the target is in the matrix and false otherwise. You must write a solution that runs in logarithmic time.\n\n- m == matrix.length and n == matrix[i].length\n- 1 <= m, n <= 100\n- all values are integers';
    const example = (i: number) => `Example ${i}:\n\n![matrix ${i}](https://cdn.example.org/imgs/matrix-${i}.png)\n\n\`\`\`\ninput: matrix = [[1, 3], [10, 11]], target = ${i}\noutput: true\n\`\`\`\n`;
    const note = (n: number, solution: string) => `# ${n}. Problem ${n}\n\n## 1. Description\n\n${statement}\n\n---\n\n${example(1)}\n---\n\n${example(2)}\n## 2. ${solution}\n\n${'The idea is to walk the rows from the top right corner and move left or down. '.repeat(4)}\n`;
    const census = new HeadingCensus();
    for (let n = 0; n < 6; n++) census.add(`notes/${n}/README.md`, outlineOf(analyzeText(note(n, `Solution ${n}`)).doc.blocks));
    const text = note(7, 'Solution 7');
    census.add('notes/7/README.md', outlineOf(analyzeText(text).doc.blocks));
    const finding = analyzeText(text).findings.find((f) => f.ruleId === 'CK002' && f.span.start < text.indexOf('---'))!;
    assert.match(finding.message, /the thematic break after it closes it$/);
    const moved = schemaSectionOf(finding, 'notes/7/README.md', census);
    assert.match(moved?.message ?? '', /the layout of this folder's pages, which set one in the same section .*\(7 of the 7 pages in the folders beside this one break it so\)$/);
    assert.ok(moved?.pipeline);
    const other = `# 8. Problem 8\n\n## Notes\n\n${statement}\n\n---\n\n${example(1)}\n`;
    census.add('notes/8/README.md', outlineOf(analyzeText(other).doc.blocks));
    const own = analyzeText(other).findings.find((f) => f.ruleId === 'CK002')!;
    assert.match(own.message, /closes it$/);
    assert.equal(schemaSectionOf(own, 'notes/8/README.md', census), undefined, 'no other page breaks a section titled "Notes"');
  });

  it('a break after a section heading, or after a long opening, does not end the page opening', () => {
    const after = analyzeText('# T\n\n## Part\n\nShort lead.\n\n---\n\nMore text here that goes on.\n').findings.find((f) => f.ruleId === 'CK002');
    assert.match(after?.message ?? '', /the thematic break after it closes it$/);
    const long = analyzeText(`# T\n\n${'One paragraph.\n\n'.repeat(5)}---\n\nMore text here that goes on.\n`).findings.find((f) => f.ruleId === 'CK002');
    assert.match(long?.message ?? '', /the thematic break after it closes it$/);
  });

  it("a heading that ends a section's list page (`_index.md`) over pages of its own introduces the list the site writes; elsewhere it is empty", () => {
    const text = '# Docs\n\nThe operator lifecycle manager installs and updates operators.\n\n## Get started\n';
    const finding = analyzeText(text).findings.find((f) => f.ruleId === 'CK003')!;
    assert.match(finding.message, /nothing follows it to the end of the document$/);
    const census = new HeadingCensus();
    census.add('docs/_index.md', outlineOf(analyzeText(text).doc.blocks));
    assert.equal(schemaSectionOf(finding, 'docs/_index.md', census), undefined, 'a section with no other page lists nothing');
    census.add('docs/install/setup.md', outlineOf(analyzeText('# Setup\n\nText.\n').doc.blocks));
    const moved = schemaSectionOf(finding, 'docs/_index.md', census);
    assert.match(moved?.pipeline?.cause ?? '', /list page \(`_index.md`\)/);
    assert.equal(schemaSectionOf(finding, 'docs/index.md', census), undefined, 'an ordinary index page is the writer\'s');
    const inner = analyzeText('# Docs\n\n## Get started\n\n## Next\n\nText.\n').findings.find((f) => f.ruleId === 'CK003')!;
    assert.equal(schemaSectionOf(inner, 'docs/_index.md', census), undefined, 'an empty heading inside the page is empty');
  });
});
