// Python's string semantics where LangChain relies on them: str.strip() whitespace, str.isprintable(), and
// separators given as Python `re` patterns compiled to JavaScript RegExps.

// Characters Python's `str.isspace()` accepts (what `str.strip()` removes); JavaScript's trim() and `\s` differ
// (they include U+FEFF and lack U+001C–U+001F and U+0085).
const PY_SPACE_CLASS = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const PY_SPACE = new RegExp(`[${PY_SPACE_CLASS}]`);

/** Whether Python's `str.isspace()` holds for the character `ch`. */
export function isPySpace(ch: string): boolean {
  return PY_SPACE.test(ch);
}

/** The `[start, end)` that Python's `text.strip()` keeps of `text`. */
export function pyStripRange(text: string): [number, number] {
  let start = 0;
  let end = text.length;
  while (start < end && isPySpace(text[start])) start++;
  while (end > start && isPySpace(text[end - 1])) end--;
  return [start, end];
}

/**
 * Whether Python's `str.isprintable()` holds for a code point: false for the Unicode categories Other (Cc, Cf,
 * Cs, Co, Cn) and Separator (Zl, Zp, Zs) except the ASCII space.
 */
export function isPyPrintable(ch: string): boolean {
  return ch === ' ' || !/[\p{C}\p{Z}]/u.test(ch);
}

/** A separator regex that cannot be compiled, or that LangChain's `re.split` would not treat as one separator. */
export class SeparatorError extends Error {}

const compiled = new Map<string, RegExp>();

/**
 * Compiles a Python `re` pattern to a global JavaScript RegExp with the same matches for the syntax separators
 * use: `(?P<name>…)` and `(?P=name)` are renamed, `\A` and `\Z` become `^` and `$`, `\d` and `\w` are widened to
 * Unicode as Python's are, and `\s` is Python's white space (JavaScript's includes U+FEFF and lacks U+001C–U+001F
 * and U+0085). Compiled with the `u` flag (code points, as Python) when the pattern allows it;
 * Python accepts escapes of ordinary characters (`\-`, `\#`) that the `u` flag rejects, so such a pattern
 * falls back to matching UTF-16 units. A pattern with capturing groups is refused: LangChain wraps the separator
 * in a group for `re.split`, which would put the inner groups' text among the splits.
 */
export function compileSeparator(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (re) return re;
  const source = translatePattern(pattern);
  try {
    re = new RegExp(source, 'gu');
  } catch {
    try {
      re = new RegExp(source, 'g');
    } catch (error) {
      throw new SeparatorError(`separator ${JSON.stringify(pattern)} is not a valid regular expression: ${(error as Error).message}`);
    }
  }
  if (new RegExp(`${re.source}|`, re.flags).exec('')!.length > 1) {
    throw new SeparatorError(`separator ${JSON.stringify(pattern)} has capturing groups; write them as (?:...) (LangChain's re.split would mix their text into the splits)`);
  }
  compiled.set(pattern, re);
  return re;
}

function translatePattern(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\' && i + 1 < pattern.length) {
      const next = pattern[++i];
      if (next === 'A' && !inClass) out += '^';
      else if (next === 'Z' && !inClass) out += '$';
      else if (next === 'd') out += '\\p{Nd}';
      else if (next === 's') out += inClass ? PY_SPACE_CLASS : `[${PY_SPACE_CLASS}]`;
      else if (next === 'S' && !inClass) out += `[^${PY_SPACE_CLASS}]`;
      else if (next === 'w') out += inClass ? '\\p{L}\\p{N}_' : '[\\p{L}\\p{N}_]';
      else out += '\\' + next;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
    } else if (ch === '[') {
      inClass = true;
      if (pattern[i + 1] === '^') {
        out += '[^';
        i++;
        continue;
      }
    } else if (pattern.startsWith('(?P<', i)) {
      out += '(?<';
      i += 3;
      continue;
    } else if (pattern.startsWith('(?P=', i)) {
      const close = pattern.indexOf(')', i);
      if (close > i) {
        out += `\\k<${pattern.slice(i + 4, close)}>`;
        i = close;
        continue;
      }
    }
    out += ch;
  }
  return out;
}
