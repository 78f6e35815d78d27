// The major version of a generator a site declares in its package.json (shared/sites/dependencyVersion.ts).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dependencyMajorVersion } from '../../../../shared/sites/dependencyVersion';

const manifest = (field: string, range: string) => JSON.stringify({ name: 'website', [field]: { '@docusaurus/core': range } });

describe('the major version a package.json depends on', () => {
  it('a range that names one major version gives it, in any dependency field', () => {
    const ranges: [string, string][] = [
      ['^2.3.1', '2'],
      ['~2.0.0-beta.21', '2'],
      ['2.x', '2'],
      ['2.0.0-alpha.70', '2'],
      ['3.6.3', '3'],
      ['>=3.1.0', '3'],
      ['workspace:^3.0.0', '3'],
      [' v2.4.0 ', '2'],
    ];
    for (const [range, major] of ranges) assert.equal(dependencyMajorVersion(manifest('dependencies', range), '@docusaurus/core'), major, range);
    assert.equal(dependencyMajorVersion(manifest('devDependencies', '^2.4.3'), '@docusaurus/core'), '2');
  });

  it('a range of several majors, a tag, a wildcard or an upper bound names none', () => {
    for (const range of ['^2 || ^3', 'latest', '*', '<3', 'github:facebook/docusaurus']) assert.equal(dependencyMajorVersion(manifest('dependencies', range), '@docusaurus/core'), undefined, range);
  });

  it('a package.json without the dependency, or text that is not JSON, names none', () => {
    assert.equal(dependencyMajorVersion(JSON.stringify({ dependencies: { docusaurus: '^1.14.7' } }), '@docusaurus/core'), undefined);
    assert.equal(dependencyMajorVersion('{ "dependencies": ', '@docusaurus/core'), undefined);
    assert.equal(dependencyMajorVersion('null', '@docusaurus/core'), undefined);
  });
});
