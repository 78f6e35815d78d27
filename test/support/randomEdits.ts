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

/** Applies one random edit: insert a snippet, delete 1–40 characters, or replace a character. */
export function randomEdit(text: string, random: () => number): string {
  const at = Math.floor(random() * (text.length + 1));
  const roll = random();
  if (roll < 0.5) return text.slice(0, at) + SNIPPETS[Math.floor(random() * SNIPPETS.length)] + text.slice(at);
  if (roll < 0.85) return text.slice(0, at) + text.slice(at + 1 + Math.floor(random() * 40));
  return text.slice(0, at) + String.fromCharCode(97 + Math.floor(random() * 26)) + text.slice(at + 1);
}
