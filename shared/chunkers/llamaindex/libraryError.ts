// An exception the Python library raises for this input: chunklens reports it instead of chunks, as a pipeline
// running the library would stop there.

/** The library's exception, with its Python type and message. */
export class LibraryError extends Error {
  constructor(
    readonly pythonType: string,
    message: string,
  ) {
    super(`${pythonType}: ${message}`);
  }
}
