// Content hashes: sha256 hex for stable chunk ids, and a fast 53-bit hash for memo keys.
import { hash } from 'node:crypto';

/** sha256 of a UTF-8 string, hex-encoded (Chunking Spec v1 §9). One-shot `hash` is ~6× faster than `createHash`. */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

/** cyrb53: a fast non-cryptographic hash for cache keys (collisions only cost a recomputation check). */
export function fastHash(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36) + ':' + text.length.toString(36);
}
