// Bench rows for the library strategies (every strategy of the registry that reproduces a library splitter):
// each re-chunks the whole document on every keystroke, so each is typed into a 50 KB Markdown document, in its
// own process with the language server's flags, and its per-keystroke p50 / p95 is set against 100 ms.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STRATEGIES } from '../../shared/chunkers';
import type { Strategy } from '../../shared/chunkers/types';
import { resolveSettings } from '../../shared/config/config';
import type { InputKind, StrategyId } from '../../shared/model/types';
import { measureKeystrokes } from './keystrokes';

/** The document's size: the "50 KB document". */
export const LIBRARY_DOCUMENT_CHARS = 50_000;
/** Keystrokes per strategy: the p95 rests on 10 of them. */
export const LIBRARY_KEYSTROKES = 200;
/** The target for a library strategy, per keystroke at the 95th percentile. */
export const LIBRARY_TARGET_MS = 100;

/** The strategies that reproduce a library splitter (chunklens's own have no `library`), in registry order. */
export function libraryStrategies(): Strategy[] {
  return STRATEGIES.filter((s) => s.library);
}

/** The input kind a strategy is typed in: Markdown when it reads Markdown, else its native kind. */
function kindFor(strategy: Strategy): InputKind {
  return strategy.inputKinds.includes('markdown') ? 'markdown' : strategy.inputKinds[0];
}

/**
 * The first 50 KB of `big1mb` (the corpus's concatenated docs), cut at the last blank line before
 * LIBRARY_DOCUMENT_CHARS so it ends between blocks, written to a temporary file; returns its path and a cleanup.
 */
export function writeLibraryDocument(big1mb: string): { file: string; remove: () => void } {
  const source = readFileSync(big1mb, 'utf8');
  const cut = source.lastIndexOf('\n\n', LIBRARY_DOCUMENT_CHARS);
  const dir = mkdtempSync(join(tmpdir(), 'chunklens-bench-'));
  const file = join(dir, 'library-50kb.md');
  writeFileSync(file, source.slice(0, cut > 0 ? cut + 1 : LIBRARY_DOCUMENT_CHARS));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Child side: types LIBRARY_KEYSTROKES characters into `file` analysed with strategy `id` (its defaults). */
export function measureLibraryKeystrokes(file: string, id: StrategyId): object {
  const strategy = libraryStrategies().find((s) => s.id === id);
  if (!strategy) throw new Error(`not a library strategy: ${id}`);
  const kind = kindFor(strategy);
  const settings = resolveSettings({}, kind, { strategy: id });
  return { ...measureKeystrokes(file, 'pieces', settings, LIBRARY_KEYSTROKES, kind), chars: readFileSync(file, 'utf8').length, tokenizer: settings.tokenizer };
}

/** Parent side: one table row per library strategy; `child` runs `libraryKeystrokes FILE ID` in a fresh process. */
export function libraryRows(big1mb: string, child: (...args: string[]) => Record<string, number | string>): string[][] {
  const doc = writeLibraryDocument(big1mb);
  try {
    const f1 = (x: number) => x.toFixed(1);
    return libraryStrategies().map((strategy) => {
      const k = child('libraryKeystrokes', doc.file, strategy.id) as Record<string, number> & { tokenizer: string };
      const lib = strategy.library!;
      const what = `${strategy.id} (${lib.library} ${lib.splitter} ${lib.version}, length ${k.tokenizer}): per-keystroke edit + whole-document re-chunk and lint of a ${(k.chars / 1000).toFixed(0)} KB Markdown document, p50 / p95 (${LIBRARY_KEYSTROKES} inserts, ${k.chunks} chunks)`;
      const result = `${f1(k.p50)} / ${f1(k.p95)} ms · p95 ${(k.p95 / LIBRARY_TARGET_MS).toFixed(2)}× the target (CPU time ${f1(k.cpuP50)} / ${f1(k.cpuP95)} ms, ${(k.cpuP95 / LIBRARY_TARGET_MS).toFixed(2)}×; server total with decorations and diagnostics ${f1(k.totalP50)} / ${f1(k.totalP95)} ms)`;
      return [what, result, `p95 ≤ ${LIBRARY_TARGET_MS} ms`];
    });
  } finally {
    doc.remove();
  }
}
