// Which site a document is read as and, from it, its dialect: the `site` setting when it names one, else the
// site whose marker file is nearest above the document, else the site its own text shows signs of. Every
// output names the result, so a user can tell how a file was read.

import { resolveMarkdownDialect, type DialectSetting, type MarkdownDialect } from '../parse/dialect';
import { isSiteId, SITE_IDS, siteById, type SiteId } from './siteRecords';

/** The `site` setting: a site, `auto` to find it per file, or `none` for no site. */
export type SiteSetting = 'auto' | 'none' | SiteId;

export const SITE_SETTINGS: readonly SiteSetting[] = ['auto', 'none', ...SITE_IDS];

export function isSiteSetting(value: unknown): value is SiteSetting {
  return value === 'auto' || value === 'none' || isSiteId(value);
}

/** A site marker found in a folder at or above a document (the server and the CLI look it up on disk). */
export interface FoundMarker {
  site: SiteId;
  /** The marker's path, as the finder gives it. */
  path: string;
  /** The marker file's text (empty for a folder marker). */
  text: string;
  /** The generator's version the site declares beside its marker (siteRecords.ts VersionSource), where it does. */
  version?: string;
}

/** How a document's site was decided. */
export type SiteSource = 'setting' | 'marker' | 'signs';

export interface SiteReading {
  /** The site, absent when none was set, found or shown by the text. */
  site?: SiteId;
  from?: SiteSource;
  /** The marker file the site was found by. */
  marker?: string;
  /** The version of the site's generator, where its marker's folder declares one and the site is that marker's. */
  version?: string;
  dialect: MarkdownDialect;
}

/**
 * The site and dialect of a Markdown document. `signs` (the site its text shows, siteFromText) counts only when
 * the setting is `auto` and no marker was found; a non-`auto` dialect setting wins over the site's dialect.
 */
export function readSite(
  settings: { site: SiteSetting; dialect: DialectSetting },
  place: { fileName: string; marker?: FoundMarker; signs?: SiteId },
): SiteReading {
  const found = findSite(settings.site, place);
  const marker = found.site !== undefined && place.marker?.site === found.site ? place.marker : undefined;
  const version = marker?.version !== undefined ? { version: marker.version } : {};
  const dialects = found.site !== undefined ? siteById(found.site).dialects(marker?.text ?? '', marker?.version) : undefined;
  return { ...found, ...version, dialect: resolveMarkdownDialect(settings.dialect, place.fileName, dialects) };
}

function findSite(setting: SiteSetting, place: { marker?: FoundMarker; signs?: SiteId }): Omit<SiteReading, 'dialect'> {
  if (setting === 'none') return {};
  if (setting !== 'auto') return { site: setting, from: 'setting' };
  if (place.marker) return { site: place.marker.site, from: 'marker', marker: place.marker.path };
  return place.signs ? { site: place.signs, from: 'signs' } : {};
}

/**
 * How a reading is named in outputs: `Hugo (hugo.toml) · dialect hugo`, `Docusaurus 2 (docusaurus.config.js)
 * · dialect mdx1` (the generator's version where the site declares it), `dialect containers`.
 */
export function describeReading(reading: SiteReading): string {
  if (reading.site === undefined) return `no site · dialect ${reading.dialect}`;
  const why = reading.from === 'marker' ? ` (${reading.marker})` : reading.from === 'signs' ? ' (from its syntax)' : ' (setting)';
  const version = reading.version !== undefined ? ` ${reading.version}` : '';
  return `${siteById(reading.site).name}${version}${why} · dialect ${reading.dialect}`;
}
