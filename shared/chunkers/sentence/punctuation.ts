// The characters Azure's splitter treats as sentence endings and word breaks, Latin and CJK (W3C jlreq).

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
