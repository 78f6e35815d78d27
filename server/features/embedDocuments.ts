// The editor's embedding step for the semantic strategies: on save and on `chunklens/embedNow` ("Chunk by
// meaning now"), the texts the document's strategy compares that the server has no vector for are sent to the
// `chunklens.embeddings.*` endpoint under a work-done progress, kept in the server's vectors, and the document is
// re-analysed. Typing never gets here: analyses read only the vectors already known (host/editorEmbeddings.ts).
// An endpoint that fails gives one window error message; the chunks stay the fallback's, never a crash.

import { type Connection, type Disposable, MessageType, ShowMessageNotification, type WorkDoneProgressReporter } from 'vscode-languageserver/node';
import { Methods, type EmbedNowParams, type EmbedNowResult } from '../../shared/model/protocol';
import { embedInRounds } from '../../shared/chunkers/embedInRounds';
import { flatText } from '../../shared/text/documentText';
import { EmbeddingError } from '../cli/eval/embeddingClient';
import { embedThroughEndpoint } from '../host/embedThroughEndpoint';
import type { Analyses } from '../host/analyses';
import { handleRequest } from '../host/customMethods';
import { fileNameOf, type OpenDocuments } from '../host/documents';
import type { EmbeddingVectors } from '../host/embeddingVectors';
import { errorText } from '../host/errorText';
import { hasUri, type Log, type ParamsShape } from '../host/guard';
import type { SettingsService } from '../host/settings';

export interface EmbedDocumentsDeps {
  documents: OpenDocuments;
  settings: SettingsService;
  analyses: Analyses;
  vectors: EmbeddingVectors;
  /** An environment variable's value (the API key `chunklens.embeddings.keyEnv` names); none in a web worker. */
  environment: (name: string) => string | undefined;
  /** Asks the client to fetch again what it pulls (code lenses, inlay hints…): the same version has new chunks. */
  refreshPulled: () => void;
  log: Log;
}

/** A document, and the work-done token the client shows the progress under (else the server creates one). */
const EMBED_NOW_PARAMS: ParamsShape<EmbedNowParams> = {
  accepts: (value): value is EmbedNowParams => hasUri(value) && (value.workDoneToken === undefined || typeof value.workDoneToken === 'string'),
  expected: '{ uri, workDoneToken? }',
};

/** What the progress notification says while texts are sent. */
export function embeddingProgressMessage(sent: number, cached: number): string {
  return `Embedding ${sent} sentence${sent === 1 ? '' : 's'} (${cached} cached)`;
}

/**
 * Embeds on `textDocument/didSave` and answers `chunklens/embedNow`; one embedding per document at a time (a
 * save during one waits for it, then embeds what is still missing). A document that cannot be embedded (no
 * endpoint, a strategy that compares no embeddings) is skipped quietly: its finding already says why, and the
 * request's answer says it to the client that asked.
 */
export function registerEmbedDocuments(connection: Connection, deps: EmbedDocumentsDeps): Disposable {
  const running = new Map<string, Promise<EmbedNowResult>>();

  const embed = async (uri: string, workDoneToken: string | undefined): Promise<EmbedNowResult> => {
    const result = await deps.analyses.current(uri);
    if (!result) return { texts: 0, sent: 0, cached: 0, skipped: 'the document is not open' };
    const embeds = result.analysis.settings.strategy.embeds;
    if (!embeds) return { texts: 0, sent: 0, cached: 0, skipped: `strategy ${result.analysis.settings.strategy.id} compares no embeddings` };
    const endpoint = (await deps.settings.get(uri)).embeddings;
    if (!endpoint) return { texts: 0, sent: 0, cached: 0, skipped: 'no embeddings endpoint is configured: set chunklens.embeddings.url and chunklens.embeddings.model' };
    let progress: WorkDoneProgressReporter | undefined;
    let counts: EmbedNowResult = { texts: 0, sent: 0, cached: 0 };
    try {
      const fetch = embedThroughEndpoint(deps.vectors, endpoint, deps.environment(endpoint.keyEnv) || undefined);
      const rounds = await embedInRounds(embeds, flatText(result.analysis.doc.text), deps.vectors.lookup(endpoint.model), fetch, async ({ texts, missing, fetched }) => {
        counts = { texts, sent: fetched, cached: texts - missing - fetched };
        const message = embeddingProgressMessage(missing, counts.cached);
        if (progress) progress.report(message);
        else {
          progress = workDoneToken !== undefined ? connection.window.attachWorkDoneProgress(workDoneToken) : await connection.window.createWorkDoneProgress();
          progress.begin('chunklens', undefined, message);
        }
      });
      counts = { texts: rounds.texts.length, sent: rounds.fetched, cached: rounds.texts.length - rounds.fetched };
    } catch (error) {
      const why = error instanceof EmbeddingError ? error.message : errorText(error);
      if (!(error instanceof EmbeddingError)) deps.log(`chunklens: embedding ${uri} failed: ${why}`);
      const message = `chunklens: cannot embed the sentences of ${fileNameOf(uri)}: ${why}. Its chunks stay recursive's until an embedding succeeds.`;
      void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Error, message });
      return { ...counts, sent: 0, error: why };
    } finally {
      progress?.done();
    }
    if (!counts.sent) return counts;
    if (deps.documents.get(uri)) {
      deps.analyses.invalidate(uri);
      await deps.analyses.current(uri);
      deps.refreshPulled();
    }
    return counts;
  };

  const queued = (uri: string, workDoneToken?: string): Promise<EmbedNowResult> => {
    const next = (running.get(uri) ?? Promise.resolve()).catch(() => undefined).then(() => embed(uri, workDoneToken));
    running.set(uri, next);
    void next.finally(() => {
      if (running.get(uri) === next) running.delete(uri);
    }).catch(() => undefined);
    return next;
  };

  const subscriptions = [
    connection.onDidSaveTextDocument(({ textDocument: { uri } }) => {
      queued(uri).catch((error) => deps.log(`chunklens: embedding ${uri} on save failed: ${errorText(error)}`));
    }),
    handleRequest(connection, deps.log, Methods.embedNow, EMBED_NOW_PARAMS, ({ uri, workDoneToken }) => queued(uri, workDoneToken)),
  ];
  return { dispose: () => subscriptions.forEach((s) => s.dispose()) };
}
