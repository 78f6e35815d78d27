// MDX constructs that run over blank lines and hold lines that look like Markdown (an HTML comment in Docusaurus,
// an ESM block with a template literal, a `{/* … */}` comment): chunklens reads each as one block, where real MDX
// (test/helpers/realMdx.ts) reads one, with no CK100; where real MDX rejects the text, CK100 stays.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import { parseMarkdown } from '../../../../shared/parse/markdown';
import { splitMarkdownSections } from '../../../../shared/parse/markdownSections';
import { syntaxOf } from '../../../../shared/parse/dialect';
import { MAX_CONSTRUCT_LINES } from '../../../../shared/parse/mdxFlowLines';
import { realMdxBlocks, realMdxRejection, type MdxReader } from '../../../helpers/realMdx';

const MDX = syntaxOf('mdx');

/** Findings of rule CK100 when `text` is analysed as MDX. */
function notValidMdx(text: string): string[] {
  const settings = resolveSettings({ dialect: 'mdx' }, 'markdown');
  return analyze({ kind: 'markdown', text, documentId: 'page.mdx', settings }).findings.filter((f) => f.ruleId === 'CK100').map((f) => f.message);
}

/** Kind and span of each block chunklens reads (sections and regions as the product splits them). */
function ourBlocks(text: string): string[] {
  return parseMarkdown(text, undefined, 'mdx').blocks.map((b) => `${b.kind} ${b.span.start}–${b.span.end}`);
}

function realBlocks(text: string, reader: MdxReader): string[] {
  return realMdxBlocks(text, reader).map((b) => `${b.kind} ${b.start}–${b.end}`);
}

/** Real MDX compiles `text` and chunklens reads its blocks where real MDX does, with no CK100. */
function assertReadAsRealMdx(text: string, reader: MdxReader): void {
  assert.equal(realMdxRejection(text, reader), undefined, 'real MDX compiles it');
  assert.deepEqual(ourBlocks(text), realBlocks(text, reader));
  assert.deepEqual(notValidMdx(text), []);
}

/** Real MDX rejects `text`, and chunklens reports it with CK100. */
function assertRejectedLikeRealMdx(text: string, reader: MdxReader): void {
  assert.notEqual(realMdxRejection(text, reader), undefined, 'real MDX rejects it');
  assert.equal(notValidMdx(text).length, 1);
}

/** Paragraphs that make a construct or a section long (1 KB). */
const FILLER = Array.from({ length: 12 }, (_, i) => `Paragraph ${i} of the page, a sentence of text to make it longer.`).join('\n\n');

