// Consistency is tested, not remembered: every rule and strategy has a README row and a page, every rule a fixture.

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { STRATEGIES } from '../../../shared/chunkers';
import { INTERNAL_ERROR_RULE_ID, RULES } from '../../../shared/rules';
import { helpUriOf } from '../../../server/cli/format/formatSarif';
import { ruleHref } from '../../../server/present/toLsp';
import { FIXTURES } from '../../helpers/analyzeText';
import { repoPath } from '../../helpers/repoPath';

const README = readFileSync(repoPath('README.md'), 'utf8');
const RULES_INDEX = readFileSync(repoPath('docs/rules.md'), 'utf8');
const STRATEGIES_INDEX = readFileSync(repoPath('docs/strategies.md'), 'utf8');
/** Every rule id a finding can carry, with its first name: the registry's rules and the internal error. */
const ALL_RULES = [...RULES.map((r) => [r.id, r.names[0]]), [INTERNAL_ERROR_RULE_ID, 'internal-error']];
const page = (path: string) => readFileSync(repoPath(path), 'utf8');
const tableRows = README.split('\n').filter((l) => l.startsWith('|'));

describe('consistency', () => {
  it('every rule has a README table row with its id linked to its page, its name and its default severity', () => {
    for (const rule of RULES) {
      const row = tableRows.find((l) => l.startsWith(`| [${rule.id}](docs/rules/${rule.id}.md) |`));
      assert.ok(row, `README has no row for ${rule.id} linking docs/rules/${rule.id}.md`);
      assert.ok(row!.includes(`| \`${rule.names[0]}\` |`), `README row of ${rule.id} names ${rule.names[0]}`);
      assert.ok(row!.includes(`| ${rule.defaultSeverity} |`), `README row of ${rule.id} gives severity ${rule.defaultSeverity}`);
    }
  });

  it('every rule, and the internal error, has a page titled with its id and name, listed in docs/rules.md', () => {
    for (const [id, name] of ALL_RULES) {
      const path = `docs/rules/${id}.md`;
      assert.ok(existsSync(repoPath(path)), `no ${path}`);
      assert.equal(page(path).split('\n')[0], `# ${id} ${name}`, `${path} is titled "${id} ${name}"`);
      assert.ok(RULES_INDEX.includes(`| [${id}](rules/${id}.md) | \`${name}\` |`), `docs/rules.md has no row for ${id}`);
    }
  });

  it('the diagnostic link and the SARIF helpUri of every rule point at its page on GitHub', () => {
    for (const [id] of ALL_RULES) {
      const url = `https://github.com/chunklens/chunklens/blob/HEAD/docs/rules/${id}.md`;
      assert.equal(ruleHref(id), url);
      assert.equal(helpUriOf(id), url);
    }
  });

  it('every strategy has a README table row linked to its page, and a row in docs/strategies.md', () => {
    for (const s of STRATEGIES) {
      assert.ok(tableRows.some((l) => l.startsWith(`| [\`${s.id}\`](docs/strategies/${s.id}.md) |`)), `README has no row for ${s.id}`);
      assert.ok(STRATEGIES_INDEX.includes(`| [\`${s.id}\`](strategies/${s.id}.md) |`), `docs/strategies.md has no row for ${s.id}`);
    }
  });

  it('every strategy has a page titled with its id that lists its budgets, and its arguments and release when it reproduces a library', () => {
    for (const s of STRATEGIES) {
      const path = `docs/strategies/${s.id}.md`;
      assert.ok(existsSync(repoPath(path)), `no ${path}`);
      const text = page(path);
      assert.equal(text.split('\n')[0], `# \`${s.id}\``, `${path} is titled with its id`);
      for (const [name, value] of Object.entries(s.defaults)) assert.ok(text.includes(`| \`${name}\` | ${value} |`), `${path} lists the budget ${name} = ${value}`);
      for (const [name, { default: value }] of Object.entries(s.options?.schema ?? {})) {
        assert.ok(text.includes(`| \`${name}\` | \`${JSON.stringify(value).replace(/\|/g, '\\|')}\` |`), `${path} lists the argument ${name} = ${JSON.stringify(value)}`);
      }
      if (s.library) assert.ok(text.includes(s.library.version), `${path} names the release ${s.library.version}`);
    }
  });

  it('every library strategy has cases from its library (transcribed tests or recorded outputs) in test/fixtures/langchain, llamaindex, chonkie, lightrag, haystack, semchunk, docling, mastra or text-splitter', () => {
    const files = ['langchain', 'llamaindex', 'chonkie', 'lightrag', 'haystack', 'semchunk', 'docling', 'mastra', 'text-splitter'].flatMap((d) => readdirSync(join(FIXTURES, d)).filter((f) => f.endsWith('.json')).map((f) => join(FIXTURES, d, f)));
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
