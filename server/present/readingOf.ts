// How a Markdown document was read (its site, marker and dialect), for hovers and the status bar. The marker's
// path is shown relative to the document through the server's FileAccess (the disk on Node, the editor on the web).

import type { InputKind } from '../../shared/model/types';
import type { ResolvedSettings } from '../../shared/config/config';
import { describeReading } from '../../shared/sites/siteReading';
import { siteById } from '../../shared/sites/siteRecords';
import type { FileAccess } from '../host/fileAccess';

/**
 * How a Markdown document was read (its site, with the generator's version where the site declares it and the
 * marker's path relative to the document's folder, and its dialect), for hovers and the status bar; undefined
 * for other input kinds.
 */
export function readingOf(kind: InputKind, uri: string, settings: Pick<ResolvedSettings, 'site' | 'dialect'>, files: FileAccess): { site?: string; readAs: string } | undefined {
  if (kind !== 'markdown') return undefined;
  const { marker, ...site } = settings.site;
  const shown = marker !== undefined ? { marker: relativeToDocument(uri, marker, files) } : {};
  const readAs = describeReading({ ...site, ...shown, dialect: settings.dialect });
  if (site.site === undefined) return { readAs };
  return { site: `${siteById(site.site).name}${site.version !== undefined ? ` ${site.version}` : ''}`, readAs };
}

/** `marker` relative to the folder of the document at `uri` (`/`-separated), or as it is where no file is behind `uri`. */
function relativeToDocument(uri: string, marker: string, files: FileAccess): string {
  const path = files.pathOf(uri);
  if (path === undefined) return marker;
  const { sep } = files.paths;
  const from = path.split(sep).slice(0, -1);
  const to = marker.split(sep);
  let common = 0;
  while (common < from.length && common < to.length && from[common] === to[common]) common++;
  return [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/');
}
