// LangChain.js's TextSplitter, CharacterTextSplitter and RecursiveCharacterTextSplitter (@langchain/textsplitters
// 1.0.2, text_splitter.ts) over mapped text. The package's API is asynchronous and chunklens's strategies run
// synchronously, so this is the same algorithm written again; test/unit/shared/chunkers/langchainjs/langchainjsPackage.test.ts runs the
// real package beside it.

import { addPiece, joinPieces, sliceMapped, type MappedText, type Pieces } from '../mappedText';
import { forEachSplitRun, measured, type MeasuredPieces } from '../langchain/splitRuns';

export interface JsSplitterArgs {
  chunkSize: number;
  chunkOverlap: number;
  keepSeparator: boolean;
  /** `lengthFunction` (default `text.length`: UTF-16 units). */
  length: (text: string) => number;
}

/**
 * `splitOnSeparator`: with `keepSeparator`, a cut before every place the separator starts (a lookahead split,
 * so overlapping occurrences cut too); without, `text.split(separator)`; no separator cuts UTF-16 units. Empty
 * splits are dropped.
 */
export function splitOnSeparator(text: string, separator: string | undefined, keepSeparator: boolean): Pieces {
  const splits: Pieces = { starts: [], ends: [] };
  if (!separator) {
    for (let i = 0; i < text.length; i++) addPiece(splits, i, i + 1);
  } else if (keepSeparator) {
    let start = 0;
    for (let at = text.indexOf(separator, 1); at !== -1; at = text.indexOf(separator, at + 1)) {
      addPiece(splits, start, at);
      start = at;
    }
    addPiece(splits, start, text.length);
  } else {
    let start = 0;
    for (let at = text.indexOf(separator); at !== -1; at = text.indexOf(separator, at + separator.length)) {
      addPiece(splits, start, at);
      start = at + separator.length;
    }
    addPiece(splits, start, text.length);
  }
  return splits;
}

/** `joinDocs` of splits `[from, to)` of `m`: joined with the separator and trimmed (JavaScript's white space); undefined when empty. */
function joinDocs(m: MappedText, splits: Pieces, from: number, to: number, separator: string): MappedText | undefined {
  const joined = joinPieces(m, splits, from, to, separator);
  const start = joined.text.length - joined.text.trimStart().length;
  const end = joined.text.trimEnd().length;
  const trimmed = start > 0 || end < joined.text.length ? sliceMapped(joined, start, end) : joined;
  return trimmed.text ? trimmed : undefined;
}

/**
 * `mergeSplits` of the measured splits of `m`: like Python's but separators count
 * `separator.length` each, one per split already in the chunk (not the length function, and not one fewer),
 * and the popped splits' separators are not taken back.
 */
export function mergeSplits(m: MappedText, splits: MeasuredPieces, separator: string, args: JsSplitterArgs): MappedText[] {
  const { lengths } = splits;
  const docs: MappedText[] = [];
  let head = 0;
  let total = 0;
  for (let i = 0; i < lengths.length; i++) {
    const len = lengths[i];
    if (total + len + (i - head) * separator.length > args.chunkSize && i > head) {
      const doc = joinDocs(m, splits, head, i, separator);
      if (doc) docs.push(doc);
      while (i > head && (total > args.chunkOverlap || (total + len + (i - head) * separator.length > args.chunkSize && total > 0))) {
        total -= lengths[head];
        head++;
      }
    }
    total += len;
  }
  const doc = joinDocs(m, splits, head, lengths.length, separator);
  if (doc) docs.push(doc);
  return docs;
}

/** CharacterTextSplitter.splitText. */
export function splitCharacterJs(m: MappedText, separator: string, args: JsSplitterArgs): MappedText[] {
  const splits = splitOnSeparator(m.text, separator, args.keepSeparator);
  return mergeSplits(m, measured(m.text, splits, args.length), args.keepSeparator ? '' : separator, args);
}

/** Thrown where LangChain.js itself fails, so that the analysis reports it instead of inventing chunks. */
export class LangchainJsFailure extends Error {}

/**
 * RecursiveCharacterTextSplitter._splitText. As in the package, a split still too long after the last of a
 * custom separator list (one without "") is split again with no separators, i.e. into UTF-16 units; without
 * `keepSeparator` the package then fails (it reads the length of an undefined separator), and so does this.
 */
export function splitRecursiveJs(m: MappedText, separators: readonly string[], args: JsSplitterArgs, out: MappedText[] = []): MappedText[] {
  let separator: string | undefined = separators[separators.length - 1];
  let rest: readonly string[] | undefined;
  for (let i = 0; i < separators.length; i++) {
    if (separators[i] === '') {
      separator = '';
      break;
    }
    if (m.text.includes(separators[i])) {
      separator = separators[i];
      rest = separators.slice(i + 1);
      break;
    }
  }
  const splits = splitOnSeparator(m.text, separator, args.keepSeparator);
  const mergeSeparator = args.keepSeparator ? '' : separator;
  forEachSplitRun(
    m,
    splits,
    args.length,
    args.chunkSize,
    (run) => {
      if (mergeSeparator === undefined) {
        throw new LangchainJsFailure("LangChain.js 1.0.2 fails here (TypeError: reading 'length' of the undefined separator after the last custom separator); add \"\" to separators or set keepSeparator");
      }
      for (const doc of mergeSplits(m, run, mergeSeparator, args)) out.push(doc);
    },
    (split) => (rest ? splitRecursiveJs(split, rest, args, out) : out.push(split)),
  );
  return out;
}
