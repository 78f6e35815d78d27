// Block syntax of DocFX, Obsidian and MyST sites read as the sites read it (test/fixtures/dialects), heading
// text without site syntax in every dialect but CommonMark, and an incremental analysis equal to a fresh one
// after edits inside these constructs.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze, createAnalysisCache, type Analysis } from '../../../../shared/engine/engine';
import type { DialectSetting } from '../../../../shared/parse/dialect';
import { siteHeadingText } from '../../../../shared/parse/headingPlainText';
import { readFixture } from '../../../helpers/analyzeText';

function run(file: string, dialect: DialectSetting, text = readFixture('dialects', file), cache?: ReturnType<typeof createAnalysisCache>): Analysis {
  const settings = resolveSettings({ dialect }, 'markdown', {}, { fileName: file });
  return analyze({ kind: 'markdown', text, documentId: file, settings }, cache);
}

/** Each block as `kind` or `marker:syntax:role[:comment]`, with its first line. */
function blockList(a: Analysis): string[] {
  return a.doc.blocks.map((b) => {
    const meta = b.meta ?? {};
    const kind = b.kind === 'marker' ? `marker:${String(meta.syntax)}:${String(meta.role)}${meta.comment ? ':comment' : ''}` : b.kind;
    return `${kind} ${b.text.split('\n')[0]}`;
  });
}

function headingTexts(a: Analysis): string[] {
  return a.doc.blocks.filter((b) => b.kind === 'heading').map((b) => String(b.meta?.headingText));
}

/** Chunks whose every non-blank line is one of `patterns`: chunks of syntax and nothing a reader asks about. */
function syntaxOnlyChunks(a: Analysis, pattern: RegExp): string[] {
  return a.chunks.map((c) => c.content).filter((content) => content.split('\n').every((line) => !/\S/.test(line) || pattern.test(line)));
}

