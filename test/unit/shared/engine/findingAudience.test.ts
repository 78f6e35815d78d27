// Who fixes a finding: a writer by an edit at its line, or only the pipeline by a choice of strategy or budget;
// and the flood limit of one finding per rule per source block.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import { TEMPLATE_DOCUMENT } from '../../../../shared/engine/byAudience';
import { runCli } from '../../../../server/cli/main';
import { analyzeText } from '../../../helpers/analyzeText';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoPath } from '../../../helpers/repoPath';

const LEAD_IN = 'Install it with pip:\n\n```sh\npip install chunklens\n```\n\nThen run it on your docs folder and read what it says about each file.\n';

describe('who can fix a chunk-too-small finding', () => {
  it('a lead-in cut off before a code block is a pipeline finding, with the cause and the choice that avoids it', () => {
    const a = analyzeText(`# Install\n\n${LEAD_IN}`);
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK002'), []);
    const [small] = a.pipelineFindings;
    assert.equal(small.ruleId, 'CK002');
    assert.match(small.message, /^Chunk 1 has \d+ tokens .*: markdown-spec keeps every code block in a chunk of its own$/);
    assert.match(small.pipeline!.remedy, /adaptive-section, paragraph-semantic\), or a lower minTokens/);
  });

  it('a small chunk closed by a thematic break the writer put there is the writer\'s finding', () => {
    const a = analyzeText('# Notes\n\nA short note.\n\n---\n\nAnother short note that follows the break.\n');
    const [small] = a.findings.filter((f) => f.ruleId === 'CK002');
    assert.ok(small, 'reported per line');
    assert.equal(small.pipeline, undefined);
    assert.match(small.message, /the thematic break after it ends the page's opening$/);
    assert.deepEqual(a.pipelineFindings, []);
  });

  it('with "pipelineFindings": "inline" a pipeline finding is shown per line too and still marked as one', () => {
    const settings = resolveSettings({ pipelineFindings: 'inline' }, 'markdown');
    const a = analyze({ kind: 'markdown', text: `# Install\n\n${LEAD_IN}`, documentId: 'doc.md', settings });
    const small = a.findings.find((f) => f.ruleId === 'CK002');
    assert.ok(small?.pipeline);
    assert.deepEqual(a.pipelineFindings, [small]);
  });
});

