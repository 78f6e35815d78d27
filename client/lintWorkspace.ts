// "chunklens: Lint Workspace": fills the Problems panel for every document of the workspace that a lint reads,
// in batches the server lints from disk, with a progress notification that can cancel between batches. The last
// batch (an empty one when cancelled) is marked `final`, so the server folds what was linted as `lint` folds a run. A
// semantic strategy's sentences are embedded by the server (under its own progress); once the endpoint fails,
// the later batches are linted without embedding and the closing message says why.

import * as vscode from 'vscode';
import { type LintFilesResult, Methods } from '../shared/model/protocol';
import type { SendRequest } from './protocolClient';

/** Documents per `chunklens/lintFiles` request: small enough that progress moves and cancel answers quickly. */
const BATCH = 25;

/** Lints the workspace; resolves with the totals when done or cancelled. */
export async function lintWorkspace(request: SendRequest): Promise<LintFilesResult & { files: number; cancelled: boolean }> {
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: 'chunklens: Lint Workspace', cancellable: true },
    async (progress, token) => {
      const { uris } = await request(Methods.workspaceFiles, {});
      const totals: LintFilesResult & { files: number; cancelled: boolean } = { linted: 0, findings: 0, files: uris.length, cancelled: false };
      const lint = async (batch: string[], final: boolean) => {
        const done = await request(Methods.lintFiles, { uris: batch, embed: totals.embeddingError === undefined, final });
        totals.linted += done.linted;
        totals.findings += done.findings;
        if (done.embedded) totals.embedded = (totals.embedded ?? 0) + done.embedded;
        totals.embeddingError ??= done.embeddingError;
      };
      for (let start = 0; start < uris.length; start += BATCH) {
        if (token.isCancellationRequested) {
          totals.cancelled = true;
          await lint([], true);
          break;
        }
        const batch = uris.slice(start, start + BATCH);
        await lint(batch, start + BATCH >= uris.length);
        progress.report({ increment: (100 * batch.length) / uris.length, message: `${Math.min(start + BATCH, uris.length)}/${uris.length} files` });
      }
      const how = totals.cancelled ? 'cancelled after' : 'linted';
      const embedded = totals.embedded ? ` ${totals.embedded} sentences embedded.` : '';
      const summary = `chunklens: ${how} ${totals.linted} of ${uris.length} files (open ones are analysed live), ${totals.findings} findings in the Problems panel.${embedded}`;
      if (totals.embeddingError === undefined) void vscode.window.showInformationMessage(summary);
      else void vscode.window.showWarningMessage(`${summary} Embedding stopped: ${totals.embeddingError}; the rest show recursive's chunks (CK101).`);
      return totals;
    },
  );
}
