// Test helper: the readable outline of a chunking that golden files hold, and the golden comparison.

import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Analysis } from '../../shared/engine/engine';
import { LineIndex } from '../../shared/text/lineIndex';

/** One line per chunk: index, type, tokens, own line range, heading path, first words; plus its notes. */
export function outlineOf(analysis: Analysis): string {
  const lines = new LineIndex(analysis.doc.text);
  const out: string[] = [];
  for (const c of analysis.chunks) {
    const own = c.spans.filter((s) => !s.overlap);
    const first = lines.positionAt(own[0].start).line + 1;
    const last = lines.positionAt(own[own.length - 1].end - 1).line + 1;
    const path = c.headingsPath.length ? c.headingsPath.join(' › ') : '(no heading)';
    const words = c.content.replace(/\s+/g, ' ').trim().split(' ').slice(0, 8).join(' ');
    const overlap = c.spans.some((s) => s.overlap) ? ' +overlap' : '';
    out.push(`#${c.index + 1} ${c.type} ${c.tokens} tok L${first}-${last}${overlap} | ${path} | ${words}`);
    out.push(`    notes: ${c.notes.map((n) => n.reason).join(', ')}`);
  }
  return out.join('\n') + '\n';
}

/** Compares with the golden file; `UPDATE_GOLDEN=1` rewrites it instead (review the diff). */
export function assertGolden(path: string, actual: string): void {
  if (process.env.UPDATE_GOLDEN === '1') {
    writeFileSync(path, actual);
    return;
  }
  assert.ok(existsSync(path), `missing golden file ${path}; run with UPDATE_GOLDEN=1 to create it`);
  assert.equal(actual, readFileSync(path, 'utf8'), `outline differs from ${path}; if intended, run with UPDATE_GOLDEN=1 and review the diff`);
}
