// A grammar (production rules with alternatives or `;` ends) is one reference a writer cannot split; assignments,
// configuration keys and code are no grammar.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isGrammarListing } from '../../../../shared/rules/grammarListing';
import { analyzeText } from '../../../helpers/analyzeText';

const lines = (text: string) => text.split('\n');

describe('grammar listings', () => {
  it('an ANTLR lexer grammar (rust-lang/rfcs text/0090-lexical-syntax-simplification.md) is a grammar', () => {
    const antlr = "lexer grammar RustLexer;\n\n/* Expression-operator symbols */\n\nEQ      : '=' ;\nLT      : '<' ;\nLE      : '<=' ;\nEQEQ    : '==' ;\n\nLIT_CHAR\n  : '\\'' ( '\\\\' CHAR_ESCAPE | ~[\\\\'\\n\\t\\r] ) '\\''\n  ;\n\nWHITESPACE : [ \\r\\n\\t]+ ;";
    assert.equal(isGrammarListing(lines(antlr)), true);
  });

  it('a mangling grammar in EBNF with alternatives (rust-lang/rfcs text/2603-rust-symbol-name-mangling-v0.md) is a grammar', () => {
    const ebnf = [
      '// The <decimal-number> specifies the encoding version.',
      '<symbol-name> =',
      '    "_R" [<decimal-number>] <path> [<instantiating-crate>] [<vendor-specific-suffix>]',
      '',
      '<path> = "C" <identifier>                    // crate root',
      '       | "M" <impl-path> <type>              // <T> (inherent impl)',
      '       | "X" <impl-path> <type> <path>       // <T as Trait> (trait impl)',
      '       | "Y" <type> <path>                   // <T as Trait> (trait definition)',
      '<impl-path> = [<disambiguator>] <path>',
      '<disambiguator> = "s" <base-62-number>',
      '<identifier> = [<disambiguator>] <undisambiguated-identifier>',
      '<vendor-specific-suffix> = ("." | "$") <suffix>',
    ].join('\n');
    assert.equal(isGrammarListing(lines(ebnf)), true);
  });

  it('BNF with ::= is a grammar', () => {
    const bnf = '<expr> ::= <term> | <expr> "+" <term>\n<term> ::= <factor> | <term> "*" <factor>\n<factor> ::= <number> | "(" <expr> ")"\n<number> ::= <digit> | <number> <digit>\n<digit> ::= "0" | "1" | "2"\n<space> ::= " "';
    assert.equal(isGrammarListing(lines(bnf)), true);
  });

  it('assignments, configuration keys and code are no grammar', () => {
    const python = 'name = "app"\nversion = "1.0"\nport = 8080\nhost = "localhost"\ndebug = False\nworkers = 4\ntimeout = 30';
    const yaml = 'name: app\nversion: 1.0\nport: 8080\nhost: localhost\ndebug: false\nworkers: 4\ntimeout: 30\nlabels:\n  tier: web';
    const rust = 'fn main() {\n    let x = 5;\n    let y = x + 1;\n    println!("{}", y);\n}';
    for (const code of [python, yaml, rust]) assert.equal(isGrammarListing(lines(code)), false, code);
  });
});

describe('a grammar split across chunks', () => {
  it('is the pipeline\'s CK006 finding, named a grammar', () => {
    const rules = Array.from({ length: 60 }, (_, i) => `RULE_${i} : 'token-${i}' | RULE_${i + 1} ;`).join('\n');
    const a = analyzeText(`# Lexical syntax\n\nThe following grammar describes the lexical syntax:\n\n\`\`\`\nlexer grammar Lexer;\n\n${rules}\n\`\`\`\n`, { budgets: { maxTokens: 300, targetTokens: 250, minTokens: 1, overlapTokens: 0 } });
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK006'), []);
    assert.match(a.pipelineFindings.find((f) => f.ruleId === 'CK006')?.pipeline?.cause ?? '', /a grammar \(production rules that name one another\)/);
  });
});
