// Which cuts of a Markdown table CK005 reports: a table of records cut between rows, each slice repeating the
// header, reads whole in every slice (reported only when scattered over four chunks or more); a slice without
// the header is the pipeline's; a slice that starts mid-record or under a group row of an earlier slice is the
// writer's.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeText } from '../../../helpers/analyzeText';

const budgets = { maxTokens: 120, targetTokens: 100, minTokens: 1, overlapTokens: 0 };
const table = (rows: string[]) => `# Fields\n\nThe component reads these fields:\n\n| Field | Required | Details |\n|---|---|---|\n${rows.join('\n')}\n\nDone.\n`;
const record = (i: number) => `| field${i} | ${i % 2 ? 'Y' : 'N'} | What field ${i} sets |`;

function splitTables(text: string, strategy?: 'recursive') {
  const a = analyzeText(text, { budgets, ...(strategy ? { strategy, tokenizer: 'cl100k_base' as const } : {}) });
  const of = (list: typeof a.findings) => list.filter((f) => f.ruleId === 'CK005').map((f) => f.message);
  return { writer: of(a.findings), pipeline: of(a.pipelineFindings), chunks: a.chunks.length };
}

describe('a table of records cut between rows', () => {
  it('is not reported when every slice repeats the header and it spans fewer than four chunks', () => {
    const { writer, pipeline } = splitTables(table(Array.from({ length: 14 }, (_, i) => record(i))));
    assert.deepEqual([writer, pipeline], [[], []]);
  });

  it('is scattered when it spans four chunks or more: the pipeline\'s, since every row still retrieves with its header', () => {
    const { writer, pipeline } = splitTables(table(Array.from({ length: 60 }, (_, i) => record(i))));
    assert.deepEqual(writer, []);
    assert.equal(pipeline.length, 1);
    assert.match(pipeline[0], /^Table of 60 rows is split across \d+ chunks \(\d+–\d+\): a question about the whole table needs more chunks than a retriever returns$/);
  });

  it('is the pipeline\'s when the strategy does not repeat the header', () => {
    const { writer, pipeline } = splitTables(table(Array.from({ length: 40 }, (_, i) => record(i))), 'recursive');
    assert.deepEqual(writer, []);
    assert.equal(pipeline.length, 1);
    assert.match(pipeline[0], /hold rows without the header$/);
  });
});

