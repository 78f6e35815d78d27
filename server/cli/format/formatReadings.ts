// How the files of a run were read: per site and dialect, how many files, for the closing summary of `lint` and
// the rows of `stats`. A new user sees at once whether their Hugo site was read as Hugo.

import { relative } from 'node:path';
import type { ResolvedSettings } from '../../../shared/config/config';
import { describeReading, type SiteReading } from '../../../shared/sites/siteReading';

/** The reading of a Markdown file, its marker's path relative to the working folder (outputs show it so). */
export function readingOf(settings: Pick<ResolvedSettings, 'site' | 'dialect'>): SiteReading {
  const { marker, ...site } = settings.site;
  return { ...site, ...(marker !== undefined ? { marker: relative(process.cwd(), marker) || marker } : {}), dialect: settings.dialect };
}

/** `read as: 1003 files Hugo (hugo.toml) · dialect hugo`, one line per reading, most files first; '' for none. */
export function formatReadings(readings: (SiteReading | undefined)[]): string {
  const counts = countReadings(readings);
  if (!counts.length) return '';
  const lines = counts.map(({ reading, files }) => `  ${files} file${files === 1 ? '' : 's'}: ${reading}`);
  return `Markdown read as:\n${lines.join('\n')}\n`;
}

/** The described readings with their file counts, most files first (ties by description). */
export function countReadings(readings: (SiteReading | undefined)[]): { reading: string; files: number }[] {
  const counts = new Map<string, number>();
  for (const r of readings) if (r) counts.set(describeReading(r), (counts.get(describeReading(r)) ?? 0) + 1);
  return [...counts.entries()].map(([reading, files]) => ({ reading, files })).sort((a, b) => b.files - a.files || (a.reading < b.reading ? -1 : 1));
}
