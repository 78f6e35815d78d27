// The Node bundles' rank files (esbuild.mjs puts this module in place of shared/tokenizers/rankFiles.ts in the CLI,
// its worker, the language server and its analysis worker): each encoding's js-tiktoken ranks are a JSON file of
// their own in the `ranks` folder the build writes beside the bundles (out/ranks/), read the first time a tokenizer
// of that encoding counts. The npm package and the .vsix then hold the ranks once instead of inlined in every
// bundle, and a run that counts nothing (a warm `lint --cache`) neither reads nor parses them.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RankFile } from '../../shared/tokenizers/bytePairEncoder';
import type { EncodingId } from '../../shared/tokenizers/types';

/** The rank folder relative to the bundle that holds this module (esbuild.mjs defines it per bundle). */
declare const CHUNKLENS_RANKS_DIR: string;

/** The rank file each encoding reads (gpt2 is r50k_base's ranks, as in tiktoken). */
const RANK_FILE_OF: Record<EncodingId, string> = { o200k_base: 'o200k_base', cl100k_base: 'cl100k_base', p50k_base: 'p50k_base', r50k_base: 'r50k_base', gpt2: 'r50k_base' };

const loaded = new Map<string, RankFile>();

/**
 * The rank file of `id`, read once per process; throws (naming the file) when the file is missing or is not a
 * rank file, which only a broken install can cause.
 */
export function rankFileOf(id: EncodingId): RankFile {
  const name = RANK_FILE_OF[id];
  let ranks = loaded.get(name);
  if (!ranks) {
    const path = join(__dirname, CHUNKLENS_RANKS_DIR, `${name}.json`);
    let parsed: Partial<RankFile> | undefined;
    try {
      parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<RankFile>;
    } catch (error) {
      throw new Error(`cannot read the ${id} ranks at ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
    if (typeof parsed?.bpe_ranks !== 'string' || typeof parsed.pat_str !== 'string') throw new Error(`${path} is not a rank file`);
    ranks = parsed as RankFile;
    loaded.set(name, ranks);
  }
  return ranks;
}
