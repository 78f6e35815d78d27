// Markdown dialects on real excerpts (test/fixtures/dialects): the blocks and chunks each reads, marker lines
// kept with what they open, container bodies read as the blocks they contain, and an incremental analysis equal
// to a from-scratch one after edits inside admonitions, tabs, containers and JSX.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze, createAnalysisCache, type Analysis } from '../../../../shared/engine/engine';
import { LineIndex } from '../../../../shared/text/lineIndex';
import type { DialectSetting } from '../../../../shared/parse/dialect';
import { FIXTURES, readFixture } from '../../../helpers/analyzeText';
import { assertGolden, outlineOf } from '../../../helpers/outline';

/** Fixture → the dialect setting a site of its kind has (`auto` picks MDX for `.mdx` and containers for `.md`). */
const CASES: Array<[string, DialectSetting]> = [
  ['mkdocs-material.md', 'mkdocs'],
  ['fastapi-blocks.md', 'mkdocs'],
  ['pydantic-autodoc.md', 'mkdocs'],
  ['mkdocs-autodoc-headings.md', 'mkdocs'],
  ['astro-forms.mdx', 'auto'],
  ['starlight-asides.mdx', 'auto'],
  ['vitepress-routing.md', 'auto'],
  ['docusaurus-prettier-cli.md', 'auto'],
  ['github-alerts.md', 'auto'],
  ['mdx-invalid.mdx', 'auto'],
  ['hugo-shortcodes.md', 'hugo'],
  ['jekyll-liquid.md', 'jekyll'],
  ['gitbook-blocks.md', 'gitbook'],
  ['mdbook-directives.md', 'mdbook'],
  ['docfx-powershell-help.md', 'docfx'],
  ['docfx-learn-written.md', 'docfx'],
  ['obsidian-callouts.md', 'obsidian'],
  ['obsidian-templater.md', 'obsidian'],
  ['obsidian-math.md', 'obsidian'],
  ['myst-admonitions.md', 'myst'],
  ['docusaurus2-detox.md', 'mdx1'],
  ['mdx1-invalid.md', 'mdx1'],
];

function run(file: string, dialect: DialectSetting, text = readFixture('dialects', file), cache?: ReturnType<typeof createAnalysisCache>): Analysis {
  const settings = resolveSettings({ dialect }, 'markdown', {}, { fileName: file });
  return analyze({ kind: 'markdown', text, documentId: file, settings }, cache);
}

/** One line per block: lines, kind, and what the dialect says of it. */
function blocksOutline(a: Analysis): string {
  const lines = new LineIndex(a.doc.text);
  return a.doc.blocks
    .map((b) => {
      const from = lines.positionAt(b.span.start).line + 1;
      const to = lines.positionAt(Math.max(b.span.start, b.span.end - 1)).line + 1;
      const meta = b.meta ?? {};
      const facts = [
        b.kind === 'heading' ? `h${b.level} "${String(meta.headingText)}"` : '',
        b.kind === 'marker' ? `${String(meta.syntax)} ${String(meta.role)}${meta.comment ? ' comment' : ''}` : '',
        typeof meta.alert === 'string' ? `alert ${meta.alert}` : '',
        typeof meta.fold === 'string' ? meta.fold : '',
        typeof meta.navigation === 'string' ? `navigation ${meta.navigation}` : '',
        typeof meta.autodoc === 'string' ? `autodoc ${meta.autodoc}` : '',
        typeof meta.parseProblem === 'string' ? (meta.parseProblem.includes('read as CommonMark') ? 'read as CommonMark' : 'parse problem') : '',
      ].filter(Boolean);
      return `L${from}-${to} ${b.kind}${facts.length ? ' ' + facts.join(' ') : ''}`;
    })
    .join('\n');
}

describe('dialect fixtures', () => {
  for (const [file, dialect] of CASES) {
    it(`${file} (${dialect}) gives its golden blocks and chunks`, () => {
      const a = run(file, dialect);
      assertGolden(join(FIXTURES, 'dialects', `${file}.golden.txt`), `${blocksOutline(a)}\n\n${outlineOf(a)}`);
    });
  }
});

