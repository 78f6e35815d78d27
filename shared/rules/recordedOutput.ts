// Whether a code block is recorded program output: a terminal session (a prompt, a command, what it printed),
// a command's table output (`kubectl get`, `docker ps`), a log (a web server's access log among them), a hex dump or an annotated encoding (bytes in hex a field a line, `# ` comments naming them), an end-of-run summary (k6's metrics behind dot leaders), a program's report (programReport.ts), an HTTP message as a proxy captured it, or a list of one unbroken string per line (a word
// list of paths, lines of base64 or of a compressed drawing), or a few lines that encoded data fills (a command and the
// signed transaction it printed, in base64). Its lines are records the program printed one by one; a cut between them leaves each
// part findable on its own lines, and the page shows the output as it was printed on purpose. A split of
// one is the pipeline's (a cap that holds it, or a splitter that cuts between its lines), not the writer's. A line
// that stands for output left out (`...`, `<...>`) counts for no kind.

import type { PipelineCause } from '../model/types';
import { isLiteralLine } from './literalLine';
import { programReportHeader } from './programReport';

/**
 * A shell or REPL prompt that opens a line: `$ cmd`, `❯ cmd`, the working folder under home (`~/examples/mnist$ cmd`),
 * a debugger's `gef➤ cmd` or `(lldb) cmd`, `user@host:~/dir$ cmd`, `user@host[/dir]$ cmd`, `[user@host dir]$ cmd`,
 * `[root@host:/media/dir] #cmd`, Kali's two-line `┌──(user㉿host)-[~]` / `└─$ cmd` (`╭─` / `╰─$` in rounded themes), `PS C:\> cmd`, `C:\dir> cmd`
 * behind up to two words (`user@HOST C:\Users>`, `*Evil-WinRM* PS C:\>`), `>>> expr`, `In [3]:`, `mysql> select`,
 * `msf6 exploit(handler) > run`, radare2's `[0x00401000]> pdf`, a device's or a client's mode prompt (`I2C>v`,
 * `SQL> select`, a menu's `(1)>4`). A lone `#`, `%` or `>` is left out: comments (shell, LaTeX) and quotes start
 * lines too.
 */
const PROMPT =
  /^(?:[\w-]{0,20}[$❯➜➤»]\s+\S|~[^\s$#]{0,100}[$#]\s+\S|\((?:lldb|gdb|[Pp]db|dlv|rr)\)\s+\S|[\w.-]+@[\w.-]+(?::[^\s$#]*)?(?:\[[^\]\n]{0,80}\])?\s?[$#]\s*\S|\[[^\]\n]{1,80}\][$#>]\s+\S|\[[^\]\n]{0,40}[@ ][^\]\n]{0,40}\] ?[$#] ?\S|[┌╭]──|[└╰]─+\s?[$#]|(?:[^\s>]{1,60}\s){0,2}(?:PS\s+)?[A-Za-z]:\\[^>\n]{0,200}>\s?\S|PS\s[^>\n]{0,200}>\s?\S|>>>\s|In \[\d*\]:|[a-z][\w/-]{1,20}(?: [a-z]+\([^)\n]{0,100}\))?\s?>\s+\S|[A-Z][A-Za-z0-9]{1,10}>\s?\S|\(\d{1,3}\)>\s?\S)/;
/** The first line of an HTTP request or response as a proxy records it: `POST /login HTTP/1.1`, `HTTP/2 200`. */
const HTTP_START = /^(?:(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \S{1,2000} HTTP\/\d(?:\.\d)?|HTTP\/\d(?:\.\d)? \d{3}\b)/;
/** How much of an HTTP message's first line is read (its path may be long). */
const HTTP_LINE_READ = 2100;
/** A header line of an HTTP message: `Host: example.com`. */
const HTTP_HEADER = /^[A-Za-z][\w-]{0,60}:\s/;
/** An HTTP message has at least this many header lines after its first line. */
const MIN_HEADERS = 2;
/**
 * A line that starts with a time stamp: `2025-07-31 06:45:52`, `2022/05/23 15:31:01`, Airflow's
 * `[2023-01-26, 15:26:05 UTC]`, `07/03 13:04:17` (a date without its year), `[05:06:28]`, `Jul 21 06:37:44`
 * (`10月 07 18:12:48` as journalctl prints it in a Chinese locale), klog's level and date (`E1007 18:12:48.784251`),
 * the kernel's seconds since boot (`[  166.840694]`, as dmesg and a boot console print them), Unix time in seconds
 * (`[1682249479.453][LK-0313]`, an IoT SDK's log), also behind a process
 * id or a container's name (`[2932] 2025/10/28 …`, `nats_1 | [1] 2021/09/28 …`).
 */
const TIME_STAMP = /^(?:\[[^\]\n]{1,20}\]\s*|[\w.-]{1,40}\s*\|\s*(?:\[[^\]\n]{1,20}\]\s*)?)?\[?(?:(?:\d{4}[-/])?\d{2}[-/]\d{2},?[ T]\d{1,2}:\d{2}|\d{1,2}:\d{2}:\d{2}\b|[A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2}|\d{1,2}月 ?\d{1,2}日? \d{2}:\d{2}:\d{2}|[IWEF]\d{4} \d{2}:\d{2}:\d{2}\.\d{3,}|[ \t]*\d{1,10}\.\d{6,9}(?:,\d{1,3})?\]|1\d{9}(?:\.\d{1,9})?\])/;
/**
 * A web server's access-log line in the Common or Combined Log Format: a client address, two identity fields, the
 * time in brackets, then the quoted request (`1.2.3.4 - - [15/Aug/2023:13:18:12 +0000] "GET /x HTTP/1.1" 200 87`),
 * also behind a container's name (`proxy_1  | 1.2.3.4 - - […] "GET …`).
 */
