// The content folders a multilingual Hugo site builds. A site that gives each language a folder of its own
// (`languages:` / `zh:` / `contentDir: content/zh`) builds those folders and no other: a language taken out of the
// configuration (its block commented out, or named in `disableLanguages`) leaves its folder in the repository, unbuilt,
// and no reader sees its pages. Read from the configuration file's text, YAML or TOML, line by line: a language's block
// is the lines indented under its key below `languages:` (YAML) or the lines after its `[languages.zh]` table (TOML).
// Where any configured language has no folder of its own, it reads the site's whole content folder, and every page is
// built.

import type { FoundMarker } from './siteReading';

/** A language's key under `languages:` in YAML: `  zh:` on a line of its own. */
const YAML_LANGUAGE = /^([ \t]+)([\w-]+)[ \t]*:[ \t]*(?:#.*)?$/;
/** A language's table in TOML: `[languages.zh]`, `[languages."zh-hans"]`. */
const TOML_LANGUAGE = /^[ \t]*\[languages\.["']?([\w-]+)["']?\][ \t]*(?:#.*)?$/;
/** Any other TOML table, which ends a language's (its nested `[languages.zh.params]` aside). */
const TOML_TABLE = /^[ \t]*\[([^\]\n]+)\]/;
/** A `contentDir` setting, YAML or TOML: `contentDir: content/zh`, `contentDir = "content/zh"`. */
const CONTENT_DIR = /^[ \t]*contentDir[ \t]*[:=][ \t]*["']?([^"'#\n]+?)["']?[ \t]*(?:#.*)?$/;
/** The languages the site leaves out: `disableLanguages = ["en"]`, `disableLanguages: [en, fr]`. */
const DISABLED = /^[ \t]*disableLanguages[ \t]*[:=][ \t]*\[([^\]\n]*)\]/m;

/** The site's languages and the content folder each reads (undefined: the site's content folder). */
type Languages = Map<string, string | undefined>;

function yamlLanguages(lines: readonly string[]): Languages {
  const languages: Languages = new Map();
  const start = lines.findIndex((l) => /^languages[ \t]*:[ \t]*(?:#.*)?$/.test(l));
  if (start < 0) return languages;
  let indent: string | undefined;
  let current: string | undefined;
  for (const line of lines.slice(start + 1)) {
    if (/^[ \t]*(?:#.*)?$/.test(line)) continue;
    if (!/^[ \t]/.test(line)) break;
    const key = YAML_LANGUAGE.exec(line);
    if (key && (indent === undefined || key[1] === indent)) {
      indent = key[1];
      current = key[2];
      languages.set(current, undefined);
      continue;
    }
    const folder = CONTENT_DIR.exec(line);
    if (folder && current !== undefined) languages.set(current, folder[1].trim());
  }
  return languages;
}

function tomlLanguages(lines: readonly string[]): Languages {
  const languages: Languages = new Map();
  let current: string | undefined;
  for (const line of lines) {
    const language = TOML_LANGUAGE.exec(line);
    if (language) {
      current = language[1];
      if (!languages.has(current)) languages.set(current, undefined);
      continue;
    }
    const table = TOML_TABLE.exec(line);
    if (table && !(current !== undefined && table[1].startsWith(`languages.${current}.`))) current = undefined;
    const folder = CONTENT_DIR.exec(line);
    if (folder && current !== undefined) languages.set(current, folder[1].trim());
  }
  return languages;
}

/** The site's top-level content folder: its own `contentDir` before any language, else `content`. */
function siteContentDir(lines: readonly string[], toml: boolean): string {
  for (const line of lines) {
    if (toml ? TOML_TABLE.test(line) : /^languages[ \t]*:/.test(line)) break;
    const folder = !toml && /^[ \t]/.test(line) ? null : CONTENT_DIR.exec(line);
    if (folder) return folder[1].trim();
  }
  return 'content';
}

function normalized(folder: string): string {
  return folder.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
}

/** The site's content folder and the folders its languages build; undefined where every page of it is built. */
interface BuiltFolders {
  content: string;
  built: string[];
}

/** Per configuration text (a site has one; a run, a few): what it builds, read once. */
const builtByConfig = new Map<string, BuiltFolders | undefined>();
/** Texts kept at most (an editor reads a configuration again after each edit of it). */
const MAX_CONFIGS = 32;

function builtFoldersOf(config: string, toml: boolean): BuiltFolders | undefined {
  const key = `${toml ? 't' : 'y'}${config}`;
  if (builtByConfig.has(key)) return builtByConfig.get(key);
  const lines = config.split(/\r?\n/);
  const languages = toml ? tomlLanguages(lines) : yamlLanguages(lines);
  const disabled = new Set((DISABLED.exec(config)?.[1] ?? '').split(',').map((l) => l.trim().replace(/^["']|["']$/g, '').toLowerCase()));
  const folders = [...languages].filter(([language]) => !disabled.has(language.toLowerCase())).map(([, folder]) => folder);
  const found = folders.length === 0 || folders.some((folder) => folder === undefined) ? undefined : { content: normalized(siteContentDir(lines, toml)), built: folders.map((folder) => normalized(folder!)) };
  if (builtByConfig.size >= MAX_CONFIGS) builtByConfig.clear();
  builtByConfig.set(key, found);
  return found;
}

/**
 * Whether the page at `relative` (its path from the site's folder, `/`-separated) lies in the site's content folder
 * but in none of the folders its configured languages build, by the configuration text `config` (`toml` when TOML).
 */
export function isOutsideBuiltLanguages(config: string, toml: boolean, relative: string): boolean {
  const folders = builtFoldersOf(config, toml);
  if (!folders) return false;
  const page = normalized(relative);
  return page.startsWith(`${folders.content}/`) && !folders.built.some((folder) => page.startsWith(`${folder}/`));
}

/**
 * Whether the Markdown file at `path` lies in a Hugo site's content folder outside every folder its configured
 * languages build, by the site's configuration file at the root (`hugo.yaml`, `config.toml`; `marker`).
 */
export function isUnbuiltLanguagePage(marker: FoundMarker, path: string): boolean {
  const name = /(?:^|[/\\])((?:hugo|config)\.(toml|ya?ml))$/.exec(marker.path);
  if (marker.site !== 'hugo' || !name) return false;
  const root = marker.path.slice(0, marker.path.length - name[1].length);
  const page = path.replace(/\\/g, '/');
  const base = root.replace(/\\/g, '/');
  return page.startsWith(base) && isOutsideBuiltLanguages(marker.text, name[2] === 'toml', page.slice(base.length));
}