describe('MkDocs', () => {
  it('admonition and tab bodies are the prose and code they hold, not indented code, and markers open them', () => {
    const a = run('mkdocs-material.md', 'mkdocs');
    const text = a.doc.text;
    const lorem = a.doc.blocks.filter((b) => b.text.includes('Lorem ipsum') && !(b.kind === 'code' && b.meta?.fenced));
    assert.ok(lorem.length >= 3 && lorem.every((b) => b.kind === 'paragraph'), lorem.map((b) => b.kind).join());
    const markers = a.doc.blocks.filter((b) => b.kind === 'marker').map((b) => text.slice(b.span.start, b.span.end));
    assert.ok(markers.includes('=== "Unix, Powershell"') && markers.includes('    !!! note "Inner Note"'.trim()) && markers.includes('??? note'), markers.join(' | '));
    const commonmark = run('mkdocs-material.md', 'commonmark');
    assert.ok(commonmark.doc.blocks.some((b) => b.kind === 'code' && b.text.includes('Lorem ipsum')), 'read as CommonMark the same body is code');
  });

  it('a marker line is in the chunk of the block it opens, never a chunk of its own', () => {
    for (const [file] of CASES.filter(([, d]) => d === 'mkdocs')) {
      const a = run(file, 'mkdocs');
      for (const c of a.chunks) assert.ok(!/^(?:!!!|\?\?\?|===|\/\/\/ \w)[^\n]*$/.test(c.content.trim()), `${file}: chunk ${c.index + 1} is only a marker`);
      const tab = a.chunks.find((c) => c.content.startsWith('=== "Unix, Powershell"'));
      if (file === 'mkdocs-material.md') assert.equal(tab?.type, 'code');
    }
  });

  it('an autodoc instruction written as a heading (`#### ::: module`) is not an orphan heading: mkdocstrings fills it', () => {
    const orphans = (dialect: DialectSetting) => run('mkdocs-autodoc-headings.md', dialect).findings.filter((f) => f.ruleId === 'CK003').length;
    assert.equal(orphans('mkdocs'), 0);
    assert.equal(orphans('commonmark'), 1, 'three empty headings in a row, one finding');
    assert.match(run('mkdocs-autodoc-headings.md', 'commonmark').findings.find((f) => f.ruleId === 'CK003')!.message, /3 sibling headings in a row/);
  });

  it('a `---` under a paragraph of several lines is a thematic break, as Python-Markdown reads it; under one line it underlines a heading (CyVerse learning materials)', () => {
    const page = '# Annotation\n\nAnnotation adds features to a DNA sequence.\nA good introduction is the beginner\'s guide.\n**Some things to remember**\n------------------------------------------------------------------------\n### Create a project\n\nOpen Apollo.\n\nSetup\n-----\n\nInstall it.\n\nTwo lines\nof text\n===\n';
    const kinds = (dialect: DialectSetting) => run('page.md', dialect, page).doc.blocks.map((b) => (b.kind === 'heading' ? `h${b.level}` : b.kind));
    assert.deepEqual(kinds('mkdocs'), ['h1', 'paragraph', 'thematicBreak', 'h3', 'paragraph', 'h2', 'paragraph', 'paragraph']);
    assert.deepEqual(kinds('commonmark'), ['h1', 'h2', 'h3', 'paragraph', 'h2', 'paragraph', 'h1']);
    assert.deepEqual(run('page.md', 'mkdocs', page).findings.filter((f) => f.ruleId === 'CK100'), []);
  });

  it('a list item of one line opening its block with a `-----` under it is a heading to Python-Markdown, a list and a break to CommonMark (SFU-CMPT-431 tutorial)', () => {
    const page = '# C basics\n\n4. Functions\n\n    Write a function that increments a value.\n\n5. Conditional Statements\n-----\n\nThe `if` statement runs a block when its condition holds.\n\n- one item\n- two items\n-----\n\nText.\n\n6. Iteration\n\n-----\n';
    const kinds = (dialect: DialectSetting) => run('page.md', dialect, page).doc.blocks.map((b) => (b.kind === 'heading' ? `h${b.level}` : b.kind));
    assert.deepEqual(kinds('mkdocs'), ['h1', 'list', 'h2', 'paragraph', 'list', 'thematicBreak', 'paragraph', 'list', 'thematicBreak']);
    assert.deepEqual(kinds('commonmark'), ['h1', 'list', 'thematicBreak', 'paragraph', 'list', 'thematicBreak', 'paragraph', 'list', 'thematicBreak']);
    assert.ok(run('page.md', 'mkdocs', page).chunks.some((c) => c.headingsPath.join(' > ') === 'C basics > 5. Conditional Statements'));
    const afterFold = '# C basics\n\n??? question "Activity 11"\n\n    Write a function that increments a value.\n\n5. Conditional Statements\n-----\n\nThe `if` statement runs a block.\n';
    assert.deepEqual(run('page.md', 'mkdocs', afterFold).doc.blocks.map((b) => (b.kind === 'heading' ? `h${b.level}` : b.kind)), ['h1', 'marker', 'paragraph', 'h2', 'paragraph']);
  });

  it('a line opening with `#`s and no space after them is a heading to Python-Markdown, text to CommonMark (raoulhatterer/tnsi, a no-break space pasted after `####`)', () => {
    const page = '# Graphs\n\nA graph has vertices.\n####\u00A02.1.4 Exercices\nSolve them.\n\n##Paths\n\n####### seven is text\n#}\n';
    const kinds = (dialect: DialectSetting) => run('page.md', dialect, page).doc.blocks.map((b) => (b.kind === 'heading' ? `h${b.level} ${b.meta?.headingText}` : b.kind));
    assert.deepEqual(kinds('mkdocs'), ['h1 Graphs', 'paragraph', 'h4 2.1.4 Exercices', 'paragraph', 'h2 Paths', 'paragraph']);
    assert.deepEqual(kinds('commonmark'), ['h1 Graphs', 'paragraph', 'paragraph', 'paragraph']);
    assert.deepEqual(run('page.md', 'mkdocs', page).findings.filter((f) => f.ruleId === 'CK100'), []);
    assert.equal(run('page.md', 'commonmark', page).findings.filter((f) => f.ruleId === 'CK100').length, 1);
  });

  it('heading attribute lists are not heading text', () => {
    const a = run('fastapi-blocks.md', 'mkdocs');
    assert.equal(a.doc.blocks[0].meta?.headingText, 'FastAPI CLI');
    assert.deepEqual(a.chunks[0].headingsPath, ['FastAPI CLI']);
  });
});

