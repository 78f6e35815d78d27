// The registry of Markdown dialects chunklens reads (id, description, syntax), and how the `dialect` setting
// picks one for a file. The `MarkdownDialect` union, the setting's values, config and CLI validation, the
// Settings editor's enum and its descriptions all derive from DIALECTS: a new dialect is one entry here.
//
// Documentation sites do not write CommonMark: MkDocs Material adds indented admonitions and tabs, MDX adds
// ESM, JSX and expressions, Docusaurus and VitePress add `:::` containers. Read as CommonMark, their marker
// lines become tiny prose chunks and their indented bodies become code. Each dialect here is a set of those
// syntaxes on top of CommonMark + GFM; `commonmark` turns all of them off.

/** What a dialect reads beyond CommonMark + GFM. */
export interface DialectSyntax {
  /** MDX: ESM, JSX, `{expressions}`; no indented code and no HTML blocks. */
  mdx: boolean;
  /**
   * MDX 1 (Docusaurus 2): a line that starts with a JSX tag, or at the top level with `import `/`export `, opens a
   * block that runs to the next blank line; the rest is CommonMark (autolinks, HTML comments, indented code).
   */
  jsxBlocks: boolean;
  /** `:::name` … `:::` containers (Docusaurus, VitePress, Astro asides). */
  colonContainers: boolean;
  /** pymdownx: `!!!`/`???` admonitions, `===` tabs, `///` blocks, `::: module` autodoc, `--8<--` snippets. */
  mkdocs: boolean;
  /** GitHub alerts (`> [!NOTE]`) and heading attribute lists (`## Title { #id }`). */
  annotations: boolean;
  /** Hugo shortcodes `{{< name >}}` / `{{% name %}}`, paired or standalone. */
  hugoShortcodes: boolean;
  /** Liquid / Jinja tags `{% name %}` … `{% endname %}` (Jekyll, GitHub Docs, GitBook), `{% raw %}` opaque. */
  liquidTags: boolean;
  /** kramdown attribute lists on a line of their own (`{: #id .class}`) and after a block. */
  kramdownAttributes: boolean;
  /** mdBook preprocessor lines `{{#include file}}`, `{{#rustdoc_include}}`, `{{#tab}}` / `{{#endtab}}`. */
  mdbookDirectives: boolean;
  /** DocFX: `[!INCLUDE [title](file)]`, `:::image … :::`, `:::zone`, `> [!div class="…"]`. */
  docfx: boolean;
  /** Obsidian: wikilinks `[[page]]`, embeds `![[file]]`, callouts of any type with a fold sign (`> [!note]-`), `%%comments%%`, Templater `<%*` … `%>` scripts. */
  obsidian: boolean;
  /** MyST: fenced directives ```` ```{name} ```` and `:::{name}` whose bodies are Markdown, targets `(label)=`, `+++`. */
  myst: boolean;
  /**
   * Display math: a line opening with `$$` to the next line holding `$$` is one formula, so its `=` and `-` lines
   * underline no heading. `paragraph`: a blank line ends it (pymdownx.arithmatex reads Python-Markdown's blocks);
   * `fenced`: an opening line of `$$` alone goes on over blank lines to a line opening or closing with `$$` (remark-math
   * in Quartz, which publishes Obsidian vaults; MyST's dollarmath; mdBook's KaTeX preprocessor).
   */
  displayMath: false | 'paragraph' | 'fenced';
  /**
   * Headings as Python-Markdown reads them (MkDocs): an underline makes a heading of a one-line paragraph only, under
   * more lines `---` is a thematic break and `===` text; a line of a paragraph opening with `#`s is a heading without
   * a space after them (pythonMarkdownHeadings.ts).
   */
  pythonMarkdownHeadings: boolean;
}

/** One dialect: its id (the setting's value), what it reads as the Settings editor says it, and its syntax. */
export interface DialectEntry<Id extends string = string> {
  readonly id: Id;
  /** One line for the `chunklens.dialect` setting's enum description (Markdown). */
  readonly description: string;
  readonly syntax: Readonly<DialectSyntax>;
}

const COMMONMARK: DialectSyntax = {
  mdx: false,
  jsxBlocks: false,
  colonContainers: false,
  mkdocs: false,
  annotations: false,
  hugoShortcodes: false,
  liquidTags: false,
  kramdownAttributes: false,
  mdbookDirectives: false,
  docfx: false,
  obsidian: false,
  myst: false,
  displayMath: false,
  pythonMarkdownHeadings: false,
};

/** An entry whose syntax is CommonMark's plus `syntax` (keeps the id's literal type for the union). */
function dialect<Id extends string>(id: Id, description: string, syntax: Partial<DialectSyntax>): DialectEntry<Id> {
  return { id, description, syntax: { ...COMMONMARK, ...syntax } };
}

/**
 * Every dialect, in the order the setting lists them. Beyond the four general ones, each site family whose
 * syntax differs has its own: Hugo (shortcodes), Jekyll (Liquid tags, kramdown attribute lists), GitBook
 * (Liquid-style blocks), mdBook (`{{#include}}`-style preprocessor lines), DocFX (`[!INCLUDE]`, `:::image`),
 * Obsidian (wikilinks, embeds, folded callouts) and MyST (fenced directives, targets); MDX 1 is MDX as
 * Docusaurus 2 reads it. docs/dialects.md has a row per dialect (a test checks it).
 */
