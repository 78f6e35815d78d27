// Configuration files: discovery up the folders, merging, extends, overrides, ignores, and every problem located.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { mergeConfigs } from '../../../../shared/config/configMerge';
import { ConfigResolver } from '../../../../server/config/configResolver';
import { ConfigFileError } from '../../../../server/config/configProblem';
import { nodeFiles } from '../../../../server/node/nodeFiles';
import { folderTree } from '../../../helpers/folderTree';

const tree = (files: Record<string, string>) => folderTree(files, 'config');

/** The problems a lenient resolver finds for `doc`, as `file:line:column message` with the root cut off. */
function problemsFor(root: string, doc: string): string[] {
  const resolver = new ConfigResolver({ strict: false, files: nodeFiles });
  resolver.configFor(join(root, doc));
  return [...resolver.problems().values()].flat().map((p) => `${p.file.slice(root.length + 1)}:${p.line}:${p.column} ${p.message}`);
}

describe('configuration files', () => {
  it('merging keeps the nearer value per key and merges budgets and rules key by key', () => {
    const merged = mergeConfigs(
      { tokenizer: 'chars', budgets: { 'markdown-spec': { maxTokens: 800, minTokens: 50 } }, rules: { 'chunk-too-large': 'error', 'orphan-heading': 'off' } },
      { tokenizer: 'o200k_base', budgets: { 'markdown-spec': { maxTokens: 600 }, recursive: { maxTokens: 300 } }, rules: { 'orphan-heading': 'warning' } },
    );
    assert.deepEqual(merged, {
      tokenizer: 'o200k_base',
      budgets: { 'markdown-spec': { maxTokens: 600, minTokens: 50 }, recursive: { maxTokens: 300 } },
      rules: { 'chunk-too-large': 'error', 'orphan-heading': 'warning' },
    });
  });

  it('every .chunklens.json and .chunklens.jsonc from the file up applies, the nearer winning per key', () => {
    const root = tree({
      '.chunklens.json': '{ "tokenizer": "chars", "rules": { "chunk-too-large": "error" }, "budgets": { "markdown-spec": { "maxTokens": 800 } } }',
      'guides/.chunklens.jsonc': '// guides are longer\n{ "budgets": { "markdown-spec": { "minTokens": 10, }, }, "rules": { "orphan-heading": "off" } }',
      'guides/deep/a.md': '# A\n',
    });
    const resolver = new ConfigResolver({ strict: true, files: nodeFiles });
    assert.deepEqual(resolver.configFor(join(root, 'guides/deep/a.md')), {
      tokenizer: 'chars',
      rules: { 'chunk-too-large': 'error', 'orphan-heading': 'off' },
      budgets: { 'markdown-spec': { maxTokens: 800, minTokens: 10 } },
    });
    assert.deepEqual(resolver.configFor(join(root, 'b.md')).rules, { 'chunk-too-large': 'error' });
  });

  it('extends takes a relative path or a package resolved from the config folder, and the extending file wins', () => {
    const root = tree({
      'node_modules/@team/chunklens-config/package.json': '{ "name": "@team/chunklens-config", "main": "config.json" }',
      'node_modules/@team/chunklens-config/config.json': '{ "tokenizer": "cl100k_base", "rules": { "split-table": "error" } }',
      'base.jsonc': '{ "extends": "@team/chunklens-config", "rules": { "orphan-heading": "off" }, "ignores": ["drafts/**"] }',
      'docs/.chunklens.json': '{ "extends": "../base.jsonc", "rules": { "split-table": "warning" } }',
    });
    const resolver = new ConfigResolver({ strict: true, files: nodeFiles });
    assert.deepEqual(resolver.configFor(join(root, 'docs/x.md')), {
      tokenizer: 'cl100k_base',
      rules: { 'split-table': 'warning', 'orphan-heading': 'off' },
    });
    assert.equal(resolver.isIgnored(join(root, 'docs/drafts/wip.md')), true, 'ignores from an extended file are relative to the extending one');
    assert.equal(resolver.isIgnored(join(root, 'docs/x.md')), false);
  });

  it('overrides apply to the files their globs match, after the settings of their file', () => {
    const root = tree({
      '.chunklens.json': JSON.stringify({
        tokenizer: 'chars',
        overrides: [
          { files: ['api/**/*.md'], tokenizer: 'cl100k_base', rules: { 'orphan-heading': 'off' } },
          { files: ['*.mdx.md', '!api/keep.mdx.md'], tokenizer: 'o200k_base' },
        ],
      }),
      'api/.chunklens.json': '{ "rules": { "orphan-heading": "error" } }',
    });
    const resolver = new ConfigResolver({ strict: true, files: nodeFiles });
    assert.deepEqual(resolver.configFor(join(root, 'api/v1/ref.md')), { tokenizer: 'cl100k_base', rules: { 'orphan-heading': 'error' } });
    assert.equal(resolver.configFor(join(root, 'guide.md')).tokenizer, 'chars');
    assert.equal(resolver.configFor(join(root, 'deep/x.mdx.md')).tokenizer, 'o200k_base', 'a glob without a slash matches at any depth');
    assert.equal(resolver.configFor(join(root, 'api/keep.mdx.md')).tokenizer, 'cl100k_base', '! takes a file back');
  });

  it('ignores match relative to their configuration file and allow ! exceptions', () => {
    const root = tree({ 'docs/.chunklens.json': '{ "ignores": ["generated/**", "*.draft.md", "!keep.draft.md"] }' });
    const resolver = new ConfigResolver({ strict: true, files: nodeFiles });
    assert.equal(resolver.isIgnored(join(root, 'docs/generated/api.md')), true);
    assert.equal(resolver.isIgnored(join(root, 'docs/a/b.draft.md')), true);
    assert.equal(resolver.isIgnored(join(root, 'docs/keep.draft.md')), false);
    assert.equal(resolver.isIgnored(join(root, 'generated/api.md')), false, 'outside the config folder');
  });

  it('every problem names its file, line and column', () => {
    const cases: [Record<string, string>, string[]][] = [
      [{ '.chunklens.json': '{\n  "tokenizer": "nope"\n}' }, ['.chunklens.json:2:3 tokenizer: unknown tokenizer "nope" (expected one of o200k_base, cl100k_base, p50k_base, r50k_base, gpt2, chars, utf16, bert-base-uncased)']],
      [{ '.chunklens.json': '{\n  "rules": {\n    "no-such-rule": "error"\n  }\n}' }, ['.chunklens.json:3:5 rules.no-such-rule: unknown rule "no-such-rule"']],
      [{ '.chunklens.json': '{ "tokenizer": "chars", }' }, ['.chunklens.json:1:25 JSON syntax error: PropertyNameExpected']],
      [{ '.chunklens.json': '// note\n{}' }, ['.chunklens.json:1:1 JSON syntax error: InvalidCommentToken']],
      [{ '.chunklens.json': '[1]' }, ['.chunklens.json:1:1 the configuration must be an object']],
      [{ '.chunklens.json': '{\n "extends": "./missing.json"\n}' }, [`.chunklens.json:2:2 extends: cannot find "./missing.json" from ${'ROOT'}`]],
      [{ '.chunklens.json': '{ "extends": "./b.json" }', 'b.json': '{\n\n "extends": "./.chunklens.json" }' }, ['b.json:3:2 circular extends: ROOT/.chunklens.json → ROOT/b.json → ROOT/.chunklens.json']],
      [{ '.chunklens.json': '{ "overrides": [\n { "files": ["*.md"], "budgets": { "recursive": { "maxChars": 5 } } }\n] }' }, ['.chunklens.json:2:51 budgets.recursive.maxChars: "maxChars" means nothing to strategy "recursive" (it accepts maxTokens, overlapTokens)']],
      [{ '.chunklens.json': '{ "overrides": [{ "tokenizer": "chars" }] }' }, ['.chunklens.json:1:17 overrides.0: "files" must list at least one glob']],
      [{ '.chunklens.json': '{ "ignores": "drafts" }' }, ['.chunklens.json:1:3 ignores: expected an array of non-empty strings (globs)']],
      [{ '.chunklens.json': '{ "$schema": 1, "extends": 2 }' }, ['.chunklens.json:1:3 $schema: expected a string', '.chunklens.json:1:17 extends: expected a path or package name, or an array of them']],
      [{ '.chunklens.json': '{}', '.chunklens.jsonc': '{}' }, [`.chunklens.jsonc:1:1 ROOT/.chunklens.json is in the same folder: keep one configuration file per folder`]],
    ];
    for (const [files, expected] of cases) {
      const root = tree(files);
      const got = problemsFor(root, 'doc.md').map((p) => p.split(root).join('ROOT'));
      assert.deepEqual(got, expected, JSON.stringify(files));
    }
  });

  it('requiredHeadings apply per glob through overrides, and a bad entry is located at its line and column', () => {
    const root = tree({
      '.chunklens.json': '{\n  "overrides": [\n    { "files": ["format/*.md"], "requiredHeadings": ["## Remarks", "#See also"] }\n  ]\n}',
    });
    assert.deepEqual(problemsFor(root, 'format/view.md'), ['.chunklens.json:3:68 requiredHeadings.1: expected a heading\'s text, optionally after 1 to 6 "#" and a space, got "#See also"']);
    const resolver = new ConfigResolver({ strict: false, files: nodeFiles });
    assert.deepEqual(resolver.configFor(join(root, 'format/view.md')).requiredHeadings, ['## Remarks']);
    assert.equal(resolver.configFor(join(root, 'guide.md')).requiredHeadings, undefined);
  });

  it('a strict resolver (the CLI) throws the first problem as file:line:column', () => {
    const root = tree({ 'a/.chunklens.json': '{\n  "tokenizer": "nope",\n  "rules": 3\n}' });
    const resolver = new ConfigResolver({ strict: true, files: nodeFiles });
    assert.throws(() => resolver.configFor(join(root, 'a/x.md')), (error: unknown) => {
      assert.ok(error instanceof ConfigFileError);
      assert.equal(error.message, `${join(root, 'a/.chunklens.json')}:2:3: invalid configuration: tokenizer: unknown tokenizer "nope" (expected one of o200k_base, cl100k_base, p50k_base, r50k_base, gpt2, chars, utf16, bert-base-uncased) (and 1 more)`);
      return true;
    });
  });
});
