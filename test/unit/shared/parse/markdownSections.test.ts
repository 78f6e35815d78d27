import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { splitMarkdownSections } from '../../../../shared/parse/markdownSections';
import { parseMarkdown, parseSection } from '../../../../shared/parse/markdown';
import { syntaxOf } from '../../../../shared/parse/dialect';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';

const starts = (text: string) => splitMarkdownSections(text).map((s) => text.slice(s.start, s.start + 8));

describe('Markdown sections', () => {
  it('a new section starts at each ATX heading line', () => {
    assert.deepEqual(starts('intro\n# A\ntext\n## B\nmore\n'), ['intro\n# ', '# A\ntext', '## B\nmor']);
  });

  it('a heading inside a fenced code block does not start a section', () => {
    const text = '# A\n```sh\n# not a heading\n```\n# B\n';
    assert.deepEqual(starts(text), ['# A\n```s', '# B\n']);
  });

  it('a heading inside an HTML comment or front matter does not start a section', () => {
    const text = '---\n# yaml comment\n---\n# A\n<!--\n# hidden\n-->\n# B\n';
    assert.deepEqual(starts(text), ['---\n# ya', '# A\n<!--', '# B\n']);
  });

  it('in MDX a "# comment" line inside a template literal of a JSX attribute (biome getting-started.mdx) starts no section', () => {
    const text = '# Install\n\n<Code lang="shell" code={`\n# macOS arm\ncurl -L https://example.com/biome -o biome\n\n# Linux x64\ncurl -L https://example.com/biome-linux -o biome\n`} />\n\n## Next\n\nDone.\n';
    const starts = splitMarkdownSections(text, syntaxOf('mdx')).map((s) => text.slice(s.start, s.start + 12));
    assert.deepEqual(starts, ['# Install\n\n<', '## Next\n\nDon']);
    const analysis = analyze({ kind: 'markdown', text, documentId: 'getting-started.mdx', settings: resolveSettings({ dialect: 'mdx' }, 'markdown') });
    assert.deepEqual(analysis.findings.filter((f) => f.ruleId === 'CK100'), []);
    assert.equal(splitMarkdownSections(text).length, 3, 'in CommonMark the # line after the blank line is a heading');
  });

  it('in MDX a "# comment" line inside a quoted JSX attribute over several lines (tauri-docs distribute/index.mdx) starts no section', () => {
    const text = '# Bundling\n\n<CommandTabs\n  npm="npm run build -- --no-bundle\n# bundle outside the App Store\nnpm run bundle -- --bundles app"\n  yarn="yarn build --no-bundle\n# bundle for the App Store\nyarn bundle"\n/>\n\n## Versioning\n\nDone.\n';
    const starts = splitMarkdownSections(text, syntaxOf('mdx')).map((s) => text.slice(s.start, s.start + 12));
    assert.deepEqual(starts, ['# Bundling\n\n', '## Versionin']);
    const analysis = analyze({ kind: 'markdown', text, documentId: 'index.mdx', settings: resolveSettings({ dialect: 'mdx' }, 'markdown') });
    assert.deepEqual(analysis.findings.filter((f) => f.ruleId === 'CK100'), []);
  });

  it('sections cover the whole text in order', () => {
    const text = 'x\n# A\n\n~~~\n# no\n~~~\n## B\ny';
    const spans = splitMarkdownSections(text);
    assert.equal(spans[0].start, 0);
    assert.equal(spans[spans.length - 1].end, text.length);
    for (let i = 1; i < spans.length; i++) assert.equal(spans[i].start, spans[i - 1].end);
  });
});

describe('Markdown parser', () => {
  it('blocks carry exact UTF-16 spans and heading paths', () => {
    const text = '# Über 🚀\n\nPara one.\n\n## Sub\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- x\n  - y\n- z\n';
    const doc = parseMarkdown(text);
    for (const b of doc.blocks) assert.equal(text.slice(b.span.start, b.span.end), b.text);
    const kinds = doc.blocks.map((b) => b.kind);
    assert.deepEqual(kinds, ['heading', 'paragraph', 'heading', 'table', 'list']);
    assert.deepEqual(doc.blocks[3].headingPath, ['Über 🚀', 'Sub']);
    assert.equal(doc.blocks[3].parts?.length, 2, 'a table has one part per row (header first)');
    assert.equal(doc.blocks[4].parts?.length, 2, 'a list has one part per top-level item');
  });

  it('front matter, HTML comments and thematic breaks are typed, not paragraphs', () => {
    const doc = parseMarkdown('---\ntitle: x\n---\n\n<!-- note -->\n\ntext\n\n---\n\nmore\n');
    assert.deepEqual(doc.blocks.map((b) => b.kind), ['frontMatter', 'html', 'paragraph', 'thematicBreak', 'paragraph']);
    assert.equal(doc.blocks[1].meta?.comment, true);
  });

  it('a parsed section is reused from the cache when its text is unchanged', () => {
    const cache = new Map();
    parseMarkdown('# A\n\none\n\n# B\n\ntwo\n', cache);
    const cachedB = cache.get('# B\n\ntwo\n');
    assert.ok(cachedB);
    const doc = parseMarkdown('# A\n\nchanged\n\n# B\n\ntwo\n', cache);
    assert.equal(cache.get('# B\n\ntwo\n'), cachedB);
    assert.deepEqual(doc.blocks.map((b) => b.text), ['# A', 'changed', '# B', 'two']);
    assert.deepEqual(parseSection('# B\n\ntwo\n').map((b) => b.kind), ['heading', 'paragraph']);
  });
});
