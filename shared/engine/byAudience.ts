// Who a document's findings are for. Documents whose text nobody edits line by line: a template (its empty sections are placeholders someone fills
// in a copy) and a generated file (it says so at its top, or it is a TypeDoc page: edits go to its source). A finding on one of their
// lines is no edit there to make; what helps is keeping them out of the index, or fixing the generator's source. The same holds for a
// generated part of a hand-written page: what a tool writes between its marker comments (an included snippet, a generated table).

import type { DocumentText } from '../text/documentText';
import type { Block, Finding, PipelineCause, Span } from '../model/types';
import { isContentBlock } from './blockContent';

/** What a generated file says of itself. Only read where a banner goes: a comment or front matter near the top. */
const GENERATED_SIGN = /\b(?:auto-?generated|generated (?:by|from|with|automatically)|do not edit|don't edit)\b/i;
/** The places near a file's top where a generator writes its banner: HTML and MDX comments, Liquid comments, front matter. */
const BANNER = /<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}|\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}|^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)|^\[\/\/\]: #[^\n]*/gm;
/**
 * A page of API reference that typedoc-plugin-markdown writes from TypeScript sources: its page header
 * (`[**package**](../README.md) • **Docs**`) or a title naming what the page documents (`# Function: name()`).
 */
const TYPEDOC_SIGN = /^(?:\[\*\*[^\n]*\*\*\]\([^)\n]*\) • \*\*Docs\*\*$|# (?:Class|Interface|Function|Type Alias|Variable|Enumeration|Namespace|Module): \S)/m;
const GENERATED_HEAD = 1000;
/** A file named as a template: `template.md`, `nomination-template.md`, `PULL_REQUEST_TEMPLATE.md` (not `templates.md`, a page about them). */
const TEMPLATE_NAME = /(?:^|[-_.])template(?:[-_.]|$)/i;
/** A folder of templates: `templates/`, `_templates/`, `.templates/`, Hugo's `archetypes/` (a vault's or a site's new-page templates). */
const TEMPLATE_FOLDER = /(?:^|[/\\])[._]?(?:templates?|archetypes)[/\\]/i;
/** Text a writer replaces in a copy: `[Your name]`, `<your-project>`, `(name of new package here)`, `TODO`, `Lorem ipsum`. */
const PLACEHOLDER = /\[(?:your|insert|enter|add|describe|name of|link to)\b[^\]\n]{0,80}\]|\((?:name|link|list|title|version|description) of [^()\n]{0,80}\bhere\)|<(?:your|insert)[-_ ][^>\n]{0,60}>|\bTODO\b|\bTBD\b|\blorem ipsum\b/i;

/** An HTML comment and its text. */
const COMMENT = /<!--([\s\S]*?)-->/g;
/**
 * The comment a tool writes before content it generates into a hand-written page: mdsnippets' `<!-- snippet: x -->` and
 * `<!-- include: x -->`, markdown-magic's `<!-- AUTO-GENERATED-CONTENT:START -->`, terraform-docs' `<!-- BEGIN_TF_DOCS -->`,
 * doctoc's `<!-- START doctoc generated TOC -->`: a start word and a word of generation, in either order.
 */
const REGION_OPEN = /^\s*(?:snippet|include)\s*:|(?:\b|_|:)(?:begin|start)(?![a-z])[\s\S]*(?:generat|_docs\b|do not (?:edit|modify|remove|change))|(?:generat|_docs\b)[\s\S]*(?:\b|_|:)(?:begin|start)(?![a-z])/i;
/** The name of a start marker (`ALL-CONTRIBUTORS-LIST` of `<!-- ALL-CONTRIBUTORS-LIST:START - Do not remove or modify this section -->`). */
const REGION_NAME = /^\s*([A-Za-z][\w-]*?)[:_ -]?(?:START|BEGIN)\b/i;
/**
 * The comment that closes such content: `<!-- endSnippet -->`, `<!-- endInclude -->`, `…:END`, `END_TF_DOCS`, `END doctoc
 * generated TOC`; or the start marker's name and END (`<!-- ALL-CONTRIBUTORS-LIST:END -->`).
 */
