// The dialect registry (shared/parse/dialect.ts) is the one place a dialect is declared: the setting's values, the
// config's and the CLI's validation, the Settings editor's enum with a description per value, the configuration
// schema, `--help` and docs/dialects.md all name exactly its dialects, and each dialect reads its own syntax.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { USAGE } from '../../../../server/cli/args';
import { runCli } from '../../../../server/cli/main';
import { validateConfig } from '../../../../shared/config/config';
import { DIALECT_SETTINGS, DIALECTS, dialectSettingDescription, isDialectSetting, syntaxOf } from '../../../../shared/parse/dialect';
import { repoPath } from '../../../helpers/repoPath';

const ids = DIALECTS.map((d) => d.id);

interface EnumSchema {
  enum?: string[];
  enumDescriptions?: string[];
}

/** Every `"dialect"` property of the committed configuration schema (top level and per override). */
function schemaDialects(node: unknown, found: EnumSchema[] = []): EnumSchema[] {
  if (typeof node !== 'object' || node === null) return found;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'dialect' && typeof value === 'object' && value !== null && 'enum' in value) found.push(value as EnumSchema);
    else schemaDialects(value, found);
  }
  return found;
}

describe('dialect registry', () => {
  it('the dialect setting takes auto and every registered dialect, each once', () => {
    assert.equal(new Set(ids).size, ids.length);
    assert.deepEqual(DIALECT_SETTINGS, ['auto', ...ids]);
    for (const id of DIALECT_SETTINGS) assert.ok(isDialectSetting(id), id);
    assert.ok(!isDialectSetting('rst'));
  });

  it('package.json gives the chunklens.dialect setting every dialect, each with its registry description', () => {
    const setting = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')).contributes.configuration.properties['chunklens.dialect'] as EnumSchema;
    assert.deepEqual(setting.enum, DIALECT_SETTINGS);
    assert.deepEqual(setting.enumDescriptions, DIALECT_SETTINGS.map(dialectSettingDescription));
    for (const d of DIALECTS) assert.ok(d.description.length > 20, `${d.id} has a description`);
  });

  it('the configuration schema offers every dialect wherever it takes one', () => {
    const found = schemaDialects(JSON.parse(readFileSync(repoPath('schemas/chunklens.schema.json'), 'utf8')));
    assert.ok(found.length >= 2, 'the top level and the overrides take a dialect');
    for (const schema of found) assert.deepEqual(schema.enum, DIALECT_SETTINGS);
  });

  it('the configuration and the CLI accept every dialect and refuse another, naming them all', () => {
    for (const id of DIALECT_SETTINGS) assert.deepEqual(validateConfig({ dialect: id }).problems, [], id);
    const [problem] = validateConfig({ dialect: 'rst' }).problems;
    assert.equal(problem.message, `unknown dialect "rst" (expected one of ${DIALECT_SETTINGS.join(', ')})`);
    assert.ok(USAGE.includes(`[--dialect ${DIALECT_SETTINGS.join('|')}]`), '--help lists every dialect');
    let err = '';
    assert.equal(runCli(['chunk', 'x.md', '--dialect', 'rst'], { out: () => undefined, err: (t) => (err += t) }), 2);
    assert.match(err, new RegExp(`expected one of ${DIALECT_SETTINGS.join(', ')}\\)`));
  });

  it('docs/dialects.md has a row per dialect in its table of dialects, and no other', () => {
    const rows = readFileSync(repoPath('docs/dialects.md'), 'utf8').split('\n').map((l) => /^\| `([a-z][a-z0-9]*)`( \(default\))? \|/.exec(l)?.[1]).filter((id) => id !== undefined);
    assert.deepEqual([...rows].sort(), [...DIALECT_SETTINGS].sort());
  });

  it('each dialect reads a syntax of its own, and only commonmark reads nothing beyond CommonMark', () => {
    const syntaxes = ids.map((id) => JSON.stringify(syntaxOf(id)));
    assert.equal(new Set(syntaxes).size, ids.length, 'no two dialects read the same syntax');
    for (const id of ids) assert.equal(Object.values(syntaxOf(id)).some(Boolean), id !== 'commonmark', id);
  });
});
