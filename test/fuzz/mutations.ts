// Mutations of real documents for the fuzz harness: truncation, byte flips, huge lines, deep nesting, long
// runs of one character, long runs of one character class (delimiters, letters, digits, punctuation, CJK,
// combining marks, emoji) inside a heading, link text, table cell, list item or quote, and special Unicode,
// each sized by a scale so a bounded run stays fast.

import type { InputKind } from '../../shared/model/types';
import { SPECIAL_CHARACTERS } from '../helpers/keptText';

export interface Mutation {
  name: string;
  apply: (text: string, kind: InputKind, random: () => number, scale: number) => string;
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)];
const at = (text: string, random: () => number): number => Math.floor(random() * (text.length + 1));
const insert = (text: string, offset: number, inserted: string): string => text.slice(0, offset) + inserted + text.slice(offset);

/** Characters that open nesting in each kind of input. */
const NESTERS: Record<InputKind, string[]> = {
  markdown: ['> ', '- ', '1. ', '* ', '   ', '[', '*', '`', '<div>'],
  text: ['> ', '- ', '('],
  'blocks-jsonl': ['[', '{"a":'],
  mineru: ['[', '{"a":'],
  docling: ['[', '{"a":', '{"$ref":'],
  pages: ['[', '{"a":'],
};

/** Long runs: the characters and small units that made strategies or parsers superlinear. */
const RUNS = ['a', ' ', '\n', '中', '`', '*', '#', '|', '-', '=', '\t', '.', '<!-- PageBreak -->\n', '# h\n', '- x\n', '| a |\n', '\\', '"', '🚀'];

/** Classes of characters for long single-line runs, each run drawn at random from its class's members. */
export const RUN_CLASSES: ReadonlyArray<{ name: string; members: readonly string[] }> = [
  { name: 'delimiters', members: ['*', '_', '~', '`', '*a', 'a*', '_a', '~a', '**', '[', ']', '<', '!['] },
  { name: 'letters', members: [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'] },
  { name: 'digits', members: [...'0123456789'] },
  { name: 'punctuation', members: [...'.,;:!?-/()\'"@%&+=^|\\'] },
  { name: 'CJK', members: [...'的一是不了人我在有他这为之大来以个中上们東京ありがとう한국어'] },
  { name: 'combining marks', members: ['e\u0301', 'a\u0308', '\u0323', 'o\u0302\u0303', '\u0301'] },
  { name: 'emoji', members: ['😀', '👍🏽', '👨‍👩‍👧‍👦', '🇫🇷', '🇯🇵', '❤️', '🧑🏿‍💻', '𝐀', '𐍈'] },
];

/** Block and inline Markdown constructs a run is put inside, each followed by a blank line. */
export const CONSTRUCTS: ReadonlyArray<{ name: string; wrap: (run: string) => string }> = [
  { name: 'heading', wrap: (run) => `# ${run}\n\n` },
  { name: 'link text', wrap: (run) => `[${run}](https://x.y)\n\n` },
  { name: 'table cell', wrap: (run) => `| a | b |\n|---|---|\n| ${run} | c |\n\n` },
  { name: 'list item', wrap: (run) => `- ${run}\n\n` },
  { name: 'quote', wrap: (run) => `> ${run}\n\n` },
];

/** A run of at least `length` UTF-16 units (a member more at most) of `members` drawn at random, on one line. */
export function classRun(members: readonly string[], length: number, random: () => number): string {
  let run = '';
  while (run.length < length) run += pick(members, random);
  return run;
}

export const MUTATIONS: Mutation[] = [
  { name: 'truncate', apply: (text, _kind, random) => text.slice(0, at(text, random)) },
  {
    name: 'flip bytes',
    apply: (text, _kind, random) => {
      const bytes = Buffer.from(text, 'utf8');
      for (let i = 0; i < 1 + Math.floor(random() * 8) && bytes.length; i++) bytes[Math.floor(random() * bytes.length)] ^= 1 << Math.floor(random() * 8);
      return bytes.toString('utf8');
    },
  },
  { name: 'huge line', apply: (text, _kind, random, scale) => insert(text, at(text, random), `${'word '.repeat(Math.round(20_000 * scale * random()))}\n`) },
  { name: 'huge word', apply: (text, _kind, random, scale) => insert(text, at(text, random), pick(['x', '中', 'ab1', '🚀'], random).repeat(Math.round(20_000 * scale * random()))) },
  {
    name: 'deep nesting',
    apply: (text, kind, random, scale) => {
      const n = Math.round(3_000 * scale * random());
      const opener = pick(NESTERS[kind], random);
      const closer = opener === '[' ? ']' : opener === '{"a":' ? '}' : '';
      return insert(text, at(text, random), `${opener.repeat(n)}x${closer.repeat(random() < 0.5 ? n : 0)}\n`);
    },
  },
  {
    name: 'long run in a construct',
    apply: (text, kind, random, scale) => {
      const run = classRun(pick(RUN_CLASSES, random).members, Math.round(20_000 * scale * random()), random);
      return insert(text, at(text, random), kind === 'markdown' ? pick(CONSTRUCTS, random).wrap(run) : `${run}\n`);
    },
  },
  { name: 'long run', apply: (text, _kind, random, scale) => insert(text, at(text, random), pick(RUNS, random).repeat(Math.round(20_000 * scale * random()))) },
  {
    name: 'special unicode',
    apply: (text, _kind, random) => {
      let out = text;
      for (let i = 0; i < 1 + Math.floor(random() * 10); i++) out = insert(out, at(out, random), pick([...SPECIAL_CHARACTERS, '\u0000', '\uD800', '\r', '\r\n', '\u202E'], random));
      return out;
    },
  },
  {
    name: 'duplicate a slice',
    apply: (text, _kind, random, scale) => {
      const start = at(text, random);
      const slice = text.slice(start, start + Math.floor(random() * 400));
      return insert(text, at(text, random), slice.repeat(1 + Math.floor(random() * 50 * scale)));
    },
  },
];
