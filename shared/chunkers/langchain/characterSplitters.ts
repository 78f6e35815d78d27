// LangChain's CharacterTextSplitter.split_text and RecursiveCharacterTextSplitter._split_text
// (langchain_text_splitters 1.1.2, character.py), over mapped text.

import { LANGUAGE_SEPARATORS } from './languageSeparators';
import type { MappedText } from '../mappedText';
import { forEachSplitRun, measured } from './splitRuns';
import { hasSeparator, mergeSplits, splitWithSeparator, type KeepSeparator } from './splitWithSeparator';

/** The TextSplitter base arguments both splitters read, with `length_function` as a function. */
export interface TextSplitterArgs {
  chunkSize: number;
  chunkOverlap: number;
  keepSeparator: KeepSeparator;
  stripWhitespace: boolean;
  length: (text: string) => number;
}

/** The separators of `from_language(Language.MARKDOWN)` and MarkdownTextSplitter (Python `re` patterns). */
export const MARKDOWN_SEPARATORS: readonly string[] = LANGUAGE_SEPARATORS.markdown;

/** RecursiveCharacterTextSplitter's default separators. */
export const DEFAULT_SEPARATORS: readonly string[] = ['\n\n', '\n', ' ', ''];

const LOOKAROUND_PREFIXES = ['(?=', '(?<!', '(?<=', '(?!'];

/**
 * CharacterTextSplitter: cut at every `separator`, then merge. Without `keep_separator` the splits are joined
 * with the separator string as written, so a regex separator's pattern text lands in the chunk (LangChain's
 * behaviour; a lookaround separator is joined with nothing).
 */
export function splitCharacter(m: MappedText, separator: string, isRegex: boolean, args: TextSplitterArgs): MappedText[] {
  const splits = splitWithSeparator(m.text, separator, isRegex, args.keepSeparator);
  const lookaround = isRegex && LOOKAROUND_PREFIXES.some((p) => separator.startsWith(p));
  const mergeSeparator = args.keepSeparator || lookaround ? '' : separator;
  return mergeSplits(m, measured(m.text, splits, args.length), mergeSeparator, mergeOptions(args));
}

/**
 * RecursiveCharacterTextSplitter: cut at the first separator that occurs, merge the splits shorter than
 * `chunk_size`, and split longer ones again with the separators after it.
 */
export function splitRecursiveCharacter(m: MappedText, separators: readonly string[], isRegex: boolean, args: TextSplitterArgs): MappedText[] {
  const out: MappedText[] = [];
  splitInto(m, separators, isRegex, args, out);
  return out;
}

function mergeOptions(args: TextSplitterArgs) {
  return { chunkSize: args.chunkSize, chunkOverlap: args.chunkOverlap, strip: args.stripWhitespace, length: args.length };
}

function splitInto(m: MappedText, separators: readonly string[], isRegex: boolean, args: TextSplitterArgs, out: MappedText[]): void {
  let separator = separators[separators.length - 1];
  let rest: readonly string[] = [];
  for (let i = 0; i < separators.length; i++) {
    if (separators[i] === '') {
      separator = '';
      break;
    }
    if (hasSeparator(m.text, separators[i], isRegex)) {
      separator = separators[i];
      rest = separators.slice(i + 1);
      break;
    }
  }
  const splits = splitWithSeparator(m.text, separator, isRegex, args.keepSeparator);
  const mergeSeparator = args.keepSeparator ? '' : separator;
  forEachSplitRun(
    m,
    splits,
    args.length,
    args.chunkSize,
    (run) => {
      for (const doc of mergeSplits(m, run, mergeSeparator, mergeOptions(args))) out.push(doc);
    },
    (split) => (rest.length === 0 ? out.push(split) : splitInto(split, rest, isRegex, args, out)),
  );
}
