// A problem in a configuration file at its place (file, offset, 1-based line and column), and the error that
// carries the first of them to the CLI's exit 2.

import { findNodeAtLocation, type Node } from 'jsonc-parser';
import { LineIndex } from '../../shared/text/lineIndex';

/** One problem of a configuration file, where it is. */
export interface LocatedConfigProblem {
  /** The configuration file the problem is in (an `extends` target when the problem is there). */
  file: string;
  /** UTF-16 offset and length of the text the problem is about. */
  offset: number;
  length: number;
  /** 1-based. */
  line: number;
  column: number;
  message: string;
}

/** Thrown by the CLI for an invalid configuration: the message is `file:line:column: invalid configuration: …`. */
export class ConfigFileError extends Error {
  constructor(readonly problems: LocatedConfigProblem[]) {
    const [first] = problems;
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    super(`${first.file}:${first.line}:${first.column}: invalid configuration: ${first.message}${more}`);
  }
}

/** Builds problems for one file's text, locating JSON paths in its parse tree. */
export class ProblemLocator {
  private lines: LineIndex | undefined;

  constructor(
    readonly file: string,
    private readonly text: string,
    private readonly root: Node | undefined,
  ) {}

  /** A problem at `offset` (length `length`). */
  at(offset: number, length: number, message: string): LocatedConfigProblem {
    this.lines ??= new LineIndex(this.text);
    const { line, character } = this.lines.positionAt(offset);
    return { file: this.file, offset, length, line: line + 1, column: character + 1, message };
  }

  /**
   * A problem about the setting at `path` (e.g. `['budgets', 'markdown-spec', 'maxTokens']`), placed on its
   * property (key through value); when part of the path is missing, on the nearest enclosing value found.
   */
  atPath(path: (string | number)[], message: string): LocatedConfigProblem {
    for (let n = path.length; this.root && n > 0; n--) {
      const node = findNodeAtLocation(this.root, path.slice(0, n));
      if (!node) continue;
      const target = node.parent?.type === 'property' ? node.parent : node;
      return this.at(target.offset, target.length, message);
    }
    return this.at(this.root?.offset ?? 0, 0, message);
  }
}
