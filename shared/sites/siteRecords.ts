// The documentation site generators chunklens knows, one record each: the files that mark a site's root, where
// a site declares its generator's version (when the version changes how pages are read), the dialect each kind
// of Markdown file of the site is read in, and the signs in a page's text that it was written for that site.
// Adding a site is one record here (and its syntax in shared/parse, if it has new syntax).

import type { MarkdownDialect } from '../parse/dialect';
import { dependencyMajorVersion } from './dependencyVersion';

export type SiteId =
  | 'mkdocs'
  | 'docusaurus'
  | 'vitepress'
  | 'starlight'
  | 'mintlify'
  | 'nextra'
  | 'myst'
  | 'mdbook'
  | 'docfx'
  | 'hugo'
  | 'gitbook'
  | 'jekyll'
  | 'obsidian';

/** A file or folder (a path ending in `/`) whose presence in a folder makes that folder the root of a site. */
export interface SiteMarker {
  /** Relative to the folder: `hugo.toml`, `website/docusaurus.config.js`, `.obsidian/`. */
  path: string;
  /** When set, the marker file counts only if its text matches (a `config.toml` is Hugo's only with `baseURL`). */
  sign?: RegExp;
}

/**
 * Where a site declares the version of its generator: files looked for in the folder of the marker file and in
 * each folder above it up to the root of its repository, the nearest whose text `read` finds a version in wins.
 */
export interface VersionSource {
  /** File names: `package.json`. */
  files: readonly string[];
  /** The version the text of such a file declares (a major version: `2`), or undefined where it declares none. */
  read(text: string): string | undefined;
}

export interface SiteRecord {
  id: SiteId;
  /** The generator's name as its users write it. */
  name: string;
  markers: readonly SiteMarker[];
  /** Where the site declares its generator's version, for a generator whose versions read pages differently. */
  version?: VersionSource;
  /**
   * The dialect of a Markdown (`.md`) and of an MDX (`.mdx`) file of the site, given the text of the marker file
   * that was found (a configuration can change how `.md` is read: Docusaurus's `format: 'detect'`) and the
   * generator's version where the site declares it (Docusaurus 2 reads pages as MDX 1, 3 as MDX 3).
   */
  dialects(markerText: string, version?: string): { markdown: MarkdownDialect; mdx: MarkdownDialect };
  /**
   * Lines that, outside code, show a page was written for this site (where no marker is in reach). A sign
   * anchored at the line's start (`^`) is block syntax, shown by one line; an inline sign needs two lines.
   */
  signs: readonly RegExp[];
}

const fixed = (markdown: MarkdownDialect, mdx: MarkdownDialect = 'mdx') => () => ({ markdown, mdx });

/**
 * Every site, most specific first: where one folder holds the markers of two sites (a Jupyter Book's
 * `_config.yml` beside its `_toc.yml`), the earlier record wins.
 */
