// Whether a code block is a whole JavaScript or TypeScript module by its two ends: it opens with the module's
// imports (`import …`, `const express = require('express');`) and its last statement at the margin exports the
// module or starts its server (`module.exports = app;`, `export default router`, `app.listen(PORT, () => { … });`).
// An excerpt of a module has one of these ends at most.

/** A first line that imports what the module uses. */
const MODULE_START = /^(?:import\s|(?:const|let|var)\s+[^=]{1,200}=\s*(?:await\s+)?require\(\s*['"`]|require\(\s*['"`])/;
/** A last statement that hands the module out or runs it: an export, or a server's listen call. */
const MODULE_END = /^(?:module\.exports\b|exports\.[\w$]+\s*=|export\s+default\b|export\s*\{|[\w$.]+\.listen\()/;
/** A line at the margin that only closes what an earlier line opened: `});`, `}`, `)`. */
const CLOSER = /^[}\])]/;
/** A comment line at the margin. */
const COMMENT = /^(?:\/\/|\/\*|\*)/;
/** How much of a first line is read (a `require` binding may destructure a few names). */
const LINE_READ = 300;

/**
 * The last statement that makes `lines` (dedented, code from `from`) a whole module (`module.exports`, `export
 * default`, `app.listen(`), or undefined: the first line imports, the last statement at the margin is an export or a
 * listen call, and nothing but lines that close it follows. Linear in the lines.
 */
export function moduleEndOf(lines: readonly string[], from: number): string | undefined {
  if (!MODULE_START.test(lines[from].slice(0, LINE_READ))) return undefined;
  let i = lines.length - 1;
  while (i > from && lines[i].trim() === '') i--;
  // A module whose last line is indented stops inside a body: an excerpt cut off there.
  if (i <= from || /^\s/.test(lines[i])) return undefined;
  while (i > from && (lines[i].trim() === '' || /^\s/.test(lines[i]) || CLOSER.test(lines[i]) || COMMENT.test(lines[i]))) i--;
  return i > from ? MODULE_END.exec(lines[i].slice(0, LINE_READ))?.[0] : undefined;
}