export const DIALECTS = [
  dialect('commonmark', 'CommonMark with GitHub tables and front matter only: every dialect line is read as text', {}),
  dialect('containers', 'Docusaurus and VitePress Markdown: `:::` containers, GitHub alerts, `{#id}` heading ids', { colonContainers: true, annotations: true }),
  dialect('mkdocs', 'MkDocs Material and pymdownx: `!!!` and `???` admonitions, `===` tabs, `///` blocks, `::: module` autodoc, snippets, attribute lists', { mkdocs: true, annotations: true, displayMath: 'paragraph', pythonMarkdownHeadings: true }),
  dialect('mdx', 'MDX: `import`/`export`, JSX components, `{expressions}` and MDX comments, `:::` containers', { mdx: true, colonContainers: true, annotations: true }),
  dialect('hugo', 'Hugo: `{{< shortcode >}}` and `{{% shortcode %}}`, paired ones as containers, GitHub alerts', { hugoShortcodes: true, annotations: true }),
  dialect('jekyll', 'Jekyll: Liquid `{% tag %}` blocks and includes, `{% raw %}` read as opaque, kramdown `{: attribute lists}`', { liquidTags: true, kramdownAttributes: true, annotations: true }),
  dialect('gitbook', 'GitBook: `{% hint %}`, `{% tabs %}` and other Liquid-style blocks as containers, includes', { liquidTags: true, annotations: true }),
  dialect('mdbook', 'mdBook: `{{#include}}` and other preprocessor lines, `{{#tab}}` blocks', { mdbookDirectives: true, annotations: true, displayMath: 'fenced' }),
  dialect('docfx', 'DocFX and Microsoft Learn: `[!INCLUDE]`, `:::image`/`:::zone` blocks, `> [!NOTE]` and `> [!div]` quotes', { docfx: true, annotations: true }),
  dialect('obsidian', 'Obsidian: `[[wikilinks]]`, `![[embeds]]`, callouts of any type with fold signs, `%%comments%%`, Templater `<%*` … `%>` scripts', { obsidian: true, annotations: true, displayMath: 'fenced' }),
  dialect('myst', 'MyST (Jupyter Book, Sphinx): ```` ```{directive} ```` and `:::{directive}` blocks, `(label)=` targets', { myst: true, colonContainers: true, annotations: true, displayMath: 'fenced' }),
  dialect('mdx1', 'MDX 1 (Docusaurus 2): JSX and `import`/`export` blocks up to a blank line, else CommonMark (autolinks, HTML comments, indented code), `:::` containers', {
    jsxBlocks: true,
    colonContainers: true,
    annotations: true,
  }),
] as const;

/** A dialect a Markdown file is read in: an id of DIALECTS. */
export type MarkdownDialect = (typeof DIALECTS)[number]['id'];

/** The `dialect` setting: a dialect, or `auto` to pick one per file. */
export type DialectSetting = 'auto' | MarkdownDialect;

const DIALECTS_BY_ID = new Map<MarkdownDialect, DialectEntry<MarkdownDialect>>(DIALECTS.map((d) => [d.id, d]));

/** What `auto` means, for the Settings editor (see resolveMarkdownDialect). */
export const AUTO_DIALECT_DESCRIPTION = "By file: the dialect of the file's site (`chunklens.site`); with no site, `.mdx` is MDX and other Markdown reads `:::` containers, GitHub alerts and heading ids";

/** The values of the `dialect` setting (`auto` first), as config, CLI and Settings editor accept them. */
export const DIALECT_SETTINGS: readonly DialectSetting[] = ['auto', ...DIALECTS.map((d) => d.id)];

export function isDialectSetting(value: unknown): value is DialectSetting {
  return typeof value === 'string' && (DIALECT_SETTINGS as readonly string[]).includes(value);
}

/** The description of a `dialect` setting's value, as the Settings editor shows it. */
export function dialectSettingDescription(setting: DialectSetting): string {
  return setting === 'auto' ? AUTO_DIALECT_DESCRIPTION : DIALECTS_BY_ID.get(setting)!.description;
}

/**
 * The dialect of one file. `auto`: the file's site decides (`site`, the dialects of the site that holds it);
 * with no site, `.mdx` files are MDX and any other Markdown file gets `:::` containers, GitHub alerts and
 * heading ids, which no CommonMark document writes by accident.
 */
export function resolveMarkdownDialect(
  setting: DialectSetting,
  fileName: string,
  site?: { markdown: MarkdownDialect; mdx: MarkdownDialect },
): MarkdownDialect {
  if (setting !== 'auto') return setting;
  const mdx = fileName.toLowerCase().endsWith('.mdx');
  if (site) return mdx ? site.mdx : site.markdown;
  return mdx ? 'mdx' : 'containers';
}

/** What `dialect` reads beyond CommonMark + GFM (one shared object per dialect: callers must not change it). */
export function syntaxOf(dialect: MarkdownDialect): DialectSyntax {
  return DIALECTS_BY_ID.get(dialect)!.syntax;
}
