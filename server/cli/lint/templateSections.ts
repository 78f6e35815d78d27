// Empty sections a lint run finds in many files under one heading (`## Features` in 300 pages made from one
// page template), or under a heading a template file of the run keeps empty (a vault's `Templates/Literature
// Review.md` with `#### Motivation`, copied into each new note): the same placeholder left unfilled, not separate
// slips. They are taken off the per-line list and counted in the summary as one entry per heading, which names the
// heading and how many files hold it, or the template that holds it. A run of empty sibling headings (one CK003
// finding for an outline left unwritten) is the template's when every heading of it is.

import { isKeptAsTemplate, TEMPLATE_DOCUMENT } from '../../../shared/engine/byAudience';
import type { Finding, PipelineCause } from '../../../shared/model/types';
import { emptyRunTitles, emptySectionTitle } from '../../../shared/rules/orphanHeading';
import type { LintedFile } from './lintFile';
import { movedToPipeline } from './movedToPipeline';

/** In this many files or more, an empty section under one heading is a template's. */
export const TEMPLATE_SECTION_FILES = 5;

/** The lower-cased titles of the empty sections a CK003 finding names (one, or every heading of a run), else []. */
function titlesOf(finding: Finding): string[] {
  if (finding.ruleId !== 'CK003') return [];
  const title = emptySectionTitle(finding.message);
  if (title !== undefined) return [title.toLowerCase()];
  return emptyRunTitles(finding.message)?.map((t) => t.toLowerCase()) ?? [];
}

/** Where the run finds a title empty: in how many files (writers' findings), and the first template file that keeps it empty. */
interface EmptyTitle {
  files: number;
  template?: string;
}

function templateCause(titles: readonly string[], found: ReadonlyMap<string, EmptyTitle>): PipelineCause {
  const named = titles.map((t) => `"${t}"`).join(', ');
  const template = titles.map((t) => found.get(t)!.template).find((p) => p !== undefined);
  const plural = titles.length > 1;
  if (template !== undefined) {
    return {
      cause: `the section${plural ? 's' : ''} ${named} ${plural ? 'are' : 'is'} empty as the template ${template} keeps ${plural ? 'them' : 'it'}: a copy of the template, left unfilled`,
      remedy: 'filling it in each copy, or keeping unfilled copies and templates out of the index',
    };
  }
  const files = Math.min(...titles.map((t) => found.get(t)!.files));
  return {
    cause: `the section${plural ? 's' : ''} ${named} ${plural ? 'are' : 'is'} empty in ${files} files: a section of the template these pages were made from, left unfilled`,
    remedy: 'filling it in each page, or dropping it from the template and its pages',
  };
}

/**
 * Every title empty somewhere in the run: writers' findings count the files; a file kept as a template (by its name
 * or folder) that reads as one (its findings carry TEMPLATE_DOCUMENT) names it. A page kept in a templates folder
 * that reads as an ordinary page is counted as any other.
 */
function emptyTitlesOf(files: readonly LintedFile[]): Map<string, EmptyTitle> {
  const found = new Map<string, EmptyTitle>();
  const entry = (t: string) => {
    let e = found.get(t);
    if (!e) found.set(t, (e = { files: 0 }));
    return e;
  };
  for (const linted of files) {
    const { path, findings } = linted.file;
    if (!findings.length && !linted.file.pipeline?.length) continue;
    if (isKeptAsTemplate(path)) {
      for (const f of [...findings, ...(linted.file.pipeline ?? [])]) {
        if (f.pipeline?.cause === TEMPLATE_DOCUMENT.cause) for (const t of titlesOf(f)) entry(t).template ??= path;
      }
    }
    const titles = new Set(findings.flatMap((f) => (f.pipeline ? [] : titlesOf(f))));
    for (const t of titles) entry(t).files++;
  }
  return found;
}

/**
 * `files` with every writer's empty section whose heading (case-insensitive) is empty in TEMPLATE_SECTION_FILES files
 * or more, or empty in a template file of the run, marked as the template's (a run of empty headings when all of
 * them are): moved to the file's pipeline findings, or kept on its line with the cause when the file lists pipeline
 * findings inline. Other findings, and their fingerprints, stay as they are.
 */
export function foldTemplateSections(files: readonly LintedFile[]): LintedFile[] {
  const found = emptyTitlesOf(files);
  const templated = (t: string) => {
    const e = found.get(t);
    return e !== undefined && (e.template !== undefined || e.files >= TEMPLATE_SECTION_FILES);
  };
  if (![...found.keys()].some(templated)) return [...files];
  return files.map((linted) =>
    movedToPipeline(
      linted,
      linted.file.findings.map((f) => {
        const titles = f.pipeline ? [] : titlesOf(f);
        return titles.length && titles.every(templated) ? { ...f, pipeline: templateCause(titles, found) } : undefined;
      }),
    ),
  );
}
