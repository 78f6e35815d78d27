// An exception a library raises for this input: a library strategy reports it as a CK100 error instead of
// chunks, as a pipeline running the library would stop there.

import type { Span } from '../model/types';

/** The library's exception, with its own type name and message, at the text it concerns (the start when unknown). */
export class LibraryError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
    readonly span: Span = { start: 0, end: 0 },
  ) {
    super(`${errorType}: ${message}`);
  }
}
