// The tally behind the template fold: recording a document again replaces what it added, so the editor's
// workspace lint and live analyses keep the counts `lint` would make of the same files.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Finding } from '../../../../shared/model/types';
import { slotTitleOf, TEMPLATE_SECTION_FILES, TemplateSectionTally } from '../../../../shared/rules/templateSections';
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
    assert.match(tally.causeOf(empty('Features'), 'page.md')?.cause ?? '', /"features" is empty in 5 files/);
    tally.record('themes/0.md', 'themes/0.md', []);
    assert.equal(tally.causeOf(empty('Features'), 'page.md'), undefined);
    tally.record('themes/0.md', 'themes/0.md', [empty('features')]);
    tally.record('themes/0.md', 'themes/0.md', [empty('Features')]);
    assert.ok(tally.causeOf(empty('Features'), 'page.md'));
    tally.record('themes/1.md', 'themes/1.md', []);
    assert.equal(tally.causeOf(empty('Features'), 'page.md'), undefined, 'a document recorded twice counts once');
  });

  it('a finding already the pipeline\'s is neither counted nor moved', () => {
    const tally = new TemplateSectionTally();
    const moved = { ...empty('Notes'), pipeline: { cause: 'a schema heading', remedy: 'none' } };
    for (let i = 0; i < TEMPLATE_SECTION_FILES; i++) tally.record(`${i}.md`, `${i}.md`, [moved]);
    assert.equal(tally.anyTemplated, false);
    assert.equal(tally.causeOf(moved, 'page.md'), undefined);
  });

  it('an empty run the heading census gave to its folder\'s template still counts its titles as empty sections (lightninglabs release notes)', () => {
    const tally = new TemplateSectionTally();
    const run: Finding = { ...empty('x'), message: 'Headings "Functional Updates", "RPC Updates", "lncli Updates" have no content: the page template of this folder keeps them (at least 23 of its 40 pages have it), and no chunk carries them', pipeline: SCHEMA_SECTION };
    for (let i = 0; i < TEMPLATE_SECTION_FILES - 1; i++) tally.record(`notes/${i}.md`, `notes/${i}.md`, [], [run]);
    assert.equal(tally.causeOf(empty('RPC Updates'), 'page.md'), undefined, 'four files');
    tally.record('notes/4.md', 'notes/4.md', [{ ...run, pipeline: { ...SCHEMA_SECTION } }]);
    assert.match(tally.causeOf(empty('RPC Updates'), 'page.md')?.cause ?? '', /"rpc updates" is empty in 5 files/);
  });

  it('a heading of a template file is a slot of the pages its folder holds, in the form the copies write it', () => {
    const tally = new TemplateSectionTally();
    tally.record('vault/templates/Shop.md', 'vault/templates/Shop.md', [], [], ['Shop Keep', 'Wares ', 'Description:', 'Implementation Details [optional]', 'Upgrade / Downgrade Strategy']);
    assert.match(tally.causeOf(empty('Wares'), 'vault/Shops/Mother Lugru.md')?.cause ?? '', /"wares" is empty where the template vault\/templates\/Shop\.md has it/);
    assert.ok(tally.causeOf(empty('Description'), 'vault/NPCs/Semetra.md'), 'the template\'s closing colon');
    assert.ok(tally.causeOf(empty('Implementation Details'), 'vault/x.md'), 'the template\'s [optional]');
    assert.ok(tally.causeOf(empty('Upgrade / Downgrade'), 'vault/x.md'), 'the first words of the template\'s title');
    assert.equal(tally.causeOf(empty('Upgrade'), 'vault/x.md'), undefined, 'one word is no shortened title');
    assert.equal(tally.causeOf(empty('Party Notes'), 'vault/Shops/Mother Lugru.md'), undefined, 'no heading of the template');
    assert.equal(tally.causeOf(empty('Wares'), 'other/Shop.md'), undefined, 'outside the folder that holds the templates folder');
    tally.record('vault/templates/Shop.md', 'vault/templates/Shop.md', []);
    assert.equal(tally.causeOf(empty('Wares'), 'vault/Shops/Mother Lugru.md'), undefined, 'recorded again as no template');
  });

  it('a template named so serves its own folder and the folders below it', () => {
    const tally = new TemplateSectionTally();
    tally.record('docs/proposals/001-proposal-template.md', 'docs/proposals/001-proposal-template.md', [], [], ['Use case 2:']);
    assert.ok(tally.causeOf(empty('Use case 2:'), 'docs/proposals/manifest-hydrator.md'));
    assert.ok(tally.causeOf(empty('Use case 2'), 'docs/proposals/hydrator/README.md'));
    assert.equal(tally.causeOf(empty('Use case 2'), 'docs/guide.md'), undefined);
  });

  it('slot titles drop case, runs of spaces, a closing colon and a qualifier the template sets', () => {
    assert.equal(slotTitleOf('Open  Questions [optional]'), 'open questions');
    assert.equal(slotTitleOf('Location:'), 'location');
    assert.equal(slotTitleOf('Alternatives (if applicable)'), 'alternatives');
    assert.equal(slotTitleOf('Optional settings'), 'optional settings');
  });
});
