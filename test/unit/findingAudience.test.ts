// Who fixes a finding: a writer by an edit at its line, or only the pipeline by a choice of strategy or budget;
// and the flood limit of one finding per rule per source block.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../shared/config';
import { analyze } from '../../shared/engine';
import { runCli } from '../../server/cli/main';
import { analyzeText } from '../helpers/analyzeText';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
    assert.match(small.message, /the thematic break after it closes it$/);
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

describe('the flood limit', () => {
  it('a line of base64 cut into many chunks is one hard-split finding that says how many cuts it stands for', () => {
    const base64 = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(65 + ((i * 7) % 26))).join('');
    const a = analyzeText(`# Output\n\n${base64}\n\nAfter it.\n`, { budgets: { maxTokens: 60, targetTokens: 40, minTokens: 1, overlapTokens: 0 } });
    const cuts = a.chunks.filter((c) => c.notes.some((n) => n.reason === 'hard-split')).length;
    assert.ok(cuts > 5, `${cuts} cuts`);
    const hard = a.findings.filter((f) => f.ruleId === 'CK007');
    assert.equal(hard.length, 1);
    assert.match(hard[0].message, new RegExp(`\\(1 of ${cuts} in this block, reported once\\)$`));
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
