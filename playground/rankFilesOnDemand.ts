// The browser playground's stand-in for shared/tokenizers/rankFiles.ts (esbuild.mjs swaps it in for the page's
// bundle): each encoding's rank file is a chunk of its own, fetched when a page selects it, so a page that
// counts with o200k_base never downloads cl100k_base. Both modules export the same `rankFileOf`.
import type { RankFile } from '../shared/tokenizers/bytePairEncoder';
import type { EncodingId } from '../shared/tokenizers/types';

const LOADERS: Record<EncodingId, () => Promise<{ default: RankFile }>> = {
  o200k_base: () => import('js-tiktoken/ranks/o200k_base'),
  cl100k_base: () => import('js-tiktoken/ranks/cl100k_base'),
  p50k_base: () => import('js-tiktoken/ranks/p50k_base'),
  r50k_base: () => import('js-tiktoken/ranks/r50k_base'),
  gpt2: () => import('js-tiktoken/ranks/r50k_base'),
};

const loaded = new Map<EncodingId, RankFile>();

/** Fetches the rank file of `id` once; `rankFileOf(id)` answers from then on. */
export async function loadRankFile(id: EncodingId): Promise<void> {
  if (!loaded.has(id)) loaded.set(id, (await LOADERS[id]()).default);
}

/** The rank file of `id`; throws when `loadRankFile(id)` has not finished (the analysis then reports a CK900). */
export function rankFileOf(id: EncodingId): RankFile {
  const ranks = loaded.get(id);
  if (!ranks) throw new Error(`the ${id} rank file is not loaded`);
  return ranks;
}
