// The heading census in the editor: "Lint Workspace" records each linted Markdown page's outline, so that an empty
// section under a heading most pages of its folder share is shown as the template's (not a writer's diagnostic),
// as `lint` does; and it tallies where pages leave a heading empty, so that a section empty in many pages, or under a
// heading of a template file their folder copies, is the template's too (shared/rules/templateSections.ts). Pages are linted in
// batches, so a page published before the workspace was complete is published again when the census changes what it
// shows; open documents read the census of the last workspace lint and add their own empty sections to the tally.

import type { Block, Finding } from '../../shared/model/types';
import { censusMayMove, HeadingCensus, outlineOf, schemaSectionOf } from '../../shared/rules/headingCensus';
import { TemplateSectionTally } from '../../shared/rules/templateSections';

/** One page's findings as its analysis shows them. */
export interface ShownPage {
  uri: string;
  /** The path the analysis knew the page by (relative to its workspace folder): what a template's cause names. */
  documentId: string;
  findings: Finding[];
  /** The findings only a strategy or budget choice fixes (a template file's findings are all of them). */
  pipelineFindings: readonly Finding[];
  /** Whether pipeline findings are listed on their lines (then a moved finding stays, with its cause). */
  inline: boolean;
}

/** A page the census may show again: what its diagnostics are made from, and how many findings the census moved. */
interface Held {
  page: ShownPage;
  text: string;
  moved: number;
}

/** The census of the workspace's linted pages, by URI (a folder is the URI's path up to its last `/`). */
export class WorkspaceCensus {
  private readonly census = new HeadingCensus();
  private readonly templates = new TemplateSectionTally();
  private readonly held = new Map<string, Held>();

  /** Per template file's URI, its heading titles (byAudience's templateHeadingTitles), for the tally. */
  private readonly templateTitles = new Map<string, string[]>();

  /**
   * Counts the Markdown page at `uri` with the headings of `blocks`, in place of what it had before, and keeps the
   * titles of its headings when it is a template file (`templateTitles`).
   */
  record(uri: string, blocks: readonly Block[], templateTitles?: string[]): void {
    this.census.add(uri, outlineOf(blocks));
    if (templateTitles?.length) this.templateTitles.set(uri, templateTitles);
    else this.templateTitles.delete(uri);
  }

  /**
   * The findings a diagnostic list shows of `page`: an empty section under a schema heading or a template's
   * placeholder taken out, or, inline, kept with the census's cause. The page's empty sections go into the tally.
   * With `hold`, the page is shown again by `changed` when the census moves more or fewer of its findings.
   */
  shown(page: ShownPage, text: string | Pick<string, 'slice'>, hold = false): Finding[] {
    if (hold) this.held.delete(page.uri);
    const applied = this.apply(page);
    if (hold && typeof text === 'string' && page.findings.some(censusMayMove)) this.held.set(page.uri, { page, text, moved: applied.moved });
    return applied.findings;
  }

  /**
   * The held pages whose shown findings the census has changed since they were shown: their text, the findings
   * shown now, and how many more (or, negative, fewer) that is. A page `isOpen` says the editor has open is let go:
   * its live analysis shows it.
   */
  changed(isOpen: (uri: string) => boolean): { uri: string; text: string; findings: Finding[]; added: number }[] {
    const out: { uri: string; text: string; findings: Finding[]; added: number }[] = [];
    for (const [uri, held] of this.held) {
      if (isOpen(uri)) {
        this.held.delete(uri);
        continue;
      }
      const applied = this.apply(held.page);
      if (applied.moved === held.moved) continue;
      const added = held.page.inline ? 0 : held.moved - applied.moved;
      held.moved = applied.moved;
      out.push({ uri, text: held.text, findings: applied.findings, added });
    }
    return out;
  }

  /** The schema census's moves first, then the page recorded in the tally with what stays the writer's, then the tally's moves. */
  private apply(page: ShownPage): { findings: Finding[]; moved: number } {
    const { uri, findings, inline } = page;
    const mayMove = findings.some(censusMayMove);
    const moved: (Finding | undefined)[] = mayMove ? findings.map((f) => schemaSectionOf(f, uri, this.census)) : [];
    this.templates.record(uri, page.documentId, mayMove ? findings.map((f, i) => moved[i] ?? f) : findings, page.pipelineFindings, this.templateTitles.get(uri));
    if (mayMove && this.templates.anyTemplated) {
      findings.forEach((f, i) => {
        const pipeline = moved[i] ? undefined : this.templates.causeOf(f, page.documentId);
        if (pipeline) moved[i] = { ...f, pipeline };
      });
    }
    const count = moved.filter((m) => m).length;
    if (!count) return { findings, moved: 0 };
    return { findings: inline ? findings.map((f, i) => moved[i] ?? f) : findings.filter((_, i) => !moved[i]), moved: count };
  }
}
