// Whether a code block is a complete unit a reader copies whole (a program, a manifest or configuration file,
// a runnable sample, declarations or data: declarationBlock.ts, a module by its ends: moduleEnds.ts, a drawn
// directory tree: directoryTree.ts, elements of markup: elementRun.ts, the one sample its page presents: presentedSample.ts, any block that is no flat
// run of short pieces: codeSeams.ts), and why a cap that cuts or overflows one is the
// pipeline's choice, not the writer's.
// An excerpt or prose in a fence is no complete unit: the writer can shorten it (recorded output: recordedOutput.ts).

import type { Block, PipelineCause } from '../model/types';
import { blocksBefore, blocksInSourceOrder } from './chunkSpans';
import { declarationBlockEvidence } from './declarationBlock';
import { wholeElementCount } from './elementRun';
import { fenceLanguage } from './fenceLanguage';
import { codeSeamsOf, isFlatRun, SHORT_PIECE_LINES } from './codeSeams';
import { commentFrameOf } from './commentFrame';
import { isBoxDiagram, isDirectoryTree } from './directoryTree';
import { isGrammarListing } from './grammarListing';
import { heredocFileEvidence } from './heredocFile';
import { codeLeadIn, FILE_NAME, isOnlyCodeOfSection, onlyFileName, sectionTitleOf } from './leadIn';
import { moduleEndOf } from './moduleEnds';
import { presentedSampleEvidence } from './presentedSample';
import { promptTitleEvidence } from './promptBlock';

/**
 * A file name or title on the fence: `{file="build.sh"}`, `title="src/app.ts"`, `yaml .github/workflows/ci.yml`, or
 * Obsidian Code Styler's `file:` and `title:` (```` ```sql file:monthly_sales ````).
 */
