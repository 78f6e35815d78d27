// Draws what the server's `chunklens/decorations` notification says: alternating background bands per chunk
// across its lines, a boundary line with the chunk label after the chunk's first line, overlap regions, and
// oversized chunks tinted, a bar beside chunks that will re-embed. Colours are theme colours contributed in package.json. Nothing is computed here.

import * as vscode from 'vscode';
import type { DecorationsParams } from '../shared/model/protocol';

/** One band's decoration as the client applied it (what the test API reports). */
export interface AppliedChunkDecoration {
  /** Band position (alternates the colours); the chunk index when every band is one chunk. */
  index: number;
  /** The chunks the band's text went into. */
  chunks: number[];
  label: string;
  ranges: vscode.Range[];
  overlapRanges: vscode.Range[];
  oversized: boolean;
  /** A chunk of the band will re-embed (a bar beside its lines and a mark in the overview ruler). */
  reembed: boolean;
}

const color = (id: string): vscode.ThemeColor => new vscode.ThemeColor(`chunklens.${id}`);

export class ChunkDecorations implements vscode.Disposable {
  private readonly bands = [
    vscode.window.createTextEditorDecorationType({ isWholeLine: true, backgroundColor: color('band1Background') }),
    vscode.window.createTextEditorDecorationType({ isWholeLine: true, backgroundColor: color('band2Background') }),
  ];
  private readonly oversized = vscode.window.createTextEditorDecorationType({
    isWholeLine: true,
    backgroundColor: color('oversizedBackground'),
    overviewRulerColor: color('oversizedBackground'),
    overviewRulerLane: vscode.OverviewRulerLane.Right,
  });
  private readonly boundary = vscode.window.createTextEditorDecorationType({
    isWholeLine: true,
    borderStyle: 'solid',
    borderWidth: '1px 0 0 0',
    borderColor: color('boundaryBorder'),
    after: { color: color('labelForeground'), margin: '0 0 0 2em', fontStyle: 'italic' },
  });
  private readonly overlap = vscode.window.createTextEditorDecorationType({
    backgroundColor: color('overlapBackground'),
    border: '1px dashed',
    borderColor: color('overlapBorder'),
  });
  private readonly reembed = vscode.window.createTextEditorDecorationType({
    isWholeLine: true,
    borderStyle: 'solid',
    borderWidth: '0 0 0 3px',
    borderColor: color('reembedBorder'),
    overviewRulerColor: color('reembedBorder'),
    overviewRulerLane: vscode.OverviewRulerLane.Left,
  });
  private readonly byUri = new Map<string, { version: number; chunks: AppliedChunkDecoration[] }>();
  private readonly applied = new vscode.EventEmitter<{ uri: string; version: number }>();
  /** Fires after the decorations of a document were applied to its visible editors. */
  readonly onDidApply = this.applied.event;

  constructor(private readonly isEnabled: () => boolean) {}

  /** Takes a notification from the server and draws it in every visible editor of that document. */
  update(params: DecorationsParams): void {
    const chunks = params.chunks.map((c) => ({
      index: c.index,
      chunks: c.chunks,
      label: c.label,
      ranges: c.ranges.map(toRange),
      overlapRanges: c.overlapRanges.map(toRange),
      oversized: c.oversized,
      reembed: c.reembed === true,
    }));
    this.byUri.set(params.uri, { version: params.version, chunks });
    for (const editor of vscode.window.visibleTextEditors) {
      if (editor.document.uri.toString() === params.uri) this.apply(editor);
    }
    this.applied.fire({ uri: params.uri, version: params.version });
  }

  /** Draws the known decorations of an editor's document (or clears them when turned off). */
  apply(editor: vscode.TextEditor): void {
    const chunks = this.isEnabled() ? (this.byUri.get(editor.document.uri.toString())?.chunks ?? []) : [];
    const bands: vscode.Range[][] = [[], []];
    const oversized: vscode.Range[] = [];
    const boundaries: vscode.DecorationOptions[] = [];
    const overlaps: vscode.Range[] = [];
    const reembed: vscode.Range[] = [];
    for (const chunk of chunks) {
      if (chunk.reembed) reembed.push(...chunk.ranges);
      const band = chunk.oversized ? oversized : bands[chunk.index % 2];
      for (const range of chunk.ranges) band.push(range);
      for (const range of chunk.overlapRanges) overlaps.push(range);
      const first = chunk.ranges[0];
      if (first && chunk.label && first.start.line < editor.document.lineCount) {
        boundaries.push({
          range: editor.document.lineAt(first.start.line).range,
          renderOptions: { after: { contentText: `▌${chunk.label}` } },
        });
      }
    }
    editor.setDecorations(this.bands[0], bands[0]);
    editor.setDecorations(this.bands[1], bands[1]);
    editor.setDecorations(this.oversized, oversized);
    editor.setDecorations(this.boundary, boundaries);
    editor.setDecorations(this.overlap, overlaps);
    editor.setDecorations(this.reembed, reembed);
  }

  applyToVisibleEditors(): void {
    for (const editor of vscode.window.visibleTextEditors) this.apply(editor);
  }

  /** What is drawn for a document: empty when decorations are off. */
  get(uri: string): AppliedChunkDecoration[] {
    return this.isEnabled() ? (this.byUri.get(uri)?.chunks ?? []) : [];
  }

  forget(uri: string): void {
    this.byUri.delete(uri);
  }

  dispose(): void {
    for (const type of [...this.bands, this.oversized, this.boundary, this.overlap, this.reembed]) type.dispose();
    this.applied.dispose();
  }
}

function toRange(r: { start: { line: number; character: number }; end: { line: number; character: number } }): vscode.Range {
  return new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character);
}

/** Wires the decorations to the client's notification, editor visibility, configuration and document closing. */
export function registerChunkDecorations(
  decorations: ChunkDecorations,
  onNotification: (handler: (params: DecorationsParams) => void) => vscode.Disposable,
): vscode.Disposable {
  return vscode.Disposable.from(
    decorations,
    onNotification((params) => decorations.update(params)),
    vscode.window.onDidChangeVisibleTextEditors((editors) => editors.forEach((e) => decorations.apply(e))),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('chunklens.decorations.enabled')) decorations.applyToVisibleEditors();
    }),
    vscode.workspace.onDidCloseTextDocument((d) => decorations.forget(d.uri.toString())),
  );
}