describe('cuts that leave a slice without its record or group', () => {
  it('a slice starting under a group row that an earlier slice holds names the group', () => {
    const rows = ['| **Storage** | | |', ...Array.from({ length: 11 }, (_, i) => record(i)), '| **Network** | | |', ...Array.from({ length: 3 }, (_, i) => record(i + 11))];
    const { writer } = splitTables(table(rows));
    assert.equal(writer.length, 1);
    assert.match(writer[0], /starts with rows under the group row "\*\*(?:Storage|Network)\*\*", which an earlier chunk holds$/);
  });

  it('rows of a name and empty cells in a mapping table are records, not groups (Nushell\'s map of other languages: `| alias | | |`)', () => {
    const rows = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 || i % 7 === 1 ? `| cmd${i} | | |` : record(i)));
    const { writer, pipeline } = splitTables(table(rows));
    assert.deepEqual([...writer, ...pipeline].filter((m) => /group row/.test(m)), []);
    const marked = ['| **Storage** | | |', ...Array.from({ length: 11 }, (_, i) => record(i)), '| Network: | | |', '| **Disks** | | |', ...Array.from({ length: 3 }, (_, i) => record(i + 11))];
    assert.match(splitTables(table(marked)).writer[0] ?? '', /under the group row/);
  });

  it('a record in capitals with empty cells amid records named in capitals is a record, not a group (a student code with no scores yet, `| HBB8BO | | |`)', () => {
    const code = (i: number) => `CODE${String.fromCharCode(65 + (i % 26))}${i}`;
    const rows = Array.from({ length: 40 }, (_, i) => (i === 14 ? `| ${code(i)} | | |` : `| ${code(i)} | ${i % 35} | ${'ABCDE'[i % 5]} |`));
    const a = analyzeText(table(rows), { budgets: { ...budgets, maxTokens: 80, targetTokens: 60 } });
    assert.ok(a.chunks.length > 3);
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK005'), []);
    const grouped = rows.map((r, i) => (i === 14 ? '| **Absent** | | |' : r));
    assert.match(analyzeText(table(grouped), { budgets: { ...budgets, maxTokens: 80, targetTokens: 60 } }).findings.find((f) => f.ruleId === 'CK005')?.message ?? '', /under the group row "\*\*Absent\*\*"/);
  });

  it('an unmarked row of a name and empty cells amid records, the table not opening with one, is a record with no details (a timer job without a description), not a group', () => {
    const rows = [...Array.from({ length: 5 }, (_, i) => record(i)), '| site-size | | |', ...Array.from({ length: 14 }, (_, i) => record(i + 5))];
    assert.deepEqual(splitTables(table(rows)).writer, []);
    const opening = ['| Storage | | |', ...Array.from({ length: 30 }, (_, i) => record(i)), '| Network | | |', ...Array.from({ length: 4 }, (_, i) => record(i + 30))];
    assert.match(splitTables(table(opening)).writer[0] ?? '', /under the group row "(?:Storage|Network)"/);
  });

  it('a blank row (`|  |`) at a slice\'s start is looked past: the record after it decides', () => {
    const rows = Array.from({ length: 14 }, (_, i) => ['|  |', record(i)]).flat();
    const a = analyzeText(table(rows), { budgets });
    assert.ok(a.chunks.some((c) => /^\|---\|---\|---\|\n\|  \|/m.test(c.content)), 'a slice starts with a blank row');
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK005'), []);
  });

  it('a slice starting with a row whose first cell is empty continues the record above it', () => {
    const rows = Array.from({ length: 14 }, (_, i) => (i % 2 ? `|  | | more about field ${i - 1}, which continues here |` : record(i)));
    const { writer } = splitTables(table(rows));
    assert.equal(writer.length, 1);
    assert.match(writer[0], /starts with a row that continues the record above it$/);
  });
});

describe('a table that repeats a first cell for "same as above" (service deployment tables: `| Search | … |` on four rows)', () => {
  /** Service applications and their services; those of no application last, with an empty first cell; `repeat`: the table writes the application out on each of its rows. */
  const services = (repeat: boolean) => {
    const named = Array.from({ length: 8 }, (_, i) => `| App ${i} service  <br/> | Service ${i}  <br/> | Front-end server  <br/> |`);
    const search = Array.from({ length: 3 }, (_, i) => `| ${repeat || i === 0 ? 'Search  <br/>' : ''} | Search component ${i}  <br/> | Search servers  <br/> |`);
    const none = Array.from({ length: 12 }, (_, i) => `|| Farm service ${i}  <br/> | Application server  <br/> |`);
    return `# Services\n\n| **Service application** | **Services on server** | **Server role** |\n|:-----|:-----|:-----|\n${[...named, ...search, ...none].join('\n')}\n\nDone.\n`;
  };

  it('an empty first cell there means "none": a slice starting with such a row is a record of its own, not reported', () => {
    const a = analyzeText(services(true), { budgets });
    assert.ok(a.chunks.some((c) => /^\|:-----\|:-----\|:-----\|\n\|\| Farm service/m.test(c.content)), 'a slice starts with a row whose first cell is empty');
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK005'), []);
  });

  it('without a repeated first cell, the same slice continues the record above it', () => {
    const writer = analyzeText(services(false), { budgets }).findings.filter((f) => f.ruleId === 'CK005');
    assert.equal(writer.length, 1);
    assert.match(writer[0].message, /starts with a row that continues the record above it$/);
  });
});

