// The import graph of the product's source (client/, server/, shared/, playground/), read from the import, export … from,
// import() and require() specifiers of every .ts file, for the architecture tests.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { REPO_ROOT } from './repoPath';

/** One import of a module: the specifier as written, whether it is erased at run time, and the file it names. */
export interface ModuleImport {
  specifier: string;
  typeOnly: boolean;
  /** The repository-relative .ts file of a relative specifier; undefined for a package or a non-.ts file. */
  target?: string;
}

export const SOURCE_FOLDERS = ['client', 'server', 'shared', 'playground'];

/** Every .ts file (not .d.ts) under the folders, repository-relative with `/`, in a stable order. */
export function sourceFiles(folders = SOURCE_FOLDERS): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(REPO_ROOT, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  for (const folder of folders) walk(folder);
  return files;
}

/** Every folder under the given folders (the folders themselves included), repository-relative with `/`. */
export function sourceFolders(folders = SOURCE_FOLDERS): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    found.push(dir);
    for (const entry of readdirSync(join(REPO_ROOT, dir), { withFileTypes: true })) if (entry.isDirectory()) walk(`${dir}/${entry.name}`);
  };
  for (const folder of folders) walk(folder);
  return found.sort();
}

const STATIC_IMPORT = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([^'";]*?)\bfrom\s*['"]([^'"]+)['"]/g;
const SIDE_EFFECT_IMPORT = /(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g;
const CALL_IMPORT = /\b(?:require|import)\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The imports of one source file. Comments are blanked first, so an example in a comment is not an import. */
export function importsOf(file: string): ModuleImport[] {
  const text = readFileSync(join(REPO_ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
  const found: ModuleImport[] = [];
  const add = (specifier: string, typeOnly: boolean): void => { found.push({ specifier, typeOnly, target: resolveTarget(file, specifier) }); };
  for (const m of text.matchAll(STATIC_IMPORT)) {
    const names = m[3].trim();
    const allTypes = /^\{[^}]*\}$/.test(names) && names.slice(1, -1).split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '));
    add(m[4], Boolean(m[2]) || allTypes);
  }
  for (const m of text.matchAll(SIDE_EFFECT_IMPORT)) add(m[1], false);
  for (const m of text.matchAll(CALL_IMPORT)) add(m[1], false);
  return found;
}

function resolveTarget(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(REPO_ROOT, dirname(file), specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(REPO_ROOT, candidate).split(sep).join('/');
  }
  return undefined;
}

/**
 * The import circles among the files (strongly connected components of more than one file, or a file importing
 * itself), each as its files in a stable order. With `runtimeOnly`, imports erased at run time are left out.
 */
export function importCircles(files: string[], runtimeOnly: boolean): string[][] {
  const edges = new Map(files.map((f) => [f, importsOf(f).filter((i) => i.target && (!runtimeOnly || !i.typeOnly)).map((i) => i.target as string)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (edges.get(v) ?? []).includes(v)) circles.push(component.sort());
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return circles;
}
