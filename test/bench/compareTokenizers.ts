// Check (bench sub-command `tokenizers LIST`): chunklens's `js` engine gives the ids of js-tiktoken's own
// `encode` and of the WASM build of the reference (`tiktoken`) for every file in LIST, for o200k_base and
// cl100k_base; prints the files that differ and a summary with the time each encoder took.

import { readFileSync } from 'node:fs';
import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { get_encoding } from 'tiktoken';
import { stripBom } from '../../shared/parse';
import { getTokenizer } from '../../shared/tokenizers';
import { withReferenceWhiteSpace } from '../../shared/tokenizers/referencePattern';

interface Row {
  files: number;
  tokens: number;
  differences: { jsTiktoken: number; wasm: number };
  seconds: { ours: number; jsTiktoken: number; wasm: number };
}

function same(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Compares whole-file encodings; returns the summary the bench prints as its last line. */
export function compareTokenizers(list: string): object {
  const files = readFileSync(list, 'utf8').split('\n').filter(Boolean);
  const summary: Record<string, Row> = {};
  for (const [id, ranks] of [['o200k_base', o200kBase], ['cl100k_base', cl100kBase]] as const) {
    const jsTiktoken = new Tiktoken({ ...ranks, pat_str: withReferenceWhiteSpace(ranks.pat_str) });
    const wasm = get_encoding(id);
    const ours = getTokenizer(id);
    const row: Row = (summary[id] = { files: files.length, tokens: 0, differences: { jsTiktoken: 0, wasm: 0 }, seconds: { ours: 0, jsTiktoken: 0, wasm: 0 } });
    const timed = <T>(key: keyof Row['seconds'], run: () => T): T => {
      const t = performance.now();
      const result = run();
      row.seconds[key] += (performance.now() - t) / 1000;
      return result;
    };
    for (const f of files) {
      const text = stripBom(readFileSync(f, 'utf8'));
      const got = timed('ours', () => ours.encode(text));
      row.tokens += got.length;
      for (const [key, expected] of [
        ['jsTiktoken', timed('jsTiktoken', () => jsTiktoken.encode(text, [], []))],
        ['wasm', timed('wasm', () => wasm.encode_ordinary(text))],
      ] as const) {
        if (same(got, expected)) continue;
        row.differences[key]++;
        console.error(`${id}: ${f}: ${got.length} tokens, ${key} ${expected.length}`);
      }
    }
    wasm.free();
  }
  return summary;
}
