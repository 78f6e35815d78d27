// The tally behind the template fold: recording a document again replaces what it added, so the editor's
// workspace lint and live analyses keep the counts `lint` would make of the same files.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Finding } from '../../../../shared/model/types';
import { TEMPLATE_SECTION_FILES, TemplateSectionTally } from '../../../../shared/rules/templateSections';

const empty = (title: string): Finding => ({
  ruleId: 'CK003',
  ruleName: 'orphan-heading',
  severity: 'warning',
  message: `Heading "${title}" has no content before the next heading of the same or a higher level`,
  span: { start: 4, end: 15 },
});

describe('TemplateSectionTally', () => {
  it(`a heading empty in ${TEMPLATE_SECTION_FILES} documents is the template's; recorded again without it, it is not`, () => {
    const tally = new TemplateSectionTally();
    for (let i = 0; i < TEMPLATE_SECTION_FILES; i++) tally.record(`themes/${i}.md`, `themes/${i}.md`, [empty('Features')]);
    assert.match(tally.causeOf(empty('Features'))?.cause ?? '', /"features" is empty in 5 files/);
    tally.record('themes/0.md', 'themes/0.md', []);
    assert.equal(tally.causeOf(empty('Features')), undefined);
    tally.record('themes/0.md', 'themes/0.md', [empty('features')]);
    tally.record('themes/0.md', 'themes/0.md', [empty('Features')]);
    assert.ok(tally.causeOf(empty('Features')));
    tally.record('themes/1.md', 'themes/1.md', []);
    assert.equal(tally.causeOf(empty('Features')), undefined, 'a document recorded twice counts once');
  });

  it('a finding already the pipeline\'s is neither counted nor moved', () => {
    const tally = new TemplateSectionTally();
    const moved = { ...empty('Notes'), pipeline: { cause: 'a schema heading', remedy: 'none' } };
    for (let i = 0; i < TEMPLATE_SECTION_FILES; i++) tally.record(`${i}.md`, `${i}.md`, [moved]);
    assert.equal(tally.anyTemplated, false);
    assert.equal(tally.causeOf(moved), undefined);
  });
});
