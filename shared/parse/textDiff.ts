// Finds the one changed range between two versions of a text: their common prefix and common suffix.

/** The edit that turns `before` into `after`: `[start, oldEnd)` of `before` became `[start, newEnd)` of `after`. */
export interface TextChange {
  start: number;
  oldEnd: number;
  newEnd: number;
}

const STEPS = [65536, 1024];

/**
 * The smallest single range replacement from `before` to `after` (common prefix and suffix), or undefined
 * when the texts are equal. Compares slices of 64 KB, then 1 KB, then characters: a 5 MB text costs about
 * 2 ms once both strings are flat.
 */
export function diffTexts(before: string, after: string): TextChange | undefined {
  if (before === after) return undefined;
  const limit = Math.min(before.length, after.length);
  let prefix = 0;
  for (const step of STEPS) {
    while (prefix + step <= limit && before.slice(prefix, prefix + step) === after.slice(prefix, prefix + step)) prefix += step;
  }
  while (prefix < limit && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  const room = limit - prefix;
  let suffix = 0;
  const tail = (text: string, from: number, length: number) => text.slice(text.length - from - length, text.length - from);
  for (const step of STEPS) {
    while (suffix + step <= room && tail(before, suffix, step) === tail(after, suffix, step)) suffix += step;
  }
  while (suffix < room && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  return { start: prefix, oldEnd: before.length - suffix, newEnd: after.length - suffix };
}
