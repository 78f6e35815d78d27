// A code block that is the one sample its page presents is the pipeline's to keep whole (CK006): its section's title
// names one sample and it is the section's only code, or its lead-in tells the reader to take it as one, points at it
// as one named sample, or is only the name of its file; so is a sample whose ends its source marks (`'BeginX` …
// `'EndX`). A block under a title of what the code does, and a listing given in pieces, stay the writer's.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import { analyzeText } from '../../../helpers/analyzeText';

const budgets = { maxTokens: 150, targetTokens: 100, minTokens: 1, overlapTokens: 0 };
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n');

function splitCode(text: string) {
  const a = analyzeText(text, { budgets });
  return { writer: a.findings.filter((f) => f.ruleId === 'CK006'), pipeline: a.pipelineFindings.filter((f) => f.ruleId === 'CK006') };
}

function assertPipeline(text: string, evidence: RegExp) {
  const { writer, pipeline } = splitCode(text);
  assert.deepEqual(writer, []);
  assert.equal(pipeline.length, 1);
  assert.match(pipeline[0].pipeline!.cause, evidence);
}

/** Statements with no structure of a program: nothing in the code itself says it is whole. */
const statements = `\`\`\`vb\n${lines(40, (i) => `rstEmployees.Fields(${i}).Value = txtField${i}.Text & " of record ${i}"`)}\n\`\`\``;
const applies = '**Applies to**: Access 2013, Office 2013\n\nThis example uses the Move method to position the record pointer.';

describe('a section whose title names the one sample it presents', () => {
  it('a page titled "X example (VBScript)", "X script", "App.js file" or "Definition" whose only code is the block is the pipeline\'s', () => {
    for (const title of ['# Move method example (VBScript)', '## DeleteODBLists script', '### App.js file', '## Definition', '# Sample restriction code']) {
      assertPipeline(`${title}\n\n${applies}\n\n${statements}\n`, /the title of its section names the one sample it presents/);
    }
  });

  it('a title of what the code does, a plural title, a title that is a sentence, a kind of code alone (`## Code`), or a section with a second block stays the writer\'s', () => {
    assert.equal(splitCode(`## Startup jobs\n\nThe server schedules these jobs while it starts:\n\n${statements}\n`).writer.length, 1);
    assert.equal(splitCode(`## Examples\n\n${applies}\n\n${statements}\n`).writer.length, 1);
    assert.equal(splitCode(`## Edit the configuration file\n\n${applies}\n\n${statements}\n`).writer.length, 1);
    assert.equal(splitCode(`## Code\n\n${applies}\n\n${statements}\n`).writer.length, 1, 'a kind of code alone names no sample');
    assert.equal(splitCode(`## Example\n\nFirst the fields:\n\n${statements}\n\nThen save them:\n\n\`\`\`vb\nrstEmployees.Update\n\`\`\`\n`).writer.length, 1);
  });
});