describe('MDX constructs over blank lines', () => {
  it('an HTML comment whose lines look like Markdown is one comment in Docusaurus MDX, and a heading in it is never a heading', () => {
    const texts = [
      'Text.\n\n<!--\n#### Creating tests\nExplain the tests.\n-->\n',
      'Text.\n\n<!-- hello\n\n## Adding product variants -->\n\nMore text.\n',
      `# Guide\n\n${FILLER}\n\n<!--\n## Old section\n\n${FILLER}\n-->\n\n## Next\n\nDone.\n`,
      '- Step one.\n\n  <!--\n  ## Hidden step\n  -->\n\n## After\n',
    ];
    for (const text of texts) {
      assertReadAsRealMdx(text, 'docusaurus');
      const headings = parseMarkdown(text, undefined, 'mdx').blocks.filter((b) => b.kind === 'heading').map((b) => b.meta?.headingText);
      assert.ok(!headings.some((h) => /Creating|Adding|Old|Hidden/.test(String(h))), `no heading from inside the comment: ${headings.join(', ')}`);
    }
  });

  it('an ESM function whose template literal spans blank lines and Markdown-looking lines is one ESM block (Nextra pages)', () => {
    // After shuding/nextra docs/app/docs/guide/ssg/page.mdx (MIT).
    const esm = [
      'export async function SSGPage() {',
      '  const stars = `{/* Via async components */}',
      'export async function Stars() {',
      "  const repo = await fetch('https://api.github.com/repos/example/example')",
      '  return <b>{repo.stars}</b>',
      '}',
      '`',
      '  const mdx = `${stars}',
      '',
      'The number above was generated at build time.',
      '',
      '## Example',
      '',
      '~~~mdx filename="MDX"',
      '${stars}',
      '~~~',
      '',
      '\\`\\`\\`js',
      'const re = /[{(]/',
      '\\`\\`\\`',
      '`',
      '  return <MDXRemote source={mdx} />',
      '}',
    ].join('\n');
    for (const text of [`# Static Rendering\n\n<SSGPage />\n\n${esm}\n\n## Next\n\nDone.\n`, `# Static Rendering\n\n${FILLER}\n\n${esm.replace('## Example', `${FILLER}\n\n## Example`)}\n\n${FILLER}\n`]) {
      assertReadAsRealMdx(text, 'mdx');
      assert.equal(parseMarkdown(text, undefined, 'mdx').blocks.filter((b) => b.meta?.syntax === 'esm').length, 1);
    }
  });

  it('a {/* … */} comment over blank lines that holds Markdown is one expression', () => {
    // After shuding/nextra docs/app/docs/blog-theme/start/page.mdx (MIT).
    const text = '<ExampleCode example="blog" />\n\n{/*\n\n### Create Blog Theme Config\n\nLastly, create `theme.config.jsx`:\n\n```jsx filename="theme.config.jsx"\nexport default {\n  footer: <p>MIT</p>\n}\n```\n\n*/}\n\n## Run\n\nDone.\n';
    assertReadAsRealMdx(text, 'mdx');
    assert.deepEqual(
      parseMarkdown(text, undefined, 'mdx').blocks.map((b) => b.meta?.headingText ?? b.meta?.syntax ?? b.kind),
      ['jsx', 'expression', 'Run', 'paragraph'],
    );
  });

  it('a {/* … */} comment that holds a ::: admonition is one expression, no container is cut out of it', () => {
    // After ton-community/ton-docs docs/v3/guidelines/quick-start/developing-smart-contracts/func-tolk-folder/deploying-to-network.mdx (CC BY-SA 4.0).
    const text = 'Intro.\n\n{/*### One to rule them all\n\nAn idea for later:\n\n```tact\ninit(id: Int) {\n    self.id = id;\n}\n```\n\n:::info Tokens\nEach jetton needs its own wallet.\n:::\n*/}\n## Implementation\n\nDone.\n';
    assertReadAsRealMdx(text, 'mdx');
    assert.deepEqual(notValidMdx(text), []);
    assert.deepEqual(
      parseMarkdown(text, undefined, 'mdx').blocks.map((b) => b.meta?.headingText ?? b.meta?.syntax ?? b.kind),
      ['paragraph', 'expression', 'Implementation', 'paragraph'],
    );
  });

  it('an ESM block that is complete at a blank line ends there: the heading after it starts a section', () => {
    const cases = [
      'export const meta = { title: "x" }\n\n## Usage\n',
      'export const pattern = /[{]/\n\n## Usage\n',
      "export const brace = '{'\n\n## Usage\n",
      'export const f = () => {\n  // a } in a comment\n}\n\n## Usage\n',
    ];
    for (const text of cases) {
      assertReadAsRealMdx(text, 'mdx');
      assert.equal(splitMarkdownSections(text, MDX).length, 2, text);
    }
  });

  it('an ESM block that is not complete at a blank line goes on past it (an arrow, an operator, an open bracket)', () => {
    for (const text of ['export const f = () =>\n\n  1\n\n## Usage\n', 'export const a = 1 +\n\n2\n\n## Usage\n', "export const list = [\n\n'## not a heading',\n]\n\n## Usage\n"]) {
      assert.equal(realMdxRejection(text, 'mdx'), undefined);
      assert.deepEqual(ourBlocks(text), realBlocks(text, 'mdx'));
    }
  });

  it('where real MDX rejects the text, chunklens still reports CK100 (unclosed comment, comment expression, ESM)', () => {
    assertRejectedLikeRealMdx('Text.\n\n<!--\n## Creating tests\n\nExplain.\n', 'docusaurus');
    assertRejectedLikeRealMdx('Text.\n\n{/*\n\n### Create Blog Theme Config\n\nText.\n', 'mdx');
    assertRejectedLikeRealMdx('export function Demo() {\n  const code = `\n## Usage\n`\n\n## Next\n', 'mdx');
    assertRejectedLikeRealMdx('export const a = {\n\n## Usage\n}\n', 'mdx');
  });

  it('an expression or ESM block that never closes holds boundaries back for a bounded number of lines, so a long page stays linear', () => {
    const sections = (n: number) => Array.from({ length: n }, (_, i) => `## Section ${i}\n\nText of section ${i}, a sentence or two.\n\n- one\n- two\n\n`).join('');
    for (const open of ['Text.\n\n{/*\n', 'export function Demo() {\n']) {
      const starts = splitMarkdownSections(open + sections(200), MDX).map((s) => s.start);
      const firstAfter = (open + sections(200)).split('\n').slice(0, MAX_CONSTRUCT_LINES + 16).join('\n').length;
      assert.ok(starts.length > 100 && starts[1] <= firstAfter, `${JSON.stringify(open)}: sections start again after ${MAX_CONSTRUCT_LINES} lines`);
      const cpuMs = (n: number) => {
        const before = process.cpuUsage();
        assert.equal(notValidMdx(open + sections(n)).length, 1);
        const used = process.cpuUsage(before);
        return (used.user + used.system) / 1000;
      };
      cpuMs(100);
      const small = cpuMs(500);
      const large = cpuMs(4000);
      assert.ok(large < 24 * small + 400, `${JSON.stringify(open)}: ${small.toFixed(0)} ms CPU, then ${large.toFixed(0)} ms at 8x`);
    }
  });
});
