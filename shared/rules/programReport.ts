// Whether a code block is a report a program printed without a prompt before it: it opens (after at most the
// command that ran it) with a line only a program prints, a scanner's or a binary tool's header (`Nmap scan report
// for`, `Disassembly of section .text:`, Zeek's `#fields`, a tool's version banner, the `Usage:` line of its help (`usage:` as argparse and kingpin print it), the
// ASCII-art banner a security tool prints first), and few of its lines are code.

/**
 * A line only a program prints at the head of its report: a port scanner's start and report lines, binutils' and
 * readelf's section, symbol and header tables, a Zeek log's header directives, or a tool's version banner with its
 * copyright (`Impacket v0.9.24 - Copyright 2021 SecureAuth Corporation`).
 */
const REPORT_HEADER =
  /^(?:Starting Nmap \d|Nmap scan report for\s|#\s?Nmap \d[\w.]* scan initiated\b|\S{1,200}:\s+file format [\w-]+\s*$|Disassembly of section\s|Symbol table '|Elf file type is\s|(?:Program|Section) Headers:\s*$|There are \d+ (?:section|program) headers\b|#(?:separator|set_separator|empty_field|unset_field|path|fields|types)\s|[A-Z][\w.-]{1,40}(?: [\w.-]{1,20}){0,2} v?\d+(?:\.\d+)+\S{0,60} - Copyright\b|(?:Usage|usage|USAGE):[ \t]+[\w.\/-]+(?:[ \t]|$))/;
/** A line of an ASCII-art banner: long, no comment mark first, and few letters or digits among its characters. */
const ART_MIN_CHARS = 20;
const ART_MAX_ALNUM_SHARE = 0.25;
const COMMENT_START = /^(?:#|\/\/|--|;|\/\*|\*|<!--|'|")/;

/** Whether `line` (trimmed) draws a banner (`.----. .-. .-.`, `.$$$     $.`) rather than says or codes something. */
function isArtLine(line: string): boolean {
  const chars = line.replace(/\s/g, '');
  if (chars.length < ART_MIN_CHARS || COMMENT_START.test(line)) return false;
  const alnum = chars.replace(/[^A-Za-z0-9]/g, '').length;
  return alnum <= ART_MAX_ALNUM_SHARE * chars.length && new Set(chars).size >= 2;
}
/** How many non-blank lines from the top a report's header is looked for in (a command and a blank line may come first). */
const HEADER_WITHIN = 4;
/** A line of code: it ends a statement or opens or closes a block. */
const CODE_LINE = /[;{}]\s*$/;
/** At most this share of a report's non-blank lines look like code. */
const CODE_SHARE = 0.1;
/** A line is read no further than this for its mark. */
const LINE_READ = 300;

/**
 * The header line that opens a program's report in `lines` (a banner counts from its second line of art), or undefined
 * when there is none or the lines are mostly code. Linear in the lines.
 */
export function programReportHeader(lines: readonly string[]): string | undefined {
  let header: string | undefined;
  let nonBlank = 0;
  let code = 0;
  let previousArt = false;
  for (const raw of lines) {
    const line = raw.slice(0, LINE_READ).trim();
    if (line === '') continue;
    nonBlank++;
    if (nonBlank <= HEADER_WITHIN && header === undefined && (REPORT_HEADER.test(line) || (isArtLine(line) && previousArt))) header = line;
    previousArt = isArtLine(line);
    if (CODE_LINE.test(line)) code++;
  }
  return header !== undefined && code <= CODE_SHARE * nonBlank ? header : undefined;
}
