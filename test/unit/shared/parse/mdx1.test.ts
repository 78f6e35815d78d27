// MDX 1 as remark-mdx 1.6 reads it (dialect mdx1, Docusaurus 2): JSX and ESM blocks up to a blank line over
// CommonMark, and CK100 only where MDX 1 itself fails to compile a page. Cases marked "remark-mdx 1.6" are
// transcribed from mdx-js/mdx at tag v1.6.22, packages/remark-mdx/test/test.js and test/fixtures/import-export.js.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze, createAnalysisCache, type Analysis } from '../../../../shared/engine/engine';
import { scanJsxTags } from '../../../../shared/parse/jsxTags';
import { readFixture } from '../../../helpers/analyzeText';
import { randomEdit, seededRandom } from '../../../helpers/randomEdits';

function run(text: string, cache?: ReturnType<typeof createAnalysisCache>): Analysis {
  const settings = resolveSettings({ dialect: 'mdx1', budgets: { 'markdown-spec': { maxTokens: 120, targetTokens: 80 } } }, 'markdown', {}, { fileName: 'page.md' });
  return analyze({ kind: 'markdown', text, documentId: 'page.md', settings }, cache);
}

/** Each block as `kind` (or `marker:syntax:role`) and its first line. */
function blocks(text: string): string[] {
  return run(text).doc.blocks.map((b) => `${b.kind === 'marker' ? `marker:${String(b.meta?.syntax)}:${String(b.meta?.role)}` : b.kind} ${b.text.split('\n')[0]}`);
}

/** The CK100 findings as `line: message`. */
function malformed(text: string): string[] {
  const a = run(text);
  return a.findings.filter((f) => f.ruleId === 'CK100').map((f) => `${text.slice(0, f.span.start).split('\n').length}: ${f.message}`);
}

describe('MDX 1 blocks', () => {
  it('a line that starts with a JSX tag opens a block up to the next blank line, over a heading line and after a paragraph line', () => {
    assert.deepEqual(blocks('Intro line\n<Tabs>\n<TabItem value="a">\n## Not a heading\n\nBody.\n\n</TabItem>\n</Tabs>\n'), [
      'paragraph Intro line',
      'html <Tabs>',
      'paragraph Body.',
      'marker:jsx:close </TabItem>',
    ]);
  });

  it('remark-mdx 1.6: block-level elements, fragments and components are never wrapped in a paragraph', () => {
    const text = "<Baz>\n  Hi!\n</Baz>\n\n<Paragraph bg='red.500' color='white'>Foo</Paragraph>\n\n<Button>\n  Hi!\n</Button>\n\n<>Foo</>\n\n<>\n  Foo\n</>\n\n<h1>Hello, world!</h1>\n";
    assert.deepEqual(run(text).doc.blocks.map((b) => b.kind), ['html', 'html', 'html', 'html', 'html', 'html']);
  });

  it('tags alone are markers: opening, closing, standing alone, and a closing line then an opening one are two markers', () => {
    assert.deepEqual(blocks('<Tabs groupId="os">\n  <TabItem value="mac" default>\n\nText.\n\n  </TabItem>\n  <TabItem value="linux">\n\nMore.\n\n  </TabItem>\n</Tabs>\n\n<Location sectionName="devices" />\n'), [
      'marker:jsx:open <Tabs groupId="os">',
      'paragraph Text.',
      'marker:jsx:close </TabItem>',
      'marker:jsx:open <TabItem value="linux">',
      'paragraph More.',
      'marker:jsx:close </TabItem>',
      'marker:jsx:self <Location sectionName="devices" />',
    ]);
  });

  it('an import or export line at the top level is an ESM block up to a blank line; in a list or after a paragraph line it is text', () => {
    assert.deepEqual(blocks("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n- import the file\n\nSee below\nexport the data.\n"), [
      'marker:esm:self import Tabs from \'@theme/Tabs\';',
      'list - import the file',
      'paragraph See below',
    ]);
  });

  it('the rest is CommonMark: autolinks and braces are prose, HTML comments are comments, indented code is code, <pre> ends at its closing tag', () => {
    const a = run('See <https://example.org/docs> and {braces}.\n\n<!-- markdownlint-disable -->\n\n    npm install\n\n<pre>\n\nkept\n</pre>\n');
    assert.deepEqual(
      a.doc.blocks.map((b) => [b.kind, b.meta?.comment ?? null]),
      [['paragraph', null], ['html', true], ['code', null], ['html', false]],
    );
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK100'), []);
  });

  it('remark-parse 8: an empty line after a blank one ends a list, so a closing tag indented under the list closes its JSX block', () => {
    const text = '<Tabs>\n  <TabItem value="a">\n\n- [CodeSandbox](https://example.org)\n\n\n  </TabItem>\n</Tabs>\n';
    assert.deepEqual(blocks(text), ['marker:jsx:open <Tabs>', 'list - [CodeSandbox](https://example.org)', 'marker:jsx:close </TabItem>']);
    assert.deepEqual(malformed(text), []);
    assert.deepEqual(blocks('- item\n\n   \n  still the item\n'), ['list - item'], 'a line of spaces is blank but not empty');
    assert.deepEqual(
      blocks('- item\n\n\n  code after the list\n').map((b) => b.split(' ')[0]),
      ['list', 'paragraph'],
    );
  });

  it('a chunklens suppression comment is an HTML comment in MDX 1', () => {
    assert.deepEqual(malformed('<!-- chunklens-disable-next-line CK100 -->\n<br>\n'), []);
  });
});