describe('a lead-in that makes the block one sample', () => {
  it('a numbered step that says to copy the following script, or a sentence that says to run the resulting block, is the pipeline\'s', () => {
    assertPipeline(`# Setup\n\n1. On the server, copy the contents of the following script into Notepad. Save this file with a .ps1 extension.\n\n${statements}\n`, /its lead-in tells the reader to take it as one \("copy the contents of the following"\)/);
    assertPipeline(`# Setup\n\nWhen you have supplied all the values, run the resulting block at the PowerShell prompt.\n\n${statements}\n`, /take it as one \("run the resulting"\)/);
    assertPipeline(`# Setup\n\nThe following PowerShell script shows how to create a tenant admin site.\n\n${statements}\n`, /its lead-in points at it as one sample \("The following PowerShell script"\)/);
    assertPipeline(`# Setup\n\nSet-SiteMailboxConfig.ps1:\n\n${statements}\n`, /its lead-in is the name of the file it is \(`Set-SiteMailboxConfig\.ps1`\)/);
  });

  it('a lead-in that labels the file by name (`> File: boot_module.spl` in an OS course vault, `**Filename:** app.py`) is the name of the file it is; a label with words is not', () => {
    assertPipeline(`# Boot module\n\n> File: boot_module.spl\n\n${statements}\n`, /its lead-in is the name of the file it is \(`boot_module\.spl`\)/);
    assertPipeline(`# Setup\n\n**Filename:** app.py\n\n${statements}\n`, /its lead-in is the name of the file it is \(`app\.py`\)/);
    assert.equal(splitCode(`# Setup\n\nFile: the settings you changed in config.py\n\n${statements}\n`).writer.length, 1);
  });

  it('a lead-in that names the block by its kind before telling the reader to copy it to a file, a sentence whose subject is the script, or one that introduces an example file is the pipeline\'s (Exchange, Ratatui, fluent-bit docs)', () => {
    assertPipeline(`# Setup\n\nCopy the script below to a .txt file and then save the file as Exchange2003MBtoMEU.vbs.\n\n${statements}\n`, /take it as one \("Copy the script below"\)/);
    assertPipeline(`# Setup\n\nYou'll need to copy the code to a \`./src/tui.rs\`:\n\n${statements}\n`, /take it as one \("copy the code to /);
    assertPipeline(`# Setup\n\nThis script imports the .xml files and creates a script file called Settings.ps1 that you can review, edit, and then run.\n\n${statements}\n`, /points at it as one sample \("This script imports"\)/);
    assertPipeline(`# Setup\n\nAn example file with multiline and multi-format content:\n\n${statements}\n`, /points at it as one sample \("An example file/);
    assertPipeline(`# Setup\n\nAn example of a ledger configuration file is displayed below.\n\n${statements}\n`, /points at it as one sample \("An example of a ledger configuration file is displayed below"\)/);
    assert.equal(splitCode(`# Setup\n\nThis script is long; its first part reads the fields:\n\n${statements}\n`).writer.length, 1, 'a sentence about the script that says what its lines do');
    assert.equal(splitCode(`# Setup\n\nCopy the values into the form:\n\n${statements}\n`).writer.length, 1, 'copying something else than the block');
  });

  it('the sentence before a tab group or an accordion that opens around the code is its lead-in (MDX `<Tabs>` / `<Tab title>`)', () => {
    const rules = `\`\`\`\`\`\`md\n# Project rules\n\n${lines(40, (i) => `- Rule ${i}: keep the selectors of step ${i} as they are written.`)}\n\`\`\`\`\`\``;
    const mdx = (lead: string) => {
      const text = `# Editor rules\n\n${lead}\n\n<Tabs>\n<Tab title="TypeScript">\n\n${rules}\n\n</Tab>\n</Tabs>\n`;
      const a = analyze({ kind: 'markdown', text, documentId: 'rules.mdx', settings: resolveSettings({}, 'markdown', { budgets, dialect: 'mdx' }) });
      return { writer: a.findings.filter((f) => f.ruleId === 'CK006'), pipeline: a.pipelineFindings.filter((f) => f.ruleId === 'CK006') };
    };
    const dropped = mdx('Drop these in `.cursorrules`, `claude.md`, or any agent rule framework:');
    assert.deepEqual(dropped.writer, []);
    assert.match(dropped.pipeline[0].pipeline!.cause, /take it as one \("Drop these"\)/);
    assert.equal(mdx('The rules cover selectors, waits and retries:').writer.length, 1);
  });

  it('a lead-in that tells the reader to add lines, or that names no sample, stays the writer\'s', () => {
    assert.equal(splitCode(`# Setup\n\nAdd these lines to the form's code:\n\n${statements}\n`).writer.length, 1);
    assert.equal(splitCode(`# Setup\n\nThe following fields are filled from the text boxes:\n\n${statements}\n`).writer.length, 1);
  });
});

describe('a sample whose ends its source marks', () => {
  it('`\'BeginX` … `\'EndX`, `<!-- BeginX -->` … `<!-- EndX -->` and `-- *** Begin: X ***` … `-- *** End: X ***` frame one unit; different titles do not', () => {
    const body = lines(40, (i) => `rst.Fields(${i}).Value = ${i}`);
    assertPipeline(`# Notes\n\n\`\`\`vb\n'BeginHelloData\nOption Explicit\n${body}\n'EndHelloData\n\`\`\`\n`, /"beginhellodata" … "endhellodata"/);
    assertPipeline(`# Notes\n\n\`\`\`vb\n\n<!-- BeginMoveVBS -->\n<%@ Language=VBScript %>\n${body}\n</HTML>\n<!-- EndMoveVBS -->\n\`\`\`\n`, /"beginmovevbs" … "endmovevbs"/);
    assertPipeline(`# Notes\n\n\`\`\`\n-- ****** Begin: Script to be run at Secondary:  9.3 BUILD******\n${body}\n-- ****** End: Script to be run at Secondary:  9.3 Build ******\n\`\`\`\n`, /one unit framed by the comments/);
    assert.equal(splitCode(`# Notes\n\n\`\`\`vb\n'BeginHelloData\n${body}\n'EndGoodbyeData\n\`\`\`\n`).writer.length, 1);
  });
});

describe("a code block that is its page's only content", () => {
  it('a snippet file that is one fence in a wrapper (`<div id="…">`) is the pipeline\'s; the same block under prose stays the writer\'s', () => {
    assertPipeline(`<div id="setup-prompt">\n\n${statements}\n\n</div>\n`, /it is its page's only content/);
    assertPipeline(`---\ntitle: Prompt\n---\n\n${statements}\n`, /it is its page's only content/);
    assert.equal(splitCode(`The server runs these statements while it starts, one for each field of the form.\n\n${statements}\n`).writer.length, 1);
    assert.equal(splitCode(`# Fields\n\n${statements}\n`).writer.length, 1, 'a page with a heading is no snippet');
  });
});
