// Who fixes a code block the strategy cuts or cannot hold (CK006, CK001): the pipeline when the block is a
// complete unit a reader copies whole, the writer when it is an excerpt, output or prose in a fence.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import { lint } from '../../../../shared/engine/lint';
import type { Chunk } from '../../../../shared/model/types';
import { analyzeText, readFixture } from '../../../helpers/analyzeText';

const budgets = { maxTokens: 60, targetTokens: 40, minTokens: 1, overlapTokens: 0 };
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n');

function splitCode(text: string, caps = budgets) {
  const a = analyzeText(text, { budgets: caps });
  return { writer: a.findings.filter((f) => f.ruleId === 'CK006'), pipeline: a.pipelineFindings.filter((f) => f.ruleId === 'CK006') };
}

describe('complete code units the cap cuts are the pipeline\'s', () => {
  const units: Array<[string, string, RegExp]> = [
    ['a file name on the fence', `\`\`\`sh {file="build.sh" copy=true}\n${lines(30, (i) => `echo "step ${i} of the build"`)}\n\`\`\``, /a file name on its fence/],
    ['a title with a path', `\`\`\`yaml .github/workflows/hugo.yaml\n${lines(30, (i) => `key${i}: value ${i}`)}\n\`\`\``, /a file name on its fence/],
    ['a shebang', `\`\`\`bash\n#!/usr/bin/env bash\n${lines(30, (i) => `echo "step ${i}"`)}\n\`\`\``, /first line \(`#!`\)/],
    ['a C# program', `\`\`\`csharp\nusing System;\n${lines(30, (i) => `    Console.WriteLine("line ${i}");`)}\n\`\`\``, /first line \(`using System;`\)/],
    ['a whole JSON document', `\`\`\`json\n{\n${lines(30, (i) => `  "key${i}": ${i},`)}\n  "last": 0\n}\n\`\`\``, /a whole JSON document/],
    ['a Python program behind its module docstring', `\`\`\`python\n\"\"\"\nMulti-agent example.\n\nINSTALLATIONS: pip install mem0ai\n\"\"\"\nimport os\n${lines(30, (i) => `value_${i} = os.getenv("V${i}")`)}\n\`\`\``, /first line \(`import`\)/],
    ['a whole Markdown page from its first heading (an issue comment to paste, pyOpenSci editor-in-chief-checks.md)', `\`\`\`markdown\n## Editor in Chief checks\n\n${lines(15, (i) => `- [ ] Check ${i}: the package meets requirement ${i} of the review.`)}\n\n## Editor comments\n\n\`\`\``, /a whole Markdown page from its first heading \("## Editor in Chief checks"\)/],
    ['a whole INI file whose later sections hold lines of values (OSDeploy GitBook `[OSDrivers]` / `[WQL]` driver files), fenced as text', `\`\`\`text\n[OSDrivers]\nSource = Video Intel 15.60 Win10 x64.cab\nWindows 10 x64 = Yes\n\n[WQL]\n;Intel UHD Graphics\n${lines(30, (i) => `Select * FROM Win32_PnPEntity WHERE DeviceID LIKE '%VEN_8086&DEV_31${i}%'`)}\n\`\`\``, /a whole INI file: sections of keys and of values/],
    ['a whole Markdown page with front matter (a skeleton to copy)', `\`\`\`\`mdx\n---\ntitle: [Integration title]\n---\n${lines(30, (i) => `Paragraph ${i} of the skeleton to replace.`)}\n\`\`\`\``, /first line \(`---`\)/],
    ['a cmdlet\'s syntax: one command over indented continuation lines', `\`\`\`\nSet-Mailbox [-Identity] <MailboxIdParameter>\n${lines(30, (i) => ` [-Parameter${i} <MultiValuedProperty>]`)}\n\`\`\``, /one command over its continuation lines/],
    ['a stylesheet rule whose selectors open on lines of their own (`.dark,` / `.dark[data-theme] {`)', `\`\`\`css\n.dark,\n.dark[data-theme='custom'] {\n${lines(30, (i) => `  --colour-${i}: 224 71.4% ${i}%;`)}\n}\n\`\`\``, /whole style rules/],
    ['one command whose quoted argument runs over many lines (`curl … -d \'{` to `}\'`)', `\`\`\`shell\ncurl -X POST \\\n  'https://in.example.com/logs?Api-Version=1.0.0' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\n  "logs": [\n${lines(30, (i) => `    { "id": ${i}, "type": "managedError", "message": "frame ${i}" },`)}\n  ]\n}'\n\n\`\`\``, /one command over its continuation lines/],
    ['one request after the variables it reads, set a line each (Lago `LAGO_URL=` / `API_KEY=` then `curl … --data-raw \'{`)', `\`\`\`bash cURL\nLAGO_URL="https://api.example.com"\nAPI_KEY="__YOUR_API_KEY__"\n\ncurl --location --request POST "$LAGO_URL/api/v1/plans" \\\n  --header "Authorization: Bearer $API_KEY" \\\n  --data-raw '{\n  "plan": {\n${lines(30, (i) => `    "charge_${i}": { "amount": "${i}.00" },`)}\n    "last": 0\n  }\n}'\n\`\`\``, /one command over its continuation lines/],
    ['a stylesheet of whole rules behind a banner comment', `\`\`\`css\n/*\n=====\n   COLOURED FOLDERS\n   credit: Mara-Li\n=====\n*/\n.nav-folder {\n${lines(30, (i) => `  --folder-${i}: #${String(100000 + i)};`)}\n}\n\`\`\``, /whole style rules/],
    ['a Rust program of modules (rust-by-example mod/visibility.md)', `\`\`\`rust,editable\n// A module named \`my_mod\`\nmod my_mod {\n${lines(30, (i) => `    fn f${i}() { println!("${i}"); }`)}\n}\n\`\`\``, /one whole top-level declaration/],
    ['a function signature whose parameter object closes with its return type (a TypeDoc reference, `}): Element;`)', `\`\`\`ts\nfunction OrySettingsFormSection(props: {\n${lines(30, (i) => `  "aria-prop-${i}"?: "none" | "inline" | "list";`)}\n}): Element;\n\`\`\``, /one whole top-level declaration/],
    ['a class behind its attribute (PowerShell-Docs-DSC `[DscResource()]` class Tailspin)', `\`\`\`powershell\n[DscResource()]\nclass Tailspin {\n${lines(30, (i) => `    [DscProperty()] [string] $Setting${i}`)}\n}\n\`\`\``, /one whole top-level declaration/],
    ['a generated options reference (cobra `### Options`, `falco --help`)', `\`\`\`\n${lines(30, (i) => `      --option_${i} duration     what option ${i} sets (default ${i}s)`)}\n  -h, --help                help for vtgate\n\`\`\``, /a listing of a command's options, one per line/],
    ['a long `--help` whose options each have indented paragraphs (clap, foundry-rs book `cast admin --help`)', `\`\`\`txt\nUsage: cast admin [OPTIONS] <WHO>\n\nArguments:\n  <WHO>\n          The address from which the admin account will be fetched\n\nOptions:\n${lines(12, (i) => `  -${String.fromCharCode(65 + i)}, --option-${i} <VALUE>\n          What option ${i} sets.\n          \n          Can also be given as FOUNDRY_OPTION_${i}.\n\n      --long-only-${i} <VALUE>\n          A flag without a short form, set apart by its indentation\n          [default: ${i}]\n`)}\n\`\`\``, /a listing of a command's options, one per line/],
    ['a whole XML schema (docs-desktop annotations-schema.md)', `\`\`\`xml\n<xsd:schema elementFormDefault="qualified"\n    xmlns:xsd="http://www.w3.org/2001/XMLSchema">\n${lines(30, (i) => `  <xsd:element name="Element${i}" type="xsd:string" />`)}\n</xsd:schema>\n\`\`\``, /one whole XML element \(`<xsd:schema>`/],
    ['a Solidity contract behind its SPDX licence header (fhevm docs/examples)', `\`\`\`solidity\n// SPDX-License-Identifier: MIT\npragma solidity ^0.8.24;\n\ncontract HeadsOrTails {\n${lines(30, (i) => `    uint256 public value${i};`)}\n}\n\`\`\``, /first line \(`\/\/ SPDX-License-Identifier:`\)/],
    ['a React page behind its `\'use client\'` directive (safe-docs tutorial page.tsx)', `\`\`\`tsx\n'use client'\n\nimport { useState } from 'react'\n${lines(30, (i) => `const value${i} = useState(${i})`)}\n\`\`\``, /first line \(`'use client'`\)/],
    ['a Visual Basic file (Option Strict, Imports)', `\`\`\`vb\nOption Strict\nImports System.IO\n${lines(30, (i) => `Dim value${i} As Integer = ${i}`)}\n\`\`\``, /first line \(`Option Strict`\)/],
    ['an Obsidian Code Styler file name (`sql file:月度销售表`, a vault\'s SQL set-up script)', `\`\`\`sql file:月度销售表\nDROP TABLE IF EXISTS sales;\n${lines(30, (i) => `INSERT INTO sales VALUES (${i}, '2024-01-${i}', ${i * 10});`)}\n\`\`\``, /a file name on its fence/],
    ['a VitePress code title with a path (`yaml [.github/workflows/update.yml]`)', `\`\`\`yaml [.github/workflows/update.yml]\n${lines(30, (i) => `key${i}: value ${i}`)}\n\`\`\``, /a file name on its fence/],
    ['a PGP-signed message (Node.js release SHASUMS)', `\`\`\`\n-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n${lines(30, (i) => `${String(i).padStart(64, 'a')}  node-v20.${i}.0.tar.gz`)}\n-----BEGIN PGP SIGNATURE-----\niQEzBAEBCAAdFiEE\n-----END PGP SIGNATURE-----\n\`\`\``, /first line \(`-----BEGIN PGP SIGNED MESSAGE-----`\)/],
    ['a C function whose brace opens on the next line (decompiled code)', `\`\`\`c\nvoid banner(void)\n\n{\n${lines(30, (i) => `  int iVar${i} = ${i};`)}\n}\n\`\`\``, /one whole top-level declaration/],
    ['a MyST notebook cell (numpy-tutorials)', `\`\`\`{code-cell}\n${lines(30, (i) => `store_${i} = train(epoch=${i})`)}\n\`\`\``, /a notebook cell/],
    ['a NATS server configuration block (nats.docs websocket_conf.md)', `\`\`\`text\nwebsocket {\n${lines(30, (i) => `    # option ${i} of the listener\n    option_${i}: ${i}`)}\n}\n\`\`\``, /one whole configuration block/],
    ['a Go interface behind its doc comment (nats.docs object.md)', `\`\`\`go\n// ObjectStoreManager manages object stores.\ntype ObjectStoreManager interface {\n${lines(30, (i) => `\tMethod${i}(ctx context.Context) error`)}\n}\n\`\`\``, /one whole top-level declaration/],
    ['C# methods of a sample without their class (iis-docs database-manager-reference)', `\`\`\`csharp\n\n        // Retrieve the information about a table.\n        public TableInfo GetTableInfo(string connectionString, string tableName)\n        {\n${lines(20, (i) => `            info.Columns.Add(column${i});`)}\n        }\n\n        // Determine the type of a column.\n        private TypeInfo GetColumnType(string name)\n        {\n${lines(20, (i) => `            type.Add(${i});`)}\n        }\n\n\`\`\``, /2 whole declarations one after another/],
    ['Visual Basic functions and subs one after another (iis-docs, `Public Function` … `End Function`)', `\`\`\`vb\n    ' Retrieve the information about a table.\n    Public Function GetTableInfo( _\n            ByVal connectionString As String) As TableInfo _\n            Implements IDbTableManager.GetTableInfo\n${lines(20, (i) => `        info.Add(${i})`)}\n    End Function\n\n    Private Sub GetColumns(ByVal info As TableInfo)\n${lines(20, (i) => `        columns.Add(${i})`)}\n    End Sub\n\`\`\``, /2 whole declarations one after another/],
    ['a method, an elision and class members at their own margin (iis-docs deleterow: `...` between declarations left out)', `\`\`\`csharp\n// Delete a row from a table.\npublic void DeleteRow(string connectionString)\n{\n${lines(15, (i) => `    Step(${i});`)}\n}\n\n...\n\n        internal static string EscapeName(string name)\n        {\n${lines(15, (i) => `            Escape(${i});`)}\n        }\n\`\`\``, /2 whole declarations one after another/],
    ['a C file\'s functions under its `#define`s, signatures over several lines, each closed by `} // Name` (office-developer-client-docs algorithm-to-calculate-the-store-hash-number.md)', `\`\`\`cpp\n#define CONFIG_CACHE_PRIVATE  ((ULONG)0x00000180)\n#define CONFIG_CACHE_PUBLIC   ((ULONG)0x00000400)\nHRESULT HrUIDFromStore(IMAPISession* pmsess,\n                       ULONG cbEntryID,\n                       MAPIUID* pEmsmdbUID)\n{\n${lines(15, (i) => `  hRes = Step${i}(pmsess);`)}\n} // HrUIDFromStore\n\ntypedef BOOL (STDAPICALLTYPE FGETPATH) (\n    LPSTR szComponent);\n\nbool FPrivateStore(LPMAPIUID lpmapiuid)\n{\n${lines(15, (i) => `  if (Check${i}(lpmapiuid)) return true;`)}\n} // FPrivateStore\n\`\`\``, /2 whole declarations one after another/],
    ['Python functions one after another', `\`\`\`python\ndef first(x):\n${lines(20, (i) => `    x += ${i}`)}\n    return x\n\n\n@cache\ndef second(y):\n${lines(20, (i) => `    y *= ${i + 1}`)}\n    return y\n\`\`\``, /2 whole declarations one after another/],
    ['a call with its configuration object (a crawler template: `new Crawler({` … `});`)', `\`\`\`js\nnew Crawler({\n${lines(30, (i) => `  option${i}: 'value ${i}',`)}\n});\n\`\`\``, /one whole call with its configuration object/],
    ['an Objective-C program behind its build comment (`#import <Foundation/Foundation.h>`)', `\`\`\`objectivec\n// gcc -framework Foundation injector.m -o injector\n\n#import <Foundation/Foundation.h>\n${lines(30, (i) => `int value${i} = ${i};`)}\n\`\`\``, /first line \(`#import <`\)/],
    ['a Rust doctest with hidden `# ` lines (mdBook, rustdoc)', `\`\`\`rust\n# use pyo3::prelude::*;\n#[pyclass]\nstruct Base {\n${lines(30, (i) => `    val${i}: usize,`)}\n}\n# Python::attach(|py| {\n#     run(py);\n# });\n\`\`\``, /a doctest: its hidden `# ` lines/],
    ['a Vue single-file component, `<script setup>` … `</script>` then `<template>` … `</template>` (Tresjs tres cookbook tweakpane.md)', `\`\`\`vue\n<script setup lang="ts">\nimport { ref } from 'vue'\n${lines(20, (i) => `const value${i} = ref(${i})`)}\n</script>\n\n<template>\n  <TresCanvas>\n${lines(15, (i) => `    <TresMesh :position="[${i}, 0, 0]" />`)}\n  </TresCanvas>\n</template>\n\`\`\``, /2 whole elements one after another/],
    ['raw HTML: a hidden `<script type="text/plain">` holding a module, then the `<div` that loads it over several lines (jupyterlab ui_helpers.md)', `\`\`\`{raw} html\n<script type="text/plain" id="source">\nimport { JupyterFrontEnd } from '@jupyterlab/application';\n${lines(20, (i) => `const command${i} = 'ui:command-${i}';`)}\nexport default plugin;\n</script>\n<div\n  class="playground-embed"\n  data-source-id="source"\n></div>\n\`\`\``, /2 whole elements one after another/],
    ['tunes in ABC notation that abcjs renders as scores (caro401/notes Podorythmie.md)', `\`\`\`abc\n${lines(12, (i) => `X: ${i}\nT: basic rhythm ${i}\nM: 4/4\nL: 1/8\nL[Fc]2 c[Ae] L[Fc]2 c[Ae] |`)}\n\`\`\``, /music in a notation \(`abc`\) that the site renders as a score/],
    ['a Mermaid diagram (toss/suspensive introduction.mdx)', `\`\`\`mermaid\ngraph LR\n${lines(40, (i) => `    gap${i}[React gap ${i}] --> feature${i}[Suspensive feature ${i}]`)}\n\`\`\``, /a diagram's source \(`mermaid`\), which the site renders only whole/],
    ['a Mermaid sequence diagram in a fence with no language (QQ1350995917/gitbook ioc-index.md)', `\`\`\`\n   sequenceDiagram\n${lines(40, (i) => `   Context${i} ->> Factory${i}: refresh step ${i}`)}\n\`\`\``, /a diagram's source \(first line `sequenceDiagram`\): one picture, read whole/],
    ['a PlantUML diagram in a `text` fence', `\`\`\`text\n@startuml\n${lines(40, (i) => `Alice${i} -> Bob${i}: request ${i}`)}\n@enduml\n\`\`\``, /first line `@startuml`/],
    ['one whole function', `\`\`\`powershell\nfunction Measure-Parallel {\n${lines(30, (i) => `    $x${i} = Get-Item ${i}`)}\n}\n\`\`\``, /one whole top-level declaration/],
  ];
  for (const [name, block, evidence] of units) {
    it(`${name}: a pipeline finding naming the evidence and the maxTokens that keeps it whole`, () => {
      const { writer, pipeline } = splitCode(`# Notes\n\n${block}\n`);
      assert.deepEqual(writer, []);
      assert.equal(pipeline.length, 1);
      assert.match(pipeline[0].pipeline!.cause, evidence);
      assert.match(pipeline[0].pipeline!.remedy, /^maxTokens ≥ \d+ \(now 60\) keeps it whole/);
    });
  }
});

describe('real complete units the cap cuts are the pipeline\'s (test/fixtures/ck006)', () => {
  const excerpts: Array<[string, string, RegExp]> = [
    ['a k6 test whose `export default function` comes before the `const`s it reads (k6-docs subtlecrypto/verify.md)', 'k6-verify-script.md', /a whole program with its entry point \(`export default`\)/],
    ['a Python program behind a long comment header, opened by its imports (HackTricks angr-examples.md)', 'angr-main-guard.md', /a whole file's first line \(`import`\)/],
    ['a C header excerpt: `#define`s and a `struct` (HackTricks universal-binaries-and-mach-o-format.md)', 'mach-o-header.md', /declarations of a header/],
    ['a tool\'s entries of one shape without an info string (HackTricks "Automatic Commands", pentesting-imap.md)', 'automatic-commands.md', /records of one shape/],
  ];
  for (const [name, file, evidence] of excerpts) {
    it(`${name} is a pipeline finding naming the evidence`, () => {
      // A cap that holds the longest line of these excerpts (a row of bytes) and none of their blocks.
      const { writer, pipeline } = splitCode(readFixture('ck006', file), { ...budgets, maxTokens: 150, targetTokens: 100 });
      assert.deepEqual(writer, []);
      assert.equal(pipeline.length, 1);
      assert.match(pipeline[0].pipeline!.cause, evidence);
    });
  }
});

describe('declarations and data a writer cannot split meaningfully', () => {
  it('a mermaid block that swallowed prose and another fence opener up to a later bare fence is no diagram: the writer\'s', () => {
    // After Vtheonly/Obsidian_Notes "03. Regression Analysis & Optimization.md": its own ``` was never written.
    const prose = lines(30, (i) => `The cost surface ${i} is a bowl whose lowest point gives the best parameters.`);
    const { writer } = splitCode(`# Notes\n\n\`\`\`mermaid\ngraph TD\n    A --> B\n\n${prose}\n\n\`\`\`mermaid\ngraph LR\n    C --> D\n\`\`\`\n`);
    assert.equal(writer.length, 1);
  });

  it('a whole INI file without an info string (sections of keys) is a complete unit; one section is held by its header, not named a file', () => {
    const ini = (n: number) => `\`\`\`\n${lines(n, (i) => `[share${i}]\n   path = /srv/share${i}\n   read only = no\n   guest ok = yes`)}\n\`\`\``;
    assert.match(splitCode(`# Samba\n\n${ini(8)}\n`).pipeline[0].pipeline!.cause, /a whole INI file: sections of keys/);
    const one = `\`\`\`\n[global]\n${lines(30, (i) => `   option${i} = value ${i}`)}\n\`\`\``;
    assert.match(splitCode(`# Samba\n\n${one}\n`).pipeline[0].pipeline!.cause, /held together: no seam at its margin/);
  });

  it('a Windows-style header (braces on their own lines, conditionals, a prototype closing it) is declarations; a function with its body is held together, not declarations', () => {
    const header = `\`\`\`C\n//\n// Exit reasons\n//\n#if defined(_AMD64_)\ntypedef enum WHV_EXIT_REASON\n{\n${lines(30, (i) => `    WHvExitReason${i} = 0x${i.toString(16).padStart(8, '0')},`)}\n} WHV_EXIT_REASON;\nDEFINE_ENUM_FLAG_OPERATORS(WHV_EXIT_REASON);\n#endif\n\nHRESULT\nWINAPI\nWHvGetReason(\n    _In_ UINT32 Code,\n    _Out_ WHV_EXIT_REASON* Reason\n    );\n\`\`\``;
    assert.match(splitCode(`# Syntax\n\n${header}\n`).pipeline[0].pipeline!.cause, /declarations of a header/);
    const body = `\`\`\`C\ntypedef enum MODE\n{\n    ModeA,\n} MODE;\n\nVOID\nRun(\n    MODE Mode\n    )\n{\n${lines(30, (i) => `    Step${i}(Mode);`)}\n}\n\`\`\``;
    assert.match(splitCode(`# Notes\n\n${body}\n`).pipeline[0].pipeline!.cause, /stand in pieces of more than 8 lines/);
  });

  it('a header of constants only (`#define` a line) is declarations; three definitions before code are not', () => {
    const defines = `\`\`\`c\n${lines(30, (i) => `#define FLAG_${i} 0x${(1 << (i % 16)).toString(16)}`)}\n\`\`\``;
    assert.match(splitCode(`# Flags\n\n${defines}\n`).pipeline[0].pipeline!.cause, /a header's constants/);
    const code = `\`\`\`c\n${lines(3, (i) => `#define FLAG_${i} ${i}`)}\n${lines(30, (i) => `set(FLAG_${i % 3});`)}\n\`\`\``;
    assert.equal(splitCode(`# Flags\n\n${code}\n`).writer.length, 1);
  });
});

describe('split code blocks that stay the writer\'s: flat runs a writer can give in parts', () => {
  const flatRuns: Array<[string, string]> = [
    ['statements one per line', `\`\`\`js\n${lines(40, (i) => `let value${i} = compute(${i});`)}\n\`\`\``],
    ['prose in a fence', `\`\`\`markdown\n${lines(40, (i) => `Sentence ${i} of a prompt that a reader pastes, written as prose.`)}\n\`\`\``],
    ['prose in a fence under one heading', `\`\`\`markdown\n# Prompt\n\n${lines(40, (i) => `Sentence ${i} of a prompt that a reader pastes, written as prose.`)}\n\`\`\``],
    ['a script whose indented lines follow a few options at the margin (no listing: most entries are commands)', `\`\`\`sh\n${lines(10, (i) => `--stage-${i}\n    run step ${i}\nlog "step ${i} done"\ncheck ${i}`)}\n\`\`\``],
    ['commands whose first word names a diagram but declare none (`graph results`, `gantt-export`)', `\`\`\`sh\ngraph results --out plot.png\n${lines(40, (i) => `gantt-export --week ${i}`)}\n\`\`\``],
    ['a diff of removed lines that look like options', `\`\`\`diff\n${lines(40, (i) => `-import module${i}`)}\n\`\`\``],
    ['a C excerpt that declares a short struct and then runs statements', `\`\`\`c\nstruct point {\n  int x;\n  int y;\n};\n${lines(30, (i) => `draw(${i});`)}\n\`\`\``],
    ['a YAML configuration with its language named, in short sections a writer could explain', `\`\`\`yaml\n${lines(8, (i) => `section_${i}:\n  name: part ${i}\n  enabled: true\n  size: ${i}`)}\n\`\`\``],
    ['a key-value configuration whose sections hold different fields', `\`\`\`\n${lines(8, (i) => `section_${i}:\n  field_${i}: part ${i}\n  other_${i}: true`)}\n\`\`\``],
    ['commands at the margin after a command whose quoted argument closed (a script that goes on)', `\`\`\`sh\ncurl -X POST \\\n  -d '{\n  "name": "x"\n}'\n${lines(30, (i) => `echo "step ${i}"`)}\n\`\`\``],
    ['variables set a line each, then a script of commands (no single command)', `\`\`\`sh\nREGION="us-east-1"\nexport NAME=app\n\n${lines(30, (i) => `echo "step ${i} in $REGION"`)}\n\`\`\``],
  ];
  for (const [name, block] of flatRuns) {
    it(`${name} is reported on its line`, () => {
      const { writer, pipeline } = splitCode(`# Notes\n\n${block}\n`);
      assert.equal(writer.length, 1);
      assert.deepEqual(pipeline, []);
    });
  }
});

describe('excerpts held together are the pipeline\'s: no seam where prose could go', () => {
  const held: Array<[string, string]> = [
    ['XML whose last line closes another element than its first opens', `\`\`\`xml\n<Grid>\n${lines(30, (i) => `  <Button Content="B${i}" />`)}\n</Grid>\n<StackPanel />\n\`\`\``],
    ['an `else if` branch', `\`\`\`c\nelse if (ready)\n{\n${lines(30, (i) => `  step${i}();`)}\n}\n\`\`\``],
    ['methods followed by statements at the margin', `\`\`\`csharp\npublic void First()\n{\n${lines(15, (i) => `    Step(${i});`)}\n}\npublic void Second()\n{\n${lines(15, (i) => `    Step(${i});`)}\n}\nFirst();\nSecond();\n\`\`\``],
    ['a method cut off before its end', `\`\`\`csharp\npublic void First()\n{\n${lines(15, (i) => `    Step(${i});`)}\n}\npublic void Second()\n{\n${lines(15, (i) => `    Step(${i});`)}\n\`\`\``],
    ['Python functions and top-level statements without a main guard', `\`\`\`python\ndef first(x):\n${lines(15, (i) => `    x += ${i}`)}\n    return x\n\n${lines(15, (i) => `print(first(${i}))`)}\n\`\`\``],
    ['elements of a page followed by text at the margin', `\`\`\`html\n<script>\n${lines(20, (i) => `load(${i});`)}\n</script>\n<div>\n${lines(15, (i) => `  <p>Item ${i}</p>`)}\n</div>\nThen the footer:\n\`\`\``],
    ['a method that does not close the block', `\`\`\`csharp\nprotected override void NewItem(string path)\n{\n${lines(30, (i) => `    Write(${i});`)}\n}\n\`\`\``],
  ];
  for (const [name, block] of held) {
    it(`${name} is a pipeline finding that says where no seam is`, () => {
      const { writer, pipeline } = splitCode(`# Notes\n\n${block}\n`);
      assert.deepEqual(writer, []);
      assert.equal(pipeline.length, 1);
      assert.match(pipeline[0].pipeline!.cause, /no seam/);
    });
  }
});

describe('a chunk over the cap that is one complete code unit', () => {
  it('is the pipeline\'s when it is a whole file; a chunk of an excerpt over the cap stays the writer\'s', () => {
    const check = (code: string) => {
      const a = analyzeText(`# Notes\n\n${code}\n`, { budgets });
      const block = a.doc.blocks.find((b) => b.kind === 'code')!;
      const whole: Chunk[] = [{ ...a.chunks[0], index: 0, tokens: 500, notes: [], spans: [{ ...block.span }] }];
      return lint({ doc: a.doc, chunks: whole, strategy: 'recursive', budgets, problems: [], countTokens: () => 321 }, {}).find((f) => f.ruleId === 'CK001')!;
    };
    const file = check(`\`\`\`go\npackage main\n${lines(10, (i) => `var x${i} = ${i}`)}\n\`\`\``);
    assert.match(file.pipeline!.cause, /complete code unit .* that the cap cannot hold/);
    assert.match(file.pipeline!.remedy, /^maxTokens ≥ 321 \(now 60\)/);
    assert.equal(check(`\`\`\`go\n${lines(10, (i) => `x${i} := ${i}`)}\n\`\`\``).pipeline, undefined);
  });
});

describe('complete units in list items and behind comment headers', () => {
  it('a C# file in a numbered step (PowerShell-Docs create-cmdline-predictor.md) is the pipeline\'s', () => {
    const code = lines(30, (i) => `       Console.WriteLine(${i});`);
    const { writer, pipeline } = splitCode(`# Predictor\n\n1. Copy the following code to a file.\n\n   \`\`\`csharp\n   using System;\n${code.replace(/^/gm, '   ')}\n   \`\`\`\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /first line \(`using System;`\)/);
  });

  it('a copyright header before the first line of code, and a JSON document followed by a blank line, are complete units', () => {
    const header = `\`\`\`csharp\n//\n// Copyright (c) 2006 Microsoft Corporation. All rights reserved.\n//\n${lines(30, (i) => `int x${i} = ${i};`)}\n\`\`\``;
    assert.equal(splitCode(`# Notes\n\n${header}\n`).pipeline.length, 1);
    const json = `\`\`\`json\n{\n${lines(30, (i) => `  "key${i}": ${i},`)}\n  "last": 0\n}\n\n\`\`\``;
    assert.equal(splitCode(`# Notes\n\n${json}\n`).pipeline.length, 1);
  });

  it('a script behind a header comment of twenty lines that explains its panels (karanjain1601/Obsidian-Monday "## Python Demo") opens with its imports: a whole program', () => {
    const header = lines(20, (i) => `#   Panel ${i} -> what the figure shows in panel ${i}.`);
    const script = `\`\`\`python\n# ELECTRIC vs CHEMICAL PROPULSION, in one figure.\n${header}\nimport numpy as np\nimport matplotlib.pyplot as plt\n${lines(40, (i) => `x${i} = np.linspace(0, ${i}, 100)`)}\nplt.show()\n\`\`\``;
    assert.match(splitCode(`# Propulsion\n\n## Python Demo\n\n${script}\n`).pipeline[0].pipeline!.cause, /a whole file's first line \(`import`\)/);
    const fileNamedLate = `\`\`\`python\n${header}\n# settings.py: the values below\nx = 1\n${lines(40, (i) => `x${i} = ${i}`)}\n\`\`\``;
    assert.doesNotMatch(splitCode(`# Notes\n\n${fileNamedLate}\n`).pipeline[0]?.pipeline?.cause ?? '', /names the file/, 'a file name in a comment past the first lines of the header names nothing');
  });

  it('a module docstring after an install comment (`# pip install numpy` then `"""…"""`, karanjain1601/Obsidian-Monday) is the header before the imports', () => {
    const script = `\`\`\`python\n# pip install numpy matplotlib scipy\n"""\nSimulate allele frequencies across three populations\nwith drift and migration.\n"""\nimport numpy as np\n${lines(40, (i) => `freq_${i} = np.random.rand(${i + 1})`)}\n\`\`\``;
    assert.match(splitCode(`# Genome\n\n## Python Demo\n\n${script}\n`).pipeline[0].pipeline!.cause, /a whole file's first line \(`import`\)/);
  });

  it('one whole object literal behind a comment (Beefree `addOns: [` … `]`) is a configuration to copy whole', () => {
    const whole = `\`\`\`javascript\n// AddOns configuration\naddOns: [\n${lines(30, (i) => `  { id: "addon-${i}", enabled: true },`)}\n]\n\`\`\``;
    assert.match(splitCode(`# Config\n\n${whole}\n`).pipeline[0].pipeline!.cause, /one whole object or array literal/);
  });

  it('an object that does not close where it opened (an excerpt of a larger one) is held together, not named a whole literal', () => {
    const excerpt = `\`\`\`javascript\naddOns: [\n${lines(30, (i) => `  { id: "addon-${i}", enabled: true },`)}\n  // …\n\`\`\``;
    assert.match(splitCode(`# Config\n\n${excerpt}\n`).pipeline[0].pipeline!.cause, /held together: no seam at its margin/);
  });
});

describe('code in a list item cut because the item is over the cap', () => {
  it('code that fits the cap alone, cut inside a longer item (rust-lang/reference const_eval.md), is the pipeline\'s', () => {
    const code = lines(3, (i) => `  const C${i}: u8 = ${i};`);
    const item = `* Borrows are allowed in constants when the borrow is transient, indirect or static, and the rules for each case follow in turn with their reasons.\n\n  \`\`\`rust\n${code}\n  \`\`\`\n\n  The last case is the promoted temporary, which lives to the end of the program.\n`;
    const { writer, pipeline } = splitCode(`# Constants\n\n${item}`);
    assert.deepEqual(writer, []);
    assert.equal(pipeline.length, 1);
    assert.match(pipeline[0].pipeline!.cause, /^the code fits the cap alone, but the list item or quote that holds it is longer than the cap \(60\)/);
  });
});

describe('a file folded under its name', () => {
  it('a block in `<details>` whose `<summary>` names a file is that whole file; a summary that names no file is no evidence', () => {
    const body = `\`\`\`js\n${lines(40, (i) => `let value${i} = compute(${i});`)}\n\`\`\``;
    const folded = splitCode(`# Templates\n\n<details>\n<summary>docusaurus-v1.js</summary>\n<div>\n\n${body}\n\n</div>\n</details>\n`);
    assert.deepEqual(folded.writer, []);
    assert.match(folded.pipeline[0].pipeline!.cause, /a whole file folded under its name \(`docusaurus-v1.js`\)/);
    assert.equal(splitCode(`# Templates\n\n<details>\n<summary>Show the code</summary>\n\n${body}\n\n</details>\n`).writer.length, 1);
  });

  it('a block in `<details>` whose `<summary>` calls it a sample file, in English or a translation, is that whole file (HyDE-Project/hyde-site restore.md: Sample PSV file, Beispiel für eine PSV-Datei); a summary that says "More entries" is no such evidence', () => {
    const psv = `\`\`\`shell\n${lines(40, (i) => `P|\${HOME}/.config/app${i}|config${i}.toml|app${i}`)}\n\`\`\``;
    const folded = (title: string) => splitCode(`# Restore\n\n<details>\n<summary>${title}</summary>\n\n${psv}\n\n</details>\n`);
    const sample = folded('Sample PSV file');
    assert.deepEqual(sample.writer, []);
    assert.match(sample.pipeline[0].pipeline!.cause, /a sample file folded under a title that says so \("Sample PSV file"\)/);
    for (const title of ['Beispiel für eine PSV-Datei', 'Archivo PSV de ejemplo', 'Exemple de fichier PSV', 'Пример файла PSV', 'PSV 文件示例']) {
      assert.deepEqual(folded(title).writer, [], title);
    }
    assert.equal(folded('More entries').writer.length, 1);
  });

  it('a block in a MyST dropdown or a MkDocs fold titled with a file name is that whole file (efabless/openlane2 caravel/index.md: ````{dropdown} pnr.sdc, Apache-2.0); a title of words is no evidence', () => {
    const tcl = `\`\`\`tcl\n${lines(40, (i) => `set_load 0.${i} [get_ports port_${i}]`)}\n\`\`\``;
    const run = (text: string, dialect: 'myst' | 'mkdocs') => {
      const a = analyze({ kind: 'markdown', text, documentId: 'index.md', settings: resolveSettings({}, 'markdown', { budgets, dialect }) });
      return { writer: a.findings.filter((f) => f.ruleId === 'CK006'), pipeline: a.pipelineFindings.filter((f) => f.ruleId === 'CK006') };
    };
    const myst = run(`# Constraints\n\nThe following constraints file was created:\n\n\`\`\`\`{dropdown} pnr.sdc\n${tcl}\n\`\`\`\`\n`, 'myst');
    assert.deepEqual(myst.writer, []);
    assert.match(myst.pipeline[0].pipeline!.cause, /a whole file folded under its name \(`pnr.sdc`\)/);
    const mkdocs = run(`# Constraints\n\nThe following constraints file was created:\n\n??? note "signoff.sdc"\n\n${tcl.split('\n').map((l) => `    ${l}`).join('\n')}\n`, 'mkdocs');
    assert.deepEqual(mkdocs.writer, []);
    assert.match(mkdocs.pipeline[0].pipeline!.cause, /a whole file folded under its name \(`signoff.sdc`\)/);
    assert.equal(run(`# Constraints\n\nThe following constraints were set:\n\n\`\`\`\`{dropdown} Port loads\n${tcl}\n\`\`\`\`\n`, 'myst').writer.length, 1);
  });

  it('a block in a MkDocs fold whose title calls it whole (`??? note "完整配置"`, "complete configuration": OI-wiki emacs.md) is a complete unit; a fold titled otherwise is not', () => {
    const lisp = `\`\`\`text\n${lines(60, (i) => `(setq-default tab-width-${i} ${i}) ;; 缩进 ${i}`)}\n\`\`\``.split('\n').map((l) => `    ${l}`).join('\n');
    const run = (title: string) => analyze({ kind: 'markdown', text: `# Emacs\n\n## 配置\n\n??? note "${title}"\n${lisp}\n`, documentId: 'emacs.md', settings: resolveSettings({}, 'markdown', { budgets, dialect: 'mkdocs' }) });
    const whole = run('完整配置');
    assert.deepEqual(whole.findings.filter((f) => f.ruleId === 'CK006'), []);
    assert.match(whole.pipelineFindings.find((f) => f.ruleId === 'CK006')?.pipeline?.cause ?? '', /the title of the box that holds it calls it whole \("完整配置"\)/);
    assert.equal(run('快捷键').findings.filter((f) => f.ruleId === 'CK006').length, 1);
  });

  it('a block in a GitBook code box titled with a file name (`{% code title="node-config.toml" %}`, stacks-network/docs) is that whole file', () => {
    const toml = `\`\`\`bash\n${lines(40, (i) => `option_${i} = "value ${i}"`)}\n\`\`\``;
    const a = analyze({ kind: 'markdown', text: `# Set up the node\n\nCreate the configuration:\n\n{% code title="node-config.toml" %}\n${toml}\n{% endcode %}\n`, documentId: 'quickstart.md', settings: resolveSettings({}, 'markdown', { budgets, dialect: 'gitbook' }) });
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK006'), []);
    assert.match(a.pipelineFindings.find((f) => f.ruleId === 'CK006')!.pipeline!.cause, /a whole file folded under its name \(`node-config.toml`\)/);
  });
});

describe('a heading that names a file', () => {
  it('a block under a heading that is only a file name, behind a one-line lead-in (HackTricks Protected File Transfers.md: `### [Invoke-AESEncryption.ps1](…)`), is that whole file; a heading of words is no evidence', () => {
    const body = `\`\`\`powershell\n${lines(40, (i) => `Invoke-Step${i} -Mode Encrypt -Key "k${i}"`)}\n\`\`\``;
    const named = splitCode(`# Transfers\n\n### [Invoke-AESEncryption.ps1](https://www.powershellgallery.com/packages/DRTools/4.0.2.3/Content/Functions%5CInvoke-AESEncryption.ps1)\nThis script is small and provides encryption of files and strings.\n\n${body}\n`);
    assert.deepEqual(named.writer, []);
    assert.match(named.pipeline[0].pipeline!.cause, /a whole file under a heading that names it \(`Invoke-AESEncryption.ps1`\)/);
    assert.equal(splitCode(`# Transfers\n\n### Encrypting files\nThis script is small and provides encryption of files and strings.\n\n${body}\n`).writer.length, 1);
  });

  it('a heading that names a file after an article or possessive (ponylang\'s blog: `## The CLAUDE.md`, then "Below is a portion of my global CLAUDE.md") titles that file; a name followed by other words does not', () => {
    const text = `\`\`\`text\n${lines(40, (i) => `- Rule ${i}: run the tests before you commit change ${i}.`)}\n\`\`\``;
    const named = splitCode(`# Teaching Claude\n\n## The CLAUDE.md\n\nBelow is a portion of my global CLAUDE.md, the artifact that two weeks of teaching produced.\n\n${text}\n`);
    assert.deepEqual(named.writer, []);
    assert.match(named.pipeline[0].pipeline!.cause, /a whole file under a heading that names it \(`CLAUDE.md`\)/);
    assert.equal(splitCode(`# Teaching Claude\n\n## The CLAUDE.md rules we dropped\n\nBelow are the rules that two weeks of teaching removed.\n\n${text}\n`).writer.length, 1);
  });

  it('a PowerShell script that opens with its `param (` block is a whole script (HackTricks privilege-escalation-with-autorun-binaries.md)', () => {
    const script = `\`\`\`powershell\nparam (\n    [switch]$W,     # Writable files\n    [switch]$R      # Files with remove permissions denied\n)\n\n${lines(30, (i) => `$Value${i} = Get-Item "C:\\Temp\\${i}"`)}\n\`\`\``;
    assert.match(splitCode(`# Autoruns\n\n${script}\n`).pipeline[0].pipeline!.cause, /first line \(`param \(`\)/);
  });
});

describe('a group of code blocks read as one (Hugo `{{< code >}}` tabs)', () => {
  const hugo = (text: string) => {
    const settings = resolveSettings({}, 'markdown', { budgets: { ...budgets, maxTokens: 100, targetTokens: 80 }, dialect: 'hugo' });
    const a = analyze({ kind: 'markdown', text, documentId: 'doc.md', settings });
    return { writer: a.findings.filter((f) => f.ruleId === 'CK006'), pipeline: a.pipelineFindings.filter((f) => f.ruleId === 'CK006') };
  };

  it('a curl command and its whole JSON response in one group (k6-docs k6-rest-api.md) is the pipeline\'s', () => {
    const { writer, pipeline } = hugo(readFixture('ck006', 'k6-code-tabs.md'));
    assert.deepEqual(writer, []);
    assert.equal(pipeline.length, 1);
    assert.match(pipeline[0].pipeline!.cause, /a group of code blocks, each whole: a whole JSON document/);
  });

  it('a group that holds an excerpt stays the writer\'s', () => {
    const excerpt = `# Tabs\n\n{{< code >}}\n\n\`\`\`js\n${lines(30, (i) => `let value${i} = compute(${i});`)}\n\`\`\`\n\n{{< /code >}}\n`;
    assert.equal(hugo(excerpt).writer.length, 1);
  });
});

describe('a lead-in that calls the code whole', () => {
  it('"Here is a full template with all the options" before a YAML block makes it a complete unit', () => {
    const yaml = `\`\`\`yaml\n${lines(40, (i) => `option_${i}: value ${i} # what option ${i} sets`)}\n\`\`\``;
    const { writer, pipeline } = splitCode(`# Proposal\n\nHere is a full template with all the options being proposed:\n\n${yaml}\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /its lead-in calls it whole \("full template"\)/);
  });

  it('"you will see the whole output" before a console block (typer exceptions.md) makes it shown whole', () => {
    const { writer, pipeline } = splitCode(`# Run\n\nNow when you run it, you will see the whole output:\n\n\`\`\`console\n${lines(40, (i) => `line ${i} of the traceback`)}\n\`\`\`\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /its lead-in calls it whole \("whole output"\)/);
  });

  it('a lead-in that names the file ("the following sample `docker-compose.yml` file", "save it as `compose.yml`") makes it that whole file', () => {
    const body = `\`\`\`yaml\n${lines(40, (i) => `option_${i}: value ${i}`)}\n\`\`\``;
    for (const lead of ['Review the following sample `docker-compose.yml` file. It creates two nodes.', 'Copy the following Docker Compose file and save it as `docker-compose.yml`:', 'The new `compose.yaml` has the content:', 'Here are the full contents of `compose.yaml`:']) {
      const { writer, pipeline } = splitCode(`# Docker\n\n${lead}\n\n${body}\n`);
      assert.deepEqual(writer, [], lead);
      assert.match(pipeline[0].pipeline!.cause, /its lead-in names the file it is/);
    }
    assert.equal(splitCode(`# Docker\n\nSet the options in your compose file as below.\n\n${body}\n`).writer.length, 1);
    assert.equal(splitCode(`# Docker\n\nThe \`compose.yaml\` options that matter most:\n\n${body}\n`).writer.length, 1);
  });

  it('a lead-in that says the block holds all of something, the exact thing, or the complete file (also in Chinese) makes it whole', () => {
    const body = `\`\`\`json\n${lines(40, (i) => `{ "raw_field": "field${i}", "ecs": "event.field${i}" },`)}\n\`\`\``;
    for (const lead of ['The following code snippet contains all `raw_field` and `ecs` mappings for this log type:', 'This section provides the exact prelude that this RFC proposes:', '下面是一个完整的配置文件，并对常用的选项进行了翻译:']) {
      const { writer, pipeline } = splitCode(`# Log type\n\n${lead}\n\n${body}\n`);
      assert.deepEqual(writer, [], lead);
      assert.match(pipeline[0].pipeline!.cause, /its lead-in calls it whole/, lead);
    }
  });

  it('a heading "Complete Implementation" right above the block counts as its lead-in; an unrelated paragraph does not', () => {
    const body = `\`\`\`js\n${lines(40, (i) => `let value${i} = compute(${i});`)}\n\`\`\``;
    assert.equal(splitCode(`# Guide\n\n## Complete Implementation\n\n${body}\n`).pipeline.length, 1);
    assert.equal(splitCode(`# Guide\n\nThe values are computed one by one:\n\n${body}\n`).writer.length, 1);
  });
});

describe('a declaration under a long doc comment', () => {
  it('a struct with thirty lines of `///` doc comment before it (rust-lang/rfcs text/2930-read-buf.md) is one whole declaration', () => {
    const doc = lines(30, (i) => `/// Line ${i} of what the buffer tracks: the filled, the initialised and the uninitialised regions.`);
    const body = lines(40, (i) => `    pub fn method_${i}(&mut self) -> usize { self.filled + ${i} }`);
    const { writer, pipeline } = splitCode(`# Reference\n\n\`\`\`rust\n${doc}\npub struct ReadBuf<'a> {\n    buf: &'a mut [u8],\n}\n\nimpl<'a> ReadBuf<'a> {\n${body}\n}\n\`\`\`\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /complete code unit/);
  });
});

describe('a fold whose summary names output', () => {
  it('a block under `<summary>Output Snippet</summary>` is recorded output', () => {
    const { writer, pipeline } = splitCode(`# Work with AI\n\n<details>\n<summary>Output Snippet</summary>\n\n\`\`\`vue\n${lines(60, (i) => `<div class="item-${i}">{{ todo${i}.title }} is shown with its state</div>`)}\n\`\`\`\n\n</details>\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /output/);
  });
});

describe('a prompt its lead-in names', () => {
  const prompt = `{% code overflow="wrap" %}\n\`\`\`\nMobile Photo Authenticity Check — Multi-Stage Prompt\n\nObjective:\n${lines(40, (i) => `${i + 1}. Check whether the photo shows sign ${i} of having been altered, and say why in one sentence.`)}\n\`\`\`\n{% endcode %}`;
  it('a block after "We can use a multi-stage prompt to guide the AI" is a prompt sent whole (vechain/vebetterdao-docs ai-image-validation.md); after "At the command prompt, set" or "into the REPL prompt" it is not', () => {
    const called = analyze({ kind: 'markdown', text: `# AI image validation\n\nWe can use a multi-stage prompt to guide the AI through these tasks:\n\n${prompt}\n`, documentId: 'ai-image-validation.md', settings: resolveSettings({}, 'markdown', { budgets, dialect: 'gitbook' }) });
    assert.deepEqual(called.findings.filter((f) => f.ruleId === 'CK006'), []);
    assert.match(called.pipelineFindings.find((f) => f.ruleId === 'CK006')?.pipeline?.cause ?? '', /its lead-in calls it a prompt, sent to the model whole \("a multi-stage prompt"\)/);
    const shell = (leadIn: string) => splitCode(`# Set-up\n\n${leadIn}\n\n\`\`\`\n${lines(60, (i) => `set option_${i} ${i}`)}\n\`\`\`\n`);
    for (const leadIn of ['Set the options:', 'At the command prompt, set the options:', 'Type the settings into the REPL prompt:', 'Open a command prompt and set the options:']) assert.equal(shell(leadIn).writer.length, 1, leadIn);
  });
});

describe('a prompt its section heading names', () => {
  const prose = (first: string) => `\`\`\`\n${first}\n\n${lines(40, (i) => `Rule ${i + 1}: organise the material of week ${i} so that there is always one obvious next thing to learn, and say why.`)}\n\`\`\``;
  it('prose in a fence under "### Education organization prompt" is a prompt sent whole (aadilmallick/my-notes-docusaurus 03-prompt-slop.md); under "### Education organization" or around code it is the writer\'s', () => {
    const titled = splitCode(`# Prompt slop\n\n### Education organization prompt\n\n${prose('# Linear Learning Operating System')}\n`);
    assert.deepEqual(titled.writer, []);
    assert.match(titled.pipeline[0]?.pipeline?.cause ?? '', /the heading of its section calls it a prompt, prose a reader sends to the model whole \("Education organization prompt"\)/);
    assert.equal(splitCode(`# Prompt slop\n\n### Education organization\n\n${prose('# Linear Learning Operating System')}\n`).writer.length, 1);
    const code = `\`\`\`js\n${lines(40, (i) => `let prompt${i} = compose(${i});`)}\n\`\`\``;
    assert.equal(splitCode(`# Prompts\n\n### Prompt builder\n\n${code}\n`).writer.length, 1);
  });
  it('a prompt of short list items in a `bash` fence under "### Personal profile context prompt slop" is a prompt sent whole', () => {
    const items = `\`\`\`bash\n# Master Personal Context Profile\n\n## Current Role\n\n${lines(60, (i) => `- A goal of mine, number ${i}.`)}\n\`\`\``;
    assert.deepEqual(splitCode(`# Prompt slop\n\n### Personal profile context prompt slop\n\n${items}\n`).writer, []);
  });
  it('prose in a fence folded under "## 如何给cursor添加Rule？" (how to add a Cursor rule: hcer1999/vitepress_blog 34.md) or "### Custom instructions" is an agent\'s prompt sent whole; "### Rules of the game" is not', () => {
    const folded = splitCode(`# Cursor\n\n## 如何给cursor添加Rule？\n\n::: details 英文版\n\n${prose('By default, all responses must be in Chinese.')}\n\n:::\n`);
    assert.deepEqual(folded.writer, []);
    assert.match(folded.pipeline[0]?.pipeline?.cause ?? '', /calls it a prompt/);
    assert.deepEqual(splitCode(`# Setup\n\n### Custom instructions\n\n${prose('You are a careful reviewer.')}\n`).writer, []);
    const chinese = `\`\`\`txt\n默认情况下，所有回复都必须使用中文。\n\n${lines(60, (i) => `- 系统思维${i}：从整体架构到具体实现的立体思考`)}\n\`\`\``;
    const both = `# Cursor\n\n## 如何给cursor添加Rule？\n\n![rule](a.png)\n\n::: details 英文版\n\n${prose('By default, all responses must be in Chinese.')}\n\n:::\n\n::: details 中文版\n\n${chinese}\n\n:::\n`;
    assert.deepEqual(splitCode(both).writer, [], 'short Chinese list items in the second fold, past a picture and the first');
    assert.equal(splitCode(`# Chess\n\n### Rules of the game\n\n${prose('# The board')}\n`).writer.length, 1);
  });
  it('a shell\'s prompt in the heading ("Customize the Bash prompt") names no model prompt', () => {
    assert.equal(splitCode(`# Shell\n\n### Customize the Bash prompt\n\n${prose('# My prompt settings')}\n`).writer.length, 1);
  });
});

describe('a template its lead-in names', () => {
  const block = `\`\`\`\n# The Turing Way | Book Dash\n\n${lines(40, (i) => `- **Item ${i}:** what the note taker writes down for item ${i}`)}\n\`\`\``;
  it('a block after "This template can be used for shared note-taking" is the template to copy whole (the-turing-way template-bookdash-notes.md); after "this template syntax" it is not', () => {
    const called = splitCode(`# HackMD template for shared notes\n\n*This template can be used for shared note-taking during the book dash events.*\n\n${block}\n`);
    assert.deepEqual(called.writer, []);
    assert.match(called.pipeline[0]?.pipeline?.cause ?? '', /its lead-in calls it a template to copy \("This template"\)/);
    const syntax = splitCode(`# Notes\n\nThe notes below show this template syntax at work:\n\n${block}\n`);
    assert.equal(syntax.writer.length, 1);
  });
});
