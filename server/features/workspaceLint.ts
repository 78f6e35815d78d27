// "Lint Workspace" on the server side: lists the documents of the workspace folders the way the CLI selects
// them (config ignores, .gitignore; host/workspaceFiles.ts) and lints documents from disk in batches the client sends, publishing their
// diagnostics; documents open in the editor are skipped, since their live analysis already publishes them. A
// semantic strategy first embeds what it compares through `chunklens.embeddings.*`, with the server's vectors and
// on-disk cache, under a work-done progress, as a save does (embedDocuments.ts). Each Markdown page's outline goes
// into the workspace's heading census (workspaceCensus.ts); once the client's last batch is in (`final`), the folds
// `lint` applies over the whole run, release copies and folder repeats, run over the linted pages (workspaceFolds.ts).

import { type Connection, type Disposable, ResponseError, ErrorCodes } from 'vscode-languageserver/node';
import { analyze } from '../../shared/engine/engine';
import { editorTimeBudget } from '../host/analysisBudget';
import { LineIndex } from '../../shared/text/lineIndex';
import { type LintFilesParams, type LintFilesResult, Methods } from '../../shared/model/protocol';
import { documentIdOf } from '../host/documentIdOf';
import { templateHeadingTitles } from '../../shared/engine/byAudience';
import type { DocumentPlaces } from '../host/placeOf';
import type { WorkspaceFiles } from '../host/workspaceFiles';
import type { OpenDocuments } from '../host/documents';
import type { SettingsService } from '../host/settings';
import { documentSettings } from '../../shared/config/documentSettings';
import { toLspDiagnostic } from '../present/toLsp';
import { handleRequest } from '../host/customMethods';
import { isRecord, type ParamsShape } from '../host/guard';
import { embedInRounds } from '../../shared/chunkers/embedInRounds';
import { flatText } from '../../shared/text/documentText';
import type { ResolvedSettings } from '../../shared/config/config';
import { EmbeddingError, type EmbeddingRequestEndpoint } from '../cli/eval/embeddingClient';
import { embedThroughEndpoint } from '../host/embedThroughEndpoint';
import { withEditorEmbeddings } from '../host/editorEmbeddings';
import type { EmbeddingVectors } from '../host/embeddingVectors';
import { errorText } from '../host/errorText';
import { fileNameOf } from '../host/documents';
import { embeddingProgressMessage } from './embedDocuments';
import type { WorkDoneProgressReporter } from 'vscode-languageserver/node';
import type { WorkspaceCensus } from './workspaceCensus';
import { type FoldedPage, WorkspaceFolds } from './workspaceFolds';

/** What "Lint Workspace" uses of the server. */
export interface WorkspaceLintDeps {
  documents: OpenDocuments;
  settings: SettingsService;
  workspaceFolders: () => string[];
  places: DocumentPlaces;
  /** The heading census the lint fills (and the live diagnostics read). */
  census: WorkspaceCensus;
  /** The workspace's documents; none where the server has no file system to walk (a web worker). */
  workspace?: WorkspaceFiles;
  /** The vectors a semantic strategy reads and the embedding step fills. */
  vectors: EmbeddingVectors;
  /** An environment variable's value (the API key `chunklens.embeddings.keyEnv` names). */
  environment: (name: string) => string | undefined;
  log: (message: string) => void;
}

/** The documents of the workspace folders a lint reads (known kinds, minus configuration `ignores` and `.gitignore`), as file URIs. */
export function listWorkspaceDocuments(deps: Pick<WorkspaceLintDeps, 'workspace'>): string[] {
  return deps.workspace?.list() ?? [];
}

/** `chunklens/workspaceFiles` reads no params: whatever a client sends is ignored. */
const ANY_PARAMS: ParamsShape<unknown> = { accepts: (_params): _params is unknown => true, expected: 'anything' };

/** The URIs' scheme (`file:`) the handler checks itself. */
const LINT_FILES_PARAMS: ParamsShape<LintFilesParams> = {
  accepts: (value): value is LintFilesParams => isRecord(value) && Array.isArray(value.uris) && value.uris.every((uri) => typeof uri === 'string') && (value.embed === undefined || typeof value.embed === 'boolean') && (value.final === undefined || typeof value.final === 'boolean'),
  expected: '{ uris: file URIs, embed?: boolean, final?: boolean }',
};

