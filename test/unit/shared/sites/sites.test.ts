import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../../server/cli/main';
import { SiteMarkers } from '../../../../server/node/siteMarkers';
import { siteFromText } from '../../../../shared/sites/siteFromText';
import { describeReading, readSite } from '../../../../shared/sites/siteReading';
import { SITES } from '../../../../shared/sites/siteRecords';
import { nodeFiles } from '../../../../server/node/nodeFiles';

/**
 * Makes `files` (path → text; a path ending in `/` is a folder) in a new git repository's folder (a `.git`
 * folder bounds the search for markers, so nothing above the temporary folder counts).
 */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'chunklens-sites-'));
  mkdirSync(join(root, '.git'));
  for (const [path, text] of Object.entries(files)) {
    if (path.endsWith('/')) mkdirSync(join(root, path), { recursive: true });
    else {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  }
  return root;
}

describe('site markers on disk', () => {
  it('the nearest folder holding a marker decides the site, and a marker is found from any depth below it', () => {
    const root = tree({ 'hugo.toml': 'baseURL = "x"', 'content/docs/a/page.md': '', 'content/book/book.toml': '', 'content/book/src/ch1.md': '' });
    const markers = new SiteMarkers(nodeFiles);
    assert.equal(markers.markerOf(join(root, 'content/docs/a/page.md'))?.site, 'hugo');
    assert.equal(markers.markerOf(join(root, 'content/book/src/ch1.md'))?.site, 'mdbook');
  });

  it('a marker with a sign counts only when its text has the sign (a config.toml is Hugo\'s only with baseURL or a theme)', () => {
    const plain = tree({ 'config.toml': '[tool]\nname = "x"\n', 'docs/a.md': '' });
    const hugo = tree({ 'config.toml': 'baseURL = "https://example.org/"\n', 'docs/a.md': '' });
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(plain, 'docs/a.md')), undefined);
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(hugo, 'docs/a.md'))?.site, 'hugo');
  });

  it('a Gemfile naming the jekyll or github-pages gem makes a Jekyll site whatever its configuration file is called; a Gemfile of other gems does not', () => {
    const named = tree({ Gemfile: "source 'https://rubygems.org'\n\ngem 'jekyll'\ngem 'jekyll-include-cache'\n", 'jekyll.yml': 'source: app\n', 'app/page.md': '' });
    const pages = tree({ Gemfile: 'source "https://rubygems.org"\ngem "github-pages", group: :jekyll_plugins\n', 'docs/a.md': '' });
    const rails = tree({ Gemfile: "source 'https://rubygems.org'\ngem 'rails'\ngem 'jekyll-sitemap' # unused\n", 'docs/a.md': '' });
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(named, 'app/page.md'))?.site, 'jekyll');
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(pages, 'docs/a.md'))?.site, 'jekyll');
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(rails, 'docs/a.md')), undefined);
  });

  it('a legacy GitBook\'s `book.json` (gitbook-cli, HonKit) makes a GitBook site; a book.json of other keys does not', () => {
    const legacy = tree({ 'book.json': '{\n  "plugins": ["anchors", "-highlight"],\n  "pluginsConfig": {}\n}\n', 'SUMMARY.md': '', 'project-1/intro.md': '' });
    const other = tree({ 'book.json': '{ "isbn": "978-0", "pages": 120 }\n', 'docs/a.md': '' });
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(legacy, 'project-1/intro.md'))?.site, 'gitbook');
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(other, 'docs/a.md')), undefined);
  });

  it('a folder marker (.obsidian/) makes a vault, and a Docusaurus configuration in website/ covers docs/ beside it', () => {
    const vault = tree({ '.obsidian/': '', 'notes/n.md': '' });
    const docusaurus = tree({ 'website/docusaurus.config.js': 'module.exports = {}', 'docs/intro.md': '' });
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(vault, 'notes/n.md'))?.site, 'obsidian');
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(docusaurus, 'docs/intro.md'))?.site, 'docusaurus');
  });

  it('a Docusaurus site\'s version is the @docusaurus/core range of the nearest package.json that names it, at or above its configuration', () => {
    const pkg = (range: string) => JSON.stringify({ dependencies: { '@docusaurus/core': range, react: '^17.0.2' } });
    const beside = tree({ 'website/docusaurus.config.js': '', 'website/package.json': pkg('^2.3.1'), 'package.json': '{"name":"root"}', 'docs/a.md': '' });
    const atRoot = tree({ 'docusaurus.config.js': '', 'package.json': pkg('3.6.3'), 'docs/a.md': '' });
    const above = tree({ 'website/docusaurus.config.js': '', 'website/package.json': '{"name":"site"}', 'package.json': pkg('2.0.0-beta.21'), 'docs/a.md': '' });
    const none = tree({ 'docusaurus.config.js': '', 'docs/a.md': '' });
    const version = (root: string) => new SiteMarkers(nodeFiles).markerOf(join(root, 'docs/a.md'))?.version;
    assert.deepEqual([version(beside), version(atRoot), version(above), version(none)], ['2', '3', '2', undefined]);
  });

  it('no package.json above the root of the file\'s git repository gives a site its version', () => {
    const outer = tree({ 'package.json': JSON.stringify({ devDependencies: { '@docusaurus/core': '^2.4.0' } }), 'clone/.git/': '', 'clone/docusaurus.config.js': '', 'clone/docs/a.md': '' });
    const marker = new SiteMarkers(nodeFiles).markerOf(join(outer, 'clone/docs/a.md'));
    assert.deepEqual([marker?.site, marker?.version], ['docusaurus', undefined]);
  });

  it('no marker above the root of the file\'s git repository counts', () => {
    const outer = tree({ 'mkdocs.yml': 'site_name: x', 'clone/docs/a.md': '', 'clone/.git/': '', 'plain/docs/b.md': '' });
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(outer, 'clone/docs/a.md')), undefined);
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(outer, 'plain/docs/b.md'))?.site, 'mkdocs');
  });

  it('a folder is listed once and only the markers it holds are asked of the disk; without a listing (the client\'s files) every one is, with the same answers', () => {
    const root = tree({ 'Website/docusaurus.config.js': '', 'docs/guide/a.md': '', 'notes/.obsidian/': '', 'notes/n.md': '' });
    const answers = (withListing: boolean) => {
      const asked: string[] = [];
      const files = { ...nodeFiles, kindOf: (path: string) => (asked.push(path), nodeFiles.kindOf(path)), ...(withListing ? {} : { namesIn: undefined }) };
      const markers = new SiteMarkers(files);
      const sites = ['docs/guide/a.md', 'notes/n.md'].map((f) => markers.markerOf(join(root, f))?.site);
      return { sites, asked };
    };
    const listed = answers(true);
    const unlisted = answers(false);
    assert.deepEqual(listed.sites, unlisted.sites);
    assert.ok(listed.asked.length < unlisted.asked.length / 4, `${listed.asked.length} of ${unlisted.asked.length} paths asked`);
    assert.ok(listed.asked.every((path) => unlisted.asked.includes(path)));
  });

  it('VitePress\'s configuration may be a folder with an index file (.vitepress/config/index.ts)', () => {
    const root = tree({ 'docs/.vitepress/config/index.ts': 'export default {}', 'docs/.vitepress/config/en.ts': '', 'docs/guide/a.md': '' });
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(root, 'docs/guide/a.md'))?.site, 'vitepress');
  });

  it('a Next.js configuration that loads the nextra plugin makes a Nextra site, whose .md pages are MDX; one without it does not', () => {
    const nextra2 = tree({ 'next.config.js': "const withNextra = require('nextra')({ theme: 'nextra-theme-docs' })\nmodule.exports = withNextra()\n", 'pages/a.md': '' });
    const nextra4 = tree({ 'next.config.mjs': "import nextra from 'nextra'\nexport default nextra({})()\n", 'content/a.md': '' });
    const plainNext = tree({ 'next.config.js': "const withMDX = require('@next/mdx')()\n// see nextra docs\nmodule.exports = withMDX({})\n", 'pages/a.md': '' });
    const nextra = new SiteMarkers(nodeFiles).markerOf(join(nextra2, 'pages/a.md'));
    assert.equal(nextra?.site, 'nextra');
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(nextra4, 'content/a.md'))?.site, 'nextra');
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(plainNext, 'pages/a.md')), undefined);
    assert.equal(readSite({ site: 'auto', dialect: 'auto' }, { fileName: 'pages/a.md', marker: nextra }).dialect, 'mdx');
  });

  it('where one folder holds markers of two sites the more specific wins (a Jupyter Book is MyST, not Jekyll)', () => {
    const root = tree({ '_config.yml': 'title: x', '_toc.yml': 'root: intro', 'intro.md': '' });
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(root, 'intro.md'))?.site, 'myst');
    const jekyll = tree({ '_config.yml': 'title: x', 'index.md': '' });
    assert.equal(new SiteMarkers(nodeFiles).markerOf(join(jekyll, 'index.md'))?.site, 'jekyll');
  });
});

