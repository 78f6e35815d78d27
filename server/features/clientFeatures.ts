// What the connected client can do and what it draws itself, read once from `initialize`, and the capabilities the
// server advertises to it: the same server serves the VS Code client and any plain LSP client (`chunklens lsp`).

import type { ClientCapabilities, InitializeParams, ServerCapabilities } from 'vscode-languageserver/node';
import { TextDocumentSyncKind } from 'vscode-languageserver/node';
import type { InitializationOptions } from '../../shared/model/protocol';
import { CODE_ACTION_KINDS } from './codeActions';
import { isRecord } from '../host/guard';

/** The features the server serves this client, and the requests it may send it. */
export interface ClientFeatures {
  /** Send `chunklens/decorations` (the client asked for them). */
  decorations: boolean;
  inlayHints: boolean;
  foldingRanges: boolean;
  markdownOutline: boolean;
  hoverChunkText: boolean;
  /** Answer `textDocument/diagnostic` and publish nothing for open documents (the client pulls). */
  pullDiagnostics: boolean;
  /** The client answers `workspace/configuration`. */
  configuration: boolean;
  /** The client watches files for the server when asked (`client/registerCapability`). */
  watchFiles: boolean;
  /** The refresh requests (`workspace/inlayHint/refresh` and the like) the client accepts. */
  refresh: { inlayHints: boolean; codeLens: boolean; diagnostics: boolean; foldingRanges: boolean };
  /** The most folding ranges the client wants per document. */
  foldingRangeLimit?: number;
}

/** Before `initialize`: a plain client that declared nothing. */
export const PLAIN_CLIENT: ClientFeatures = clientFeaturesOf({ capabilities: {} });

/**
 * Reads the client's capabilities and `initializationOptions` (InitializationOptions; anything malformed there
 * counts as absent, so a client that sends its own options for another server still gets every feature).
 */
export function clientFeaturesOf(params: Pick<InitializeParams, 'capabilities' | 'initializationOptions'>): ClientFeatures {
  const options = optionsOf(params.initializationOptions);
  const capabilities: ClientCapabilities = isRecord(params.capabilities) ? params.capabilities : {};
  const { workspace, textDocument } = capabilities;
  const canPull = isRecord(textDocument?.diagnostic);
  const limit = textDocument?.foldingRange?.rangeLimit;
  return {
    decorations: options.decorations ?? false,
    inlayHints: options.inlayHints ?? true,
    foldingRanges: options.foldingRanges ?? true,
    markdownOutline: options.markdownOutline ?? true,
    hoverChunkText: options.hoverChunkText ?? true,
    pullDiagnostics: canPull && options.pushDiagnostics !== true,
    configuration: workspace?.configuration === true,
    watchFiles: workspace?.didChangeWatchedFiles?.dynamicRegistration === true,
    refresh: {
      inlayHints: workspace?.inlayHint?.refreshSupport === true,
      codeLens: workspace?.codeLens?.refreshSupport === true,
      diagnostics: workspace?.diagnostics?.refreshSupport === true,
      foldingRanges: (workspace as { foldingRange?: { refreshSupport?: boolean } } | undefined)?.foldingRange?.refreshSupport === true,
    },
    ...(typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? { foldingRangeLimit: limit } : {}),
  };
}

/** The capabilities to advertise: only the providers this client is served. */
export function serverCapabilitiesFor(features: ClientFeatures): ServerCapabilities {
  return {
    // Saves are announced: a semantic strategy embeds on save (embedDocuments.ts).
    textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
    hoverProvider: true,
    documentSymbolProvider: true,
    codeLensProvider: { resolveProvider: false },
    codeActionProvider: { codeActionKinds: CODE_ACTION_KINDS },
    ...(features.inlayHints ? { inlayHintProvider: { resolveProvider: false } } : {}),
    ...(features.foldingRanges ? { foldingRangeProvider: true } : {}),
    ...(features.pullDiagnostics ? { diagnosticProvider: { identifier: 'chunklens', interFileDependencies: false, workspaceDiagnostics: false } } : {}),
  };
}

function optionsOf(raw: unknown): InitializationOptions {
  if (!isRecord(raw)) return {};
  const options: InitializationOptions = {};
  for (const key of ['decorations', 'inlayHints', 'foldingRanges', 'markdownOutline', 'pushDiagnostics', 'hoverChunkText'] as const) {
    if (typeof raw[key] === 'boolean') options[key] = raw[key];
  }
  return options;
}
