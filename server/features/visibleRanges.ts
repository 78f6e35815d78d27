// Remembers what the editor shows of each document (`chunklens/visibleRange`), so that the first analysis of a
// big document can paint the visible sections before the whole document is done, and decorations are published
// for the lines around it (and again when it moves).

import type { Connection, Disposable } from 'vscode-languageserver/node';
import type { Range } from 'vscode-languageserver-protocol';
import { Methods, type VisibleRangeParams } from '../../shared/model/protocol';
import { handleNotification } from '../host/customMethods';
import { errorText } from '../host/errorText';

export interface VisibleRanges extends Disposable {
  /** The smallest range holding every range the editor last reported for the document; undefined when none was. */
  get(uri: string): Range | undefined;
  forget(uri: string): void;
  /** Called with the document's uri after each well-formed notification, once the new range is stored. */
  onDidChange(listener: (uri: string) => void): Disposable;
}

/** Keeps the latest visible range per document; malformed notifications are logged and ignored. */
export function registerVisibleRanges(connection: Connection, log: (message: string) => void): VisibleRanges {
  const byUri = new Map<string, Range>();
  const listeners = new Set<(uri: string) => void>();
  const subscription = handleNotification(connection, log, Methods.visibleRange, isVisibleRangeParams, ({ uri, ranges }) => {
    byUri.set(uri, hullOf(ranges));
    for (const listener of listeners) {
      try {
        listener(uri);
      } catch (error) {
        log(`chunklens: handling the visible range of ${uri} failed: ${errorText(error)}`);
      }
    }
  });
  return {
    get: (uri) => byUri.get(uri),
    forget: (uri) => void byUri.delete(uri),
    onDidChange(listener) {
      listeners.add(listener);
      return { dispose: () => listeners.delete(listener) };
    },
    dispose: () => {
      subscription.dispose();
      byUri.clear();
      listeners.clear();
    },
  };
}

/** The smallest range holding `ranges` (at least one). */
function hullOf(ranges: Range[]): Range {
  const starts = ranges.map((r) => r.start).sort(comparePositions);
  const ends = ranges.map((r) => r.end).sort(comparePositions);
  return { start: starts[0], end: ends[ends.length - 1] };
}

function comparePositions(a: Range['start'], b: Range['start']): number {
  return a.line - b.line || a.character - b.character;
}

/** At least one range, each of positions with non-negative integers. */
function isVisibleRangeParams(value: unknown): value is VisibleRangeParams {
  if (typeof value !== 'object' || value === null) return false;
  const { uri, ranges } = value as Record<string, unknown>;
  return typeof uri === 'string' && Array.isArray(ranges) && ranges.length > 0 && ranges.every(isRange);
}

function isRange(value: unknown): value is Range {
  if (typeof value !== 'object' || value === null) return false;
  const { start, end } = value as Record<string, unknown>;
  return isPosition(start) && isPosition(end);
}

function isPosition(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { line, character } = value as Record<string, unknown>;
  return Number.isInteger(line) && Number.isInteger(character) && (line as number) >= 0 && (character as number) >= 0;
}
