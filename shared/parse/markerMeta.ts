// What a `marker` block is: the dialect syntax it stands for and whether it opens, closes or stands alone.

/** The dialect constructs a marker block comes from. */
export type MarkerSyntax =
  | 'admonition' // MkDocs `!!! note "Title"`
  | 'details' // MkDocs `??? tip` / `???+ tip`
  | 'tab' // MkDocs `=== "pip"`
  | 'block' // pymdownx `/// note | Title` … `///`
  | 'autodoc' // mkdocstrings `::: package.module`
  | 'snippet' // pymdownx `--8<-- "file.md"`
  | 'container' // `:::tip` … `:::` (Docusaurus, VitePress, Astro)
  | 'esm' // MDX `import` / `export`
  | 'jsx' // MDX `<Tabs>`, `</Tabs>`, `<Aside />`
  | 'expression' // MDX `{…}`, or an MDX comment (an expression holding only a block comment)
  | 'shortcode' // Hugo `{{< tab >}}` … `{{< /tab >}}`, `{{% note %}}`
  | 'template-tag' // Liquid / Jinja / GitBook `{% hint %}` … `{% endhint %}`, mdBook `{{#tab}}`
  | 'raw' // an opaque raw block's delimiters: Liquid `{% raw %}` … `{% endraw %}`, Jinja `{% raw %}`
  | 'include' // a line that pulls in another file: `{% include %}`, `{{% include %}}`, `{{#include}}`, DocFX `[!INCLUDE]`, `{! include-markdown "x.md" !}`
  | 'attributes' // a kramdown attribute list on a line of its own (`{: #id .class}`)
  | 'directive'; // MyST / DocFX / Obsidian block syntax: ```` ```{note} ````, `:::image`, `(label)=`, `> [!note]-`

/** The markers that stand for text pulled in from another file when the site is built (an include, a snippet). */
export const INCLUDE_SYNTAXES: ReadonlySet<string> = new Set<MarkerSyntax>(['include', 'snippet']);

/**
 * `open` markers belong with what follows them and `close` markers with what precedes them: a chunker
 * keeps them there instead of cutting a chunk of a marker alone.
 */
export type MarkerRole = 'open' | 'close' | 'self';

export type MarkerMeta = {
  syntax: MarkerSyntax;
  role: MarkerRole;
  /**
   * An annotation, like an HTML comment, not content: an MDX comment (an expression holding only a block
   * comment), an Obsidian `%% comment %%`, a MyST `(label)=` target (role `open`: it names what follows) or
   * `+++` block break (role `close`).
   */
  comment?: true;
};
