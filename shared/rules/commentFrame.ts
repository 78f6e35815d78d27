// Whether a code block is framed by a pair of comments that open and close one unit (`// X` … `// X end`,
// `# BEGIN X` … `# END X`, `-- start of X` … `-- end of X`): a section a reader pastes whole into a file, such as
// the classes appended to a MOF file or a managed block of a configuration file. Only the block's ends are read.

/** A comment line and its text, past rules of `=`, `-` or `*` around it: `// Title`, `# END X`, a C comment, an HTML comment. */
const COMMENT = /^\s*(?:\/\/+|#+|--|;+|\/\*+|<!--|\*+)\s*(.*?)\s*(?:\*+\/|-->)?\s*$/;
/** Comment text that is only a rule (`=====`, `-----`, `*****`), or nothing. */
const RULE = /^[=\-*#~_+\s]*$/;
/** How many lines at each end are read for the frame's comment. */
const FRAME_LINES = 4;
/** The most characters of a frame's title: a title, not a sentence. */
const TITLE_READ = 120;
/** The words that open a unit, and those that close it. */
const OPENING = /^(?:begin|start)(?:\s+of)?\s+/;

/** The text of the first comment with words met from `from` going by `step`, past blank lines and rules; undefined when code comes first. */
function frameText(lines: readonly string[], from: number, step: 1 | -1): string | undefined {
  for (let i = from, read = 0; i >= 0 && i < lines.length && read < FRAME_LINES; i += step) {
    if (lines[i].trim() === '') continue;
    read++;
    const text = COMMENT.exec(lines[i].slice(0, TITLE_READ + 20))?.[1];
    if (text === undefined) return undefined;
    if (!RULE.test(text)) return text.toLowerCase().replace(/\s+/g, ' ').replace(/[.:;,!]+$/, '');
  }
  return undefined;
}

/**
 * The titles of the comments that frame `lines` as one unit (the opening's and the closing's), or undefined: the last
 * comment closes what the first opens, as `X` and `X end`, `end X` or `end of X`, or `begin X` and `end X`.
 */
export function commentFrameOf(lines: readonly string[]): { open: string; close: string } | undefined {
  const open = frameText(lines, 0, 1);
  const close = open === undefined ? undefined : frameText(lines, lines.length - 1, -1);
  if (open === undefined || close === undefined || open === close || open.length > TITLE_READ) return undefined;
  const title = open.replace(OPENING, '');
  const closes = [`${title} end`, `end ${title}`, `end of ${title}`];
  return closes.includes(close) ? { open, close } : undefined;
}
