// The Markdown dialects chunklens reads, and how the `dialect` setting picks one for a file.
//
// Documentation sites do not write CommonMark: MkDocs Material adds indented admonitions and tabs, MDX adds
// ESM, JSX and expressions, Docusaurus and VitePress add `:::` containers. Read as CommonMark, their marker
// lines become tiny prose chunks and their indented bodies become code. Each dialect here is a set of those
// syntaxes on top of CommonMark + GFM; `commonmark` turns all of them off.

/** A dialect a Markdown file is read in. */
export type MarkdownDialect = 'commonmark' | 'containers' | 'mkdocs' | 'mdx';

/** The `dialect` setting: a dialect, or `auto` to pick one per file. */
export type DialectSetting = 'auto' | MarkdownDialect;

export const DIALECT_SETTINGS: readonly DialectSetting[] = ['auto', 'commonmark', 'containers', 'mkdocs', 'mdx'];

export function isDialectSetting(value: unknown): value is DialectSetting {
  return typeof value === 'string' && (DIALECT_SETTINGS as readonly string[]).includes(value);
}

/**
 * The dialect of one file. `auto`: `.mdx` files are MDX, Markdown inside a MkDocs site (a `mkdocs.yml` in its
 * folder or above, which the caller looks up) is MkDocs, any other Markdown file gets `:::` containers,
 * GitHub alerts and heading ids, which no CommonMark document writes by accident.
 */
export function resolveDialect(setting: DialectSetting, fileName: string, insideMkdocsSite: boolean): MarkdownDialect {
  if (setting !== 'auto') return setting;
  if (fileName.toLowerCase().endsWith('.mdx')) return 'mdx';
  return insideMkdocsSite ? 'mkdocs' : 'containers';
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
}

export function syntaxOf(dialect: MarkdownDialect): DialectSyntax {
  switch (dialect) {
    case 'commonmark':
      return { mdx: false, colonContainers: false, mkdocs: false, annotations: false };
    case 'containers':
      return { mdx: false, colonContainers: true, mkdocs: false, annotations: true };
    case 'mkdocs':
      return { mdx: false, colonContainers: false, mkdocs: true, annotations: true };
    case 'mdx':
      return { mdx: true, colonContainers: true, mkdocs: false, annotations: true };
  }
}
