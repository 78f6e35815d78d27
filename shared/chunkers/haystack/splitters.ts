// The Haystack splitters chunklens reproduces, each with its constructor arguments and defaults as haystack-ai
// 2.31.0 declares them and the checks its `__init__` makes.

import type { OptionProblem, OptionSchema, StrategyOptions } from '../langchain/options';
import type { LibraryInfo } from '../types';
import { SPLIT_BY_CHARACTER, splitDocument, type DocumentSplitterArgs } from './documentSplitter';
import type { HaystackSplitter } from './haystackStrategy';

/** The haystack-ai release these splitters reproduce (deepset-ai/haystack tag v2.31.0, the last 2.x release). */
export const HAYSTACK_VERSION = '2.31.0';

const info = (splitter: string): LibraryInfo => ({ library: 'haystack-ai', language: 'python', splitter, version: HAYSTACK_VERSION });

/** `DocumentSplitter.__init__`'s arguments that cut at a character (sentence and function units are not offered). */
const DOCUMENT_SPLITTER: OptionSchema = {
  split_by: { type: 'string', default: 'word' },
  split_length: { type: 'positiveInt', default: 200 },
  split_overlap: { type: 'nonNegativeInt', default: 0 },
  split_threshold: { type: 'nonNegativeInt', default: 0 },
};

/** `_init_checks` with its messages; the units that need NLTK or a function are refused with the reason. */
function checkDocumentSplitter(o: StrategyOptions): OptionProblem[] {
  const problems: OptionProblem[] = [];
  if (o.split_by === 'sentence' || o.split_by === 'function') {
    problems.push({ path: 'split_by', message: `split_by "${o.split_by}" is not offered: ${o.split_by === 'sentence' ? "it needs NLTK's trained Punkt model, which chunklens does not carry" : 'a Python splitting_function cannot be given'}` });
  } else if (!Object.hasOwn(SPLIT_BY_CHARACTER, o.split_by as string)) {
    problems.push({ path: 'split_by', message: 'split_by must be one of function, page, passage, period, word, line, sentence.' });
  }
  if ((o.split_overlap as number) >= (o.split_length as number)) problems.push({ path: 'split_overlap', message: 'split_overlap must be less than split_length.' });
  return problems;
}

export const HAYSTACK_SPLITTERS: readonly HaystackSplitter[] = [
  {
    id: 'haystack-document',
    library: info('DocumentSplitter'),
    description: 'Haystack DocumentSplitter: split_length words, passages, periods, lines or pages every split_length - split_overlap, small tails joined (split_threshold)',
    inputKinds: ['markdown', 'text'],
    schema: DOCUMENT_SPLITTER,
    check: checkDocumentSplitter,
    defaultTokenizer: 'chars',
    rewrite: 'a window under split_threshold units is joined to the split before it, which can repeat the overlap',
    split: (text, o) => splitDocument(text, o as unknown as DocumentSplitterArgs),
  },
];
