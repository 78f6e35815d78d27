// Small chunks closed by a thematic break where removing the break joins no prose or changes nothing (CK002): a
// note's properties written as `Label: value` lines, callouts holding only links or nothing, an index of links, two
// records of one shape, and a chunk that the strategy would still cut off before a code block if the break went. A
// break between related prose stays the writer's.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';

/** The CK002 findings of a note read as an Obsidian vault's (callouts, wikilinks), by audience. */
function small(text: string) {
  const a = analyze({ kind: 'markdown', text, documentId: 'note.md', settings: resolveSettings({ dialect: 'obsidian' }, 'markdown') });
  return { writer: a.findings.filter((f) => f.ruleId === 'CK002'), pipeline: a.pipelineFindings.filter((f) => f.ruleId === 'CK002') };
}

const BODY = 'An array is a variable that can store multiple values of one type, laid out one after another in memory. '.repeat(3);

describe('a note\'s properties written as plain label-and-value lines', () => {
  it('`Academic Year: …` / `Class: [[…]]` / `Created: …` / `Tag: …` before the opening break are a record of fields, not the writer\'s', () => {
    const { writer, pipeline } = small(`---\ncreated: 2023-05-02T14:29\n---\nAcademic Year: 2022-2023\nClass: [[Programming (Class)]]\nCreated: March 13, 2023\nTag: [[C MOC]], [[Dictionaries in C]]\n\n---\n**Previous lecture:** [[L11 Programming]]\n\n${BODY}\n\n## Arrays\n\n${BODY}\n`);
    assert.deepEqual(writer, []);
    assert.equal(pipeline.length, 1);
    assert.match(pipeline[0].message, /which separates a record of fields \(a label and its value a line\) from the prose after it$/);
  });

  it('sentences that open with a label (`Note: …`) are prose: the break after them stays the writer\'s', () => {
    const { writer } = small(`# Arrays\n\nNote: the size of an array is fixed once it is declared, and the compiler checks it where it can.\nWarning: reading past the end of an array reads whatever memory lies there, with no error at all.\n\n---\n\n${BODY}\n\n${BODY}\n`);
    assert.equal(writer.length, 1);
    assert.match(writer[0].message, /the thematic break after it (?:closes it|ends the page's opening)$/);
  });
});

describe('callouts beside a break', () => {
  it('callouts that hold only links (a vault\'s index page) are a block of links: the callout\'s title is its label', () => {
    const { writer, pipeline } = small(`---\ncreated: 2023-09-24T12:21\n---\n>[!note] Programming Tools\n>- [[Git]]\n>- [[Nvim]]\n>- [[MacOS Setup]]\n\n>[!note] Personal Websites\n>- [[Quartz]]\n>- [[Jekyll]]\n\n---\n\n${BODY}\n\n${BODY}\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].message, /which separates a block of links or an embed, no prose to join$/);
  });

  it('callouts a note template opens with, left empty (`>[!abstract] Index` / `>1. `), hold no prose to join', () => {
    const { writer, pipeline } = small(`---\ntype: Programming Note\n---\n>[!abstract] Index\n>1. \n\n>[!abstract] Related\n>- \n\n>[!danger] TLDR\n>\n\n---\n\nexample add nvim to gnu stow:\n\n1. go in the dotfiles directory\n2. create an nvim directory\n\n${BODY}\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].message, /which separates callouts left empty \(the boxes a note template opens with, not filled in\), no prose to join$/);
  });

  it('a callout with words in it is prose the break may join', () => {
    const { writer } = small(`---\ntype: Programming Note\n---\n>[!danger] TLDR\n>Stow links every file of a package folder into the home folder.\n\n---\n\n${BODY}\n\n${BODY}\n`);
    assert.equal(writer.length, 1);
  });
});

describe('an index of links', () => {
  const index = (second: string) => `# C MOC\n\nC is a general-purpose language.\n\n## Index:\n\n- [[C Syntax]] <-- write about spacing rules\n- [[C Comments]]\n- [[C Print Output]] <--\n\n**Data Types:**\n${second}\n---\n- [[C Numbers]]\n- [[C Num Type Conversion]]\n\n## Projects\n\n${BODY}\n`;

  it('lists of items each led by a link, under short labels, that a break splits into groups are a block of links, not the writer\'s', () => {
    const { writer, pipeline } = small(index('- [[C Variables And Constants]]\n- [[C Data Types]]\n- [[C Booleans]]\n'));
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].message, /which separates a block of links or an embed, no prose to join$/);
  });

  it('a list item that explains instead of linking makes it prose: the break stays the writer\'s', () => {
    const { writer } = small(index('- [[C Variables And Constants]]\n- Data types decide how many bytes a value takes and how its bits are read.\n'));
    assert.equal(writer.length, 1);
  });
});

