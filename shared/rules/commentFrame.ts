// Whether a code block is framed by a pair of comments that open and close one unit (`// X` … `// X end`,
// `# BEGIN X` … `# END X`, `-- start of X` … `-- end of X`, `'BeginHelloData` … `'EndHelloData`,
// `<!-- BeginMoveVBS -->` … `<!-- EndMoveVBS -->`): a section a reader pastes whole into a file, such as the classes
// appended to a MOF file or a managed block of a configuration file, or a sample whose ends its source marks for
// extraction. Only the block's ends are read.

/** A comment line and its text: `// Title`, `# END X`, a C comment, an HTML comment, a Visual Basic `'` comment. */
const COMMENT = /^\s*(?:\/\/+|#+|--|;+|\/\*+|<!--|\*+|'+)\s*(.*?)\s*(?:\*+\/|-->)?\s*$/;
/** Rules of `=`, `-` or `*` around a comment's text (`-- ****** End: Script ****** `). */
const RULE_ENDS = /^[=\-*#~_+\s]+|[=\-*#~_+\s]+$/g;
/** Comment text that is only a rule (`=====`, `-----`, `*****`), or nothing. */
const RULE = /^[=\-*#~_+\s]*$/;
/** How many lines at each end are read for the frame's comment. */
const FRAME_LINES = 4;
/** The most characters of a frame's title: a title, not a sentence. */
const TITLE_READ = 120;
/** The words that open a unit, and those that close it. */
const OPENING = /^(?:begin|start)(?:\s+of)?[\s:]+/;
/** An opening word glued to the title in camel case, as extraction marks are written: `BeginHelloData`, `StartSample`. */
const GLUED_OPENING = /^(?:Begin|Start)(?=[A-Z])/;

/** The text of the first comment with words met from `from` going by `step`, past blank lines and rules (its case kept); undefined when code comes first. */
function frameText(lines: readonly string[], from: number, step: 1 | -1): string | undefined {
  for (let i = from, read = 0; i >= 0 && i < lines.length && read < FRAME_LINES; i += step) {
    if (lines[i].trim() === '') continue;
    read++;
    const text = COMMENT.exec(lines[i].slice(0, TITLE_READ + 20))?.[1];
    if (text === undefined) return undefined;
    if (!RULE.test(text)) return text.replace(RULE_ENDS, '').replace(/\s+/g, ' ').replace(/[.:;,!]+$/, '');
  }
  return undefined;
}

/**
 * The titles of the comments that frame `lines` as one unit (the opening's and the closing's, in lower case), or
 * undefined: the last comment closes what the first opens, as `X` and `X end`, `end X` or `end of X`, `begin X` and
 * `end X`, or `BeginX` and `EndX`.
 */
export function commentFrameOf(lines: readonly string[]): { open: string; close: string } | undefined {
  const first = frameText(lines, 0, 1);
  const last = first === undefined ? undefined : frameText(lines, lines.length - 1, -1);
  if (first === undefined || last === undefined || first.length > TITLE_READ) return undefined;
  const open = first.toLowerCase();
  const close = last.toLowerCase().replace(/^end(\s+of)?[\s:]+/, 'end$1 ');
  if (open === close) return undefined;
  const glued = GLUED_OPENING.test(first);
  const title = glued ? open.replace(/^(?:begin|start)/, '') : open.replace(OPENING, '');
  const closes = glued ? [`end${title}`] : [`${title} end`, `end ${title}`, `end of ${title}`];
  return closes.includes(close) ? { open, close } : undefined;
}
