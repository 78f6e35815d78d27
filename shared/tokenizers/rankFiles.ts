// js-tiktoken's rank files by encoding, bundled with the code that counts (gpt2 is r50k_base's ranks, as in
// tiktoken). The web worker bundle replaces this module by server/host/workerRankFiles.ts (esbuild.mjs), which
// loads an encoding's file only when a tokenizer first needs it.

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

/** The rank file of an encoding. */
export function rankFileOf(id: EncodingId): RankFile {
  return RANKS[id];
}
