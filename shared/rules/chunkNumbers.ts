// Chunk numbers in messages ("Chunk 12 has …", "split across 2 chunks (7–8)"), written and renumbered in one
// place: when an edit adds or removes chunks, the findings after it keep their text except for these numbers.

import { FLOOD_NOTE } from './onePerBlock';

/** The 1-based number a message shows for the chunk at `index`. */
export function chunkNumber(index: number): number {
  return index + 1;
}

const LEADING_CHUNK = /^Chunk (\d+)/;
/** The range that ends a message, or comes just before the flood limit's note (see onePerBlock.ts). */
const CHUNK_RANGE = new RegExp(`\\((\\d+)–(\\d+)\\)(?=(?:${FLOOD_NOTE.source})?$)`);

/** `message` ("Chunk N …") with N moved by `chunkDelta`. */
export function renumberLeadingChunk(message: string, chunkDelta: number): string {
  return message.replace(LEADING_CHUNK, (_, n: string) => `Chunk ${Number(n) + chunkDelta}`);
}

/** `message` ("… (A–B)") with A and B moved by `chunkDelta`. */
export function renumberChunkRange(message: string, chunkDelta: number): string {
  return message.replace(CHUNK_RANGE, (_, a: string, b: string) => `(${Number(a) + chunkDelta}–${Number(b) + chunkDelta})`);
}

const FIRST_RANGE = /\((\d+)–(\d+)\)/;
const NAMED_CHUNKS = /\b(chunks?) (\d+(?:, \d+)*)/g;

/** `message` ("… (A–B): chunk N …", "chunks N, M …") with its first range and every chunk it names moved by `chunkDelta`. */
export function renumberChunkMentions(message: string, chunkDelta: number): string {
  return message
    .replace(FIRST_RANGE, (_, a: string, b: string) => `(${Number(a) + chunkDelta}–${Number(b) + chunkDelta})`)
    .replace(NAMED_CHUNKS, (_, word: string, list: string) => `${word} ${list.split(', ').map((n) => Number(n) + chunkDelta).join(', ')}`);
}

/** `message` with every chunk number it shows ("Chunk N", "(A–B)", "chunks N, M") made `#`: what two copies of a page at different places share. */
export function withoutChunkNumbers(message: string): string {
  return message
    .replace(LEADING_CHUNK, 'Chunk #')
    .replace(/\(\d+–\d+\)/g, '(#–#)')
    .replace(NAMED_CHUNKS, (_, word: string, list: string) => `${word} ${list.split(', ').map(() => '#').join(', ')}`);
}