const ACCESS_LOG = /^(?:[\w.-]{1,40}\s*\|\s*)?\S{1,100} \S{1,100} \S{1,100} \[\d{1,2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2}(?: [+-]\d{4})?\] "/;
/** A line that stands for output left out (`...`, `<...>`, `[...]`, `<snip>`): it says nothing of what the rest is. */
const ELISION = /^(?:\.{3,}|…|<(?:\.{3,}|…)>|\[(?:\.{3,}|…)\]|\((?:\.{3,}|…)\)|<snip>|\[snip\])$/i;
/** A field of an annotated encoding: bytes in hex on a line of their own, maybe behind a comment naming them (`820104`, `02 # s INTEGER`). */
const HEX_FIELD = /^(?:[0-9A-Fa-f]{2})+(?:\s+#.*)?$/;
/** An annotated encoding has at least this many fields. */
const MIN_HEX_FIELDS = 8;
/** A hex dump line: an offset, then bytes (`00000010: 0931 3237 …`, `0000020 0000 5000`). */
const HEX_DUMP = /^[0-9a-fA-F]{6,16}:?\s+[0-9a-fA-F]{2}/;
/**
 * A line that is one unbroken string of some length without code punctuation: a path of a word list, a line of
 * base64, a hash (a statement such as `step();` or `}` is code).
 */
const ONE_STRING = /^[^\s(){};=]{16,}$/;
/**
 * A line that is one value with spaces in it: a quoted string (a search dork `".mlab.com password"`), a Windows path
 * (`C:\Program Files\app\log.txt`), an absolute path (`/var/log/app.log`), or a path behind an environment variable.
 */
const ONE_QUOTED_OR_PATH = /^(?:"[^"\n]{1,300}"|'[^'\n]{1,300}'|[A-Za-z]:\\[^\n]{1,300}|\/[\w.~-][^\s;|&]{0,300}|%\w{1,40}%\\[^\n]{0,300})$/;
/**
 * A list item of one value (`- MD5=5be61a24…`, `- 'Add-MpPreference '`, `- derive/^([zcs])h/$1/  # zh → z`): a line of a
 * detection rule's or a config's value list, a comment after it or not.
 */
const ONE_VALUE_ITEM = /^[ \t]*-[ \t]+(?:'[^'\n]{1,200}'|"[^"\n]{1,200}"|[^\s'"#][^\s#]{0,199})(?:[ \t]+#[^\n]*)?[ \t]*$/;
/**
 * A line a program printed as a record: a tool's status line (`[*] Scanned 1 of 1 hosts`, `[+] Found`, `[-] Failed`,
 * `[!]`, `[i]`) or its continuation (`| Found By: …`, `|_ ssh-hostkey`), a process-tagged log line without a time
 * stamp (`dyld[21147]: …`, `sshd[812]: …`), a port scanner's port line (`22/tcp open  ssh`), a debugger's
 * disassembly line (`0x0000555555555129 <+0>:  push   %rbp`), a log line behind its level (`[DEBUG] …`, `[WARN] …`,
 * `INFO:root: …`).
 */
const PRINTED_LINE =
  /^(?:\[[*+!ix?-]\]\s|\[(?:TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|FATAL|CRITICAL)\]\s|(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):[\w.]*:\s?\S|\|[\s_]|[\w.-]{1,40}\[\d{1,10}\]:\s|\d{1,5}\/(?:tcp|udp|sctp)\s+(?:open|closed|filtered|unfiltered)\b|0x[0-9a-fA-F]{4,16}\s*<[^>\n]{1,80}>:\s)/;
/** A Python object as `print` or a REPL shows it: `<class 'int'>`, `<function main at 0x7f…>`, `<Foo object at 0x…>`. */
const PYTHON_REPR = /<(?:class|module|function|built-in function|bound method) '?[\w.<>]+'?[ >]|<[\w.]+ object at 0x[0-9a-fA-F]+>/;
/**
 * A row of a listing in columns: a first field of one token, then a gap of two or more spaces or a tab, then the next
 * field (`10.0.0.4/30        utun9   UGc`, `linux_arp      - Print the ARP table`). Group 1 is what comes before the
 * next field.
 */
const COLUMN_ROW = /^([ \t]*\S+(?: {2,}|\t+))\S/;
/** A line that ends as a statement or a construct of code ends. */
const CODE_LINE_END = /[;{},\\][ \t]*$/;
/**
 * A line of values separated by commas, with none of code's brackets, operators or quotes (`Across The Universe, Act
 * Naturally, Ain't`, a CSV row): a list wrapped over lines, or a record a line.
 */
const COMMA_VALUES = /^[^{}[\];=<>"`|\\]*,[^{}[\];=<>"`|\\,]*,[^{}[\];=<>"`|\\]*$/;
/**
 * A line of a word list with glosses: a term of up to four words in Latin letters, then its meaning in Chinese, Japanese
 * or Korean (`trivial 琐碎的，不重要的`, `mock 模拟，仿真的`): a vocabulary kept a term a line.
 */
const GLOSSED_TERM = /^[A-Za-z][\w.'’-]*(?:[ \t][A-Za-z][\w.'’-]*){0,3}[ \t]+(?:[(\[（【]?[a-z]{1,5}\.?[)\]）】]?[ \t]*)?[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** A line of an SQL dump or seed data: a row inserted with its values. */
const INSERT_ROW = /^INSERT INTO\b[^\n]{0,300}?\bVALUES\s*\(/i;
/**
 * The rule under a table's header row, one run of dashes per column, apart (`----  -----------  ------`) or joined
 * by `+` as psql and MySQL's client draw it (`----+-------`, `+----+-----+`): the rows after it, up to a blank line,
 * are printed.
 */
const TABLE_RULE = /^\+?-{2,}(?:(?:[ \t]+|[ \t]*\+[ \t]*)-{2,})+\+?[ \t]*$/;
/**
 * A line of a table drawn with box characters, as shells and database clients print one (Nushell, PowerShell's
 * `Format-Table` in some themes, DuckDB, Python's `rich`): a rule of `─` with junctions (`╭───┬───╮`, `├───┼───┤`,
 * `────┴────`), or a row with text between two column bars (`│ 0 │ total │`). A drawn tree's `│   ├── src` has no
 * text between its bars.
 */
const BOX_TABLE_LINE = /^[─━═╭╮╰╯┌┐└┘├┤┬┴┼╞╡╪╟╢╔╗╚╝╠╣╦╩╬ \t]*[┬┴┼╭╮╰╯┌┐└┘╞╡╪╔╗╚╝╦╩╬][─━═╭╮╰╯┌┐└┘├┤┬┴┼╞╡╪╟╢╔╗╚╝╠╣╦╩╬ \t]*$|[│┃║][ \t─━═]*[^\s│┃║─━═├┤┬┴┼╭╮╰╯┌┐└┘][^│┃║\n]*[│┃║]/;
/**
 * A line of output written as a comment after the code that printed it: `# => 42` (Nushell's and Ruby's
 * documentation), `// => [1, 2]`, `;; => {:a 1}`, `-- => 3`.
 */
const OUTPUT_COMMENT = /^(?:#|\/\/|;;?|--)[ \t]*=>/;
/**
 * A field of numbers: decimal or hexadecimal (`0x7ffff7dcc000`, `0000001b`), an address or version (`10.55.100.100`),
 * a port (`443/tcp`), numbers joined by commas (a CSV row), with an optional closing colon or comma.
 */
const NUMBER_FIELD = /^(?=[^\s]*\d)(?:0x)?[0-9a-f]+(?:[.,:/-](?:0x)?[0-9a-f]+)*(?:\/(?:tcp|udp))?[:,]?$/i;
/**
 * A metric of an end-of-run summary: a name, a dot leader of four or more dots, then its values
 * (`http_req_duration..............: avg=1.2ms min=…`, `✓ checks.........: 100.00%`), as load testers and test runners print them.
 */
const DOT_LEADER = /^[^.\n]{1,100}\.{4,}:?[ \t]+\S/;
/** A test runner's or a load tester's result line behind a check or cross mark: `✓ status is 200`, `✗ 'p(95)<1500'`. */
const CHECK_MARK = /^[✓✔✗✘]\s/;
/** At least this share of a summary's non-blank lines are metrics behind dot leaders (its banner, section titles and checks fill the rest). */
const SUMMARY_SHARE = 0.3;
/** A line that opens a JSON object (one record of JSON Lines, a bulk request's action or document); its end is checked apart. */
const JSON_RECORD = /^\{\s*"/;
/** How much of a line is split into fields to tell a row of numbers. */
const ROW_READ = 200;

/** Whether a line is a row a program printed: at least two fields, half of them numbers, or one long run of numbers (a CSV row). */
function isNumberRow(line: string): boolean {
  const fields = line.slice(0, ROW_READ).trim().split(/\s+/);
  let numbers = 0;
  for (const f of fields) if (NUMBER_FIELD.test(f)) numbers++;
  return fields.length >= 2 ? numbers * 2 >= fields.length : numbers === 1 && fields[0].length >= 16;
}

/** At least this share of a list's non-blank lines are one unbroken string each (of a list of value items, comment lines aside). */
const ONE_STRING_SHARE = 0.8;
/** At most this share of a list of literals' non-blank lines are indented (code nests; a list of payloads does not). */
const INDENTED_SHARE = 0.05;
/** The header row of a command's table output: three or more upper-case column names two spaces apart (`NAME   AGE   READY`, `CONTAINER ID   IMAGE`). */
const COLUMN_HEADER = /^[A-Z][A-Z0-9_./%-]*(?: [A-Z][A-Z0-9_./%-]*)?(?: {2,}[A-Z][A-Z0-9_./%-]*(?: [A-Z][A-Z0-9_./%-]*)?){2,}\s*$/;
/** A note between the steps of a session: a shell or C-family comment line. */
const NOTE = /^(?:#|\/\/)/;
/**
 * A session whose first step is no prompt (a note, a command that starts the debugger) needs this many prompts, and
 * at most this share of its steps (the lines after a blank line or a note) may open without one: a cheat sheet of
 * commands, some behind a prompt, opens most steps with a bare command.
 */
const MIN_SESSION_PROMPTS = 3;
const UNPROMPTED_STEP_SHARE = 0.2;
/**
 * A program's prompt that names what it asks for, with the answer typed after it or left empty (Enter for the
 * default): rclone config's `name> my-hetzner`, `y/n> `. Not a shell's (`$`, `user@host:~$`), which PROMPT reads.
 */
const ANSWER_PROMPT = /^[A-Za-z][\w/-]{0,20}>(?:\s|$)/;
/** An interactive setup asks at least this many questions at such prompts. */
const MIN_ANSWERS = 5;
/** At least this many lines, each one whole JSON object, are JSON Lines (however short the block). */
const MIN_JSON_RECORDS = 3;
const JSON_LINES = "one JSON record per line (JSON Lines, a bulk request's body, traces a program printed)";
/** Fence languages that declare a session or a log: `console`, `shell-session`, `pycon`, `log` (`output` is DECLARED_OUTPUT's). */
const OUTPUT_LANG = /^(?:console|shell-?session|sh-session|terminal|pycon|log|logs)$/i;
/** A fence language that declares a terminal's output with its colour codes. */
const ANSI_LANG = /^ansi$/i;
/** An ANSI escape sequence (a colour or style code) as a terminal prints it: ESC `[` … `m`. */
const ANSI_ESCAPE = /\x1b\[[\d;]{0,20}m/;
/** A line that ends in a continuation mark: the command goes on on the next line. */
const CONTINUED = /(?:\\|`|\^)\s*$/;
/** Fewer lines than this are too short to call a recording… */
const MIN_LINES = 8;
/**
 * …unless encoded data fills the block: unbroken strings of at least ENCODED_RUN letters, digits and base64 or
 * URL-safe marks (a transaction, a key, a PSBT in base64, a hash chain) make up ENCODED_SHARE of its characters, so
 * a few lines are long enough to be cut between them.
 */
const ENCODED_RUN = /[A-Za-z0-9+/=_-]{100,}/g;
const ENCODED_SHARE = 0.6;
/** What TIME_STAMP leaves of a stamp: its seconds and fraction, a zone, a closing bracket (`:10 UTC] `). */
const STAMP_REST = /^[\d:.,]*(?:\s*(?:UTC|GMT|Z|[+-]\d{2}:?\d{2}))?\]?\s*/;
/** A log with this many lines in a row that differ only in their time stamps repeats itself: the writer can trim it. */
const REPEATED_LINES = 5;
/** At least this share of a log's or a dump's non-blank lines carry its mark. */
const RECORD_SHARE = 0.6;
/** At least this share of a session's non-blank lines are output (not prompts or their continuation lines). */
const OUTPUT_SHARE = 0.5;
/** A line is read no further than this for its mark (the marks are at its start). */
const LINE_READ = 300;

/**
 * Fence languages that declare the block a program's output, whatever its lines hold: a notebook's output cell as
 * nbconvert, Quarto and the notebook-to-page converters of documentation sites write it (```output), a stream.
 */
const DECLARED_OUTPUT = /^(?:output|outputs|out|stdout|stderr|results?)$/i;

/** The kind of recording a block of code lines is ("a terminal session", "a log", "a hex dump", "an HTTP request"), or undefined. Linear in the lines. */
export function recordedOutputKind(info: string, lines: readonly string[]): string | undefined {
  if (DECLARED_OUTPUT.test(info)) return 'output its fence declares (```output): what a program or a notebook cell printed';
  let nonBlank = 0;
  let prompts = 0;
  let commands = 0;
  let stamped = 0;
  let repeatKey = '';
  let repeatRun = 0;
  let longestRepeat = 0;
  let requests = 0;
  let dumped = 0;
  let fields = 0;
  let single = 0;
  let escaped = 0;
  let printed = 0;
  let records = 0;
  let leaders = 0;
  let inTable = false;
  let notes = 0;
  let literals = 0;
  let valueItems = 0;
  let indented = 0;
  let steps = 0;
  let unpromptedSteps = 0;
  let stepStart = true;
  let firstIsPrompt: boolean | undefined;
  let firstCommandIsPrompt: boolean | undefined;
  let continued = false;
  let answers = 0;
  let inserts = 0;
  let commaValues = 0;
  let glossed = 0;
  let chars = 0;
  let encoded = 0;
  for (const raw of lines) {
    chars += raw.length;
    for (const run of raw.matchAll(ENCODED_RUN)) encoded += run[0].length;
    const line = raw.slice(0, LINE_READ).trimStart();
    if (line === '') {
      continued = false;
      inTable = false;
      stepStart = true;
      continue;
    }
    if (ELISION.test(line.trimEnd())) continue;
    nonBlank++;
    const prompt = PROMPT.test(line);
    const note = !prompt && NOTE.test(line);
    firstIsPrompt ??= prompt;
    if (!note) firstCommandIsPrompt ??= prompt;
    if (ANSWER_PROMPT.test(line)) answers++;
    if (note) notes++;
    if (stepStart && !note) {
      steps++;
      if (!prompt) unpromptedSteps++;
    }
    stepStart = note;
    if (prompt) prompts++;
    if (prompt || continued) commands++;
    continued = (prompt || continued) && CONTINUED.test(raw);
    const stamp = TIME_STAMP.exec(line);
    const timeStamped = stamp !== null;
    const hexDumped = HEX_DUMP.test(line);
    if (timeStamped) stamped++;
    const key = stamp ? line.slice(stamp[0].length).replace(STAMP_REST, '') : '';
    repeatRun = key !== '' && key === repeatKey ? repeatRun + 1 : 1;
    repeatKey = key;
    longestRepeat = Math.max(longestRepeat, repeatRun);
    if (ACCESS_LOG.test(line)) requests++;
    if (hexDumped) dumped++;
    if (HEX_FIELD.test(line.trimEnd())) fields++;
    if (ANSI_ESCAPE.test(line)) escaped++;
    const leader = DOT_LEADER.test(line);
    if (leader) leaders++;
    const shownOutput = OUTPUT_COMMENT.test(line);
    const shown = shownOutput ? line.replace(OUTPUT_COMMENT, '').trimStart() : line;
    const tableRule = TABLE_RULE.test(shown);
    if (!prompt && (shownOutput || inTable || tableRule || BOX_TABLE_LINE.test(shown) || timeStamped || hexDumped || leader || CHECK_MARK.test(line) || PRINTED_LINE.test(line) || PYTHON_REPR.test(line) || isNumberRow(line))) printed++;
    if (INSERT_ROW.test(line)) inserts++;
    if (COMMA_VALUES.test(line)) commaValues++;
    if (GLOSSED_TERM.test(line)) glossed++;
    inTable ||= tableRule;
    if (JSON_RECORD.test(line) && /\}\s*$/.test(raw)) records++;
    const item = ONE_VALUE_ITEM.test(raw.slice(0, LINE_READ));
    const one = item || ONE_STRING.test(raw.trim()) || ONE_QUOTED_OR_PATH.test(line.trimEnd());
    if (one) single++;
    if (item) valueItems++;
    if (one || isLiteralLine(line.trimEnd())) literals++;
    if (/^\s/.test(raw)) indented++;
  }
  // JSON Lines need no length: each line a whole object is a record however few there are (long lines, few of them).
  if (records >= MIN_JSON_RECORDS && records >= RECORD_SHARE * nonBlank) return JSON_LINES;
  if (encoded > 0 && encoded >= ENCODED_SHARE * chars) return 'encoded data: long unbroken strings (a transaction, a key, base64) fill its lines';
  if (nonBlank < MIN_LINES) return undefined;
  if (isHttpMessage(lines)) return 'an HTTP request or response as recorded';
  if (COLUMN_HEADER.test((lines.find((l) => l.trim() !== '') ?? '').slice(0, LINE_READ).trim())) return "a command's table output: a header row of column names, then a row per object";
  // A log that repeats one line over and over (`Pod not yet started` each second) is the writer's to trim.
  if (stamped >= RECORD_SHARE * nonBlank) return longestRepeat < REPEATED_LINES ? 'a log: its lines start with time stamps' : undefined;
  if (requests >= RECORD_SHARE * nonBlank) return "a web server's access log: a line per request with its client, time, request and status";
  if (dumped >= RECORD_SHARE * nonBlank) return 'a hex dump';
  if (fields >= MIN_HEX_FIELDS && notes > 0 && fields + notes === nonBlank) return 'an annotated encoding: bytes in hex, a field a line, with comments that name them (a DER or TLS structure decoded)';
  if (leaders >= SUMMARY_SHARE * nonBlank) return "an end-of-run summary: metrics behind dot leaders with their values aligned";
  if (ANSI_LANG.test(info) || escaped >= RECORD_SHARE * nonBlank) return "a terminal's output with its colour codes (ANSI escape sequences)";
  // In a list of value items, comment lines label its groups (`# ai` over a spelling rule set): neither values nor code.
  const valueList = valueItems >= ONE_STRING_SHARE * (nonBlank - notes) && valueItems >= notes;
  if (single >= ONE_STRING_SHARE * nonBlank || valueList) return 'one unbroken string per line: a word list, paths, values or encoded data';

  const output = nonBlank - commands;
  if (prompts > 0 && (firstIsPrompt || OUTPUT_LANG.test(info)) && output >= OUTPUT_SHARE * nonBlank) {
    return 'a terminal session: prompts with the output of their commands';
  }
  const annotated = unpromptedSteps <= Math.max(1, UNPROMPTED_STEP_SHARE * steps);
  if (prompts >= MIN_SESSION_PROMPTS && annotated && output - notes >= OUTPUT_SHARE * (nonBlank - notes)) {
    return 'an annotated session: prompts and the output of their commands, with notes between them';
  }
  // One command under a note and what it printed (`# cc x.c -S` / `$ cc x.c -S -o -` / the assembly, whose `//`
  // lines are the compiler's): a cheat sheet has many commands, a note over each.
  if (firstCommandIsPrompt === true && prompts === 1 && output >= OUTPUT_SHARE * nonBlank) {
    return 'a terminal session: prompts with the output of their commands';
  }
  if (answers >= MIN_ANSWERS && nonBlank - answers - notes >= OUTPUT_SHARE * (nonBlank - notes)) {
    return 'an interactive setup: the questions and menus a program prints, each answered at its prompt';
  }
  if (programReportHeader(lines) !== undefined) return "a program's report: it opens with a header only the program prints (a scan report, a section or symbol table, a log's field list, a version banner, a help's usage line, an ASCII-art banner)";
  if (printed >= RECORD_SHARE * nonBlank) return "a program's printed records: status lines (`[*]`, `[+]`), process-tagged log lines, rows of numbers or of a drawn table, lines shown as `# =>` output";
  if (literals >= ONE_STRING_SHARE * nonBlank && indented <= INDENTED_SHARE * nonBlank) {
    return 'one literal per line: payloads, search strings or words whose quotes and brackets are left open on purpose';
  }
  if (inserts >= ONE_STRING_SHARE * nonBlank) return 'SQL data: an INSERT statement per line, a row of a table in each (a dump or seed data)';
  if (commaValues >= ONE_STRING_SHARE * nonBlank) return 'values separated by commas: a list wrapped over its lines, or a record a line (CSV)';
  if (glossed >= ONE_STRING_SHARE * nonBlank) return 'a word list with glosses: a term and its meaning a line, each line whole on its own';
  return undefined;
}

/**
 * Whether `lines` are a listing in aligned columns: most rows a first field of one word, then the next field at one
 * column (a route table, `linux_arp      - Print the ARP table`). A row that ends as code ends (`;`, a brace, a comma)
 * is no record: a struct's aligned fields are code. Read when nothing else names the block (codeFenceSplit.ts), so a
 * recording's own kind, its lead-in or the command above it name it first. Linear.
 */
export function isAlignedListing(lines: readonly string[]): boolean {
  const starts = new Map<number, number>();
  let nonBlank = 0;
  for (const raw of lines) {
    const line = raw.slice(0, LINE_READ);
    if (line.trim() === '') continue;
    nonBlank++;
    if (CODE_LINE_END.test(line)) continue;
    const column = COLUMN_ROW.exec(line)?.[1].length;
    if (column !== undefined) starts.set(column, (starts.get(column) ?? 0) + 1);
  }
  let most = 0;
  for (const n of starts.values()) most = Math.max(most, n);
  return nonBlank >= MIN_LINES && most >= RECORD_SHARE * nonBlank;
}

/** What a listing in aligned columns is, as a recording's kind. */
export const ALIGNED_LISTING = 'a listing in aligned columns: a name per line with its fields or its description lined up (a route table, a list of plugins)';

/**
 * A lead-in that introduces what a program printed or answered: a sentence that ends in a colon or "the following"
 * after "output", "prints", "displays", "response(s)", "responds" or "returned value" ("OpenSearch Benchmark returns
 * the following response once the benchmark completes:", "The response should appear similar to the following:",
 * `**Coreinfo Output:**`, a self-assessment's `**Returned Value**:` over what the audit command printed), or that ends by likening the block to what a program returns ("Should return something
 * like the following:", "Which returns information like:"). A verb of returning alone ("The function returns the
 * user's name:") introduces the code that returns it, not what it returned.
 */
const OUTPUT_LEAD_IN =
  /\b(?:output|outputs|prints|printed|displays|responses?|responds|returned\s+values?)\b[^.\n]{0,160}(?::|\bfollowing)[*_\s]*$|\b(?:returns?|returned|results?\s+in|produces?|yields?)\b[^.\n]{0,80}\b(?:like|following|similar\s+to)\b[^.\n]{0,30}:?[*_\s]*$/i;
/**
 * A title of what a program answered or logged: a heading or a fold's summary "Example response", "Response", "Sample
 * output", "Output Snippet", "Output: the agent", "Result", "Log output", "Console output", "Logs"; in Chinese,
 * Japanese and Korean "日志输出", "运行结果", "输出", "実行結果", "출력 결과".
 */
const OUTPUT_TITLE =
  /^(?:(?:example|sample|log|console|terminal|command|program)\s+)?(?:response|output|result|log)s?\b(?:\s+(?:snippet|sample|example|preview|log))?(?:\s*[:(-][^\n]{0,80})?$|^(?:示例|样例|日志|控制台|终端|运行|执行|命令|程序)?(?:输出|結果|结果|日志|响应|返回|出力|ログ)(?:结果|結果|内容|示例|如下|例)?[:：]?$|^(?:実行|コマンド)(?:結果|出力)[:：]?$|^(?:실행\s*)?(?:출력|결과|로그)(?:\s*결과)?[:：]?$/i;
/**
 * A lead-in in Chinese, Japanese or Korean whose last clause names output and ends in a colon: "可以看到输出：" (one can
 * see the output), "运行结果如下：" (the result of the run is as follows), "实行结果は次の通り：", "출력 결과:". A clause that
 * names code or a program after the word ("计算结果的代码如下：", the code that computes the result) introduces code.
 */
const CJK_OUTPUT_LEAD_IN = /(?:输出|打印|回显|结果|結果|日志|出力|ログ|출력|결과)(?:(?!代码|代碼|コード|코드|程序|程式|脚本|スクリプト)[^，。；,;\n]){0,12}[:：][*_\s]*$/;
/**
 * A lead-in that names the output it points at anywhere in its last sentence ("Taking a look at the following output
 * shows that …", "the response below", "The output is listed below", "Below is an example output of the changelog",
 * "errors that resemble the following log entry", "The following is the Console Output for one of my Tasks", "the full
 * information displayed at the end of Import-OSMedia").
 */
const OUTPUT_POINTED = /\b(?:(?:the|this) following (?:(?:output|response)s?|log (?:entry|entries|lines?|messages?))|the following is (?:the |an? )?(?:[\w-]+ ){0,2}(?:output|transcript|log)\b|information (?:displayed|printed|shown) (?:at|by|in|when|after)\b|(?:output|response)s? (?:(?:is|are) (?:\w+ )?)?(?:below|beneath)|below (?:is|are) (?:an? |the |some )?(?:example |sample )?(?:output|response)s?)\b(?![ \t]+(?:formats?|types?|fields?|schemas?|options?|settings?|config\w*)\b)/i;
/** How much of a lead-in's end is read. */
const LEAD_IN_READ = 320;

/**
 * The kind of recording a lead-in announces (the text of a paragraph, heading or summary right before a code block),
 * or undefined. A lead-in that ends in a colon introduces the block in its last sentence; one that does not may point
 * at it in an earlier sentence and go on about it ("Below is an example output of the changelog. The last column …").
 */
export function outputLeadInKind(leadIn: string): string | undefined {
  const end = leadIn.slice(-LEAD_IN_READ).replace(/\s+/g, ' ').trim();
  const body = end.replace(/[.!?:\s]+$/, '');
  const lastSentence = body.slice(Math.max(body.lastIndexOf('. '), body.lastIndexOf('! '), body.lastIndexOf('? ')) + 1);
  const pointed = OUTPUT_POINTED.test(/:[*_\s]*$/.test(end) ? lastSentence : body);
  return OUTPUT_LEAD_IN.test(end) || CJK_OUTPUT_LEAD_IN.test(end) || OUTPUT_TITLE.test(end) || pointed ? 'program output, as its lead-in says' : undefined;
}

/** Whether the lines open with an HTTP request or status line followed by header lines. */
function isHttpMessage(lines: readonly string[]): boolean {
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0 || !HTTP_START.test(lines[first].slice(0, HTTP_LINE_READ).trimStart())) return false;
  let headers = 0;
  for (let i = first + 1; i < lines.length && HTTP_HEADER.test(lines[i].slice(0, LINE_READ)); i++) headers++;
  return headers >= MIN_HEADERS;
}

/** Why a split of recorded output is the pipeline's, and what keeps it whole or cuts it well. */
export function recordedOutputCause(kind: string, tokens: number, maxTokens: number | undefined): PipelineCause {
  return {
    cause: `it is recorded output or data (${kind}) that the page shows as it is; each part keeps whole lines`,
    remedy: `maxTokens ≥ ${tokens} (now ${maxTokens ?? '?'}) keeps it whole, or a splitter that cuts code between lines and repeats the command`,
  };
}
