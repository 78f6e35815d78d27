// Finds the two versions of every document a `chunklens diff` compares: between git revisions (or a revision and
// the working tree), from the files git says differ; or between two files or folders (`--no-index`). Only the
// documents chunklens reads are kept (not plain text, not what the configuration's `ignores` exclude).

import { existsSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { inputKindOf } from '../../../shared/model/inputKind';
import { stripBom } from '../../../shared/parse';
import { DEFAULT_MAX_FILE_BYTES } from '../../node/readRegularFile';
import { sidecarPathsFor } from '../../node/sidecars';
import type { DiffOptions } from './diffArgs';
import { findDocuments } from '../../node/findFiles';
import { changedFiles, readAtRevision, repositoryRoot, resolveRevision } from '../../node/gitRevisions';
import type { ConfigLookup } from '../configLookup';
import { readSourceFile, SkippedFile, type SourceFile } from '../../node/readDocument';
import { UsageError } from '../usageError';

/** One document in both versions; a side is absent where the document does not exist. */
export interface DiffPair {
  /** The path shown (relative to the working folder); the configuration is looked up for it. */
  path: string;
  base?: SourceFile;
  head?: SourceFile;
}

/** What a diff compares, and the names of its two sides. */
export interface DiffSources {
  base: string;
  head: string;
  pairs: DiffPair[];
  notes: string[];
}

/** Finds the documents of a diff in the working folder `cwd`. Throws a UsageError for what git or the paths reject. */
export function findDiffSources(options: DiffOptions, configs: ConfigLookup, maxBytes = DEFAULT_MAX_FILE_BYTES, cwd = process.cwd()): DiffSources {
  const { operands, paths } = options;
  if (options.noIndex) return comparePaths([...operands, ...paths][0], [...operands, ...paths][1], configs, maxBytes);
  let root: string;
  try {
    root = repositoryRoot(cwd);
  } catch (error) {
    // Outside a repository, two existing paths compare as files or folders (as `git diff` does).
    if (paths.length === 0 && operands.length === 2 && operands.every((o) => existsSync(o))) return comparePaths(operands[0], operands[1], configs, maxBytes);
    throw error;
  }
  const revisions: { name: string; commit: string }[] = [];
  const pathspecs: string[] = [];
  // With paths after "--", every operand before it is a revision; without, operands are revisions up to the first path.
  const dashes = paths.length > 0;
  for (const operand of operands) {
    if (pathspecs.length > 0 || revisions.length === 2) {
      pathspecs.push(operand);
      continue;
    }
    const commit = resolveRevision(operand, cwd);
    const onDisk = !dashes && existsSync(operand);
    if (commit && onDisk) throw new UsageError(`diff: "${operand}" is both a revision and a path; put paths after "--"`);
    if (commit) revisions.push({ name: operand, commit });
    else if (onDisk) pathspecs.push(operand);
    else throw new UsageError(`diff: unknown revision "${operand}"${dashes ? '' : ' (and no such path in the working tree)'}`);
  }
  pathspecs.push(...paths);
  const base = revisions[0] ?? { name: 'HEAD', commit: resolveRevision('HEAD', cwd) ?? '' };
  if (!base.commit) throw new UsageError('diff: unknown revision "HEAD" (the repository has no commit yet)');
  const head = revisions[1];
  const notes: string[] = [];
  const files = changedFiles(base.commit, head?.commit, pathspecs, cwd).filter((f) => {
    const absolute = join(root, f.name);
    return inputKindOf(basename(f.name)) !== 'text' && !configs.isIgnored(absolute);
  });
  const shown = (name: string) => relative(cwd, join(root, name)).split(sep).join('/') || name;
  const atRevision = (commit: string, wanted: string[]) => revisionSources(commit, wanted, root, shown, maxBytes, notes);
  const baseSides = atRevision(base.commit, files.filter((f) => f.status !== 'A').map((f) => f.name));
  const headSides = head ? atRevision(head.commit, files.filter((f) => f.status !== 'D').map((f) => f.name)) : undefined;
  const pairs = files.map((f): DiffPair => {
    const path = shown(f.name);
    let headSide = headSides?.get(f.name);
    if (!head && f.status !== 'D') headSide = readWorkingFile(path, maxBytes, notes);
    return { path, base: baseSides.get(f.name), head: headSide };
  });
  return { base: base.name, head: head?.name ?? 'working tree', pairs: pairs.filter((p) => p.base || p.head), notes };
}

/** The documents `names` at `commit`, with their sidecars at the same commit. */
function revisionSources(commit: string, names: string[], root: string, shown: (name: string) => string, maxBytes: number, notes: string[]): Map<string, SourceFile> {
  const sidecarNames = names.map((name) => sidecarPathsFor(name, inputKindOf(basename(name))));
  const wanted = [...names, ...sidecarNames.flatMap((s) => Object.values(s))];
  const texts = readAtRevision(commit, wanted, root);
  const byName = new Map(wanted.map((name, i) => [name, texts[i]]));
  const sources = new Map<string, SourceFile>();
  names.forEach((name, i) => {
    const text = byName.get(name);
    if (text === undefined) return;
    if (Buffer.byteLength(text) > maxBytes) {
      notes.push(`${shown(name)}: skipped at ${commit.slice(0, 12)}: over the size limit`);
      return;
    }
    const sidecars: Record<string, string> = {};
    for (const [key, sidecar] of Object.entries(sidecarNames[i])) {
      const sidecarText = byName.get(sidecar);
      if (sidecarText !== undefined) sidecars[key] = stripBom(sidecarText);
    }
    sources.set(name, { path: shown(name), kind: inputKindOf(basename(name)), text: stripBom(text), sidecars, notes: [] });
  });
  return sources;
}

function readWorkingFile(path: string, maxBytes: number, notes: string[]): SourceFile | undefined {
  try {
    const source = readSourceFile(path, maxBytes);
    notes.push(...source.notes);
    return source;
  } catch (error) {
    if (!(error instanceof SkippedFile)) throw error;
    notes.push(error.message);
    return undefined;
  }
}

/** Two files, or the documents of two folders paired by their path inside each. */
function comparePaths(basePath: string, headPath: string, configs: ConfigLookup, maxBytes: number): DiffSources {
  for (const path of [basePath, headPath]) if (!existsSync(path)) throw new UsageError(`diff: no such file or folder: ${path}`);
  const notes: string[] = [];
  const isFolder = (path: string) => statSync(path).isDirectory();
  if (isFolder(basePath) !== isFolder(headPath)) throw new UsageError(`diff: ${basePath} and ${headPath} must both be files or both be folders`);
  if (!isFolder(basePath)) {
    return { base: basePath, head: headPath, notes, pairs: [{ path: headPath, base: readWorkingFile(basePath, maxBytes, notes), head: readWorkingFile(headPath, maxBytes, notes) }] };
  }
  const inside = (folder: string) => {
    const found = findDocuments([folder], { isIgnored: (path) => configs.isIgnored(path) });
    notes.push(...found.notes);
    return new Map(found.paths.map((p) => [relative(resolve(folder), resolve(p)).split(sep).join('/'), p]));
  };
  const before = inside(basePath);
  const after = inside(headPath);
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  const pairs = names.map((name): DiffPair => {
    const base = before.has(name) ? readWorkingFile(before.get(name)!, maxBytes, notes) : undefined;
    const head = after.has(name) ? readWorkingFile(after.get(name)!, maxBytes, notes) : undefined;
    return { path: after.get(name) ?? before.get(name)!, base, head };
  });
  return { base: basePath, head: headPath, notes, pairs: pairs.filter((p) => p.base || p.head) };
}
