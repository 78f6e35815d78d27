// Generated texts with long runs of letters of one kind (lower-case ASCII, upper-case ASCII, ideographs), each
// followed by text that ends the run's piece or continues it, for Haystack's recursive splitter in token units:
// the texts its long-run path (recursiveUnits.ts) reads by their places, and the arguments each is cut with.

/** `length` characters of `alphabet` in a fixed pseudo-random order (a linear congruential generator). */
function drawn(alphabet: string, length: number, seed: number): string {
  const out: string[] = [];
  for (let i = 0, x = seed; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 1;
    out.push(alphabet[Math.floor(x / 256) % alphabet.length]);
  }
  return out.join('');
}

const IDEOGRAPHS = Array.from({ length: 400 }, (_, i) => String.fromCharCode(0x4e00 + i * 37)).join('');

export interface TokenRunCase {
  name: string;
  text: string;
  args: { split_length: number; split_overlap: number };
}

export const TOKEN_RUN_CASES: TokenRunCase[] = [
  { name: 'a line of lower-case letters', text: `${drawn('abcdefghijklmnopqrstuvwxyz', 5_000, 16)}\n`, args: { split_length: 50, split_overlap: 10 } },
  { name: 'a line of letters then paragraphs', text: `${drawn('abcdefghijklmnopqrstuvwxyz', 3_000, 7)}\n\nSome words after the line. And more words here.\n`, args: { split_length: 40, split_overlap: 12 } },
  { name: 'upper-case letters then a contraction', text: `${drawn('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 3_000, 5)}'s end\n`, args: { split_length: 50, split_overlap: 10 } },
  { name: 'letters then an accented letter', text: `${drawn('abcdefghijklmnopqrstuvwxyz', 2_500, 3)}é${drawn('abcdefghijklmnopqrstuvwxyz', 1_500, 9)}\n`, args: { split_length: 64, split_overlap: 30 } },
  { name: 'a line of ideographs', text: `${drawn(IDEOGRAPHS, 3_000, 11)}。\n`, args: { split_length: 50, split_overlap: 10 } },
  { name: 'two runs between words', text: `word ${drawn('abcdefghijklmnopqrstuvwxyz', 2_000, 13)} then ${drawn('abcdefghijklmnopqrstuvwxyz', 2_000, 17)} end`, args: { split_length: 30, split_overlap: 20 } },
];

/**
 * A split as the fixture keeps it: each segment of its content as [from, to, at] (its text is the source's) or,
 * where the splitter inserted it, as its text; and its records.
 */
export function tokenRunRecord(split: { content: { text: string; segments: Array<{ from: number; to: number; at?: number }> }; meta: unknown }): unknown {
  const { text, segments } = split.content;
  return { segments: segments.map((s) => (s.at === undefined ? text.slice(s.from, s.to) : [s.from, s.to, s.at])), meta: split.meta };
}
