// Consistency is tested, not remembered: every rule and strategy has a README row, every rule a fixture.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { STRATEGIES } from '../../../shared/chunkers';
import { INTERNAL_ERROR_RULE_ID, RULES } from '../../../shared/rules';
import { ruleAnchor, ruleHref } from '../../../server/present/toLsp';
import { FIXTURES } from '../../helpers/analyzeText';
import { repoPath } from '../../helpers/repoPath';

const README = readFileSync(repoPath('README.md'), 'utf8');
const STRATEGY_DOCS = readFileSync(repoPath('docs/strategies.md'), 'utf8');
const tableRows = README.split('\n').filter((l) => l.startsWith('|'));

describe('consistency', () => {
  it('every rule has a README table row with its id, name and default severity', () => {
    for (const rule of RULES) {
      const row = tableRows.find((l) => l.startsWith(`| ${rule.id} |`));
      assert.ok(row, `README has no row for ${rule.id}`);
      assert.ok(row!.includes(`\`${rule.names[0]}\``), `README row of ${rule.id} names ${rule.names[0]}`);
      assert.ok(row!.includes(`| ${rule.defaultSeverity} |`), `README row of ${rule.id} gives severity ${rule.defaultSeverity}`);
    }
  });

  it('every rule, and the internal error, has a README section that its diagnostic link points to', () => {
    const sections = README.split('\n').filter((l) => l.startsWith('### CK'));
    const anchor = (heading: string) => heading.slice(4).toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');
    const rules = [...RULES.map((r) => [r.id, r.names[0]]), [INTERNAL_ERROR_RULE_ID, 'internal-error']];
    for (const [id, name] of rules) {
      const section = sections.find((l) => l === `### ${id} ${name}`);
      assert.ok(section, `README has no "### ${id} ${name}" section`);
      assert.equal(anchor(section!), ruleAnchor(id, name));
      assert.match(ruleHref(id, name), new RegExp(`#${anchor(section!)}$`));
    }
  });

  it('every strategy has a README table row', () => {
    for (const s of STRATEGIES) assert.ok(tableRows.some((l) => l.startsWith(`| \`${s.id}\` |`)), `README has no row for ${s.id}`);
  });

  it('every library strategy has a section in docs/strategies.md whose heading names the library version the registry reports', () => {
    const headings = STRATEGY_DOCS.split('\n').filter((l) => l.startsWith('## '));
    for (const s of STRATEGIES.filter((x) => x.library)) {
      assert.ok(headings.some((h) => h.includes(s.library!.version)), `no docs/strategies.md heading names ${s.id}'s version ${s.library!.version}`);
    }
  });

  it('every library strategy has cases from its library (transcribed tests or recorded outputs) in test/fixtures/langchain, llamaindex, chonkie, lightrag or haystack', () => {
    const files = ['langchain', 'llamaindex', 'chonkie', 'lightrag', 'haystack'].flatMap((d) => readdirSync(join(FIXTURES, d)).filter((f) => f.endsWith('.json')).map((f) => join(FIXTURES, d, f)));
    const covered = new Set(files.flatMap((f) => ((JSON.parse(readFileSync(f, 'utf8')).cases ?? []) as Array<{ strategy?: string }>).map((c) => c.strategy)));
    // A managed service's code is closed: its approximate presets have no cases to transcribe (managedPresets.test.ts).
    for (const s of STRATEGIES.filter((x) => x.library && x.library.language !== 'service')) assert.ok(covered.has(s.id), `no library cases for ${s.id}`);
  });

  it('every rule has a marker fixture named after its id and name', () => {
    const files = readdirSync(join(FIXTURES, 'rules'));
    for (const rule of RULES) assert.ok(files.includes(`${rule.id.toLowerCase()}-${rule.names[0]}.md`), `no fixture for ${rule.id}`);
  });

  it('rule ids and names are unique', () => {
    const keys = RULES.flatMap((r) => [r.id, ...r.names].map((k) => k.toLowerCase()));
    assert.equal(new Set(keys).size, keys.length);
  });
});