describe('MDX', () => {
  it('ESM, JSX tags and expressions are markers, and an MDX comment is not content', () => {
    const text = "import { Tabs } from 'x';\n\n{/* a note for editors */}\n\n<Tabs>\n  <TabItem label=\"pip\">\n    ```python\n    # not a heading\n    x = 1\n    ```\n  </TabItem>\n</Tabs>\n\nSome prose.\n";
    const a = run('inline.mdx', 'auto', text);
    assert.deepEqual(
      a.doc.blocks.map((b) => `${b.kind}:${String(b.meta?.syntax ?? '')}`),
      ['marker:esm', 'marker:expression', 'marker:jsx', 'marker:jsx', 'code:', 'marker:jsx', 'marker:jsx', 'paragraph:'],
    );
    assert.ok(!a.chunks.some((c) => c.content.includes('a note for editors')));
    assert.ok(!a.doc.blocks.some((b) => b.kind === 'heading'));
  });

  it('a `#` comment after a blank line inside a fence under a JSX tag stays code (no heading, no section cut)', () => {
    const text = '# Install\n\n<PackageManagerTabs>\n  <Fragment slot="npm">\n  ```shell\n  # create a project\n  npm create astro\n\n  # from a template\n  npm create astro -- --template x\n  ```\n  </Fragment>\n</PackageManagerTabs>\n\nAfter the tabs.\n';
    const a = run('tabs.mdx', 'auto', text);
    assert.deepEqual(a.doc.blocks.filter((b) => b.kind === 'heading').map((b) => b.meta?.headingText), ['Install']);
    assert.deepEqual(a.chunks.map((c) => c.headingsPath), a.chunks.map(() => ['Install']));
    const commonmark = run('tabs.md', 'commonmark', text);
    assert.ok(commonmark.doc.blocks.some((b) => b.kind === 'heading' && b.meta?.headingText === 'from a template'), 'read as CommonMark the comment is a heading');
  });

  it('a code block inside a list item (MDX steps) split across chunks is still a CK006 finding', () => {
    const code = Array.from({ length: 60 }, (_, i) => `    const value${i} = compute(${i});`).join('\n');
    const text = `# Steps\n\n<Steps>\n\n1. Create the file:\n\n    \`\`\`js\n${code}\n    \`\`\`\n\n2. Run it.\n\n</Steps>\n`;
    const settings = resolveSettings({}, 'markdown', { budgets: { maxTokens: 200, targetTokens: 150 } }, { fileName: 'steps.mdx' });
    const a = analyze({ kind: 'markdown', text, documentId: 'steps.mdx', settings });
    const [split] = a.findings.filter((f) => f.ruleId === 'CK006');
    assert.match(split.message, /^Code block of 62 lines \(in a list item or quote\) is split across \d+ chunks/);
    assert.ok(text.slice(split.span.start).startsWith('```js'));
  });

  it('an MDX comment works as a suppression comment', () => {
    const text = '# Empty\n\n{/* chunklens-disable-next-line orphan-heading */}\n# Also empty\n\n# Full\n\nText.\n';
    const a = run('suppress.mdx', 'auto', text);
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK003').map((f) => f.span.start), [0]);
  });

  it('an HTML comment is a comment, as Docusaurus reads MDX: no CK100, not content, and it works as a suppression comment', () => {
    // After typescript-eslint/typescript-eslint docs/maintenance/Branding.mdx (a Docusaurus site), MIT.
    const text = '## Name\n\n<!-- markdownlint-disable\n     proper-names -->\n\nOur project name is **_"typescript-eslint"_**.\n\n<!-- chunklens-disable-next-line orphan-heading -->\n# Empty\n\n# Full\n\n<Tabs>\n\nText <!-- inline --> after.\n\n</Tabs>\n';
    const a = run('branding.mdx', 'auto', text);
    assert.deepEqual(a.findings, []);
    assert.equal(run('branding.mdx', 'auto', text.replace('chunklens-disable-next-line orphan-heading', 'note')).findings[0].ruleId, 'CK003');
    assert.deepEqual(
      a.doc.blocks.map((b) => `${b.kind}${b.meta?.comment ? ' comment' : ''}`),
      ['heading', 'html comment', 'paragraph', 'html comment', 'heading', 'heading', 'marker', 'paragraph', 'marker'],
    );
    assert.ok(!a.chunks.some((c) => c.content.includes('markdownlint')));
  });

  it('a section that is not valid MDX is read as CommonMark and chunked, with a CK100 warning there', () => {
    const a = run('mdx-invalid.mdx', 'auto');
    const [problem] = a.findings.filter((f) => f.ruleId === 'CK100');
    assert.equal(problem.severity, 'warning');
    assert.match(problem.message, /^Not valid MDX, read as CommonMark here: Unexpected character `5`/);
    assert.ok(a.doc.text.slice(problem.span.start).startsWith('<5% of requests'));
    assert.ok(a.chunks.some((c) => c.content.includes('<5% of requests')) && a.chunks.some((c) => c.content.includes('valid MDX again')));
    assert.deepEqual(a.doc.blocks.filter((b) => b.kind === 'marker').map((b) => b.meta?.syntax), ['esm', 'jsx', 'jsx'], 'the other sections are still MDX');
  });

  it('a brace inside a string of an expression is JavaScript\'s, as real MDX reads it (ton-docs in-detail.mdx: `dangerouslySetInnerHTML={{__html: \'inline {\'}}`); a brace left open in an attribute is still no MDX', () => {
    const cell = (code: string) => `      <td>\n        <code dangerouslySetInnerHTML={{__html: '${code}'}} />\n      </td>\n`;
    const table = `# Modifiers\n\n<table>\n  <tbody>\n    <tr>\n${cell('<br>int f(cell s) inline {')}${cell('@inline<br>fun f(s: cell): int {')}    </tr>\n  </tbody>\n</table>\n\nModifiers become annotations.\n`;
    const valid = run('table.mdx', 'auto', table);
    assert.deepEqual(valid.findings.filter((f) => f.ruleId === 'CK100'), []);
    assert.ok(valid.doc.blocks.some((b) => b.kind === 'marker' && b.meta?.syntax === 'jsx'), 'read as MDX');
    const open = run('open.mdx', 'auto', '# Modifiers\n\n<Card data={{x: 1} />\n\nMore text after it.\n');
    assert.match(open.findings.find((f) => f.ruleId === 'CK100')?.message ?? '', /^Not valid MDX/);
  });
});

