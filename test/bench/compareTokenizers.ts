// Check (bench sub-command `tokenizers LIST`): the memoising js encoder gives js-tiktoken's own ids for every
// file in LIST, for o200k_base and cl100k_base; prints the files that differ and a summary.

import { readFileSync } from 'node:fs';
import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { stripBom } from '../../shared/parse';
import { getTokenizer } from '../../shared/tokenizers';
import { withReferenceWhiteSpace } from '../../shared/tokenizers/referencePattern';

/** Compares whole-file encodings; returns the summary the bench prints as its last line. */
export function compareTokenizers(list: string): object {
  const files = readFileSync(list, 'utf8').split('\n').filter(Boolean);
  const summary: Record<string, { files: number; tokens: number; differences: number }> = {};
  for (const [id, ranks] of [['o200k_base', o200kBase], ['cl100k_base', cl100kBase]] as const) {
    const reference = new Tiktoken({ ...ranks, pat_str: withReferenceWhiteSpace(ranks.pat_str) });
    const ours = getTokenizer(id);
    const row = (summary[id] = { files: files.length, tokens: 0, differences: 0 });
    for (const f of files) {
      const text = stripBom(readFileSync(f, 'utf8'));
      const expected = reference.encode(text, [], []);
      const got = ours.encode(text);
      row.tokens += expected.length;
      if (got.length !== expected.length || got.some((t, i) => t !== expected[i])) {
        row.differences++;
        console.error(`${id}: ${f}: ${got.length} tokens, js-tiktoken ${expected.length}`);
      }
    }
  }
  return summary;
}
