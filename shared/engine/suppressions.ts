// Inline suppression comments in Markdown, in markdownlint's style, applied by the engine after the rules ran:
//   <!-- chunklens-disable [ID|NAME ...] -->            off from this line on (no ids: every rule)
//   <!-- chunklens-enable [ID|NAME ...] -->             back on from this line on (no ids: every rule)
//   <!-- chunklens-disable-next-line [ID|NAME ...] -->  off on the next line only
//   <!-- chunklens-disable-file [ID|NAME ...] -->       off in the whole file
// A finding is placed on the line where its span starts. Comments inside code blocks are code, not directives.

import { LineIndex } from '../text/lineIndex';
import type { Finding, ParsedDocument, Span } from '../model/types';
import type { DocumentText } from '../text/documentText';

type DirectiveKind = 'disable' | 'enable' | 'disable-next-line' | 'disable-file';

/** One suppression comment: `ids` undefined means every rule. */
export interface Directive {
  kind: DirectiveKind;
  ids?: string[];
  line: number;
  span: Span;
}

/** A rule id or name in a comment that names no rule. */
export interface UnknownRuleName {
  name: string;
  span: Span;
}

/** Every directive holds this; a document without it (nearly all) is not scanned further. */
const DIRECTIVE_PREFIX = 'chunklens-';
/** HTML comments, and MDX comments (an expression holding only a block comment), which MDX has instead. */
const COMMENTS = [
  { open: '<!--', close: '-->', directive: /^<!--\s*chunklens-(disable-next-line|disable-file|disable|enable)(?=[\s-])((?:(?!-->)[\s\S])*)-->/ },
  { open: '{/*', close: '*/}', directive: /^\{\/\*\s*chunklens-(disable-next-line|disable-file|disable|enable)(?=[\s*])((?:(?!\*\/\})[\s\S])*)\*\/\}/ },
];

/**
 * Whether `text` holds the directive prefix, knowing whether its previous version did and where it was edited:
 * when the previous version held none, only text around the edit needs a look (a keystroke in a 5 MB document
 * must not scan it all).
 */
export function holdsDirectivePrefix(text: DocumentText, edit: { start: number; newEnd: number }, previousHeldNone: boolean): boolean {
  if (!previousHeldNone) return text.indexOf(DIRECTIVE_PREFIX) >= 0;
  const reach = DIRECTIVE_PREFIX.length - 1;
  return text.slice(Math.max(0, edit.start - reach), edit.newEnd + reach).includes(DIRECTIVE_PREFIX);
}

const SPACE = /\s/;

/**
 * Reads the suppression comments of a Markdown document. `resolve` maps an id or name to a rule id (or
 * undefined when there is no such rule); unknown names are returned so they can be reported, never dropped.
 * Comments are found from their prefix and read one at a time, so the text is never copied whole.
 */
export function readDirectives(doc: ParsedDocument, resolve: (name: string) => string | undefined): { directives: Directive[]; unknown: UnknownRuleName[] } {
  const directives: Directive[] = [];
  const unknown: UnknownRuleName[] = [];
  let lines: LineIndex | undefined;
  const code = doc.blocks.filter((b) => b.kind === 'code').map((b) => b.span);
  for (const m of findDirectiveComments(doc.text)) {
    const start = m.index;
    const span = { start, end: start + m[0].length };
    if (code.some((c) => c.start <= start && start < c.end)) continue;
    const names = m[2].split(/[\s,]+/).filter(Boolean);
    const ids: string[] = [];
    for (const name of names) {
      const id = resolve(name);
      if (id) ids.push(id);
      else unknown.push({ name, span });
    }
    if (names.length && !ids.length) continue;
    directives.push({ kind: m[1] as DirectiveKind, ids: names.length ? ids : undefined, line: (lines ??= new LineIndex(doc.text)).positionAt(start).line, span });
  }
  return { directives, unknown };
}

/**
 * The directive comments of `text` in order, as a global match of `<!--\s*chunklens-KIND…-->` (or its MDX
 * form in braces) over the whole text would find them (`index` is the comment's offset): each starts at the
 * comment opening before a prefix with only white space between, and ends at the first comment close after it.
 */
export function* findDirectiveComments(text: DocumentText): Generator<{ index: number; 0: string; 1: string; 2: string }> {
  let matchedUntil = 0;
  for (let at = text.indexOf(DIRECTIVE_PREFIX); at >= 0; at = text.indexOf(DIRECTIVE_PREFIX, Math.max(at + 1, matchedUntil))) {
    let before = at;
    while (before > matchedUntil && SPACE.test(text.slice(before - 1, before))) before--;
    for (const comment of COMMENTS) {
      const open = before - comment.open.length;
      if (open < matchedUntil || text.slice(open, before) !== comment.open) continue;
      const close = text.indexOf(comment.close, at + DIRECTIVE_PREFIX.length);
      if (close < 0) continue;
      const m = comment.directive.exec(text.slice(open, close + comment.close.length));
      if (!m) continue;
      matchedUntil = open + m[0].length;
      yield { index: open, 0: m[0], 1: m[1], 2: m[2] };
      break;
    }
  }
}

/** The findings that no directive suppresses. `keep` lists rule ids that can never be suppressed. */
export function applySuppressions(findings: Finding[], text: DocumentText, directives: Directive[], keep: ReadonlySet<string> = new Set()): Finding[] {
  if (!directives.length) return findings;
  const lines = new LineIndex(text);
  const names = (d: Directive, id: string): boolean => d.ids === undefined || d.ids.includes(id);
  const ordered = [...directives].sort((a, b) => a.line - b.line || a.span.start - b.span.start);
  return findings.filter((f) => {
    if (keep.has(f.ruleId)) return true;
    const line = lines.positionAt(f.span.start).line;
    let disabled = false;
    for (const d of ordered) {
      if (!names(d, f.ruleId)) continue;
      switch (d.kind) {
        case 'disable-file':
          return false;
        case 'disable-next-line':
          if (d.line + 1 === line) return false;
          break;
        case 'disable':
          if (d.line <= line) disabled = true;
          break;
        case 'enable':
          if (d.line <= line) disabled = false;
          break;
      }
    }
    return !disabled;
  });
}
