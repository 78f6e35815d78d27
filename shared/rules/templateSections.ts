// Empty sections found in many documents under one heading (`## Features` in 300 pages made from one page
// template), or under a heading a template file keeps empty (a vault's `Templates/Literature Review.md` with
// `#### Motivation`, copied into each new note): the same placeholder left unfilled, not separate slips. The tally
// counts, over the documents of a lint run or of the editor's workspace lint, where each heading is left empty; a
// writer's empty-section finding whose headings are all templated is the template's. A run of empty sibling headings
// (one CK003 finding for an outline left unwritten) is the template's when every heading of it is.

import { isKeptAsTemplate, TEMPLATE_DOCUMENT } from '../engine/byAudience';
import type { Finding, PipelineCause } from '../model/types';
import { emptyRunTitles, emptySectionTitle } from './orphanHeading';
import { schemaSectionTitles } from './headingCensus';

/** In this many documents or more, an empty section under one heading is a template's. */
export const TEMPLATE_SECTION_FILES = 5;

/** The lower-cased titles of the empty sections a CK003 finding names (one, or every heading of a run), else []. */
function titlesOf(finding: Finding): string[] {
  if (finding.ruleId !== 'CK003') return [];
  const title = emptySectionTitle(finding.message);
  if (title !== undefined) return [title.toLowerCase()];
  return emptyRunTitles(finding.message)?.map((t) => t.toLowerCase()) ?? [];
}

/** What one document adds to the tally: the titles of its writer's empty sections, and those it keeps empty as a template. */
interface Recorded {
  writers: Set<string>;
  template?: { documentId: string; titles: Set<string> };
}

/** Where documents leave each heading empty, updated as documents are recorded again. */
export class TemplateSectionTally {
  private readonly documents = new Map<string, Recorded>();
  /** Per title, how many recorded documents hold it as a writer's empty section. */
  private readonly writerCounts = new Map<string, number>();
  /** Per title, the keys of the template documents that keep it empty, in the order they were recorded. */
  private readonly templates = new Map<string, Set<string>>();

  /**
   * Records the document under `key` (a path or URI) in place of what it added before: `findings` as the rules
   * left them (a finding that carries a pipeline cause is not a writer's) and its pipeline findings. A document
   * kept as a template (by the name or folder of `documentId`) that reads as one (its findings carry
   * TEMPLATE_DOCUMENT) adds the titles it keeps empty; a page kept in a templates folder that reads as an ordinary
   * page counts as any other.
   */
  record(key: string, documentId: string, findings: readonly Finding[], pipeline: readonly Finding[] = []): void {
    this.forget(key);
    // An empty section the heading census gave to its folder's template (on its line or among the pipeline findings)
    // is still one of that title here.
    const censused = (f: Finding) => schemaSectionTitles(f)?.map((t) => t.toLowerCase()) ?? [];
    const writers = new Set([...findings.flatMap((f) => (f.pipeline ? censused(f) : titlesOf(f))), ...pipeline.flatMap(censused)]);
    let template: Recorded['template'];
    if (isKeptAsTemplate(documentId)) {
      const kept = new Set([...findings, ...pipeline].flatMap((f) => (f.pipeline?.cause === TEMPLATE_DOCUMENT.cause ? titlesOf(f) : [])));
      if (kept.size) template = { documentId, titles: kept };
    }
    if (!writers.size && !template) return;
    this.documents.set(key, { writers, template });
    for (const t of writers) this.writerCounts.set(t, (this.writerCounts.get(t) ?? 0) + 1);
    for (const t of template?.titles ?? []) {
      let keys = this.templates.get(t);
      if (!keys) this.templates.set(t, (keys = new Set()));
      keys.add(key);
    }
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
    for (const t of recorded.template?.titles ?? []) {
      const keys = this.templates.get(t)!;
      keys.delete(key);
      if (!keys.size) this.templates.delete(t);
    }
  }

  /** Whether any title is empty in a template or in TEMPLATE_SECTION_FILES documents: else no finding can move. */
  get anyTemplated(): boolean {
    return this.templates.size > 0 || [...this.writerCounts.values()].some((n) => n >= TEMPLATE_SECTION_FILES);
  }

  /** The template's cause for a writer's empty-section finding whose titles are all templated, else undefined. */
  causeOf(finding: Finding): PipelineCause | undefined {
    if (finding.pipeline) return undefined;
    const titles = titlesOf(finding);
    if (!titles.length || !titles.every((t) => this.templates.has(t) || (this.writerCounts.get(t) ?? 0) >= TEMPLATE_SECTION_FILES)) return undefined;
    return this.templateCause(titles);
  }

  private templateCause(titles: readonly string[]): PipelineCause {
    const named = titles.map((t) => `"${t}"`).join(', ');
    const plural = titles.length > 1;
    const templateKey = titles.map((t) => this.templates.get(t)?.values().next().value).find((k) => k !== undefined);
    if (templateKey !== undefined) {
      const template = this.documents.get(templateKey)!.template!.documentId;
      return {
        cause: `the section${plural ? 's' : ''} ${named} ${plural ? 'are' : 'is'} empty as the template ${template} keeps ${plural ? 'them' : 'it'}: a copy of the template, left unfilled`,
        remedy: 'filling it in each copy, or keeping unfilled copies and templates out of the index',
      };
    }
    const files = Math.min(...titles.map((t) => this.writerCounts.get(t) ?? 0));
    return {
      cause: `the section${plural ? 's' : ''} ${named} ${plural ? 'are' : 'is'} empty in ${files} files: a section of the template these pages were made from, left unfilled`,
      remedy: 'filling it in each page, or dropping it from the template and its pages',
    };
  }
}
