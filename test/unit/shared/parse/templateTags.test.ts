// Template syntax of documentation sites (Hugo shortcodes, Liquid / GitBook tags, mdBook preprocessor lines,
// kramdown attribute lists) on real excerpts (test/fixtures/dialects) and small written cases: tag lines are
// markers kept with what they open or close, bodies of paired tags are read as Markdown, bodies that are not
// Markdown (highlight, comment, raw) are never headings nor section starts, and incremental parsing equals a
// parse from scratch after edits in and around tags.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze, type Analysis } from '../../../../shared/engine/engine';
import { syntaxOf, type DialectSetting, type MarkdownDialect } from '../../../../shared/parse/dialect';
import { parseMarkdownIncremental, type MarkdownParseState } from '../../../../shared/parse/incrementalMarkdown';
import { splitSectionRegions } from '../../../../shared/parse/markdownRegions';
import { splitMarkdownSections } from '../../../../shared/parse/markdownSections';
import { readFixture } from '../../../helpers/analyzeText';
import { randomReplacement, seededRandom } from '../../../helpers/randomEdits';

function run(file: string, dialect: DialectSetting, text = readFixture('dialects', file)): Analysis {
  const settings = resolveSettings({ dialect }, 'markdown', {}, { fileName: file });
  return analyze({ kind: 'markdown', text, documentId: file, settings });
}

/** `kind:syntax:role` of each block (syntax and role for markers only). */
function kinds(a: Analysis): string[] {
  return a.doc.blocks.map((b) => (b.kind === 'marker' ? `marker:${String(b.meta?.syntax)}:${String(b.meta?.role)}${b.meta?.comment ? ':comment' : ''}` : b.kind));
}

function headings(a: Analysis): string[] {
  return a.doc.blocks.filter((b) => b.kind === 'heading').map((b) => String(b.meta?.headingText));
}