describe('where MDX 1 fails to compile a page', () => {
  it('a JSX tag at a line\'s start that is never closed, and a closing tag that closes nothing, are CK100 at their block', () => {
    assert.deepEqual(malformed('# Page\n\nA picture:\n<img src="a.png">\n\n<br>\n\nText.\n\n</Steps>\n'), [
      '4: Not valid MDX 1, which fails to compile the page: the JSX tag <img> is never closed (a tag without content is written <img />)',
      '6: Not valid MDX 1, which fails to compile the page: the JSX tag <br> is never closed (a tag without content is written <br />)',
      '10: Not valid MDX 1, which fails to compile the page: the closing tag </Steps> closes no open tag',
    ]);
  });

  it('remark-parse 8: a list item takes the lazy lines after it, so a JSX block opened under an item\'s paragraph closes its tag there (parca-dev/docs quickstart.mdx); a heading line still ends the item', () => {
    const item = '# Quick Start\n\n1. Download the binary\n<WithVersions language="bash">\n    { versions =>\n        <CodeBlock>curl -sL x</CodeBlock>\n    }\n</WithVersions>\n\n2. Run Parca\n';
    assert.deepEqual(malformed(item), []);
    assert.deepEqual(malformed('# Q\n\n- Download\n<Note>\nfoo\n</Note>\n'), []);
    assert.deepEqual(blocks('# Q\n\n- item\n<Note>\n## Later\n').map((b) => b.split(' ')[0]), ['heading', 'list', 'heading']);
  });

  it('tags pair across the whole page: a <Tabs> closed after a heading, in a later section, is no problem', () => {
    const text = `<Tabs>\n<TabItem value="a">\n\n## Inside the tab\n\n${'Long text of the tab. '.repeat(200)}\n\n</TabItem>\n</Tabs>\n`;
    assert.deepEqual(malformed(text), []);
  });

  it('a closing tag that skips an open one reports the skipped one as never closed', () => {
    assert.deepEqual(malformed('<details>\n\n<br>\n\nText.\n\n</details>\n'), [
      '3: Not valid MDX 1, which fails to compile the page: the JSX tag <br> is never closed (a tag without content is written <br />)',
    ]);
  });

  it('where a tag or an expression of a block runs past its blank line, the page\'s tags are not known and nothing is said', () => {
    assert.deepEqual(malformed('<>\n  {props.debug && <div>\n\nText for debug builds.\n\n</div>}\n</>\n\n<br>\n'), []);
  });

  it('an ESM block that is not JavaScript is a CK100; remark-mdx 1.6\'s import and export fixtures are not', () => {
    assert.deepEqual(malformed('# Setup\n\nimport the settings file first.\n').map((m) => m.replace(/ \(.*$/, '')), [
      '3: Not valid MDX 1, which fails to compile it: a block that starts with import or export must be JavaScript',
    ]);
    const fixtures = [
      'export default props => <article {...props} />',
      "import Layout from './Foo'\n\nexport default Layout",
      "import Foo from './foo'\nexport default props => <article {...props} />",
      'export const metadata = { some: "stuff" }',
      'export const metadata = {\n  some: "stuff"\n}',
      'export default props => (\n  <main {...props} />\n)',
      "export * from './foo'",
    ];
    for (const mdx of fixtures) assert.deepEqual(malformed(`${mdx}\n`), [], mdx);
  });
});

describe('JSX tags of a block', () => {
  it('attribute values and expressions are skipped as JavaScript: a > or a tag inside them is not a tag', () => {
    const scan = scanJsxTags('<Code title="a > b" render={() => <Inner />} code={`x ${"}"} y`}>\n  {`</Code>`}\n</Code>');
    assert.deepEqual(scan.tags.map((t) => `${t.kind} ${t.name}`), ['open Code', 'close Code']);
    assert.equal(scan.text, false);
  });

  it('a < that starts no tag is text, and text beside tags is seen', () => {
    assert.deepEqual(scanJsxTags('<p>a < b</p>'), { tags: [{ name: 'p', kind: 'open', start: 0 }, { name: 'p', kind: 'close', start: 8 }], text: true, unterminated: false });
  });

  it('a tag or expression that runs to the end stops the scan, and many of them stay linear', () => {
    assert.equal(scanJsxTags('<Foo bar={{\n  a: 1').unterminated, true);
    const many = '<a b="x" '.repeat(20000);
    const started = performance.now();
    scanJsxTags(many);
    scanJsxTags('<a {'.repeat(20000));
    assert.ok(performance.now() - started < 500);
  });
});

describe('incremental analysis in MDX 1', () => {
  /** Lines that open, close and break MDX 1's blocks, typed at line starts between random edits. */
  const SNIPPETS = ['<Tabs>\n', '</Tabs>\n', '<TabItem value="x">\n', '</TabItem>\n', '<br>\n', "import A from './a';\n", 'export the data\n', '\n', '## Heading\n', '<!-- note -->\n', '{\n', '- item\n', '  indented\n'];

  it('after every edit of a long random sequence, the cached analysis equals a fresh one: blocks, chunks and findings', () => {
    for (const [n, file] of ['docusaurus2-detox.md', 'mdx1-invalid.md'].entries()) {
      const random = seededRandom(4100 + n);
      let text = readFixture('dialects', file);
      const cache = createAnalysisCache();
      run(text, cache);
      for (let step = 0; step < 150; step++) {
        if (random() < 0.5) text = randomEdit(text, random);
        else {
          const lineStart = text.lastIndexOf('\n', Math.floor(random() * text.length)) + 1;
          text = text.slice(0, lineStart) + SNIPPETS[Math.floor(random() * SNIPPETS.length)] + text.slice(lineStart);
        }
        const incremental = run(text, cache);
        const fresh = run(text);
        const where = `${file}, step ${step}`;
        assert.deepEqual(incremental.doc.blocks, fresh.doc.blocks, where);
        assert.deepEqual(incremental.chunks.map((c) => [c.id, c.content, c.spans]), fresh.chunks.map((c) => [c.id, c.content, c.spans]), where);
        assert.deepEqual(incremental.findings, fresh.findings, where);
      }
    }
  });
});
