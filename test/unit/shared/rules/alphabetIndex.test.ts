// A glossary that sets each letter as a heading (TRaSH-Guides Glossary/index.md, MIT: `## A` … `## Z`, a `---`
// between them, letters without terms left empty) keeps an empty letter as a stop of its A–Z navigation: CK003
// stays silent. A page with a few one-letter headings (a section "A" and "B" of a comparison) is no index.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeText } from '../../../helpers/analyzeText';

const ck003 = (text: string) => analyzeText(text).findings.filter((f) => f.ruleId === 'CK003');
const term = (name: string) => `### ${name}\n\n${name} is a term of the guide, explained here in a sentence or two for the reader.\n\n`;

describe('empty letters of an alphabetical index', () => {
  it('are not reported, alone or in a run, with breaks between the letters', () => {
    const page = `# Glossary\n\n## A\n\n${term('Atomic Move')}---\n\n## B\n\n---\n\n## C\n\n${term('Cross Seed')}---\n\n## E\n\n---\n\n## F\n\n---\n\n## G\n\n---\n\n## H\n\n${term('Hardlink')}`;
    assert.deepEqual(ck003(page), []);
  });

  it('a page with fewer than five one-letter headings is no index: its empty one stays the writer\'s', () => {
    const page = `# Plans\n\n## A\n\n${term('Plan A')}## B\n\n## C\n\n${term('Plan C')}`;
    assert.equal(ck003(page).length, 1);
  });

  it('an empty heading of words in an index page stays the writer\'s', () => {
    const page = `# Glossary\n\n## A\n\n${term('Atomic Move')}## B\n\n${term('Backup')}## C\n\n${term('Cache')}## D\n\n${term('Disk')}## E\n\n${term('Event')}### Unwritten term\n\n## F\n\n${term('File')}`;
    assert.equal(ck003(page).length, 1);
  });
});
