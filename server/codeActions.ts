// Code actions on chunklens diagnostics: disable the rule for the next line or the whole file (Markdown
// comments the engine honours), and a quick fix that splits an oversized Markdown chunk with a sub-heading.

import { CodeActionKind, type CodeAction, type Connection, type Diagnostic, type Disposable, type TextEdit } from 'vscode-languageserver/node';
import type { Analyses, DocumentAnalysis } from './analyses';
import { chunkAtOffset, chunkNumber } from './chunkFacts';
import { guard, type Log } from './guard';
import { findSplitPoint } from './splitPoint';

const OVERSIZED_RULE_ID = 'CK001';
const NOT_SUPPRESSIBLE = new Set(['CK900']);

export function registerCodeActions(connection: Connection, analyses: Analyses, log: Log): Disposable {
  return connection.onCodeAction(
    guard(
      log,
      'codeAction',
      async (params, token): Promise<CodeAction[]> => {
        const result = await analyses.current(params.textDocument.uri);
        if (!result || result.kind !== 'markdown' || token.isCancellationRequested) return [];
        return params.context.diagnostics.filter(isOurs).flatMap((d) => actionsFor(result, d));
      },
      [],
    ),
  );
}

function isOurs(d: Diagnostic): d is Diagnostic & { code: string } {
  return d.source === 'chunklens' && typeof d.code === 'string';
}

/** The code actions for one chunklens diagnostic in a Markdown document. */
export function actionsFor(result: DocumentAnalysis, diagnostic: Diagnostic & { code: string }): CodeAction[] {
  const actions: CodeAction[] = [];
  if (diagnostic.code === OVERSIZED_RULE_ID) {
    const split = splitAction(result, diagnostic);
    if (split) actions.push(split);
  }
  if (!NOT_SUPPRESSIBLE.has(diagnostic.code)) {
    actions.push(
      edit(`Disable ${diagnostic.code} for the next line`, result.uri, diagnostic, nextLineComment(result, diagnostic)),
      edit(`Disable ${diagnostic.code} for this file`, result.uri, diagnostic, fileComment(result, diagnostic.code)),
    );
  }
  return actions;
}

/** `<!-- chunklens-disable-next-line CK001 -->` on its own line above the diagnostic, with the line's indent. */
function nextLineComment(result: DocumentAnalysis, diagnostic: Diagnostic): TextEdit {
  const line = diagnostic.range.start.line;
  const start = result.lines.lineStart(line);
  const indent = /^[ \t]*/.exec(result.analysis.doc.text.slice(start))![0];
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

/** Inserts `#`×level + ' ' on its own line at the split point, with blank lines around it. */
function splitAction(result: DocumentAnalysis, diagnostic: Diagnostic): CodeAction | undefined {
  const { analysis, lines } = result;
  const chunk = chunkAtOffset(analysis.chunks, lines.offsetAt(diagnostic.range.start));
  const point = chunk && findSplitPoint(analysis.doc, chunk);
  if (!chunk || !point) return undefined;
  const line = lines.positionAt(point.offset).line;
  const previous = analysis.doc.text.slice(lines.lineStart(line - 1), lines.lineStart(line));
  const blankBefore = line === 0 || previous.trim() === '';
  const at = { line, character: 0 };
  const newText = `${blankBefore ? '' : '\n'}${'#'.repeat(point.level)} \n\n`;
  return {
    ...edit(`Split chunk ${chunkNumber(chunk)} with a level-${point.level} sub-heading at line ${line + 1}`, result.uri, diagnostic, {
      range: { start: at, end: at },
      newText,
    }),
    kind: CodeActionKind.QuickFix,
    isPreferred: true,
  };
}

function edit(title: string, uri: string, diagnostic: Diagnostic, textEdit: TextEdit): CodeAction {
  return { title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: { changes: { [uri]: [textEdit] } } };
}