describe('site from a page\'s own text', () => {
  const cases: [string, string][] = [
    ['hugo', 'Intro.\n\n{{< tabs >}}\n{{< tab "a" >}}\nText\n{{< /tab >}}\n{{< /tabs >}}\n'],
    ['jekyll', 'Intro.\n\n{% include note.html content="x" %}\n\n{: .note}\n'],
    ['gitbook', '{% hint style="info" %}\nText\n{% endhint %}\n'],
    ['mdbook', '```rust\nfn main() {}\n```\n\n{{#include ../listings/ch01/main.rs}}\n'],
    ['docfx', '---\nms.topic: reference\n---\n\n[!INCLUDE [banner](../includes/banner.md)]\n'],
    ['obsidian', 'See [[Other note|the other note]] and ![[diagram.png]].\n\n> [!tip]- Folded\n> body\n'],
    ['myst', '(intro-target)=\n# Intro\n\n```{note}\nA note.\n```\n'],
    ['mkdocs', '!!! note "Title"\n\n    Body.\n'],
    ['nextra', "import { Callout, Steps } from 'nextra/components'\n\n# Setup\n"],
  ];
  for (const [site, text] of cases) {
    it(`a ${site} page is recognised by its syntax`, () => assert.equal(siteFromText(text), site));
  }

  it('syntax inside fenced code is an example, not a sign', () => {
    assert.equal(siteFromText('# Shortcodes\n\n```go-html-template\n{{< figure src="a.png" >}}\n{% include x.html %}\n```\n'), undefined);
    assert.equal(siteFromText('Plain prose about {braces} and [links](x).\n'), undefined);
    assert.equal(siteFromText('Press `{{<Space>}}` to drop, `[[bin]]` targets.\n\n    {% if page %}\n'), undefined, 'inline code and indented code');
  });

  it('a mention in a sentence is not enough, nor things that look like site syntax but are not', () => {
    assert.equal(siteFromText('Call {% include templates/concept.md %} out in the guide.\n'), undefined, 'one inline mention');
    assert.equal(siteFromText('[[TOC]]\n\n[[menus.main]]\nname = "Home"\n[[menus.main]]\n'), undefined, 'a TOC marker and TOML tables');
    assert.equal(siteFromText('[[全文]] (https://example.org/a)\n[[link]](https://example.org/b)\n'), undefined, 'bracketed link text');
  });

  it('the site with the most signs wins', () => {
    assert.equal(siteFromText('{{< a >}}\n{% include b %}\n{{< c >}}\n'), 'hugo');
  });

  it('every site has at least one marker and one sign', () => {
    for (const site of SITES) assert.ok(site.markers.length > 0 && site.signs.length > 0, site.id);
  });
});