const FILE_ON_FENCE = /(?:^|[\s{,])(?:file|filename|title)[=:]["']?[^\s"'}]|\s\[?(?:[\w.@~-]*\/)*[\w@~-][\w.@~-]*\.[A-Za-z][\w]{0,5}(?:\]|\s|$|\})/;
/** MyST-NB's and Jupytext's executable cell: `{code-cell}`, `{code-cell} ipython3`. */
const NOTEBOOK_CELL = /^\{code-cell\}/;
/** A first line only a whole file or program starts with. */
const PROLOGUE =
  /^(?:#!|<\?xml\b|<!DOCTYPE\b|<!doctype\b|<\?php\b|<html\b|package\s+[\w.]+|import\s|from\s+[\w.]+\s+import\s|using\s+[\w.]+\s*;|#include\s|#import\s*[<"]|Option\s+(?:Strict|Explicit|Infer|Compare)\b|Imports\s+[\w.]+\s*$|namespace\s+[\w.]+|apiVersion:|-----BEGIN [A-Z0-9 ]+-----|\/\/\s*Copyright\b|#\s*Copyright\b|<#|#Requires\b|[Pp]aram\s*\(|['"]use (?:client|server|strict)['"];?\s*$|(?:\/\/|#|\/\*+|--|;)\s*SPDX-License-Identifier:|pragma\s+solidity\b|use\s+[\w:]+;|extern crate\b|\[package\]|FROM\s+\S+|---$)/;
/** A top-level declaration that a block may consist of alone, opened on its first line. */
const DECLARATION =
  /^(?:export\s+(?:default\s+)?)?(?:(?:public|private|internal|protected|static|abstract|sealed|partial|final|async|pub)\s+)*(?:function|class|interface|struct|enum|record|trait|impl|def|fn|func|module|mod|object|server|http|type)\b/;
/**
 * A C-family function's signature on a line of its own (`void banner(void)`, `static int *parse(char *s) {`):
 * a return type of up to four words, a name, parameters. Control statements (`else if (x) {`) and methods
 * behind an access modifier (a class member: an excerpt) are left out.
 */
const C_FUNCTION = /^(?!(?:else|return|if|while|for|switch|do|new|case|public|private|protected|internal)\b)(?:[\w:<>,*&]+\s+){1,4}\**[\w:~]+\s*\([^()]*\)\s*(?:const\s*)?\{?\s*$/;
/** A C-family signature whose parameters go on over the next lines: `HRESULT HrEmsmdbUIDFromStore(IMAPISession* pmsess,`, `void Get(`. */
const C_SIGNATURE_OPEN = /^(?!(?:else|return|if|while|for|switch|do|new|case|public|private|protected|internal)\b)(?:[\w:<>,*&]+\s+){1,4}\**[\w:~]+\s*\([^()]*$/;
/** A preprocessor line or a type definition at a C file's margin: it declares and closes nothing (`#define X 1`, `typedef T *PT;`). */
const C_FILE_LINE = /^(?:#\s*(?:define|include|undef|pragma|if|ifdef|ifndef|elif|else|endif)\b|typedef\b)/;
/** How much of a first line the signature check reads. */
const SIGNATURE_READ = 300;
/**
 * A first line that opens a named block of a configuration language (`websocket {` in a NATS server file, HCL's
 * `resource "aws_instance" "web" {`, nginx's `location / {`); control words (`else {`, `try {`) are left out.
 */
const BLOCK_OPEN = /^(?!(?:else|try|do|finally|loop|unsafe|async)\b)[\w.-]+(?:[ \t]+(?:"[^"\n]{0,100}"|[\w./-]{1,100}))*[ \t]*\{\s*$/;
/** A first line that opens one object or array literal (a configuration to copy whole): `beeConfig: {`, `"seo": {`, `addOns: [`. */
const OBJECT_OPEN = /^(?:(?:export\s+)?(?:const|let|var)\s+[\w$]+\s*=\s*|["']?[\w$.-]+["']?\s*[:=]\s*)?[{[]\s*$/;
/** A first line that opens an XML or HTML element at the left margin (`<xsd:schema …`, `<Window x:Class=…>`, `<report>`). */
const XML_OPEN = /^<([A-Za-z][\w:.-]*)(?=[\s>/]|$)/;
/** The line that closes it, at the column it opened. */
const OBJECT_CLOSE = /^[}\]][,;]?\s*$/;
/**
 * A first line that calls a function or constructor with one object or array literal (a configuration to copy whole):
 * `export default defineConfig({`, `new Crawler({`, `module.exports = withPlugins([`.
 */
const CALL_OPEN = /^(?:export\s+default\s+|module\.exports\s*=\s*|(?:export\s+)?(?:const|let|var)\s+[\w$]+\s*=\s*)?(?:new\s+)?[\w$.]+\s*\(\s*[{[]\s*$/;
/** The line that closes that call at the left margin: `});`, `])`. */
const CALL_CLOSE = /^[}\]]\s*\)[,;]?\s*$/;
/** Fence languages of Rust, whose `# ` lines rustdoc and mdBook hide and still compile. */
const RUST_LANG = /^(?:rust|rs)$/i;
/** A hidden line of a Rust doctest: `# ` and code, or a lone `#` (not an attribute: `#[derive]`, `#![allow]`). */
const HIDDEN_RUST_LINE = /^\s*#(?:\s|$)/;
/** A `<summary>` that names a file (`<summary>sc_injector.m</summary>`, `<summary><code>docusaurus.js</code></summary>`): the fold holds the whole file. */
const SUMMARY_FILE = new RegExp(String.raw`<summary>\s*(?:<[^>\n]{1,40}>\s*)*${FILE_NAME}\s*(?:<\/[^>\n]{1,40}>\s*)*<\/summary>`, 'i');
/** The opening syntax of a container line before its title: a fence or a run of `:`, `?`, `!` or `=`, and the directive's name. */
const CONTAINER_OPENING = /^\s*(?:`{3,}|~{3,}|:{3,}|\?{3}\+?|!{3}\+?|={3}[!+]{0,2})\s*(?:\{[\w-]+\}|[A-Za-z][\w-]*(?=\s))?\s*/;

/**
 * The file a container that opens around the code is titled with: a MyST dropdown (```` ````{dropdown} pnr.sdc ````),
 * a MkDocs fold or tab (`??? note "app.py"`, `=== "app.py"`), a `:::details app.ts`, a GitBook code box
 * (`{% code title="node-config.toml" %}`). Undefined for any other title.
 */
/** The title of a container that opens around the code (a fold's, a tab's, a code box's), or undefined. */
function foldTitleOf(block: Block): string | undefined {
  if (block.kind !== 'marker' || block.meta?.role !== 'open') return undefined;
  const first = block.text.split('\n')[0];
  const attribute = TITLE_ATTRIBUTE.exec(first)?.[1];
  if (attribute) return attribute;
  return first.replace(CONTAINER_OPENING, '').trim().replace(/^(["'])(.*)\1$/, '$2') || undefined;
}

/**
 * A control in the markup right before a code block that copies it whole: a copy attribute (`data-copy-source="prompt"`)
 * or a button's label (`>Copy Full Prompt<`, `>Copy the configuration<`).
 */
const COPY_CONTROL = /\bdata-copy(?:-[\w-]+)?=["'{]|>\s*Copy (?:the |this )?(?:full |whole |entire )?(?:prompt|code|snippet|command|configuration|config|file|script|template|manifest)\s*</i;

/**
 * A fence whose site folds a long block and opens it whole on a click (Mintlify's `expandable`: ```` ```bash expandable ````,
 * Obsidian's Code Styler `fold`: ```` ```sql file:LOAD_DATA fold ````, `collapsed`, `collapsible`): the writer keeps the
 * block long on purpose.
 */
const FOLDED_FENCE = /^[ \t]*(?:`{3,}|~{3,})[^\n`]*[ \t](expandable|fold(?:ed)?|collapsed|collapsible)\b/;
/** How much of a block's first line is read for that word. */
const FENCE_LINE_READ = 300;
/** At most this many blocks of markup before a code block are read for a copy control. */
const COPY_LOOKBACK = 24;
/** At most this many words outside tags make a block markup (a button's label and subtitle), not prose. */
const LABEL_WORDS = 12;

/** A title given as an attribute of the tag that opens a code box: GitBook's `{% code title="node-config.toml" %}`. */
const TITLE_ATTRIBUTE = /\btitle\s*=\s*["']([^"'\n]{1,200})["']/;

/** A `<summary>`'s text, tags inside it included (`<summary><b>Sample PSV file</b></summary>`). */
const SUMMARY_TEXT = /<summary>([^\n]{1,200}?)<\/summary>/i;
/**
 * A fold's title that calls what it holds a sample file: `Sample PSV file`, `Example configuration`, and so in the
 * languages a site translates it to (`Beispiel für eine PSV-Datei`, `Archivo PSV de ejemplo`, `Exemple de fichier PSV`,
 * `Пример файла PSV`, `Contoh berkas PSV`, `PSV फ़ाइल का उदाहरण`, `PSV 文件示例`).
 */
const SAMPLE_FILE_TITLE = new RegExp(
  [
    String.raw`^(?:(?:a|an|the)\s+)?(?:sample|example)\s+(?:[\w.-]+\s+){0,2}?(?:file|configuration|config|manifest)$`,
    String.raw`^beispiel(?:\s+für)?(?:\s+eine[nr]?)?\s+\S*(?:datei|konfiguration)$`,
    String.raw`^(?:archivo|fichero|configuración)\s+(?:\S+\s+){0,2}de\s+ejemplo$|^ejemplo\s+de\s+(?:archivo|fichero|configuración)(?:\s.*)?$`,
    String.raw`^exemple\s+de\s+(?:fichier|configuration)(?:\s.*)?$|^(?:fichier|configuration)\s+(?:\S+\s+){0,2}d['’]exemple$`,
    String.raw`^пример\s+(?:файла|конфигурации)(?:\s.*)?$|^contoh\s+(?:berkas|file|konfigurasi)(?:\s.*)?$|(?:फ़ाइल|फाइल)\s+का\s+उदाहरण$`,
    String.raw`^\S*\s*(?:配置文件|文件|配置)示例$|^示例\S*(?:文件|配置)$`,
  ].join('|'),
  'iu',
);
/** How many blocks before a code block are looked over for the `<summary>` of its fold (`<details>`, `<summary>`, `<div>`). */
const SUMMARY_LOOKBACK = 3;
/** A line that ends in a continuation mark: the command goes on on the next line. */
const CONTINUED = /(?:\\|`|\^)\s*$/;
/** Shell languages, where a quoted argument may run over lines (`curl … -d '{` … `}'`). */
const SHELL_LANG = /^(?:sh|shell|bash|zsh|console|shell-session|powershell|pwsh|ps1|cmd|bat)$/i;
/** A first line that opens a body (an object, a block, a list) rather than a command: its indented lines are members. */
const OPENS_BODY = /[[{(:,=]\s*$/;
/** Stylesheet languages, whose blocks of whole rules are a snippet to copy whole. */
const STYLESHEET_LANG = /^(?:css|scss|sass|less)$/i;
/** The first line of a style rule: its selector opening the body (`.nav-folder {`), or the first of a list of selectors (`.dark,`). */
const RULE_START = /(?:\{|,)\s*$/;
/** Fewer lines than this are no command worth calling whole. */
const MIN_COMMAND_LINES = 3;
/**
 * The line that closes a top-level declaration: its body's brace, or the parameter object of a signature with the
 * type it returns, as TypeScript declarations and the references generated from them write it (`}): Element;`).
 */
const CLOSING = /^(?:\}|\};|end|\}\)(?:\s*:\s*[^{};\n]{1,80})?;?)\s*$/;
const JSON_LANG = /^(?:json|jsonc|json5)$/i;
/** How much of an info string is read for a file name (a fence's info is a few words; this keeps the scan short on any line). */
const INFO_READ = 200;

/** An attribute, annotation or decorator line a declaration may open with: `[DscResource()]`, `@dataclass`, `#[derive(Debug)]`. */
const ATTRIBUTE_LINE = /^\s*(?:\[[\w.]+(?:\(.*\))?\]|@[\w.]+(?:\(.*\))?|#\[.*\])\s*$/;
/** A line that defines a command-line option: `  -c, --config string   description`, `--verbose`, `/q`. */
const OPTION_LINE = /^\s*(?:-{1,2}[A-Za-z0-9][\w-]*|\/[A-Za-z?][\w:]*)(?:[\s,=<[]|$)/;
/** A positional argument of a command's help, on a line of its own or before its description: `<WHO>`, `[BLOCK]`, `<PATHS>...`. */
const ARGUMENT_LINE = /^\s*(?:<[\w.-]+>|\[[\w.-]+\])(?:\.{3})?(?:\s|$)/;
/** At least this share of a listing's entries (see isOptionListing) define options for it to be an options reference. */
const OPTION_SHARE = 0.6;
/** Fewer option lines than this make no listing. */
const MIN_OPTION_LINES = 8;

/**
 * A member's signature at the block's margin: modifiers, then a return type or a keyword, a name and its parameters
 * (`public TableInfo GetTableInfo(string s)`, VB's `Private Function GetColumnType( _`, `Public Sub EditTable(`).
 */
const MEMBER_SIGNATURE =
  /^(?:(?:public|private|protected|internal|friend|static|shared|virtual|override|overrides|overridable|abstract|async|final|sealed|partial|readonly|extern|unsafe|new)\s+)+(?:[\w<>[\],.?]+\s+){1,2}[\w<>]+\s*\(/i;
/** A declaration opened by its keyword in any case, Visual Basic's among them: `Private Sub GetColumns(`, `Public Class Form1`. */
const KEYWORD_DECLARATION = /^(?:(?:public|private|protected|friend|shared)\s+)*(?:function|sub|property|class|module|structure|interface)\s+\w/i;
/** A line at the margin that closes a declaration: `}`, `};`, VB's `End Function` / `End Sub`, Ruby's and Lua's `end`. */
const DECLARATION_CLOSE = /^(?:\}[;,]?|end(?:\s+(?:function|sub|property|class|module|structure|interface|enum|get|set))?)\s*(?:\/\/.*)?$/i;
/** A line that marks code left out (`...`, `…`), wherever it is indented. */
const ELISION = /^[ \t]*(?:\.{3}|…)[ \t]*$/;
/** Fewer declarations than this are one declaration (see DECLARATION), not a run. */
const MIN_RUN_DECLARATIONS = 2;

/** A line that is only a comment, which a file's header may open with before its first line of code. */
const COMMENT_LINE = /^\s*(?:\/\/|#(?![!\w])|#\s|\/\*|\*|<!--|--|;)/;
/** A Python module's docstring opening on its own line or with text: a program's header, like a comment. */
const DOCSTRING_OPEN = /^\s*(?:"{3}|'{3})/;
/** How many leading comment lines are read for a comment that names the file or calls the code a script. */
const HEADER_LINES = 12;
/** How many leading comment lines are looked past for a whole file's first line (a script's header explains it at length). */
const HEADER_SCAN_LINES = 60;
/** A line of a doc comment (`///`, `//!`, `/**`, ` * `), which a declaration opens with: not counted in HEADER_LINES. */
const DOC_COMMENT_LINE = /^\s*(?:\/\/[/!]|\/\*\*|\*)/;
/**
 * A comment in a file's header that names the file the code is: its path or name alone (`# /etc/agent/agent.conf`,
 * `// File: src/main.rs`, `; C:\ProgramData\agent\agent.ini`; an `@` only opens a scope folder, so a git remote
 * `git@host.com/org/repo.git` is no file), its name before a dash or colon and what it does (`# verify.py — checks
 * all derived numbers`; not a library's name, `# Node.js - install it first`), or a sentence that calls the code a file (`# This is the default /etc/app/app.conf file
 * …`, `# Configuration file for the agent`; not `# In your configuration file for …`, which points elsewhere).
 */
const FILE_COMMENT =
  /^(?:\/\/+|#+|;+|--|\/\*+|\*)\s*(?:(?:(?:file(?:name)?|path)\s*:\s*)?(?:~|\.{1,2}|[A-Za-z]:)?[\\/]?(?:@?[\w.-]+[\\/])*[\w-][\w.-]*\.[A-Za-z]\w{0,5}\s*(?:\*\/)?$|(?!(?:node|vue|next|nuxt|d3|three|chart|express|react|angular|ember|backbone|socket|asp)\.(?:js|net|io)\b)(?:@?[\w.-]+[\\/])*[\w-][\w.-]*\.[A-Za-z]\w{0,5}(?:\s+[—–-]|:)\s+\S+(?:\s+\S+){0,2}|this is (?:the|a|an|our|my) (?:\S+ ){0,4}?file\b|(?:(?!(?:in|into|to|your|the|this|of|from|at|on|add|edit|open|update|change|set|see)\b)[\w.-]+ ){0,2}?(?:configuration|config|settings) file (?:for|of)\b)/i;
/**
 * A comment in a file's header that speaks of the code as a whole script or program: `### This script was auto
 * generated by …`, `# This script installs …` (not "this script's output", nor "run this script" in an excerpt's note).
 */
const SCRIPT_COMMENT = /^(?:\/\/+|#+|;+|--|\/\*+|\*|<#)\s*this (?:script|program) (?:was|is|will|creates|uses|installs|configures|sets|runs|builds|downloads)\b/i;
/** How much of a header comment is read for a file name. */
const FILE_COMMENT_READ = 200;
/** How many lines a declaration's doc comment is read over (it runs to dozens). */
const DOC_COMMENT_LINES = 200;

/** A fenced or indented code block's info string and its lines of code (fences and trailing blank lines left out). */
export function codeOf(text: string, fenced: boolean): { info: string; lines: string[] } {
  // Code in a list item is indented by the item's content column (its span starts at the fence): dedent it.
  const lines = text.split('\n');
  let indent = Infinity;
  for (let i = 1; i < lines.length; i++) if (lines[i].trim() !== '') indent = Math.min(indent, /^[ \t]*/.exec(lines[i])![0].length);
  const dedented = lines.map((l, i) => (i === 0 ? l.trimStart() : indent === Infinity ? l : l.slice(Math.min(indent, /^[ \t]*/.exec(l)![0].length))));
  if (!fenced) return { info: '', lines: trimEnd(dedented) };
  const fence = /^(`{3,}|~{3,})/.exec(dedented[0])?.[1] ?? '```';
  const info = dedented[0].slice(fence.length).trim();
  const body = trimEnd(dedented.slice(1));
  if (body.length && body[body.length - 1].trim().startsWith(fence[0].repeat(3))) body.pop();
  return { info, lines: trimEnd(body) };
}

/** A block comment opening a file's header (`/*` with its banner on the lines after it). */
const BLOCK_COMMENT_OPEN = /^\s*\/\*/;
/** How many lines a module docstring or a header comment is read over for its close. */
const DOCSTRING_LINES = 200;

/** The line where the comment or docstring opened at `from` closes (the first later line holding `close`), or `from` when it does not close soon. */
function closingLine(lines: readonly string[], from: number, close: string): number {
  const opened = lines[from].indexOf(close.startsWith('*') ? '/*' : close);
  if (close !== '*/' && lines[from].indexOf(close, opened + close.length) >= 0) return from;
  for (let j = from + 1; j < lines.length && j <= from + DOCSTRING_LINES; j++) if (lines[j].includes(close)) return j;
  return from;
}

function trimEnd(lines: string[]): string[] {
  let end = lines.length;
  while (end > 0 && lines[end - 1].trim() === '') end--;
  return end === lines.length ? lines : lines.slice(0, end);
}

/**
 * What shows that the code of a block is a complete unit ("a file name on its fence", "a whole file's first
 * line (`using System;`)", ...), or undefined for an excerpt. Read from the fence, the first lines (past a
 * comment header) and the last line only. `text` is the block's source, fences included when `fenced`.
 */
export function completeUnitEvidenceOf(text: string, fenced: boolean): string | undefined {
  const { info, lines } = codeOf(text, fenced);
  if (FILE_ON_FENCE.test(info.slice(0, INFO_READ))) return 'a file name on its fence';
  // A fence opener inside (```` ```mermaid ```` again) shows a block that ran past its diagram, its own fence unclosed.
  const diagram = DIAGRAM_LANG.exec(fenceLanguage(info));
  const diagramLine = diagram ? null : DIAGRAM_DECLARATION.exec(lines.find((l) => l.trim() !== '')?.trim().slice(0, INFO_READ) ?? '');
  if ((diagram || diagramLine) && !lines.some((l) => FENCE_OPENER.test(l))) {
    if (diagram && MUSIC_LANG.test(diagram[0])) return `music in a notation (\`${diagram[0]}\`) that the site renders as a score, no program`;
    return diagram ? `a diagram's source (\`${diagram[0]}\`), which the site renders only whole` : `a diagram's source (first line \`${diagramLine?.[0]}\`): one picture, read whole`;
  }
  if (NOTEBOOK_CELL.test(info)) return 'a notebook cell (`{code-cell}`), which runs as one unit';
  if (!/^(?:diff|patch)\b/i.test(info) && isOptionListing(lines)) return "a listing of a command's options, one per line (a `--help` or generated reference)";
  const frame = commentFrameOf(lines);
  if (frame) return `one unit framed by the comments that open and close it ("${frame.open}" … "${frame.close}")`;
  if (isDirectoryTree(lines)) return 'a tree drawn with box characters (`├──`, `└──`): one picture of a directory layout or a hierarchy';
  if (isBoxDiagram(lines)) return 'a diagram drawn with box characters (`┌─┐`, `│`, `▼`): one picture, read whole';
  const heredoc = heredocFileEvidence(lines);
  if (heredoc) return heredoc;
  const page = markdownPageEvidence(info, lines);
  if (page) return page;
  let firstAt = -1;
  for (let i = 0, seen = 0; i < lines.length && seen < HEADER_SCAN_LINES && i < DOC_COMMENT_LINES; i++) {
    const line = lines[i];
    if (line.trim() === '') continue;
    const prologue = PROLOGUE.exec(line.trim());
    if (prologue) return `a whole file's first line (\`${prologue[0].trim()}\`)`;
    if (DOCSTRING_OPEN.test(line)) {
      i = closingLine(lines, i, /(?:"{3}|'{3})/.exec(line)![0]);
      seen++;
      continue;
    }
    if (BLOCK_COMMENT_OPEN.test(line) && !line.includes('*/')) {
      i = closingLine(lines, i, '*/');
      seen++;
      continue;
    }
    if (!COMMENT_LINE.test(line) && !ATTRIBUTE_LINE.test(line)) {
      firstAt = i;
      break;
    }
    const named = seen < HEADER_LINES ? FILE_COMMENT.exec(line.trim().slice(0, FILE_COMMENT_READ)) : null;
    if (named) return `a header comment that names the file it is ("${named[0]}")`;
    const script = seen < HEADER_LINES ? SCRIPT_COMMENT.exec(line.trim().slice(0, FILE_COMMENT_READ)) : null;
    if (script) return `a header comment that speaks of the code as the script it is ("${script[0]}")`;
    if (!DOC_COMMENT_LINE.test(line)) seen++;
  }
  if (firstAt < 0) return entryPointEvidence(lines, 0);
  const first = lines[firstAt];
  const last = lines[lines.length - 1];
  const lang = fenceLanguage(info);
  if (JSON_LANG.test(lang) && /^[{[]/.test(first.trim()) && /^[}\]]\s*$/.test(last)) return 'a whole JSON document';
  const moduleEnd = moduleEndOf(lines, firstAt);
  if (moduleEnd) return `a whole module, from its imports to its last statement (\`${moduleEnd.trim()}\`)`;
  if ((DECLARATION.test(first) || C_FUNCTION.test(first.slice(0, SIGNATURE_READ))) && CLOSING.test(last)) return 'one whole top-level declaration';
  if (OBJECT_OPEN.test(first) && OBJECT_CLOSE.test(last)) return 'one whole object or array literal';
  if (CALL_OPEN.test(first.slice(0, SIGNATURE_READ)) && CALL_CLOSE.test(last)) return 'one whole call with its configuration object (`defineConfig({ … })`)';
  if (RUST_LANG.test(lang) && lines.some((l) => HIDDEN_RUST_LINE.test(l))) return 'a doctest: its hidden `# ` lines make it one program that rustdoc and mdBook compile';
  const element = XML_OPEN.exec(first);
  if (element && last.trim() === `</${element[1]}>`) return `one whole XML element (\`<${element[1]}>\` … \`</${element[1]}>\`)`;
  const elements = wholeElementCount(lines, firstAt);
  if (elements > 0) return `${elements} whole elements one after another, each opened and closed at the block's margin (a single-file component or a page's raw HTML)`;
  if (isOneCommand(lines, firstAt, SHELL_LANG.test(lang))) return 'one command over its continuation lines';
  const declared = declarationBlockEvidence(info, lines, firstAt);
  if (declared) return declared;
  const run = declarationsInRun(lines, firstAt);
  if (run >= MIN_RUN_DECLARATIONS) return `${run} whole declarations one after another (functions or methods, each opened and closed at the block's margin)`;
  if (STYLESHEET_LANG.test(lang) && RULE_START.test(first) && CLOSING.test(last)) return 'whole style rules';
  if (BLOCK_OPEN.test(first.slice(0, SIGNATURE_READ)) && OBJECT_CLOSE.test(last)) return 'one whole configuration block';
  if (isGrammarListing(lines)) return 'a grammar (production rules that name one another)';
  return entryPointEvidence(lines, firstAt);
}

/** Fence languages of music that a site renders as a score: ABC notation (abcjs, an Obsidian plugin), LilyPond, VexTab, alphaTex. */
const MUSIC_LANGS = 'abc|lilypond|vextab|alphatex';
/** Fence languages of diagram sources that a site renders as one picture (Mermaid, PlantUML, Graphviz, D2, …), and of music. */
const DIAGRAM_LANG = new RegExp(`^(?:mermaid|plantuml|puml|dot|graphviz|d2|ditaa|svgbob|bob|wavedrom|nomnoml|blockdiag|seqdiag|actdiag|nwdiag|tikz|pikchr|structurizr|bpmn|${MUSIC_LANGS})$`, 'i');
/** The music among DIAGRAM_LANG. */
const MUSIC_LANG = new RegExp(`^(?:${MUSIC_LANGS})$`, 'i');

/**
 * A first line that declares a diagram whatever the fence says (an unlabelled fence a plugin or nobody renders): a
 * Mermaid diagram type (`sequenceDiagram`, `graph TD`, `flowchart LR`), PlantUML's `@startuml`, Graphviz's `digraph G {`.
 */
const DIAGRAM_DECLARATION = /^(?:(?:sequenceDiagram|classDiagram|stateDiagram(?:-v2)?|erDiagram|gantt|journey|gitGraph|mindmap|timeline|requirementDiagram|quadrantChart|C4(?:Context|Container|Component|Dynamic|Deployment))(?=\s|$)|(?:graph|flowchart)[ \t]+(?:TD|TB|BT|RL|LR)\b|@start(?:uml|mindmap|gantt|wbs|salt|json|yaml)\b|(?:strict[ \t]+)?(?:di)?graph(?:[ \t]+[\w"]+)?[ \t]*\{)/;

/** A fence line with an info string: it opens a block, and closes none. */
const FENCE_OPENER = /^\s*(?:`{3,}|~{3,})\s*\w/;

/** Fence languages of Markdown. */
const MARKDOWN_LANG = /^(?:markdown|md|mdx|gfm)$/i;
/** An ATX heading line at the block's margin. */
const ATX_HEADING = /^#{1,6}[ \t]+\S/;
/** A Markdown block opening with a heading is a whole page when at least this many of its lines are headings. */
const MIN_PAGE_HEADINGS = 2;
/** How much of the opening heading the evidence quotes. */
const QUOTED_HEADING = 60;

/**
 * What shows that a Markdown block is a whole page shown as it is written (a template to copy, an issue or review
 * comment, a page's source): it opens with a heading and holds another one. Prose in a fence opens with none.
 */
function markdownPageEvidence(info: string, lines: readonly string[]): string | undefined {
  if (!MARKDOWN_LANG.test(fenceLanguage(info))) return undefined;
  const first = lines.find((l) => l.trim() !== '');
  if (first === undefined || !ATX_HEADING.test(first)) return undefined;
  let headings = 0;
  for (const line of lines) if (ATX_HEADING.test(line) && ++headings >= MIN_PAGE_HEADINGS) return `a whole Markdown page from its first heading ("${first.trim().slice(0, QUOTED_HEADING)}"): a template, a message or a page shown as written`;
  return undefined;
}

/**
 * Whether most entries of a listing define command-line options: a reference a reader scans, whole in every entry.
 * An entry is a line at or left of the last option's or argument's indentation; lines indented deeper are its
 * description (clap's and argparse's long help: `-B, --block <BLOCK>` over its indented paragraphs), and a positional
 * argument (`<WHO>`, `[BLOCK]...`) counts with the options. Linear.
 */
function isOptionListing(lines: readonly string[]): boolean {
  let options = 0;
  let argumentLines = 0;
  let entries = 0;
  let entryIndent = -1;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const indent = /^[ \t]*/.exec(line)![0].length;
    const option = OPTION_LINE.test(line);
    if (!option && entryIndent >= 0 && indent > entryIndent) continue;
    entries++;
    if (option) options++;
    else if (ARGUMENT_LINE.test(line)) argumentLines++;
    else {
      entryIndent = -1;
      continue;
    }
    entryIndent = indent;
  }
  return options >= MIN_OPTION_LINES && options + argumentLines >= OPTION_SHARE * entries;
}

/** Whether `line` is a comment, Visual Basic's `'` comment included. */
function isCommentAt(line: string): boolean {
  return COMMENT_LINE.test(line) || /^'/.test(line);
}

/** Whether `line`, at the block's margin, opens a declaration: a function, class or member signature. */
function opensDeclaration(line: string): boolean {
  const head = line.slice(0, SIGNATURE_READ);
  return DECLARATION.test(line) || MEMBER_SIGNATURE.test(head) || C_FUNCTION.test(head) || C_SIGNATURE_OPEN.test(head) || KEYWORD_DECLARATION.test(line);
}

/**
 * How many declarations the lines from `from` are, when they are nothing but whole declarations one after another
 * (methods of a sample without their class, a file's functions without its header), in stretches that an elision
 * (`...` for declarations left out) may separate, each at its own margin: every line at a stretch's margin opens
 * a declaration (a C signature may go on over the next lines), closes one (`} // Name` too), is a lone brace, a
 * comment, an attribute, a preprocessor line or a `typedef` (a C file's functions under its `#define`s), and the
 * stretch ends where a declaration closes (or, in a language that closes by indentation, inside its body). 0
 * otherwise. Linear.
 */
function declarationsInRun(lines: readonly string[], from: number): number {
  let total = 0;
  let start = from;
  for (let i = from; i <= lines.length; i++) {
    if (i < lines.length && !ELISION.test(lines[i])) continue;
    const stretch = declarationsInStretch(lines, start, i);
    if (stretch < 0) return 0;
    total += stretch;
    start = i + 1;
  }
  return total;
}

/** declarationsInRun for the lines from `from` up to `end` with no elision among them: -1 when they are no run, 0 when they are only comments. */
function declarationsInStretch(lines: readonly string[], from: number, end: number): number {
  let start = from;
  while (start < end && (lines[start].trim() === '' || isCommentAt(lines[start].trim()) || C_FILE_LINE.test(lines[start]))) start++;
  if (start === end) return 0;
  let margin = Infinity;
  for (let i = start; i < end; i++) if (lines[i].trim() !== '') margin = Math.min(margin, /^[ \t]*/.exec(lines[i])![0].length);
  if (!opensDeclaration(lines[start].slice(margin))) return -1;
  let declarations = 0;
  let closers = 0;
  let last = '';
  for (let i = start; i < end; i++) {
    const raw = lines[i];
    if (raw.trim() === '') continue;
    last = raw;
    if (/^[ \t]*/.exec(raw)![0].length > margin) continue;
    const line = raw.slice(margin);
    if (opensDeclaration(line)) declarations++;
    else if (DECLARATION_CLOSE.test(line)) closers++;
    else if (!/^\{\s*$/.test(line) && !isCommentAt(line) && !ATTRIBUTE_LINE.test(line) && !C_FILE_LINE.test(line)) return -1;
  }
  const lastIndent = /^[ \t]*/.exec(last)![0].length;
  const endsClosed = lastIndent === margin && DECLARATION_CLOSE.test(last.slice(margin));
  const endsInBody = closers === 0 && lastIndent > margin;
  return endsClosed || endsInBody ? declarations : -1;
}

/** A Python program's main guard at the margin: `if __name__ == "__main__":`. */
const MAIN_GUARD = /^if\s+__name__\s*==\s*(["'])__main__\1\s*:/;
/** A module's default export at the margin, the entry point of a k6 test or a framework's page: `export default function () {`. */
const DEFAULT_EXPORT = /^export\s+default\b/;
/**
 * A line at a JavaScript module's margin: an import or export, a declaration, a closing bracket, a comment or a
 * decorator. A module made of nothing else is whole from its first statement to its last.
 */
const MODULE_LINE = /^(?:import\b|export\b|const\b|let\b|var\b|(?:async\s+)?function\b|class\b|[}\])]|\/\/|\/\*|\*|@)/;
/** A last line that ends a statement or a block (not one cut off in the middle). */
const STATEMENT_END = /[;})\]]\s*$/;

/** entryPointOf as the evidence of a whole program. */
function entryPointEvidence(lines: readonly string[], from: number): string | undefined {
  const entry = entryPointOf(lines, from);
  return entry ? `a whole program with its entry point (\`${entry}\`)` : undefined;
}

/**
 * The entry point that makes the lines from `from` a whole program, or undefined: a Python main guard at the margin
 * (`if __name__ == "__main__":`, which only a program's last lines hold), or a module's default export when every
 * line at the margin is a module-level statement and the last ends one (a k6 test: its `export default function`
 * beside the `const`s it reads). Linear in the lines.
 */
function entryPointOf(lines: readonly string[], from: number): string | undefined {
  let exported = false;
  let moduleLines = true;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i];
    if (line === '' || /^\s/.test(line)) continue;
    if (MAIN_GUARD.test(line)) return 'if __name__ == "__main__":';
    if (DEFAULT_EXPORT.test(line)) exported = true;
    else if (!MODULE_LINE.test(line)) moduleLines = false;
  }
  return exported && moduleLines && STATEMENT_END.test(lines[lines.length - 1]) ? 'export default' : undefined;
}

/** A shell variable set on a line of its own before the command that reads it: `API_KEY="__YOUR_API_KEY__"`, `export REGION=us-east-1`. */
const SHELL_ASSIGNMENT = /^(?:export\s+)?[A-Za-z_]\w*=(?:"[^"\n]*"|'[^'\n]*'|[^\s'"]*)\s*$/;

/**
 * Whether the lines from `from` are one command or statement: it opens unindented (and opens no body: an
 * object or block left open is an excerpt's, see OBJECT_OPEN) and every later line either
 * is indented (a continuation, as cmdlet syntax and wrapped shell commands are written), follows a line that
 * ends in a continuation mark (`\`, PowerShell's backtick, cmd's `^`), or, in a shell's block (`shellQuotes`), lies
 * inside a quoted argument left open on an earlier line (`curl … -d '{` over a JSON body to its closing `}'`). In a
 * shell's block the variables the command reads may be set first, one assignment a line (`API_KEY="…"`), with blank
 * lines between. Blank lines end the command unless they are inside a quote or trail it. Linear in the text.
 */
function isOneCommand(lines: readonly string[], start: number, shellQuotes: boolean): boolean {
  let from = start;
  if (shellQuotes) while (from < lines.length - 1 && (SHELL_ASSIGNMENT.test(lines[from]) || lines[from].trim() === '')) from++;
  if (lines.length - from < MIN_COMMAND_LINES || /^\s/.test(lines[from]) || OPENS_BODY.test(lines[from])) return false;
  const quoteAfter = (line: string, open: string) => (shellQuotes ? quoteLeftOpen(line, open) : '');
  let quote = quoteAfter(lines[from], '');
  let ended = false;
  for (let i = from + 1; i < lines.length; i++) {
    const line = lines[i];
    if (quote === '' && line.trim() === '') {
      ended = true;
      continue;
    }
    if (ended) return false;
    if (quote === '' && !/^\s/.test(line) && !CONTINUED.test(lines[i - 1])) return false;
    quote = quoteAfter(line, quote);
  }
  return quote === '';
}

/**
 * The shell quote (`'` or `"`) still open at the end of `line` when `open` was open at its start, or '' when none
 * is: a single quote takes everything to the next one, a double quote lets a backslash escape, and outside quotes a
 * `#` after a space starts a comment.
 */
function quoteLeftOpen(line: string, open: string): string {
  let quote = open;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote === '') {
      if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) return '';
      if (c === "'" || c === '"') quote = c;
    } else if (c === '\\' && quote === '"') i++;
    else if (c === quote) quote = '';
  }
  return quote;
}

/**
 * What a lead-in says of the code after it: the paragraph or heading right before the block calls it full,
 * complete or entire ("Here is a full template with all the options", "## Complete Implementation").
 */
const LEAD_IN = /\b(?:full|complete|completely|entire|whole|final|finished|exact|all)\b[^.\n]{0,40}?\b(?:example|template|file|script|program|code|configuration|config|listing|sample|app|application|manifest|implementation|stylesheet|snippet|output|transcript|log|grammar|prelude|schema|definition|mapping|describes)s?\b|完整的?(?:配置文件|配置|代码|示例|例子|程序|文件|实现)/i;
/**
 * A lead-in that names the file the code is: a file name in code before "file" ("the following sample
 * `docker-compose.yml` file", "contains a `default.json` file that lists …"), "save it as `compose.yml`", or the
 * file's contents given ("The new `portfile.cmake` has the content:", "the contents of `vcpkg.json`").
 */
const FILE_LEAD_IN = /`[\w.@~/-]*\.[A-Za-z]\w{0,5}`\s+(?:file\b|(?:now\s+)?(?:has|contains|holds)\s+(?:the\s+)?(?:following\s+)?contents?\b)|\bsave (?:it|this|the file) as\s+`[^`\n]{1,100}`|\b(?:full\s+)?contents? of\s+(?:the\s+)?(?:file\s+)?`[\w.@~/-]*\.[A-Za-z]\w{0,5}`/i;
/**
 * A lead-in that tells the reader to put a configuration somewhere whole: "Paste the following configuration into the
 * `server` block", "将下面的Nginx配置文件代码放入到`server`块中" (put the nginx configuration below into the server block).
 * Lines of code to add to a program ("Add these lines to the form's code") are an excerpt of it, and stay the writer's.
 */
const PASTE_LEAD_IN = /\b(?:add|paste|put|place|insert|copy)\s+(?:the\s+following|this|these|the)\s+(?:[\w-]+\s+){0,2}?(?:configuration|config|settings|rules)\b[^.\n]{0,40}?\b(?:in|into|to|inside)\s+[^.\n]{1,60}|(?:将|把)(?:下面|以下|如下)的?[^，。\n]{0,20}?配置[^，。\n]{0,12}?(?:放入|放到|粘贴到|添加到|加入|复制到|写入)[^，。\n]{0,30}/i;
/** How much of the lead-in's end is read. */
const LEAD_IN_READ = 300;

/**
 * A section title that calls its code a script: `PowerShell script`, `The cleanup script`, `Script` (a tab's or a
 * heading's title); not an instruction about one (`Run the script`).
 */
const SCRIPT_TITLE = /^(?!(?:run|execute|call|use|create|write|edit|save|download|install|copy|test)\b)(?:(?:the|a|an|sample|example)\s+)?(?:[\w.#+-]+\s+){0,2}script$/i;

/**
 * A lead-in that calls the block a template ("This template can be used for shared note-taking", "Use the following
 * issue template:"), not one that speaks of a template language ("this template syntax", "the following template tags").
 */
const TEMPLATE_LEAD_IN = /\b(?:this|the following|following)\s+(?:[\w-]+\s+){0,2}?template\b(?!\s+(?:syntax|language|engine|tags?|variables?|functions?|expressions?|helpers?|filters?|directives?))/i;
/**
 * A lead-in that calls the block a prompt for a language model ("We can use a multi-stage prompt to guide the AI",
 * "Use the following system prompt:"), sent whole; not a shell's prompt ("at the command prompt", "in the prompt").
 */
const PROMPT_LEAD_IN = /\b(?:a|an|the|this|our|your|following)\s+(?:[\w-]+\s+){0,3}?(?<!\b(?:command|shell|terminal|cmd|console|bash|anaconda|powershell|developer|login|password|sudo|input|python|node|mysql|psql|interactive)\s+)prompt\b(?!\s+(?:for|you|the user|appears|asks|shows|will|changes|returns|string|character|sign|symbol))/i;
/** Words before "prompt" that make it a place to type into (`at the prompt`, `into the REPL prompt`), not the block itself. */
const AT_PROMPT = /\b(?:at|in|into|from|on)\s+(?:the|a|your)\s+(?:[\w-]+\s+){0,2}?prompt\b/i;

/**
 * completeUnitEvidenceOf for a code block of `blocks`, or what the blocks just before it say of it: a `<summary>`
 * that names a file (the block is that file, folded) or calls it a sample file, a lead-in that calls it full, complete or entire, or one that
 * names the file it is (also from inside a container that closes just before the code: leadIn.ts), or the heading
 * right above that lead-in calling it whole ("### Full configuration for multiple entry points").
 */
export function completeUnitEvidence(block: Block, blocks: readonly Block[]): string | undefined {
  if (block.kind !== 'code') return undefined;
  const own = completeUnitEvidenceOf(block.text, block.meta?.fenced === true);
  if (own) return own;
  const preceding = blocksBefore(blocksInSourceOrder(blocks), block.span.start, SUMMARY_LOOKBACK);
  for (const b of preceding) {
    const file = SUMMARY_FILE.exec(b.text.slice(0, LEAD_IN_READ));
    if (file) return `a whole file folded under its name (\`${file[0].replace(/<[^>]*>/g, '').trim()}\`)`;
    const summary = SUMMARY_TEXT.exec(b.text.slice(0, LEAD_IN_READ))?.[1].replace(/<[^>]*>/g, '').trim();
    if (summary !== undefined && SAMPLE_FILE_TITLE.test(summary)) return `a sample file folded under a title that says so ("${summary}")`;
    const titled = b.kind === 'heading' ? onlyFileName(b.text) : undefined;
    if (titled) return `a whole file under a heading that names it (\`${titled}\`)`;
    const foldTitle = foldTitleOf(b);
    if (foldTitle === undefined) continue;
    const folded = onlyFileName(foldTitle);
    if (folded) return `a whole file folded under its name (\`${folded}\`)`;
    if (SAMPLE_FILE_TITLE.test(foldTitle)) return `a sample file folded under a title that says so ("${foldTitle}")`;
    const whole = LEAD_IN.exec(foldTitle.slice(0, LEAD_IN_READ));
    if (whole) return `the title of the box that holds it calls it whole ("${whole[0]}")`;
  }
  const folded = block.meta?.fenced === true ? FOLDED_FENCE.exec(block.text.slice(0, FENCE_LINE_READ)) : null;
  if (folded) return `the site shows it whole, folded to open (\`${folded[1]}\` on its fence)`;
  const copy = copyControlBefore(block, blocks);
  if (copy) return `the page offers it to copy whole (a copy control in the markup right before it: \`${copy}\`)`;
  const leadIn = codeLeadIn(block, blocks);
  if (leadIn.text !== undefined) {
    const end = leadIn.text.slice(-LEAD_IN_READ);
    const said = LEAD_IN.exec(end);
    if (said) return `its lead-in calls it whole ("${said[0]}")`;
    const file = FILE_LEAD_IN.exec(end);
    if (file) return `its lead-in names the file it is ("${file[0]}")`;
    const paste = PASTE_LEAD_IN.exec(end);
    if (paste) return `its lead-in has it pasted whole ("${paste[0].trim()}")`;
    const template = TEMPLATE_LEAD_IN.exec(end);
    if (template) return `its lead-in calls it a template to copy ("${template[0]}")`;
    const prompt = AT_PROMPT.test(end) ? null : PROMPT_LEAD_IN.exec(end);
    if (prompt) return `its lead-in calls it a prompt, sent to the model whole ("${prompt[0]}")`;
    const titled = leadIn.heading === undefined ? null : LEAD_IN.exec(leadIn.heading.slice(0, LEAD_IN_READ));
    if (titled) return `the heading of its section calls it whole ("${titled[0]}")`;
    const section = leadIn.kind === 'heading' && !isOnlyCodeOfSection(blocksInSourceOrder(blocks), block) ? undefined : leadIn.title?.replace(/[:.]$/, '');
    if (section !== undefined && SCRIPT_TITLE.test(section)) return `the heading of its section calls it a script ("${section}")`;
  }
  const promptTitled = promptTitleEvidence(leadIn.title ?? sectionTitleOf(block, blocks), () => codeOf(block.text, block.meta?.fenced === true).lines);
  if (promptTitled) return promptTitled;
  return presentedSampleEvidence(block, blocks, leadIn);
}

/**
 * The copy control (COPY_CONTROL) in the markup right before `block`, read back over tags and short labels only (the
 * buttons an MDX page wraps a prompt in: `data-copy-source="prompt"` … `Copy Full Prompt` … `<div>`), or undefined.
 */
function copyControlBefore(block: Block, blocks: readonly Block[]): string | undefined {
  for (const b of blocksBefore(blocksInSourceOrder(blocks), block.span.start, COPY_LOOKBACK)) {
    const markup = b.kind === 'html' || b.kind === 'marker';
    if (!markup && (b.kind !== 'paragraph' || b.text.replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length > LABEL_WORDS)) return undefined;
    const copy = COPY_CONTROL.exec(b.text);
    if (copy) return copy[0].replace(/^>\s*|\s*<$/g, '');
  }
  return undefined;
}

/**
 * What shows that the code of a block is held together (codeSeams.ts): read last, when nothing names the unit and no
 * recording is recognised. Undefined for a flat run, the one shape a writer can give in parts with prose between them.
 * `text` is the block's source, fences included when `fenced`.
 */
export function heldTogetherEvidenceOf(text: string, fenced: boolean): string | undefined {
  const seams = codeSeamsOf(codeOf(text, fenced).lines);
  if (isFlatRun(seams)) return undefined;
  if (seams.pieces <= 1) return 'held together: no seam at its margin where prose could go';
  return `held together: most of its lines stand in pieces of more than ${SHORT_PIECE_LINES} lines, with no seam inside where prose could go`;
}

/** Why a complete unit the strategy cuts (or holds over its cap) is the pipeline's, and the cap that keeps it whole. */
export function completeUnitCause(evidence: string, tokens: number, maxTokens: number | undefined, cut: boolean): PipelineCause {
  return {
    cause: `it is a complete code unit (${evidence}) that the cap ${cut ? 'cuts' : 'cannot hold'}`,
    remedy: `maxTokens ≥ ${tokens} (now ${maxTokens ?? '?'}) keeps it whole, or a code-aware splitter that cuts it at its declarations`,
  };
}