const TAG_SYNTAX = /\{\{[<%][\s\S]*?[>%]\}\}|\{%[\s\S]*?%\}|\{\{#[^}]*\}\}|^\{:[^\n]*\}$/gm;

const FIXTURES: Array<[string, MarkdownDialect]> = [
  ['hugo-shortcodes.md', 'hugo'],
  ['jekyll-liquid.md', 'jekyll'],
  ['gitbook-blocks.md', 'gitbook'],
  ['mdbook-directives.md', 'mdbook'],
  ['obsidian-templater.md', 'obsidian'],
];

describe('template tags in every site dialect', () => {
  it('no chunk of a real excerpt is only tag syntax (but for an include, which stands for what it pulls in), and every tag line of it is a marker or code', () => {
    for (const [file, dialect] of FIXTURES) {
      const a = run(file, dialect);
      for (const c of a.chunks) {
        const include = /^\{%-? *include|^\{\{[<%] *include|^\{\{#include/m.test(c.content);
        if (!include) assert.notEqual(c.content.replace(TAG_SYNTAX, '').trim(), '', `${file}: chunk ${c.index + 1} is only tags: ${c.content}`);
      }
      for (const b of a.doc.blocks) {
        if (b.kind === 'paragraph') assert.ok(!/^(?:\{\{[<%#]|\{%|\{:)/m.test(b.text), `${file}: a tag line read as paragraph text: ${b.text}`);
      }
    }
  });

  it('read as CommonMark, the same closing tags are chunks of their own', () => {
    const a = run('gitbook-blocks.md', 'commonmark');
    assert.ok(a.chunks.some((c) => /^\{% endtab %\}\s*\{% endtabs %\}$/.test(c.content.trim())));
  });
});

describe('Hugo shortcodes', () => {
  it('a paired shortcode opens and closes its body, which is read as Markdown', () => {
    const a = run('hugo-shortcodes.md', 'hugo');
    const at = a.doc.blocks.findIndex((b) => b.text.startsWith('{{< details summary'));
    assert.deepEqual(kinds(a).slice(at, at + 3), ['marker:shortcode:open', 'paragraph', 'marker:shortcode:close']);
    const chunk = a.chunks.find((c) => c.content.includes('{{< /details >}}'));
    assert.ok(chunk?.content.includes('This is a **bold** word.'), 'the closer stays with the body it closes');
  });

  it('a heading inside a paired shortcode is a heading, and the opener goes with it', () => {
    const text = '# Page\n\nIntro.\n\n```go\nx := 1\n```\n\n{{% tab "One" %}}\n## Inside\n\nBody text.\n{{% /tab %}}\n';
    const a = run('tab.md', 'hugo', text);
    assert.deepEqual(headings(a), ['Page', 'Inside']);
    assert.deepEqual(kinds(a).slice(-4), ['marker:shortcode:open', 'heading', 'paragraph', 'marker:shortcode:close']);
    const chunk = a.chunks.find((c) => c.content.includes('Body text.'));
    assert.ok(chunk?.content.startsWith('{{% tab "One" %}}') && chunk.content.endsWith('{{% /tab %}}'), chunk?.content);
    assert.deepEqual(chunk?.headingsPath, ['Page', 'Inside']);
  });

  it('standalone, self-closing, multi-line and include shortcodes are single markers; inline ones stay text', () => {
    const a = run('hugo-shortcodes.md', 'hugo');
    const marker = (start: string) => a.doc.blocks.find((b) => b.text.startsWith(start));
    assert.deepEqual(marker('{{< new-in')?.meta, { syntax: 'shortcode', role: 'self' });
    assert.deepEqual(marker('{{< per-lang-config-keys')?.meta, { syntax: 'shortcode', role: 'self' });
    assert.deepEqual(marker('{{% include')?.meta, { syntax: 'include', role: 'self' });
    const img = marker('{{< img');
    assert.ok(img?.kind === 'marker' && img.text.endsWith('>}}') && img.text.split('\n').length === 7);
    const inline = run('x.md', 'hugo', 'This is some {{< hl >}}fmt.Println("inline"){{< /hl >}} code.\n');
    assert.deepEqual(kinds(inline), ['paragraph']);
  });

  it('a code shortcode body is code: its `#` lines are neither headings nor section starts', () => {
    const text = '# Config\n\n{{< code-toggle file=hugo >}}\n# a TOML comment\n[params]\nkey = 1\n{{< /code-toggle >}}\n\n{{< highlight go >}}\n# not a heading\n{{< /highlight >}}\n\nAfter.\n';
    const a = run('code.md', 'hugo', text);
    assert.deepEqual(headings(a), ['Config']);
    assert.deepEqual(kinds(a), ['heading', 'code', 'code', 'paragraph']);
    assert.equal(a.doc.blocks[2].meta?.lang, 'go');
    assert.equal(splitMarkdownSections(text, syntaxOf('hugo')).length, 1);
    assert.equal(splitMarkdownSections(text).length, 3, 'CommonMark cuts a section at each `#` line');
  });

  it('a code-tabs shortcode holds Markdown: its tabs\' prose and fences are blocks (platformsh-docs create-apps/image-properties/relationships.md, CC-BY-SA-4.0)', () => {
    const text = '# Relationships\n\n{{< codetabs >}}\n\n+++\ntitle=Using default endpoints\n+++\n\nUse the following configuration:\n\n```yaml\nrelationships:\n  mariadb:\n```\n\n{{< /codetabs >}}\n\nAfter.\n';
    assert.deepEqual(kinds(run('relationships.md', 'hugo', text)), ['heading', 'marker:shortcode:open', 'paragraph', 'paragraph', 'code', 'marker:shortcode:close', 'paragraph']);
  });

  it('a code shortcode indented under a list item takes its body whole, though the body goes back to the margin', () => {
    // After sensu/sensu-docs content/sensu-go/6.14/operations/deploy-sensu/secure-postgres.md (MIT): Hugo replaces the call before Markdown is read.
    const text = '# TLS\n\n3. Edit `postgresql.conf` to enable TLS:\n\n   {{< code shell "RHEL family" >}}\n# vim /var/lib/pgsql/14/data/postgresql.conf\n\n# - SSL -\n\nssl = on\n{{< /code >}}\n\n4. Restart PostgreSQL.\n';
    const a = run('secure-postgres.md', 'hugo', text);
    assert.deepEqual(headings(a), ['TLS']);
    assert.ok(a.doc.blocks.some((b) => b.kind === 'code' && b.text.includes('ssl = on')));
    assert.equal(splitMarkdownSections(text, syntaxOf('hugo')).length, 1);
  });

  it('an escaped shortcode in a fence stays code', () => {
    const a = run('hugo-shortcodes.md', 'hugo');
    assert.ok(a.doc.blocks.some((b) => b.kind === 'code' && b.text.includes('{{</* details')));
  });
});

describe('Liquid tags (Jekyll, GitBook)', () => {
  it('`{% raw %}` delimiters are raw markers and no tag is read between them', () => {
    const text = 'Before.\n\n{% raw %}\n{% if page.title %}\nText {{ page.title }}\n{% endif %}\n{% endraw %}\n\nAfter.\n';
    const a = run('raw.md', 'jekyll', text);
    assert.deepEqual(kinds(a), ['paragraph', 'marker:raw:open', 'paragraph', 'marker:raw:close', 'paragraph']);
    const inline = run('raw.md', 'jekyll', 'Inline {% raw %}{{ x }}{% endraw %} stays text.\n');
    assert.deepEqual(kinds(inline), ['paragraph']);
  });

  it('`{% highlight %}` is one code block and `{% comment %}` is not content; neither holds a heading', () => {
    const text = '# Page\n\nIntro.\n\n{% highlight ruby %}\n# a Ruby comment\n\n## still Ruby\ndef foo; end\n{% endhighlight %}\n\n{%- comment -%}\n## Hidden\n\nNot content.\n{%- endcomment -%}\n\nAfter.\n';
    const a = run('hl.md', 'jekyll', text);
    assert.deepEqual(headings(a), ['Page']);
    assert.deepEqual(kinds(a), ['heading', 'paragraph', 'code', 'marker:template-tag:self:comment', 'paragraph']);
    assert.equal(a.doc.blocks[2].meta?.lang, 'ruby');
    assert.ok(!a.chunks.some((c) => c.content.includes('Not content.')));
    assert.equal(splitMarkdownSections(text, syntaxOf('jekyll')).length, 1);
    assert.equal(splitMarkdownSections(text).length, 4, 'CommonMark cuts a section at each `#` line');
    const inside = (o: number) => (o > text.indexOf('{% highlight') && o <= text.indexOf('{% endhighlight')) || (o > text.indexOf('{%- comment') && o <= text.indexOf('{%- endcomment'));
    assert.ok(!splitSectionRegions(text, 0, text.length, 10, syntaxOf('jekyll')).some(inside), 'no region starts inside');
    assert.ok(splitSectionRegions(text, 0, text.length, 10).some(inside), 'read as CommonMark, regions start inside');
  });

  it('a highlight holding raw (Jekyll upgrade guide) is one code block', () => {
    const a = run('jekyll-liquid.md', 'jekyll');
    const code = a.doc.blocks.find((b) => b.text.startsWith('{% highlight diff %}'));
    assert.equal(code?.kind, 'code');
    assert.ok(code?.text.endsWith('{% endhighlight %}'));
  });

  it('GitBook tabs, hints, embeds and content references open and close Markdown bodies', () => {
    const a = run('gitbook-blocks.md', 'gitbook');
    const roles = (start: string) => a.doc.blocks.filter((b) => b.text.startsWith(start)).map((b) => `${String(b.meta?.syntax)}:${String(b.meta?.role)}`);
    assert.deepEqual(roles('{% tabs'), ['template-tag:open']);
    assert.deepEqual(roles('{% tab '), ['template-tag:open', 'template-tag:open']);
    assert.deepEqual(roles('{% endtab'), ['template-tag:close', 'template-tag:close', 'template-tag:close']);
    assert.deepEqual(roles('{% embed'), ['include:self', 'include:open']);
    assert.deepEqual(roles('{% content-ref'), ['include:open', 'include:open']);
    assert.ok(a.doc.blocks.some((b) => b.kind === 'list' && b.text.includes('Introduction to emBlue')), 'a tab body holds a list');
  });

  it('an include tag is a self-standing include marker, and a trailing one is left out of heading text', () => {
    const a = run('jekyll-liquid.md', 'jekyll');
    assert.ok(headings(a).includes('Theme Variables'));
    assert.ok(a.doc.blocks.filter((b) => b.text.startsWith('{% include')).every((b) => b.meta?.syntax === 'include' && b.meta?.role === 'self'));
  });
});

describe('kramdown attribute lists', () => {
  it('an attribute list belongs to the block next to it and is not chunk content', () => {
    const a = run('jekyll-liquid.md', 'jekyll');
    const ial = (start: string) => a.doc.blocks.find((b) => b.text.startsWith(start))?.meta?.role;
    assert.equal(ial('{: .note .warning}'), 'open', 'before a paragraph, after a blank line');
    assert.equal(ial('{: #theme-variables }'), 'close', 'right under a heading');
    assert.ok(!a.chunks.some((c) => c.content.includes('{: #theme-variables }') || c.content.includes('{: .note .warning}')));
    const toc = run('toc.md', 'jekyll', '# Page\n\n* TOC\n{:toc}\n\nText.\n');
    assert.deepEqual(kinds(toc), ['heading', 'list', 'marker:attributes:close', 'paragraph']);
  });

  it('a heading attribute list is left out of the heading text', () => {
    const a = run('h.md', 'jekyll', '## Custom Sorting {: #custom-sorting .x}\n\nText.\n');
    assert.deepEqual(headings(a), ['Custom Sorting']);
  });
});

describe('mdBook preprocessor lines', () => {
  it('an include line is an include marker, and inside a fence it stays code', () => {
    const a = run('mdbook-directives.md', 'mdbook');
    assert.deepEqual(a.doc.blocks.find((b) => b.text.startsWith('{{#include arg-watcher'))?.meta, { syntax: 'include', role: 'self' });
    assert.deepEqual(a.doc.blocks.find((b) => b.text.startsWith('{{#playground'))?.meta, { syntax: 'include', role: 'self' });
    assert.equal(a.doc.blocks.find((b) => b.text.includes('{{#include ../SUMMARY.md}}'))?.kind, 'code');
  });

  it('`{{#tabs}}` / `{{#tab}}` open Markdown bodies that `{{#endtab}}` / `{{#endtabs}}` close', () => {
    const text = '{{#title Install}}\n\n{{#tabs}}\n{{#tab name="Linux"}}\n## Steps\n\nRun it.\n{{#endtab}}\n{{#endtabs}}\n';
    const a = run('tabs.md', 'mdbook', text);
    assert.deepEqual(kinds(a), ['marker:template-tag:self', 'marker:template-tag:open', 'marker:template-tag:open', 'heading', 'paragraph', 'marker:template-tag:close', 'marker:template-tag:close']);
  });
});

describe('Obsidian Templater commands', () => {
  it('a `<%*` … `%>` script is one JavaScript code block: the front matter in its string and its `---` lines are no breaks or headings', () => {
    const a = run('obsidian-templater.md', 'obsidian');
    assert.deepEqual(headings(a), ['<% tp.date.now("dddd, D MMMM") %>', 'Notes', 'Review']);
    const code = a.doc.blocks.filter((b) => b.kind === 'code');
    assert.equal(code.length, 2);
    assert.ok(code.every((b) => b.meta?.lang === 'javascript' && b.text.startsWith('<%*') && b.text.trimEnd().endsWith('%>')));
    assert.ok(!a.doc.blocks.some((b) => b.kind === 'thematicBreak'));
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK100'), []);
    const plain = run('obsidian-templater.md', 'commonmark');
    assert.ok(plain.doc.blocks.some((b) => b.kind === 'thematicBreak' || (b.kind === 'heading' && /created/.test(String(b.meta?.headingText)))), 'read as CommonMark, the script\'s lines are Markdown');
  });
});

describe('incremental parsing with template tags', () => {
  const SNIPPETS = ['{% raw %}\n', '{% endraw %}\n', '{% highlight ruby %}\n', '{% endhighlight %}\n', '{% comment %}\n', '{% endcomment %}', '{{< note >}}\n', '{{< /note >}}\n', '{{< highlight go >}}\n', '{{< /highlight >}}', '{: .x}\n', '{{#include a.md}}\n', '{% tab %}\n', '# ', '\n\n', '```\n', '%}', '>}}', '<%*\n', '%>\n'];

  it('after every edit of a long random sequence in and around tags, the incremental parse equals one from scratch', () => {
    for (const [n, [file, dialect]] of FIXTURES.entries()) {
      let text = readFixture('dialects', file).repeat(3);
      const random = seededRandom(7000 + n);
      const options = { minRegionLength: 60, dialect };
      let state: MarkdownParseState = parseMarkdownIncremental(text, undefined, undefined, options).state;
      for (let step = 0; step < 250; step++) {
        const edit = randomReplacement(text.length, random);
        const inserted = random() < 0.5 ? SNIPPETS[Math.floor(random() * SNIPPETS.length)] : edit.inserted;
        text = text.slice(0, edit.start) + inserted + text.slice(edit.end);
        const incremental = parseMarkdownIncremental(text, state, undefined, options);
        state = incremental.state;
        const fresh = parseMarkdownIncremental(text, undefined, undefined, options);
        assert.deepEqual(incremental.doc.blocks, fresh.doc.blocks, `${file}, seed ${7000 + n}, step ${step}`);
      }
    }
  });
});
