// Places each question's quoted answers in the docs: at the offsets the set gives when the quote is still there,
// else at the occurrence of the quote nearest to them (so a set survives edits above its answers), else nowhere,
// which is a problem at the question's line.
//
// Invariant (shared/README.md invariant 1): pure; the caller reads and resolves files.

import type { CodePointIndex } from './codePointIndex';
import type { Question, QuestionSet, QuestionSetProblem } from './questionSet';

/** A document a reference can point into, as the caller found it. */
export interface SourceDocument {
  /** The path the run uses for the file (the one its chunks are reported under). */
  path: string;
  text: string;
  codePoints: CodePointIndex;
}

/** A reference placed in its document: UTF-16 offsets of the source text. */
export interface AnchoredReference {
  path: string;
  start: number;
  end: number;
  /** The set's offsets did not hold the quote (or were absent) and the quote was found elsewhere. */
  moved: boolean;
}

export interface AnchoredQuestion {
  id: string;
  question: string;
  line: number;
  references: AnchoredReference[];
}

/**
 * Anchors every question of `set`; `open` finds the document a reference's `file` names (undefined: not found).
 * A question whose file is missing or whose quote no longer occurs is left out, with one problem at its line
 * naming the reference; the others are kept in order.
 */
export function anchorQuestions(set: QuestionSet, open: (file: string) => SourceDocument | undefined): { questions: AnchoredQuestion[]; problems: QuestionSetProblem[] } {
  const questions: AnchoredQuestion[] = [];
  const problems: QuestionSetProblem[] = [];
  for (const question of set.questions) {
    const anchored = anchorQuestion(question, set.offsets, open);
    if (typeof anchored === 'string') problems.push({ line: question.line, message: `question "${question.id}": ${anchored}` });
    else questions.push(anchored);
  }
  return { questions, problems };
}

function anchorQuestion(question: Question, unit: QuestionSet['offsets'], open: (file: string) => SourceDocument | undefined): AnchoredQuestion | string {
  const references: AnchoredReference[] = [];
  for (const [n, ref] of question.references.entries()) {
    const doc = open(ref.file);
    if (!doc) return `references[${n}]: file "${ref.file}" not found`;
    const toUtf16 = (offset: number | undefined) => (offset === undefined ? undefined : unit === 'codePoints' ? doc.codePoints.toUtf16(offset) : offset);
    const start = toUtf16(ref.start);
    const end = toUtf16(ref.end);
    if (start !== undefined && (end === undefined || end - start === ref.quote.length) && doc.text.startsWith(ref.quote, start)) {
      references.push({ path: doc.path, start, end: start + ref.quote.length, moved: false });
      continue;
    }
    const at = nearestOccurrence(doc.text, ref.quote, start ?? 0);
    if (at < 0) return `references[${n}]: the quote "${shorten(ref.quote)}" no longer occurs in ${ref.file}`;
    references.push({ path: doc.path, start: at, end: at + ref.quote.length, moved: true });
  }
  return { id: question.id, question: question.question, line: question.line, references };
}

/** The offset of the occurrence of `quote` in `text` nearest to `near` (the earlier one on a tie), or -1. */
export function nearestOccurrence(text: string, quote: string, near: number): number {
  const after = text.indexOf(quote, Math.max(0, near));
  const before = near > 0 ? text.lastIndexOf(quote, near - 1) : -1;
  if (after < 0) return before;
  if (before < 0) return after;
  return near - before <= after - near ? before : after;
}

function shorten(quote: string): string {
  const flat = quote.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}
