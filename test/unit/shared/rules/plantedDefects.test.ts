// Recall on real documentation: a small real file of each site family (test/fixtures/planted/<dialect>/) gets one
// defect planted into a copy of it, and `chunklens lint --dialect <its dialect>` must report that defect at its
// line, with its rule, as a finding for the writer (lint's JSON lists only those; pipeline findings go to the
// summary). The defects are planted beside the file's own syntax (shortcodes, Liquid, directives, callouts, JSX),
// so the test keeps its meaning as each dialect learns to read that syntax.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../../server/cli/main';
import { getTokenizer } from '../../../../shared/tokenizers';
import { FIXTURES, readFixture } from '../../../helpers/analyzeText';

/** A finding as `lint --format json` prints it. */
interface JsonFinding {
  file: string;
  line: number;
  ruleId: string;
  severity: string;
  message: string;
}

/** A defect: the Markdown planted (headings at `prefix`'s level), the 0-based line in it where the finding belongs, and its rule. */
interface Defect {
  name: string;
  ruleId: string;
  severity: 'warning' | 'info';
  plant(prefix: string): { text: string; findingLine: number };
}

const count = (text: string) => getTokenizer('o200k_base').count(text);

/** Lines that read like a service's log: varied words, no program structure. */
function statementLines(n: number): string[] {
  const actions = ['loadSearchIndex', 'answerHealthCheck', 'refreshCachedPages', 'rotateAccessLog', 'reconnectDatabase'];
  const subjects = ['documentation-site', 'load-balancer-zone-b', 'nightly-export-job', 'translation-worker', 'preview-deployment'];
  return Array.from({ length: n }, (_, i) =>
    `scheduler.every(${(i * 37) % 900}, '${subjects[(i * 3) % 5]}', ${actions[i % 5]}, { worker: ${i % 7}, retries: ${(i * 13) % 40}, label: 'step ${i} of the startup' });`);
}

/** One long run-on sentence: clauses joined by commas and "and", on one line as editors that soft-wrap write it. */
function runOnParagraph(clauses: number): string {
  const parts = ['the installer copies the binaries', 'it writes a default configuration file', 'the service starts on the next boot', 'the first run migrates the old settings', 'every plugin is checked for updates', 'the cache is rebuilt in the background'];
  const tails = ['unless you pass a flag', 'while the progress bar fills', 'before the window opens', 'as the log explains', 'so nothing is lost'];
  return `${Array.from({ length: clauses }, (_, i) => `${parts[i % 6]} ${tails[(i * 2) % 5]}`).join(', and ')}.`;
}

const DEFECTS: Defect[] = [
  {
    name: 'an empty section before a sibling heading',
    ruleId: 'CK003',
    severity: 'warning',
    plant: (prefix) => ({ text: `${prefix} Planted empty section\n\n`, findingLine: 0 }),
  },
  {
    name: 'a 2,000-token code block of statements',
    ruleId: 'CK006',
    severity: 'warning',
    plant: (prefix) => ({ text: `${prefix} Startup jobs\n\nThe server schedules these jobs while it starts:\n\n\`\`\`js\n${statementLines(56).join('\n')}\n\`\`\`\n\n`, findingLine: 4 }),
  },
  {
    name: 'a table of 120 rows in four groups',
    ruleId: 'CK005',
    severity: 'info',
    plant: (prefix) => {
      const group = (i: number) => (i % 30 === 0 ? [`| **${['Network', 'Storage', 'Workers', 'Logging'][i / 30]}** | | |`] : []);
      const rows = Array.from({ length: 120 }, (_, i) => [...group(i), `| setting_${i + 1} | ${(i * 7) % 100} | How often worker ${i % 9} retries a failed request |`]).flat();
      return { text: `${prefix} Settings\n\nEach service reads these settings when it starts:\n\n| Setting | Default | Meaning |\n| --- | --- | --- |\n${rows.join('\n')}\n\n`, findingLine: 4 };
    },
  },
  {
    name: 'a 1,500-token run-on paragraph',
    ruleId: 'CK007',
    severity: 'warning',
    plant: (prefix) => ({ text: `${prefix} What the installer does\n\n${runOnParagraph(118)}\n\n`, findingLine: 2 }),
  },
  {
    name: 'a one-line lead closed by a thematic break',
    ruleId: 'CK002',
    severity: 'warning',
    plant: (prefix) => ({
      text: `${prefix} Release note\n\nVersion 2 is out.\n\n---\n\nIt reads the settings of version 1 as they are, keeps the cache where it was and asks before it changes anything that a plugin wrote, so an upgrade needs no step of its own.\n\n`,
      findingLine: 2,
    }),
  },
];

