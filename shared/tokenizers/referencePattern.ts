// Makes js-tiktoken's pre-tokenisation regex split text as the reference tiktoken (Rust) does.
//
// Why: the patterns use `\s`, which means different things in the two regex engines. JavaScript's `\s`
// includes U+FEFF (zero width no-break space, the byte-order mark) and excludes U+0085 (next line); Rust's
// `\s` is Unicode White_Space, which is the other way round. So js-tiktoken splits "\uFEFF#" into two
// pieces where the reference keeps one (vuejs-docs plugins.md, which starts with a BOM: 1087 vs 1086 cl100k
// tokens). Spelling `\s` out as White_Space makes both engines cut the same pieces.

const WHITE_SPACE = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

/** Rewrites `\s` and `\S` in a tiktoken pattern to Unicode White_Space, inside and outside classes. */
export function withReferenceWhiteSpace(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\' && i + 1 < pattern.length) {
      const next = pattern[i + 1];
      i++;
      if (next === 's') out += inClass ? WHITE_SPACE : `[${WHITE_SPACE}]`;
      else if (next === 'S' && !inClass) out += `[^${WHITE_SPACE}]`;
      else if (next === 'S') throw new Error('\\S inside a character class has no rewrite');
      else out += ch + next;
      continue;
    }
    if (ch === '[' && !inClass) inClass = true;
    else if (ch === ']' && inClass) inClass = false;
    out += ch;
  }
  return out;
}
