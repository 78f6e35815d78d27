// Reads question sets for `chunklens eval`: chunklens's JSONL (one question a line, answers quoted from the docs)
// and Chroma's chunking_evaluation `questions_df.csv` (references with code-point offsets into a corpus).
//
// Invariant (shared/README.md invariants 1, 3): pure, never throws on the file's content; every malformed line is a problem at its line.

import { parseCsv } from './parseCsv';

/** One quoted answer of a question: where it should be, and the text that must be there. */
export interface QuestionReference {
  /** As written: a path (JSONL) or Chroma's `corpus_id`; resolved by the caller. */
  file: string;
  quote: string;
  /** Offsets as the set gives them (`offsets` says in which unit); the quote decides when they disagree. */
  start?: number;
  end?: number;
}

export interface Question {
  id: string;
  question: string;
  references: QuestionReference[];
  /** 1-based line of the question in its file (the first line of a CSV record). */
  line: number;
}

/** A line of the question file that cannot be read; `line` is 1-based. */
export interface QuestionSetProblem {
  line: number;
  message: string;
}

export interface QuestionSet {
  format: 'jsonl' | 'chroma-csv';
  /** The unit of the references' offsets: UTF-16 code units (JSONL) or code points (Chroma, as Python slices). */
  offsets: 'utf16' | 'codePoints';
  questions: Question[];
  problems: QuestionSetProblem[];
}

/**
 * True for the file names the editor treats as question sets: `questions.jsonl` and `*.questions.jsonl`
 * (any case). The CLI takes any name it is given; the editor needs a name to know a file is a set.
 */
export function isQuestionFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === 'questions.jsonl' || lower.endsWith('.questions.jsonl');
}

/** The format a question file is in: Chroma's CSV by a `.csv` name, else JSONL. */
export function parseQuestionSet(name: string, text: string): QuestionSet {
  return /\.csv$/i.test(name) ? parseChromaQuestions(text) : parseJsonlQuestions(text);
}

/**
 * JSONL: `{"id", "question", "references": [{"file", "quote", "start"?, "end"?}]}` a line; blank lines and lines
 * starting with `//` are skipped. A line that is not such an object, or repeats an id, is a problem at that line
 * and its question is left out, so one bad line never hides the others.
 */
export function parseJsonlQuestions(text: string): QuestionSet {
  const questions: Question[] = [];
  const problems: QuestionSetProblem[] = [];
  const seen = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith('//')) return;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      problems.push({ line, message: `not JSON: ${(error as Error).message}` });
      return;
    }
    const read = readQuestion(value, line);
    if (typeof read === 'string') return problems.push({ line, message: read });
    const first = seen.get(read.id);
    if (first !== undefined) return problems.push({ line, message: `duplicate id "${read.id}" (first on line ${first})` });
    seen.set(read.id, line);
    questions.push(read);
  });
  return { format: 'jsonl', offsets: 'utf16', questions, problems };
}

function readQuestion(value: unknown, line: number): Question | string {
  if (!isObject(value)) return 'expected an object {"id", "question", "references"}';
  const { id, question, references } = value;
  if (typeof id !== 'string' && typeof id !== 'number') return '"id" must be a string';
  if (typeof question !== 'string' || !question.trim()) return '"question" must be a non-empty string';
  if (!Array.isArray(references) || references.length === 0) return '"references" must be a non-empty list';
  const refs: QuestionReference[] = [];
  for (const [n, ref] of references.entries()) {
    const where = `references[${n}]`;
    if (!isObject(ref)) return `${where} must be an object {"file", "quote"}`;
    if (typeof ref.file !== 'string' || !ref.file) return `${where}.file must be a path`;
    if (typeof ref.quote !== 'string' || !ref.quote) return `${where}.quote must be a non-empty string`;
    for (const key of ['start', 'end'] as const) {
      if (ref[key] !== undefined && !isOffset(ref[key])) return `${where}.${key} must be a whole number ≥ 0`;
    }
    refs.push({ file: ref.file, quote: ref.quote, ...(isOffset(ref.start) ? { start: ref.start } : {}), ...(isOffset(ref.end) ? { end: ref.end } : {}) });
  }
  return { id: String(id), question, references: refs, line };
}

/**
 * Chroma's `questions_df.csv`: columns `question`, `references` (a JSON list of `{content, start_index,
 * end_index}`) and `corpus_id`, with a header row. Ids are the 0-based row numbers (pandas' index), so a
 * question keeps the name Chroma's scores use.
 */
export function parseChromaQuestions(text: string): QuestionSet {
  const questions: Question[] = [];
  const problems: QuestionSetProblem[] = [];
  const { records, problems: csvProblems } = parseCsv(text.replace(/^\uFEFF/, ''));
  problems.push(...csvProblems);
  const [header, ...rows] = records;
  const columns = header?.fields ?? [];
  const at = (name: string) => columns.indexOf(name);
  const [q, r, c] = [at('question'), at('references'), at('corpus_id')];
  if (q < 0 || r < 0 || c < 0) {
    problems.push({ line: header?.line ?? 1, message: 'expected the columns question, references and corpus_id' });
    return { format: 'chroma-csv', offsets: 'codePoints', questions, problems };
  }
  rows.forEach((row, index) => {
    if (row.fields.length === 1 && row.fields[0] === '') return;
    const read = readChromaRow(row.fields[q], row.fields[r], row.fields[c]);
    if (typeof read === 'string') problems.push({ line: row.line, message: read });
    else questions.push({ id: String(index), line: row.line, ...read });
  });
  return { format: 'chroma-csv', offsets: 'codePoints', questions, problems };
}

function readChromaRow(question: string | undefined, references: string | undefined, corpus: string | undefined): Omit<Question, 'id' | 'line'> | string {
  if (!question?.trim()) return 'empty question';
  if (!corpus) return 'empty corpus_id';
  let list: unknown;
  try {
    list = JSON.parse(references ?? '');
  } catch (error) {
    return `references is not JSON: ${(error as Error).message}`;
  }
  if (!Array.isArray(list) || list.length === 0) return 'references must be a non-empty JSON list';
  const refs: QuestionReference[] = [];
  for (const [n, ref] of list.entries()) {
    if (!isObject(ref) || typeof ref.content !== 'string' || !ref.content) return `references[${n}] must hold a non-empty "content"`;
    const start = Number(ref.start_index);
    const end = Number(ref.end_index);
    if (!isOffset(start) || !isOffset(end) || end < start) return `references[${n}] must hold start_index ≤ end_index`;
    refs.push({ file: corpus, quote: ref.content, start, end });
  }
  return { question, references: refs };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOffset(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
