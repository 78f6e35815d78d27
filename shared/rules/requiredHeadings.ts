// Headings a schema or template requires, so that an empty section under one is nobody's to fill: PlatyPS
// cmdlet and about_ pages (front matter `schema: 2.0.0`), other scripts' pages of a cmdlet's help (its sections in
// capitals: SYNOPSIS, SYNTAX, …) and the headings a repository names in `requiredHeadings`.

import type { DocumentText } from '../text/documentText';
import type { Block } from '../model/types';

/** What a document's schema and configuration require; plain data, so the lint memo can key on it. */
export interface RequiredHeadings {
  /**
   * The document is a PlatyPS page (front matter `schema: 2.0.0`, or PlatyPS's `external help file:` / `Module Guid:`),
   * or a cmdlet's help written by another script, known by PowerShell help's sections in capitals.
   */
  platyPS: boolean;
  /** Configured headings: lower-cased text and, when pinned, the level. */
  configured: { level?: number; text: string }[];
}

/** PlatyPS 2.0.0's sections of a cmdlet page (SYNOPSIS … RELATED LINKS, ALIASES) and of an about_ page. */
const PLATYPS_SECTIONS = new Set([
  'synopsis', 'syntax', 'description', 'examples', 'parameters', 'inputs', 'outputs', 'notes', 'related links', 'aliases',
  'short description', 'long description', 'see also',
]);
/** PlatyPS sections whose subheadings are schema entries: parameter sets under SYNTAX, types under INPUTS and OUTPUTS. */
const PLATYPS_ENTRY_PARENTS = new Set(['syntax', 'inputs', 'outputs']);
const PLATYPS_SCHEMA = /^schema:[ \t]*["']?2\.0\.0["']?[ \t]*$/m;
/** PlatyPS's own front matter keys of a cmdlet page, which pages written before `schema: 2.0.0` carry too. */
const PLATYPS_KEYS = /^external help file:/im;
/** And of a module page. */
const PLATYPS_MODULE = /^Module Guid:/im;

/** Whether front matter is a PlatyPS page's: the schema, or the keys PlatyPS writes. */
function isPlatyPS(frontMatter: string): boolean {
  return PLATYPS_SCHEMA.test(frontMatter) || PLATYPS_KEYS.test(frontMatter) || PLATYPS_MODULE.test(frontMatter);
}

/**
 * A section title of PowerShell's help as `Get-Help` prints it, in capitals, as a heading of level 1 or 2: what a
 * script that turns a cmdlet's help into Markdown writes without PlatyPS's front matter (askui's
 * `Get-HelpByMarkdown.ps1`).
 */
const HELP_SECTION = /^#{1,2}[ \t]+(SYNOPSIS|SYNTAX|DESCRIPTION|PARAMETERS|INPUTS|OUTPUTS|NOTES|EXAMPLES|RELATED LINKS)[ \t]*$/gm;
/**
 * A page with SYNOPSIS, SYNTAX and at least this many help sections in all, in its first FRONT_MATTER_HEAD characters
 * (what is read for its front matter on each keystroke anyway), is a cmdlet's help.
 */
const MIN_HELP_SECTIONS = 3;

/** Whether the headings at the page's top are PowerShell help's sections in capitals: SYNOPSIS, SYNTAX and one more. */
function hasHelpSections(head: string): boolean {
  if (!head.includes('SYNOPSIS')) return false;
  const found = new Set<string>();
  for (const m of head.matchAll(HELP_SECTION)) found.add(m[1]);
  return found.has('SYNOPSIS') && found.has('SYNTAX') && found.size >= MIN_HELP_SECTIONS;
}

/** How far into a document its front matter and its help sections are looked for. */
const FRONT_MATTER_HEAD = 4000;

/** The YAML front matter at the top of `head` (without its fences), or '' when it has none. */
function frontMatterOf(text: string): string {
  const head = text.replace(/^\uFEFF/, '');
  if (!/^---[ \t]*\r?\n/.test(head)) return '';
  const end = head.search(/\n---[ \t]*(?:\r?\n|$)/);
  return end < 0 ? '' : head.slice(0, end);
}

/** The required headings of the document `text` under `configured` (the `requiredHeadings` setting). */
export function requiredHeadingsOf(text: DocumentText, configured: readonly string[]): RequiredHeadings {
  const head = text.slice(0, FRONT_MATTER_HEAD);
  return {
    platyPS: isPlatyPS(frontMatterOf(head)) || hasHelpSections(head),
    configured: configured.flatMap((value) => {
      const heading = parseRequiredHeading(value);
      return heading ? [{ ...heading, text: heading.text.toLowerCase() }] : [];
    }),
  };
}

/** Whether `heading` (a heading block) is one its document's schema or configuration requires. */
export function isRequiredHeading(heading: Block, text: string, required: RequiredHeadings | undefined): boolean {
  if (!required) return false;
  const key = text.trim().toLowerCase();
  const level = heading.level ?? 1;
  if (required.configured.some((r) => r.text === key && (r.level === undefined || r.level === level))) return true;
  if (!required.platyPS) return false;
  if (level <= 2 && PLATYPS_SECTIONS.has(key)) return true;
  const parent = heading.headingPath[heading.headingPath.length - 1]?.trim().toLowerCase();
  return level === 3 && parent !== undefined && PLATYPS_ENTRY_PARENTS.has(parent);
}

/** A required heading as configured: its text and, when it starts with `#`s, its level; undefined when malformed. */
export function parseRequiredHeading(value: string): { level?: number; text: string } | undefined {
  const match = /^(?:(#{1,6})[ \t]+)?(\S.*)$/.exec(value.trim());
  if (!match || (/^#/.test(match[2]) && !match[1])) return undefined;
  return { ...(match[1] ? { level: match[1].length } : {}), text: match[2].trim() };
}