describe('a slice starting with a row that qualifies its member by the record above (`Class.Member`)', () => {
  const members = (named: boolean) =>
    Array.from({ length: 10 }, (_, k) => [
      `| [Class${k}Collection](https://example.org/library/Sdk.Class${k}Collection) | [Count](https://example.org/library/Sdk.Class${k}Collection.Count) |`,
      ...Array.from({ length: 6 }, (_, m) => (named ? `| | [Member${m}](https://example.org/library/Sdk.Class${k}Collection.Member${m}) |` : `| | [Member${m}](https://example.org/library/Member${m}) |`)),
    ]).flat();
  const classes = (rows: string[]) => `# Supported members\n\n| Parent class | Members |\n|---|---|\n${rows.join('\n')}\n\nDone.\n`;

  it('is not reported when each continuation row names the record above it (a member qualified by its class, in its link)', () => {
    const a = analyzeText(classes(members(true)), { budgets });
    assert.ok(a.chunks.some((c) => /^\|---\|---\|\n\| \| /m.test(c.content)), 'a slice starts with a continuation row');
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK005'), []);
  });

  it('is reported when the continuation rows do not name it', () => {
    const writer = analyzeText(classes(members(false)), { budgets }).findings.filter((f) => f.ruleId === 'CK005');
    assert.equal(writer.length, 1);
    assert.match(writer[0].message, /starts with a row that continues the record above it$/);
  });

  it('rows after a lone unmarked row shaped as a group, the table not opening with one (`Diagnostic data provider: Site Size | | |`), are not under a group', () => {
    const jobs = ['| Diagnostic data provider: Site Size <br/> | | |', ...Array.from({ length: 14 }, (_, i) => `| Diagnostic data provider: Counter ${i} <br/> | Collects counter ${i} data on each server. <br/> | 1 minute <br/> |`)];
    const a = analyzeText(table([record(1), record(2), ...jobs]), { budgets });
    assert.ok(a.chunks.length > 2);
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK005'), []);
  });
});

describe('a table row longer than the cap', () => {
  it('is one CK101 finding for the row the strategy cuts by words (iis-docs logFile attributes), no CK007 for each cut inside it', () => {
    const long = `| \`logExtFileFlags\` | ${Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ')} |`;
    const a = analyzeText(table([record(1), long, record(2)]), { budgets });
    const degraded = a.findings.filter((f) => f.ruleId === 'CK101');
    assert.equal(degraded.length, 1);
    assert.equal(degraded[0].span.start, table([record(1), long]).indexOf(long), 'reported at the row to shorten, not the table');
    assert.match(degraded[0].message, /^Row 2 of this table has \d+ tokens, over the cap of 120 beside the header's \d+: it is cut by words/);
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK007'), []);
  });

  it('is the pipeline\'s when HTML tags hold most of the row: a form with a select of many options that fills in the commands below (UKCloud/documentation create-VM pages)', () => {
    const options = Array.from({ length: 40 }, (_, i) => `<option value="Canonical:UbuntuServer:14.04.5-LTS:${i}">Ubuntu ${i}</option>`).join('');
    const widget = `| --image | The image to deploy | <form onchange="result.value=vmimage.value" id="vmimage" style="display: inline;"><select name="vmimage" id="vmimage" style="display: inline;">${options}</select></form> |`;
    const a = analyzeText(table([record(1), widget, record(2)]), { budgets });
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK101'), []);
    assert.match(a.pipelineFindings.find((f) => f.ruleId === 'CK101')!.pipeline!.cause, /^HTML tags hold most of the row/);
  });

  it('is the pipeline\'s when one code span holds most of the row: a chart\'s default written as one escaped string (envoyproxy/gateway helm values table)', () => {
    const config = Array.from({ length: 60 }, (_, i) => `loki.write \\"alloy${i}\\" {\\n  endpoint {\\n    url = \\"http://loki:3100/push\\"\\n  }\\n}`).join('\\n');
    const literal = `| alloy.configMap.content | string | \`"${config}"\` |  |`;
    const a = analyzeText(table([record(1), literal, record(2)]), { budgets });
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK101'), []);
    assert.match(a.pipelineFindings.find((f) => f.ruleId === 'CK101')!.pipeline!.cause, /^one code span holds most of the row: a literal value/);
    const worded = `| alloy.configMap.content | string | \`""\` | ${Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ')} |`;
    assert.equal(analyzeText(table([record(1), worded, record(2)]), { budgets }).findings.filter((f) => f.ruleId === 'CK101').length, 1);
  });
});
