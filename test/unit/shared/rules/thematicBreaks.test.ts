// A small chunk closed by a thematic break (CK002) is the writer's only where removing the break would join
// related prose; a break that separates records, a closing sign-off, a rendered example or another kind of
// content is the minimum's (a pipeline finding).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeText } from '../../../helpers/analyzeText';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';

function small(text: string) {
  const a = analyzeText(text);
  return { writer: a.findings.filter((f) => f.ruleId === 'CK002'), pipeline: a.pipelineFindings.filter((f) => f.ruleId === 'CK002') };
}

const SECTION = '## Learn to say no\n\nThe project gets a lot of feature requests and questions that will not be resolved. They should be closed as soon as that is clear.\n\n';

describe('thematic breaks that are no boundary to remove', () => {
  it('a break before the page\'s closing thanks (jekyll avoiding-burnout.md) separates a sign-off', () => {
    const { writer, pipeline } = small(`# Avoiding burnout\n\n${SECTION}---\n\nThanks to the Homebrew maintainers for the document this one is based on.\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /cuts at the thematic break after it, which separates the page's closing sign-off$/);
    assert.match(pipeline[0].pipeline!.remedy, /^a lower minTokens \(now \d+\)$/);
  });

  it('a break before a change that opens with its own version note (`<small>Introduced in: v3.8.7, v3.9.2</small>`, ArangoDB\'s release notes) separates one change from the next; before a plain paragraph it stays the writer\'s', () => {
    const change = '### arangorestore\n\n_arangorestore_ now supports multiple Coordinators.\n\n```\narangorestore --server.endpoint tcp://[::1]::8529\n```\n\nThis does not compromise the other client tools.\n\n---\n\n';
    const next = 'A new `--enable-revision-trees` option has been added to _arangorestore_, which adds the `syncByRevision` attribute to the collection structure if it is missing, so that restored collections can use revision trees and a faster getting-in-sync procedure after a restart.\n\n### arangodump\n\nMore.\n';
    for (const note of ['<small>Introduced in: v3.8.7, v3.9.2</small>', '*New in version 3.9.*']) {
      const { writer, pipeline } = small(`# What's new\n\n${change}${note}\n\n${next}`);
      assert.deepEqual(writer, [], note);
      assert.match(pipeline.find((f) => /thematic break/.test(f.message))?.pipeline?.cause ?? '', /one change from the next, which opens with its own version note$/);
    }
    assert.equal(small(`# What's new\n\n${change}${next}`).writer.length, 1);
  });

  it('a closing thanks in emphasis (`_Thanks to …_`, Homebrew Maintainers-Avoiding-Burnout.md) is a sign-off', () => {
    const { writer, pipeline } = small(`# Avoiding burnout\n\n${SECTION}---\n\n_Thanks to the gist which influenced this document._\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /closing sign-off$/);
  });

  it('a closing thanks followed by the post\'s link definitions (prettier blog 1.11.0) is a sign-off too', () => {
    const links = Array.from({ length: 8 }, (_, i) => `[@user${i}]: https://github.com/user${i}`).join('\n');
    const { writer, pipeline } = small(`# Prettier 1.11\n\n${SECTION}---\n\nThanks to all of Prettier's contributors and the community!\n\n${links}\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /closing sign-off$/);
  });

  it('breaks between the entries of a catalog (Beefree schema-catalog.md) separate records of a series', () => {
    const entry = (name: string) => `**Name:** [${name} Schema](${name}.md)\n\n**Description:** Describes the ${name} content block.\n\n***\n\n`;
    const { writer, pipeline } = small(`# Schema catalog\n\n## Index\n\n${['Button', 'Divider', 'Html', 'Image'].map(entry).join('')}**Name:** Last\n`);
    assert.deepEqual(writer, []);
    assert.ok(pipeline.length >= 3);
    assert.ok(pipeline.every((f) => /one record of a series from the next$/.test(f.pipeline!.cause)));
  });

  it('breaks between the slides of a deck (obsidian-hub "Using Pandoc inside Obsidian") separate slides', () => {
    const slide = (i: number) => `## Slide ${i}\n\nPoint ${i} of the talk, in one short line.\n\n---\n\n`;
    const { writer, pipeline } = small(`# Talk\n\nThe slides of my talk.\n\n---\n\n${Array.from({ length: 12 }, (_, i) => slide(i)).join('')}Questions?\n`);
    assert.deepEqual(writer, []);
    assert.ok(pipeline.length > 0);
    assert.ok(pipeline.every((f) => /one slide of a deck from the next$/.test(f.pipeline!.cause)));
  });

  it('the --- that closes a DocFX tab group (# [Bash](#tab/bash) … ---) ends the tabs, no break to remove', () => {
    const tab = (name: string) => `#### [${name}](#tab/${name.toLowerCase()})\n\n\`\`\`${name.toLowerCase()}\nwt -w 0 nt\n\`\`\`\n\n`;
    const { writer, pipeline } = small(`# Tabs\n\n${SECTION}${tab('Cmd')}${tab('Bash')}Execution aliases do not work in WSL distributions.\n\n---\n\nUse the -p flag to pick a profile, which the rest of this page explains with many examples of its own.\n`);
    assert.deepEqual(writer, []);
    assert.ok(pipeline.some((f) => /the end of a tab group/.test(f.pipeline!.cause)));
  });

  it('a note set wholly in emphasis after the last break, or a standfirst before the first, is no prose to join', () => {
    const closing = small(`# Post\n\n${SECTION}---\n\n_If you want more on this topic, check out the workshop, and feedback is always welcome._\n`);
    assert.deepEqual(closing.writer, []);
    const body = 'As applications grow more complex, developers face a common challenge: the disconnect between local development environments and production infrastructure, which this series closes step by step.';
    const opening = small(`---\ntitle: Post\n---\n\n_This is part one of a series on local development with production tools._\n\n---\n\n${body}\n\n${body}\n`);
    assert.deepEqual(opening.writer, []);
    assert.match(opening.pipeline[0].pipeline!.cause, /an opening note set in emphasis from the page$/);
  });

  it('a closing "Now that you…" paragraph after the last break points to the next page', () => {
    const { writer } = small(`# Intro\n\n${SECTION}---\n\nNow that you know how this guide works, it is time to meet the core components.\n`);
    assert.deepEqual(writer, []);
  });

  it('a break before an HTML block that opens the next command (mintlify cli/commands.mdx) separates different content', () => {
    const { writer, pipeline } = small(`# Commands\n\n${SECTION}---\n\n<div id="mint-logout">\n  ## \`mint logout\`\n</div>\n\nRemove the stored credentials.\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /two different kinds of content$/);
  });

  it('a break after the rendering of the code block above it (mdBook format/markdown.md) separates an example', () => {
    const demo = 'Use [mdBook](https://github.com/rust-lang/mdBook).\n\nRead about [mdBook](mdbook.md).';
    const text = `# Markdown\n\n## Links\n\nLinking is easy:\n\n\`\`\`markdown\n${demo}\n\`\`\`\n\n${demo}\n\n----\n\nRelative links that end with \`.md\` are converted to the \`.html\` extension when the book is built.\n`;
    const { writer, pipeline } = small(text);
    assert.deepEqual(writer, []);
    assert.ok(pipeline.some((f) => /a rendered example from the text after it$/.test(f.pipeline!.cause)));
  });
});

describe('a closing note', () => {
  it('a break before a closing ***Note:*** paragraph (mdBook cli/build.md) separates the page\'s footer', () => {
    const { writer, pipeline } = small(`# Build\n\n${SECTION}-------------------\n\n***Note:*** *The build command copies all files except Markdown files into the build directory.*\n`);
    assert.deepEqual(writer, []);
    assert.equal(pipeline.length, 1);
  });
});

describe('thematic breaks before closing pointers, epigraphs and imprints', () => {
  it('a break before the page\'s closing "Continue with the next guide" paragraph (a workshop guide) separates a sign-off', () => {
    const { writer, pipeline } = small(`# Deploy\n\n${SECTION}You now have your first app deployed!\n\n---\n\nYou do not need to deploy your app anywhere else. Continue with the next numbered guide in the list below.\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].message, /closing sign-off/);
  });

  it('a break before a section\'s closing "For more details, see" paragraph and its next heading separates a pointer', () => {
    const { writer, pipeline } = small(`# Ask AI\n\n## FAQ\n\n**Q: Why a separate index?**\nA: It suits the model.\n\n---\n\nFor more details, see the [Ask AI documentation](./askai.mdx).\n\n---\n\n## Examples\n\nBelow are examples.\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].message, /closing pointer or note/);
  });

  it('a break before a section\'s closing "Additional detail on … is described in [the … section]" (Luau api.md) separates a pointer', () => {
    const { writer, pipeline } = small(`# Embedding API\n\n## Threads\n\n${SECTION}\`\`\`c\nvoid* lua_getthreaddata(lua_State* L);\n\`\`\`\n\nRetrieves the custom data associated with a specific thread.\n\n---\n\nAdditional detail on manipulating threads on the stack is described in [the 'Coroutines' section](#coroutines).\n\n## Loading Bytecode\n\nLoad bytecode into the VM.\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline.find((f) => /thematic break/.test(f.message))?.message ?? '', /closing pointer or note/);
  });

  it('a break before a section\'s closing "See the documentation for `lua_call` on how …" separates a pointer', () => {
    const { writer, pipeline } = small(`# Embedding API\n\n## Loading Bytecode\n\n${SECTION}On failure, returns 1 and places a string with an error message on the stack.\n\n---\n\nSee the documentation for \`lua_call\`/\`lua_pcall\` on how to run the resulting closure.\n\n## Working with the Stack\n\nStack manipulation is done within the stack area of the active call frame.\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].message, /closing pointer or note/);
  });

  it('a break before a paragraph that says how a thing is described, linking no place, stays the writer\'s', () => {
    const { writer } = small('# Notes\n\n## A\n\nA short note.\n\n---\n\nAdditional detail on threads is described in terms of their stack, as each call frame keeps its own.\n\n## B\n\nMore.\n');
    assert.equal(writer.length, 1);
  });

  it('a break before a section\'s tail of more prose and its next heading stays the writer\'s', () => {
    const { writer } = small('# Notes\n\n## A\n\nA short note.\n\n---\n\nAnother short note, with more to say about the same thing.\n\n## B\n\nMore.\n');
    assert.equal(writer.length, 1);
  });

  it('an opening quotation with its source (`> … / > &mdash; Heroku`) closed by a break is an epigraph', () => {
    const { writer, pipeline } = small(`# Schema\n\n> A machine-readable schema describes what resources are available via the API.\n>\n> &mdash; Heroku, [JSON Schema for the Heroku Platform API][cite]\n\n---\n\nAPI schemas are a useful tool that allow for a range of use cases.\n\n${SECTION}[cite]: https://example.com\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].message, /epigraph/);
  });

  it('an opening epigraph with empty `>` lines after its source, alone or under a notice in a callout shortcode (Vonng/ddia part-ii.md), is an epigraph; a quotation with no source stays the writer\'s', () => {
    const epigraph = '> A successful technology must put reality ahead of public relations, for nature cannot be fooled.\n>\n> —— Rogers Commission Report (1986)\n>\n';
    const body = 'In Part I of this book we looked at data systems on a single machine. Now we ask what happens when several machines take part in storing and retrieving data.\n\n'.repeat(3);
    const hugo = (text: string) => {
      const a = analyze({ kind: 'markdown', text, documentId: 'part-ii.md', settings: resolveSettings({}, 'markdown', { dialect: 'hugo' }) });
      return { writer: a.findings.filter((f) => f.ruleId === 'CK002'), pipeline: a.pipelineFindings.filter((f) => f.ruleId === 'CK002') };
    };
    const front = '---\ntitle: Part II\n---\n\n';
    for (const opening of [epigraph, `{{< callout type="warning" >}}\nThis page is from the first edition.\n{{< /callout >}}\n\n${epigraph}`]) {
      const { writer, pipeline } = hugo(`${front}${opening}\n-------\n\n${body}`);
      assert.deepEqual(writer, [], opening);
      assert.match(pipeline[0]?.message ?? '', /epigraph/, opening);
    }
    assert.equal(hugo(`${front}> A successful technology must put reality ahead of public relations.\n>\n\n-------\n\n${body}`).writer.length, 1);
  });

  it('a masthead of a URL and a copyright line closed by a break (an archived newsletter) is an imprint', () => {
    const { writer, pipeline } = small(`# The Newsletter Volume 1, Number 3\n\nhttp://www.example.com  \nCopyright (C) 1999 Mark Russinovich\n**********************************************************\n\nJune 19, 1999 - In this issue: the new tools, and what changed in the old ones since the last issue came out.\n\n${SECTION}`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].message, /imprint/);
  });

  it('the tail of a long scene that the cap cut, closed by the scene break (`***` in hanpari/sest-spolecniku, a novel), is what the size cut left: the pipeline\'s', () => {
    const paragraph = (i: number) => `Paragraph ${i} of the scene: the secretary whispered that he should take care whom he served and for how long, and Juraj looked back at the hall where the guests still stood.`;
    const scene = Array.from({ length: 20 }, (_, i) => paragraph(i)).join('\n\n');
    const { writer, pipeline } = small(`# Chapter 6\n\n${scene}\n\n***\n\n${scene}\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0]?.pipeline?.cause ?? '', /cut the passage before it where the next block did not fit under the cap, and the thematic break after it ends the passage/);
  });

  it('a break before a sentence set in bold for emphasis (Blossom\'s sponsor page) names no heading', () => {
    const { writer } = small('# Sponsor\n\n## Why\n\nThe editor is open source under the MIT licence.\n\n---\n\n**The editor will not charge you any fees, ever!**\n\nStill, the design, development and testing of the project take a lot of time, and sponsors keep it going for the long run.\n\n## How\n\nMore.\n');
    assert.equal(writer.length, 1);
    assert.match(writer[0].message, /the thematic break after it closes it$/);
  });

  it('a break before a line set wholly in bold names the bold line as the heading it stands for', () => {
    const { writer } = small('# Process\n\n### Kick-Off Meeting\n\nThe kick-off meeting starts the test.\n\n-----\n\n**Proof of Concept (PoC)**\n\nAfter the test, the PoC shows each finding with the steps that reproduce it, in enough detail for the client to follow.\n\n### Reporting\n\nThe report follows.\n');
    assert.equal(writer.length, 1);
    assert.match(writer[0].message, /the thematic break after it and the bold line "Proof of Concept \(PoC\)" after that stand for a heading \(make "Proof of Concept \(PoC\)" a heading/);
  });

  it('a run of `#` lines (a script\'s comments pasted without its fence) and the rest of a link\'s text are no mistyped headings (deamonet/developer-obsidian-notes kafka page, CORS page)', () => {
    const mistyped = (text: string) => analyzeText(text).findings.filter((f) => f.ruleId === 'CK100');
    assert.deepEqual(mistyped('# Kafka\n\nThe service script:\n\n#!/bin/bash\n# chkconfig: 345 99 01\n#\n#\u00a0File : Kafka\n#\n#\u00a0Description: Starts and stops the Kafka server\n#\n'), []);
    assert.deepEqual(mistyped('# Topics\n\nThe output:\n\n#注释：第一行给出了所有分区的摘要。\n#\u00a0“isr”是“同步”复制品的集合。\n#请注意，Leader: 2。\n'), []);
    assert.deepEqual(mistyped('# CORS\n\n[Fetch Standard  \n#\u00a0http-access-control-allow-origin](https://fetch.spec.whatwg.org/#http-access-control-allow-origin)\n'), []);
    assert.equal(mistyped('# Release\n\nSome words on it.\n##\u00a0New field types\nMore words.\n').length, 1);
  });

  it('a setting typed at a root prompt and pasted with its no-break space (`#\u00a0coretemp_load="YES"`, Yukics/docs FreeBSD page) is no mistyped heading', () => {
    const mistyped = (text: string) => analyzeText(text).findings.filter((f) => f.ruleId === 'CK100');
    assert.deepEqual(mistyped('# Temperature\n\nAdd the following if you are using an Intel CPU:\n\n#\u00a0coretemp_load="YES"\n\nAnd for an AMD CPU:\n\n#\u00a0export PATH=$HOME/bin\n'), []);
    assert.equal(mistyped('# Temperature\n\nAdd the following:\n\n#\u00a0Loading the driver at boot\n\nText.\n').length, 1);
  });

  it('a break before a line meant as a heading (`##` and a no-break space) is no CK002: CK100 names the line', () => {
    const a = analyzeText('# Release 3.1\n\n## Internationalization\n\nSome words on it.\n\n---\n\n##\u00a0New field types\n\nDjango 1.8 fields are now supported, with many more words to make this chunk large enough for the minimum here.\n');
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK002'), []);
    const mistyped = a.findings.filter((f) => f.ruleId === 'CK100');
    assert.equal(mistyped.length, 1);
    assert.equal(mistyped[0].severity, 'warning');
    assert.match(mistyped[0].message, /^Line "## New field types" is no heading: a no-break or other Unicode space follows the "##"/);
  });
});

describe('thematic breaks that stay the writer\'s', () => {
  it('a one-line lead closed by a break before more prose of the same section is reported on its line', () => {
    const { writer, pipeline } = small('# Notes\n\nA short note.\n\n---\n\nAnother short note that follows the break.\n\n## Next\n\nMore.\n');
    assert.equal(writer.length, 1);
    assert.match(writer[0].message, /the thematic break after it ends the page's opening$/);
    assert.deepEqual(pipeline, []);
  });

  it('a footer of links after the last break (falco blog: "find us in the community", a list of places) is the page\'s footer', () => {
    const conclusion = '## Conclusion\n\nWe got another way to respond to events with open source tools. It is only the beginning.\n\n';
    const footers = [
      'You can find us in the [Falco community](https://github.com/falcosecurity/community). Please reach out with questions.\n',
      'If you would like to find out more about Falco:\n\n* Get started in [Falco.org](http://falco.org/).\n* Check out the [project on GitHub](https://github.com/falcosecurity/falco).\n',
      'As usual, if you have any feedback or need help, you can find us at any of the following locations.\n\n* [Slack](https://kubernetes.slack.com/messages/falco)\n* [GitHub](https://github.com/falcosecurity)\n',
    ];
    for (const footer of footers) {
      const { writer, pipeline } = small(`# Response engine\n\n${SECTION}${conclusion}---\n\n${footer}`);
      assert.deepEqual(writer, [], footer);
      assert.match(pipeline[0]?.pipeline?.cause ?? '', /separates the page's closing sign-off$/, footer);
    }
  });

  it('a block of links (typer index: **Documentation**: url) or a video shortcode (grpc.io) set apart by breaks is no prose to join', () => {
    for (const block of ['**Documentation**: [https://typer.tiangolo.com](https://typer.tiangolo.com)\n\n**Source Code**: [https://github.com/fastapi/typer](https://github.com/fastapi/typer)', '{{< youtube id="sImWl7JyK_Q" class="youtube-video" title="Overview of gRPC" >}}']) {
      const { writer, pipeline } = small(`# Typer\n\n${block}\n\n---\n\nTyper is a library for building command line applications that users will love using and developers will love creating.\n`);
      assert.deepEqual(writer, [], block);
      assert.match(pipeline[0]?.pipeline?.cause ?? '', /a block of links or an embed, no prose to join$/, block);
    }
  });

  it('a navigation bar of wikilinks closed by a break (a generated Obsidian vault) is no prose to join', () => {
    const nav = '[[index|Home]] • [[kb/attack/index|ATT&CK]] • [[kb/tools/index|Tools]] • [[kb/defend/index|D3FEND]] • [[kb/sigma/index|Sigma]] • [[workspaces/index|Notes]]';
    const { writer, pipeline } = small(`# Donut\n\n${nav}\n\n---\n\nDonut is an open source framework used to generate position-independent shellcode from files in memory.\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0]?.pipeline?.cause ?? '', /a block of links or an embed, no prose to join$/);
  });

  it('a stat block of Dataview fields (`=this.duration`) closed by a break is a template\'s fields, no prose to join', () => {
    const block = '# `=this.name`\n==plant== | ==polymorph==\n\n*Source* `=this.source`\n**Traditions** `=this.traditions`\n**Cast** `=this.time` | `=this.components`\n**Duration** `=this.duration`';
    const { writer, pipeline } = small(`${block}\n\n***\n\n\`=this.description\`\n\nThe spell ends when you move or take any action other than to sustain it, as its description says.\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0]?.pipeline?.cause ?? '', /fields a template fills in when the page renders/);
  });

  it('a stat block of label-and-value lines closed by a break is a record of fields, no prose to join', () => {
    const block = '# Redact\n\n*Source* Gods & Magic pg. 114\n**Domain** glyph\n**Cast** material, somatic\n**Range** 30 feet\n**Duration** 1 day';
    const { writer, pipeline } = small(`${block}\n\n---\n\nYou strike mention of a specific name from one or more documents when you cast the spell.\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0]?.pipeline?.cause ?? '', /a record of fields \(a label and its value a line\)/);
  });

  it('two label-and-value paragraphs between breaks (sqlmodel index.md `**Documentation**:` and `**Source Code**:`) are a record of fields', () => {
    const links = '**Documentation**: <a href="https://sqlmodel.tiangolo.com">https://sqlmodel.tiangolo.com</a>\n\n**Source Code**: <a href="https://github.com/fastapi/sqlmodel">https://github.com/fastapi/sqlmodel</a>';
    const { writer, pipeline } = small(`# SQLModel\n\n---\n\n${links}\n\n---\n\nSQLModel is a library for interacting with SQL databases from Python code, with Python objects.\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0]?.pipeline?.cause ?? '', /a record of fields/);
  });

  it('a label-and-value line after a sentence of prose is no record: the break stays the writer\'s', () => {
    const { writer } = small(`# Guide\n\nYou can help me review pull requests from others.\n\n**Note**: be kind.\n\n---\n\nHere is what to have in mind when you review a pull request, one point at a time.\n`);
    assert.equal(writer.length, 1);
  });

  it('prose with one label in emphasis closed by a break stays the writer\'s', () => {
    const { writer } = small(`# Guide\n\n**Note:** the setting applies to every page.\nIt is read once when the site builds.\nChange it and build again.\n\n---\n\nThe same advice applies to the theme, which reads its own settings.\n`);
    assert.equal(writer.length, 1);
  });

  it('a concluding paragraph after the page\'s last break (rolldown "In conclusion, …") is a sign-off, not prose to join', () => {
    const { writer, pipeline } = small(`# Why bundlers\n\n${SECTION}---\n\nIn conclusion, bundling is still a beneficial and often necessary step in web development.\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0]?.pipeline?.cause ?? '', /separates the page's closing sign-off$/);
  });

  it('closing prose after the last break with fewer links than blocks stays the writer\'s', () => {
    const { writer } = small(`# Guide\n\n${SECTION}---\n\nThe same advice applies to pull requests that change behaviour.\n\nReviewers should say so early, as the [guide](guide.md) explains.\n\nAnd they should be kind about it.\n`);
    assert.equal(writer.length, 1);
  });

  it('a closing paragraph that is no sign-off keeps the break the writer\'s', () => {
    const { writer } = small(`# Guide\n\n${SECTION}---\n\nThe same advice applies to pull requests that change behaviour.\n`);
    assert.equal(writer.length, 1);
  });
});

describe('closing tails, pointers and section epigraphs', () => {
  it('a footer of tags after the last break (an Obsidian note\'s `Tags: #kerbrute #kerberos`) is the page\'s footer', () => {
    const { writer, pipeline } = small(`# Kerbrute\n\n${SECTION}---\nTags: #kerbrute #kerberos\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0]?.pipeline?.cause ?? '', /separates the page's closing sign-off$/);
  });

  it('empty footer fields after the last break (`Tags:` / `Resources:`) are the page\'s footer', () => {
    const { writer } = small(`# Remote\n\n${SECTION}---\nTags:\nResources:\n`);
    assert.deepEqual(writer, []);
  });

  it('a footer whose bare label has its values on the lines below (`References:` / a book and page, then `Created:`; FrankLawrence/Obsidian-Vault) is the page\'s footer; prose under the label is not', () => {
    const page = (value: string) => `# Self-induction\n\n${SECTION}---\nReferences:\n${value}\n\nCreated: 2022-04-13 02:44\n`;
    assert.deepEqual(small(page('Upper-School Physics: p. 57')).writer, []);
    const prose = 'The current through a coil builds a magnetic field in it, and while that field grows it induces a voltage which works against the current, so the field takes time to build up and to fall away.';
    assert.equal(small(page(prose)).writer.length, 1);
  });

  it('a credit line in bold with a link after the last break (`**Principal author** [Name](…)`) is the page\'s footer', () => {
    const { writer } = small(`# Power Automate vs Logic Apps\n\n${SECTION}---\n\n**Principal author** [Paul Bullock, MVP](https://www.linkedin.com/in/pkbullock)\n\nI invite authors with their knowledge on this topic to contribute to this article.\n\n---\n`);
    assert.deepEqual(writer, []);
  });

  it('a closing call to action ("subscribe to our channel") or "And there you have it" after the last break is a sign-off', () => {
    for (const tail of ['We will be putting out more videos. Make sure to subscribe to our YouTube channel to get notified!', 'And there you have it. You are now ready to build apps the SST way.', 'more to follow...']) {
      const { writer, pipeline } = small(`# Workflow\n\n${SECTION}---\n\n${tail}\n`);
      assert.deepEqual(writer, [], tail);
      assert.match(pipeline[0]?.pipeline?.cause ?? '', /separates the page's closing sign-off$/, tail);
    }
  });

  it('a small chunk that ends in a pointer ("continue reading our API section") is set apart from what follows', () => {
    const { writer, pipeline } = small(`# Connect\n\n## Cases\n\nThese four cases cover the most basic usages. To read more about \`connect\`, continue reading our [API section](../api/connect.md).\n\n<!-- a note to the editors -->\n\n---\n\nNow let us connect the rest of the application. How should we implement toggling the items? The component dispatches an action in the same way as before.\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0]?.pipeline?.cause ?? '', /a closing pointer/);
  });

  it('a quotation with its source (`~ [Niko](…)`) that opens a section and is closed by a break is an epigraph', () => {
    const { writer, pipeline } = small(`# RFC\n\n${SECTION}## Motivation\n[motivation]: #motivation\n\n> I do have some mild other concerns about try blocks.\n>\n> ~ [Niko commenting on #70941](https://github.com/rust-lang/rust/issues/70941)\n\n---\n\nThe motivation is that a try block often needs a hint about its type, and writing the hint is awkward today in every position where it can go.\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0]?.pipeline?.cause ?? '', /an epigraph and its source\) that opens its section$/);
  });

  it('a quotation in the middle of a section closed by a break stays the writer\'s', () => {
    const { writer } = small(`# RFC\n\n## Motivation\n\nThe motivation comes from a discussion.\n\n> I do have some mild other concerns about try blocks.\n>\n> ~ Niko\n\n---\n\nThe motivation is that a try block often needs a hint about its type, and writing the hint is awkward today in every position where it can go.\n`);
    assert.equal(writer.length, 1);
  });

  it('a section\'s closing call to action after a break ("Don\'t see what you\'re looking for? Create an issue") before the next heading is set apart', () => {
    const { writer } = small(`# Contributing\n\n#### Triage issues\n\nIn addition to contributing changes, you can help to triage issues by asking for vital information.\n\n----\n\nDon't see what you're looking for? Create an [issue](https://example.com/issues/new), we'll do our best to help you out.\n\n## License\n\nThe data is free to use.\n`);
    assert.deepEqual(writer, []);
  });

  it('a banner of an image and a centred line in HTML that opens a page, closed by a break, is no prose to join', () => {
    const { writer, pipeline } = small('## Rust语言中文网\n\n<img src="https://example.com/cover.jpg?raw=true" />\n\n<h4 align="center">跟我来吧，学完 Rust，你的前面就是星辰大海！</h4>\n\n---\n这个社区与其它 Rust 社区有点不一样: 我们聚焦于 Rust 语言的学习研究和实战应用上，不搞花活！我们的目标是让每一位学习者都能找到同伴，一起把 Rust 学好、用好，并且在真实的项目中用上它。\n');
    assert.deepEqual(writer, []);
    assert.match(pipeline[0]?.pipeline?.cause ?? '', /a block of links or an embed, no prose to join$/);
  });

  it('the break that closes an aside framed by breaks under a bold title (`---` / `**Troubleshooting**` / … / `---`) is no boundary to remove', () => {
    const { writer, pipeline } = small(`# Build the function\n\n${'This command builds the function and pushes the image to the registry. After the build, run the function with the command below. '.repeat(6)}\n\n---\n\n**Troubleshooting**\n\nIf the directory holds no function, check that you are in the right directory.\n\n\`\`\`sh\npwd\n\`\`\`\n\n**If the error still occurs, check that func.yaml has the field created.**\n\n---\n\nIn the future, you can skip the build step, because the run command builds the function for you when it has changed since the last build.\n`);
    assert.deepEqual(writer, []);
    assert.ok(pipeline.some((f) => /the end of an aside framed by breaks under a bold title/.test(f.pipeline!.cause)));
  });

  it('a box framed by breaks at the top of the page (a course banner: logo and "Watch the video lesson here") is no prose to join', () => {
    const { writer, pipeline } = small(`---\ntitle: Java\n---\n\n----\n![Cucumber School Logo](/img/logo.png)\n\nWatch the Cucumber School video lesson on installing Cucumber for JVM languages [here](https://school.example.com/lesson).\n\n----\n\nCucumber-JVM is published in the central Maven repository. You can install it by adding dependencies to your project, and the build tool downloads them when the project builds next.\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0]?.pipeline?.cause ?? '', /a box framed by breaks at the top of the page/);
  });

  it('a first paragraph closed by a break without one before it stays the writer\'s', () => {
    const { writer } = small(`---\ntitle: Java\n---\n\nWatch the video lesson on installing Cucumber for JVM languages before you start.\n\n----\n\nCucumber-JVM is published in the central Maven repository. You can install it by adding dependencies to your project, and the build tool downloads them when the project builds next.\n`);
    assert.equal(writer.length, 1);
  });

  it('short closing prose that carries the topic on after the last break stays the writer\'s', () => {
    const { writer } = small(`# Guide\n\n${SECTION}---\n\nTags are read the same way as the settings, so the same advice applies to them.\n`);
    assert.equal(writer.length, 1);
  });
});
