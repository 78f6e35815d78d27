// The web worker's rank files (esbuild.mjs puts this module in place of shared/tokenizers/rankFiles.ts in the web
// server bundle): each encoding's js-tiktoken ranks are a script of their own in out/web/ranks/, loaded with the
// worker's synchronous importScripts the first time a tokenizer of that encoding counts, so a workspace loads
// only the encodings its settings use (o200k_base alone is 2.3 MB).

import type { RankFile } from '../../shared/tokenizers/bytePairEncoder';
import type { EncodingId } from '../../shared/tokenizers/types';

/** What the rank scripts (esbuild.mjs) set: the ranks by file name. */
declare const self: { chunklensRanks?: Record<string, RankFile>; importScripts(url: string): void };

/** The rank file each encoding reads (gpt2 is r50k_base's ranks, as in tiktoken). */
const FILE_OF: Record<EncodingId, string> = { o200k_base: 'o200k_base', cl100k_base: 'cl100k_base', p50k_base: 'p50k_base', r50k_base: 'r50k_base', gpt2: 'r50k_base' };

let template: string | undefined;

/** Sets the URL of the rank scripts (the client's `rankFilesUrl`: a template, `_encoding_` stands for the file name). */
export function setRankFilesUrl(url: string): void {
  template = url;
}

/** The rank file of an encoding, loaded on first use; throws when no URL was set or the script cannot load. */
export function rankFileOf(id: EncodingId): RankFile {
  const file = FILE_OF[id];
  if (!self.chunklensRanks?.[file]) {
    if (template === undefined) throw new Error(`no rank files URL: the ${id} tokenizer cannot load`);
    self.importScripts(template.replace('_encoding_', file));
  }
  const ranks = self.chunklensRanks?.[file];
  if (!ranks) throw new Error(`${template?.replace('_encoding_', file)} did not define the ${id} ranks`);
  return ranks;
}
