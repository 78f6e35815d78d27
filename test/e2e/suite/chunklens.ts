// What the e2e suite needs from the real extension: its exported test API, its contributed commands, and the
// fixture documents with the expectations written beside them.

import { readFileSync } from 'node:fs';
import * as vscode from 'vscode';

/** The extension's id: `publisher.name` from package.json. */
export const EXTENSION_ID = 'chunklens.chunklens';

/** One chunk's decoration as the client applied it (protocol ChunkDecoration, in vscode types). */
export interface AppliedDecoration {
  index: number;
  label: string;
  ranges: readonly vscode.Range[];
  overlapRanges: readonly vscode.Range[];
}

/** The API `activate()` returns, for tests: what the client rendered, which the vscode API cannot read back. */
export interface ChunklensApi {
  /** Settles once the language client has started. */
  ready: Promise<unknown>;
  getDecorations(uri: vscode.Uri): readonly AppliedDecoration[];
  getStatusText(): string;
  isTreeOpen(): boolean;
}

/** Activates the extension (idempotent) and waits until its language client is up. */
export async function activateChunklens(): Promise<ChunklensApi> {
  const extension = vscode.extensions.getExtension<ChunklensApi>(EXTENSION_ID);
  if (!extension) throw new Error(`extension ${EXTENSION_ID} is not loaded in this VS Code`);
  const api = await extension.activate();
  await api.ready;
  return api;
}

/** The id of the contributed command whose title matches `title`, read from the extension's package.json. */
export function contributedCommand(title: RegExp): string {
  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  const commands: { command: string; title: string }[] = extension?.packageJSON?.contributes?.commands ?? [];
  const found = commands.find((c) => title.test(c.title));
  if (!found) throw new Error(`no contributed command titled ${title}: ${commands.map((c) => c.title).join(', ')}`);
  return found.command;
}

/** One expected chunk: its first line as the editor numbers lines (1-based) and its heading path. */
export interface ExpectedChunk {
  firstLine: number;
  headingsPath: string[];
}

/** `<name>.expected.json` beside a fixture document. */
export interface Expectations {
  strategy: string;
  maxTokens: number;
  chunks: ExpectedChunk[];
  oversized: { chunk: number; firstLine: number; code: string };
}

/** Opens `<name>.md` of the test workspace in an editor and reads `<name>.expected.json` beside it. */
export async function openFixture(name: string): Promise<{ editor: vscode.TextEditor; expected: Expectations }> {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  if (!folder) throw new Error('the e2e workspace (test/fixtures/e2e-ws) is not open');
  const document = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder, `${name}.md`));
  const editor = await vscode.window.showTextDocument(document);
  const expected = JSON.parse(readFileSync(vscode.Uri.joinPath(folder, `${name}.expected.json`).fsPath, 'utf8'));
  return { editor, expected };
}

/** The chunklens diagnostics of a document with a given rule id. */
export function chunklensDiagnostics(uri: vscode.Uri, code: string): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri)
    .filter((d) => d.source === 'chunklens' && ruleIdOf(d) === code);
}

/** A diagnostic's rule id, whether `code` is a plain value or `{ value, target }` (with a codeDescription). */
export function ruleIdOf(diagnostic: vscode.Diagnostic): string | undefined {
  const code = diagnostic.code;
  if (code === undefined) return undefined;
  return typeof code === 'object' ? String(code.value) : String(code);
}

/** The text of hovers as one string. */
export function hoverText(hovers: readonly vscode.Hover[]): string {
  return hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
}

/** `A › B › C`-style heading path check: every heading appears, in order. */
export function headingPathPattern(headings: readonly string[]): RegExp {
  const escaped = headings.map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(escaped.join('[\\s\\S]*?'));
}
