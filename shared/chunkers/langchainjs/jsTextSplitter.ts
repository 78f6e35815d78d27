// LangChain.js's TextSplitter, CharacterTextSplitter and RecursiveCharacterTextSplitter (@langchain/textsplitters
// 1.0.2, text_splitter.ts) over mapped text. The package's API is asynchronous and chunklens's strategies run
// synchronously, so this is the same algorithm written again; test/unit/langchainjsPackage.test.ts runs the
// real package beside it.

import { concatMapped, insertedText, sliceMapped, type MappedText } from '../langchain/mappedText';

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
export function splitOnSeparator(m: MappedText, separator: string | undefined, keepSeparator: boolean): MappedText[] {
  const text = m.text;
  const cuts: Array<[number, number]> = [];
  if (!separator) {
    for (let i = 0; i < text.length; i++) cuts.push([i, i + 1]);
  } else if (keepSeparator) {
    let start = 0;
    for (let at = text.indexOf(separator, 1); at !== -1; at = text.indexOf(separator, at + 1)) {
      cuts.push([start, at]);
      start = at;
    }
    cuts.push([start, text.length]);
  } else {
    let start = 0;
    for (let at = text.indexOf(separator); at !== -1; at = text.indexOf(separator, at + separator.length)) {
      cuts.push([start, at]);
      start = at + separator.length;
    }
    cuts.push([start, text.length]);
  }
  return cuts.filter(([s, e]) => e > s).map(([s, e]) => sliceMapped(m, s, e));
}

/** `joinDocs`: joined with the separator and trimmed (JavaScript's white space); undefined when empty. */
function joinDocs(docs: readonly MappedText[], separator: string): MappedText | undefined {
  const parts: MappedText[] = [];
  docs.forEach((d, i) => parts.push(...(i > 0 ? [insertedText(separator), d] : [d])));
  const joined = concatMapped(parts);
  const start = joined.text.length - joined.text.trimStart().length;
  const trimmed = sliceMapped(joined, start, joined.text.trimEnd().length);
  return trimmed.text ? trimmed : undefined;
}

/**
 * `mergeSplits`: like Python's but separators count `separator.length` each, one per split already in the
 * chunk (not the length function, and not one fewer), and the popped splits' separators are not taken back.
 */
export function mergeSplits(splits: readonly MappedText[], separator: string, args: JsSplitterArgs): MappedText[] {
  const docs: MappedText[] = [];
  let current: Array<{ m: MappedText; len: number }> = [];
  let head = 0;
  let total = 0;
  const size = () => current.length - head;
  for (const d of splits) {
    const len = args.length(d.text);
    if (total + len + size() * separator.length > args.chunkSize && size() > 0) {
      const doc = joinDocs(current.slice(head).map((c) => c.m), separator);
      if (doc) docs.push(doc);
      while (size() > 0 && (total > args.chunkOverlap || (total + len + size() * separator.length > args.chunkSize && total > 0))) {
        total -= current[head].len;
        head++;
      }
    }
    if (head > 64 && head * 2 > current.length) [current, head] = [current.slice(head), 0];
    current.push({ m: d, len });
    total += len;
  }
  const doc = joinDocs(current.slice(head).map((c) => c.m), separator);
  if (doc) docs.push(doc);
  return docs;
}

/** CharacterTextSplitter.splitText. */
export function splitCharacterJs(m: MappedText, separator: string, args: JsSplitterArgs): MappedText[] {
  return mergeSplits(splitOnSeparator(m, separator, args.keepSeparator), args.keepSeparator ? '' : separator, args);
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
  const splits = splitOnSeparator(m, separator, args.keepSeparator);
  const mergeSeparator = args.keepSeparator ? '' : separator;
  let good: MappedText[] = [];
  const flush = () => {
    if (!good.length) return;
    if (mergeSeparator === undefined) {
      throw new LangchainJsFailure("LangChain.js 1.0.2 fails here (TypeError: reading 'length' of the undefined separator after the last custom separator); add \"\" to separators or set keepSeparator");
    }
    out.push(...mergeSplits(good, mergeSeparator, args));
    good = [];
  };
  for (const s of splits) {
    if (args.length(s.text) < args.chunkSize) {
      good.push(s);
      continue;
    }
    flush();
    if (!rest) out.push(s);
    else splitRecursiveJs(s, rest, args, out);
  }
  flush();
  return out;
}