describe('who can fix a cut inside a line', () => {
  const budgets = { maxTokens: 60, targetTokens: 40, minTokens: 1, overlapTokens: 0 };
  const dataLine = `--icon: url('data:image/svg+xml;base64,${'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciPjwvc3ZnPg'.repeat(12)}');`;

  it('in a code block it is the pipeline\'s (one line alone is over the cap), and so is the split of that block', () => {
    const a = analyzeText(`# Icons\n\n\`\`\`css\n:root {\n  ${dataLine}\n}\n\`\`\`\n`, { budgets });
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK007' || f.ruleId === 'CK006'), []);
    const rules = a.pipelineFindings.map((f) => f.ruleId).sort();
    assert.deepEqual(rules, ['CK006', 'CK007']);
    assert.ok(a.pipelineFindings.every((f) => /cut inside that line/.test(f.pipeline!.cause) && /maxTokens above that line's length \(now 60\)/.test(f.pipeline!.remedy)));
  });

  it('in a code block inside a list item it is the pipeline\'s too: a line of minified CSS with spaces (SharePoint sp-dev-docs, CC-BY-4.0)', () => {
    const css = Array.from({ length: 60 }, (_, i) => `.ms-Item${i}{color:#333;font-family:Segoe UI,Tahoma,Arial,sans-serif;padding:${i}px 0}`).join(' ');
    const a = analyzeText(`# Styling\n\n1. Add the styles:\n\n    \`\`\`css\n    :global {\n      ${css}\n    }\n    \`\`\`\n`, { budgets });
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK007'), []);
    assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK007' && /cut inside that line/.test(f.pipeline!.cause)));
  });

  it('in an MDX tag it is the pipeline\'s: an inline SVG path over the cap', () => {
    const path = Array.from({ length: 150 }, (_, i) => `L${i} ${i * 2}`).join(' ');
    const a = analyze({ kind: 'markdown', text: `# Icons\n\nThe icon:\n\n<svg viewBox="0 0 24 24"><path d="M0 0 ${path}" /></svg>\n`, documentId: 'icons.mdx', settings: resolveSettings({}, 'markdown', { budgets }, { fileName: 'icons.mdx' }) });
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK007'), []);
    assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK007' && /cut inside that line/.test(f.pipeline!.cause)));
  });

  it('in an image whose URL encodes a diagram, cut at a space of its text, it is the pipeline\'s: the URL makes the line over the cap (after mavlink-devguide services/command.md)', () => {
    // The URL alone fits the cap (56 of 60 tokens), the line with the image's text does not.
    const encoded = Array.from({ length: 36 }, (_, i) => String.fromCharCode(65 + ((i * 7) % 26)) + String.fromCharCode(97 + ((i * 3) % 26))).join('');
    const a = analyzeText(`# Commands\n\nLong running commands report progress.\n\n[![Mermaid Sequence: progress of a command](https://mermaid.ink/img/${encoded})]\n`, { budgets });
    assert.ok(a.chunks.some((c) => c.notes.some((n) => n.reason === 'hard-split')));
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK007'), []);
    assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK007' && /unbroken strings \(URLs or encoded values\)/.test(f.pipeline!.cause)));
  });

  it('in prose it is the writer\'s: a sentence longer than the cap', () => {
    const sentence = `${Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ')}.`;
    const a = analyzeText(`# Prose\n\n${sentence}\n`, { budgets });
    assert.equal(a.findings.filter((f) => f.ruleId === 'CK007').length, 1);
    assert.deepEqual(a.pipelineFindings.filter((f) => f.ruleId === 'CK007'), []);
  });

  it('a hidden sandbox file split across chunks is the pipeline\'s (readers never see it)', () => {
    const code = Array.from({ length: 40 }, (_, i) => `.icon-${i} { width: ${i}px; height: ${i}px; }`).join('\n');
    const a = analyzeText(`# Example\n\n\`\`\`css src/styles.css hidden\n${code}\n\`\`\`\n`, { budgets });
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK006'), []);
    assert.match(a.pipelineFindings.find((f) => f.ruleId === 'CK006')!.pipeline!.cause, /hidden sandbox file/);
  });

  it('a long code block split between lines stays the writer\'s CK006', () => {
    const code = Array.from({ length: 40 }, (_, i) => `let value${i} = compute(${i});`).join('\n');
    const a = analyzeText(`# Code\n\n\`\`\`js\n${code}\n\`\`\`\n`, { budgets });
    assert.equal(a.findings.filter((f) => f.ruleId === 'CK006').length, 1);
  });
});

describe('orphan headings that are syntax examples', () => {
  it('headings that render the lines of the code block just above them are not orphans; an empty section still is', () => {
    const demo = '### Title <Badge type="info" text="default" />\n### Title <Badge type="tip" text="^1.9.0" />';
    const text = `# Badge\n\n\`\`\`md\n${demo}\n\`\`\`\n\nCode above renders like:\n\n${demo}\n\n## Empty\n\n## Custom\n\nText.\n`;
    const a = analyzeText(text);
    const orphans = a.findings.filter((f) => f.ruleId === 'CK003').map((f) => f.message);
    assert.deepEqual(orphans, ['Heading "Empty" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "Custom" and the headings after it belong to it, make them a level deeper)']);
  });
});

describe('documents nobody edits line by line', () => {
  const outline = '# Nomination\n\n## What I have done\n\n## What I will do\n\nA sentence.\n';
  const run = (documentId: string, text: string) => analyze({ kind: 'markdown', text, documentId, settings: resolveSettings({}, 'markdown') });

  it('a template\'s empty sections are pipeline findings (keep templates out of the index), an ordinary file\'s are the writer\'s', () => {
    const template = run('elections/2024/nomination-template.md', outline);
    assert.deepEqual(template.findings, []);
    assert.equal(template.pipelineFindings.length, 1);
    assert.match(template.pipelineFindings[0].message, /: this file is a template, a form or an outline not filled in yet: its empty sections are placeholders$/);
    assert.match(template.pipelineFindings[0].pipeline!.remedy, /ignores/);
    assert.equal(run('elections/2024/candidate.md', outline).findings.length, 1);
  });

  it('a file that says it is generated reports on the generator, not on its lines; a CK100 stays on its line', () => {
    const generated = run('sig-release/README.md', `<!---\nThis is an autogenerated file!\nPlease do not edit this file directly.\n--->\n${outline}<!-- chunklens-disable nope -->\n`);
    assert.deepEqual(generated.findings.map((f) => f.ruleId), ['CK100']);
    assert.match(generated.pipelineFindings[0].pipeline!.cause, /generated/);
  });
});

describe('hand-written pages that mention templates or generators', () => {
  const outline = '# Nomination\n\n## What I have done\n\n## What I will do\n\nA sentence.\n';
  const run = (documentId: string, text: string) => analyze({ kind: 'markdown', text, documentId, settings: resolveSettings({}, 'markdown') });

  it('a page about templates (templates.md, page-templates.md) keeps its empty section on its line', () => {
    const page = '# Page templates\n\nA template renders a page.\n\n## Lookup order\n\n## Base templates\n\nEvery site starts from one.\n';
    for (const name of ['content/templates.md', 'guides/page-templates.md', 'docs/template-lookup.md']) {
      assert.equal(run(name, page).findings.filter((f) => f.ruleId === 'CK003').length, 1, name);
    }
  });

  it('a page in a templates folder (an Obsidian vault\'s `_meta/templates/`, Hugo\'s `archetypes/`) is a template when it reads as one', () => {
    const outline = '# <% tp.file.title %>\n\n<% tp.file.include("[[tags]]") %>\n\n## ...\n';
    for (const documentId of ['docs/_meta/templates/new documentation file.md', 'archetypes/default.md', '10 TEMPLATES/htb_machine.md', '99 - Templates/daily.md']) {
      const a = analyze({ kind: 'markdown', text: outline, documentId, settings: resolveSettings({}, 'markdown') });
      assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK003'), [], documentId);
      assert.equal(a.pipelineFindings.filter((f) => f.ruleId === 'CK003').length, 1, documentId);
    }
    const elsewhere = analyze({ kind: 'markdown', text: outline, documentId: 'docs/guide/new page.md', settings: resolveSettings({}, 'markdown') });
    assert.equal(elsewhere.findings.filter((f) => f.ruleId === 'CK003').length, 1);
  });

  it('a page in a vault\'s templates folder with the variables of Obsidian\'s Templates or QuickAdd (`{{DATE}}`, `{{VALUE}}`) is a template, though most of its sections hold text (0xd3xt3r/mind_river vibe-specs.md)', () => {
    const specs = (created: string) => `---\ntags:\n  - "#type/vibe-specs"\ncreated-date: ${created}\n---\n\n## ${created === '2025-03-18' ? 'Sync service' : '{{VALUE}}'}\n\n### Description\n\n### Design\n\n### Acceptance Criteria\n- Criterion 1\n\n### Priority\n2\n\n### Type\nepic\n\n### Assignee\nross\n\n### Labels\nlabel1, label2\n`;
    for (const created of ['{{DATE}}', '{{date:YYYY-MM-DD}}']) {
      const a = run('Templates/vibe-specs.md', specs(created));
      assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK003'), [], created);
    }
    assert.deepEqual(run('Templates/vibe-specs.md', specs('2025-03-18')).findings.filter((f) => f.ruleId === 'CK003').map((f) => f.message.split(' has ')[0]), ['Heading "Description"', 'Heading "Design"'], 'no variable: a page kept there');
  });

  it('a file named as a template is one only when it reads as one: mostly empty sections, or placeholders', () => {
    assert.equal(run('.github/PULL_REQUEST_TEMPLATE.md', outline).findings.length, 0);
    const placeholders = '# Summary\n\nDescribe [your change] here.\n\n## Checklist\n\n## Tests\n\n- [ ] Added tests\n\n## Docs\n\nLinks.\n';
    assert.equal(run('issue_template.md', placeholders).findings.length, 0);
    const guide = '# Guide for migrating to (name of new package here)\n\nThis guide helps you migrate from (name of old package here).\n\n## Table of contents\n\n## Migration benefits\n\nWhy to migrate.\n\n## Important changes\n\nWhat changed.\n';
    assert.equal(run('docs/policies/migration-guide-template.md', guide).findings.length, 0);
    const technique = (name: string) => `# Test Type Template\n\n**${name}**\n\nPut a 2-3 sentence overview about the test technique.\n\n## When To Use\n\n### Problem Addressed\n\nThe problem this test type addresses.\n\n## NOTE: If there is good documentation on the web, supply a pointer\n\n## How to Use\n\nThe steps.\n`;
    assert.equal(run('docs/templates/test-type-template.md', technique('[Test Technique Name Here]')).findings.length, 0, 'a slot in brackets ending in "here" (code-with-engineering-playbook)');
    assert.equal(run('docs/templates/test-type-template.md', technique('[Click here](https://example.com)')).findings.length, 1, 'a link is no slot');
    // The shape of trailofbits/testing-handbook's content/docs/template.md: slots named and ended by "here".
    const tool = (intro: string) => `# Awesome Tool\n\nDescribe the tool at a high level.\n\n## Initial setup\n\n${intro}\n\n## Running the tool\n\n## Optimizing the tool\n\nOverall description of how to customize the tool.\n\n## CI/CD integration\n\nHow to run it in CI.\n`;
    assert.equal(run('content/docs/template.md', tool('Quick and easy setup steps here')).findings.length, 0);
    assert.equal(run('content/docs/template.md', tool('Run the installer; the steps are described here.')).findings.length, 1, 'a sentence that points here is prose');
    assert.equal(run('content/docs/aflpp.md', tool('Quick and easy setup steps here')).findings.length, 1, 'not named as a template');
    // The shape of a study vault's `_active-recall-template.md`: list items that are bare labels to answer.
    const recall = (item: string) => `# Chapter\n\n## Retrieval Questions\n\n${item}\n${item}\n\n## Flashcards\n\nCards worth keeping.\n\n## One-line summary\n\n## Notes\n\nWhat the chapter says.\n`;
    assert.equal(run('ddia/_active-recall-template.md', recall('- **Q:**')).findings.length, 0);
    assert.equal(run('ddia/_active-recall-template.md', recall('- **Q:** What does a log-structured store append?')).findings.length, 1, 'a label with its question is filled in');
  });

  it('a file named as a template whose front matter title names what goes there (`title: Component name (singular)`) is one (VA design system `_components/template.md`, CC0)', () => {
    const page = (title: string) => `---\nlayout: component\ntitle: ${title}\ndraft: true\n---\n\n## Examples\n\n### Web\n\n#### Default\n\nAdd Storybook examples as necessary.\n\n### Mobile app\n\n### Variation 1\n\nAdd Storybook examples as necessary.\n\n## Usage\n\nDetails the design decisions inherent to the component.\n`;
    for (const title of ['Component name (singular)', 'Pattern name', '"Page title"']) {
      assert.deepEqual(run('src/_components/template.md', page(title)).findings.filter((f) => f.ruleId === 'CK003'), [], title);
    }
    assert.equal(run('src/_components/template.md', page('Alert - expandable')).findings.filter((f) => f.ruleId === 'CK003').length, 1, 'a real title: the page documents something');
    assert.equal(run('src/_components/alert.md', page('Component name (singular)')).findings.filter((f) => f.ruleId === 'CK003').length, 1, 'not named as a template');
  });

  it('a character sheet in a vault\'s templates folder (bare labels, a row of a label and empty cells) is a template, and all its findings are the pipeline\'s', () => {
    const sheet = '# Player Character\n***NAME:***\n\nThe hero of the campaign.\n\n## Resources\n\n|       | Effort | Health |\n| ----- | ------ | ------ |\n| Total |        |        |\n\n## Gifts\n\n## Attacks\n\nWhat the character fights with.\n';
    const a = run('Godbound/templates/character/sheet.md', sheet);
    assert.deepEqual(a.findings, []);
    assert.match(a.pipelineFindings[0].pipeline!.cause, /this file is a template, a form or an outline not filled in yet/);
  });

  it('a form with a row of only empty cells is a template wherever it is kept', () => {
    const form = '# Weekly review\n\nFill in one row a day.\n\n| Day | Done | Next |\n| --- | --- | --- |\n|     |      |      |\n\n## Notes\n\n## Plans\n\nWhat comes next.\n';
    assert.deepEqual(run('reviews/week.md', form).findings, []);
  });

  it('a session outline whose sections only repeat their headings (Pokerole-Obsidian-SRD Lazy DM Session) is a template in a templates folder and an outline not filled in anywhere', () => {
    const session = '# The Start\n\n# Scenes\n\n- [ ] Scenes\n\n# Secrets and Clues\n\n- [ ] Secrets\n\n# Places\n\n* Places\n\n# Npcs\n\n* npcs\n\n# Postgame\n';
    for (const documentId of ['Templates/Lazy DM Session.md', 'Campaign/Episodes/Episode 1.md']) {
      const a = run(documentId, session);
      assert.deepEqual(a.findings, [], documentId);
      assert.equal(a.pipelineFindings.filter((f) => f.ruleId === 'CK003').length, 2, documentId);
    }
  });

  it('items to fill in (`- [ ] x`, `1. x`, `- [ ] **A** - `) beside an empty section make a form; the same page with written items stays the writer\'s', () => {
    const form = '# Fronts\n\n## Collecting Gym Badges\n\n*What trainer does not want to fight the Elite Four?*\n\n1. x\n2. x\n\n# Secrets\n\n- [ ] x\n\n# Scratch\n';
    assert.deepEqual(run('Campaign/Story/Campaign Overview.md', form).findings, []);
    const written = form.replace(/1\. x\n2\. x/, '1. Win the first badge in Pewter City.\n2. Beat the rival at the bridge.').replace('- [ ] x', '- [ ] The professor knows the rival\'s plan.');
    assert.equal(run('Campaign/Story/Campaign Overview.md', written).findings.filter((f) => f.ruleId === 'CK003').length, 1);
  });

  it('a write-up skeleton whose slots are empty code blocks, empty items and heading lines with no text (SaxonYu/Notes `!!Hawk.md`) is a form; one line written makes it the writer\'s', () => {
    const skeleton = (scan: string, note: string) =>
      `## Port scanning\n- <mark>Quick scan</mark>\n\`\`\`bash\n${scan}\n\`\`\`\n- <mark>Targeted scan</mark>\n\`\`\`bash\n\n\`\`\`\n#### \n- ${note}\n- <mark>Foothold</mark>\n\t- \n\t\`\`\`bash\n\t\n\t\`\`\`\n#### \n- \n- <mark>Privilege escalation</mark>\n\t- \n`;
    const form = run('Reports/Linux/!!Hawk.md', skeleton('', ''));
    assert.deepEqual(form.findings, []);
    assert.deepEqual(form.pipelineFindings.filter((f) => /has no text/.test(f.message)).map((f) => f.pipeline!.cause), [TEMPLATE_DOCUMENT.cause, TEMPLATE_DOCUMENT.cause]);
    const untitled = (a: ReturnType<typeof run>) => a.findings.filter((f) => /has no text/.test(f.message)).length;
    assert.equal(untitled(run('Reports/Linux/Hawk.md', skeleton('nmap -sC -sV 10.10.10.102', ''))), 2, 'a line of code is written');
    assert.equal(untitled(run('Reports/Linux/Hawk.md', skeleton('', 'The FTP server allows anonymous login with a readable backup'))), 2, 'a sentence is written');
    assert.equal(untitled(run('Reports/Linux/Hawk.md', `${skeleton('', '')}\n| Port | Service |\n| --- | --- |\n| 21 | ftp |\n`)), 2, 'a table is written');
    assert.equal(untitled(run('Reports/Linux/Hawk.md', `${skeleton('', '')}\n![nmap](scan.png)\n`)), 2, 'an image is shown');
  });

  it('a tutorial template whose lines are slots in braces (supertokens `_templates/tutorial.md`) is a template; the same page outside a templates folder stays the writer\'s', () => {
    const tutorial = '# {Tutorial title}\n\n{Short description of what the reader builds.}\n\n## Steps\n\n#### {Step 1.1}. {Step 1.1 summary}\n\n{Optional: Result}\n\n#### {Step 1.2}. {Step 1.2 summary}\n\n## Summary\n\nWhat the reader learned.\n';
    assert.deepEqual(run('docs/_templates/tutorial.md', tutorial).findings, []);
    assert.equal(run('docs/guides/tutorial.md', tutorial).findings.filter((f) => f.ruleId === 'CK003').length, 1);
  });

  it('a page with one empty section among written ones is no outline (vue-router data-loaders with an empty `## Setup`)', () => {
    const draft = '# defineBasicLoader()\n\nLoads data.\n\n## Setup\n\n## Example\n\nA loader in a page.\n\n## SSR\n\nIt works on the server too.\n';
    assert.equal(run('data-loaders/basic/index.md', draft).findings.filter((f) => f.ruleId === 'CK003').length, 1);
  });

  it('a docs page about templates in a templates folder, with none of a template\'s traits, keeps its empty section on its line', () => {
    const page = '# Lookup order\n\nHow a site finds its layouts.\n\n## Rules\n\n## Examples\n\nThe lookup order of a list page.\n';
    assert.equal(run('content/en/templates/lookup-order.md', page).findings.filter((f) => f.ruleId === 'CK003').length, 1);
  });

  it('front matter marks a generated page by a `generated: true` key, not by a title that says "generated by"', () => {
    const generated = run('kb/tools/donut.md', `---\nmitre_id: "S0695"\ngenerated: "true"\n---\n\n${outline}`);
    assert.deepEqual(generated.findings, []);
    assert.match(generated.pipelineFindings[0].pipeline!.cause, /generated/);
    const titled = run('kb/tokens.md', `---\ntitle: Tokens generated by the server\n---\n\n${outline}`);
    assert.equal(titled.findings.filter((f) => f.ruleId === 'CK003').length, 1);
  });

  it('front matter marks a generated page by a key whose whole value says so (`ms.custom: generated`, MicrosoftDocs/Edge-Enterprise), not by a value that names it among others', () => {
    const marked = run('edgeenterprise/policies.md', `---\ntitle: "Browser policy documentation"\nms.topic: reference\nms.custom: generated\n---\n\n${outline}`);
    assert.deepEqual(marked.findings, []);
    assert.match(marked.pipelineFindings[0].pipeline!.cause, /generated/);
    const listed = run('kb/keys.md', `---\ntitle: Keys\ndescription: How keys are generated and rotated\n---\n\n${outline}`);
    assert.equal(listed.findings.filter((f) => f.ruleId === 'CK003').length, 1);
  });

  it('"generated by" in an ordinary sentence is no banner: the findings stay the writer\'s', () => {
    const page = `# Reports\n\nThe report generated by the build lists every page. Do not edit it by hand.\n\n${outline}`;
    const a = run('reports.md', page);
    assert.equal(a.findings.filter((f) => f.ruleId === 'CK003').length, 1);
    assert.deepEqual(a.pipelineFindings, []);
  });

  it('a banner in the page\'s text marks a generated file when it is set apart (emphasised whole, a quote, a note) and says both that the page is generated and not to edit it', () => {
    const foundry = '---\ndescription: "Fetch the EIP-1967 admin account"\n---\n\n_Generated from `cast admin --help`; see [CLI reference versions](/reference/versions). Regenerate this page instead of editing it directly._\n\n';
    const quoted = '> Generated by gen-docs.ts from the schema. Do not edit this page.\n\n';
    const note = ':::note\nThis page is auto-generated from the command\'s help. Changes made here will be overwritten.\n:::\n\n';
    for (const banner of [foundry, quoted, note]) {
      const a = run('reference/cast/admin.mdx', `${banner}${outline}`);
      assert.deepEqual(a.findings, [], banner);
      assert.match(a.pipelineFindings[0].pipeline!.cause, /generated/);
    }
    const onlyGenerated = '_Generated from `cast admin --help`; see [CLI reference versions](/reference/versions)._\n\n';
    const notApart = 'Generated from `cast admin --help`. Regenerate this page instead of editing it directly.\n\n';
    for (const prose of [onlyGenerated, notApart]) {
      assert.equal(run('reference/cast/admin.mdx', `${prose}${outline}`).findings.filter((f) => f.ruleId === 'CK003').length, 1, prose);
    }
  });

  it('the sign in front matter, in an MDX comment at the top or in an HTML comment after the front matter marks a generated file', () => {
    const nushellBanner = '---\ntitle: ansi\nversion: 0.115.0\n---\n<!-- This file is automatically generated. Please edit the command in https://github.com/nushell/nushell instead. -->\n\n';
    for (const banner of ['---\ntitle: API\n# This file is auto-generated by gen-docs.ts\n---\n', '{/* Generated by scripts/api.mjs. Do not edit. */}\n', nushellBanner]) {
      const a = run('api.md', `${banner}${outline}`);
      assert.deepEqual(a.findings, [], banner);
      assert.match(a.pipelineFindings[0].pipeline!.cause, /generated/);
    }
  });
});

describe('an Obsidian Kanban board', () => {
  const run = (documentId: string, text: string) => analyze({ kind: 'markdown', text, documentId, settings: resolveSettings({}, 'markdown') });
  const lanes = '## Idea\n\n- [ ] [[Test Task 1]]\n\n\n## ToDo\n\n\n\n## Doing\n\n\n\n## Done\n\n**Complete**\n\n\n## Bug\n\n\n';

  it('has lanes, not sections: its empty lanes are the plugin\'s, found by the key the plugin writes into its front matter', () => {
    const board = run('Test Project/Test Kanban.md', `---\n\nkanban-plugin: basic\n\ncreated: 2021-10-25T02:45:40-05:00\n---\n\n${lanes}`);
    assert.deepEqual(board.findings, []);
    assert.match(board.pipelineFindings[0].pipeline!.cause, /Obsidian Kanban board: its headings are the board's lanes/);
    assert.ok(run('Test Project/Plan.md', `---\ncreated: 2021-10-25\n---\n\n${lanes}`).findings.some((f) => f.ruleId === 'CK003'));
  });
});

describe('slide decks their front matter declares', () => {
  const run = (documentId: string, text: string) => analyze({ kind: 'markdown', text, documentId, settings: resolveSettings({}, 'markdown') });
  const slides = '# Web development\n### Milestone 0\n\n---\n\n## Goal of the project\n\nBuild a small site with a form, a list page and a detail page, and deploy it.\n\n---\n\n## Deadline\n\nThe end of week six.\n';

  for (const [name, front] of [['Marp (`marp: true`, similonap/webontwikkeling-docusaurus slides)', 'marp: true\ntheme: gaia\npaginate: true'], ['Quarto (`format: revealjs`)', 'title: Course\nformat: revealjs'], ['Quarto (`format:` / `  revealjs:`)', 'title: Course\nformat:\n  revealjs:\n    theme: dark'], ['R Markdown (`output: ioslides_presentation`)', 'title: Course\noutput: ioslides_presentation']]) {
    it(`a ${name} deck's title slide is the deck's, not an empty section`, () => {
      const deck = run('slides/project.md', `---\n${front}\n---\n\n${slides}`);
      assert.deepEqual(deck.findings, []);
      assert.match(deck.pipelineFindings.find((f) => f.ruleId === 'CK003')?.pipeline?.cause ?? '', /this file is a slide deck/);
    });
  }

  it('the same page without the declaration keeps its empty heading the writer\'s', () => {
    assert.ok(run('slides/project.md', `---\ntitle: Course\nformat: html\n---\n\n${slides}`).findings.some((f) => f.ruleId === 'CK003'));
  });
});

describe('files the Obsidian Copilot plugin writes', () => {
  const run = (documentId: string, text: string) => analyze({ kind: 'markdown', text, documentId, settings: resolveSettings({}, 'markdown') });
  const body = '## Setup\n\n## Answer\n\nThe framework keeps one loop per agent and a queue of tool calls between them, each with its timeout.\n';

  it('a saved chat (tagged `copilot-conversation`) and a custom prompt (`copilot-command-` properties) report on the plugin, not on their lines (submergepsc/obsidian_notes copilot/); a note with other tags is the writer\'s', () => {
    const chat = run('copilot/copilot-conversations/AI_Agent_Framework@20260326_121017.md', `---\nepoch: 1774509259777\nmodelKey: "gpt-4o|github-copilot"\ntopic: "AI Agent Framework Design"\n\ntags:\n  - copilot-conversation\n---\n\n${body}`);
    assert.deepEqual(chat.findings, []);
    assert.match(chat.pipelineFindings[0].pipeline!.cause, /a chat that the Obsidian Copilot plugin saved/);
    const prompt = run('copilot/copilot-custom-prompts/Rewrite as tweet thread.md', `---\ncopilot-command-context-menu-enabled: false\ncopilot-command-slash-enabled: false\n---\n\n${body}`);
    assert.deepEqual(prompt.findings, []);
    assert.match(prompt.pipelineFindings[0].pipeline!.cause, /a custom prompt of the Obsidian Copilot plugin/);
    assert.ok(run('notes/agents.md', `---\ntags:\n  - agents\n---\n\n${body}`).findings.some((f) => f.ruleId === 'CK003'));
  });
});

describe('a web page saved into a vault', () => {
  const run = (documentId: string, text: string) => analyze({ kind: 'markdown', text, documentId, settings: resolveSettings({}, 'markdown') });
  const body = '## Share this article\n\n## Load average\n\nThe load average is the number of processes that are running or waiting to run, averaged over one, five and fifteen minutes.\n';

  it("a clipping (a source address with the `clippings` tag, or with the clipper's published and description properties) reports on the clipper, not on the article's lines", () => {
    const tagged = run('os/htop-explained.md', `---\ntitle: "htop explained"\nsource: "https://example.org/blog/htop/"\nauthor:\n  - "[[A. Writer]]"\ncreated: 2026-07-08\ntags:\n  - "clippings"\n---\n\n${body}`);
    assert.deepEqual(tagged.findings, []);
    assert.match(tagged.pipelineFindings[0].pipeline!.cause, /a copy of a web page saved into the vault/);
    const properties = run('Clippings/a-wild-month.md', `---\ntitle: "A wild month"\nsource: "https://example.substack.com/p/a-wild-month"\nauthor: "Hard Tech Era"\npublished: 2026-04-12\ncreated: 2026-04-14\ndescription: "On accountability and supply chains"\ntags:\n  - to-process\n---\n\n${body}`);
    assert.deepEqual(properties.findings, []);
    const slurped = run('Slurped Pages/Container Hardening.md', `---\nlink: https://systemweakness.com/container-hardening-999acb9d2692\nbyline: Iram Jack\nsite: System Weakness\nslurped: 2025-02-08T09:01\ntitle: Container Hardening - System Weakness\n---\n\n${body}`);
    assert.deepEqual(slurped.findings, [], "Obsidian Slurp's `link:` and `slurped:` time");
    const untagged = run('Resources/AutoGen 0.2 Tool Use.md', `---\ntitle: Tool Use | AutoGen 0.2\nsource: https://microsoft.github.io/autogen/0.2/docs/tutorial/tool-use\nauthor:\npublished:\ncreated: 2025-04-29\ndescription: Open In Colab\ntags:\n  - excerpt\n---\n\n${body}`);
    assert.deepEqual(untagged.findings, [], "the clipper's properties left empty under a web page's title that names its site (TianpeiLuke/SelfStudyNotes)");
  });

  it('a note that cites its source, without the clipper\'s tag or properties, is the writer\'s', () => {
    const note = run('reading/htop.md', `---\ntitle: "Notes on htop"\nsource: "https://example.org/blog/htop/"\nauthor: "A. Writer"\ncreated: 2026-07-08\n---\n\n${body}`);
    assert.equal(note.findings.filter((f) => f.ruleId === 'CK003').length, 1);
    const own = run('spring/task-execution.md', `---\ntitle: "Task execution"\nsource: "https://docs.example.org/task-execution.html"\nauthor:\npublished:\ncreated: 2026-08-07\ndescription: "Notes on the auto-configured executor"\nstatus: in-progress\ntags:\n  - "note"\n---\n\n${body}`);
    assert.equal(own.findings.filter((f) => f.ruleId === 'CK003').length, 1, "the owner's note from the clipper's template, with no publication date");
    const linked = run('reading/container-hardening.md', `---\nlink: https://systemweakness.com/container-hardening-999acb9d2692\ndate: 2025-02-08\n---\n\n${body}`);
    assert.equal(linked.findings.filter((f) => f.ruleId === 'CK003').length, 1, 'a note that links its source and dates itself, with no clipper\'s time');
  });
});

describe('an Obsidian Excalidraw drawing', () => {
  const run = (documentId: string, text: string) => analyze({ kind: 'markdown', text, documentId, settings: resolveSettings({}, 'markdown') });
  const elements = Array.from({ length: 60 }, (_, i) => `\t\t{\n\t\t\t"id": "el${i}",\n\t\t\t"type": "ellipse",\n\t\t\t"x": ${i * 13.5},\n\t\t\t"y": ${i * 7.25},\n\t\t\t"strokeColor": "#000000"\n\t\t}`).join(',\n');
  const data = `# Text Elements\nS0 ^XZNsYdZ1\n\nS1 ^8HWyWbC1\n\n## Embedded Files\n\n## Drawing Data\n%%\n# Drawing\n\`\`\`json\n{\n\t"type": "excalidraw",\n\t"elements": [\n${elements}\n\t]\n\`\`\`\n%%\n`;

  it('is the plugin\'s data, found by the key the plugin writes into its front matter: its split drawing is no edit for the writer', () => {
    const drawing = run('Excalidraw/Drawing 2023-05-02 12.48.11.excalidraw.md', `---\n\nexcalidraw-plugin: parsed\ntags: [excalidraw]\n\n---\n==⚠  Switch to EXCALIDRAW VIEW in the MORE OPTIONS menu of this document. ⚠==\n\n\n${data}`);
    assert.deepEqual(drawing.findings, []);
    assert.ok(drawing.pipelineFindings.some((f) => f.ruleId === 'CK003' && /Obsidian Excalidraw drawing/.test(f.pipeline!.cause)));
    assert.ok(drawing.pipelineFindings.some((f) => f.ruleId === 'CK006'));
    const note = run('Notes/Drawing notes.md', `---\ntags: [drawing]\n---\n\n${data}`);
    assert.ok(note.findings.some((f) => f.ruleId === 'CK003'));
    assert.match(note.pipelineFindings.find((f) => f.ruleId === 'CK006')!.pipeline!.cause, /no seam/);
  });
});

describe('plugin data files with Windows line ends', () => {
  it('lint reads a page of CRLF lines in one pass: the plugin key is found after CRLF front matter, and a page without one does not backtrack (the run is killed after 60 s)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-crlf-'));
    const write = (name: string, text: string) => writeFileSync(join(dir, name), text.replace(/\n/g, '\r\n'));
    write('board.md', `---\ntitle: Board\nkanban-plugin: basic\n---\n\n## Lane\n\n## Other lane\n\n- [ ] card\n`);
    write('page.md', `---\nuid: network-ipban\ntitle: IPBan\n---\n\n${Array.from({ length: 40 }, (_, i) => `Line ${i}.`).join('\n')}\n\n## Empty\n\n## Next\n\nText.\n`);
    const run = spawnSync(process.execPath, [repoPath('out/cli.js'), 'lint', dir, '--format', 'json', '--jobs', '1'], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(run.signal, null, 'lint was killed: the plugin key pattern backtracks on CRLF lines');
    const found = (JSON.parse(run.stdout) as { file: string; ruleId: string }[]).map((f) => `${f.file.slice(dir.length + 1)} ${f.ruleId}`);
    assert.deepEqual(found, ['page.md CK003']);
  });
});

describe('generated parts of a hand-written page', () => {
  const longCode = Array.from({ length: 90 }, (_, i) => `line ${i} of the rendered output, with some words to count`).join('\n');
  const intro = 'The renderer turns every task of a query into a list item with its checkbox, its description and the icons of its dates and its priority. '.repeat(8);
  const page = (open: string, close: string) => `# Sample output\n\n${intro}\n\nThe renderer writes this:\n\n${open}\n\n\`\`\`html\n${longCode}\n\`\`\`\n\n${close}\n\nAfter the sample, the page goes on.\n`;

  it('a code block between mdsnippets\' `<!-- snippet: … -->` and `<!-- endSnippet -->` is the pipeline\'s, and so between other tools\' markers', () => {
    for (const [open, close] of [
      ['<!-- snippet: Renderer.test.full.approved.html -->', '<!-- endSnippet -->'],
      ['<!-- placeholder to force blank line before included text --><!-- include: Urgency.table.approved.md -->', '<!-- endInclude -->'],
      ['<!-- AUTO-GENERATED-CONTENT:START (CODE:src=./out.html) -->', '<!-- AUTO-GENERATED-CONTENT:END -->'],
      ['<!-- BEGIN_TF_DOCS -->', '<!-- END_TF_DOCS -->'],
      ['<!-- ALL-CONTRIBUTORS-LIST:START - Do not remove or modify this section -->\n<!-- prettier-ignore-start -->', '<!-- prettier-ignore-end -->\n<!-- ALL-CONTRIBUTORS-LIST:END -->'],
    ]) {
      const a = analyzeText(page(open, close), { budgets: { maxTokens: 400, targetTokens: 300, minTokens: 1, overlapTokens: 0 } });
      assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK006'), [], open);
      const [split] = a.pipelineFindings.filter((f) => f.ruleId === 'CK006');
      assert.match(split?.message ?? '', /this part of the page is generated \(between a tool's marker comments\)$/, open);
    }
  });

  it('the same block with a lone opening marker, or with ordinary comments around it, stays the writer\'s', () => {
    for (const [open, close] of [['<!-- snippet: x.html -->', ''], ['<!-- prettier-ignore-start -->', '<!-- prettier-ignore-end -->']]) {
      const a = analyzeText(page(open, close), { budgets: { maxTokens: 400, targetTokens: 300, minTokens: 1, overlapTokens: 0 } });
      assert.equal(a.findings.filter((f) => f.ruleId === 'CK006').length, 1, open);
    }
  });
});

describe('TypeDoc pages', () => {
  const run = (text: string) => analyze({ kind: 'markdown', text, documentId: 'docs/api/functions/defineStore.md', settings: resolveSettings({}, 'markdown') });
  // The top of vuejs/pinia packages/docs/api/pinia/functions/defineStore.md (typedoc-plugin-markdown 4), MIT.
  const page = '---\neditLink: false\n---\n\n[**API Documentation**](../../index.md) • **Docs**\n\n***\n\n[API Documentation](../../index.md) / [pinia](../index.md) / defineStore\n\n# Function: defineStore()\n\n## Parameters\n\n## Returns\n\nThe store.\n';

  it('a page typedoc-plugin-markdown writes reports on the doc comments, not on its lines, by its header or by its title', () => {
    for (const text of [page, page.replace(/^\[\*\*API.*\n/m, ''), page.replace('# Function: defineStore()', '# defineStore')]) {
      const a = run(text);
      assert.deepEqual(a.findings, [], text);
      assert.ok(a.pipelineFindings.some((f) => /TypeDoc output/.test(f.pipeline!.cause)), text);
    }
  });

  it('a hand-written page with neither sign keeps its findings on its lines', () => {
    const a = run(page.replace(/^\[\*\*API.*\n/m, '').replace('# Function: defineStore()', '# defineStore'));
    assert.ok(a.findings.length > 0);
  });

  it('a page whose front matter says it is generated ("This reference documentation is generated from the … CRD specification", cilium/tetragon) is the generator\'s; a description of a generated thing is not', () => {
    const page = (description: string) => `---\ntitle: "Tracing Policy"\ndescription: "${description}"\n---\n\nA TracingPolicy is a custom resource.\n\n## Fields\n\n## Selectors\n\nSelectors filter events.\n`;
    const generated = run(page('This reference documentation is generated from the Tracing Policy CRD specification, detailing its fields.'));
    assert.deepEqual(generated.findings, []);
    assert.ok(generated.pipelineFindings.some((f) => /generated \(it says so at its top\)/.test(f.pipeline!.cause)));
    assert.ok(run(page('How to read the reports generated by the policy engine.')).findings.length > 0);
  });

  it('a page whose front matter description opens by saying it is generated (`description: Auto-generated Solidity API reference.`, tangle-network docs) is the generator\'s; one that opens otherwise is not', () => {
    const page = (description: string) => `---\ntitle: ISablierAdapter\ndescription: ${description}\n---\n\n# ISablierAdapter\n\nExtended interface for Sablier-specific features.\n\n#### Types\n\n#### StreamType\n\nStream type for Sablier.\n`;
    const generated = run(page('Auto-generated Solidity API reference.'));
    assert.deepEqual(generated.findings, []);
    assert.ok(generated.pipelineFindings.some((f) => /generated \(it says so at its top\)/.test(f.pipeline!.cause)));
    assert.ok(run(page('Streams of payments that the adapter settles.')).findings.length > 0);
  });

  // The shape of NativeScript/docs content/api/classes/*.md (typedoc-plugin-markdown with a site's front matter).
  const sourceLine = (link: string) => `---\ntitle: AbsoluteLayout\n---\n\nDefined in: [${link}](https://github.com/NativeScript/NativeScript/blob/main/packages/core/ui/layouts/absolute-layout/index.d.ts#L12)\n\nA layout that lets you specify exact locations of its children.\n\n## Deprecated\n\n## Returns\n\nThe layout.\n`;

  it('a page whose top has TypeDoc\'s source line (`Defined in:` and a link to a TypeScript file) is TypeDoc output; a link to another file is not', () => {
    const typedoc = run(sourceLine('ui/layouts/absolute-layout/index.d.ts:12'));
    assert.deepEqual(typedoc.findings, []);
    assert.ok(typedoc.pipelineFindings.some((f) => /TypeDoc output/.test(f.pipeline!.cause)));
    assert.ok(run(sourceLine('RFC 9110')).findings.length > 0);
  });
});

describe('lazydocs pages', () => {
  const run = (text: string) => analyze({ kind: 'markdown', text, documentId: 'docs/references/api/concrete.ml.sklearn.qnn.md', settings: resolveSettings({}, 'markdown') });
  // The shape of zama-ai/concrete-ml docs/references/api/concrete.ml.sklearn.qnn.md (lazydocs), BSD-3-Clause-Clear.
  const page = (title: string, badge: string) => `<!-- markdownlint-disable -->\n\n${badge}\n\n${title}\n\nScikit-learn interface for fully-connected quantized neural networks.\n\n#### property fhe_circuit\n\n#### property history\n\nThe training history.\n`;
  const badge = '<a href="../../../src/concrete/ml/sklearn/qnn.py#L0"><img align="right" style="float:right;" src="https://img.shields.io/badge/-source-cccccc?style=flat-square"></a>';

  it('a page lazydocs writes reports on the docstrings, not on its lines, by its headings or by its source badge; a page with neither keeps its findings', () => {
    for (const text of [page('# <kbd>module</kbd> `concrete.ml.sklearn.qnn`', badge), page('# <kbd>module</kbd> `concrete.ml.sklearn.qnn`', ''), page('# concrete.ml.sklearn.qnn', badge)]) {
      const a = run(text);
      assert.deepEqual(a.findings, [], text);
      assert.ok(a.pipelineFindings.some((f) => /lazydocs output/.test(f.pipeline!.cause)), text);
    }
    assert.ok(run(page('# concrete.ml.sklearn.qnn', '')).findings.length > 0);
  });
});

describe('appledoc pages', () => {
  const run = (text: string) => analyze({ kind: 'markdown', text, documentId: 'en/reference/floo-ios/Protocols/BMXRTCEngineProtocol.md', settings: resolveSettings({}, 'markdown') });
  // The shape of maxim-top/im.gitbook en/reference/floo-ios/Protocols/BMXRTCEngineProtocol.md (appledoc output).
  const member = (anchor: string) => `${anchor}\n### onRejoiningWithRoomId:error:\n\nRejoining a room\n\n\`- (void)onRejoiningWithRoomId:(long long)*roomId*\`\n\n#### Discussion\n\n#### Declared In\n* \`floo_proxy.h\`\n`;
  const page = (title: string, anchor: string) => `${title}\n\n  **Conforms to** NSObject  \n  **Declared in** floo_proxy.h  \n\n## Overview\n\n@protocol RTC Engine listener\n\n## Instance Methods\n\n${member(anchor)}`;

  it('a page appledoc writes, known by its `//api/name/` anchors or its "Protocol Reference" title over "**Declared in**", reports on the header comments; a page with neither keeps its findings', () => {
    const anchor = '<a name="//api/name/onRejoiningWithRoomId:error:" title="onRejoiningWithRoomId:error:"></a>';
    for (const text of [page('# BMXRTCEngineProtocol Protocol Reference', anchor), page('# BMXRTCEngineProtocol Protocol Reference', ''), page('# RTC engine', anchor)]) {
      const a = run(text);
      assert.deepEqual(a.findings, [], text);
      assert.ok(a.pipelineFindings.some((f) => /appledoc output/.test(f.pipeline!.cause)), text);
    }
    assert.ok(run(page('# RTC engine', '')).findings.length > 0);
  });
});

describe('crd-ref-docs pages', () => {
  const run = (text: string) => analyze({ kind: 'markdown', text, documentId: 'content/docs/operator/reference.md', settings: resolveSettings({}, 'markdown') });
  // The shape of bank-vaults/bank-vaults.dev content/docs/operator/reference.md (crd-ref-docs output), Apache-2.0.
  const field = (name: string, type: string, doc: string) => `#### \`${name}\` (_${type}_)\n\n${doc}\n\n`;
  const type = (name: string, usedBy: boolean) => `### ${name}\n\n${name} holds the parameters of one way to unseal the vault.\n\n${usedBy ? '_Appears in:_\n- [UnsealConfig](#unsealconfig)\n\n' : ''}${field('kmsRegion', 'string', 'The region of the key.')}${field('kmsKeyId', 'string', '')}`;
  const page = (usedBy: boolean) => `---\ntitle: API Reference\n---\n\n## Packages\n- [vault.example.com/v1alpha1](#vaultexamplecomv1alpha1)\n\n## vault.example.com/v1alpha1\n\nPackage v1alpha1 contains API Schema definitions for the v1alpha1 API group.\n\n${type('AWSUnsealConfig', usedBy)}${type('GCPUnsealConfig', usedBy)}`;

  it('a page with crd-ref-docs\' package list and its "Appears in" lines reports on the Go types, not on its lines; without those lines it stays the writer\'s', () => {
    const a = run(page(true));
    assert.deepEqual(a.findings, []);
    assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK003' && /crd-ref-docs output/.test(f.pipeline!.cause)));
    assert.equal(run(page(false)).findings.filter((f) => f.ruleId === 'CK003').length, 2);
  });
});

describe('pages of Sphinx\'s Markdown builders', () => {
  const run = (text: string) => analyze({ kind: 'markdown', text, documentId: 'sdk/api-reference/lib.conversation.mdx', settings: resolveSettings({ dialect: 'mdx' }, 'markdown') });
  // The shape of OpenHands/docs sdk/api-reference/*.mdx (a Sphinx Markdown builder's autodoc output), MIT.
  const page = (kinds: readonly string[]) =>
    `---\ntitle: lib.conversation\n---\n\n### class BaseConversation\n\nAbstract base class for conversations.\n\n#### Methods\n\n${kinds.map((kind, i) => `#### ${kind} step${i}()\n\n`).join('')}#### send_message()\n\nSends a message to the agent.\n`;

  it('three headings that name a member\'s kind as Sphinx prints it (abstractmethod, property, classmethod) make a generated page; two, or other words, do not', () => {
    const a = run(page(['abstractmethod', 'property', 'classmethod']));
    assert.deepEqual(a.findings, []);
    assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK003' && /Sphinx output/.test(f.pipeline!.cause)));
    assert.ok(run(page(['abstractmethod', 'property'])).findings.some((f) => f.ruleId === 'CK003'));
    assert.ok(run(page(['async', 'async', 'async'])).findings.some((f) => f.ruleId === 'CK003'));
  });
});

describe('the package skeleton sphinx-apidoc writes', () => {
  const run = (text: string) => analyze({ kind: 'markdown', text, documentId: 'docs/mesa.md', settings: resolveSettings({}, 'markdown') });
  // The shape of projectmesa/mesa docs/mesa.md (sphinx-apidoc output converted to MyST), Apache-2.0.
  const module = (name: string, suffix: string) => `## ${name}${suffix}\n\n\`\`\`{eval-rst}\n.. automodule:: ${name}\n    :members:\n    :undoc-members:\n\`\`\`\n\n`;
  const page = (group: string, suffix: string) => `# mesa${suffix && ' package'}\n\n## ${group}\n\n${module('mesa.agent', suffix)}${module('mesa.batchrunner', suffix)}${module('mesa', '')}`;

  it('its empty "Submodules" group title over "<pkg>.<mod> module" headings is the tool\'s; the same outline with another group title, or with no "package" and "module" in its headings, stays the writer\'s', () => {
    const a = run(page('Submodules', ' module'));
    assert.deepEqual(a.findings, []);
    assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK003' && /sphinx-apidoc output/.test(f.pipeline!.cause)));
    assert.equal(run(page('Package parts', ' module')).findings.filter((f) => f.ruleId === 'CK003').length, 1);
    assert.equal(run(page('Submodules', '')).findings.filter((f) => f.ruleId === 'CK003').length, 1);
  });
});

describe('jsii-docgen and Widdershins pages', () => {
  const run = (text: string) => analyze({ kind: 'markdown', text, documentId: 'docs/reference/api.md', settings: resolveSettings({}, 'markdown') });
  // The shape of DataChefHQ/aws-data-landing-zone docs/src/content/docs/reference/api.md (jsii-docgen), Apache-2.0.
  const member = (name: string, anchor: boolean) => `##### \`${name}\`${anchor ? ` <a name="${name}" id="my-lib.DatabaseAction.${name}"></a>` : ''}\n\n---\n\n`;
  const members = (anchor: boolean) => ['DESCRIBE', 'ALTER', 'DROP', 'CREATE_TABLE', 'INSERT'].map((n) => member(n, anchor)).join('');
  const jsii = (title: string, anchor: boolean) => `${title}\n\n## Enums\n\n### DatabaseAction\n\nThe actions a grant allows.\n\n#### Members\n\n| **Name** | **Description** |\n| --- | --- |\n| DESCRIBE | *No description.* |\n\n---\n\n${members(anchor)}##### \`GRANT\`\n\nGrants the action on the table.\n`;

  it('a page with jsii-docgen\'s title, or with its anchors of qualified names on five headings, is the tool\'s; the same outline without either stays the writer\'s', () => {
    const titled = run(jsii('# API Reference <a name="API Reference" id="api-reference"></a>', false));
    assert.deepEqual(titled.findings.filter((f) => f.ruleId === 'CK003'), []);
    assert.ok(titled.pipelineFindings.some((f) => f.ruleId === 'CK003' && /jsii-docgen output/.test(f.pipeline!.cause)));
    assert.ok(run(jsii('# API Reference', true)).pipelineFindings.some((f) => /jsii-docgen output/.test(f.pipeline?.cause ?? '')));
    assert.ok(run(jsii('# API Reference', false)).findings.some((f) => f.ruleId === 'CK003'));
  });

  // The shape of dydxprotocol/v4-documentation old-docs indexer_api.mdx (Widdershins), Apache-2.0.
  const widdershins = (lead: string) => `# Indexer API v1.0.0\n\n${lead}\n\nBase URLs:\n\n* use <a href="https://indexer.example.com/v4">https://indexer.example.com/v4</a>\n\n# Authentication\n\n# Default\n\n## GetAddress\n\n<a id="opIdGetAddress"></a>\n\n> Code samples\n\n\`\`\`python\nimport requests\n\`\`\`\n`;

  it('a page under Widdershins\' line about code samples is the tool\'s; the same page without it stays the writer\'s', () => {
    const a = run(widdershins('> Scroll down for code samples, example requests and responses. Select a language for code samples from the tabs above or the mobile navigation menu.'));
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK003'), []);
    assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK003' && /Widdershins output/.test(f.pipeline!.cause)));
    assert.ok(run(widdershins('> Requests and responses are shown for each call.')).findings.some((f) => f.ruleId === 'CK003'));
  });
});

describe("pages under a generator's \"View source\" button, and pages converted from the notebook they link", () => {
  const run = (text: string, documentId: string) => analyze({ kind: 'markdown', text, documentId, settings: resolveSettings({ dialect: 'mdx' }, 'markdown') });
  const empty = (a: ReturnType<typeof run>) => a.findings.filter((f) => f.ruleId === 'CK003');
  // The shape of wandb's SDK reference pages (tensorflow_docs-style generator) in wandb/docs ko/models/ref/python, MIT.
  const reference = (button: string) => `---\ntitle: Image\n---\n\n${button}\n\nW&B에 로깅하기 위한 이미지 형식입니다.\n\n\`\`\`python\nImage(data_or_path, mode=None)\n\`\`\`\n\n#### Examples:\n\n### Log an image\n\n\`\`\`python\nwandb.log({"img": Image(x)})\n\`\`\`\n`;
  const span = 'https://www.github.com/wandb/wandb/tree/637bddf198525810add5804059001b1b319d6ad1/wandb/sdk/data_types/image.py#L65-L689';

  it('a page whose top links the lines of the declaration it documents ("View the source code", a Card or an <a>) is the generator\'s; a plain code link is not', () => {
    for (const button of [`<Card title="View the source code" href="${span}" icon="github"/>`, `<a target="_blank" href="${span}"><img src="/images/GitHub-Mark-32px.png" />View source on GitHub</a>`]) {
      const a = run(reference(button), 'ko/models/ref/python/data-types/image.mdx');
      assert.deepEqual(empty(a), [], button);
      assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK003' && /its top links the lines of the declaration it documents/.test(f.pipeline!.cause)));
    }
    assert.equal(empty(run(reference(`See [the class](${span}) for its fields.`), 'image.mdx')).length, 1, 'a link to code in a sentence');
    assert.equal(empty(run(reference('<Card title="View the source code" href="https://github.com/wandb/wandb/blob/main/wandb/sdk/data_types/image.py" icon="github"/>'), 'image.mdx')).length, 1, 'no declaration\'s lines');
  });

  // The shape of wandb/docs weave/cookbooks/audio_with_weave.mdx, converted from wandb/weave's notebook, MIT.
  const cookbook = (notebook: string) => `---\ntitle: "Audio With Weave"\n---\n\n<Note>\nThis is an interactive notebook. You can run it locally or use the links below:\n- [Open in Google Colab](https://colab.research.google.com/github/wandb/weave/blob/master/docs/notebooks/${notebook})\n- [View source on GitHub](https://github.com/wandb/weave/blob/master/docs/notebooks/${notebook})\n</Note>\n\n## \n\n# How to use Weave with Audio Data\n\nThis demo uses the chat completions API to generate audio responses.\n`;

  it('a page whose top links the notebook of its own name is converted from it: its empty cell\'s heading goes to the summary; another notebook\'s link leaves it the writer\'s', () => {
    const a = run(cookbook('audio_with_weave.ipynb'), 'weave/cookbooks/audio_with_weave.mdx');
    assert.deepEqual(empty(a), []);
    assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK003' && /converted from the notebook it links at its top \(audio_with_weave\.ipynb\)/.test(f.pipeline!.cause)));
    assert.deepEqual(empty(run(cookbook('Audio-With-Weave.ipynb'), 'weave/cookbooks/audio_with_weave.mdx')), [], 'case, dashes and underscores aside');
    assert.equal(empty(run(cookbook('intro_notebook.ipynb'), 'weave/cookbooks/audio_with_weave.mdx')).length, 1);
  });
});

describe('pdoc\'s pages of a Python module', () => {
  // The shape of pdoc3's Markdown in AD-SDL/MADSci docs/api/madsci/*.md (written by its gh_pages workflow), MIT.
  const method = (name: string) => `    \`${name}(self, experiment_id: str) ‑> madsci.common.types.experiment_types.Experiment\`\n    :   ${name} an experiment.\n        \n        Args:\n            experiment_id: The ID of the experiment to ${name}.\n            timeout: Optional timeout override in seconds. If None, uses config.timeout_default.\n\n`;
  const members = ['get_experiment', 'pause_experiment', 'cancel_experiment', 'resume_experiment', 'start_experiment', 'end_experiment', 'list_experiments', 'watch_experiment'].map(method).join('');
  const page = (title: string) => `${title}\n${'='.repeat(title.length)}\nThe module's docstring.\n\nClasses\n-------\n\n\`ExperimentClient(experiment_server_url: str | None = None)\`\n:   Client for the MADSci Experiment Manager.\n    \n    Create a new Experiment Client.\n    \n    ### Methods\n\n${members}`;
  const run = (text: string) => analyzeText(text, { documentId: 'docs/api/madsci/client/experiment_client.md', budgets: { maxTokens: 200, targetTokens: 200 } });

  it('a page titled `Module x.y` under `=` with pdoc\'s sections or definition items is pdoc\'s: the docstring it indents, read as code, is no split of the writer\'s', () => {
    const a = run(page('Module madsci.client.experiment_client'));
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK006'), []);
    assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK006' && /pdoc output/.test(f.pipeline!.cause)));
    assert.equal(run(page('Modules of the experiment client')).findings.filter((f) => f.ruleId === 'CK006').length, 1);
  });
});

describe("a build's or an editor's copy of a page", () => {
  const page = '# Introduction\n\n## Background\n\n## Aims\n\nWhat the project sets out to do.\n';
  const empty = (documentId: string) => analyze({ kind: 'markdown', text: page, documentId, settings: resolveSettings({}, 'markdown') });

  it("Sphinx's `html/_sources/` copy (a Jupyter Book's committed `_build`, leilaicruz/SATAY), its `docs/_sources/` copy in a site published from `docs/` (AB-RCSC/RCSC-WildCAM…) and Jupyter's checkpoint go to the summary; the source page and a folder merely named `_sources` stay the writer's", () => {
    for (const id of ['/r/mini_book/docs/_build/html/_sources/Introduction.md', 'C:\\r\\build\\dirhtml\\_sources\\intro.md', '/r/guide/docs/_sources/2_metadata/2_8.0_Deployment.md', '/r/notes/.ipynb_checkpoints/Introduction-checkpoint.md']) {
      const a = empty(id);
      assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK003'), [], id);
      assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK003' && /copy of a source page|autosaved checkpoint/.test(f.pipeline!.cause)), id);
    }
    for (const id of ['/r/mini_book/docs/Introduction.md', '/r/site/_sources/Introduction.md', '/r/notes/.ipynb_checkpoints/Introduction.md']) {
      assert.equal(empty(id).findings.filter((f) => f.ruleId === 'CK003').length, 1, id);
    }
  });
});

describe("cobra's command pages", () => {
  const run = (text: string) => analyze({ kind: 'markdown', text, documentId: 'docs/cli/tool_completion.md', settings: resolveSettings({}, 'markdown') });
  // The shape cobra's GenMarkdownTree gives crowdsecurity/crowdsec-docs docs/cscli/*.md (MIT), its footer turned off.
  const page = (inherited: string, seeAlso: string) =>
    `## tool completion\n\nGenerate completion script\n\n### Synopsis\n\n### Bash:\n\`\`\`shell\n  $ source <(tool completion bash)\n\n  # Linux:\n\`\`\`\n\n### Options\n\n\`\`\`\n  -h, --help   help for completion\n\`\`\`\n\n### ${inherited}\n\n\`\`\`\n  -c, --config string   path to the config file\n\`\`\`\n\n### SEE ALSO\n\n${seeAlso}\n`;
  const cobraItem = '* [tool](/cli/tool.md)\t - tool manages the service';

  it("a page with cobra's inherited flags, or its SEE ALSO list, is the tool's; the same outline without either stays the writer's", () => {
    const a = run(page('Options inherited from parent commands', cobraItem));
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK003'), []);
    assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK003' && /cobra output/.test(f.pipeline!.cause)));
    assert.ok(run(page('Global options', cobraItem)).pipelineFindings.some((f) => /cobra output/.test(f.pipeline?.cause ?? '')));
    assert.ok(run(page('Global options', '* [tool](/cli/tool.md) - tool manages the service')).findings.some((f) => f.ruleId === 'CK003'));
  });
});

describe('API reference whose headings link their source lines', () => {
  const run = (text: string) => analyze({ kind: 'markdown', text, documentId: 'docs/api-ref/python/client-schemas.mdx', settings: resolveSettings({ dialect: 'mdx' }, 'markdown') });
  // The shape mdxify gives PrefectHQ/prefect's docs/v3/api-ref pages (Apache-2.0): each class a heading with a link to its line.
  const heading = (name: string, line: number, link: boolean) =>
    `### \`${name}\`${link ? ` <sup><a href="https://github.com/example/lib/blob/main/src/lib/client/schemas.py#L${line}" target="_blank"><Icon icon="github" /></a></sup>` : ''}`;
  const page = (link: boolean) =>
    `---\ntitle: schemas\n---\n\n# \`lib.client.schemas\`\n\n## Classes\n\n${heading('TaskRunResult', 805, link)}\n\nA task run result input to another task run.\n\n${heading('FlowRunResult', 812, link)}\n\n${heading('Parameter', 817, link)}\n\nA parameter input to a task run.\n\n${heading('Constant', 824, link)}\n\nA constant input to a task run.\n`;

  it('an empty declaration reports on the docstrings, not on the page, when its headings link their source lines; without the links it stays the writer\'s', () => {
    const a = run(page(true));
    assert.deepEqual(a.findings, []);
    assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK003' && /API reference generated from code/.test(f.pipeline!.cause)));
    assert.equal(run(page(false)).findings.filter((f) => f.ruleId === 'CK003').length, 1);
  });
});

describe('docusaurus-plugin-openapi-docs pages', () => {
  // The shape of Flagsmith/flagsmith docs/docs/sdk-api/sdk-v-1-flags.api.mdx (docusaurus-plugin-openapi-docs), BSD-3-Clause.
  const page = `---\nid: sdk-v-1-flags\ntitle: "sdk_v1_flags"\napi: eJztVt9v2zYQ\nsidebar_class_name: "get api-method"\ninfo_path: sdk-api/flagsmith-api\ncustom_edit_url: null\n---\n\n# sdk_v1_flags\n\nRetrieve the flags for an environment.\n\n---\n*Note*: when providing the \`feature\` query argument, this endpoint returns one object.\n\n---\n*Note*: using this endpoint with an identifier is deprecated.\n\n## Request\n\n## Responses\n\nThe flags.\n`;
  const run = (documentId: string, text = page) => analyze({ kind: 'markdown', text, documentId, settings: resolveSettings({ dialect: 'mdx' }, 'markdown') });

  it('a page the plugin writes (its file name and no edit URL) reports on the specification, not on its lines; a page of that name with an edit URL keeps its findings', () => {
    const a = run('docs/sdk-api/sdk-v-1-flags.api.mdx');
    assert.deepEqual(a.findings, []);
    assert.ok(a.pipelineFindings.some((f) => /docusaurus-plugin-openapi-docs output/.test(f.pipeline!.cause)));
    assert.ok(run('docs/sdk-api/sdk-v-1-flags.api.mdx', page.replace('custom_edit_url: null\n', '')).findings.length > 0);
    assert.ok(run('docs/sdk-api/sdk-v-1-flags.mdx').findings.length > 0);
  });
});

describe("a book's SUMMARY.md", () => {
  const text = '# Summary\n\n# Introduction\n- [Welcome and Overview](welcome_and_overview.md)\n\n# Setup\n- [Installation](setup/installation.md)\n';
  const run = (site: 'mdbook' | 'gitbook' | 'none', documentId = 'docs/SUMMARY.md') => analyze({ kind: 'markdown', text, documentId, settings: resolveSettings({ site }, 'markdown') });

  it("mdBook's and GitBook's table of contents is navigation: its findings are the pipeline's; elsewhere, or another file, they stay the writer's (matrix-org/synapse docs/SUMMARY.md)", () => {
    for (const site of ['mdbook', 'gitbook'] as const) {
      const a = run(site);
      assert.deepEqual(a.findings, [], site);
      assert.ok(a.pipelineFindings.some((f) => /the book's table of contents/.test(f.pipeline!.cause)), site);
    }
    assert.ok(run('none').findings.length > 0);
    assert.ok(run('mdbook', 'docs/summary-of-changes.md').findings.length > 0);
  });
});

describe('rustdoc-md pages', () => {
  const run = (text: string) => analyze({ kind: 'markdown', text, documentId: 'src/pages/developers/protocol/solana.en-US.md', settings: resolveSettings({}, 'markdown') });
  // The shape of zeta-chain/docs src/pages/developers/protocol/solana.en-US.md (rustdoc-md), MIT.
  const page = (head: string) => `${head}\n\n# Module \`gateway\`\n\n## Modules\n\n## Module \`program\`\n\nThe program's entry points and the accounts each instruction reads.\n`;

  it('a crate page rustdoc-md writes reports on the doc comments, not on its lines; the same outline without its title and format version keeps its findings', () => {
    for (const head of ['# Crate Documentation\n\n**Version:** 0.1.0\n\n**Format Version:** 41', '# Crate Documentation\n\n**Format Version:** 39']) {
      const a = run(page(head));
      assert.deepEqual(a.findings, [], head);
      assert.ok(a.pipelineFindings.some((f) => /rustdoc-md output/.test(f.pipeline!.cause)), head);
    }
    assert.ok(run(page('# Crate Documentation\n\n**Version:** 0.1.0')).findings.length > 0);
  });
});

describe('the flood limit', () => {
  it('a line of base64 cut into many chunks is one hard-split finding, the pipeline\'s, that says how many cuts it stands for', () => {
    const base64 = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(65 + ((i * 7) % 26))).join('');
    const a = analyzeText(`# Output\n\n${base64}\n\nAfter it.\n`, { budgets: { maxTokens: 60, targetTokens: 40, minTokens: 1, overlapTokens: 0 } });
    const cuts = a.chunks.filter((c) => c.notes.some((n) => n.reason === 'hard-split')).length;
    assert.ok(cuts > 5, `${cuts} cuts`);
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK007'), []);
    const hard = a.pipelineFindings.filter((f) => f.ruleId === 'CK007');
    assert.equal(hard.length, 1);
    assert.match(hard[0].message, new RegExp(`\\(1 of ${cuts} in this block, reported once\\)$`));
    assert.match(hard[0].pipeline!.cause, /unbroken strings \(URLs or encoded values\)/);
  });

  it('an inline SVG pasted on one line of a paragraph and cut into many chunks is the pipeline\'s; a long line of words stays the writer\'s', () => {
    const shapes = Array.from({ length: 120 }, (_, i) => `<g class="node" id="n${i}"><rect x="${i}" y="0" width="40" height="20"></rect><text x="${i}" y="12">Node ${i}</text></g>`).join('');
    const budgets = { budgets: { maxTokens: 60, targetTokens: 40, minTokens: 1, overlapTokens: 0 } };
    const svg = analyzeText(`# Flowchart\n\n<svg id="mermaid-1" width="100%" xmlns="http://www.w3.org/2000/svg">${shapes}</svg>\n\nAfter it.\n`, budgets);
    assert.deepEqual(svg.findings.filter((f) => f.ruleId === 'CK007'), []);
    assert.match(svg.pipelineFindings.find((f) => f.ruleId === 'CK007')?.pipeline?.cause ?? '', /HTML tags hold most of the line/);
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const prose = analyzeText(`# Flowchart\n\nThe <b>nodes</b> are ${words}.\n\nAfter it.\n`, budgets);
    assert.equal(prose.findings.filter((f) => f.ruleId === 'CK007').length, 1);
  });

  it('the text format lists at most 50 findings of one file and counts the rest; pipeline findings are summed up after', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-flood-'));
    const sections = Array.from({ length: 60 }, (_, i) => `# Section ${i}\n\n## Empty ${i}\n\n# Next ${i}\n\nText.\n`).join('\n');
    writeFileSync(join(dir, 'orphans.md'), sections);
    writeFileSync(join(dir, 'lead-ins.md'), `# Install\n\n${LEAD_IN}\n# Again\n\n${LEAD_IN}`);
    let out = '';
    runCli(['lint', dir], { out: (t) => (out += t), err: () => {} });
    const listed = out.split('\n').filter((l) => l.includes('orphans.md:') && l.includes('CK003'));
    assert.equal(listed.length, 50);
    assert.match(out, /orphans\.md: … and \d+ more \(--format json lists every finding\)/);
    assert.match(out, /^2 pipeline findings, not listed per line/m);
    assert.match(out, /^ {2}CK002\/chunk-too-small ×2 in 1 file: markdown-spec keeps every code block in a chunk of its own$/m);
    assert.ok(!out.includes('lead-ins.md:'), 'no per-line output for the lead-ins');
  });
});
