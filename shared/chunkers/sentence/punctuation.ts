// The characters Azure's splitter treats as sentence endings and word breaks, Latin and CJK (W3C jlreq).

import { unitMatcher } from '../../text/unitMatcher';

/** `. ! ?` and the CJK full stops and marks of JIS X 4051 classes CL05/CL06. */
export const SENTENCE_ENDINGS: ReadonlySet<string> = new Set(['.', '!', '?', '。', '！', '？', '‼', '⁇', '⁈', '⁉']);

/** Spaces and punctuation where a word may end, including CJK commas, brackets, quotes and dashes. */
export const WORD_BREAKS: ReadonlySet<string> = new Set([
  ...[',', ';', ':', ' ', '(', ')', '[', ']', '{', '}', '\t', '\n'],
  ...['、', '，', '；', '：', '（', '）', '【', '】', '「', '」', '『', '』', '〔', '〕', '〈', '〉', '《', '》'],
  ...['〖', '〗', '〘', '〙', '〚', '〛', '〝', '〞', '〟', '〰', '–', '—', '‘', '’', '‚', '‛', '“', '”', '„', '‟', '‹', '›'],
]);

/** Whether `text`, ignoring trailing whitespace, ends with a sentence ending. */
export function endsSentence(text: string): boolean {
  return SENTENCE_ENDINGS.has(text.trimEnd().slice(-1));
}

/** Kinds of UTF-16 units, as bits: a kind to search for may be either. */
export const SENTENCE_ENDING_UNIT = 1;
export const WORD_BREAK_UNIT = 2;
export const BREAK_UNIT = SENTENCE_ENDING_UNIT | WORD_BREAK_UNIT;
/** The kind of each UTF-16 unit: every character of both sets is one unit, and none is in both. */
const UNIT_KINDS = new Uint8Array(0x10000);
for (const c of SENTENCE_ENDINGS) UNIT_KINDS[c.charCodeAt(0)] = SENTENCE_ENDING_UNIT;
for (const c of WORD_BREAKS) UNIT_KINDS[c.charCodeAt(0)] = WORD_BREAK_UNIT;

/** Whether `text[i]` is a sentence ending or a word break. */
export function isBreakAt(text: string, i: number): boolean {
  return UNIT_KINDS[text.charCodeAt(i)] !== 0;
}

/**
 * The first position in [from, to) of `text` whose unit is of `kind` (a sentence ending, a word break or
 * either), -1 if none: one table read per unit.
 */
export function firstOfKind(text: string, from: number, to: number, kind: number): number {
  for (let i = from; i < to; i++) if (UNIT_KINDS[text.charCodeAt(i)] & kind) return i;
  return -1;
}

/** Whether `text[from, to)` holds a sentence ending or a word break. */
export function hasBreakIn(text: string, from: number, to: number): boolean {
  return firstOfKind(text, from, to, BREAK_UNIT) >= 0;
}

/** Whether the UTF-16 unit `text[i]` alone is a letter or a number (`\p{L}` or `\p{N}`). */
export const isAlphanumericAt = unitMatcher(/[\p{L}\p{N}]/u);
