// Empty sections a lint run finds in many files under one heading (`## Features` in 300 pages made from one
// page template): the same placeholder left unfilled, not 300 separate slips. They are taken off the per-line
// list and counted in the summary as one entry per heading, which names the heading and how many files hold it.
// A template itself (named `*template*`, in a `templates`, `_templates` or `archetypes` folder as Obsidian,
// Templater, Jekyll and Hugo keep them and with a template's placeholders, or a form with a row of empty cells)
// is no page to index: all its findings go to the summary.

import type { Finding, PipelineCause } from '../../../shared/model/types';
import type { LintedFile } from './lintFile';

/** In this many files or more, an empty section under one heading is a template's. */
export const TEMPLATE_SECTION_FILES = 5;
/** The empty-section messages of CK003 (an include-only body or a group is reported differently). */
const EMPTY_SECTION = /^Heading "(.*)" has no content(?: before the next heading| ?: nothing follows it)/;

function titleOf(finding: Finding): string | undefined {
  if (finding.ruleId !== 'CK003' || finding.pipeline) return undefined;
  return EMPTY_SECTION.exec(finding.message)?.[1].trim().toLowerCase();
}

function templateCause(title: string, files: number): PipelineCause {
  return {
    cause: `the section "${title}" is empty in ${files} files: a section of the template these pages were made from, left unfilled`,
    remedy: 'filling it in each page, or dropping it from the template and its pages',
  };
}

/** A folder of page templates (Obsidian's and Templater's `templates`, Jekyll's `_templates`, Hugo's `archetypes`). */
const TEMPLATE_FOLDER = /(?:^|[\\/])(?:_?templates?|archetypes)[\\/]/i;
/** A file named as a template (`migration-guide-template.md`). */
const TEMPLATE_NAME = /template[^\\/]*$/i;
/**
 * What a template holds and a page does not: a placeholder expression (`{{title}}`, `<% tp.date.now() %>`,
 * `` `=this.name` ``) or a label with nothing after it (`***NAME:***`). A page of a site's docs about templates
 * (Hugo's `content/en/templates/`) has none of them.
 */
const TEMPLATE_TRAIT = /\{\{[^{}\n]{1,100}\}\}|<%[^%\n]{1,100}%>|`=this\.|^[*_]{1,3}[^*_\n]{1,40}:[*_]{1,3}[ \t]*$/m;
/** A table row of only empty cells: a form to fill in (a character sheet, a checklist), wherever it is kept. */
const EMPTY_ROW = /^\|(?:[ \t]*\|){2,}[ \t]*$/m;
/** A row of a label and empty cells after it (`| Total |   |   |`): a form's row in a templates folder. */
const LABEL_ROW = /^\|[^|\n]*\S[^|\n]*\|(?:[ \t]*\|){2,}[ \t]*$/m;
/** How much of a file is read for a template's traits. */
const TRAIT_READ = 20_000;

/** Whether a file is a page template or a form rather than a page: named as one, in a templates folder with a template's traits, or holding a table row of empty cells. */
export function isTemplateFile(path: string, text: string): boolean {
  const head = text.slice(0, TRAIT_READ);
  return TEMPLATE_NAME.test(path) || EMPTY_ROW.test(head) || (TEMPLATE_FOLDER.test(path) && (TEMPLATE_TRAIT.test(head) || LABEL_ROW.test(head)));
}

const TEMPLATE_FILE: PipelineCause = {
  cause: 'the file is a page template or a form, not a page: the pages made from it fill in what it leaves empty',
  remedy: 'leaving templates out of the index (an ignore pattern for the templates folder)',
};

/**
 * `files` with every empty section whose heading (case-insensitive) is empty in TEMPLATE_SECTION_FILES files
 * or more, and every finding of a template file (isTemplateFile), marked as the template's: moved to the file's pipeline findings, or kept on its line with the cause
 * when the file lists pipeline findings inline. Other findings, and their fingerprints, stay as they are.
 */
export function foldTemplateSections(files: readonly LintedFile[]): LintedFile[] {
  const filesOf = new Map<string, number>();
  for (const linted of files) {
    const titles = new Set(linted.file.findings.map(titleOf).filter((t): t is string => t !== undefined));
    for (const t of titles) filesOf.set(t, (filesOf.get(t) ?? 0) + 1);
  }
  const templated = new Set([...filesOf].filter(([, n]) => n >= TEMPLATE_SECTION_FILES).map(([t]) => t));
  if (!templated.size && !files.some((f) => isTemplateFile(f.file.path, f.file.text))) return [...files];
  return files.map((linted) => {
    const template = isTemplateFile(linted.file.path, linted.file.text);
    const causes = linted.file.findings.map((f) => {
      if (template) return TEMPLATE_FILE;
      const title = titleOf(f);
      return title !== undefined && templated.has(title) ? templateCause(title, filesOf.get(title)!) : undefined;
    });
    if (!causes.some((c) => c)) return linted;
    if (linted.pipelineInline) {
      return { ...linted, file: { ...linted.file, findings: linted.file.findings.map((f, i) => (causes[i] ? { ...f, pipeline: causes[i] } : f)) } };
    }
    const keep = causes.map((c) => !c);
    const moved = linted.file.findings.flatMap((f, i) => (causes[i] ? [{ ...f, pipeline: causes[i]! }] : []));
    return {
      ...linted,
      file: { ...linted.file, findings: linted.file.findings.filter((_, i) => keep[i]), pipeline: [...(linted.file.pipeline ?? []), ...moved] },
      fingerprints: linted.fingerprints.filter((_, i) => keep[i]),
    };
  });
}
