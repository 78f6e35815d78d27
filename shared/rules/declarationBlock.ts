// Whether a code block is declarations or data a writer cannot split meaningfully: a C or Objective-C header
// excerpt (types, constants, `#define`s and nothing else), a whole INI file or TOML tables, or records of one shape written as a
// key-value document (a tool's list of entries, each with the same fields).

import { fenceLanguage } from './fenceLanguage';

/**
 * A line at the margin of a header excerpt: a preprocessor line, a type declaration, its opening brace on a line of
 * its own or its close (`} Name;`), an Objective-C interface or protocol, an `extern`, a comment, or a line of a
 * function's prototype as Windows headers set it (`HRESULT`, `WINAPI`, `WHvGetCapability(`, `);`), or a macro that
 * declares (`DEFINE_ENUM_FLAG_OPERATORS(WHV_FLAGS);`).
 */
const HEADER_LINE =
  /^(?:#\s*(?:define|undef|pragma|if|ifdef|ifndef|elif|else|endif)\b|(?:typedef|struct|enum|union|extern)\b|@(?:interface|protocol|property|end)\b|\}[\w\s,*]*;?$|\{\s*$|\/\/|\/\*|\*|[A-Z][A-Z0-9_]*\s*$|[A-Z][A-Z0-9_]*\([^()\n]*\);\s*(?:\/\/.*)?$|[A-Za-z_]\w*\s*\(\s*$|\)\s*;\s*$)/;
/** A line that declares a type or an Objective-C interface: the substance of a header excerpt. */
const TYPE_DECLARATION = /^(?:typedef|struct|enum|union|@interface|@protocol)\b/;
/** A brace alone on its line at the margin. */
const OPEN_BRACE = /^\{\s*$/;
/** A constant a header defines: `#define MH_MAGIC 0xfeedface`. */
const DEFINE = /^#\s*define\s/;
/** A last line that closes a header excerpt: a type's close, a definition, the end of a conditional, an interface or a prototype. */
const HEADER_END = /^(?:\}[\w\s,*]*;?|#\s*(?:define|endif|pragma)\b.*|@end|\)\s*;)$/;
/** A header excerpt of only definitions has at least this many. */
const MIN_DEFINES = 8;
/** An INI section header: `[global]`, `[Service]`. */
const INI_SECTION = /^\[[^\]\n]{1,100}\]\s*$/;
/** An INI or key-value line at the margin: `key = value`, `Key: value`, `Key:`. */
const KEY_LINE = /^[A-Za-z_][\w.-]{0,60}(?:[ \t]+[\w.-]{1,60}){0,5}[ \t]*(?:=|:(?:\s|$))/;
/** A comment line of a configuration file. */
const CONFIG_COMMENT = /^[#;]/;
/** An INI file has at least this many sections. */
const MIN_SECTIONS = 2;
/** A document of records has at least this many records that open with the same field. */
const MIN_RECORDS = 3;
/** The first field of a record: an indented `Key:` under a key at the margin. */
const FIELD = /^[ \t]+([A-Za-z_][\w-]{0,60}):/;

/** The evidence that `lines` (dedented, from their first line of code `from`) are such declarations or data, or undefined. Linear in the lines. */
export function declarationBlockEvidence(info: string, lines: readonly string[], from: number): string | undefined {
  const header = headerDeclarations(lines, from);
  if (header) return header;
  const lang = fenceLanguage(info);
  if (TOML_LANG.test(lang)) return tomlTables(lines);
  if (INI_LANG.test(lang)) return iniSections(lines);
  if (info !== '') return undefined;
  return iniSections(lines) ?? keyValueRecords(lines, from);
}

/** Fence languages an INI file is shown in: its own (`ini`, `cfg`, `conf`, `properties`, systemd's) or plain text. */
const INI_LANG = /^(?:ini|dosini|cfg|conf|properties|systemd|text|txt|plaintext|plain)$/i;

/** The fence languages of TOML. */
const TOML_LANG = /^toml$/i;
/** A TOML table header: `[dependencies.bevy]`, `[[bin]]`, `[tool."name"]`. */
const TOML_TABLE = /^\[\[?[\w."' -]{1,100}\]\]?\s*(?:#.*)?$/;
/** A TOML key line: a bare, quoted or dotted key and `=` (`src = "src"`, `"0x1234..." = "MyContract"`, `a.b = 1`). */
const TOML_KEY = /^(?:[\w-]{1,100}|"[^"\n]{1,100}"|'[^'\n]{1,100}')(?:[ \t]*\.[ \t]*(?:[\w-]{1,100}|"[^"\n]{1,100}"|'[^'\n]{1,100}')){0,10}[ \t]*=/;
/** A key line at the margin that opens a multi-line array or inline table: `features = [`. */
const TOML_OPEN = /^[\w."'-]{1,100}\s*=\s*[[{]\s*(?:#.*)?$/;
/** The line that closes it at the margin: `]`, `}`. */
const TOML_CLOSE = /^[\]}]\s*,?\s*(?:#.*)?$/;

/** A whole TOML file that opens with top-level keys has at least this many tables after them. */
const MIN_FILE_TABLES = 2;

/**
 * Whole TOML tables: the block opens with a table header (after comments), and at its margin are only headers, keys,
 * comments and the closes of multi-line arrays (their items indented under them): a table a reader copies whole into
 * Cargo.toml or pyproject.toml. Keys before the first header make a whole file (a server's configuration: its
 * top-level keys, then `[grpc]`, `[http]`, `[wal]` …) when MIN_FILE_TABLES tables or more follow; keys alone are an
 * excerpt. Linear.
 */
function tomlTables(lines: readonly string[]): string | undefined {
  let tables = 0;
  let topKeys = false;
  let open = false;
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (line.trim() === '' || CONFIG_COMMENT.test(line.trim()) || (open && /^\s/.test(line))) continue;
    if (open) {
      if (!TOML_CLOSE.test(line)) return undefined;
      open = false;
    } else if (TOML_TABLE.test(line)) tables++;
    else if (!TOML_KEY.test(line)) return undefined;
    else {
      topKeys ||= tables === 0;
      open = TOML_OPEN.test(line);
    }
  }
  if (open || tables === 0) return undefined;
  if (!topKeys) return 'whole TOML tables: a header and its keys';
  return tables >= MIN_FILE_TABLES ? 'a whole TOML file: its top-level keys, then its tables' : undefined;
}

function lastNonBlank(lines: readonly string[]): string {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i].trim() !== '') return lines[i];
  return '';
}

/** A C or Objective-C header excerpt: every line at the margin declares or defines, and the block ends on a close. */
function headerDeclarations(lines: readonly string[], from: number): string | undefined {
  let types = 0;
  let defines = 0;
  let previous = '';
  for (let i = from; i < lines.length; i++) {
    const line = lines[i].trimEnd();
    if (line === '' || /^\s/.test(line)) continue;
    if (!HEADER_LINE.test(line)) return undefined;
    // A brace on a line of its own opens a type's body; after anything else (a function's prototype) it opens code.
    if (OPEN_BRACE.test(line) && !TYPE_DECLARATION.test(previous)) return undefined;
    if (TYPE_DECLARATION.test(line)) types++;
    else if (DEFINE.test(line)) defines++;
    previous = line;
  }
  if (!HEADER_END.test(lastNonBlank(lines).trim())) return undefined;
  if (types > 0) return 'declarations of a header: types and constants (`typedef`, `struct`, `enum`, `#define`) and nothing else';
  return defines >= MIN_DEFINES ? "a header's constants, one `#define` a line" : undefined;
}

/**
 * A whole INI file: it opens with a section (after comments) of keys, and other sections follow, holding keys or,
 * as some formats keep them, lines of values (`[WQL]` / `Select * FROM …`, a driver file's queries).
 */
function iniSections(lines: readonly string[]): string | undefined {
  let sections = 0;
  let valueLines = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || CONFIG_COMMENT.test(line)) continue;
    if (INI_SECTION.test(line)) sections++;
    else if (sections === 0 || (sections === 1 && !KEY_LINE.test(line))) return undefined;
    else if (!KEY_LINE.test(line)) valueLines = true;
  }
  if (sections < MIN_SECTIONS) return undefined;
  return valueLines ? 'a whole INI file: sections of keys and of values' : 'a whole INI file: sections of keys';
}

/**
 * Records of one shape in a key-value document: every line at the margin is a key, and at least three keys hold
 * indented fields that open with the same one (`Entry_1:` / `  Name: …`, `Entry_2:` / `  Name: …`).
 */
function keyValueRecords(lines: readonly string[], from: number): string | undefined {
  const firstFields = new Map<string, number>();
  let openRecord = false;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === '' || CONFIG_COMMENT.test(line)) continue;
    if (!/^\s/.test(line)) {
      if (!KEY_LINE.test(line)) return undefined;
      openRecord = /:\s*$/.test(line);
      continue;
    }
    if (!openRecord) continue;
    openRecord = false;
    const field = FIELD.exec(line)?.[1];
    if (field) firstFields.set(field, (firstFields.get(field) ?? 0) + 1);
  }
  let most = 0;
  for (const n of firstFields.values()) most = Math.max(most, n);
  return most >= MIN_RECORDS ? 'records of one shape: keys that each hold the same fields (a tool\'s list of entries)' : undefined;
}
