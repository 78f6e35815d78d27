// Glob lists as configuration files and the command line use them: picomatch globs relative to a folder, where
// a glob without a slash matches a name at any depth and a later `!glob` takes back what earlier ones matched.

import picomatch from 'picomatch';
import type { FilePaths } from '../host/fileAccess';

/** Tells whether an absolute path matches a glob list. */
export type PathMatcher = (absolutePath: string) => boolean;

/**
 * Compiles `patterns` relative to `folder`. As in `.gitignore`, the last pattern that matches a path decides:
 * `["drafts/**", "!drafts/keep.md"]` matches every draft but one. Dot files match like any other; paths outside
 * `folder` match nothing. `paths` are the path operations of the file access the paths come from.
 */
export function compileGlobs(patterns: string[], folder: string, paths: FilePaths): PathMatcher {
  const compiled = patterns.map((pattern) => {
    const negated = pattern.startsWith('!');
    const body = negated ? pattern.slice(1) : pattern;
    return { negated, test: picomatch(body.replace(/^\.\//, ''), { dot: true, basename: !body.includes('/') }) };
  });
  if (!compiled.length) return () => false;
  return (absolutePath) => {
    const rel = paths.relative(folder, absolutePath);
    if (rel === '' || rel.startsWith('..') || paths.isAbsolute(rel)) return false;
    const posix = paths.sep === '/' ? rel : rel.split(paths.sep).join('/');
    let matched = false;
    for (const { negated, test } of compiled) if (matched === negated && test(posix)) matched = !negated;
    return matched;
  };
}
