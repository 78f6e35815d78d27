// Chunk ids computed when first read. Spec v1 §9 hashes a chunk's char offsets into its id, so an edit gives
// every chunk after it a new id: hashing them all on every keystroke was a third of a keystroke's time in a
// 5 MB document, while a keystroke reads the ids of a handful of chunks at most (hover, chunk tree, export).

import type { Chunk } from '../model/types';

/** Computes a chunk's id from its current index, spans and block range. */
export type IdOf = (chunk: Chunk) => string;

const KNOWN_ID = Symbol('knownId');
const ID_OF = Symbol('idOf');

interface LazilyIdentified extends Chunk {
  [KNOWN_ID]: string | undefined;
  [ID_OF]: IdOf;
}

// One accessor shared by every chunk; `id` stays an own enumerable property in its place, so JSON output,
// spreading and deep equality see an ordinary string.
const ID_ACCESSOR: PropertyDescriptor = {
  get(this: LazilyIdentified): string {
    return (this[KNOWN_ID] ??= this[ID_OF](this));
  },
  set(this: LazilyIdentified, id: string): void {
    this[KNOWN_ID] = id;
  },
  enumerable: true,
  configurable: true,
};

/**
 * A copy of `chunk` whose `id` is `idOf(copy)`, computed on first read after this call or the last `forgetId`.
 * The copy is built property by property in the chunk's key order, so all copies share one hidden class (an
 * accessor redefined on an existing object would turn it into a slow dictionary object).
 */
export function withLazyId(chunk: Chunk, idOf: IdOf): Chunk {
  const copy = {} as LazilyIdentified;
  const fields = chunk as unknown as Record<string, unknown>;
  for (const key of Object.keys(chunk)) {
    if (key === 'id') Object.defineProperty(copy, 'id', ID_ACCESSOR);
    else (copy as unknown as Record<string, unknown>)[key] = fields[key];
  }
  Object.defineProperty(copy, ID_OF, { value: idOf });
  Object.defineProperty(copy, KNOWN_ID, { value: undefined, writable: true });
  return copy;
}

/** After moving a chunk made by `withLazyId`: its next read of `id` hashes its new place. */
export function forgetId(chunk: Chunk): void {
  (chunk as LazilyIdentified)[KNOWN_ID] = undefined;
}
