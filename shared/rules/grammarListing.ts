// Whether a code block is a grammar: a listing of production rules (ANTLR's `EQ : '=' ;`, EBNF's `<path> = "C" <id>`,
// BNF's `<expr> ::= <term>`, ABNF's `chainid = %x31-39 *DIGIT`), with alternatives on continuation lines
// (`| "M" <impl-path>`, ABNF's `/ domainName`). A grammar is read as one reference: every rule names others, so a cut
// between rules leaves a chunk whose names lead nowhere, and the writer has nothing to split it into; a cap that keeps
// it whole, or a split at rule boundaries, is the pipeline's choice.

/** A rule's head: a name, optionally in angle brackets, then `::=`, `:=`, `=`, `:` or `->`, then its body (or its body on the lines after). */
const RULE_HEAD = /^[ \t]*(?:<[\w-]+>|[A-Za-z_][\w-]*)[ \t]*(?:::=|:=|=|:|->)[ \t]*(?:\S|$)/;
/** A line that goes on with a rule: an alternative (`| …`), an end (`;`), or a body indented under its head. */
const CONTINUATION = /^[ \t]*(?:\||;[ \t]*$)|^[ \t]+\S/;
/** A comment line of the grammar notations: `//`, a block comment, `(*`, `#`, `--`. */
const GRAMMAR_COMMENT = /^[ \t]*(?:\/\/|\/\*|\*|\(\*|#|--)/;
/** ANTLR's and others' header line: `lexer grammar RustLexer;`, `grammar Expr;`. */
const GRAMMAR_HEADER = /^[ \t]*(?:(?:lexer|parser)[ \t]+)?grammar[ \t]+\w+[ \t]*;/;
/** A grammar's own marks: an alternative opening a line (`| …`, ABNF's `/ …`), BNF's `::=`, or a rule closed by `;` (ANTLR, yacc). */
const ALTERNATIVE = /^[ \t]*(?:\||\/(?![/*]))/;
const BNF = /::=/;
const RULE_END = /;[ \t]*(?:\/\/.*)?$/;
/** At least this many rules make a grammar… */
const MIN_RULES = 6;
/** …with at least this many alternatives or `;` ends (`key = value` lines of a configuration have none). */
const MIN_MARKS = 3;
/** …and rules and their continuations are at least this share of the lines that are neither blank nor comments. */
const GRAMMAR_SHARE = 0.8;
/** Lines read: enough to tell a grammar, and the test stays linear. */
const LINES_READ = 400;
/** Longer lines are no rule's line (and a regex never reads one). */
const LINE_READ = 300;

/** Whether the lines of a code block are a grammar's production rules. Linear in the lines read. */
export function isGrammarListing(lines: readonly string[]): boolean {
  let rules = 0;
  let ruleLines = 0;
  let other = 0;
  let header = false;
  let marks = 0;
  for (const raw of lines.slice(0, LINES_READ)) {
    if (raw.trim() === '') continue;
    if (raw.length > LINE_READ) {
      other++;
      continue;
    }
    if (GRAMMAR_HEADER.test(raw)) {
      header = true;
      continue;
    }
    if (GRAMMAR_COMMENT.test(raw)) continue;
    if (ALTERNATIVE.test(raw) || BNF.test(raw) || RULE_END.test(raw)) marks++;
    if (RULE_HEAD.test(raw) && !/^[ \t]/.test(raw)) {
      rules++;
      ruleLines++;
    } else if (rules > 0 && CONTINUATION.test(raw)) ruleLines++;
    else other++;
  }
  const grammar = header ? rules > 0 : rules >= MIN_RULES && marks >= MIN_MARKS;
  return grammar && ruleLines >= GRAMMAR_SHARE * (ruleLines + other);
}
