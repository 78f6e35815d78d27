// The Markdown dialects chunklens reads, and how the `dialect` setting picks one for a file.
//
// Documentation sites do not write CommonMark: MkDocs Material adds indented admonitions and tabs, MDX adds
// ESM, JSX and expressions, Docusaurus and VitePress add `:::` containers. Read as CommonMark, their marker
// lines become tiny prose chunks and their indented bodies become code. Each dialect here is a set of those
// syntaxes on top of CommonMark + GFM; `commonmark` turns all of them off.

/**
 * A dialect a Markdown file is read in. Beyond the four general ones, each site family whose syntax differs
 * has its own: Hugo (shortcodes), Jekyll (Liquid tags, kramdown attribute lists), GitBook (Liquid-style
 * blocks), mdBook (`{{#include}}`-style preprocessor lines), DocFX (`[!INCLUDE]`, `:::image`), Obsidian
 * (wikilinks, embeds, folded callouts) and MyST (fenced directives, targets).
 */
export type MarkdownDialect =
  | 'commonmark'
  | 'containers'
  | 'mkdocs'
  | 'mdx'
  | 'hugo'
  | 'jekyll'
  | 'gitbook'
  | 'mdbook'
  | 'docfx'
  | 'obsidian'
  | 'myst';

/** The `dialect` setting: a dialect, or `auto` to pick one per file. */
export type DialectSetting = 'auto' | MarkdownDialect;

export const DIALECT_SETTINGS: readonly DialectSetting[] = [
  'auto',
  'commonmark',
  'containers',
  'mkdocs',
  'mdx',
  'hugo',
  'jekyll',
  'gitbook',
  'mdbook',
  'docfx',
  'obsidian',
  'myst',
];

export function isDialectSetting(value: unknown): value is DialectSetting {
  return typeof value === 'string' && (DIALECT_SETTINGS as readonly string[]).includes(value);
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

/** What a dialect reads beyond CommonMark + GFM. */
export interface DialectSyntax {
  /** MDX: ESM, JSX, `{expressions}`; no indented code and no HTML blocks. */
  mdx: boolean;
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
  /** Obsidian: wikilinks `[[page]]`, embeds `![[file]]`, callouts of any type with a fold sign (`> [!note]-`), `%%comments%%`. */
  obsidian: boolean;
  /** MyST: fenced directives ```` ```{name} ```` and `:::{name}` whose bodies are Markdown, targets `(label)=`, `+++`. */
  myst: boolean;
}

const COMMONMARK: DialectSyntax = {
  mdx: false,
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
};

export function syntaxOf(dialect: MarkdownDialect): DialectSyntax {
  switch (dialect) {
    case 'commonmark':
      return COMMONMARK;
    case 'containers':
      return { ...COMMONMARK, colonContainers: true, annotations: true };
    case 'mkdocs':
      return { ...COMMONMARK, mkdocs: true, annotations: true };
    case 'mdx':
      return { ...COMMONMARK, mdx: true, colonContainers: true, annotations: true };
    case 'hugo':
      return { ...COMMONMARK, hugoShortcodes: true, annotations: true };
    case 'jekyll':
      return { ...COMMONMARK, liquidTags: true, kramdownAttributes: true, annotations: true };
    case 'gitbook':
      return { ...COMMONMARK, liquidTags: true, annotations: true };
    case 'mdbook':
      return { ...COMMONMARK, mdbookDirectives: true, annotations: true };
    case 'docfx':
      return { ...COMMONMARK, docfx: true, annotations: true };
    case 'obsidian':
      return { ...COMMONMARK, obsidian: true, annotations: true };
    case 'myst':
      return { ...COMMONMARK, myst: true, colonContainers: true, annotations: true };
  }
}
