// Characters of Chinese and Japanese writing (Han, Hiragana, Katakana): a sentence in them has no spaces between
// words, so rules that count words to tell a sentence from a label count these characters instead.

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/** How many Chinese or Japanese characters `text` holds. */
export function cjkCharCount(text: string): number {
  return text.match(CJK_CHAR)?.length ?? 0;
}
