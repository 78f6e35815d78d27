// Small chunks closed by a thematic break that sets a note apart rather than ending related prose (CK002): a label
// and links only, a notice about the page, a note framed by breaks right before a heading, a pointer elsewhere. The
// writer keeps a break between two parts of one section about one thing.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import { analyzeText, readFixture } from '../../../helpers/analyzeText';

function closedByBreak(text: string) {
  const a = analyzeText(text);
  const byBreak = (f: { ruleId: string; message: string }) => f.ruleId === 'CK002' && /thematic break/.test(f.message);
  return { writer: a.findings.filter(byBreak), pipeline: a.pipelineFindings.filter(byBreak) };
}

const BODY = 'States allow you to structure the runtime flow of your app: a menu screen, a loading screen, pausing the game. In every state you can run different systems, and add setup and cleanup systems for entering and leaving it.\n\nTo use states, first define an enum type and derive the traits the engine needs for it, then add it to the app.\n';

function assertPipeline(text: string, cause: RegExp): void {
  const { writer, pipeline } = closedByBreak(text);
  assert.deepEqual(writer, []);
  assert.equal(pipeline.length, 1);
  assert.match(pipeline[0].pipeline!.cause, cause);
}

describe('a label and links only before a break are pointers, no prose to join', () => {
  it('"Relevant official examples:" and reference links (`[`state`][example::state]`) under the title', () => {
    assertPipeline(`# States\n\nRelevant official examples:\n[\`state\`][example::state],\n[\`sub_states\`][example::sub_states].\n\n---\n\n${BODY}`, /which separates a block of links or an embed, no prose to join$/);
  });

  it('two labelled lists of links, inline or by reference', () => {
    assertPipeline(`# ECS Programming\n\nRelevant official examples:\n[\`ecs_guide\`][example::ecs_guide].\n\nThe complete game examples:\n[\`breakout\`](https://example.org/breakout) and [\`alien_cake_addict\`][example::alien].\n\n---\n\n${BODY}`, /a block of links or an embed/);
  });

  it('a label and a sentence around a link is prose: the break stays the writer\'s', () => {
    const { writer } = closedByBreak(`# States\n\nRelevant official examples: the [\`state\`][example::state] example switches between a menu and a game.\n\n---\n\n${BODY}`);
    assert.equal(writer.length, 1);
  });
});

describe('a notice about the page that opens it or a section is set apart from its body', () => {
  it('a call to improve the page ("please help improve this page! Create Issues or PRs on GitHub")', () => {
    assertPipeline(`# Linux Desktop\n\nIf you have any additional Linux-specific knowledge,\nplease help improve this page!\n\nCreate Issues or PRs on [GitHub][project::cb].\n\n---\n\n${BODY}`, /which separates a notice about the page \(its status, a call to improve it\) from its body$/);
  });

  it('a labelled notice (`**NOTE:** This chapter of the book is an early *Work in Progress*!`)', () => {
    assertPipeline(`# Render Architecture\n\n**NOTE:** This chapter of the book is an early *Work in Progress*!\nMany links are still broken!\n\n---\n\n${BODY}`, /a notice about the page/);
  });

  it('a notice saying whom the page is for and where the others go (swift-org-website package-requirements.md, Apache-2.0)', () => {
    assertPipeline(`## SSWG security requirements for packages on the index\n\nThis information is intended for package authors who have packages incubated by the SSWG. If instead you found a security vulnerability in a package, follow the reporting process of the Swift Security Response group.\n\n---\n\n${BODY}`, /a notice about the page/);
  });

  it('a notice of what the page leaves out, in an admonition (TRaSH-Guides Native.md, MIT)', () => {
    const text = `# Native\n\n!!! note\n\n    We're not going to explain how to install all the applications, but we will explain which folder structure we recommend.\n\n---\n\n${BODY}`;
    const a = analyze({ kind: 'markdown', text, documentId: 'Native.md', settings: resolveSettings({ dialect: 'mkdocs' }, 'markdown') });
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK002'), []);
    assert.match(a.pipelineFindings.find((f) => f.ruleId === 'CK002')?.pipeline?.cause ?? '', /a notice about the page/);
  });

  it('an ordinary lede before the first break stays the writer\'s', () => {
    const { writer } = closedByBreak(`# ECS Programming\n\nThis page will try to teach you the general ECS mindset.\n\n---\n\n${BODY}`);
    assert.equal(writer.length, 1);
  });

  it('a notice after content of its section is no opening notice: the break stays the writer\'s', () => {
    const { writer } = closedByBreak(`# States\n\n## Setup\n\nDefine the states of the game before the app starts, and give each a name.\n\nThis section is still a draft: please help improve this page.\n\n---\n\n${BODY}`);
    assert.equal(writer.length, 1);
  });
});

