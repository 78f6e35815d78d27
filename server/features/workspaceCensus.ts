// The heading census in the editor: "Lint Workspace" records each linted Markdown page's outline, so that an empty
// section under a heading most pages of its folder share is shown as the template's (not a writer's diagnostic),
// as `lint` does. Pages are linted in batches, so a page published before its folder was complete is published
// again when the census changes what it shows; open documents read the census of the last workspace lint.

import type { Block, Finding } from '../../shared/model/types';
import { censusMayMove, HeadingCensus, outlineOf, schemaSectionOf } from '../../shared/rules/headingCensus';

/** A linted page with a writer's CK003 or CK002 finding: what its diagnostics are made from, and how many the census moved. */
interface Held {
  text: string;
  findings: Finding[];
  inline: boolean;
  moved: number;
}

/** The census of the workspace's linted pages, by URI (a folder is the URI's path up to its last `/`). */
export class WorkspaceCensus {
  private readonly census = new HeadingCensus();
  private readonly held = new Map<string, Held>();

  /** Counts the Markdown page at `uri` with the headings of `blocks`, in place of what it had before. */
  record(uri: string, blocks: readonly Block[]): void {
    this.census.add(uri, outlineOf(blocks));
  }

  /**
   * The findings a diagnostic list shows of the page at `uri` (`findings` as the analysis shows them, `inline`
   * when pipeline findings are listed): an empty section under a schema heading taken out, or, inline, kept with
   * the census's message and cause. With `hold`, the page is shown again by `changed` when the census moves more
   * or fewer of its findings.
   */
  shown(uri: string, text: string | Pick<string, 'slice'>, findings: Finding[], inline: boolean, hold = false): Finding[] {
    if (hold) this.held.delete(uri);
    if (!findings.some(censusMayMove)) return findings;
    const applied = this.apply(uri, findings, inline);
    if (hold && typeof text === 'string') this.held.set(uri, { text, findings, inline, moved: applied.moved });
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
      const applied = this.apply(uri, held.findings, held.inline);
      if (applied.moved === held.moved) continue;
      const added = held.inline ? 0 : held.moved - applied.moved;
      held.moved = applied.moved;
      out.push({ uri, text: held.text, findings: applied.findings, added });
    }
    return out;
  }

  private apply(uri: string, findings: Finding[], inline: boolean): { findings: Finding[]; moved: number } {
    const moved = findings.map((f) => schemaSectionOf(f, uri, this.census));
    const count = moved.filter((m) => m).length;
    if (!count) return { findings, moved: 0 };
    return { findings: inline ? findings.map((f, i) => moved[i] ?? f) : findings.filter((_, i) => !moved[i]), moved: count };
  }
}
