// Seeded random edits for the incremental-analysis tests: reproducible sequences of small insertions and
// deletions, biased towards the text that changes Markdown structure (fences, headings, comments, lists).

const SNIPPETS = ['x', ' ', '\n', '\n\n', '```', '~~~', '# ', '## ', '<!--', '-->', '- ', '1. ', '> ', '|', '[a]: /b', '    '];

/** mulberry32: a small seeded generator, so a failing sequence can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One replacement: `[start, end)` of a text becomes `inserted`. */
export interface TextReplacement {
  start: number;
  end: number;
  inserted: string;
}

/** One random edit of a text of `length`: insert a snippet, delete 1–40 characters, or replace a character. */
export function randomReplacement(length: number, random: () => number): TextReplacement {
  const at = Math.floor(random() * (length + 1));
  const roll = random();
  if (roll < 0.5) return { start: at, end: at, inserted: SNIPPETS[Math.floor(random() * SNIPPETS.length)] };
  if (roll < 0.85) return { start: at, end: Math.min(length, at + 1 + Math.floor(random() * 40)), inserted: '' };
  return { start: at, end: Math.min(length, at + 1), inserted: String.fromCharCode(97 + Math.floor(random() * 26)) };
}

export function applyReplacement(text: string, edit: TextReplacement): string {
  return text.slice(0, edit.start) + edit.inserted + text.slice(edit.end);
}

/** Applies one random edit (see randomReplacement). */
export function randomEdit(text: string, random: () => number): string {
  return applyReplacement(text, randomReplacement(text.length, random));
}