const TABLE = '### Visualization aggregates\n\n| Function | Description |\n| :-- | :-- |\n| sparkline | Vertical block chart of values within a group |\n\nSee the [visualization functions](/docs/visualization/) page for the full reference, including the scalar bar function.\n\n';

describe('a note framed by breaks right before a heading belongs to the page, not to the section above', () => {
  it('`---` / "The database supports implicit GROUP BY …" / `---` / `## count`: the break before the note joins no prose', () => {
    const note = 'The database supports implicit `GROUP BY`. When aggregate functions are used with non-aggregated columns, it groups by those columns. Examples here often omit `GROUP BY` for brevity.';
    assertPipeline(`# Aggregate functions\n\n${TABLE}---\n\n${note}\n\n---\n\n## count\n\n\`count()\` counts the rows of each group, or the non-null values of a column when one is given.\n`, /which separates a note framed by breaks before the next heading \(the page's, not this section's\)$/);
  });

  it('a frame around part of one short section with more of it after the frame (`## Support bot` / sentence / `---` / list / `---` / sentence) stays the writer\'s', () => {
    const text = '# Communication\n\n## Support bot\n\nTo support our efforts in organizing the channels, we have plugged a [support bot](https://example.org/support.yml) into the repositories of the organization.\n\n---\nCurrently, the bot will only check the following repositories:\n* [hub](https://example.org/hub)\n* [binder](https://example.org/binder)\n---\n\n**To trigger the support bot on an issue**, add the `support` label to it. The bot posts a short message about our communication policy and closes the issue; removing the label reopens it.\n';
    const { writer } = closedByBreak(text);
    assert.ok(writer.length >= 1);
  });

  it('a longer passage between the breaks is content of its own: the break stays the writer\'s', () => {
    const long = 'The database groups by the non-aggregated columns of a query on its own, so most examples leave the clause out. '.repeat(6);
    const { writer } = closedByBreak(`# Aggregate functions\n\n${TABLE}---\n\n${long}\n\n---\n\n## count\n\nCounts rows.\n`);
    assert.equal(writer.length, 1);
  });
});

