// Generators of the pathological inputs of issue 16, each sized by a scale factor, for the scaling tests, the
// `bench scaling` subcommand and the fuzz harness: the same input at 1x, 4x and 16x should cost 1x, 4x and 16x.

import type { InputKind, StrategyId } from '../../shared/model/types';

export interface PathologicalCase {
  name: string;
  kind: InputKind;
  /** The strategies the input is meant for (every strategy that reads `kind` when absent). */
  strategies?: StrategyId[];
  /** The document at `scale` (1 is a size that takes a few milliseconds when the work is linear). */
  make: (scale: number) => string;
  /** Milliseconds the analysis at 16x (the size reported in the issue) must stay under, checked by `bench scaling`. */
  boundMs?: number;
}

const repeat = (unit: string, times: number): string => unit.repeat(Math.max(1, Math.round(times)));

/** `times` lines made by `line` from their index. */
const numbered = (times: number, line: (i: number) => string): string => Array.from({ length: Math.max(1, Math.round(times)) }, (_, i) => line(i)).join('');

/** `length` CJK unified ideographs in a fixed pseudo-random order (a linear congruential generator). */
const variedIdeographs = (length: number): string => {
  const codes: number[] = [];
  for (let i = 0, x = 16; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 1;
    codes.push(0x4e00 + (Math.floor(x / 256) % 20_902));
  }
  return codes.map((c) => String.fromCharCode(c)).join('');
};

/** `length` characters drawn from `alphabet` in a fixed pseudo-random order (a linear congruential generator). */
const drawn = (alphabet: readonly string[], length: number): string => {
  const out: string[] = [];
  for (let i = 0, x = 16; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 1;
    out.push(alphabet[Math.floor(x / 256) % alphabet.length]);
  }
  return out.join('');
};

const LOWER_CASE = [...'abcdefghijklmnopqrstuvwxyz'];
/** Emoji, skin tones, ZWJ families, flags, a variation selector, combining accents and astral letters. */
const EMOJI_AND_MARKS = ['😀', '👍🏽', '👨‍👩‍👧‍👦', '🇫🇷', '🇯🇵', 'é', 'ñ', 'e\u0301', 'a\u0308\u0323', '𝐀', '𝔸', '𐍈', '🏳️‍🌈', '❤️', '🧑🏿‍💻'];

/** `units` UTF-16 units (or a few more) of EMOJI_AND_MARKS without spaces. */
const emojiLine = (units: number): string => {
  let line = '';
  for (let i = 0, x = 16; line.length < units; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 1;
    line += EMOJI_AND_MARKS[Math.floor(x / 256) % EMOJI_AND_MARKS.length];
  }
  return line;
};

/** A staircase of `steps` list items, each indented two columns deeper than the one before. */
const staircase = (steps: number): string => Array.from({ length: steps }, (_, i) => `${' '.repeat(2 * i)}- step ${i}\n`).join('');

