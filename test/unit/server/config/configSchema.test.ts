// The configuration's JSON schema: generated from the registries, committed where the editor and `$schema`
// find it, and in agreement with what the code accepts.

import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import Ajv from 'ajv';
import { buildConfigSchema } from '../../../../server/config/configSchema';
import { loadConfigFile } from '../../../../server/config/configFile';
import { REPO_ROOT } from '../../../helpers/repoPath';
import { nodeFiles } from '../../../../server/node/nodeFiles';

const ROOT = REPO_ROOT;
const SCHEMA_FILE = join(ROOT, 'schemas/chunklens.schema.json');

/** Problems the code finds in `config` (as a .chunklens.jsonc file). */
function codeProblems(config: object): string[] {
  return loadConfigFile('/virtual/.chunklens.jsonc', { read: () => JSON.stringify(config), files: nodeFiles }).problems.map((p) => p.message);
}

describe('configuration schema', () => {
  it('schemas/chunklens.schema.json is what the registries generate (UPDATE_GOLDEN=1 rewrites it)', () => {
    const generated = JSON.stringify(buildConfigSchema(), null, 2) + '\n';
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(SCHEMA_FILE, generated);
    assert.equal(readFileSync(SCHEMA_FILE, 'utf8'), generated);
  });

  it('package.json gives VS Code the schema for .chunklens.json and .chunklens.jsonc', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    assert.deepEqual(pkg.contributes.jsonValidation, [{ fileMatch: ['.chunklens.json', '.chunklens.jsonc'], url: './schemas/chunklens.schema.json' }]);
  });

  it('the schema and the code accept and reject the same configurations', () => {
    const validate = new Ajv({ strict: false }).compile(buildConfigSchema());
    const valid = [
      {},
      { $schema: './node_modules/chunklens/schemas/chunklens.schema.json', extends: '@team/config', ignores: ['drafts/**'] },
      { strategies: { markdown: 'adaptive-section', mineru: 'mineru' }, tokenizer: 'chars', tokenizerEngine: 'js' },
      { budgets: { 'markdown-spec': { maxTokens: 800, minTokens: 0 }, sentence: { maxChars: 1000 } }, rules: { CK001: 'error', 'orphan-heading': 'off' } },
      { overrides: [{ files: ['api/**'], rules: { 'split-table': 'warning' } }, { files: 'x.md', tokenizer: 'cl100k_base' }] },
      { dialect: 'mkdocs', pipelineFindings: 'inline', tokenizer: 'gpt2', options: { 'langchain-recursive': { chunk_size: 1000 } } },
    ];
    const invalid = [
      { unknown: 1 },
      { strategies: { mineru: 'markdown-spec' } },
      { budgets: { recursive: { maxChars: 10 } } },
      { budgets: { 'markdown-spec': { maxTokens: 0 } } },
      { rules: { 'no-such-rule': 'error' } },
      { rules: { CK001: 'fatal' } },
      { overrides: [{ tokenizer: 'chars' }] },
      { overrides: [{ files: '', tokenizer: 'chars' }] },
      { overrides: [{ files: ['*.md'], extends: './x.json' }] },
      { tokenizer: 'gpt3' },
      { options: { 'markdown-spec': { chunk_size: 10 } } },
      { dialect: 'rst' },
    ];
    for (const config of valid) {
      assert.equal(validate(config), true, `schema rejects ${JSON.stringify(config)}: ${JSON.stringify(validate.errors)}`);
      assert.deepEqual(codeProblems(config).filter((m) => !m.startsWith('extends: cannot find')), [], JSON.stringify(config));
    }
    for (const config of invalid) {
      assert.equal(validate(config), false, `schema accepts ${JSON.stringify(config)}`);
      assert.notDeepEqual(codeProblems(config), [], `code accepts ${JSON.stringify(config)}`);
    }
  });
});