/** Registers `chunklens/workspaceFiles` and `chunklens/lintFiles`. */
export function registerWorkspaceLint(connection: Connection, deps: WorkspaceLintDeps): Disposable {
  const folds = new WorkspaceFolds();
  const files = handleRequest(connection, deps.log, Methods.workspaceFiles, ANY_PARAMS, () => ({ uris: listWorkspaceDocuments(deps) }));

  const lint = handleRequest(connection, deps.log, Methods.lintFiles, LINT_FILES_PARAMS, async (params, token) => {
    if (params.uris.some((uri) => !uri.startsWith('file:'))) throw new ResponseError(ErrorCodes.InvalidParams, `${Methods.lintFiles.method} takes { uris: file URIs }`);
    const result: LintFilesResult = { linted: 0, findings: 0 };
    let progress: WorkDoneProgressReporter | undefined;
    /** The settings with a semantic strategy reading the server's vectors, embedded first where missing (unless embedding is off or failed). */
    const embedded = async (uri: string, text: string, settings: ResolvedSettings, endpoint: EmbeddingRequestEndpoint | undefined): Promise<ResolvedSettings> => {
      const embeds = settings.strategy.embeds;
      if (!embeds || !endpoint) return withEditorEmbeddings(settings, endpoint && deps.vectors.lookup(endpoint.model));
      if (params.embed !== false && result.embeddingError === undefined) {
        const fetch = embedThroughEndpoint(deps.vectors, endpoint, deps.environment(endpoint.keyEnv) || undefined);
        try {
          const rounds = await embedInRounds(embeds, flatText(text), deps.vectors.lookup(endpoint.model), fetch, async ({ texts, missing, fetched }) => {
            const message = `${fileNameOf(uri)}: ${embeddingProgressMessage(missing, texts - missing - fetched)}`;
            if (progress) progress.report(message);
            else {
              progress = await connection.window.createWorkDoneProgress();
              progress.begin('chunklens: Lint Workspace', undefined, message);
            }
          });
          if (rounds.fetched) result.embedded = (result.embedded ?? 0) + rounds.fetched;
        } catch (error) {
          result.embeddingError = error instanceof EmbeddingError ? error.message : errorText(error);
          deps.log(`chunklens: Lint Workspace stops embedding at ${uri}: ${result.embeddingError}`);
        }
      }
      return withEditorEmbeddings(settings, deps.vectors.lookup(endpoint.model));
    };
    for (const uri of params.uris) {
      if (token.isCancellationRequested) break;
      if (deps.documents.get(uri)) continue;
      try {
        if (!deps.workspace) throw new Error('this server reads no files of the workspace');
        const file = deps.workspace.read(uri);
        for (const note of file.notes) deps.log(`chunklens: ${note}`);
        const editor = await deps.settings.get(uri);
        const decided = documentSettings({ config: editor.config, kind: file.kind, whenUnreadable: 'fallBack' });
        if (!decided.ok) continue;
        const settings = await embedded(uri, file.text, decided.settings, editor.embeddings);
        const analysis = analyze({ kind: file.kind, text: file.text, documentId: documentIdOf(uri, deps.workspaceFolders(), deps.places.files), settings, sidecars: file.sidecars, timeBudget: editorTimeBudget() });
        if (file.kind === 'markdown') deps.census.record(uri, analysis.doc.blocks, templateHeadingTitles(analysis.context.documentId, analysis.doc.text, analysis.doc.blocks));
        const page = { uri, documentId: analysis.context.documentId, findings: analysis.findings, pipelineFindings: analysis.pipelineFindings, inline: analysis.settings.pipelineFindings === 'inline' };
        const findings = deps.census.shown(page, file.text, true);
        folds.record(page, file.text, findings);
        const lines = new LineIndex(file.text);
        void connection.sendDiagnostics({ uri, diagnostics: findings.map((f) => toLspDiagnostic(lines, f)) });
        result.linted++;
        result.findings += findings.length;
      } catch (error) {
        deps.log(`chunklens: cannot lint ${uri}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const isOpen = (uri: string) => deps.documents.get(uri) !== undefined;
    /** Publishes a page shown again, and counts how many more (or fewer) findings it shows. */
    const republish = (page: FoldedPage) => {
      const lines = new LineIndex(page.text);
      void connection.sendDiagnostics({ uri: page.uri, diagnostics: page.findings.map((f) => toLspDiagnostic(lines, f)) });
      result.findings += page.added;
    };
    // Pages linted before their folder's census was complete: shown again where it now moves more or fewer sections.
    for (const page of deps.census.changed(isOpen)) {
      folds.update(page.uri, page.findings);
      republish(page);
    }
    // The run is complete (or cancelled): what it linted is folded as `lint` folds a run.
    if (params.final) folds.fold(isOpen).forEach(republish);
    progress?.done();
    return result;
  });

  return { dispose: () => [files, lint].forEach((d) => d.dispose()) };
}