/** The inputs of issue 16, smallest size first. */
export const PATHOLOGICAL_CASES: PathologicalCase[] = [
  { name: 'one long line of words', kind: 'markdown', make: (s) => repeat('word ', 20_000 * s) },
  { name: 'one line without spaces', kind: 'markdown', make: (s) => repeat('a', 50_000 * s) },
  { name: 'one line of CJK characters', kind: 'markdown', make: (s) => repeat('中文字', 10_000 * s) },
  // The same without repeats (a repeated text is counted once, from the memo): every window a splitter counts is
  // a new piece for the byte-pair encoder.
  { name: 'one line of varied CJK characters', kind: 'markdown', make: (s) => variedIdeographs(10_000 * s) },
  { name: 'a long paragraph of sentences', kind: 'markdown', make: (s) => repeat('This is a short sentence. ', 4_000 * s) },
  { name: 'short sections', kind: 'markdown', make: (s) => repeat('# Heading\n\nText.\n\n', 2_000 * s) },
  // Distinct headings (equal sections are parsed once); 16x is the 50,000.
  { name: 'headings with emphasis', kind: 'markdown', make: (s) => numbered(3_125 * s, (i) => `# Heading ${i} *with* _emphasis_ and \`code\`\n`) },
  { name: 'setext headings without blank lines', kind: 'markdown', make: (s) => repeat('Heading\n---\nText\n', 1_000 * s) },
  // 16x is the 1,000,000 blank lines.
  { name: 'blank lines', kind: 'markdown', make: (s) => `a\n${repeat('\n', 62_500 * s)}b\n` },
  { name: 'page break comments', kind: 'markdown', strategies: ['sentence'], make: (s) => repeat('<!-- PageBreak -->\n', 5_000 * s) },
  {
    name: 'a blocks.jsonl line with many parent headings',
    kind: 'blocks-jsonl',
    make: (s) => `${JSON.stringify({ type: 'content', content: 'text', heading: 'h', parent_headings: Array.from({ length: 300 * s }, (_, i) => `p${i}`) })}\n`,
  },
  { name: 'blocks.jsonl content without spaces', kind: 'blocks-jsonl', make: (s) => `${JSON.stringify({ type: 'content', content: repeat('a', 50_000 * s) })}\n` },
  { name: 'nested list markers on one line', kind: 'markdown', make: (s) => `${repeat('- ', 2_500 * s)}x\n` },
  { name: 'nested block quotes on one line', kind: 'markdown', make: (s) => `${repeat('> ', 2_500 * s)}x\n` },
  { name: 'staircases of nested list items', kind: 'markdown', make: (s) => repeat(`${staircase(300)}\ntext\n\n`, s) },
  { name: 'table rows continuing a nested list item', kind: 'markdown', make: (s) => `- a\n  - b\n${repeat('| a |\n', 1_000 * s)}` },
  { name: 'a page without spaces', kind: 'pages', make: (s) => JSON.stringify([{ page_num: 0, text: repeat('a', 50_000 * s) }]) },
  // Issue 17's three shapes; 16x is the size reported there, to be analysed within 5 s.
  // One heading whose inline content is a run of delimiters: every other `*` closes its neighbour, and each
  // next one looked back over every event before it for an opener (micromark's emphasis resolver).
  { name: 'a heading of 50,000 emphasis openers', kind: 'markdown', make: (s) => `# ${repeat('*a', 3_125 * s)}\n\nbody\n`, boundMs: 5_000 },
  // Random letters without spaces: one piece that the byte-pair encoder merges whole, at every midpoint level.
  { name: 'one line of random letters', kind: 'markdown', make: (s) => `${drawn(LOWER_CASE, 125_000 * s)}\n`, boundMs: 5_000 },
  { name: 'a text of random letters', kind: 'text', make: (s) => `${drawn(LOWER_CASE, 125_000 * s)}\n`, boundMs: 5_000 },
  { name: 'a page of random letters', kind: 'pages', make: (s) => JSON.stringify([{ page_num: 0, text: drawn(LOWER_CASE, 125_000 * s) }]), boundMs: 5_000 },
  { name: 'one line of emoji and combining marks', kind: 'markdown', make: (s) => `${emojiLine(12_500 * s)}\n`, boundMs: 5_000 },
  // Issue 28's two shapes, 16x at 50,000 pairs. Every `~` opens and closes: each closer looked back over every
  // event before it for an opener of its length (micromark's strikethrough resolver).
  { name: 'a heading of 50,000 tilde runs', kind: 'markdown', make: (s) => `# ${repeat('~a', 3_125 * s)}\n\nbody\n`, boundMs: 5_000 },
  // Runs that only close, between words: the text resolver merged each pair of adjacent data tokens with a splice
  // of the whole event list.
  { name: 'a heading of 50,000 closing-only emphasis runs', kind: 'markdown', make: (s) => `# ${repeat('a* ', 3_125 * s)}\n\nbody\n`, boundMs: 5_000 },
  // Container openers never closed, each right before a heading: markdown-spec carried every opener so far into the
  // next section, scanning and copying them again at each heading (20,000 pairs: 29 s).
  { name: 'unclosed container openers before headings', kind: 'markdown', make: (s) => repeat(':::tip\n# Heading\n', 1_250 * s), boundMs: 5_000 },
];
