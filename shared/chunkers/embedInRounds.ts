// The embedding loop every caller of a semantic strategy runs (the CLI's chunk, compare and eval, the editor's save,
// "Chunk by meaning now" and "Lint Workspace"): ask the strategy which texts it compares given the vectors known,
// fetch the missing ones, ask again, until none is missing; a strategy that embeds in rounds gets its later rounds
// without any caller knowing it does.

import type { Strategy, TextEmbeddings } from './types';

/** What the loop did: the distinct texts the strategy compares in the end, and how many were handed to `fetch`. */
export interface EmbeddedRounds {
  texts: string[];
  fetched: number;
}

/** One round before its fetch: the distinct texts compared so far, how many of them are missing, how many earlier rounds fetched. */
export interface EmbeddingRound {
  texts: number;
  missing: number;
  fetched: number;
}

/**
 * Fetches, round by round, the vectors `embeds` needs to chunk `text`: `known` reads the caller's store, `fetch`
 * fills it with the vectors of the texts it is given (once each) and `onRound` hears each round's counts before
 * its fetch (awaited). Stops when nothing is missing, or when a fetch leaves a text without a vector (the strategy then
 * falls back, saying so). Rejects with what `fetch` rejects with.
 */
export async function embedInRounds(
  embeds: NonNullable<Strategy['embeds']>,
  text: string,
  known: TextEmbeddings,
  fetch: (texts: string[]) => Promise<void>,
  onRound?: (round: EmbeddingRound) => void | Promise<void>,
): Promise<EmbeddedRounds> {
  let fetched = 0;
  for (;;) {
    const texts = [...new Set(embeds.textsToEmbed(text, known))];
    const missing = texts.filter((t) => known.vectorOf(t) === undefined);
    if (!missing.length) return { texts, fetched };
    await onRound?.({ texts: texts.length, missing: missing.length, fetched });
    await fetch(missing);
    fetched += missing.length;
    if (missing.some((t) => known.vectorOf(t) === undefined)) return { texts, fetched };
  }
}
