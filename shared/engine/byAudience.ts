// Who a document's findings are for. Documents whose text nobody edits line by line: a template (its empty sections are placeholders someone fills
// in a copy) and a generated file (it says so at its top, its generator signs its end, it is API reference a tool writes:
// generatedApiPages.ts, it is converted from the notebook it links (notebookPages.ts), it is a build's or an editor's
// copy of a page (toolCopies.ts), or the repository marks it `linguist-generated`: edits go to its source;
// a plugin's data file: an Obsidian Kanban board or Excalidraw drawing). A finding on one of their
// lines is no edit there to make; what helps is keeping them out of the index, or fixing the generator's source. The same holds for a
// generated part of a hand-written page: what a tool writes between its marker comments (an included snippet, a generated table).

import type { DocumentText } from '../text/documentText';
import type { Block, Finding, PipelineCause } from '../model/types';
import { findGeneratedMarkers, generatedRegions, type GeneratedMarkers } from './generatedMarkers';
import { tallyOutline, type Outline } from './tallyOutline';
import { isUnfilledForm } from './unfilledForm';
import { signedAtEnd } from './generatorSignature';
import { GENERATED_PHRASE, GENERATED_SIGN } from '../text/generatedSign';
import { headingTitleOf } from '../rules/orphanHeading';
import { generatedApiPageCause } from './generatedApiPages';
import { convertedNotebookPage, NOTEBOOK_LINK_READ, sourceNotebookOf } from './notebookPages';
import { toolCopyOf } from './toolCopies';

/** The places near a file's top where a generator writes its banner: HTML and MDX comments, Liquid comments, front matter. */
const BANNER = /<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}|\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}|^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)|^\[\/\/\]: #[^\n]*/gm;
const GENERATED_HEAD = 1000;
/**
 * Files a plugin writes, known by the key it puts into their front matter: an Obsidian Kanban board
 * (`kanban-plugin: basic`) and an Excalidraw drawing (`excalidraw-plugin: parsed`).
 */
const PLUGIN_FILES: ReadonlyArray<{ key: RegExp } & PipelineCause> = [
  {
    key: /^---\r?\n(?:[^\r\n]*\r?\n){0,30}?kanban-plugin:[ \t]*\S/,
    cause: "this file is an Obsidian Kanban board: its headings are the board's lanes and its list items the cards, which the plugin writes",
    remedy: "keeping boards out of the index (`ignores`), or indexing the cards' notes instead",
  },
  {
    key: /^---\r?\n(?:[^\r\n]*\r?\n){0,30}?excalidraw-plugin:[ \t]*\S/,
    cause: "this file is an Obsidian Excalidraw drawing: its text elements and its `## Drawing` data are the plugin's, written as it saves the drawing",
    remedy: 'keeping drawings out of the index (`ignores`: `**/*.excalidraw.md`)',
  },
  {
    key: /^---\r?\n(?:[^\r\n]*\r?\n){0,30}?[^\r\n]*\bcopilot-conversation\b/,
    cause: 'this file is a chat that the Obsidian Copilot plugin saved (tagged `copilot-conversation`): the turns are written by the plugin and the model as they happened',
    remedy: 'keeping saved chats out of the index (`ignores`), or cleaning them into notes first',
  },
  {
    key: /^---\r?\n(?:[^\r\n]*\r?\n){0,30}?copilot-command-[\w-]+:/,
    cause: 'this file is a custom prompt of the Obsidian Copilot plugin (its `copilot-command-` properties): the plugin sends its text to the model as written, breaks and placeholders included',
    remedy: 'keeping the plugin\'s prompt folder out of the index (`ignores`)',
  },
];
/** A file named as a template: `template.md`, `nomination-template.md`, `PULL_REQUEST_TEMPLATE.md` (not `templates.md`, a page about them). */
const TEMPLATE_NAME = /(?:^|[-_.])template(?:[-_.]|$)/i;
/**
 * A folder of templates: `templates/`, `_templates/`, `.templates/`, Hugo's `archetypes/` (a vault's or a site's
 * new-page templates), also behind a vault's number for ordering its folders (`10 TEMPLATES/`, `99 - Templates/`).
 */
