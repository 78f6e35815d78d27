// Code actions in Markdown: on a chunklens diagnostic, disable its rule for the next line or the whole file
// (comments the engine honours); in a section the strategy cut into `[part n]` pieces, split the section with
// a sub-heading so that it becomes two sections the strategy keeps whole.

import { CodeActionKind, type CodeAction, type Connection, type Diagnostic, type Disposable, type Range, type TextEdit } from 'vscode-languageserver/node';
import type { Analyses, DocumentAnalysis } from '../host/analyses';
import { chunkAtOffset } from '../present/chunkFacts';
import { guard, type Log } from '../host/guard';
import { findSplitPoint, isSectionPart } from '../present/splitPoint';

const NOT_SUPPRESSIBLE = new Set(['CK900']);

/** The kinds the server offers (declared in its capabilities). */
export const CODE_ACTION_KINDS = [CodeActionKind.QuickFix, CodeActionKind.RefactorRewrite];

export function registerCodeActions(connection: Connection, analyses: Analyses, log: Log): Disposable {
  return connection.onCodeAction(
    guard(
      log,
      'codeAction',
      async (params, token): Promise<CodeAction[]> => {
        const result = await analyses.current(params.textDocument.uri);
        if (!result || result.kind !== 'markdown' || token.isCancellationRequested) return [];
        const split = splitSectionAction(result, params.range);
        return [...params.context.diagnostics.filter(isOurs).flatMap((d) => actionsFor(result, d)), ...(split ? [split] : [])];
      },
      [],
    ),
  );
}

function isOurs(d: Diagnostic): d is Diagnostic & { code: string } {
  return d.source === 'chunklens' && typeof d.code === 'string';
}

/** The suppression actions for one chunklens diagnostic in a Markdown document. */
export function actionsFor(result: DocumentAnalysis, diagnostic: Diagnostic & { code: string }): CodeAction[] {
  if (NOT_SUPPRESSIBLE.has(diagnostic.code)) return [];
  return [
    fix(`Disable ${diagnostic.code} for the next line`, result.uri, [diagnostic], nextLineComment(result, diagnostic)),
    fix(`Disable ${diagnostic.code} for this file`, result.uri, [diagnostic], fileComment(result, diagnostic.code)),
  ];
}

/** `<!-- chunklens-disable-next-line CK001 -->` on its own line above the diagnostic, with the line's indent. */
function nextLineComment(result: DocumentAnalysis, diagnostic: Diagnostic): TextEdit {
  const line = diagnostic.range.start.line;
  const start = result.lines.lineStart(line);
  const end = line + 1 < result.lines.lineCount ? result.lines.lineStart(line + 1) : result.lines.text.length;
  const indent = /^[ \t]*/.exec(result.analysis.doc.text.slice(start, end))![0];
  const at = { line, character: 0 };
  return { range: { start: at, end: at }, newText: `${indent}<!-- chunklens-disable-next-line ${diagnostic.code} -->\n` };
}

/** `<!-- chunklens-disable-file CK001 -->` as the first line, or right after the front matter. */
function fileComment(result: DocumentAnalysis, code: string): TextEdit {
  const frontMatter = result.analysis.doc.blocks.find((b) => b.kind === 'frontMatter' && b.span.start === 0);
  const line = frontMatter ? result.lines.positionAt(frontMatter.span.end).line + 1 : 0;
  const at = { line, character: 0 };
  const prefix = frontMatter && line >= result.lines.lineCount ? '\n' : '';
  return { range: { start: at, end: at }, newText: `${prefix}<!-- chunklens-disable-file ${code} -->\n` };
}

/**
 * In a chunk that is a `[part n]` piece of a section: inserts `#`×level `<section heading> (continued)` on
 * its own line, with blank lines around it, at the paragraph or list-item boundary nearest the middle of the
 * section. The heading text is a placeholder for the author to rename.
 */
export function splitSectionAction(result: DocumentAnalysis, range: Range): CodeAction | undefined {
  const { analysis, lines } = result;
  const chunk = chunkAtOffset(analysis.chunks, lines.offsetAt(range.start));
  const point = chunk && isSectionPart(chunk) ? findSplitPoint(analysis.doc, chunk) : undefined;
  if (!point) return undefined;
  const line = lines.positionAt(point.offset).line;
  const previous = analysis.doc.text.slice(lines.lineStart(line - 1), lines.lineStart(line));
  const blankBefore = line === 0 || previous.trim() === '';
  const at = { line, character: 0 };
  const name = point.sectionHeading ? `${point.sectionHeading} (continued)` : 'Continued';
  const title = point.sectionHeading ? `section “${point.sectionHeading}”` : 'the text before the first heading';
  return {
    title: `Split ${title} with a level-${point.level} sub-heading at line ${line + 1}`,
    kind: CodeActionKind.RefactorRewrite,
    edit: { changes: { [result.uri]: [{ range: { start: at, end: at }, newText: `${blankBefore ? '' : '\n'}${'#'.repeat(point.level)} ${name}\n\n` }] } },
  };
}

function fix(title: string, uri: string, diagnostics: Diagnostic[], textEdit: TextEdit): CodeAction {
  return { title, kind: CodeActionKind.QuickFix, diagnostics, edit: { changes: { [uri]: [textEdit] } } };
}