describe('containers and alerts', () => {
  it('`:::` lines are markers in VitePress and Docusaurus syntax, and the text between them is prose', () => {
    for (const file of ['vitepress-routing.md', 'docusaurus-prettier-cli.md']) {
      const a = run(file, 'auto');
      const markers = a.doc.blocks.filter((b) => b.kind === 'marker');
      assert.ok(markers.length >= 2 && markers.every((b) => b.meta?.syntax === 'container'), file);
      assert.ok(!a.doc.blocks.some((b) => b.kind === 'paragraph' && /^:::/m.test(b.text)), file);
    }
  });

  it('a GitHub alert is marked on its quote', () => {
    const a = run('github-alerts.md', 'auto');
    assert.deepEqual(a.doc.blocks.filter((b) => b.kind === 'quote').map((b) => b.meta?.alert), ['note', 'warning']);
  });
});

describe('incremental analysis in every dialect', () => {
  /** Edits typed at places inside containers, tabs and JSX, then deleted, then a marker line broken and mended. */
  function edits(text: string): Array<[number, number, string]> {
    const places = ['Lorem ipsum', '    ```', 'In Markdown links', '<TabItem', '</TabItem>', 'For production', 'To run your locally', 'Try Starlight', 'options:', 'Old caches', 'This is a **bold**', '{{< /details', 'label = ', 'def foo', '{% endhighlight', 'emBlue, a customer', '{% endtab %}', 'Save Time', 'arg-watcher.md}}', '{: #theme']
      .map((s) => text.indexOf(s))
      .filter((i) => i >= 0);
    const out: Array<[number, number, string]> = [];
    for (const at of places) out.push([at, at, 'typed words '], [at, at + 12, ''], [at, at, '\n\n'], [at, at + 2, '']);
    const marker = text.search(/^(?:!!!|===|:::|\/\/\/|<Tabs|\{\{[<%#]|\{%)/m);
    if (marker >= 0) out.push([marker, marker + 1, ''], [marker, marker, text[marker]]);
    return out;
  }

  for (const [file, dialect] of CASES) {
    it(`${file}: after each edit the cached analysis equals a fresh one`, () => {
      const cache = createAnalysisCache();
      let text = readFixture('dialects', file);
      run(file, dialect, text, cache);
      for (const [start, end, insert] of edits(text)) {
        text = text.slice(0, start) + insert + text.slice(end);
        const incremental = run(file, dialect, text, cache);
        const fresh = run(file, dialect, text);
        assert.deepEqual(incremental.doc.blocks, fresh.doc.blocks, `${file}: blocks after an edit at ${start}`);
        assert.deepEqual(incremental.chunks.map((c) => [c.id, c.content, c.spans]), fresh.chunks.map((c) => [c.id, c.content, c.spans]));
        assert.deepEqual(incremental.findings, fresh.findings);
      }
    });
  }
});