describe('DocFX', () => {
  it('include lines are include markers, figures are one marker each (a complex one with its description), zones open and close Markdown bodies', () => {
    const a = run('docfx-learn-written.md', 'docfx');
    const markers = blockList(a).filter((b) => b.startsWith('marker'));
    assert.deepEqual(markers, [
      'marker:include:self [!INCLUDE [prerequisites](../includes/prerequisites.md)]',
      'marker:directive:open :::zone pivot="windows"',
      'marker:directive:self :::image type="content" source="media/installer.png" alt-text="Screenshot of the installer\'s first page.":::',
      'marker:directive:close :::zone-end',
      'marker:directive:open :::zone pivot="linux"',
      'marker:directive:self :::image type="content"',
      'marker:directive:close :::zone-end',
      'marker:include:self [!code-powershell[Main](../snippets/check-version.ps1)]',
      'marker:directive:self :::image type="complex" source="media/architecture.png" alt-text="Diagram of the module\'s parts.":::',
    ]);
    const complex = a.doc.blocks.find((b) => b.text.startsWith(':::image type="complex"'));
    assert.ok(complex?.text.endsWith(':::image-end:::'), 'the long description and the end line are part of the figure');
    assert.ok(a.doc.blocks.some((b) => b.kind === 'paragraph' && b.text === 'On Linux, use the package manager of your distribution.'));
    const commonmark = run('docfx-learn-written.md', 'commonmark');
    assert.ok(commonmark.doc.blocks.some((b) => b.kind === 'paragraph' && b.text.startsWith(':::zone')), 'read as CommonMark a zone line is prose');
  });

  it('a `:::code` line pulls code from a file (an include marker), and no chunk is a marker line alone', () => {
    const a = run('docfx-powershell-help.md', 'docfx');
    assert.deepEqual(
      blockList(a).filter((b) => b.startsWith('marker')).map((b) => b.split(' ').slice(0, 2).join(' ')),
      ['marker:include:self [!INCLUDE', 'marker:include:self :::code'],
    );
    for (const file of ['docfx-powershell-help.md', 'docfx-learn-written.md']) {
      assert.deepEqual(syntaxOnlyChunks(run(file, 'docfx'), /^(?::::|\[!(?:INCLUDE|code-))/i), [], file);
    }
  });

  it('a `[!div]` quote is marked as navigation, an alert as its type', () => {
    const a = run('docfx-learn-written.md', 'docfx');
    const quotes = a.doc.blocks.filter((b) => b.kind === 'quote').map((b) => [b.meta?.alert, b.meta?.navigation]);
    assert.deepEqual(quotes, [['tip', undefined], [undefined, 'class="nextstepaction"']]);
  });
});

describe('Obsidian', () => {
  it('embed lines are include markers, `%%` comments are comments that no chunk holds, callouts of any type are marked with their fold', () => {
    const a = run('obsidian-callouts.md', 'obsidian');
    assert.deepEqual(
      blockList(a).filter((b) => b.startsWith('marker')),
      ['marker:include:self ![[settings-tab.png]]', 'marker:directive:self:comment %%', 'marker:directive:self:comment %% TODO: add a screenshot %%', 'marker:include:self ![[Settings guidelines]]'],
    );
    assert.ok(!a.chunks.some((c) => c.content.includes('Owner: docs team') || c.content.includes('TODO')));
    const callouts = a.doc.blocks.filter((b) => b.kind === 'quote').map((b) => [b.meta?.alert, b.meta?.fold]);
    assert.deepEqual(callouts, [['tip', 'folded'], ['example', undefined]]);
    assert.equal(run('obsidian-callouts.md', 'containers').doc.blocks.filter((b) => b.meta?.alert).length, 0, 'GitHub knows no `tip-` or `example` alert');
  });

  it('a wikilink in a heading reads as its alias, else its page, in the heading path of the chunks under it', () => {
    const a = run('obsidian-callouts.md', 'obsidian');
    assert.deepEqual(headingTexts(a), ['Build a settings tab', 'Add a setting with a toggle', 'Read the value back']);
    assert.ok(a.chunks.some((c) => c.headingsPath.join(' › ') === 'Build a settings tab › Add a setting with a toggle'));
    assert.deepEqual(headingTexts(run('links.md', 'obsidian', '# See [[Plugin lifecycle#onload]] and [[Vault]]\n')), ['See Plugin lifecycle#onload and Vault']);
  });

  it('a `%%` that is not closed, or that text follows on its line, is text', () => {
    assert.deepEqual(blockList(run('open.md', 'obsidian', 'Intro.\n\n%% draft\n\nStill text.\n')), ['paragraph Intro.', 'paragraph %% draft', 'paragraph Still text.']);
    assert.deepEqual(blockList(run('inline.md', 'obsidian', '%% note %% and more.\n')), ['paragraph %% note %% and more.']);
  });

  it('display math `$$` … `$$` is one paragraph in Obsidian, MyST, mdBook (mdbook-katex, matejfric/mdbook) and MkDocs (pymdownx.arithmatex, OI-wiki): its `=` and `-` lines underline nothing (GaoZ1en obsidian_note); CommonMark, or a blank line inside in MkDocs, leaves the lines as they were', () => {
    const page = '## Divergence\n\nThe condition must keep the derivative:\n\n$$\n\\nabla_\\mu \\xi^\\mu\n=\nl\\cdot\\nabla B\n-\nn\\cdot\\nabla A. \\tag{14}\n$$\n\nWhich closes the proof.\n';
    for (const dialect of ['obsidian', 'myst', 'mdbook', 'mkdocs'] as const) {
      const a = run('math.md', dialect, page);
      assert.deepEqual(blockList(a), ['heading ## Divergence', 'paragraph The condition must keep the derivative:', 'paragraph $$', 'paragraph Which closes the proof.'], dialect);
      assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK003' || f.ruleId === 'CK100'), [], dialect);
    }
    assert.ok(blockList(run('math.md', 'commonmark', page)).some((b) => b.startsWith('heading $$')));
    const gap = '$$\na\n\n=\n$$\n';
    assert.deepEqual(blockList(run('gap.md', 'mkdocs', gap)), blockList(run('gap.md', 'commonmark', gap)));
  });

  it('display math opened by `$$` alone goes on over blank lines to its closing `$$` in Obsidian (Quartz\'s remark-math: luissimas/zettelkasten\'s determinants), MyST (dollarmath) and mdBook; in MkDocs (arithmatex) a blank line ends it', () => {
    const page = '# Determinants\n\nBy Laplace:\n\n$$\n\\begin{vmatrix} a & b \\end{vmatrix}\n=\n\n\\begin{vmatrix} y_1 \\end{vmatrix}\na\n-\n\\begin{vmatrix} x_1 \\end{vmatrix}\nb\n$$\n\nSo it is.\n';
    for (const dialect of ['obsidian', 'myst', 'mdbook'] as const) {
      const a = run('det.md', dialect, page);
      assert.deepEqual(blockList(a), ['heading # Determinants', 'paragraph By Laplace:', 'paragraph $$', 'paragraph So it is.'], dialect);
      assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK100'), [], dialect);
    }
    assert.ok(blockList(run('det.md', 'mkdocs', page)).some((b) => b.startsWith('heading ')) && blockList(run('det.md', 'mkdocs', page)).length > 4);
    const inline = '$$\na\n\nText with $$x$$ inline.\n-\n';
    assert.deepEqual(blockList(run('inline.md', 'obsidian', inline)), blockList(run('inline.md', 'commonmark', inline)), 'a line holding `$$` inside is no closing after a blank line');
  });
});

describe('MyST', () => {
  it('a colon directive whose body `---` lines separate items (tmuxp\'s `:::{tmux-layout}` panes) is read whole: no heading, no break; one without them keeps its markers and its Markdown', () => {
    const layout = '## Short hand\n\n:::{tmux-layout}\n:size: 36x12\n\necho \'did you know\'\necho \'you can inline\'\n---\necho \'single commands\'\n---\necho \'for panes\'\n:::\n\nAfter.\n';
    const a = run('layout.md', 'myst', layout);
    assert.deepEqual(blockList(a), ['heading ## Short hand', 'marker:directive:open :::{tmux-layout}', "paragraph echo 'did you know'", 'marker:directive:self ---', "paragraph echo 'single commands'", 'marker:directive:self ---', "paragraph echo 'for panes'", 'marker:directive:close :::', 'paragraph After.']);
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK100'), []);
    const note = '## Setup\n\n:::{note}\nRead this first.\n\n## Inside\n:::\n\nAfter.\n';
    assert.deepEqual(blockList(run('note.md', 'myst', note)), ['heading ## Setup', 'marker:directive:open :::{note}', 'paragraph Read this first.', 'heading ## Inside', 'marker:directive:close :::', 'paragraph After.']);
  });

  it('a fenced directive is an opening marker with its options, its body the blocks it holds, and its closing fence a closing marker', () => {
    const text = '# Guide\n\n```{admonition} Read first\n:class: tip\n:open:\n\nBody with a list:\n\n- one\n- two\n```\n\nAfter.\n';
    assert.deepEqual(blockList(run('d.md', 'myst', text)), [
      'heading # Guide',
      'marker:directive:open ```{admonition} Read first',
      'paragraph Body with a list:',
      'list - one',
      'marker:directive:close ```',
      'paragraph After.',
    ]);
    const commonmark = run('d.md', 'commonmark', text);
    assert.ok(commonmark.doc.blocks.some((b) => b.kind === 'code' && b.text.includes('Body with a list')), 'read as CommonMark the directive is code');
  });

  it('a heading in a directive body (a dropdown title) is text of the directive, not a heading of the page', () => {
    // After jupyter-book/mystmd docs/creating-pdf-documents.md 56-63 (MIT).
    const text = '# PDF\n\n```{danger}\n:class: dropdown\n# PDF exports require LaTeX or Typst\n\nThe default renderer uses LaTeX.\n```\n\nAfter the dropdown.\n';
    const a = run('p.md', 'myst', text);
    assert.deepEqual(headingTexts(a), ['PDF']);
    assert.deepEqual(blockList(a).map((b) => b.split(' ')[0]), ['heading', 'marker:directive:open', 'paragraph', 'paragraph', 'marker:directive:close', 'paragraph']);
    assert.ok(a.chunks.every((c) => c.headingsPath.join() === 'PDF'));
  });

  it('nested directives close at their own fences (outer fences are longer), and a code-like directive inside stays code', () => {
    const a = run('myst-admonitions.md', 'myst');
    const list = blockList(a);
    assert.equal(list.filter((b) => b.startsWith('marker:directive:open ')).length, 6);
    assert.equal(list.filter((b) => b.startsWith('marker:directive:close ')).length, 6);
    assert.ok(list.includes('code ```{myst}'), 'the {myst} demo is source shown as code');
    assert.deepEqual(syntaxOnlyChunks(a, /^(?:`{3,}|:{3,})|^\(.*\)=$/), []);
  });

  it('a `#` line in a code-like directive is neither a heading nor a section cut', () => {
    const text = '# Page\n\n```{code-cell} python\n# load the data\n\nimport pandas\n```\n\n```{math}\n# x = 1\n```\n\nAfter.\n';
    const a = run('c.md', 'myst', text);
    assert.deepEqual(headingTexts(a), ['Page']);
    assert.deepEqual(blockList(a).map((b) => b.split(' ')[0]), ['heading', 'code', 'code', 'paragraph']);
    assert.ok(a.chunks.every((c) => c.headingsPath.join() === 'Page'));
  });

  it('colon fences are directives too; a directive without a body and an include are one marker', () => {
    const text =
      ':::{note} Title\n:class: dropdown\nBody *text*.\n:::\n\n```{image} ./a.png\n:alt: A picture\n```\n\n:::{include} ../snippet.md\n:::\n\n```{literalinclude} app.py\n:lines: 1-3\n```\n';
    assert.deepEqual(blockList(run('c.md', 'myst', text)), [
      'marker:directive:open :::{note} Title',
      'paragraph Body *text*.',
      'marker:directive:close :::',
      'marker:directive:self ```{image} ./a.png',
      'marker:include:self :::{include} ../snippet.md',
      'marker:include:self ```{literalinclude} app.py',
    ]);
  });

  it("the lines that separate a directive's items (panels' `---`, a card's `^^^` and `+++`) are markers, never a thematic break", () => {
    // The shape of a recipe's closing panels (sphinx-panels) and of a sphinx-design card.
    const panels = '# Recipe\n\nText of the recipe.\n\n## What to read next?\n\n- A related recipe\n````{panels}\n:column: col-md-4\n:body: p-0\n```{rdmkit_panel}\n:inline: true\n```\n---\n:body: p-0\n```{fairsharing_panel}\n:inline: true\n```\n````\n';
    const a = run('p.md', 'myst', panels);
    assert.deepEqual(blockList(a).slice(-5), [
      'marker:directive:open ````{panels}',
      'marker:directive:self ```{rdmkit_panel}',
      'marker:directive:self ---',
      'marker:directive:self ```{fairsharing_panel}',
      'marker:directive:close ````',
    ]);
    assert.ok(!a.doc.blocks.some((b) => b.kind === 'thematicBreak'));
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK002'), []);
    const card = '# Cards\n\n```{card} Title\nHeader text\n^^^\nThe body of the card.\n+++\nFooter text\n```\n';
    assert.deepEqual(blockList(run('c.md', 'myst', card)), [
      'heading # Cards',
      'marker:directive:open ```{card} Title',
      'paragraph Header text',
      'marker:directive:self ^^^',
      'paragraph The body of the card.',
      'marker:directive:self +++',
      'paragraph Footer text',
      'marker:directive:close ```',
    ]);
    const nested = '# N\n\n````{note}\n```{figure} a.png\n---\nname: fig\n---\n```\nText.\n````\n';
    assert.ok(blockList(run('n.md', 'myst', nested)).includes('marker:directive:self ```{figure} a.png'), "a nested directive's `---` options stay its own");
  });

  it('targets and block breaks are annotations: never a chunk of their own, and front matter stays front matter', () => {
    const text = '---\ntitle: T\n---\n# T\n\nIntro.\n\n(sec-a)=\n\n## A\n\n+++ {"part": "abstract"}\nAbstract text.\n+++\n';
    const a = run('t.md', 'myst', text);
    assert.deepEqual(blockList(a), [
      'frontMatter ---',
      'heading # T',
      'paragraph Intro.',
      'marker:directive:open:comment (sec-a)=',
      'heading ## A',
      'marker:directive:close:comment +++ {"part": "abstract"}',
      'paragraph Abstract text.',
      'marker:directive:close:comment +++',
    ]);
    assert.deepEqual(syntaxOnlyChunks(a, /^(?:\(.*\)=|\+\+\+)/), []);
  });
});

describe('heading text is the text a site shows', () => {
  const cases: Array<[DialectSetting, string, string]> = [
    ['containers', '## <div className="label android">Title</div>', 'Title'],
    ['auto', '## Install <Badge text="beta" variant="tip"/>', 'Install'],
    ['hugo', '## Version {{< param "version" >}} notes', 'Version notes'],
    ['jekyll', '## {% if site.windows %}Windows{% endif %} setup for {{ site.title }}', 'Windows setup for'],
    ['mkdocs', '## Options {: .api}', 'Options'],
    ['containers', '## Custom {#custom-id} anchor', 'Custom anchor'],
    ['myst', '## The {code}`run` command and {term}`MyST`', 'The run command and MyST'],
    ['obsidian', '## Add a [[Setting|*setting*]]', 'Add a *setting*'],
    ['containers', '## The `<div>` and `{{ x }}` syntax', 'The <div> and {{ x }} syntax'],
    ['containers', '## An <https://a.b> autolink and a < b', 'An https://a.b autolink and a < b'],
    ['containers', 'A <b>setext</b>\nheading\n---', 'A setext\nheading'],
    ['docfx', '#### -Assembly \\<Assembly path> | \\{{ x }}', '-Assembly <Assembly path> | {{ x }}'],
    ['docfx', '### EKU <System.String>', 'EKU <System.String>'],
  ];
  for (const [dialect, heading, expected] of cases) {
    it(`${JSON.stringify(heading)} (${dialect}) reads ${JSON.stringify(expected)}`, () => {
      const file = dialect === 'auto' ? 'h.mdx' : 'h.md';
      const a = run(file, dialect, `${heading}\n\nText.\n`);
      assert.deepEqual(headingTexts(a), [expected]);
      assert.deepEqual(a.chunks[0].headingsPath, [expected]);
    });
  }

  it('CommonMark keeps the text remark gives (tags included)', () => {
    assert.deepEqual(headingTexts(run('h.md', 'commonmark', '# a <b>bold</b> tag\n')), ['a <b>bold</b> tag']);
  });

  it('is made in time linear in a long heading of unmatched or many openers', () => {
    // micromark's own reading of a heading of many code spans or `*a` is superlinear, with or without site syntax: timed here is what reads the site syntax.
    for (const unit of ['<a ', '<b>x</b> ', '{{ ', '{% x %}', '[[a', '[[a|b]]', '`', '{x}`', '``x']) {
      const time = (n: number): number => {
        const start = performance.now();
        siteHeadingText(`# ${unit.repeat(n)}`);
        return performance.now() - start;
      };
      time(2_000);
      const small = time(5_000);
      const large = time(40_000);
      assert.ok(large < 24 * small + 400, `${unit}: ${small.toFixed(0)} ms, then ${large.toFixed(0)} ms at 8x`);
    }
  });
});

describe('incremental analysis in the site dialects', () => {
  /** Edits inside the constructs of each fixture: typed, deleted, a blank line inserted and removed, a closing line broken and mended. */
  function edits(text: string): Array<[number, number, string]> {
    const places = ['This is an note', '````{tab-item} Important', ':class:', 'Review this page', 'TODO', '[[Setting|', 'On Linux', 'The diagram shows', ':::zone-end', 'alt-text="Screenshot of a terminal', 'use-platyps', '(parts:project)', '> [!tip]-', ':::code', 'For a complete view', 'Ask once', 'tR += open', 'await tp.file.move', 'The divergence', 'Integrating over', 'Which closes', 'A formula left']
      .map((s) => text.indexOf(s))
      .filter((i) => i >= 0);
    const out: Array<[number, number, string]> = [];
    for (const at of places) out.push([at, at, 'typed words '], [at, at + 12, ''], [at, at, '\n\n'], [at, at + 2, '']);
    for (const closing of ['\n```\n', '\n%%\n', ':::image-end:::', '\n`````\n', '\n%>\n', '\n$$\n']) {
      const at = text.indexOf(closing);
      if (at >= 0) out.push([at + 1, at + 2, ''], [at + 1, at + 1, closing[1]]);
    }
    return out;
  }

  for (const [file, dialect] of [
    ['docfx-powershell-help.md', 'docfx'],
    ['docfx-learn-written.md', 'docfx'],
    ['obsidian-callouts.md', 'obsidian'],
    ['obsidian-templater.md', 'obsidian'],
    ['obsidian-math.md', 'obsidian'],
    ['myst-admonitions.md', 'myst'],
  ] as Array<[string, DialectSetting]>) {
    it(`${file}: after each edit inside a construct the cached analysis equals a fresh one`, () => {
      const cache = createAnalysisCache();
      let text = readFixture('dialects', file);
      run(file, dialect, text, cache);
      const all = edits(text);
      assert.ok(all.length >= 12, `${file}: ${all.length} edits`);
      for (const [start, end, insert] of all) {
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
