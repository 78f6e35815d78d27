// The Settings editor's view of chunklens: package.json's settings are what the registries generate, and every
// setting reads well there (a Markdown description, a description per enum value, a schema for budgets).

import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { buildSettingsContributions } from '../../../../server/config/settingsContributions';
import { STRATEGIES } from '../../../../shared/chunkers';
import { repoPath } from '../../../helpers/repoPath';

const PACKAGE_JSON = repoPath('package.json');

interface SettingSchema {
  markdownDescription?: string;
  enum?: string[];
  enumDescriptions?: string[];
  properties?: Record<string, SettingSchema>;
  additionalProperties?: unknown;
  default?: unknown;
}

describe('settings contributions', () => {
  it('package.json contributes exactly the generated settings (UPDATE_GOLDEN=1 rewrites them)', () => {
    const text = readFileSync(PACKAGE_JSON, 'utf8');
    const pkg = JSON.parse(text);
    const generated = buildSettingsContributions();
    if (process.env.UPDATE_GOLDEN === '1') {
      pkg.contributes.configuration.properties = generated;
      writeFileSync(PACKAGE_JSON, JSON.stringify(pkg, null, 2) + '\n');
    }
    assert.deepEqual(JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')).contributes.configuration.properties, generated);
  });

  it('every setting has a Markdown description of whole sentences, and every enum value a description', () => {
    for (const [key, schema] of Object.entries(buildSettingsContributions() as Record<string, SettingSchema>)) {
      assert.match(schema.markdownDescription ?? '', /^[A-Z`].*[.)]$/s, `${key}: markdownDescription`);
      if (!schema.enum) continue;
      assert.equal(schema.enumDescriptions?.length, schema.enum.length, `${key}: one enumDescription per value`);
      for (const [i, text] of schema.enumDescriptions!.entries()) assert.ok(text.trim().length > 10, `${key}: "${schema.enum[i]}" has no description`);
    }
  });

  it('budgets have a schema per strategy with its own budget names and reference defaults, and nothing else', () => {
    const budgets = (buildSettingsContributions() as Record<string, SettingSchema>)['chunklens.budgets'];
    assert.equal(budgets.additionalProperties, false);
    for (const strategy of STRATEGIES.filter((s) => Object.keys(s.defaults).length > 0)) {
      const own = budgets.properties![strategy.id];
      assert.ok(own, strategy.id);
      assert.equal(own.additionalProperties, false, strategy.id);
      assert.deepEqual(Object.fromEntries(Object.entries(own.properties!).map(([k, v]) => [k, v.default])), strategy.defaults, strategy.id);
      for (const [name, budget] of Object.entries(own.properties!)) assert.ok(budget.markdownDescription, `${strategy.id}.${name}`);
    }
  });

  it('a strategy setting offers only the strategies that read its input kind', () => {
    const settings = buildSettingsContributions() as Record<string, SettingSchema>;
    assert.ok(!settings['chunklens.strategy.markdown'].enum!.includes('mineru'));
    assert.deepEqual(settings['chunklens.strategy.mineru'].enum, ['', 'recursive', 'mineru']);
  });
});
