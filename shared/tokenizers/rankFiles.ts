// The byte-pair ranks of the `js` engine by encoding: js-tiktoken's rank files, all imported (as the tests load
// them). The product bundles put another module in this one's place with the same `rankFileOf` (esbuild.mjs):
// the Node bundles' server/node/nodeRankFiles.ts (out/ranks/*.json, read on first use), the playground's
// playground/rankFilesOnDemand.ts and the web worker server's server/host/workerRankFiles.ts, which hold only
// the encodings loaded so far.

import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import p50kBase from 'js-tiktoken/ranks/p50k_base';
import r50kBase from 'js-tiktoken/ranks/r50k_base';
import type { RankFile } from './bytePairEncoder';
import type { EncodingId } from './types';

const RANKS: Record<EncodingId, RankFile> = {
  o200k_base: o200kBase,
  cl100k_base: cl100kBase,
  p50k_base: p50kBase,
  r50k_base: r50kBase,
  gpt2: r50kBase,
};

/** The rank file of `id` (gpt2 is r50k_base's ranks and pattern, as in tiktoken). */
export function rankFileOf(id: EncodingId): RankFile {
  return RANKS[id];
}
