// Answers a question set as `chunklens eval` scores it with BM25, for the editor: per question whether the first
// K chunks retrieve every quoted character, and which chunks hold the answer at which rank.
//
// Invariant (shared/README.md invariant 1): pure; the caller reads the documents and chunks them.

import type { Chunk } from '../model/types';
import { ChunkSearch } from '../query/rankChunks';
import type { AnchoredQuestion } from './anchorReferences';
import { chunkRange } from './chunkRange';
import type { CodePointIndex } from './codePointIndex';
import { ChunkLayout, scoreRetrieval, type FileRange } from './evalMetrics';

/** How many ranked chunks count as retrieved in the editor's answers: `chunklens eval`'s default `--top`. */
export const EDITOR_TOP_K = 5;

/** One document of the corpus: the path its references name (AnchoredReference.path), its text and its chunks. */
export interface EvalDocument {
  path: string;
  codePoints: CodePointIndex;
  chunks: readonly Chunk[];
}

/** A chunk that holds characters of a question's answer. */
export interface AnswerChunk {
  /** Index into the documents given. */
  document: number;
  /** The chunk's index in its document. */
  index: number;
  /** 1-based BM25 rank over every chunk of the corpus; undefined when the chunk shares no word with the question. */
  rank?: number;
}

export interface QuestionAnswer {
  id: string;
  question: string;
  line: number;
  /** Every quoted character is in one of the first K chunks (eval's "answered"). */
  answered: boolean;
  /** The share of quoted characters in the first K chunks (eval's recall@K). */
  recall: number;
  /** The chunks holding quoted characters, best ranked first, then the unranked in corpus order. */
  holders: AnswerChunk[];
}

/**
 * Ranks every chunk of `documents` for each question with the BM25 index `chunklens eval` and `query` use, and
 * scores the first `k` as eval does, so the editor and the CLI agree on what is answered. A reference into a
 * document not given counts as not retrieved.
 */
export function answerQuestions(questions: readonly AnchoredQuestion[], documents: readonly EvalDocument[], k: number): QuestionAnswer[] {
  const byPath = new Map(documents.map((d, i) => [d.path, i]));
  const ranges: FileRange[] = [];
  const places: Array<{ document: number; index: number }> = [];
  const globalOf: number[][] = documents.map(() => []);
  documents.forEach((d, document) => {
    for (const chunk of d.chunks) {
      globalOf[document][chunk.index] = ranges.length;
      ranges.push(chunkRange(chunk, document, d.codePoints));
      places.push({ document, index: chunk.index });
    }
  });
  const layout = new ChunkLayout(ranges);
  const search = new ChunkSearch(documents.map((d) => d.chunks));
  return questions.map((q) => {
    const refs = q.references.flatMap((r): FileRange[] => {
      const file = byPath.get(r.path);
      if (file === undefined) return [];
      const cp = documents[file].codePoints;
      return [{ file, start: cp.toCodePoint(r.start), end: cp.toCodePoint(r.end) }];
    });
    const ranking = search.rank(q.question, ranges.length).map((hit) => globalOf[hit.document][hit.chunk]);
    const score = scoreRetrieval(refs, ranking.slice(0, k), layout);
    const rankOf = new Map(ranking.map((chunk, i) => [chunk, i + 1]));
    const held = new Set<number>();
    for (const ref of refs) for (const chunk of layout.overlapping(ref)) held.add(chunk);
    const holders = [...held]
      .sort((a, b) => (rankOf.get(a) ?? Infinity) - (rankOf.get(b) ?? Infinity) || a - b)
      .map((chunk): AnswerChunk => ({ ...places[chunk], ...(rankOf.has(chunk) ? { rank: rankOf.get(chunk) } : {}) }));
    return { id: q.id, question: q.question, line: q.line, answered: score.answered && refs.length === q.references.length, recall: score.recall, holders };
  });
}
