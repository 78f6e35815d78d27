// The tally behind the template fold: recording a document again replaces what it added, so the editor's
// workspace lint and live analyses keep the counts `lint` would make of the same files.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Finding } from '../../../../shared/model/types';
import { TEMPLATE_SECTION_FILES, TemplateSectionTally } from '../../../../shared/rules/templateSections';
import { SCHEMA_SECTION } from '../../../../shared/rules/headingCensus';

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

  it('an empty run the heading census gave to its folder\'s template still counts its titles as empty sections (lightninglabs release notes)', () => {
    const tally = new TemplateSectionTally();
    const run: Finding = { ...empty('x'), message: 'Headings "Functional Updates", "RPC Updates", "lncli Updates" have no content: the page template of this folder keeps them (at least 23 of its 40 pages have it), and no chunk carries them', pipeline: SCHEMA_SECTION };
    for (let i = 0; i < TEMPLATE_SECTION_FILES - 1; i++) tally.record(`notes/${i}.md`, `notes/${i}.md`, [], [run]);
    assert.equal(tally.causeOf(empty('RPC Updates')), undefined, 'four files');
    tally.record('notes/4.md', 'notes/4.md', [{ ...run, pipeline: { ...SCHEMA_SECTION } }]);
    assert.match(tally.causeOf(empty('RPC Updates'))?.cause ?? '', /"rpc updates" is empty in 5 files/);
  });
});
