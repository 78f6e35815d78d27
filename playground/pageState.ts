// The playground's state as the URL hash carries it: file name (which decides the input kind, as on the
// command line), strategies, tokenizer, changed budgets and, when it compresses small enough, the text. JSON,
// deflated with the browser's CompressionStream, base64url: a shared link opens the same view, and nothing
// leaves the page but what the user copies.

import type { Budgets } from '../shared/chunkers/types';

export interface PageState {
  fileName: string;
  /** Strategy of the tree, and side A in compare mode; undefined: the default for the file's kind. */
  strategy?: string;
  /** Side B: set, the page compares the two. */
  compareWith?: string;
  /** Undefined: each strategy's own tokenizer. */
  tokenizer?: string;
  /** Only the budgets the user set; the others are the strategy's defaults. */
  budgets: Budgets;
  /** Only the library arguments the user set (`--options`). */
  options?: Record<string, unknown>;
  /** Absent when the document was too large for a link (the link then restores the settings only). */
  text?: string;
}

/** Most characters of the hash's state before the text is left out of it: links this long still paste and open. */
export const MAX_HASH_CHARS = 8000;

const PREFIX = '#s=';

/** `state` as a URL hash (`#s=…`), with its text when the whole hash stays within `maxChars`. */
export async function encodePageState(state: PageState, maxChars = MAX_HASH_CHARS): Promise<{ hash: string; withText: boolean }> {
  const full = PREFIX + (await deflate(JSON.stringify(state)));
  if (state.text === undefined || full.length <= maxChars) return { hash: full, withText: state.text !== undefined };
  const settings: PageState = { ...state };
  delete settings.text;
  return { hash: PREFIX + (await deflate(JSON.stringify(settings))), withText: false };
}

/** The state a hash holds, or undefined for a hash that is not one (empty, edited by hand, from another page). */
export async function decodePageState(hash: string): Promise<PageState | undefined> {
  if (!hash.startsWith(PREFIX)) return undefined;
  try {
    return toPageState(JSON.parse(await inflate(hash.slice(PREFIX.length))));
  } catch {
    return undefined;
  }
}

function toPageState(value: unknown): PageState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.fileName !== 'string') return undefined;
  const budgets: Budgets = {};
  if (typeof v.budgets === 'object' && v.budgets !== null) {
    for (const [key, n] of Object.entries(v.budgets)) if (typeof n === 'number' && Number.isFinite(n)) budgets[key as keyof Budgets] = n;
  }
  const state: PageState = { fileName: v.fileName, budgets };
  if (typeof v.options === 'object' && v.options !== null && !Array.isArray(v.options)) state.options = v.options as Record<string, unknown>;
  for (const key of ['strategy', 'compareWith', 'tokenizer', 'text'] as const) if (typeof v[key] === 'string') state[key] = v[key];
  return state;
}

async function deflate(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function inflate(encoded: string): Promise<string> {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}
