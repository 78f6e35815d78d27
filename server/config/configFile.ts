// Reads one `.chunklens.json` / `.chunklens.jsonc` file with what it `extends`: its settings, `overrides` and
// `ignores`, and every problem at its file, line and column. Valid parts are kept, as in shared/config/config.ts.

import { getNodeValue, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import { type ChunklensConfig, validateConfig } from '../../shared/config/config';
import { mergeConfigs } from '../../shared/config/configMerge';
import type { FileAccess } from '../host/fileAccess';
import { type LocatedConfigProblem, ProblemLocator } from './configProblem';

/** Settings that apply to the files matching `files` (globs relative to the configuration file's folder). */
export interface ConfigOverride {
  files: string[];
  settings: ChunklensConfig;
}

/** One configuration file with its `extends` chain flattened in. */
export interface ConfigFile {
  path: string;
  /** The extended configurations' settings, then the file's own: the file's win per key. */
  settings: ChunklensConfig;
  /** The extended configurations' overrides, then the file's own, in the order they apply. */
  overrides: ConfigOverride[];
  /** Globs of files to skip, relative to the folder of `path`. */
  ignores: string[];
}

/** Keys a configuration file holds besides the settings of shared/config/config.ts. */
const FILE_KEYS = ['$schema', 'extends', 'overrides', 'ignores'];

/** Reads a file's text (replaceable in tests); throws when it cannot. */
export type ReadText = (path: string) => string;

/** How configuration files are read: `read` for their text, `files` for paths, `extends` targets and packages. */
export interface ConfigSource {
  read: ReadText;
  files: FileAccess;
}

/**
 * Loads the configuration file at `path` and, recursively, what it extends: `extends` names a file by a path
 * relative to the extending file's folder, or a package (`name` or `name/file.json`) resolved with Node's module
 * resolution from that folder (where the file access resolves packages: on Node). Comments and trailing commas are allowed in `.jsonc` files only.
 */
export function loadConfigFile(path: string, source: ConfigSource): { config: ConfigFile; problems: LocatedConfigProblem[] } {
  const problems: LocatedConfigProblem[] = [];
  const config = loadWithin(source.files.paths.resolve(path), source, problems, []);
  return { config: { ...config, path }, problems };
}

function loadWithin(path: string, source: ConfigSource, problems: LocatedConfigProblem[], stack: string[]): ConfigFile {
  const empty: ConfigFile = { path, settings: {}, overrides: [], ignores: [] };
  let text: string;
  try {
    text = source.read(path).replace(/^\uFEFF/, '');
  } catch (error) {
    problems.push(new ProblemLocator(path, '', undefined).at(0, 0, `cannot read file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`));
    return empty;
  }
  const errors: ParseError[] = [];
  const jsonc = path.endsWith('.jsonc');
  const root = parseTree(text, errors, { disallowComments: !jsonc, allowTrailingComma: jsonc, allowEmptyContent: true });
  const locate = new ProblemLocator(path, text, root);
  if (errors.length) {
    // The first syntax error only: the ones after it are mostly its consequences.
    problems.push(locate.at(errors[0].offset, errors[0].length, `JSON syntax error: ${printParseErrorCode(errors[0].error)}`));
    return empty;
  }
  const raw: unknown = root ? getNodeValue(root) : {};
  if (!isObject(raw)) {
    problems.push(locate.at(root?.offset ?? 0, root?.length ?? 0, 'the configuration must be an object'));
    return empty;
  }
  const own = validateSettings(raw, [], locate, problems);
  const ownOverrides = readOverrides(raw.overrides, locate, problems);
  const ignores = readStrings(raw.ignores, ['ignores'], locate, problems);
  if (raw.$schema !== undefined && typeof raw.$schema !== 'string') problems.push(locate.atPath(['$schema'], '$schema: expected a string'));

  const bases = readExtends(raw.extends, path, source.files, locate, problems).map((target) => {
    if (stack.includes(target) || target === path) {
      problems.push(locate.atPath(['extends'], `circular extends: ${[...stack, path, target].join(' → ')}`));
      return empty;
    }
    return loadWithin(target, source, problems, [...stack, path]);
  });
  return {
    path,
    settings: mergeConfigs(...bases.map((b) => b.settings), own),
    overrides: [...bases.flatMap((b) => b.overrides), ...ownOverrides],
    ignores: [...bases.flatMap((b) => b.ignores), ...ignores],
  };
}

/** Validates the settings part of `raw` (everything but the file keys) through shared/config/config.ts. */
function validateSettings(raw: Record<string, unknown>, at: (string | number)[], locate: ProblemLocator, problems: LocatedConfigProblem[], skip = FILE_KEYS): ChunklensConfig {
  const settings = Object.fromEntries(Object.entries(raw).filter(([key]) => !skip.includes(key)));
  const { config, problems: found } = validateConfig(settings);
  // A path segment of digits is an array index (`requiredHeadings.1`): the entry itself is located, not its array.
  const segments = (path: string) => path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  for (const p of found) problems.push(locate.atPath([...at, ...(p.path ? segments(p.path) : [])], p.path ? `${p.path}: ${p.message}` : p.message));
  return config;
}

function readOverrides(value: unknown, locate: ProblemLocator, problems: LocatedConfigProblem[]): ConfigOverride[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push(locate.atPath(['overrides'], 'overrides: expected an array of { "files": [globs], ...settings }'));
    return [];
  }
  return value.flatMap((entry, i): ConfigOverride[] => {
    if (!isObject(entry)) {
      problems.push(locate.atPath(['overrides', i], `overrides.${i}: expected an object`));
      return [];
    }
    const files = readStrings(typeof entry.files === 'string' ? [entry.files] : entry.files, ['overrides', i, 'files'], locate, problems);
    if (!files.length) {
      if (entry.files === undefined || (Array.isArray(entry.files) && entry.files.length === 0)) {
        problems.push(locate.atPath(['overrides', i], `overrides.${i}: "files" must list at least one glob`));
      }
      return [];
    }
    return [{ files, settings: validateSettings(entry, ['overrides', i], locate, problems, ['files']) }];
  });
}

function readStrings(value: unknown, at: (string | number)[], locate: ProblemLocator, problems: LocatedConfigProblem[]): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v === '')) {
    problems.push(locate.atPath(at, `${at.join('.')}: expected an array of non-empty strings (globs)`));
    return [];
  }
  return value as string[];
}

function readExtends(value: unknown, path: string, files: FileAccess, locate: ProblemLocator, problems: LocatedConfigProblem[]): string[] {
  if (value === undefined) return [];
  const names = typeof value === 'string' ? [value] : Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;
  if (!names) {
    problems.push(locate.atPath(['extends'], 'extends: expected a path or package name, or an array of them'));
    return [];
  }
  return names.flatMap((name, i) => {
    const folder = files.paths.dirname(path);
    const target = resolveExtends(name, folder, files);
    if (target) return [target];
    problems.push(locate.atPath(typeof value === 'string' ? ['extends'] : ['extends', i], `extends: cannot find "${name}" from ${folder}`));
    return [];
  });
}

/** A relative or absolute path from `folder`, or a package resolved the way `require` would from `folder`. */
function resolveExtends(name: string, folder: string, files: FileAccess): string | undefined {
  if (name === '') return undefined;
  if (files.paths.isAbsolute(name) || name.startsWith('./') || name.startsWith('../')) {
    const target = files.paths.resolve(folder, name);
    return files.kindOf(target) !== undefined ? target : undefined;
  }
  return files.resolvePackage?.(name, folder);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
