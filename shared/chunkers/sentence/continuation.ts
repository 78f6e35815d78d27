// The heuristic both cross-page stages use to decide that the next page continues the previous sentence.

import { endsSentence } from './punctuation';

/**
 * Whether `next` looks like the continuation of a sentence that `previous` left open: `previous` does not
 * end (before trailing whitespace) with sentence punctuation, and `next` starts (after leading whitespace)
 * with a lowercase character (Python's `islower`: the Unicode Lowercase property). A lowercase start already
 * rules out a Markdown heading (`#`), a numbered or bulleted list item, a Title Case or ALL CAPS heading line,
 * and a `<figure>`.
 */
export function continuesSentence(previous: string, next: string): boolean {
  const tail = previous.trimEnd();
  return tail.length > 0 && !endsSentence(tail) && /^\p{Lowercase}/u.test(next.trimStart());
}
