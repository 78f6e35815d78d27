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

/** A line where chunks start (1-based, as the editor numbers lines) and their heading path. */
export interface ChunkStart {
  line: number;
  headingsPath: string[];
}

/**
 * `<name>.expected.json` beside a fixture document. Expectations are by the line where chunks start, because a
 * paragraph over the cap is legitimately one chunk (a strategy that keeps it whole: `CK001` chunk-too-large) or
 * several starting on the same line (a strategy that cuts it to keep the cap: `CK007` hard-split). Either way
 * the oversized paragraph's line carries a warning with one of `oversized.codes`.
 */
export interface Expectations {
  strategy: string;
  maxTokens: number;
  chunkStarts: ChunkStart[];
  oversized: { line: number; codes: string[] };
  afterInsertingHeading?: { beforeLine: number; text: string; chunkStarts: ChunkStart[]; oversizedLine: number };
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

/** The chunklens diagnostics of a document whose rule id is one of `codes`. */
export function chunklensDiagnostics(uri: vscode.Uri, codes: readonly string[]): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri)
    .filter((d) => d.source === 'chunklens' && codes.includes(ruleIdOf(d) ?? ''));
}

/** Decorations in chunk order. */
export function inChunkOrder(decorations: readonly AppliedDecoration[]): AppliedDecoration[] {
  return [...decorations].sort((a, b) => a.index - b.index);
}

/** Where the applied decorations start chunks: one entry per line, with the label of its first chunk. */
export function chunkStartsOf(decorations: readonly AppliedDecoration[]): { line: number; label: string }[] {
  const starts: { line: number; label: string }[] = [];
  for (const d of inChunkOrder(decorations)) {
    const line = (d.ranges[0]?.start.line ?? -1) + 1;
    if (starts[starts.length - 1]?.line !== line) starts.push({ line, label: d.label });
  }
  return starts;
}

/**
 * Whether the decorations start chunks on exactly the expected lines, each labelled with its innermost heading
 * (labels may shorten the outer part of a long path to `… ›`).
 */
export function startsMatch(decorations: readonly AppliedDecoration[], expected: readonly ChunkStart[]): boolean {
  const actual = chunkStartsOf(decorations);
  return actual.length === expected.length && actual.every((start, i) =>
    start.line === expected[i].line && start.label.endsWith(` ${expected[i].headingsPath[expected[i].headingsPath.length - 1]}`));
}

/** The number (1-based, as labels and the status bar show it) of the first chunk that starts on `line`. */
export function chunkNumberAt(decorations: readonly AppliedDecoration[], line: number): number {
  const found = inChunkOrder(decorations).find((d) => d.ranges[0]?.start.line === line - 1);
  if (!found) throw new Error(`no chunk starts on line ${line}`);
  return found.index + 1;
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
