// TextSplitter's semantic items (src/splitter/text.rs): every run of line breaks (`\n`, `\r`, `\r\n`), its level
// the number of line breaks in it (`\r\n` counts once, being one grapheme cluster), so that a blank line outranks
// a single line break.

import type { LevelRange } from './semanticRanges';

/** Each maximal run of `\n` and `\r` in `text`, with its count of line breaks as its level. */
export function lineBreakLevels(text: string): LevelRange[] {
  const out: LevelRange[] = [];
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (c !== 0x0a && c !== 0x0d) {
      i++;
      continue;
    }
    const start = i;
    let breaks = 0;
    while (i < text.length) {
      const d = text.charCodeAt(i);
      if (d === 0x0d && text.charCodeAt(i + 1) === 0x0a) i += 2;
      else if (d === 0x0a || d === 0x0d) i++;
      else break;
      breaks++;
    }
    out.push({ level: breaks, start, end: i });
  }
  return out;
}
