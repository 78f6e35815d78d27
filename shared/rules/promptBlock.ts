// Whether a code block is a prompt for a language model, named so by the heading of its section ("### Education
// organization prompt", "## System prompts"): prose set in a fence so that a reader copies it whole into a chat or an
// API call. Its parts mean something only together (a role, the task, the rules, the format asked for), so a cut
// through it is the pipeline's, like a whole program's.

import { cjkCharCount } from '../text/cjkChars';

/**
 * A title that names a prompt: the word "prompt" or "prompts", not a shell's (`Command prompt`, `Customize the
 * Bash prompt`), nor the prompt of a form or a login; or the rules and instructions a coding agent reads as its
 * prompt (`如何给cursor添加Rule？`, "Cursor rules", `.cursorrules`, "custom instructions", "system message").
 */
const PROMPT_TITLE =
  /(?<!\b(?:command|shell|terminal|cmd|console|bash|zsh|fish|powershell|anaconda|developer|login|password|sudo|input|python|node|mysql|psql|interactive|starship)\s+)\bprompts?\b|提示词|\b(?:cursor|windsurf|cline|trae|copilot)\b[^\n]{0,30}(?:\brules?\b|\binstructions\b|规则)|\brules?\b[^\n]{0,20}\b(?:for|in|of)\s+(?:cursor|windsurf|cline|trae)\b|\.cursorrules\b|\bcustom instructions\b|\bsystem (?:message|instructions)\b/i;
/**
 * A prose line is at least this long, or has at least PROSE_WORDS words or PROSE_CJK_CHARS Chinese or Japanese
 * characters (a sentence or a list item, not a field name).
 */
const PROSE_LINE = 30;
const PROSE_WORDS = 3;
const PROSE_CJK_CHARS = 8;
/** At least this share of a prose line's characters are letters, spaces and sentence punctuation. */
const PROSE_CHAR_SHARE = 0.8;
/** At least this share of the block's characters stand in prose lines. */
const PROSE_SHARE = 0.5;
/** A line is read no further than this. */
const LINE_READ = 400;
/** Characters of prose: letters (any script), marks, digits, spaces and the punctuation sentences use. */
const PROSE_CHAR = /[\p{L}\p{M}\p{N}\s,.;:!?'"’“”()\-—–，。；：！？、（）]/gu;

/** Whether most of the lines (by characters) are sentences: a prompt is prose in a fence, code is not. */
function readsAsProse(lines: readonly string[]): boolean {
  let all = 0;
  let prose = 0;
  for (const raw of lines) {
    const line = raw.slice(0, LINE_READ).trim().replace(/^(?:[-*+]|\d+[.)]|#{1,6})\s+/, '');
    all += line.length;
    const short = line.length < PROSE_LINE && line.split(/\s+/).length < PROSE_WORDS && cjkCharCount(line) < PROSE_CJK_CHARS;
    if (short || /[;{}]$|=>|\)\s*\{/.test(line)) continue;
    if ((line.match(PROSE_CHAR)?.length ?? 0) >= PROSE_CHAR_SHARE * line.length) prose += line.length;
  }
  return all > 0 && prose >= PROSE_SHARE * all;
}

/**
 * Why the block is a prompt sent whole, when `title` (its section's heading) names a prompt and its lines are prose;
 * else undefined. The lines are read only under such a title.
 */
export function promptTitleEvidence(title: string | undefined, lines: () => readonly string[]): string | undefined {
  if (title === undefined || !PROMPT_TITLE.test(title) || !readsAsProse(lines())) return undefined;
  return `the heading of its section calls it a prompt, prose a reader sends to the model whole ("${title}")`;
}