const REGION_CLOSE = /^\s*end\s*(?:snippet|include)\s*$|(?:\b|_|:)end(?![a-z])[\s\S]*(?:generat|_docs\b)|(?:generat|_docs\b)[\s\S]*(?:\b|_|:)end(?![a-z])/i;
/** Marker comments are short; a longer HTML block is read no further than this. */
const MARKER_BLOCK_CHARS = 2000;

/** The stretches of a page between a generating tool's opening and closing marker comments, in order. */
export function generatedRegions(blocks: readonly Block[]): Span[] {
  const regions: Span[] = [];
  let open: number | undefined;
  let closesByName: RegExp | undefined;
  for (const b of blocks) {
    if (b.kind !== 'html' || !b.text.includes('<!--')) continue;
    for (const m of b.text.slice(0, MARKER_BLOCK_CHARS).matchAll(COMMENT)) {
      const at = b.span.start + (m.index ?? 0);
      if (REGION_OPEN.test(m[1])) {
        open = at;
        const name = REGION_NAME.exec(m[1])?.[1];
        closesByName = name ? new RegExp(`^\\s*${name.replace(/[-]/g, '\\-')}[:_ -]?END\\b`, 'i') : undefined;
      } else if (open !== undefined && (REGION_CLOSE.test(m[1]) || closesByName?.test(m[1]))) {
        regions.push({ start: open, end: at + m[0].length });
        open = undefined;
      }
    }
  }
  return regions;
}

const GENERATED_PART: PipelineCause = {
  cause: "this part of the page is generated (between a tool's marker comments)",
  remedy: 'fixing what the tool includes at its source, or a strategy and budget that keep it whole',
};

/** `findings` with those inside a generated part of the page marked as pipeline findings. */
function applyGeneratedRegions(findings: Finding[], blocks: readonly Block[]): Finding[] {
  if (!blocks.some((b) => b.kind === 'html')) return findings;
  const regions = generatedRegions(blocks);
  if (!regions.length) return findings;
  return findings.map((f) => {
    if (f.pipeline || ALWAYS_SHOWN.has(f.ruleId)) return f;
    const inside = regions.some((r) => f.span.start >= r.start && f.span.start < r.end);
    return inside ? { ...f, message: `${f.message}: ${GENERATED_PART.cause}`, pipeline: GENERATED_PART } : f;
  });
}

/** Front matter that marks a page generated: `generated: true`, `autogenerated: "yes"`. */
const GENERATED_KEY = /^(?:auto_?)?generated:[ \t]*["']?(?:true|yes)["']?[ \t]*$/im;
/** A comment line of YAML or TOML front matter (`# This file is auto-generated by gen-docs.ts`). */
const FRONT_MATTER_COMMENT = /^[ \t]*#.*$/gm;

/**
 * Whether the text near the top carries a generator's banner: the sign in a comment, or in front matter a
 * `generated: true` key or the sign in a comment line (a title that says "generated by" is no banner).
 */
function saysGenerated(head: string): boolean {
  for (const banner of head.match(BANNER) ?? []) {
    if (!banner.startsWith('---')) {
      if (GENERATED_SIGN.test(banner)) return true;
      continue;
    }
    if (GENERATED_KEY.test(banner) || (banner.match(FRONT_MATTER_COMMENT) ?? []).some((line) => GENERATED_SIGN.test(line))) return true;
  }
  return false;
}

/**
 * What a template or a form holds and a page does not: a field a plugin fills in (Templater's `<% tp.file.title %>`,
 * Dataview's `` `=this.name` ``), a label with nothing after it (`***NAME:***`), a table row of a label and empty
 * cells (`| Total |   |   |`).
 */
const TEMPLATE_TRAIT = /<%[^%\n]{1,100}%>|`=this\.|^[*_]{1,3}[^*_\n]{1,40}:[*_]{1,3}[ \t]*$|^\|[^|\n]*\|(?:[ \t]*\|){2,}[ \t]*$/m;
/** A line that is only a slot in braces for a copy to fill (`{Optional: Result}`, `#### {Step 1.2}. {Step 1.2 summary}`): MDX expressions are code, not capitalised words. */
const SLOT_LINE = /^(?:#{1,6}[ \t]+)?\{[A-Z][^{}\n]{0,80}\}(?:[ .:-]{0,3}\{[A-Z][^{}\n]{0,80}\})*[ \t]*$/m;
/** A table row of only empty cells: a form to fill in (a character sheet, a checklist), wherever it is kept. */
const EMPTY_ROW = /^\|(?:[ \t]*\|){2,}[ \t]*$/m;
/** How much of a file is read for a template's traits (a form's fields come early; typing reads no more than this). */
const TRAIT_READ = 6_000;

/**
 * A list item a copy fills in: a lone `x`, `…` or `?`, or a label with nothing after its dash or colon
 * (`- [ ] x`, `1. x`, `- [ ] **A** - `), checkbox and all.
 */
const FILL_IN_ITEM = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]?\][ \t]+)?(?:x|\.{3}|…|\?|(?:\*\*|__)?[^*_\n]{1,30}?(?:\*\*|__)?[ \t]*[-–:])?[ \t]*$/;
/** A list item's text without its marker and checkbox. */
const ITEM_TEXT = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]?\][ \t]+)?/;

