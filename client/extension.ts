// The chunklens VS Code extension: a thin renderer of what the language server computes (shared/README.md
// invariant 5). activateChunklens.ts is the table of contents (each feature registers itself); this file starts it
// with the Node language client, extensionWeb.ts with the web worker one (VS Code for the Web).
//
// `activate()` returns the test API that the end-to-end suite uses (decorations cannot be read back through
// the vscode API):
//
//   interface ChunklensApi {
//     ready: Promise<void>;                         // resolves once the language client is running
//     getDecorations(uri: vscode.Uri | string): {  // what the client applied for a document; [] when turned off
//       index: number; chunks: number[];            // band position; the chunks its text went into
//       label: string;                              // e.g. "chunk 2 · 58/60 tok · Guide › Install", "chunks 3–5 · Report [part 1..3]"
//       ranges: vscode.Range[]; overlapRanges: vscode.Range[]; oversized: boolean;
//       reembed: boolean;                           // a chunk of the band will re-embed
//     }[];
//     onDidApplyDecorations: vscode.Event<{ uri: string; version: number }>;  // after each applied notification
//     getStatusText(): string;                      // e.g. "chunk 4/37 · 612 tok · markdown-spec"; "" when hidden
//     onDidChangeStatus: vscode.Event<string>;      // after each status update
//     getReembedText(): string;                     // e.g. "3 chunks re-embed · 1.2k tok"; "" when hidden
//     onDidChangeReembed: vscode.Event<string>;     // after each change of that text
//     isTreeOpen(): boolean;                        // the chunk tree webview panel exists
//     getTreeState(): { mode: 'closed' | 'tree' | 'compare'; strategies: string[]; results: QueryChunksResult[];
//                       questions: ChunkQuestionsResult[] };   // the question sets' questions quoting the document
//     getCompareMarks(uri): { kind: 'a' | 'b'; line: number; label: string }[];   // boundaries only one strategy makes
//     getQueryHighlights(uri): { rank; strategy; index; range: vscode.Range; label: string }[];  // ranked hits drawn
//   }

import type * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { activateChunklens, type ChunklensApi } from './activateChunklens';
import { createLanguageClient } from './languageClient';

export type { ChunklensApi } from './activateChunklens';

let client: LanguageClient | undefined;

export function activate(context: vscode.ExtensionContext): ChunklensApi {
  client = createLanguageClient(context);
  return activateChunklens(context, client, false);
}

export function deactivate(): Thenable<void> | undefined {
  return client?.stop();
}