describe('a quotation set alone between two breaks is a box, no prose the breaks join (tock/book, Apache-2.0 / MIT)', () => {
  const STORY = 'Great! Now you check that the LED is blinking, and sure enough, no problems there. The blink app was just for testing, so you uninstall it again. So far, so good. But before you head home after a successful day, you wonder whether this was a little too easy, and what the client would say if it were not right.\n\nLooking in the folders of the two applications, you find a short description of each and a URL. After trying things for a while, everything seems to be in order. You tell the director the board is ready and head home a little early: you did just complete your first project for a major client, and tomorrow the real work on the temperature sensor begins.\n';

  it('the box itself (`---` / `> **Checkpoint**` / `> Make sure …` / `---`) is the small chunk', () => {
    const checkpoint = '> **Checkpoint**\n>\n> Make sure you have these apps installed correctly and `tockloader list`\n> produces similar output as shown here.';
    assertPipeline(`# Keep the client happy\n\n${STORY}\n---\n\n${checkpoint}\n\n---\n\n${STORY}`, /which separates a quotation or a notice framed by two breaks \(a box: a checkpoint, a callout, an update\) from the prose beside it$/);
  });

  it('the lede before the box (a quote holding a code block) and the box are small chunks', () => {
    const box = '> Before starting to develop this app, please remove any existing apps from the\n> board using the following command:\n>\n> ```\n> $ tockloader erase-apps\n> ```';
    const { writer, pipeline } = closedByBreak(`# Building the User Interface\n\nIn the previous stages we built a sensor application that is able to query the kernel for the current temperature. We now will build a user interface.\n\n---\n\n${box}\n\n---\n\n${STORY}`);
    assert.deepEqual(writer, []);
    assert.equal(pipeline.length, 2, 'the lede and the box');
    for (const f of pipeline) assert.match(f.pipeline!.cause, /a quotation or a notice framed by two breaks/);
  });

  it('a paragraph opened by a notice\'s bold label (`***` / `**UPDATE** A new ROM …` / `***`, dinki/View-Assist) is a box: the intro before it and the notice are no writer\'s', () => {
    const intro = 'The tablet is a nice Android device with a good speaker at a low price, and this page shows how to set it up as a voice assistant for the house.\n\nThis set up is not for the faint at heart.';
    const notice = '**UPDATE** A new ROM was released recently and it has become the preferred ROM. See the guide for installing it.';
    const { writer, pipeline } = closedByBreak(`# Tablet\n\n${intro}\n\n***\n\n${notice}\n\n***\n\n${STORY}`);
    assert.deepEqual(writer, []);
    assert.equal(pipeline.length, 2, 'the intro and the notice');
    for (const f of pipeline) assert.match(f.pipeline!.cause, /a quotation or a notice framed by two breaks/);
    const plain = closedByBreak(`# Tablet\n\n${intro}\n\n***\n\n${notice.replace('**UPDATE**', 'Update:')}\n\n***\n\n${STORY}`);
    assert.deepEqual(plain.writer.map((f) => f.message), ['Chunk 2 has 23 tokens [Expected: ≥ 120, or the last chunk of its section]: the thematic break after it closes it'], 'a label not in bold is prose');
  });

  it('a quotation with a paragraph beside it inside the frame is no box: the break stays the writer\'s', () => {
    const { writer } = closedByBreak(`# Keep the client happy\n\n${STORY}\n---\n\nOne more check before you go on.\n\n> Make sure the apps are installed.\n\n---\n\n${STORY}`);
    assert.equal(writer.length, 1);
  });
});

describe('a short chunk that ends in a pointer elsewhere is set apart by the break after it', () => {
  it('"(also check out the [Windows Platform page][…] for info about developing for Windows generally)"', () => {
    assertPipeline(`# Build Windows EXEs from macOS\n\n(also check out the [Windows Platform page][platform::windows] for info\nabout developing for Windows generally)\n\n---\n\n${BODY}`, /a closing pointer/);
  });

  it('"See the corresponding chapter on [Bundler Integration](…)" before the page\'s sign-off', () => {
    assertPipeline(`# Astro Integration\n\n## Installation\n\nInstall the integration with your package manager and add it to the config file of the site, next to the other integrations.\n\n## TypeScript Support\n\nSee the corresponding chapter on [Bundler Integration](./bundler-integration.md#typescript-support)\n\n---\n\n:tada: Congratulations! That's all.\n\nTo learn more about the macros, please visit [All Macros](/macros/).\n`, /a closing pointer/);
  });
});

describe('the `---` lines that fence a component\'s props (MDC)', () => {
  it('a landing page\'s `:::u-page-feature` components with YAML props between `---` lines are the pipeline\'s, not the writer\'s', () => {
    const a = analyzeText(readFixture('breaks', 'mdc-component-props.md'));
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK002'), []);
    assert.deepEqual(a.pipelineFindings.filter((f) => f.ruleId === 'CK002').map((f) => f.message.replace(/^Chunk \d+ has \d+ tokens /, '')), [
      "[Expected: ≥ 120, or the last chunk of its section]: markdown-spec cuts at the thematic break after it, which separates a component's props (the YAML a `::name` directive opens with `---`, MDC syntax), no prose to join",
      "[Expected: ≥ 120, or the last chunk of its section]: markdown-spec cuts at the thematic break after it, which separates a component's props (the YAML a `::name` directive opens with `---`, MDC syntax), no prose to join",
    ]);
  });

  it('a break after prose that merely mentions a directive stays the writer\'s', () => {
    const page = '# Features\n\n## Layout\n\nUse the `::u-page-feature` component for each card of the grid on the landing page.\n\n---\n\nEach card takes an icon, a title and a description, and the grid lays them out in three columns on wide screens.\n';
    assert.equal(analyzeText(page).findings.filter((f) => f.ruleId === 'CK002').length, 1);
  });
});
