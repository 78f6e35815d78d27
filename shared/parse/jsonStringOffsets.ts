// Maps offsets inside a decoded JSON string value back to the source offsets of its literal, escapes included.

const SIMPLE_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/**
 * For the JSON string literal whose opening quote is at `quote` in `source`, returns `offsets` with
 * `offsets[i]` the source offset where decoded UTF-16 unit `i` is written, and one more entry for the
 * closing quote, so that a decoded range `[a, b)` maps to the source range `[offsets[a], offsets[b])`.
 * An escape (`\n`, `\"`, `\u00e9`) is one decoded unit written by several source characters.
 * Returns undefined when the literal is not a well-formed JSON string (parsers report that separately).
 */
export function jsonStringOffsets(source: string, quote: number): number[] | undefined {
  if (source[quote] !== '"') return undefined;
  const offsets: number[] = [];
  let i = quote + 1;
  while (i < source.length) {
    const c = source[i];
    if (c === '"') {
      offsets.push(i);
      return offsets;
    }
    if (c === '\n' || c === '\r') return undefined;
    offsets.push(i);
    if (c !== '\\') {
      i += 1;
      continue;
    }
    const e = source[i + 1];
    if (e !== undefined && SIMPLE_ESCAPES.has(e)) i += 2;
    else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(source.slice(i + 2, i + 6))) i += 6;
    else return undefined;
  }
  return undefined;
}
