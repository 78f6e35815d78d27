// What the e2e suite needs from the real extension: its exported test API, its contributed commands, and the
// fixture documents with the expectations written beside them.

import { existsSync, readFileSync } from 'node:fs';
import * as vscode from 'vscode';
import type { AppliedChunkDecoration } from '../../../client/chunkDecorations';
import type { ChunklensApi } from '../../../client/extension';

/** The extension's id: `publisher.name` from package.json. */
export const EXTENSION_ID = 'chunklens.chunklens';

/** The test API is the client's own type (`import type`: nothing of the client is bundled into the suite). */
export type { ChunklensApi };

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

/** Whether the loaded extension's folder holds this file (a path relative to it, such as `docs/rules/CK001.md`). */
export function extensionHasFile(relativePath: string): boolean {
  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  if (!extension) throw new Error(`extension ${EXTENSION_ID} is not loaded in this VS Code`);
  return existsSync(vscode.Uri.joinPath(extension.extensionUri, relativePath).fsPath);
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

/** Activates chunklens and opens a fixture: what every suite's setup starts with. */
export async function openWithChunklens(name: string): Promise<{ api: ChunklensApi; editor: vscode.TextEditor; expected: Expectations }> {
  const api = await activateChunklens();
  return { api, ...(await openFixture(name)) };
}

/** The chunklens diagnostics of a document whose rule id is one of `codes`. */
export function chunklensDiagnostics(uri: vscode.Uri, codes: readonly string[]): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri)
    .filter((d) => d.source === 'chunklens' && codes.includes(ruleIdOf(d) ?? ''));
}

/** A line where the client starts chunks: the bands that start there, the chunks they hold and the line's label. */
export interface LineStart {
  /** 1-based, as the editor numbers lines. */
  line: number;
  /** The chunks of the bands starting on the line (0-based indices, ascending). */
  chunks: number[];
  /** The label drawn on the line: the first band's; the others starting there have an empty one. */
  label: string;
  bands: AppliedChunkDecoration[];
}

/** The applied bands grouped by the line they start on, in band order (bands are in chunk order). */
export function lineStartsOf(decorations: readonly AppliedChunkDecoration[]): LineStart[] {
  const starts: LineStart[] = [];
  for (const band of [...decorations].sort((a, b) => a.index - b.index)) {
    const line = (band.ranges[0]?.start.line ?? -1) + 1;
    const last = starts[starts.length - 1];
    if (last?.line === line) {
      last.bands.push(band);
      last.chunks = [...new Set([...last.chunks, ...band.chunks])].sort((a, b) => a - b);
    } else {
      starts.push({ line, chunks: [...band.chunks], label: band.label, bands: [band] });
    }
  }
  return starts;
}

/** Where the applied decorations start chunks, for failure messages: line, chunk numbers (1-based) and label. */
export function describeStarts(decorations: readonly AppliedChunkDecoration[]): string {
  return JSON.stringify(lineStartsOf(decorations).map((s) => ({ line: s.line, chunks: s.chunks.map((c) => c + 1), label: s.label })));
}

/** How many chunks the applied bands hold (a band holds one chunk in Markdown, several in a `.blocks.jsonl`). */
export function chunkCountOf(decorations: readonly AppliedChunkDecoration[]): number {
  return new Set(decorations.flatMap((d) => d.chunks)).size;
}

/**
 * Whether the decorations start chunks on exactly the expected lines, each line labelled with its innermost
 * heading (labels may shorten the outer part of a long path to `… ›`).
 */
export function startsMatch(decorations: readonly AppliedChunkDecoration[], expected: readonly ChunkStart[]): boolean {
  const actual = lineStartsOf(decorations);
  return actual.length === expected.length && actual.every((start, i) =>
    start.line === expected[i].line && start.label.endsWith(` ${expected[i].headingsPath[expected[i].headingsPath.length - 1]}`));
}

/** The number (1-based, as labels and the status bar show it) of the first chunk that starts on `line`. */
export function chunkNumberAt(decorations: readonly AppliedChunkDecoration[], line: number): number {
  const found = lineStartsOf(decorations).find((s) => s.line === line);
  if (!found) throw new Error(`no chunk starts on line ${line}: ${describeStarts(decorations)}`);
  return found.chunks[0] + 1;
}

/** The label on the line where chunk `index` (0-based) starts: its own, or the one it shares with the chunks starting there. */
export function labelOfChunk(decorations: readonly AppliedChunkDecoration[], index: number): string {
  const found = lineStartsOf(decorations).find((s) => s.chunks.includes(index));
  if (!found) throw new Error(`no band holds chunk ${index + 1}: ${describeStarts(decorations)}`);
  return found.label;
}

/** The titles of the chunk code lenses of a document (`chunk N · T/900 tok · type`), in document order. */
export async function chunkLensTitles(uri: vscode.Uri): Promise<{ line: number; title: string }[]> {
  const all = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri, 100);
  return (all ?? [])
    .filter((lens) => /^chunk \d+ ·/.test(lens.command?.title ?? ''))
    .sort((a, b) => a.range.start.compareTo(b.range.start))
    .map((lens) => ({ line: lens.range.start.line + 1, title: lens.command?.title ?? '' }));
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