export const SITES: readonly SiteRecord[] = [
  {
    id: 'mkdocs',
    name: 'MkDocs',
    markers: [{ path: 'mkdocs.yml' }, { path: 'mkdocs.yaml' }],
    dialects: fixed('mkdocs'),
    signs: [/^(?:!!!|\?\?\?\+?) ?[a-z]+(?: "[^"]*")?\s*$/, /^=== "[^"]+"\s*$/, /^-{2,}8<-{2,} /],
  },
  {
    id: 'docusaurus',
    name: 'Docusaurus',
    markers: ['docusaurus.config.js', 'docusaurus.config.ts', 'docusaurus.config.mjs', 'website/docusaurus.config.js', 'website/docusaurus.config.ts', 'website/docusaurus.config.mjs'].map((path) => ({ path })),
    // The version of `@docusaurus/core` the site depends on: Docusaurus 2 compiles pages with MDX 1, 3 with MDX 3.
    version: { files: ['package.json'], read: (text) => dependencyMajorVersion(text, '@docusaurus/core') },
    // Docusaurus 2 reads `.md` and `.mdx` as MDX 1; later versions read `.md` as MDX unless the configuration says
    // `format: 'detect'` (a Docusaurus 3 option).
    dialects: (config, version) =>
      version === '2' ? { markdown: 'mdx1', mdx: 'mdx1' } : { markdown: /\bformat\s*:\s*['"]detect['"]/.test(config) ? 'containers' : 'mdx', mdx: 'mdx' },
    signs: [/^import \w+ from '@theme\/(?:Tabs|TabItem|CodeBlock|Admonition|Details|DocCardList)'/, /^<TabItem value=/],
  },
  {
    id: 'vitepress',
    name: 'VitePress',
    // VitePress loads `.vitepress/config/index.<ext>` before `.vitepress/config.<ext>`.
    markers: ['js', 'ts', 'mjs', 'mts'].flatMap((ext) => [`.vitepress/config/index.${ext}`, `.vitepress/config.${ext}`]).map((path) => ({ path })),
    dialects: fixed('containers'),
    signs: [/^::: (?:tip|info|warning|danger|details)\b/],
  },
  {
    id: 'starlight',
    name: 'Astro Starlight',
    markers: ['astro.config.mjs', 'astro.config.ts', 'astro.config.js', 'astro.config.mts'].map((path) => ({ path })),
    dialects: fixed('containers'),
    signs: [/^import \{[^}]*\} from '@astrojs\/starlight\/components'/],
  },
  {
    id: 'mintlify',
    name: 'Mintlify',
    markers: [{ path: 'mint.json' }, { path: 'docs.json', sign: /mintlify|"navigation"\s*:/ }],
    dialects: fixed('mdx'),
    signs: [/^<(?:CodeGroup|ParamField|ResponseField|AccordionGroup|CardGroup|RequestExample|ResponseExample)\b/],
  },
  {
    id: 'nextra',
    name: 'Nextra',
    // A Next.js configuration is Nextra's when it loads the `nextra` plugin (Nextra 2 to 4).
    markers: ['next.config.js', 'next.config.mjs', 'next.config.ts', 'next.config.cjs'].map((path) => ({ path, sign: /\bfrom ['"]nextra['"]|\brequire\(\s*['"]nextra['"]\s*\)/ })),
    // Nextra compiles `.md` and `.mdx` pages alike with MDX.
    dialects: fixed('mdx'),
    signs: [/^import \{[^}]*\} from ['"]nextra(?:-theme-docs)?(?:\/components)?['"]/],
  },
  {
    id: 'myst',
    name: 'MyST',
    markers: [{ path: 'myst.yml' }, { path: '_toc.yml' }, { path: 'conf.py', sign: /\bmyst_(?:parser|nb)\b/ }],
    dialects: fixed('myst', 'mdx'),
    signs: [/^(?:`{3,}|:{3,})\{[a-z][\w:-]*\}/, /^\([\w-]+\)=\s*$/],
  },
  {
    id: 'mdbook',
    name: 'mdBook',
    markers: [{ path: 'book.toml' }],
    dialects: fixed('mdbook'),
    signs: [/^\{\{#(?:include|rustdoc_include|playground|tab|title) /],
  },
  {
    id: 'docfx',
    name: 'DocFX',
    markers: [{ path: 'docfx.json' }, { path: '.openpublishing.publish.config.json' }],
    dialects: fixed('docfx'),
    signs: [/^\s*(?:> )?\[!INCLUDE ?\[/i, /^:::(?:image|zone|code)\b/, /^ms\.(?:topic|date|service):/],
  },
  {
    id: 'hugo',
    name: 'Hugo',
    markers: [
      { path: 'hugo.toml' },
      { path: 'hugo.yaml' },
      { path: 'hugo.yml' },
      { path: 'hugo.json' },
      { path: 'config/_default/hugo.toml' },
      { path: 'config/_default/hugo.yaml' },
      { path: 'config.toml', sign: /^\s*(?:baseURL|baseurl|theme)\s*=/m },
      { path: 'config.yaml', sign: /^\s*(?:baseURL|theme)\s*:/m },
      { path: 'config/_default/config.toml' },
      { path: 'config/_default/config.yaml' },
    ],
    dialects: fixed('hugo', 'mdx'),
    signs: [/^\s*\{\{[<%] *\/?[\w.-]+/, /\{\{[<%] *\/?[\w.-]+/],
  },
  {
    id: 'gitbook',
    name: 'GitBook',
    // `book.json` configures the GitBook command line (gitbook-cli, and its fork HonKit) that legacy books build with.
    markers: [{ path: '.gitbook.yaml' }, { path: '.gitbook/' }, { path: 'book.json', sign: /"(?:gitbook|plugins|pluginsConfig|structure|title|root|output|links|styles|variables)"\s*:/ }],
    dialects: fixed('gitbook', 'mdx'),
    signs: [/^\s*\{% (?:hint|tabs|tab|content-ref|embed|code|stepper|step|columns) /],
  },
  {
    id: 'jekyll',
    name: 'Jekyll',
    // A site built with another configuration file name (`jekyll build --config jekyll.yml`) still declares its
    // generator in its Gemfile: the `jekyll` gem, or `github-pages`, which pins it.
    markers: [
      { path: '_config.yml' },
      { path: '_config.yaml' },
      { path: 'Gemfile', sign: /^\s*gem\s+["'](?:jekyll|github-pages)["']/m },
    ],
    dialects: fixed('jekyll', 'mdx'),
    signs: [
      /^\s*\{%-? *(?:raw|endraw|include|include_relative|highlight|if|for|assign|capture|comment|ifversion) /,
      /\{%-? *(?:raw|endraw|include|include_relative|highlight|if|for|assign|capture|comment|link|post_url|data|ifversion) /,
      /^\{:[^}\n]*\}\s*$/,
    ],
  },
  {
    id: 'obsidian',
    name: 'Obsidian',
    markers: [{ path: '.obsidian/' }],
    dialects: fixed('obsidian', 'mdx'),
    signs: [/^!\[\[[^\]\n]+\]\]/, /^> \[![a-z-]+\][+-]/i, /!\[\[[^\]\n]+\]\]/, /(?<![!\\])\[\[(?!_?toc_?\]\])[^\]\n|]+(?:\|[^\]\n]+)?\]\](?!\s*[(（])/i],
  },
];

const BY_ID = new Map(SITES.map((s) => [s.id, s]));

export const SITE_IDS: readonly SiteId[] = SITES.map((s) => s.id);

export function siteById(id: SiteId): SiteRecord {
  return BY_ID.get(id)!;
}

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && BY_ID.has(value as SiteId);
}
