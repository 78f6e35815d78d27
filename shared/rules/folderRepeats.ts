// The run's folder fold (`lint`, Lint Workspace): a finding at the same line of many files of one folder, with the
// same rule and the same message once the names in it are set aside (`Front matter after a blank first line …
// heading "title: xiao"` at line 1 of 85 board pages), comes from one cause behind those files: a generator, a shared
// template or a convention the pages follow (each chapter of a book opening with its title over a section at its
// level). The writer fixes it once, there, or decides on it once. The first file in run order lists it, with the
// count and the folder; in the other files it moves to the pipeline summary, whose cause names the file that lists
// it. Input and internal problems (CK100, CK900) stay on every file: each says a file could not be read as it is.

import type { Finding } from '../model/types';
import { LineIndex } from '../text/lineIndex';
import type { FoldEdits, FoldFile } from './foldEdits';

/** At least this many files of one folder share the finding for it to be the generator's or template's. */
const MIN_FILES = 5;
/** Findings that stay on every file. */
const PER_FILE = new Set(['CK100', 'CK900']);

/** The folder of `path` (its last separator and what precedes it). */
function folderOf(path: string): string {
  return path.slice(0, Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

/**
 * A quotation in a message: from a quote after a space, a bracket or the start, to the first quote before a space,
 * punctuation or the end, so that quotes inside it stay in it (`heading "title: "mitmproxy.tcp""`).
 */
const QUOTED = /(^|[\s(\[])"[^\n]*?"(?=[\s.,;:)\]]|$)/g;

/** A finding's message with what names its place set aside: quoted text and numbers. */
function messageShape(message: string): string {
  return message.replace(QUOTED, '$1"…"').replace(/\d+/g, '#');
}

/**
 * The edits that list every finding at least MIN_FILES files of one folder share (same rule, line and message shape)
 * once, reworded with how many share it, at the first of those files, and move it to the pipeline findings of the
 * others. Linear in the texts of the files with findings (a line index each, as the formats that print the findings'
 * lines build).
 */
export function folderRepeatEdits(files: readonly FoldFile[]): FoldEdits {
  const groups = new Map<string, { file: number; finding: number }[]>();
  files.forEach(({ findings, text, path }, i) => {
    if (!findings.length || !text) return;
    const lines = new LineIndex(text);
    findings.forEach((f, k) => {
      if (f.pipeline || PER_FILE.has(f.ruleId)) return;
      const key = `${folderOf(path)}\u0000${f.ruleId}\u0000${lines.positionAt(f.span.start).line}\u0000${messageShape(f.message)}`;
      const group = groups.get(key);
      if (group) group.push({ file: i, finding: k });
      else groups.set(key, [{ file: i, finding: k }]);
    });
  });
  const edits = new Map<number, (Finding | undefined)[]>();
  const edit = (file: number, finding: number, replacement: Finding) => {
    let fileEdits = edits.get(file);
    if (!fileEdits) edits.set(file, (fileEdits = new Array<Finding | undefined>(files[file].findings.length).fill(undefined)));
    fileEdits[finding] = replacement;
  };
  for (const group of groups.values()) {
    const count = new Set(group.map((g) => g.file)).size;
    if (count < MIN_FILES) continue;
    const [first, ...rest] = group;
    const firstPath = files[first.file].path;
    const folder = folderOf(firstPath) || './';
    const kept = files[first.file].findings[first.finding];
    edit(first.file, first.finding, { ...kept, message: `${kept.message} (the same at this line in ${count} files of ${folder}: one cause writes them all (a generator, a template or a convention of the pages): fix it there once)` });
    for (const { file, finding } of rest) {
      if (file === first.file) continue;
      const f = files[file].findings[finding];
      edit(file, finding, {
        ...f,
        message: `${f.message} (listed at ${firstPath})`,
        pipeline: {
          cause: `the same finding is at this line in ${count} files of the folder: one cause writes them all (a generator, a template or a convention of the pages)`,
          remedy: `fixing that cause once (the finding is listed at ${firstPath})`,
        },
      });
    }
  }
  return edits;
}
