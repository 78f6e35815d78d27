// POSIX path operations without Node, for the paths a client-backed file access gives URIs (clientFiles.ts):
// `/`-separated, absolute from `/`, with no current folder (a relative path resolves from the root).

import type { FilePaths } from './fileAccess';

/** The segments of a path with `.` and empty ones dropped and `..` applied (never above the root). */
function normalSegments(path: string): string[] {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out;
}

export const posixPaths: FilePaths = {
  sep: '/',
  isAbsolute: (path) => path.startsWith('/'),
  dirname(path) {
    const segments = normalSegments(path);
    return '/' + segments.slice(0, -1).join('/');
  },
  join: (...parts) => posixPaths.resolve('/', parts.filter(Boolean).join('/')),
  resolve(...parts) {
    let joined = '';
    for (const part of parts) joined = part.startsWith('/') ? part : `${joined}/${part}`;
    return '/' + normalSegments(joined).join('/');
  },
  relative(from, to) {
    const a = normalSegments(from);
    const b = normalSegments(to);
    let common = 0;
    while (common < a.length && common < b.length && a[common] === b[common]) common++;
    return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/');
  },
};
