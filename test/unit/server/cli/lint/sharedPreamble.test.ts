// Pages a generator writes with the same component definition at their top (saleor/saleor-docs api-reference/*,
// written by @graphql-markdown/docusaurus: `export const Bullet = () => (…)` on every page, then empty headings per
// enum value): their findings are the pipeline's; pages that share an import line, or too few pages, keep theirs.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { folderTree } from '../../../../helpers/folderTree';
import { runCli } from '../../../../../server/cli/main';

const tree = (files: Record<string, string>) => folderTree(files, 'shared-preamble');

/** The component @graphql-markdown pastes at the top of each page it writes. */
const BULLET = 'export const Bullet = () => (\n  <>\n    <span\n      style={{\n        fontWeight: "normal",\n        fontSize: ".5em",\n        color: "var(--ifm-color-secondary-darkest)",\n      }}\n    >\n      &nbsp;●&nbsp;\n    </span>\n  </>\n);';
const IMPORTS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';";

/** The values of an enum the schema gives no description, as the generator lists them. */
const VALUES = ['FORBIDDEN', 'GRAPHQL_ERROR', 'INVALID', 'INVALID_STATUS', 'INVALID_PERMISSION', 'INVALID_URL_FORMAT', 'NOT_FOUND', 'REQUIRED', 'UNIQUE'];

/** An enum's page: its values as headings with nothing under them. */
const ENUM_PAGE = (name: string, top: string) =>
  `---\napi_reference: true\nid: ${name.toLowerCase()}\ntitle: ${name}\n---\n\n${top}\n\nNo description\n\n### Values\n\n${VALUES.map((v) => `#### [<code>${v}</code>](#${v.toLowerCase()}) \\{#${v.toLowerCase()}\\}\n\n`).join('')}### Member Of\n\n[\`${name}Error\`](#) <Bullet />\n`;

interface JsonFinding {
  file: string;
  ruleId: string;
  pipeline?: { cause: string };
}

function lint(root: string): JsonFinding[] {
  let out = '';
  runCli(['lint', root, '--format', 'json', '--pipeline-findings', 'inline'], { out: (t) => (out += t), err: () => undefined, env: {} });
  return JSON.parse(out) as JsonFinding[];
}

const generated = (f: JsonFinding) => /opens with the same component definition as ten pages or more/.test(f.pipeline?.cause ?? '');

describe('pages that open with the same component definition', () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `ErrorCode${String.fromCharCode(65 + i)}`);
  // One enum per folder, as the generator writes them (`apps/enums/`, `taxes/enums/`): the run, not the folder, counts.
  const pages = (n: number, top: string) => tree(Object.fromEntries(names(n).map((name) => [`api-reference/${name.toLowerCase()}/enums/${name.toLowerCase()}.mdx`, ENUM_PAGE(name, top)])));

  it('ten pages across folders are a generator\'s: every empty value heading is the pipeline\'s', () => {
    const found = lint(pages(10, BULLET)).filter((f) => f.ruleId === 'CK003');
    assert.equal(found.length, 10);
    assert.ok(found.every(generated));
  });

  it('behind a `<head>` tag that keeps the page out of search engines (sablier-labs/docs, a newer @graphql-markdown), the definition is read the same', () => {
    const head = '<head>\n  <meta content="noindex" name="robots" />\n  <meta charset="utf-8" />\n</head>\n\n';
    const found = lint(pages(10, head + BULLET)).filter((f) => f.ruleId === 'CK003');
    assert.equal(found.length, 10);
    assert.ok(found.every(generated));
  });

  it('nine pages, or ten that share only imports, keep their findings the writer\'s', () => {
    for (const root of [pages(9, BULLET), pages(10, IMPORTS)]) {
      const found = lint(root).filter((f) => f.ruleId === 'CK003');
      assert.ok(found.length >= 9);
      assert.deepEqual(found.filter(generated), []);
    }
  });
});