/** The lower-case words of `text`, a trailing plural `s` dropped (`Npcs` and `npc` are one word). */
function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => (w.length > 3 ? w.replace(/s$/, '') : w));
}

/** Whether list `text` is only items a copy fills in (FILL_IN_ITEM). */
function isFillInList(text: string): boolean {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  return lines.length > 0 && lines.every((l) => FILL_IN_ITEM.test(l));
}

/**
 * Whether `body` (a section's content blocks) holds no text of its own: nothing, items to fill in, or items that
 * only repeat the heading's words (`* npcs` under `# Npcs`, `- [ ] Scenes` under `# Scenes`): an outline's slot.
 */
function isPlaceholderBody(body: readonly Block[], heading: Block): { empty: boolean; fillIn: boolean } {
  const title = new Set(wordsOf(heading.text.replace(/^#+/, '')));
  let fillIn = false;
  for (const b of body) {
    if (b.kind !== 'list') return { empty: false, fillIn };
    if (isFillInList(b.text)) {
      fillIn = true;
      continue;
    }
    const echoes = b.text.split('\n').filter((l) => l.trim() !== '').every((l) => {
      const words = wordsOf(l.replace(ITEM_TEXT, ''));
      return words.length > 0 && words.every((w) => title.has(w));
    });
    if (!echoes) return { empty: false, fillIn };
  }
  return { empty: true, fillIn };
}

/** A document's leaf sections (headings with no deeper heading right after): how many, how many hold no text of their own, and whether any holds items to fill in. */
/** A document's leaf sections, counted once per document (outlineOf). */
interface Outline {
  leaves: number;
  /** Leaf sections with no text of their own. */
  empty: number;
  /** Some section holds items to fill in. */
  fillIn: boolean;
}

function outlineOf(blocks: readonly Block[]): Outline {
  let leaves = 0;
  let empty = 0;
  let fillIn = false;
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (b.kind !== 'heading') continue;
    const body: Block[] = [];
    let j = i + 1;
    for (; j < blocks.length && blocks[j].kind !== 'heading'; j++) if (isContentBlock(blocks[j]) && /\S/.test(blocks[j].text)) body.push(blocks[j]);
    const next = blocks[j];
    if (!body.length && next?.kind === 'heading' && (next.level ?? 1) > (b.level ?? 1)) continue;
    leaves++;
    const placeholder = isPlaceholderBody(body, b);
    if (placeholder.empty) empty++;
    fillIn ||= placeholder.fillIn;
  }
  return { leaves, empty, fillIn };
}

/** An outline has at least this many leaf sections for all of them being empty to make it one. */
const MIN_OUTLINE_LEAVES = 3;

/**
 * Whether a file named or kept as a template reads as one: a placeholder in its prose, a template's trait
 * (TEMPLATE_TRAIT), or at least half of its leaf sections without text of their own (an outline to fill in). A
 * page that documents templates has none of them.
 */
function looksLikeTemplate(blocks: readonly Block[], text: string, outline: () => Outline): boolean {
  if (TEMPLATE_TRAIT.test(text) || SLOT_LINE.test(text)) return true;
  if (blocks.some((b) => (b.kind === 'paragraph' || b.kind === 'list' || b.kind === 'quote') && PLACEHOLDER.test(b.text))) return true;
  const { leaves, empty } = outline();
  return empty > 0 && 2 * empty >= leaves;
}

/**
 * Whether any page reads as a form or an outline not filled in yet: a table row of empty cells, items to fill
 * in beside an empty section, or every one of its (at least MIN_OUTLINE_LEAVES) leaf sections without text.
 */
function looksLikeForm(text: string, outline: () => Outline): boolean {
  if (EMPTY_ROW.test(text)) return true;
  const { leaves, empty, fillIn } = outline();
  return (fillIn && empty > 0) || (leaves >= MIN_OUTLINE_LEAVES && empty === leaves);
}

/** Why no line of the document is the writer's to fix, or undefined for an ordinary document. */
function documentRoleOf(documentId: string, text: DocumentText, blocks: readonly Block[]): PipelineCause | undefined {
  const cut = Math.max(documentId.lastIndexOf('/'), documentId.lastIndexOf('\\')) + 1;
  const name = documentId.slice(cut);
  const top = text.slice(0, TRAIT_READ);
  const kept = TEMPLATE_NAME.test(name.replace(/\.[^.]*$/, '')) || TEMPLATE_FOLDER.test(documentId.slice(0, cut));
  let outline: Outline | undefined;
  const outlined = () => (outline ??= outlineOf(blocks));
  if ((kept && looksLikeTemplate(blocks, top, outlined)) || looksLikeForm(top, outlined)) {
    return { cause: 'this file is a template, a form or an outline not filled in yet: its empty sections are placeholders', remedy: 'keeping templates out of the index (`ignores` in .chunklens.json, and in the pipeline)' };
  }
  const head = text.slice(0, GENERATED_HEAD);
  if (saysGenerated(head)) {
    return { cause: 'this file is generated (it says so at its top)', remedy: "fixing the generator's source, or keeping generated files out of the index (`ignores`)" };
  }
  if (TYPEDOC_SIGN.test(head)) {
    return { cause: 'this file is TypeDoc output (typedoc-plugin-markdown), generated from code comments', remedy: 'fixing the doc comments in the source, or keeping generated API pages out of the index (`ignores`)' };
  }
  return undefined;
}

/** Input and internal problems stay the writer's and chunklens's: they say the file could not be read. */
const ALWAYS_SHOWN = new Set(['CK100', 'CK900']);

/** `findings` with those a role makes pipeline findings marked so (the others as they are). */
function applyDocumentRole(findings: Finding[], role: PipelineCause | undefined): Finding[] {
  if (!role) return findings;
  return findings.map((f) => (f.pipeline || ALWAYS_SHOWN.has(f.ruleId) ? f : { ...f, message: `${f.message}: ${role.cause}`, pipeline: role }));
}

/**
 * The findings of one document shown per line (pipeline ones too when `pipelineFindings` is `inline`), and
 * its pipeline findings: those a rule marked, and every finding of a template or generated file.
 */
export function byAudience(
  linted: Finding[],
  input: { documentId: string; text: DocumentText; settings: { pipelineFindings: 'summary' | 'inline' } },
  blocks: readonly Block[],
): { findings: Finding[]; pipelineFindings: Finding[] } {
  const findings = linted.length ? applyGeneratedRegions(applyDocumentRole(linted, documentRoleOf(input.documentId, input.text, blocks)), blocks) : linted;
  if (!findings.some((f) => f.pipeline)) return { findings, pipelineFindings: [] };
  const pipelineFindings = findings.filter((f) => f.pipeline);
  return { findings: input.settings.pipelineFindings === 'inline' ? findings : findings.filter((f) => !f.pipeline), pipelineFindings };
}
