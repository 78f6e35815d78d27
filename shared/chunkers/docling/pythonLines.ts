// Python's `str.splitlines(keepends=True)` for the docling table serializers: lines end at any of Python's line
// boundaries, "\r\n" counting as one, and each line keeps its end.

const BOUNDARY = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/g;

/** The lines of `text`, each with its line end; none for ''. */
export function pythonLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (const m of text.matchAll(BOUNDARY)) {
    const end = m.index + m[0].length;
    lines.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}
