// Who a heading without content of its own is for (CK003): the writer for an empty section, nobody for a
// heading a schema or the configuration requires, the pipeline for a group of titles that share one content.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings, validateConfig } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import type { StrategyId } from '../../../../shared/model/types';
import { analyzeText, readFixture } from '../../../helpers/analyzeText';

function orphans(findings: { ruleId: string; message: string }[]): string[] {
  return findings.filter((f) => f.ruleId === 'CK003').map((f) => f.message);
}

describe('headings a schema requires', () => {
  it('an empty NOTES section and undescribed INPUTS/OUTPUTS types of a PlatyPS cmdlet page are not reported', () => {
    const a = analyzeText(readFixture('headings', 'platyps-empty-notes.md'));
    assert.deepEqual(orphans(a.findings), []);
    assert.deepEqual(orphans(a.pipelineFindings), []);
  });

  it('the same page without `schema: 2.0.0` and PlatyPS\'s keys in its front matter, its sections\' titles not in capitals, reports the empty Notes section on its line', () => {
    const text = readFixture('headings', 'platyps-empty-notes.md').replace('schema: 2.0.0\n', '').replace(/^external help file:.*\n/m, '');
    const titled = text.replace(/^(#{1,2} )([A-Z])([A-Z ]+)$/gm, (_, marks: string, first: string, rest: string) => marks + first + rest.toLowerCase());
    assert.ok(orphans(analyzeText(titled).findings).includes('Heading "Notes" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "Related links" and the headings after it belong to it, make them a level deeper)'));
  });

  it('a cmdlet\'s help another script wrote (askui\'s Get-HelpByMarkdown.ps1: SYNOPSIS, SYNTAX, … in capitals, no front matter keys) is read as one; the same sections in title case stay the writer\'s', () => {
    const help = (t: (s: string) => string) => `---\ntitle: AskUI-StartController\n---\n\n# AskUI-StartController\n## ${t('SYNOPSIS')}\n\nAskUI-StartController [-Port <int>]\n\n## ${t('SYNTAX')}\n\n\`\`\`powershell\nAskUI-StartController [-Port <int>]\n\`\`\`\n\n## ${t('DESCRIPTION')}\n\n## ${t('PARAMETERS')}\n### -Port <int>\n\nThe port to listen on.\n\n## ${t('NOTES')}\n\n## ${t('EXAMPLES')}\n\n\`\`\`powershell\nAskUI-StartController -Port 6769\n\`\`\`\n`;
    assert.deepEqual(orphans(analyzeText(help((x) => x)).findings), []);
    const titled = orphans(analyzeText(help((x) => x[0] + x.slice(1).toLowerCase())).findings);
    assert.deepEqual(titled, ['Heading "Description" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "Parameters" and the headings after it belong to it, make them a level deeper)', 'Heading "Notes" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "Examples" and the headings after it belong to it, make them a level deeper)']);
  });

  it('a PlatyPS page without the schema line but with the keys PlatyPS writes (`external help file:`) is read as one', () => {
    const text = readFixture('headings', 'platyps-empty-notes.md').replace('schema: 2.0.0\n', 'external help file: Microsoft.Rtc.Management.Hosted.dll-help.xml\n');
    assert.deepEqual(orphans(analyzeText(text).findings), []);
  });

  it('an about_ page\'s empty "Long description" is the schema\'s; an empty section of its own is the writer\'s', () => {
    const page = '---\nschema: 2.0.0\ntitle: about_Things\n---\n# about_Things\n\n## Short description\n\nThings.\n\n## Long description\n\n## History\n\nIt began.\n\n## Empty\n\n## Usage\n\nUse things.\n';
    assert.deepEqual(orphans(analyzeText(page).findings), ['Heading "Empty" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "Usage" and the headings after it belong to it, make them a level deeper)']);
  });

  it('headings named in requiredHeadings are not reported, at the level given or at any level', () => {
    const page = '# Element\n\nWhat it is.\n\n## Remarks\n\n## See also\n\n[Other](other.md)\n\n### Notes\n\n## Examples\n\nOne.\n';
    const run = (requiredHeadings: string[]) =>
      orphans(analyze({ kind: 'markdown', text: page, documentId: 'element.md', settings: resolveSettings({ requiredHeadings }, 'markdown') }).findings);
    assert.equal(run([]).length, 2);
    assert.deepEqual(run(['## remarks', 'Notes']), []);
    assert.deepEqual(run(['### Remarks', 'Notes']), ['Heading "Remarks" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "See also" and the headings after it belong to it, make them a level deeper)']);
  });

  it('requiredHeadings must be an array of headings; a bad entry is reported at its index and the others kept', () => {
    const { config, problems } = validateConfig({ requiredHeadings: ['## Remarks', 3, '#NoSpace', 'See also'] });
    assert.deepEqual(config.requiredHeadings, ['## Remarks', 'See also']);
    assert.deepEqual(problems.map((p) => p.path), ['requiredHeadings.1', 'requiredHeadings.2']);
    assert.deepEqual(validateConfig({ requiredHeadings: '## Remarks' }).problems.map((p) => p.path), ['requiredHeadings']);
  });
});

describe('DocFX tab groups under a heading', () => {
  it('a section whose content is a tab group (`# [.NET](#tab/dotnet)` … `---`) is not empty; one without is still reported', () => {
    const page = '# Clipboard\n\nIntro text about the clipboard and its formats.\n\n## Retrieve in custom format\n\n# [.NET](#tab/dotnet)\n\nUse the TryGetData method with a custom format name.\n\n# [.NET Framework](#tab/dotnetframework)\n\nUse the GetData method.\n\n---\n\n## Next steps\n\n## Related\n\nMore.\n';
    assert.deepEqual(orphans(analyzeText(page).findings), ['Heading "Next steps" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "Related" and the headings after it belong to it, make them a level deeper)']);
  });
});

describe('headings that are entries of an index', () => {
  it('a run of link-only headings with no bodies (a PlatyPS module page\'s cmdlet list) is not reported', () => {
    const page = '# Exchange PowerShell\n\n## Description\n\nThe module\'s cmdlets.\n\n## Mailbox Cmdlets\n\n### [Get-Mailbox](Get-Mailbox.md)\n\n### [Mailbox testing (DAST)](Mailbox%20testing%20(DAST).md)\n\n### [Set-Mailbox](Set-Mailbox.md)\n\n### [[Remove-Mailbox]]\n\n## Transport Cmdlets\n\n### [Get-TransportRule][rule]\n\n[rule]: Get-TransportRule.md\n';
    assert.deepEqual(orphans(analyzeText(page).findings), []);
  });

  it('a link-only heading with an attribute list, and a heading with no text but attributes (a slide marker), are not reported', () => {
    const page = '# Dataview\n\nIntro.\n\n## {data-background-iframe="https://example.org/"}\n\n## [Showcase](https://example.org/showcase) {data-background-iframe="https://example.org/showcase"}\n\n## Untagged notes\n\nNotes without tags.\n';
    assert.deepEqual(orphans(analyzeText(page).findings), []);
  });

  it('an empty heading with a link inside other words stays an empty section', () => {
    const page = '# Guide\n\nIntro.\n\n## Using [the API](api.md) safely\n\n## Next\n\nMore text here.\n';
    assert.deepEqual(orphans(analyzeText(page).findings), ['Heading "Using the API safely" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "Next" and the headings after it belong to it, make them a level deeper)']);
  });
});

describe('a bibliography the citation processor writes', () => {
  const paper = (cite: string) =>
    `# Summary\n\nThe book teaches the scientific Python stack to geoscientists${cite}.\n\n# Acknowledgements\n\nThe authors thank the community.\n\n# References\n`;

  it('an empty closing `# References` in a page with Pandoc citations (`[@key]`) is a pipeline finding, not the writer\'s', () => {
    const a = analyzeText(paper(' [@harris_array_2020; @xarray_2017]'));
    assert.deepEqual(orphans(a.findings), []);
    assert.deepEqual(orphans(a.pipelineFindings), ['Heading "References" has no content in the source: the citation processor writes the works the page cites under it']);
  });

  it('the same heading in a page without citations (an address in brackets is none) stays an empty section on its line', () => {
    for (const cite of ['', ' [team@example.org]']) {
      assert.deepEqual(orphans(analyzeText(paper(cite)).findings), ['Heading "References" has no content: nothing follows it to the end of the document']);
    }
  });
});

describe('a closing notes heading the renderer fills with the page\'s footnotes', () => {
  const page = (definition: string) =>
    `# Hardening\n\nEnable stack protection everywhere[^ssp].\n\n${definition}\n\n## Fortify\n\nUse the fortified functions of the C library.\n\n## References\n`;

  it('an empty closing `## References` in a page that defines footnotes beside their citations (ossf hardening guides) is a pipeline finding', () => {
    const a = analyzeText(page('[^ssp]: See the compiler manual on `-fstack-protector-strong`.'));
    assert.deepEqual(orphans(a.findings), []);
    assert.deepEqual(orphans(a.pipelineFindings), ['Heading "References" has no content in the source: the renderer lists the page\'s footnotes under it']);
  });

  it('without a footnote definition, or with an empty heading that is not the page\'s last, the heading stays an empty section', () => {
    assert.deepEqual(orphans(analyzeText(page('A plain paragraph, no definition.')).findings), ['Heading "References" has no content: nothing follows it to the end of the document']);
    const middle = '# Guide\n\nText[^1].\n\n[^1]: A note.\n\n## Notes\n\n## Setup\n\nInstall it.\n';
    assert.equal(orphans(analyzeText(middle).findings).length, 1);
  });
});

describe('empty sections that stay the writer\'s', () => {
  it('an empty heading at the end of a document says nothing follows it, not "before the next heading"', () => {
    const a = analyzeText('# Guide\n\nIntro text.\n\n## See Also\n');
    assert.deepEqual(orphans(a.findings), ['Heading "See Also" has no content: nothing follows it to the end of the document']);
  });

  it('an empty category between numbered entries of its level (an event log\'s `### VM Management` before `### Event ID 4022`) stays the writer\'s, and the message says to set it a level higher', () => {
    const event = (id: number) => `### Event ID ${id}\n\nThe service stopped.\n\n**Solution**\nRestart the service.\n\n`;
    const page = `# Event log messages\n\n## Event IDs\n\n${event(3066)}${event(3099)}### VM Management\n\n${event(4022)}${event(4028)}### Notes\n\n## See also\n\nThe operations guide.\n`;
    assert.deepEqual(orphans(analyzeText(page).findings), [
      'Heading "VM Management" has no content before the next heading of the same or a higher level: "Event ID 4022" after it is one of 4 numbered entries at its level (make "VM Management" a level higher than them, so they read as its entries)',
      'Heading "Notes" has no content before the next heading of the same or a higher level (write what it covers under it, or remove it)',
    ]);
  });

  it('a page\'s first heading set at the level of its sections (a proposal\'s title before `## Problem`) is told to go a level higher', () => {
    const page = '---\ntitle: "Deletion of Tenant Data from Blocks Storage"\nslug: tenant-deletion\n---\n\n- Author: Peter\n- Date: November 2020\n- Status: Accepted\n\n## Deletion of tenant data\n\n## Problem\n\nWhen a tenant is deleted, we want to clean up its data as well.\n\n## Empty\n\n## Design\n\nA deletion marker in the bucket.\n';
    assert.deepEqual(orphans(analyzeText(page).findings), [
      'Heading "Deletion of tenant data" has no content before the next heading of the same or a higher level (as the page\'s first heading it reads as its title: make it a level higher than "Problem" and the sections after it, or remove it)',
      'Heading "Empty" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "Design" and the headings after it belong to it, make them a level deeper)',
    ]);
  });

  it('an empty heading that the same title follows is a duplicated line', () => {
    const a = analyzeText('# Release\n\nThe new SDK.\n\n## Release Notes\n\n## Release Notes\n\nPlease review the release notes.\n');
    assert.deepEqual(orphans(a.findings), ['Heading "Release Notes" has no content before the next heading of the same or a higher level ("Release Notes" follows it again: a duplicated heading line, remove one)']);
  });

  it('a single empty heading before a sibling with content of its own is an orphan on its line', () => {
    const a = analyzeText('# Setup\n\nIntro.\n\n## Empty\n\n## Custom\n\nCustom setups need a config file.\n');
    assert.deepEqual(orphans(a.findings), ['Heading "Empty" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "Custom" and the headings after it belong to it, make them a level deeper)']);
    assert.deepEqual(orphans(a.pipelineFindings), []);
  });
});

describe('pages with no section to land in', () => {
  it('a stub note, its title and a status word before it, is not reported; a note with a sentence before its title is', () => {
    assert.deepEqual(orphans(analyzeText('---\naliases:\n  - bloodhound\n---\nINIT\n# BloodHound\n').findings), []);
    assert.deepEqual(orphans(analyzeText('---\naliases:\n  - bloodhound\n---\nCollects Active Directory data.\n# BloodHound\n').findings), ['Heading "BloodHound" has no content: nothing follows it to the end of the document']);
  });

  it('a closing thanks set as a heading at the end of a README is its sign-off, not an empty section; an empty heading there otherwise stays the writer\'s', () => {
    const readme = (last: string) => `### Some notes on use\n\nThese are my personal notes, so some links are relative to the whole vault.\n\n## ${last}\n`;
    assert.deepEqual(orphans(analyzeText(readme('Thank you so much for stopping by and I hope this repo is useful for someone out there in the void!')).findings), []);
    assert.deepEqual(orphans(analyzeText(readme('Further reading')).findings), ['Heading "Further reading" has no content: nothing follows it to the end of the document']);
  });

  it('a closing credit line set as a heading that states the page\'s licence or copyright (fortran-lang intrinsics, MIT), or a walkthrough\'s closing cheer, is its sign-off; a closing "License" heading with nothing under it stays the writer\'s', () => {
    const page = (last: string) => `# SIGN\n\n## Description\n\nSIGN(A, B) returns the value of A with the sign of B.\n\n## Standard\n\nFORTRAN 77 and later\n\n${last}\n`;
    assert.deepEqual(orphans(analyzeText(page('###### fortran-lang intrinsic descriptions (license: MIT) @urbanjost')).findings), []);
    assert.deepEqual(orphans(analyzeText(page('##### © 2024 Example Ltd')).findings), []);
    assert.deepEqual(orphans(analyzeText(page('### **Get those insights! 🎉**')).findings), [], 'a walkthrough\'s closing cheer (formbricks)');
    assert.deepEqual(orphans(analyzeText(page('### And always remember: IF YOU WRITE IT GOOD, THEY WILL COME!')).findings), [], 'a closing exclamation (MagicMirror documentation.md)');
    assert.deepEqual(orphans(analyzeText(page('---\n\n### &#10004; You have completed Lab 7')).findings), [], 'a lab\'s closing line (craigmckeachie/handsonreact.com labs)');
    assert.deepEqual(orphans(analyzeText(page('### What you have completed so far')).findings), ['Heading "What you have completed so far" has no content: nothing follows it to the end of the document']);
    assert.deepEqual(orphans(analyzeText(page('## License')).findings), ['Heading "License" has no content: nothing follows it to the end of the document']);
    assert.deepEqual(orphans(analyzeText(page('## Warning!')).findings), ['Heading "Warning!" has no content: nothing follows it to the end of the document'], 'one word and an exclamation mark is no sign-off');
  });
});

describe('front matter after a blank first line', () => {
  it('is reported once on the blank line with the edit that fixes it, not as an empty heading made of its keys', () => {
    const page = readFixture('headings', 'front-matter-after-blank-line.md');
    const found = analyzeText(page).findings.filter((f) => f.ruleId === 'CK003');
    assert.deepEqual(found.map((f) => [f.span.start, f.message]), [
      [0, 'Front matter after a blank first line: CommonMark, Jekyll, MkDocs and gray-matter (Docusaurus, VitePress) read a thematic break and a heading "title: Upgrading" here, not front matter (Hugo and Astro skip the blank line); remove the blank line above the opening "---"'],
    ]);
    assert.deepEqual(orphans(analyzeText(page.slice(1)).findings), []);
  });

  it('on a Hugo or Starlight site, whose generator skips the blank line (polarismesh/website), it is the pipeline\'s; on a Jekyll site the writer\'s', () => {
    const page = readFixture('headings', 'front-matter-after-blank-line.md');
    const onSite = (site: 'hugo' | 'starlight' | 'jekyll') => analyze({ kind: 'markdown', text: page, documentId: 'content/docs/_index.md', settings: resolveSettings({ site }, 'markdown') });
    for (const site of ['hugo', 'starlight'] as const) {
      const a = onSite(site);
      assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK003'), [], site);
      assert.match(a.pipelineFindings.find((f) => f.ruleId === 'CK003')?.pipeline?.cause ?? '', /^(?:Hugo|Astro), which builds this site, skips the blank line and reads the front matter/, site);
    }
    assert.equal(onSite('jekyll').findings.filter((f) => f.ruleId === 'CK003').length, 1);
  });

  it('front matter read as page text (a list of tags breaks the heading) is reported too; a break and a heading further down are not front matter', () => {
    assert.equal(orphans(analyzeText('\n---\ntitle: x\ntags:\n- a\n---\n\nSome text about x.\n').findings).length, 1);
    assert.deepEqual(orphans(analyzeText('\nIntro text.\n\n---\ntitle: x\n---\n\nMore text.\n').findings), []);
  });

  it('after comment lines a key opens it (a Hugo `_index.md` whose title is commented out, autonity docs), and the keys closed by its fence are no small chunk of the writer\'s', () => {
    const cascade = '    - _target:\n        path: "/**"\n        kind: "page"\n      type: "docs"\n'.repeat(2);
    const page = `\n---\n# title: "Welcome to Autonity!"\ntype: docs\n\n# Use target-specific front matter cascade to create a "docs only" site.\ncascade:\n${cascade}resources:\n- src: "**logo-autonity*.{png,svg}"\n---\n\n![logo-autonity](/logo-autonity.svg)\n\nAutonity is an EVM compatible blockchain.\n`;
    const found = analyzeText(page).findings;
    assert.deepEqual(found.map((f) => [f.ruleId, f.span.start]), [['CK003', 0]]);
    assert.match(found[0].message, /^Front matter after a blank first line: .* a heading "# title: "Welcome to Autonity!""/);
  });

  it('a second fence right under the first closes an empty front matter (chrisatxano/mintlify-docs, converted from GitBook): one finding on that fence, on every site', () => {
    const page = '---\n---\nicon: joystick\ndescription: A quick primer on the key concepts\n---\n\n# Agency Features\n\nWhat agencies can do in the workspace.\n';
    for (const site of ['mintlify', 'hugo'] as const) {
      const a = analyze({ kind: 'markdown', text: page, documentId: 'agencies/README.mdx', settings: resolveSettings({ site }, 'markdown') });
      const found = a.findings.filter((f) => f.ruleId === 'CK003');
      assert.deepEqual(found.map((f) => [f.span.start, f.message]), [
        [4, 'Front matter closed on its second line: the "---" there ends an empty front matter, so the keys after it read as a heading "icon: joystick" and page text; remove the second "---"'],
      ], site);
    }
    assert.deepEqual(orphans(analyzeText(page.slice(4)).findings), []);
  });
});

describe('groups of sibling headings that share one content', () => {
  const run = (text: string, strategy?: StrategyId) =>
    analyze({ kind: 'markdown', text, documentId: 'doc.md', settings: resolveSettings({}, 'markdown', strategy ? { strategy } : {}) });

  it('type headings that share a sentence are one pipeline finding naming the titles markdown-spec loses, none on their lines', () => {
    const a = run(readFixture('headings', 'platyps-output-groups.md'));
    assert.deepEqual(orphans(a.findings), []);
    const groups = a.pipelineFindings.filter((f) => f.ruleId === 'CK003');
    assert.equal(groups.length, 4);
    assert.equal(groups[1].message, 'Heading "System.IO.DirectoryInfo" shares the content under "System.IO.FileInfo" (a group of 2 sibling headings)');
    assert.match(groups[1].pipeline!.cause, /^markdown-spec keeps only the last heading of a group .* the titles before it reach no chunk$/);
  });

  it('prose titles whose shared content speaks of them together are a group too', () => {
    const a = run('# Plans\n\nIntro.\n\n## Free plan\n\n## Team plan\n\nBoth plans include the editor.\n');
    assert.deepEqual(orphans(a.findings), []);
    assert.equal(orphans(a.pipelineFindings).length, 1);
  });

  it('titles that the shared content names one by one are a group (cap-js core-services.md); content naming only some of them is not', () => {
    const members = (declaration: string) => `# Services\n\nIntro.\n\n### . entities\n\n### . events\n\n### . operations\n\n\`\`\`tsx\n${declaration}\n\`\`\`\n\nThese properties give access to the definitions.\n`;
    const a = run(members('var srv.entities/events/operations : Iterable'));
    assert.deepEqual(orphans(a.findings), []);
    assert.equal(orphans(a.pipelineFindings).length, 1);
    assert.equal(orphans(run(members('var srv.operations : Iterable')).findings).length, 2);
    // Two titles, one the other's topic, that the section's text names both (ZoKrates' comments.md) stay an orphan.
    assert.equal(orphans(run('## Comments\n\n## Inline comments\n\nInline comments start with two slashes; comments end at the line\'s end.\n').findings).length, 1);
  });

  it('headings written one a line inside a `<Steps>` component (supertokens initial-setup.mdx) are one pipeline finding naming the titles no chunk holds', () => {
    const steps = '# Initial setup\n\n## Overview\n\nFollow these steps:\n<Steps>\n### Create a role and assign permissions to it\n### Assign roles to users\n### Protect routes by verifying the role\n</Steps>\n\nThe next sections show the instructions.\n\n## Before you start\n\nYou need a backend.\n';
    const a = run(steps);
    assert.deepEqual(orphans(a.findings), []);
    const listed = a.pipelineFindings.filter((f) => f.ruleId === 'CK003');
    assert.equal(listed.length, 1);
    assert.equal(listed[0].message, 'Headings "Create a role and assign permissions to it", "Assign roles to users" are written in a list of 3 headings, one a line with no content of their own (a component\'s steps), and reach no chunk');
    assert.match(listed[0].pipeline!.remedy, /titles written as a list/);
  });

  it('a list of headings at the end of the page (supertokens client-credentials.mdx) names every title no chunk holds, the last one too', () => {
    const a = run('# Flow\n\nIntro.\n\n## Service A asks for a token\n## The server returns the token\n## Service B checks the token\n');
    assert.deepEqual(orphans(a.findings), []);
    assert.match(orphans(a.pipelineFindings)[0], /^Headings "Service A asks for a token", "The server returns the token", "Service B checks the token" are written in a list of 3 headings/);
  });

  it('empty sibling headings with blank lines between them stay orphans on their lines', () => {
    const a = run('# Flow\n\nIntro.\n\n## Service A asks for a token\n\n## The server returns the token\n\nIt is signed.\n');
    assert.deepEqual(orphans(a.findings), ['Heading "Service A asks for a token" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "The server returns the token" and the headings after it belong to it, make them a level deeper)']);
  });

  it('headings one a line with a blank line between a few of their groups (a vault\'s index of linked notes) are still one list', () => {
    const a = run('# Footprinting\n\n## Host-based\n\nServices by port:\n\n### FTP (21)\n### SMB (139,445)\n### NFS (2049)\n\n### SMTP (25)\n### SNMP (161,162)\n\n## Web\n\nSites.\n');
    assert.deepEqual(orphans(a.findings), []);
    assert.match(orphans(a.pipelineFindings)[0], /^Headings "FTP \(21\)", "SMB \(139,445\)", "NFS \(2049\)", "SMTP \(25\)", "SNMP \(161,162\)" are written in a list of 5 headings/);
  });

  it('empty headings naming code entities up to the end of their section (a reference listing attributes) are one pipeline finding', () => {
    const a = run('# Views\n\n### API policy attributes\n\nThe following attributes control the views.\n\n#### .renderer_classes\n\n#### .parser_classes\n\n#### .get_parsers(self)\n\n### Dispatch methods\n\nCalled on each request.\n');
    assert.deepEqual(orphans(a.findings), []);
    const listed = orphans(a.pipelineFindings);
    assert.equal(listed.length, 1);
    assert.match(listed[0], /^Headings ".renderer_classes", ".parser_classes", ".get_parsers\(self\)" are in a list of 3 headings naming code entities/);
  });

  it('an empty member and an empty call signature of an interface (vue-i18n API reference) are one list of code entities', () => {
    const a = run('# General\n\n## LocaleDetector\n\n```typescript\nexport interface LocaleDetector<Args extends any[] = any[]>\n```\n\n### resolvedOnce\n\n### (...args: Args): Locale | Promise&lt;Locale&gt;;\n\n## LocaleFallbacker\n\nText.\n');
    assert.deepEqual(orphans(a.findings), []);
    assert.match(orphans(a.pipelineFindings)[0], /^Headings "resolvedOnce", "\(\.\.\.args: Args\): Locale \| Promise<Locale>;" are in a list of 2 headings naming code entities/);
  });

  it('on a page of API reference, empty members named in lower case (`datetime`) group with the member after them', () => {
    const member = (name: string) => `### ${name}\n\n**Signature:**\n\n\`\`\`typescript\n${name}?: boolean;\n\`\`\`\n\n`;
    const page = `# Composition API\n\n## ComposerOptions\n\nOptions to create a composer.\n\n### datetime\n\n### datetimeFormats\n\n${['escapeParameter', 'fallbackLocale', 'fallbackRoot', 'inheritLocale', 'missingWarn'].map(member).join('')}`;
    assert.deepEqual(orphans(run(page).findings), []);
    assert.match(orphans(run(page).pipelineFindings)[0], /^Headings "datetime", "datetimeFormats" share the content under "escapeParameter"/);
    const prose = `# Guide\n\nText.\n\n### datetime\n\n### formats\n\nHow dates are formatted.\n`;
    assert.equal(orphans(run(prose).findings).length, 1, 'on a page of prose, a lower-case word is no member');
  });

  it('empty prose headings up to the end of the page (sections not written yet) stay the writer\'s, one finding for the run', () => {
    const a = run('# Nested serializers\n\nIntro.\n\n### Validation errors\n\n### Adding and removing items\n\n### Making PATCH requests\n');
    assert.deepEqual(orphans(a.findings), ['Headings "Validation errors", "Adding and removing items", "Making PATCH requests" have no content: 3 sibling headings in a row with nothing under them (an outline not written yet; write their sections or remove them)']);
    assert.equal(a.findings.find((f) => f.ruleId === 'CK003')!.span.start, '# Nested serializers\n\nIntro.\n\n'.length);
  });

  it('seven empty headings in a row before a section with content (a theme\'s demo page) are one finding that counts them', () => {
    const titles = ['Extra', 'Sections', 'At The', 'Bottom', 'For The', 'Right Sidebar', 'Overflow'];
    const a = run(`# Markdown\n\nIntro.\n\n${titles.map((t) => `## ${t}\n\n`).join('')}## Last\n\nText.\n`);
    assert.deepEqual(orphans(a.findings), ['Headings "Extra", "Sections", "At The" and 4 more have no content: 7 sibling headings in a row with nothing under them (an outline not written yet; write their sections or remove them)']);
  });

  it('two empty headings in a row stay one finding each', () => {
    const a = run('# Guide\n\nIntro.\n\n### Validation errors\n\n### Adding items\n\n### Making requests\n\nText.\n');
    assert.equal(orphans(a.findings).length, 2);
  });

  it('a strategy that keeps heading lines in its chunks loses no title, so a group is no finding at all', () => {
    const text = '# Cmd\n\n## OUTPUTS\n\n### System.IO.DirectoryInfo\n\n### System.IO.FileInfo\n\nThe cmdlet outputs these types.\n';
    assert.deepEqual(orphans([...run(text, 'adaptive-section').findings, ...run(text, 'adaptive-section').pipelineFindings]), []);
    assert.equal(orphans(run(text, 'langchain-markdown-header').pipelineFindings).length, 1);
  });
});

describe('sibling headings that are no group', () => {
  it('changelog entries whose titles are sentences (prettier blog 1.2.0) stay orphans when only the last has content', () => {
    const text = '# 1.2.0\n\n### Format\n\n#### Do not print the sub-tree when using prettier-ignore ([#1286](https://github.com/prettier/prettier/pull/1286))\n\n#### Bail when traversing === groups ([#1294](https://github.com/prettier/prettier/pull/1294))\n\nA regression was introduced in 1.0 where deeply nested functions would take exponential time.\n';
    const a = analyzeText(text);
    assert.equal(orphans(a.findings).length, 1);
    assert.deepEqual(orphans(a.pipelineFindings), []);
  });
});

describe('headings that name an entry and link to its content', () => {
  it('a package heading that only links its changelog (azure-sdk release notes) is an index entry, not an empty section', () => {
    const page = '# Release\n\nThe releases of this month.\n\n### Cosmos ([Changelog](https://example.com/cosmos/CHANGELOG.md))\n\n### Identity\n\n- Upgraded `azure-core`.\n\n#### Keys [Changelog](https://example.com/keys.md)\n#### Secrets [Changelog](https://example.com/secrets.md)\n\n## Need help\n\n- Ask on the forum.\n';
    assert.deepEqual(orphans(analyzeText(page).findings), []);
  });

  it('a heading closed by a higher heading of pictures alone is told so, not that a shared empty title is its subsection', () => {
    const icons = (name: string) => `## <img src="/Images/Icons/${name}.png" width="150" height="150" />\n`;
    const page = `# Open licensing\n\n### Learning objectives\n\n1. Choose a licence.\n\n### Key components\n\n${icons('brain')}#### Knowledge\n\nWhat licences allow.\n\n${icons('gears')}#### Skills\n\nApplying a licence.\n\n${icons('questions')}#### Questions\n\nWhich licence fits data?\n`;
    const found = orphans(analyzeText(page).findings);
    assert.deepEqual(found, ['Heading "Key components" has no content: the level-2 heading after it has no text of its own (only pictures or markup) and ends this section; make that heading a level deeper than "Key components", or a paragraph']);
  });

  it('a heading whose next heading is a slot of the page (`New Features`) at its own level reads as its subsection set too high: the message says to make it deeper', () => {
    const entry = (v: string) => `#### ${v} ([Changelog](https://example.com/CHANGELOG.md#${v}))\n\n#### New Features\n\n- Feature of ${v}.\n\n`;
    const page = `# Release\n\nThe releases of this month.\n\n${entry('4.2.0')}${entry('4.1.0')}${entry('4.0.0')}`;
    const found = orphans(analyzeText(page).findings);
    assert.equal(found.length, 3);
    assert.equal(found[0], 'Heading "4.2.0 (Changelog)" has no content: "New Features" after it, a title 3 sections of the page share, reads as its subsection (make it a level deeper than "4.2.0 (Changelog)")');
  });

  it('a link-only heading ending in a full stop (`#### [Contribute here](…).`) is an index entry too', () => {
    assert.deepEqual(orphans(analyzeText('# Open source\n\nThe gateway is open source.\n\n#### [Contribute here](https://github.com/portkey-ai/rubeus).\n\n## Next\n\nRead on.\n').findings), []);
  });

  it('an HTML anchor with an icon inside, set as a heading (a DocFX landing page\'s `### <a class="button"><i …></i> Getting Started</a>`: tzachshabtay/MonoAGS), is a link, not a section', () => {
    assert.deepEqual(orphans(analyzeText('# MonoAGS\n\nAn engine for adventure games.\n\n### <a href="articles/getting-started.md" class="button"><i class="glyphicon glyphicon-send"></i> Getting Started</a>\n').findings), []);
    assert.equal(orphans(analyzeText('# MonoAGS\n\nAn engine for adventure games.\n\n### <a href="start.md"><i class="icon"></i> Start</a> and what follows\n').findings).length, 1);
  });

  it('a wikilink heading with a short qualifier in parentheses is an index entry; a link followed by words of its own is not', () => {
    assert.deepEqual(orphans(analyzeText('# IDS\n\nKinds of detection.\n\n#### [[Network Intrusion Detection System]]\n\n#### [[Operational Intrusion Detection System]] (Honeypot)\n').findings), []);
    assert.equal(orphans(analyzeText('# IDS\n\nKinds of detection.\n\n#### [[Honeypots]] and how to deploy them\n\n#### Next\n\nText.\n').findings).length, 1);
  });

  it('Keep a Changelog\'s empty `## Unreleased` section at the top of a changelog is no empty section', () => {
    const page = '# Hatch\n\nAll notable changes to this project are documented in this file.\n\n## Unreleased\n\n## [1.18.0](https://github.com/pypa/hatch/releases/tag/hatch-v1.18.0) - 2026-08-11\n\n- Upgrade CPython.\n';
    assert.deepEqual(orphans(analyzeText(page).findings), []);
  });

  it('a release with no notes among the releases of a changelog (`## [3.6.0] - 2023-10-02`, BITNP/BIThesis-wiki news; a melos changelog\'s `` `pkg` - `v0.1.0` ``) is no empty section; with two releases on the page, or a heading that is no version, it stays one', () => {
    const notes = (titles: string[]) => `# Release notes\n\n${titles.map((t, i) => `## ${t}\n\n${i % 2 ? '' : '- Fixed the spacing around formulas.\n\n'}`).join('')}## Roadmap\n\n## Credits\n\nThanks to everyone.\n`;
    assert.deepEqual(orphans(analyzeText(notes(['[3.6.1] - 2023-10-26', '[3.6.0] - 2023-10-02', '[3.6.0-beta-11] - 2023-07-13', 'v3.5.0 (2023-05-01)'])).findings), [
      'Heading "Roadmap" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "Credits" and the headings after it belong to it, make them a level deeper)',
    ]);
    assert.deepEqual(orphans(analyzeText(notes(['`turnkey_sessions` - `v0.1.1`', '`turnkey_sessions` - `v0.1.0`', '`turnkey_http` - `v0.2.0`'])).findings).length, 1);
    assert.equal(orphans(analyzeText(notes(['[3.6.1] - 2023-10-26', '[3.6.0] - 2023-10-02'])).findings).length, 2);
  });

  it('a sentence-long heading that cites its pull request stays a section to fill', () => {
    const page = '# 1.2.0\n\nWhat changed.\n\n#### Do not print the sub-tree when using prettier-ignore ([#1286](https://github.com/prettier/prettier/pull/1286))\n\n#### Bail early\n\nA regression was fixed.\n';
    assert.equal(orphans(analyzeText(page).findings).length, 1);
  });
});

describe('headings a page renders from the code block above them', () => {
  it('a demo\'s headings rendered a level deeper than the source shows them (fumadocs `[step]` headings) are examples', () => {
    const page = '# Markdown\n\n### Steps\n\nDenote the steps of a guide.\n\n```md\n### Installation [step]\n\n### Write Code [step]\n\n### Deploy [step]\n```\n\n#### Installation [step]\n\n#### Write Code [step]\n\n#### Deploy [step]\n\n### Other Components\n\nUse the built-in components.\n';
    assert.deepEqual(orphans(analyzeText(page).findings), []);
  });
});

describe('sections named like others of their level in the page', () => {
  const release = (version: string, added: string, fixed: string) =>
    `## ${version}\n\n### Added\n\n${added}### Changed\n\n- Faster builds in ${version}.\n\n### Fixed\n\n${fixed}`;

  it('an empty slot a changelog repeats under every release (`### Added`) is a summary entry, not a line to fix', () => {
    const page = `# Changelog\n\nWhat changed in each release.\n\n${release('1.3', '', '- A crash on start.\n\n')}${release('1.2', '- A new flag.\n\n', '')}${release('1.1', '- Another flag.\n\n', '- A typo.\n\n')}`;
    const a = analyzeText(page);
    assert.deepEqual(orphans(a.findings), []);
    const summary = a.pipelineFindings.filter((f) => f.ruleId === 'CK003');
    assert.deepEqual(summary.map((f) => f.message.split(' has ')[0]), ['Heading "Added"', 'Heading "Fixed"']);
    assert.match(summary[0].pipeline!.cause, /names 3 sections at this level of the page, a slot each entry repeats/);
  });

  it('an empty slot whose title carries the month (`### New Contributors - February, 2025`) under every month of a changelog is a summary entry', () => {
    const month = (name: string, contributors: string) => `## ${name}, 2025\n\n### Updated Articles - ${name}, 2025\n\n- A page.\n\n### New Contributors - ${name}, 2025\n\n${contributors}`;
    const page = `# Changelog\n\nWhat changed each month.\n\n${month('March', '- Ana.\n\n')}${month('February', '')}${month('January', '- Bo.\n\n')}`;
    const a = analyzeText(page);
    assert.deepEqual(orphans(a.findings), []);
    assert.deepEqual(orphans(a.pipelineFindings).map((m) => m.split(' has ')[0]), ['Heading "New Contributors - February, 2025"']);
  });

  it('a run of empty slots the page repeats under every chapter (`### Function Prototypes` / `### Examples` / `### Tables`) is one summary entry', () => {
    const chapter = (name: string, filled: boolean) => `## ${name}\n\n### Function Prototypes\n\n${filled ? '`int printf(const char *format, ...);`\n\n' : ''}### Examples\n\n${filled ? 'A call that prints a line.\n\n' : ''}### Tables\n\n${filled ? '| a | b |\n| - | - |\n| 1 | 2 |\n\n' : ''}`;
    const page = `# C\n\nNotes on the standard library.\n\n${chapter('5. Standard I/O', true)}${chapter('8. Process Control', false)}${chapter('10. Signals', false)}`;
    const a = analyzeText(page);
    assert.deepEqual(orphans(a.findings), []);
    const summary = a.pipelineFindings.filter((f) => f.ruleId === 'CK003');
    assert.equal(summary.length, 2);
    assert.match(summary[0].pipeline!.cause, /"Function Prototypes", "Examples", "Tables" each name at least 3 sections at this level of the page/);
    const own = `# C\n\nNotes.\n\n${chapter('5. Standard I/O', true)}## 8. Process Control\n\n### Fork\n\n### Exec\n\n### Wait\n\n## 9. End\n\nText.\n`;
    assert.equal(orphans(analyzeText(own).findings).length, 1, 'a run of titles of its own stays the writer\'s');
    const pasted = `# vespa status\n\nIntro.\n\n${'## title: vespa status\n\n'.repeat(4)}## Synopsis\n\nText.\n`;
    assert.equal(orphans(analyzeText(pasted).findings).length, 1, 'one title over and over is a duplicated line, the writer\'s');
  });

  it('a heading repeated only twice (a duplicate line) stays the writer\'s', () => {
    const page = '# Service\n\nIntro.\n\n## Windows Service Specific Settings\n\n## Windows Service Specific Settings\n\nThe settings.\n';
    assert.equal(orphans(analyzeText(page).findings).length, 1);
  });
});

describe("a release's heading over GitHub's generated notes", () => {
  it('`## 2.2.1 (date)` over `## What\'s Changed` is one group: the pipeline\'s where the version reaches no chunk, never the writer\'s', () => {
    const release = (v: string, prs: string[]) => `## ${v} (2026-07-2${v.at(-1)})\n\n## What's Changed\n\n${prs.map((p, i) => `* ${p} by @dev in https://example.org/pull/${i}`).join('\n')}\n\n**Full Changelog**: https://example.org/compare/${v}...next\n`;
    const page = `# Release Notes\n\n${release('2.2.1', ['fix: keep the tile cache warm', 'ci: bump actions'])}\n${release('2.2.0', ['feat: add headers to the projection'])}`;
    const a = analyzeText(page);
    assert.deepEqual(orphans(a.findings), []);
    assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK003' && /"2\.2\.1 \(2026-07-21\)" shares the content under "What's Changed"/.test(f.message)), JSON.stringify(a.pipelineFindings.map((f) => f.message)));
  });
});

describe('headings that show how each level renders (syntaxDemo.ts)', () => {
  it('"My heading 1" … "My heading 3" at levels 2 to 4 are an example, not empty sections (after GitbookIO/public-docs blocks/heading.md)', () => {
    const page = '# Headings\n\nAdd a heading block from the menu.\n\n### Heading examples\n\n## My heading 1\n\n### My heading 2\n\n#### My heading 3\n\nPage titles are separate from heading blocks.\n';
    assert.deepEqual(orphans(analyzeText(page).findings), [], 'neither the examples nor their title "Heading examples"');
  });

  it('a title inside `h1` … `h6`, with an HTML `<h2>` between, is an example too (after CosmWasm/docs how-to-doc/mdx.mdx)', () => {
    const page = '# MDX\n\nWhat the components look like.\n\n# **Hello**, a _Title_ Inside `h1`\n\n<h2>Hello, a Title Inside h2</h2>\n\n### **Hello**, a _Title_ Inside `h3`\n\n#### **Hello**, a _Title_ Inside `h4`\n\n## List\n\n1. one\n';
    assert.deepEqual(orphans(analyzeText(page).findings), []);
  });

  it('a cheat sheet: `# H1` … `### H3` under "Heading", a break under "Horizontal Rule", an example heading under "Heading ID" (after mattcone/markdown-guide)', () => {
    const page = [
      '# Syntax at a glance\n\nEvery element on one page.\n\n## Basics\n\nWhat every renderer supports.\n',
      '### Heading\n\n# H1\n## H2\n### H3\n',
      '### Bold\n\n**strong words**\n\n### Blockquote\n\n> a quote\n\n### Ordered List\n\n1. one\n2. two\n',
      '### Horizontal Rule\n\n---\n\n### Link\n\n[a site](https://example.org)\n\n### Table\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
      '### Heading ID\n\n### A Heading With An Id {#its-id}\n\n### Footnote\n\nA claim.[^1]\n\n[^1]: Its source.\n',
    ].join('\n');
    assert.deepEqual(orphans(analyzeText(page).findings), []);
  });

  it('a theme\'s sample page: a break under a heading whose phrase names it ("There\'s a horizontal rule below this", SwedbankPay\'s Jekyll theme) is its example', () => {
    const sample = (title: string) => `# Elements\n\nWhat the theme styles.\n\n## ${title}\n\n---\n\n## Here is an unordered list\n\n* Item foo\n* Item bar\n`;
    assert.deepEqual(orphans(analyzeText(sample("There's a horizontal rule below this")).findings), []);
    assert.deepEqual(orphans(analyzeText(sample('A divider between sections')).findings), []);
    assert.equal(orphans(analyzeText(sample('Ruler of the horizon')).findings).length, 1);
  });

  it('outside a syntax guide, an empty "Headings" section before another stays reported, as does a break under any other title', () => {
    const style = '# Style guide\n\nHow we write.\n\n## Headings\n\n## Lists\n\nKeep items short.\n\n## Voice\n\nBe direct.\n';
    assert.equal(orphans(analyzeText(style).findings).length, 1);
    const broken = '# Notes\n\nIntro text here.\n\n## Summary\n\n---\n\n## Next\n\nMore text.\n';
    assert.equal(orphans(analyzeText(broken).findings).length, 1);
  });

  it('numbered headings at one level are sections, each reported when empty', () => {
    const page = '# Guide\n\n## Step 1\n\n## Step 2\n\n## Step 3\n\nDone.\n';
    assert.ok(orphans(analyzeText(page).findings).length >= 1);
  });
});

describe('a navigation heading', () => {
  it('"Next Step: [link] again" at the end of a step page (zaproxy-website docs/authentication) points to the next page; "Next steps" with no link is a section', () => {
    const page = (heading: string) => analyzeText(`# App does not load\n\nSome modern apps take a long time to load.\n\nKeep increasing the wait and retest until the app loads.\n\n${heading}\n`).findings.filter((f) => f.ruleId === 'CK003');
    assert.deepEqual(page('#### Next Step: [Run the Auth Tester](../auth-tester-results/) again'), []);
    assert.deepEqual(page('## Continue to [Record a login script](../record/)'), []);
    assert.equal(page('## Next steps').length, 1);
    assert.equal(page('## Nextcloud [setup](../nextcloud/) notes and more about it').length, 1, 'a title that only starts with the letters is no pointer');
  });
});

describe('a caption set as a heading under what it captions', () => {
  const caption = (above: string, title: string) => analyzeText(`# 1.2 Document Flow\n\nThe document introduces the architecture.\n\n${above}\n\n###### ${title}\n\n## 1.3 Terminology\n\nTerms used.\n`).findings.filter((f) => f.ruleId === 'CK003').map((f) => f.message);

  it('under a table, an image or a code block (tianocore-docs edk2-MinimumPlatformSpecification, a BSD-style documentation licence) asks for the caption above it', () => {
    assert.deepEqual(caption('| Stage | What |\n| --- | --- |\n| Overview | An overview |', 'Table 1 Document Flow'), [
      'Heading "Table 1 Document Flow" is the caption of the table above it: as a heading it titles no content, and the table\'s chunk, cut before it, does not carry the caption (make it a line of text above the table)',
    ]);
    assert.match(caption('![Stack](stack.png)', 'Figure 3 Example of a Minimal Platform Firmware Stack')[0], /is the caption of the figure above it/);
    assert.match(caption('```c\nint main(void) { return 0; }\n```', 'Listing 2.1: The entry point')[0], /is the caption of the listing above it/);
  });

  it('a numbered title under prose, or a title that only starts with a caption word, is an empty section', () => {
    assert.match(caption('Some text about the flow.', 'Table 1 Document Flow')[0], /^Heading "Table 1 Document Flow" has no content before the next heading/);
    assert.match(caption('| a | b |\n| --- | --- |\n| 1 | 2 |', 'Tables and figures')[0], /^Heading "Tables and figures" has no content before the next heading/);
  });
});

describe('a heading line with no text', () => {
  const untitled = (a: { findings: { ruleId: string; message: string }[] }) => a.findings.filter((f) => f.ruleId === 'CK003').map((f) => f.message);
  const notes = (line: string) => `# Meeting notes\n\n## 2022-01-10\n\nWe went over the release plan for the quarter.\n\n${line}\n\n**Host: Sascha Grunert**\n\nThe release went out on time.\n\n\`\`\`rust\n#\n# let hidden = 1;\n\`\`\`\n`;

  it('`## ` over a section (a meeting-notes archive, kubernetes/community sig-release) is reported: its chunks end their heading path in an empty title', () => {
    assert.deepEqual(untitled(analyzeText(notes('## '))), ['Heading line "##" has no text: any chunk of its section ends its heading path in an empty title, where a title would name it (write its title, or remove the line)']);
    assert.equal(untitled(analyzeText(notes('### ##'))).length, 1);
    assert.deepEqual(untitled(analyzeText(notes('## 2022-01-17'))), []);
  });

  it('a run of them, block after block (vertical spacers on a handbook page, mattermost-handbook), is one finding on the first', () => {
    const spacers = '# Fiscal year\n\nWe grew in every region this year.\n\n### \n\n### \n\n### \n\n## Next year\n\nMore growth.\n';
    const findings = analyzeText(spacers).findings.filter((f) => f.ruleId === 'CK003');
    assert.deepEqual(findings.map((f) => [spacers.slice(f.span.start, f.span.end), f.message]), [['### \n\n### \n\n### ', '3 heading lines with no text in a row, from "###" on: each opens a section without a title, so the chunks after them end their heading path in an empty title (remove the lines, or write a title)']]);
    const apart = spacers.replace('### \n\n### \n\n', '### \n\nA line between them.\n\n');
    assert.equal(untitled(analyzeText(apart)).length, 2, 'text between them makes two findings');
  });

  it('one that ends the page is said to touch no chunk (a stray `####` left at the end of exported pages, hashgraph/hedera-docs)', () => {
    const end = (tail: string) => analyzeText(`# AccountAmount\n\nAn account and the amount it sends or receives.\n${tail}`).findings.filter((f) => f.ruleId === 'CK003').map((f) => f.message);
    assert.deepEqual(end('\n####\n'), ['Heading line "####" has no text and ends the page, under no chunk: the rendered page shows an empty heading there (remove the line)']);
    assert.match(end('\n##\n\n##\n<!-- end -->\n')[0], /^2 heading lines with no text in a row, from "##" on, end the page, under no chunk/);
    assert.match(end('\n####\n\nMore text.\n')[0], /^Heading line "####" has no text: any chunk of its section/);
  });

  it('in MkDocs, an empty `#` as the page\'s first heading keeps Material from writing the title over a landing page (wiki-tui); elsewhere or later it is reported', () => {
    const landing = '---\nhide:\n  - navigation\n---\n\n#\n\n![Logo](assets/logo.png)\n\nA terminal interface for Wikipedia.\n\n# What can it do?\n\nSearch and read articles.\n';
    const lint = (text: string, dialect: 'mkdocs' | 'commonmark') => orphans(analyze({ kind: 'markdown', text, documentId: 'index.md', settings: resolveSettings({ dialect }, 'markdown') }).findings);
    assert.deepEqual(lint(landing, 'mkdocs'), []);
    assert.match(lint(landing, 'commonmark')[0], /^Heading line "#" has no text/);
    assert.match(lint(landing.replace('#\n\n![Logo]', '# Home\n\nWelcome.\n\n#\n\n![Logo]'), 'mkdocs')[0], /^Heading line "#" has no text/, 'not the first heading');
    assert.match(lint(landing.replace('#\n\n![Logo]', '##\n\n![Logo]'), 'mkdocs')[0], /^Heading line "##" has no text/, 'not level 1');
  });

  it('on a page saved from the web (a clipping) it is the clipper\'s, in the summary', () => {
    const a = analyzeText(`---\nsource: "https://www.reddit.com/r/QualityAssurance/comments/1"\ntags:\n  - clippings\n---\n${notes('######')}`);
    assert.deepEqual(untitled(a), []);
    assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK003' && /has no text/.test(f.message)));
  });
});