describe('site reading', () => {
  const marker = { site: 'docusaurus' as const, path: '/r/docusaurus.config.js', text: 'module.exports = {}' };

  it('a site setting wins over the marker, and `none` reads no site', () => {
    assert.equal(readSite({ site: 'hugo', dialect: 'auto' }, { fileName: 'a.md', marker }).site, 'hugo');
    assert.deepEqual(readSite({ site: 'none', dialect: 'auto' }, { fileName: 'a.md', marker }), { dialect: 'containers' });
  });

  it('Docusaurus reads .md as MDX unless its configuration says format: detect', () => {
    assert.equal(readSite({ site: 'auto', dialect: 'auto' }, { fileName: 'a.md', marker }).dialect, 'mdx');
    const detect = { ...marker, text: "module.exports = { markdown: { format: 'detect' } }" };
    assert.equal(readSite({ site: 'auto', dialect: 'auto' }, { fileName: 'a.md', marker: detect }).dialect, 'containers');
  });

  it('Docusaurus 2 reads .md and .mdx as MDX 1; Docusaurus 3, or no version, as MDX 3', () => {
    const dialects = (version?: string) =>
      ['a.md', 'b.mdx'].map((fileName) => readSite({ site: 'auto', dialect: 'auto' }, { fileName, marker: { ...marker, ...(version ? { version } : {}) } }).dialect);
    assert.deepEqual(dialects('2'), ['mdx1', 'mdx1']);
    assert.deepEqual(dialects('3'), ['mdx', 'mdx']);
    assert.deepEqual(dialects(), ['mdx', 'mdx']);
  });

  it('the version of a site set by the setting comes from its marker, and not from another site\'s', () => {
    const v2 = { ...marker, version: '2' };
    assert.deepEqual(readSite({ site: 'docusaurus', dialect: 'auto' }, { fileName: 'a.md', marker: v2 }), { site: 'docusaurus', from: 'setting', version: '2', dialect: 'mdx1' });
    assert.equal(readSite({ site: 'docusaurus', dialect: 'auto' }, { fileName: 'a.md', marker: { site: 'hugo', path: '/r/hugo.toml', text: '', version: '2' } }).dialect, 'mdx');
  });

  it('a dialect setting wins over the site\'s dialect, and the site is still named', () => {
    const reading = readSite({ site: 'auto', dialect: 'commonmark' }, { fileName: 'a.md', marker });
    assert.deepEqual([reading.site, reading.dialect], ['docusaurus', 'commonmark']);
  });

  it('signs count only where no marker is in reach', () => {
    assert.deepEqual(readSite({ site: 'auto', dialect: 'auto' }, { fileName: 'a.md', signs: 'hugo' }), { site: 'hugo', from: 'signs', dialect: 'hugo' });
    assert.equal(readSite({ site: 'auto', dialect: 'auto' }, { fileName: 'a.md', marker, signs: 'hugo' }).site, 'docusaurus');
  });

  it('a reading is described with the site, how it was found and the dialect', () => {
    assert.equal(describeReading(readSite({ site: 'auto', dialect: 'auto' }, { fileName: 'a.mdx', marker })), 'Docusaurus (/r/docusaurus.config.js) · dialect mdx');
    assert.equal(describeReading({ dialect: 'containers' }), 'no site · dialect containers');
    assert.equal(describeReading(readSite({ site: 'auto', dialect: 'auto' }, { fileName: 'a.md', marker: { ...marker, version: '2' } })), 'Docusaurus 2 (/r/docusaurus.config.js) · dialect mdx1');
  });
});

