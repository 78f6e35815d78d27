// Lint Workspace's folds over the whole run (shared/rules/runFolds.ts: release copies, then folder repeats), which
// `lint` applies once every file is linted: the pages linted with findings are kept, with their text and the findings
// shown after the heading census (workspaceCensus.ts), until the client's last batch is in; then the folds run once
// over them, so a workspace's lint stays linear in its pages. Each workspace folder is a run of its own, its pages
// named by their path relative to it (the analysis's documentId), as `lint` run in that folder names them.

import type { Finding } from '../../shared/model/types';
import { findingsAfterRunFolds } from '../../shared/rules/runFolds';
import type { ShownPage } from './workspaceCensus';

/** A kept page: what the folds read of it and what its diagnostics are made from. */
interface KeptPage {
  uri: string;
  /** The page's path relative to its workspace folder: what the folds read folders and versions from, and their messages name. */
  path: string;
  text: string;
  /** The findings its diagnostics show now. */
  findings: Finding[];
  inline: boolean;
}

/** A page whose shown findings the folds changed: its text, the findings shown now, and how many more (negative: fewer) that is. */
export interface FoldedPage {
  uri: string;
  text: string;
  findings: Finding[];
  added: number;
}

/** The linted pages of one Lint Workspace run, folded when its last batch is in. */
export class WorkspaceFolds {
  private readonly pages = new Map<string, KeptPage>();

  /**
   * Keeps `page`, published with `shown` (its findings after the census), for the fold at the end of the run, in place
   * of what the run had of it; a page whose analysis found nothing has nothing to fold, and the census never adds to it.
   */
  record(page: ShownPage, text: string, shown: Finding[]): void {
    this.pages.delete(page.uri);
    if (page.findings.length) this.pages.set(page.uri, { uri: page.uri, path: page.documentId, text, findings: shown, inline: page.inline });
  }

  /** Sets what a kept page shows now (the census published it again). */
  update(uri: string, shown: Finding[]): void {
    const page = this.pages.get(uri);
    if (page) page.findings = shown;
  }

  /**
   * Folds the kept pages, each workspace folder's in the order they were linted, and lets the run go: the pages whose
   * shown findings change. A page `isOpen` says the editor has open is folded with the rest (the other pages may name
   * it) but not returned: its live analysis shows it.
   */
  fold(isOpen: (uri: string) => boolean): FoldedPage[] {
    const runs = new Map<string, KeptPage[]>();
    for (const page of this.pages.values()) {
      const folder = folderUriOf(page);
      const run = runs.get(folder);
      if (run) run.push(page);
      else runs.set(folder, [page]);
    }
    this.pages.clear();
    const out: FoldedPage[] = [];
    for (const run of runs.values()) {
      const folded = findingsAfterRunFolds(run, (i) => run[i].inline);
      run.forEach((page, i) => {
        const findings = folded[i];
        if (isOpen(page.uri) || sameFindings(page.findings, findings)) return;
        out.push({ uri: page.uri, text: page.text, findings, added: findings.length - page.findings.length });
      });
    }
    return out;
  }
}

/** The URI of the workspace folder that holds `page`: its URI without as many segments as its relative path has. */
function folderUriOf(page: KeptPage): string {
  const segments = page.uri.split('/');
  return segments.slice(0, segments.length - page.path.split(/[\\/]/).length).join('/');
}

/** Whether two lists hold the same findings, in order (a fold replaces each finding it changes). */
function sameFindings(a: readonly Finding[], b: readonly Finding[]): boolean {
  return a.length === b.length && a.every((f, i) => f === b[i]);
}
