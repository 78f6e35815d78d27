// Empty sections found in many documents under one heading (`## Features` in 300 pages made from one page
// template), or under a heading of a template file (a vault's `templates/Shop.md` with `## Wares`, a folder's
// `001-proposal-template.md` with `#### Use case 2:`), copied into each new page: the same placeholder left
// unfilled, not separate slips. The tally counts, over the documents of a lint run or of the editor's workspace
// lint, where each heading is left empty, and keeps the headings of every template file with the folder its copies
// live in; a writer's empty-section finding whose headings are all templated is the template's. A run of empty
// sibling headings (one CK003 finding for an outline left unwritten) is the template's when every heading of it is.

import type { Finding, PipelineCause } from '../model/types';
import { emptyRunTitles, emptySectionTitle } from './orphanHeading';
import { schemaSectionTitles } from './headingCensus';
import { templateScopeOf } from '../engine/byAudience';

/** In this many documents or more, an empty section under one heading is a template's. */
export const TEMPLATE_SECTION_FILES = 5;

/** A qualifier a template sets after a slot's title and a copy drops: `[optional]`, `(required)`, `(if applicable)`. */
const SLOT_QUALIFIER = /\s*[[(](?:optional|required|mandatory|recommended|if (?:any|applicable|needed))[\])]/gi;

/**
 * The form of a slot's title that a template and its copies share: lower-cased, runs of white space made one space,
 * without a qualifier the template sets after it (SLOT_QUALIFIER) or a closing colon (`Description:` in the
 * template, `# Description` in a copy).
 */
export function slotTitleOf(title: string): string {
  return title.replace(SLOT_QUALIFIER, '').replace(/\s+/g, ' ').trim().replace(/\s*:$/, '').toLowerCase();
}

/** A copy's title shortened from the template's (`Upgrade / Downgrade` for `Upgrade / Downgrade Strategy`) has at least this many words. */
const MIN_PREFIX_WORDS = 2;

/** The slot titles of the empty sections a CK003 finding names (one, or every heading of a run), else []. */
function titlesOf(finding: Finding): string[] {
  if (finding.ruleId !== 'CK003') return [];
  const title = emptySectionTitle(finding.message);
  if (title !== undefined) return [slotTitleOf(title)];
  return emptyRunTitles(finding.message)?.map(slotTitleOf) ?? [];
}

/** A template file of the run: its slot titles, and the folder (a path prefix) whose pages are copied from it. */
interface Template {
  documentId: string;
  scope: string;
  titles: Set<string>;
}

/** What one document adds to the tally: the titles of its writer's empty sections, and its headings when it is a template. */
interface Recorded {
  writers: Set<string>;
  template?: Template;
}

/** Where documents leave each heading empty, and the templates they are copied from, updated as documents are recorded again. */
export class TemplateSectionTally {
  private readonly documents = new Map<string, Recorded>();
  /** Per title, how many recorded documents hold it as a writer's empty section. */
  private readonly writerCounts = new Map<string, number>();
  /** The recorded template files, by key, in the order they were recorded. */
  private readonly templates = new Map<string, Template>();

  /**
   * Records the document under `key` (a path or URI) in place of what it added before: `findings` as the rules
   * left them (a finding that carries a pipeline cause is not a writer's) and its pipeline findings, and, for a
   * template file (byAudience's templateHeadingTitles), the titles of its headings.
   */
  record(key: string, documentId: string, findings: readonly Finding[], pipeline: readonly Finding[] = [], templateTitles?: readonly string[]): void {
    this.forget(key);
    // An empty section the heading census gave to its folder's template (on its line or among the pipeline findings)
    // is still one of that title here.
    const censused = (f: Finding) => schemaSectionTitles(f)?.map(slotTitleOf) ?? [];
    const writers = new Set([...findings.flatMap((f) => (f.pipeline ? censused(f) : titlesOf(f))), ...pipeline.flatMap(censused)]);
    const template = templateTitles?.length ? { documentId, scope: templateScopeOf(documentId), titles: new Set(templateTitles.map(slotTitleOf)) } : undefined;
    if (!writers.size && !template) return;
    this.documents.set(key, { writers, template });
    for (const t of writers) this.writerCounts.set(t, (this.writerCounts.get(t) ?? 0) + 1);
    if (template) this.templates.set(key, template);
  }

  /** Takes out what the document under `key` added. */
  forget(key: string): void {
    const recorded = this.documents.get(key);
    if (!recorded) return;
    this.documents.delete(key);
    for (const t of recorded.writers) {
      const left = this.writerCounts.get(t)! - 1;
      if (left) this.writerCounts.set(t, left);
      else this.writerCounts.delete(t);
    }
    this.templates.delete(key);
  }

  /** Whether any template is recorded or a title is empty in TEMPLATE_SECTION_FILES documents: else no finding can move. */
  get anyTemplated(): boolean {
    return this.templates.size > 0 || [...this.writerCounts.values()].some((n) => n >= TEMPLATE_SECTION_FILES);
  }

  /**
   * The template's cause for a writer's empty-section finding of the document `documentId` whose titles are all
   * templated: each the title of a heading of a template whose folder holds the document (or the first words of
   * one), or empty in TEMPLATE_SECTION_FILES documents. Else undefined.
   */
  causeOf(finding: Finding, documentId: string): PipelineCause | undefined {
    if (finding.pipeline) return undefined;
    const titles = titlesOf(finding);
    if (!titles.length) return undefined;
    const templates = [...this.templates.values()].filter((t) => documentId.startsWith(t.scope) && t.documentId !== documentId);
    const template = templates.find((t) => titles.every((title) => holdsSlot(t, title)));
    if (template) return templateCause(titles, template.documentId);
    if (!titles.every((t) => (this.writerCounts.get(t) ?? 0) >= TEMPLATE_SECTION_FILES)) return undefined;
    const files = Math.min(...titles.map((t) => this.writerCounts.get(t)!));
    const plural = titles.length > 1;
    return {
      cause: `the section${plural ? 's' : ''} ${named(titles)} ${plural ? 'are' : 'is'} empty in ${files} files: a section of the template these pages were made from, left unfilled`,
      remedy: 'filling it in each page, or dropping it from the template and its pages',
    };
  }
}

/** Whether `template` has a heading titled `title`, or one whose title starts with its words (at least MIN_PREFIX_WORDS of them). */
function holdsSlot(template: Template, title: string): boolean {
  if (template.titles.has(title)) return true;
  if (title.split(' ').length < MIN_PREFIX_WORDS) return false;
  for (const t of template.titles) if (t.startsWith(`${title} `)) return true;
  return false;
}

function named(titles: readonly string[]): string {
  return titles.map((t) => `"${t}"`).join(', ');
}

function templateCause(titles: readonly string[], template: string): PipelineCause {
  const plural = titles.length > 1;
  return {
    cause: `the section${plural ? 's' : ''} ${named(titles)} ${plural ? 'are' : 'is'} empty where the template ${template} has ${plural ? 'them' : 'it'}: a copy of the template, left unfilled`,
    remedy: 'filling it in each copy, or keeping unfilled copies and templates out of the index',
  };
}