describe('two records of one shape', () => {
  const scenario = (name: string, events: string) => `Scenario when ${name}.\n\n<div align="center">\n  <img alt="${name}" src="../assets/${name.replace(/\W+/g, '-')}.svg" width="420"/>\n</div>\n\nEvents emitted:\n\n${events}\n\n`;
  const page = (second: string) => `# Token DAG\n\n## Specification\n\n${BODY}\n\n#### Example Minting Scenario\n\n${scenario('a token is minted', '- TokenCreated(0x1A, 0x1A, address(0))\n- TransferSingle(operator, address(0), Alice, 0x1A, 100)')}---\n\n${second}#### Burning\n\n${BODY}\n`;

  it('a scenario (sentence, diagram, label, list of events) and the next scenario of the same blocks are records: the break between them is not the writer\'s', () => {
    const { writer, pipeline } = small(page(scenario('the token is spent and a new child token is created from the parent', `- TokenSpent(0x0A, 0x0A, 50)\n- TokenCreated(0x0A, 0x1A, Alice)\n- ${BODY}`)));
    assert.deepEqual(writer, []);
    assert.ok(pipeline.some((f) => /which separates one record from the next of the same shape/.test(f.message)));
  });

  it('prose and a list on both sides of the break are no records: the break stays the writer\'s', () => {
    const { writer } = small(page(`The token is spent and a new child token is created from the parent, which is either mutated or burnt.\n\n- ${BODY}\n\n`).replace(/<div[\s\S]*?<\/div>\n\nEvents emitted:\n\n/, ''));
    assert.equal(writer.length, 1);
  });
});

describe('breaks between the fields of an API reference', () => {
  const field = (name: string, type: string) => `\`${name}\` (${type})\n\nWhat the ${name.replace(/_/g, ' ')} of the request holds.\n`;
  it('separate one field from the next, each opened by its name in code (zkemail/docusaurus relayer API): not the writer\'s', () => {
    const { writer, pipeline } = small(`# Relayer API\n\n${BODY}\n\n## Response Fields\n\n${field('request_id', 'string')}\n---\n${field('subject_params', 'object')}\n## Endpoint\n\n${BODY}\n`);
    assert.deepEqual(writer, []);
    assert.ok(pipeline.some((f) => /one field of a reference from the next \("request_id", "subject_params": each opens with its name in code\)/.test(f.message)));
  });

  it('a field name after the break with prose before it is no series of fields: the break stays the writer\'s', () => {
    const { writer } = small(`# Relayer API\n\n${BODY}\n\n## Response Fields\n\nThe fields come in the order below.\n\n---\n${field('subject_params', 'object')}\n## Endpoint\n\n${BODY}\n`);
    assert.equal(writer.length, 1);
  });
});

describe('a chunk that removing the break would still leave small', () => {
  const closing = '## Keep up with the beta\n\nIf you missed the earlier updates, the [spring recap](https://example.org/spring) covers the major changes.\n\nFor week-by-week updates, follow the [This Week](https://example.org/week) series.\n\n---\n\n';
  const page = (after: string) => `# June recap\n\n## What landed\n\n${BODY}\n\n${closing}${after}\n## What comes next\n\n${BODY}\n`;

  it('when the text after the break only leads in to a code block, the chunk is the strategy\'s: the break is not what keeps it small', () => {
    const { writer, pipeline } = small(page('To try the beta:\n\n```bash\nnpm install effect@beta\n```\n'));
    assert.deepEqual(writer, []);
    const moved = pipeline.filter((f) => /without the break/.test(f.message));
    assert.equal(moved.length, 1);
    assert.match(moved[0].pipeline!.cause, /the text after the break is the lead-in to a code block, which markdown-spec keeps in a chunk of its own$/);
  });

  it('when the text after the break would bring the chunk to the minimum, the break stays the writer\'s', () => {
    const more = 'The beta is feature-complete: the next months go to performance work, to the error messages of the schema module, and to the migration guide for teams on the current release, which gets a page of its own with every renamed export. ';
    const { writer } = small(page(`${more}${more}\n\n\`\`\`bash\nnpm install effect@beta\n\`\`\`\n`));
    assert.equal(writer.length, 1);
    assert.match(writer[0].message, /the thematic break after it closes it$/);
  });
});

describe('a break before pictures only', () => {
  it('a break between screenshots (taketox/vitepress-note-page: a paragraph and its figure, `------`, the next figure) joins no words when only pictures follow to the end of its section: the pipeline\'s; a break before prose, or pictures followed by prose, stays the writer\'s', () => {
    const gallery = `# Pages\n\n## Page split\n\nA page can be empty, half full or full.\n\n![An image](/img/65.png)\n\n------\n\n![An image](/img/66.png)\n\n------\n\n![An image](/img/67.png)\n\n## Merge\n\n${BODY}\n`;
    const { writer, pipeline } = small(gallery);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0]?.message ?? '', /which separates one picture from the next, pictures only to the end of the section \(a gallery of screenshots\): no words to join$/);
    const prose = gallery.replace('![An image](/img/66.png)', 'When a row is inserted into a full page, the page is split in two and half of its rows move to the new page.');
    const gallerySays = (r: ReturnType<typeof small>) => [...r.writer, ...r.pipeline].filter((f) => /gallery of screenshots/.test(f.message)).length;
    assert.equal(gallerySays(small(prose)), 0);
    assert.ok(small(prose).writer.length >= 1);
    const goesOn = gallery.replace('![An image](/img/67.png)', '![An image](/img/67.png)\n\n> MERGE_THRESHOLD: the share of a page below which InnoDB looks for a neighbour to merge it with.');
    assert.equal(gallerySays(small(goesOn)), 0, 'the explanation goes on after the last picture');
    assert.ok(small(goesOn).writer.length >= 1);
  });
});