const TEMPLATE_FOLDER = /(?:^|[/\\])(?:\d{1,3}[ ._-]*)?[._]?(?:templates?|archetypes)[/\\]/i;
/** Text a writer replaces in a copy: `[Your name]`, `[Test Technique Name Here]`, `<your-project>`, `(name of new package here)`, `TODO`, `Lorem ipsum`. */
const PLACEHOLDER = /\[(?:your|insert|enter|add|describe|name of|link to)\b[^\]\n]{0,80}\]|\[[A-Z][^\]\n]{0,60} here\](?!\()|\((?:name|link|list|title|version|description) of [^()\n]{0,80}\bhere\)|<(?:your|insert)[-_ ][^>\n]{0,60}>|\bTODO\b|\bTBD\b|\blorem ipsum\b/i;

const GENERATED_PART: PipelineCause = {
  cause: "this part of the page is generated (between a tool's marker comments)",
  remedy: 'fixing what the tool includes at its source, or a strategy and budget that keep it whole',
};

/** `findings` with those inside a generated part of the page marked as pipeline findings. */
function applyGeneratedRegions(findings: Finding[], markers: GeneratedMarkers): Finding[] {
  const regions = generatedRegions(markers);
  if (!regions.length) return findings;
  return findings.map((f) => {
    if (f.pipeline || ALWAYS_SHOWN.has(f.ruleId)) return f;
    const inside = regions.some((r) => f.span.start >= r.start && f.span.start < r.end);
    return inside ? { ...f, message: `${f.message}: ${GENERATED_PART.cause}`, pipeline: GENERATED_PART } : f;
  });
}

/** A generator's word in a sentence: "Generated from `cast admin --help`", "auto-generated", "generated by" (also right after the `_` of emphasis). */
const GENERATED_WORD = new RegExp(String.raw`(?<![a-z])(?:${GENERATED_PHRASE})\b`, 'i');
/** Telling the reader not to edit: "Do not edit", "don't modify", "instead of editing it", "must not be edited", "changes will be overwritten". */
const DO_NOT_EDIT = /\b(?:do not|don't|never) (?:edit|modify|change)\b|\binstead of editing\b|\bnot be (?:edited|modified)\b|\b(?:edits|changes) (?:[\w ]{0,30} )?(?:will|would) be (?:lost|overwritten)\b/i;
/** A paragraph emphasised whole (`_Generated from … directly._`, `**…**`): set apart from the page's prose. */
const EMPHASISED = /^([*_]{1,2})(?![\s*_])[\s\S]*[^\s*_\\]\1$/;

/** A marker that opens a note (`:::note`, `!!! warning`, `??? info`, `{% hint style="info" %}`): what follows is set apart. */
const NOTE_OPEN = /^(?::{3,}|!{3}|\?{3}\+?)[ \t]*\{?(?:note|info|warning|caution|important|tip|danger|attention)\b|^\{%-?\s*hint\b/i;

/**
 * Whether a block near the top is a banner in the page's own text: set apart (a paragraph emphasised whole, a quote,
 * or the text of a note) and saying both that the page is generated and not to edit it. A plain sentence that says so
 * ("The report generated by the build … Do not edit it by hand.") is the writer's prose, not a banner.
 */
function hasProseBanner(blocks: readonly Block[]): boolean {
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (b.span.start >= GENERATED_HEAD || b.text.length > GENERATED_HEAD || (b.kind !== 'paragraph' && b.kind !== 'quote')) continue;
    const text = b.text.trim();
    const inNote = i > 0 && blocks[i - 1].kind === 'marker' && NOTE_OPEN.test(blocks[i - 1].text.trim());
    const apart = b.kind === 'quote' || inNote || EMPHASISED.test(text);
    if (apart && GENERATED_WORD.test(text) && DO_NOT_EDIT.test(text)) return true;
  }
  return false;
}

/**
 * Front matter that marks a page generated: `generated: true`, `autogenerated: "yes"`, or a key whose whole value says
 * so (Microsoft Learn's `ms.custom: generated` on the policy pages its tool writes).
 */
const GENERATED_KEY = /^(?:(?:auto_?)?generated:[ \t]*["']?(?:true|yes)["']?|[\w.-]+:[ \t]*["']?(?:auto-?)?generated["']?)[ \t]*$/im;
/**
 * A front matter value in which the page says it is generated (`description: "This reference documentation is
 * generated from the Tracing Policy CRD specification"`): the page itself is the subject, not something it documents.
 */
const SAYS_ITSELF_GENERATED = /\bthis (?:[\w-]+ ){0,2}(?:page|file|document|documentation|reference) (?:is|was) (?:(?:auto|automatically|machine)[- ])?generated\b/i;
/**
 * A front matter summary of the page that opens by saying it is generated (`description: Auto-generated Solidity API
 * reference.`, `summary: "Generated from the OpenAPI spec"`): a description describes the page itself.
 */
const DESCRIBED_GENERATED = new RegExp(String.raw`^(?:description|summary|abstract|excerpt|subtitle|lead):[ \t]*["'>|-]*[ \t]*(?:${GENERATED_PHRASE})\b`, 'im');
/** A comment line of YAML or TOML front matter (`# This file is auto-generated by gen-docs.ts`). */
const FRONT_MATTER_COMMENT = /^[ \t]*#.*$/gm;

/**
 * Whether the text near the top carries a generator's banner: the sign in a comment, or in front matter a
 * `generated: true` key, a value saying this page is generated, or the sign in a comment line (a title that says
 * "generated by" is no banner).
 */
function saysGenerated(head: string): boolean {
  for (const banner of head.match(BANNER) ?? []) {
    if (!banner.startsWith('---')) {
      if (GENERATED_SIGN.test(banner)) return true;
      continue;
    }
    if (GENERATED_KEY.test(banner) || SAYS_ITSELF_GENERATED.test(banner) || DESCRIBED_GENERATED.test(banner) || (banner.match(FRONT_MATTER_COMMENT) ?? []).some((line) => GENERATED_SIGN.test(line))) return true;
  }
  return false;
}

/**
 * What a template or a form holds and a page does not: a field a plugin fills in (Templater's `<% tp.file.title %>`,
 * Dataview's `` `=this.name` ``, the variables of Obsidian's Templates and of QuickAdd, `{{date:YYYY-MM-DD}}`,
 * `{{title}}`, `{{VALUE}}`), a label with nothing after it (`***NAME:***`, a list item's `- **Q:**`), a table row of a label and empty cells
 * (`| Total |   |   |`), a title in front matter that names what goes there (`title: Component name (singular)`), a
 * date to fill in (`creation-date: yyyy-mm-dd`).
 */
const TEMPLATE_TRAIT = /<%[^%\n]{1,100}%>|`=this\.|\{\{(?:date|time|title|value|name)(?::[^{}\n]{0,40})?\}\}|^(?:[ \t]*[-*+][ \t]+)?[*_]{1,3}[^*_\n]{1,40}:[*_]{1,3}[ \t]*$|^\|[^|\n]*\|(?:[ \t]*\|){2,}[ \t]*$|^title:[ \t]*["']?(?:[A-Za-z-]+[ \t]+)?(?:name|title)(?:[ \t]*\([^()\n]{0,40}\))?["']?[ \t]*$|^[\w-]{1,40}:[ \t]*["']?(?:yyyy|YYYY)-(?:mm|MM)-(?:dd|DD)["']?[ \t]*$/im;
/** A line that is only a slot in braces for a copy to fill (`{Optional: Result}`, `#### {Step 1.2}. {Step 1.2 summary}`): MDX expressions are code, not capitalised words. */
const SLOT_LINE = /^(?:#{1,6}[ \t]+)?\{[A-Z][^{}\n]{0,80}\}(?:[ .:-]{0,3}\{[A-Z][^{}\n]{0,80}\})*[ \t]*$/m;
/**
 * A line that ends in a slot's name and "here", for the copy to replace: `# Awesome Tool Name Here`, `Quick and easy
 * setup steps here`, `Description here.` (a sentence that points "here", `see the details here`, links elsewhere).
 */
const HERE_SLOT = /^(?:#{1,6}[ \t]+)?[^\n[\]()]{0,60}\b(?:name|title|description|text|content|steps|details|summary)[ \t]+here[.!]?[ \t]*$/im;
/** A table row of only empty cells: a form to fill in (a character sheet, a checklist), wherever it is kept. */
const EMPTY_ROW = /^\|(?:[ \t]*\|){2,}[ \t]*$/m;
/** How much of a file is read for a template's traits (a form's fields come early; typing reads no more than this). */
const TRAIT_READ = 6_000;

/** An outline has at least this many leaf sections for all of them being empty to make it one. */
const MIN_OUTLINE_LEAVES = 3;

/**
 * Whether a file named or kept as a template reads as one: a placeholder in its prose, a template's trait
 * (TEMPLATE_TRAIT), a slot line (SLOT_LINE, HERE_SLOT), or at least half of its leaf sections without text of their own (an outline to fill in). A
 * page that documents templates has none of them.
 */
function looksLikeTemplate(blocks: readonly Block[], text: string, outline: () => Outline): boolean {
  if (TEMPLATE_TRAIT.test(text) || SLOT_LINE.test(text) || HERE_SLOT.test(text)) return true;
  if (blocks.some((b) => (b.kind === 'paragraph' || b.kind === 'list' || b.kind === 'quote') && PLACEHOLDER.test(b.text))) return true;
  const { leaves, empty } = outline();
  return empty > 0 && 2 * empty >= leaves;
}

/**
 * Whether any page reads as a form or an outline not filled in yet: a table row of empty cells, items to fill
 * in beside an empty section, every one of its (at least MIN_OUTLINE_LEAVES) leaf sections without text, or
 * empty slots beside short labels and nothing written (unfilledForm.ts).
 */
function looksLikeForm(text: string, outline: () => Outline, blocks: readonly Block[]): boolean {
  if (EMPTY_ROW.test(text)) return true;
  const { leaves, empty, fillIn } = outline();
  return (fillIn && empty > 0) || (leaves >= MIN_OUTLINE_LEAVES && empty === leaves) || isUnfilledForm(blocks);
}

/** The cause of every finding of a template, a form or an outline not filled in (the lint run's template fold reads it). */
export const TEMPLATE_DOCUMENT: PipelineCause = {
  cause: 'this file is a template, a form or an outline not filled in yet: its empty sections are placeholders',
  remedy: 'keeping templates out of the index (`ignores` in .chunklens.json, and in the pipeline)',
};

/** Where the file name of `documentId` starts (after its last `/` or `\\`; 0 for a bare name). */
function nameStart(documentId: string): number {
  return Math.max(documentId.lastIndexOf('/'), documentId.lastIndexOf('\\')) + 1;
}

/** Whether the file at `documentId` is named or kept as a template (`*-template.md`, `Templates/…`, Hugo's `archetypes/…`). */
export function isKeptAsTemplate(documentId: string): boolean {
  const cut = nameStart(documentId);
  return TEMPLATE_NAME.test(documentId.slice(cut).replace(/\.[^.]*$/, '')) || TEMPLATE_FOLDER.test(documentId.slice(0, cut));
}

/**
 * The folder (a prefix of paths, '' for all) whose pages are copied from the template at `documentId`: the folder
 * that holds its templates folder (a vault's `templates/` serves the whole vault), else its own folder (a
 * `001-proposal-template.md` serves the proposals beside it).
 */
export function templateScopeOf(documentId: string): string {
  const cut = nameStart(documentId);
  const folder = TEMPLATE_FOLDER.exec(documentId.slice(0, cut));
  if (!folder) return documentId.slice(0, cut);
  return documentId.slice(0, folder.index + (/^[/\\]/.test(folder[0]) ? 1 : 0));
}

/**
 * The titles of the headings of a template file (one named or kept as a template that reads as one), the slots its
 * copies fill; undefined for any other document. Read whether or not the template keeps its sections empty: a
 * template whose sections hold only guidance has slots all the same.
 */
export function templateHeadingTitles(documentId: string, text: Pick<DocumentText, 'slice'>, blocks: readonly Block[]): string[] | undefined {
  if (!isKeptAsTemplate(documentId) || !looksLikeTemplate(blocks, text.slice(0, TRAIT_READ), () => tallyOutline(blocks).outline)) return undefined;
  return blocks.filter((b) => b.kind === 'heading').map(headingTitleOf);
}

/** The cause of every finding of a file the repository marks generated in a `.gitattributes` (`linguist-generated`). */
const MARKED_GENERATED: PipelineCause = {
  cause: 'this file is generated (a .gitattributes of the repository marks it linguist-generated)',
  remedy: "fixing the generator's source, or keeping generated files out of the index (`ignores`)",
};

/** The cause of every finding of a page converted from the document of the same name beside it (server/node/convertedSources.ts). */
const CONVERTED_DOCUMENT: PipelineCause = {
  cause: "this page is converted from the document of the same name beside it (a PDF, Word, slide or e-book file): its headings and breaks are the converter's, not a writer's",
  remedy: 'parsing the document with a layout-aware converter (MinerU, Docling) and chunking its blocks, or cleaning the converted text before indexing',
};

/** The cause of every finding of a page a book's table of contents leaves out (server/node/bookChapters.ts). */
const UNLISTED_CHAPTER: PipelineCause = {
  cause: "this page is in the book's source folder but its table of contents does not list it (SUMMARY.md of mdBook and GitBook, _toc.yml of a Jupyter Book that builds only those files): the book builds only the pages listed, so no reader sees it",
  remedy: 'indexing the pages the table of contents lists (the built book), or keeping unlisted pages out of the index (`ignores`)',
};

/** The cause of every finding of a page in a Hugo language folder the site's configuration does not build (shared/sites/hugoLanguages.ts). */
const UNBUILT_LANGUAGE: PipelineCause = {
  cause: "this page is in the site's content folder but in none of the folders its configured languages build (a language commented out of the configuration, or disabled): Hugo does not build it, so no reader sees it",
  remedy: 'indexing the built site, or keeping the folders of languages the site does not build out of the index (`ignores`)',
};

/** A book's table of contents: the `SUMMARY.md` that mdBook and GitBook read as the book's navigation. */
const BOOK_SUMMARY = /(?:^|[/\\])SUMMARY\.md$/;
/** The sites whose books keep their table of contents in `SUMMARY.md`. */
const SUMMARY_SITES = new Set(['mdbook', 'gitbook']);
/** The cause of every finding of a book's `SUMMARY.md`. */
const BOOK_CONTENTS: PipelineCause = {
  cause: "this file is the book's table of contents (mdBook's and GitBook's SUMMARY.md): the generator reads it as navigation, not as a page",
  remedy: 'keeping SUMMARY.md out of the index (`ignores`)',
};

/** Why no line of the document is the writer's to fix, or undefined for an ordinary document. */
function documentRoleOf(documentId: string, text: DocumentText, blocks: readonly Block[], known: Outline | undefined, settings: RoleSettings): PipelineCause | undefined {
  if (settings.markedGenerated) return MARKED_GENERATED;
  if (settings.converted) return CONVERTED_DOCUMENT;
  if (settings.unlistedChapter) return UNLISTED_CHAPTER;
  if (settings.unbuiltLanguage) return UNBUILT_LANGUAGE;
  const copy = toolCopyOf(documentId);
  if (copy) return copy;
  if (settings.site?.site !== undefined && SUMMARY_SITES.has(settings.site.site) && BOOK_SUMMARY.test(documentId)) return BOOK_CONTENTS;
  const top = text.slice(0, TRAIT_READ);
  const kept = isKeptAsTemplate(documentId);
  let outline = known;
  const outlined = () => (outline ??= tallyOutline(blocks).outline);
  if ((kept && looksLikeTemplate(blocks, top, outlined)) || looksLikeForm(top, outlined, blocks)) {
    return TEMPLATE_DOCUMENT;
  }
  if (isWebClipping(blocks)) return WEB_CLIPPING;
  const notebook = sourceNotebookOf(documentId, text.slice(0, NOTEBOOK_LINK_READ));
  if (notebook !== undefined) return convertedNotebookPage(notebook);
  const head = text.slice(0, GENERATED_HEAD);
  if (saysGenerated(head) || hasProseBanner(blocks)) {
    return { cause: 'this file is generated (it says so at its top)', remedy: "fixing the generator's source, or keeping generated files out of the index (`ignores`)" };
  }
  if (signedAtEnd(blocks, text)) {
    return { cause: 'this file is generated (its generator signs it at the end)', remedy: "fixing the generator's source, or keeping generated files out of the index (`ignores`)" };
  }
  const plugin = PLUGIN_FILES.find((p) => p.key.test(head));
  if (plugin) return { cause: plugin.cause, remedy: plugin.remedy };
  if (blocks[0]?.kind === 'frontMatter' && DECK_DECLARED.test(blocks[0].text)) return SLIDE_DECK;
  return generatedApiPageCause(documentId, blocks, text, top, head);
}

/**
 * Front matter that makes the file a slide deck: Marp's `marp: true`, Quarto's `format: revealjs` (also as a key of
 * `format:`), an R Markdown presentation (`output: ioslides_presentation`, `beamer_presentation`, xaringan's
 * `moon_reader`).
 */
const DECK_DECLARED = /^(?:marp:[ \t]*true\b|format:[ \t]*["']?revealjs\b|format:[ \t]*\r?\n[ \t]+revealjs:|output:[ \t]*(?:\r?\n[ \t]+)?[\w:.]*(?:_presentation|moon_reader)\b)/m;
/** The cause of every finding of a slide deck. */
const SLIDE_DECK: PipelineCause = {
  cause: "this file is a slide deck (its front matter says so): each slide between `---` is a unit, a title or divider slide only a heading, and a Markdown strategy reads the slides as sections and breaks",
  remedy: 'chunking decks a slide per chunk (split at `---`), or keeping decks out of the index (`ignores`)',
};

/** The address a saved page was taken from: `source: "https://…"`, Slurp's `link: https://…`. */
const SOURCE_URL = /^(?:source|link|url):[ \t]*["']?https?:\/\//m;
/** The time a clipper saved the page, under its own key: Obsidian Slurp's `slurped: 2025-02-08T09:01`, `clipped:`. */
const SAVED_AT = /^(?:slurped|clipped):[ \t]*["']?\d/m;
/** The tag a web clipper gives what it saves: `tags: [clippings]`, `  - "clippings"`. */
const CLIPPINGS_TAG = /^(?:tags:[ \t]*\[[^\]\n]*\bclippings?\b|[ \t]*-[ \t]*["']?clippings?["']?[ \t]*$)/m;
/** The properties Obsidian's Web Clipper writes beside the source: the date the article was published, and its description. */
const CLIPPER_KEYS = [/^published:[ \t]*["']?\d/m, /^description:[ \t]*\S/m];
/** Those properties left empty where the page gave none (`published:`), under a web page's title: the page's name, then its site's (`Tool Use | AutoGen 0.2`, `Getting Started • Zettelkasten Method`). */
const CLIPPER_PROPERTIES = [/^published:/m, /^description:/m, /^title:[ \t]*["']?\S[^\n]*?\s[|•·]\s+\S/m];

/**
 * Whether the page is a copy of a web page saved into a vault (Obsidian's Web Clipper, MarkDownload, Slurp): its front
 * matter names the address (`source:`, `link:`, `url:`) and either carries the `clippings` tag, the time the clipper
 * saved it (`slurped:`), the clipper's `published:` date and `description:`, or those properties (empty where the page
 * gave none) under the web page's title, which names the site after a bar or a bullet. Its text is the source's, not
 * the vault's writer's: a note that only cites a source, or the owner's note made from the same template with no
 * publication date under a title of its own, has none of these.
 */
function isWebClipping(blocks: readonly Block[]): boolean {
  const front = blocks[0]?.kind === 'frontMatter' ? blocks[0].text : undefined;
  if (front === undefined || !SOURCE_URL.test(front)) return false;
  const marks = (keys: readonly RegExp[]) => keys.every((key) => key.test(front));
  return CLIPPINGS_TAG.test(front) || SAVED_AT.test(front) || marks(CLIPPER_KEYS) || marks(CLIPPER_PROPERTIES);
}

/** The cause of every finding of a saved web page. */
const WEB_CLIPPING: PipelineCause = {
  cause: 'this page is a copy of a web page saved into the vault (its front matter names the source and the clipper\'s properties): the text is the source\'s, not the writer\'s',
  remedy: 'cleaning clippings (site menus, footers, inline images) before indexing, or keeping them out of the index (`ignores`)',
};

/** What of a document's settings tells its role: a `.gitattributes` mark, and the site it was read as. */
interface RoleSettings {
  markedGenerated?: true;
  converted?: true;
  unlistedChapter?: true;
  unbuiltLanguage?: true;
  site?: { site?: string };
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
 * its pipeline findings: those a rule marked, and every finding of a template or generated file. `kept` is the
 * outline and the marker comments of `blocks` when the caller keeps them up to date edit by edit (tallyOutline,
 * findGeneratedMarkers); without it, they are read from `blocks` when needed.
 */
export function byAudience(
  linted: Finding[],
  input: { documentId: string; text: DocumentText; settings: { pipelineFindings: 'summary' | 'inline' } & RoleSettings },
  blocks: readonly Block[],
  kept?: { outline: Outline; markers: GeneratedMarkers },
): { findings: Finding[]; pipelineFindings: Finding[] } {
  const findings = linted.length
    ? applyGeneratedRegions(applyDocumentRole(linted, documentRoleOf(input.documentId, input.text, blocks, kept?.outline, input.settings)), kept?.markers ?? findGeneratedMarkers(blocks))
    : linted;
  if (!findings.some((f) => f.pipeline)) return { findings, pipelineFindings: [] };
  const pipelineFindings = findings.filter((f) => f.pipeline);
  return { findings: input.settings.pipelineFindings === 'inline' ? findings : findings.filter((f) => !f.pipeline), pipelineFindings };
}