/** Each site family's dialect and its real file (README.md beside the folders names the sources). */
const FAMILIES = ['hugo', 'jekyll', 'docfx', 'mdx', 'mdbook', 'gitbook', 'mkdocs', 'obsidian', 'myst', 'commonmark'];

/** The 0-based line of the file's last ATX heading outside front matter and fenced code, and its `#` prefix. */
function lastHeading(lines: string[]): { index: number; prefix: string } | undefined {
  let fence: string | undefined;
  let found: { index: number; prefix: string } | undefined;
  let i = 0;
  if (lines[0] === '---') i = lines.indexOf('---', 1) + 1;
  for (; i < lines.length; i++) {
    const mark = /^\s*(`{3,}|~{3,})/.exec(lines[i])?.[1];
    if (mark) {
      if (fence === undefined) fence = mark;
      else if (mark[0] === fence[0] && mark.length >= fence.length && lines[i].trim() === mark) fence = undefined;
      continue;
    }
    const heading = fence === undefined ? /^(#{1,6}) \S/.exec(lines[i]) : null;
    if (heading) found = { index: i, prefix: heading[1] };
  }
  return found;
}

/** The file of `family` with `defect` planted just before its last heading, at that heading's level; the finding's 1-based line. */
function plantInto(family: string, file: string, defect: Defect): { text: string; line: number } {
  const lines = readFixture('planted', family, file).split('\n');
  const heading = lastHeading(lines);
  assert.ok(heading, `${family}/${file} has a heading to plant before`);
  const planted = defect.plant(heading.prefix);
  const text = [...lines.slice(0, heading.index), ...planted.text.split('\n').slice(0, -1), ...lines.slice(heading.index)].join('\n');
  return { text, line: heading.index + 1 + planted.findingLine };
}

/** The per-line findings `chunklens lint DIR --dialect DIALECT --format json` prints. */
function lintFolder(dir: string, dialect: string): JsonFinding[] {
  let out = '';
  let err = '';
  const code = runCli(['lint', dir, '--dialect', dialect, '--format', 'json'], { out: (t) => (out += t), err: (t) => (err += t) });
  assert.ok(code === 0 || code === 1, err);
  return JSON.parse(out) as JsonFinding[];
}

describe('planted defects', () => {
  it('are of the size they stand for: a 2,000-token code block, a 1,500-token paragraph, a one-line lead', () => {
    const code = DEFECTS[1].plant('##').text;
    const codeBody = code.slice(code.indexOf('```text\n') + 8, code.lastIndexOf('```'));
    assert.ok(count(codeBody) >= 2000 && count(codeBody) < 2300, `code block of ${count(codeBody)} tokens`);
    const paragraph = DEFECTS[3].plant('##').text.split('\n')[2];
    assert.ok(count(paragraph) >= 1500 && count(paragraph) < 1700, `paragraph of ${count(paragraph)} tokens`);
    assert.equal(DEFECTS[4].plant('##').text.split('\n')[2], 'Version 2 is out.');
  });

  for (const family of FAMILIES) {
    describe(`in a real ${family} page read as --dialect ${family}`, () => {
      const [file] = readdirSync(join(FIXTURES, 'planted', family));
      const dir = mkdtempSync(join(tmpdir(), `chunklens-planted-${family}-`));
      const expected = DEFECTS.map((defect, i) => {
        const planted = plantInto(family, file, defect);
        mkdirSync(join(dir, String(i)));
        const path = join(dir, String(i), file);
        writeFileSync(path, planted.text);
        return { defect, path, line: planted.line, text: planted.text };
      });
      let findings: JsonFinding[] | undefined;
      const lint = () => (findings ??= lintFolder(dir, family));

      for (const { defect, path, line, text } of expected) {
        it(`reports ${defect.name} at its line as ${defect.ruleId}, for the writer`, () => {
          const atLine = lint().filter((f) => f.file === path && f.line === line);
          const found = atLine.find((f) => f.ruleId === defect.ruleId);
          const context = text.split('\n').slice(line - 2, line + 1).join('\n');
          assert.ok(found, `no ${defect.ruleId} at ${family}/${file}:${line} (${JSON.stringify(atLine)}) around:\n${context}`);
          assert.equal(found.severity, defect.severity);
        });
      }
    });
  }
});