describe('the command line names the site and dialect of each file', () => {
  function run(...argv: string[]) {
    let out = '';
    let err = '';
    const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
    return { code, out, err };
  }
  const root = tree({ 'book.toml': '[book]\n', 'src/ch1.md': '# One\n\n## Empty\n\n## Full\n\nText.\n', 'notes/plain.md': '# Plain\n\nText.\n' });

  it('lint\'s summary counts files per reading, and --site overrides the marker', () => {
    const r = run('lint', join(root, 'src'));
    assert.match(r.out, /Markdown read as:\n {2}1 file: mdBook \(.*book\.toml\) · dialect mdbook/);
    assert.match(run('lint', join(root, 'src'), '--site', 'hugo').out, /1 file: Hugo \(setting\) · dialect hugo/);
    assert.equal(run('lint', join(root, 'src'), '--site', 'nope').code, 2);
  });

  it('an mdBook page its SUMMARY.md does not link is not built: its findings are the pipeline\'s (aspectron/kaspa-mdbook\'s src/old/)', () => {
    const page = '# Title\n\n## Empty\n\n## Full\n\nText.\n';
    const book = tree({ 'book.toml': '[book]\nsrc = "pages"\n', 'pages/SUMMARY.md': '# Summary\n\n- [Chapter](./chapter.md)\n- [Second](<second page.md#top>)\n', 'pages/chapter.md': page, 'pages/second page.md': page, 'pages/old/draft.md': page });
    const findings = JSON.parse(run('lint', join(book, 'pages'), '--format', 'json', '--pipeline-findings', 'inline').out) as { file: string; ruleId: string; pipeline?: { cause: string } }[];
    const orphans = (name: string) => findings.filter((f) => f.file.endsWith(name) && f.ruleId === 'CK003');
    assert.equal(orphans('chapter.md').length, 1);
    assert.equal(orphans('chapter.md')[0].pipeline, undefined);
    assert.equal(orphans('second page.md')[0].pipeline, undefined);
    assert.match(orphans('draft.md')[0].pipeline!.cause, /table of contents does not list it \(SUMMARY\.md/);
  });

  it('a GitBook page its SUMMARY.md does not link is not built either (danfitz/onlineCourses\' resources/), read from book.json\'s root; a `.gitbook/` assets folder roots no book', () => {
    const page = '# Title\n\n## Empty\n\n## Full\n\nText.\n';
    const book = tree({ 'book.json': '{\n  "title": "Notes",\n  "root": "./notes"\n}\n', 'notes/SUMMARY.md': '# Notes\n\n- [Orders](orders\\_create.md)\n', 'notes/README.md': page, 'notes/orders_create.md': page, 'notes/resources/server/README.md': page, 'space/.gitbook/assets/a.png': '', 'space/SUMMARY.md': '# Space\n', 'space/page.md': page });
    const findings = JSON.parse(run('lint', book, '--format', 'json', '--pipeline-findings', 'inline').out) as { file: string; ruleId: string; pipeline?: { cause: string } }[];
    const orphan = (name: string) => findings.find((f) => f.file.replace(/\\/g, '/').endsWith(name) && f.ruleId === 'CK003');
    assert.equal(orphan('notes/orders_create.md')?.pipeline, undefined);
    assert.equal(orphan('notes/README.md')?.pipeline, undefined);
    assert.match(orphan('resources/server/README.md')?.pipeline?.cause ?? '', /does not list it \(SUMMARY\.md of mdBook and GitBook/);
    assert.equal(orphan('space/page.md')?.pipeline, undefined);
  });

  it('a GitBook in several languages (LANGS.md, a SUMMARY.md per language folder) does not build a page its language\'s summary leaves out (Oreolek/undum-docs en/introduction.md)', () => {
    const page = '# Title\n\n## Empty\n\n## Full\n\nText.\n';
    const summary = '# Summary\n\n* [Intro](README.md)\n* [Basics](basics.md)\n';
    const book = tree({ 'book.json': '{\n  "output": null\n}\n', 'LANGS.md': '* [English](en/)\n* [Russian](ru/)\n', 'en/SUMMARY.md': summary, 'en/README.md': page, 'en/basics.md': page, 'en/introduction.md': page, 'ru/SUMMARY.md': summary, 'ru/README.md': page, 'ru/basics.md': page });
    const findings = JSON.parse(run('lint', book, '--format', 'json', '--pipeline-findings', 'inline').out) as { file: string; ruleId: string; site?: string; pipeline?: { cause: string } }[];
    const unlisted = findings.filter((f) => f.ruleId === 'CK003' && /does not list it/.test(f.pipeline?.cause ?? '')).map((f) => f.file.replace(/\\/g, '/').replace(/^.*\/(?=(?:en|ru)\/)/, ''));
    assert.deepEqual(unlisted, ['en/introduction.md']);
    assert.ok(findings.every((f) => f.site === 'gitbook'));
  });

  it('a page of a Hugo language the site\'s configuration leaves out (Vonng/ddia content/en) is not built: its findings are the pipeline\'s', () => {
    const page = '# Title\n\n## Empty\n\n## Full\n\nText.\n';
    const config = 'baseURL: https://example.org/\nlanguages:\n  zh:\n    contentDir: content/zh\n  #en:\n  #  contentDir: content/en\n';
    const site = tree({ 'hugo.yaml': config, 'content/zh/ch1.md': page, 'content/en/ch1.md': page });
    const findings = JSON.parse(run('lint', site, '--format', 'json', '--pipeline-findings', 'inline').out) as { file: string; ruleId: string; pipeline?: { cause: string } }[];
    const orphan = (name: string) => findings.find((f) => f.file.replace(/\\/g, '/').endsWith(name) && f.ruleId === 'CK003');
    assert.equal(orphan('content/zh/ch1.md')?.pipeline, undefined);
    assert.match(orphan('content/en/ch1.md')?.pipeline?.cause ?? '', /in none of the folders its configured languages build/);
  });

  it('a Jupyter Book that builds only its _toc.yml\'s files does not build a page left out of it (BScECT\'s unfilled template page); without the setting it builds every page', () => {
    const page = '# Title\n\n## Empty\n\n## Full\n\nText.\n';
    const toc = 'format: jb-book\nroot: intro\nchapters:\n- file: chapters/one\n- file: "chapters/two.md"  # second\n- glob: notes/*\n';
    const files = { '_toc.yml': toc, 'intro.md': page, 'chapters/one.md': page, 'chapters/two.md': page, 'chapters/template.md': page, 'notes/a.md': page };
    const strict = tree({ ...files, '_config.yml': 'title: Course\nonly_build_toc_files: true\n' });
    const sphinxOption = tree({ ...files, '_config.yml': 'sphinx:\n  config:\n    external_toc_exclude_missing: true\n' });
    const loose = tree({ ...files, '_config.yml': 'title: Course\n' });
    const unlisted = (root: string) => {
      const findings = JSON.parse(run('lint', root, '--format', 'json', '--pipeline-findings', 'inline').out) as { file: string; ruleId: string; pipeline?: { cause: string } }[];
      return findings.filter((f) => f.ruleId === 'CK003' && /_toc\.yml of a Jupyter Book/.test(f.pipeline?.cause ?? '')).map((f) => f.file.replace(/\\/g, '/').replace(/^.*?\/(?=chapters|notes|intro)/, '')).sort();
    };
    assert.deepEqual(unlisted(strict), ['chapters/template.md']);
    assert.deepEqual(unlisted(sphinxOption), ['chapters/template.md']);
    assert.deepEqual(unlisted(loose), []);
  });

  it('lint --format json gives each finding its file\'s site and dialect', () => {
    const findings = JSON.parse(run('lint', join(root, 'src'), '--format', 'json').out);
    assert.ok(findings.length > 0);
    for (const f of findings) assert.deepEqual([f.site, f.dialect], ['mdbook', 'mdbook']);
  });

  it('a Docusaurus 2 site is named with its version and read as MDX 1: its autolinks are no CK100', () => {
    const site = tree({
      'website/docusaurus.config.js': 'module.exports = {};',
      'website/package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '^2.3.1' } }),
      'docs/refs.md': '# References\n\nUse these refs, which might be useful:\n\n- <https://java.com/en/download/faq/java_mac.xml#version>\n- <https://www.java.com/en/download/help/version_manual.xml>\n',
    });
    const r = run('lint', join(site, 'docs'), '--format', 'json');
    assert.deepEqual(JSON.parse(r.out).filter((f: { ruleId: string }) => f.ruleId === 'CK100'), []);
    assert.match(run('lint', join(site, 'docs')).out, /1 file: Docusaurus 2 \(.*docusaurus\.config\.js\) · dialect mdx1/);
    const v3 = tree({ 'website/docusaurus.config.js': '', 'website/package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3.6.3' } }), 'docs/refs.md': '# References\n\n- <https://java.com/>\n' });
    assert.deepEqual(JSON.parse(run('lint', join(v3, 'docs'), '--format', 'json').out).map((f: { ruleId: string; dialect: string }) => [f.ruleId, f.dialect]), [['CK100', 'mdx']]);
  });

  it('stats has a read-as column per folder', () => {
    const json = JSON.parse(run('stats', root, '--format', 'json').out);
    const src = json.find((row: { folder: string }) => row.folder.endsWith('src'));
    assert.match(src.readAs[0], /^mdBook .* · dialect mdbook$/);
  });
});
