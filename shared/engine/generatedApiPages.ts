// Pages of API reference that a tool writes from code or a specification (TypeDoc, rustdoc-md, lazydocs, pdoc,
// crd-ref-docs, jsii-docgen, Widdershins, cobra's command pages, Sphinx's Markdown builders and sphinx-apidoc,
// docusaurus-plugin-openapi-docs, appledoc, generators that link each declaration's source line, tensorflow_docs' "View
// source" button), known by the marks each tool leaves on its pages: a finding on one of their lines is fixed in what
// the tool reads, not on the page.

import type { DocumentText } from '../text/documentText';
import type { Block, PipelineCause } from '../model/types';

/**
 * A page of API reference that typedoc-plugin-markdown writes from TypeScript sources: its page header
 * (`[**package**](../README.md) • **Docs**`), a title naming what the page documents (`# Function: name()`), or the
 * source line it writes under a declaration (`Defined in: [ui/layouts/index.d.ts:12](https://github.com/…)`), a
 * line of its own that links a TypeScript or JavaScript file.
 */
const TYPEDOC_SIGN = /^(?:\[\*\*[^\n]*\*\*\]\([^)\n]*\) • \*\*Docs\*\*$|# (?:Class|Interface|Function|Type Alias|Variable|Enumeration|Namespace|Module): \S|Defined in: \[[^\]\s]+\.[cm]?[jt]sx?(?::\d+)?\]\([^)\s]+\)[ \t]*$)/m;
/**
 * A page of Python API reference that lazydocs writes: a heading that names the kind of what it documents in a key
 * (`# <kbd>module</kbd> \`concrete.ml.sklearn.qnn\``, `#### <kbd>property</kbd> history`), or the source badge it
 * floats beside each declaration (`<img align="right" … src="https://img.shields.io/badge/-source-cccccc?style=flat-square">`).
 */
const LAZYDOCS_SIGN = /^#{1,6} <kbd>(?:module|class|function|method|property|enum)<\/kbd> \S|img\.shields\.io\/badge\/-source-cccccc\b/m;
/**
 * A Kubernetes API reference that crd-ref-docs writes from Go types: its list of API groups at the top
 * (`## Packages` / `- [vault.banzaicloud.com/v1alpha1](#vaultbanzaicloudcomv1alpha1)`), and under each type the
 * types that use it (`_Appears in:_`).
 */
const CRD_REF_DOCS_PACKAGES = /^#{1,2}[ \t]+Packages[ \t]*\r?\n(?:[ \t]*\r?\n)*- \[[\w.-]+\/v\d\w*\]\(#[\w-]+\)/m;
const CRD_REF_DOCS_USES = /^_Appears in:_[ \t]*$/m;
/** How much of a page is read for crd-ref-docs' signs: its package list, then the first types. */
const CRD_REF_DOCS_READ = 20_000;
/**
 * A heading that Sphinx's Markdown builders write for a documented member: the member's kind as Sphinx prints it
 * before the name (`#### abstractmethod close()`, `#### property conversation_stats`, `#### *classmethod* load()`).
 */
const SPHINX_MEMBER_HEADING = /^#{2,6}[ \t]+(?:\*?(?:abstractmethod|classmethod|staticmethod|static|property)\*?[ \t]+)+[A-Za-z_][\w.]*/;
/** At least this many member headings make a page Sphinx output. */
const MIN_SPHINX_MEMBERS = 3;
/**
 * The skeleton sphinx-apidoc writes for a Python package (here as Markdown, converted for MyST): its fixed group title
 * (`## Submodules`, `## Subpackages`) and a heading per package or module (`# mesa package`, `## mesa.agent module`),
 * each over an `automodule` directive that Sphinx fills from the docstrings.
 */
const APIDOC_GROUP = /^#{1,6}[ \t]+(?:Submodules|Subpackages)[ \t]*$/m;
const APIDOC_MODULE = /^#{1,6}[ \t]+[A-Za-z_][\w.\\]*[ \t]+(?:package|module)[ \t]*$/m;
/** The pages docusaurus-plugin-openapi-docs writes from an OpenAPI specification: `x.api.mdx`, `x.info.mdx`, `x.tag.mdx`, `x.schema.mdx`… */
const OPENAPI_DOCS_NAME = /\.(?:api|info|tag|schema)\.mdx$/;
/** …each with no edit link in its front matter (`custom_edit_url: null`): there is no source page to edit. */
const NO_EDIT_URL = /^---\r?\n(?:[^\r\n]*\r?\n){0,60}?custom_edit_url:[ \t]*null[ \t]*\r?\n/;

/**
 * A crate's API reference that rustdoc-md writes from rustdoc's JSON output: its title and the JSON format's version
 * under it (`# Crate Documentation` / `**Version:** 0.1.0` / `**Format Version:** 41`).
 */
const RUSTDOC_MD_SIGN = /^# Crate Documentation[ \t]*\r?\n(?:[ \t]*\r?\n)*(?:\*\*Version:\*\*[^\n]*\r?\n(?:[ \t]*\r?\n)*)?\*\*Format Version:\*\*[ \t]*\d+/m;
/**
 * A link to one line of a source file on a code host (`href="https://github.com/o/r/blob/main/src/x.py#L805"`,
 * `[source](https://gitlab.com/o/r/-/blob/v1/x.ts#L12)`): what an API reference generator puts on each declaration's
 * heading (mdxify, pdoc and the like).
 */
const SOURCE_LINE_LINK = /(?:href=["']|\]\()https?:\/\/[^\s"'()]+\/(?:blob|src)\/[^\s"'()#]+#L\d+/;
/** At least this many headings, and half of those below the page's title, link a source line on a generated API page. */
const MIN_SOURCE_LINKED = 3;
/** How much of a heading is read for such a link. */
const HEADING_READ = 1000;
/**
 * The title jsii-docgen gives the API.md it writes for a construct library, with its anchor
 * (`# API Reference <a name="API Reference" id="api-reference"></a>`), and the anchor it puts on each declaration's
 * heading: the declaration's qualified name as the id (`<a name="DESCRIBE" id="my-lib.DatabaseAction.DESCRIBE"></a>`).
 */
const JSII_DOCGEN_TITLE = /^# API Reference <a name="API Reference" id="api-reference"><\/a>/m;
const JSII_DOCGEN_ANCHOR = /<a name="[^"\n]*" id="[\w@/-]+(?:\.[\w-]+){2,}"><\/a>\s*$/;
/** At least this many headings with such an anchor make a jsii-docgen page whose title was changed. */
const MIN_JSII_ANCHORS = 5;
/**
 * The line Widdershins writes under the title of an API reference it renders from an OpenAPI or AsyncAPI
 * specification for a Slate-style page.
 */
const WIDDERSHINS_LEAD = /^> Scroll down for (?:code samples, )?example requests and responses\. Select a language for code samples from the tabs above or the mobile navigation menu\./m;

/**
 * The Markdown pdoc (pdoc3's text template) writes for a Python module: its title underlined with `=` as the page's
 * first line (`Module madsci.data_manager`, `Package …`, `Namespace …`), then its sections underlined with `-`
 * (`Sub-modules`, `Classes`, `Functions`, …) or its members as definition items (`` `name(args)` `` over `:   doc`).
 */
const PDOC_TITLE = /^(?:---\r?\n[\s\S]*?\r?\n---[ \t]*\r?\n\s*)?(?:Module|Package|Namespace) [A-Za-z_][\w.]*[ \t]*\r?\n=+[ \t]*(?:\r?\n|$)/;
const PDOC_PART = /^(?:(?:Sub-modules|Classes|Functions|Variables|Methods|Class variables|Instance variables|Static methods|Ancestors)[ \t]*\r?\n-+[ \t]*$|[ \t]*: {3}\S)/m;

/**
 * The button tensorflow_docs' API generator (and the reference generators modelled on it) puts at the top of each
 * page: "View source on GitHub" (or "View the source code") linking the lines of the one declaration the page
 * documents, in a code file at a commit or tag (`…/tree/637bddf…/wandb/sdk/data_types/image.py#L65-L689`), the link
 * and its words in either order on one line. A writer who cites code links a line or a page, not a declaration's span
 * under a page's title.
 */
const VIEW_SOURCE_WORDS = String.raw`View (?:the )?source(?: code)?(?: on GitHub)?`;
const DECLARATION_SPAN_LINK = String.raw`https?:\/\/[^\s"'()]+\/(?:blob|tree)\/[^\s"'()#]+\.(?!mdx?\b|ipynb\b)[A-Za-z]\w*#L\d+-L\d+`;
const VIEW_SOURCE_BUTTON = new RegExp(String.raw`${VIEW_SOURCE_WORDS}[^\n]{0,200}?${DECLARATION_SPAN_LINK}|${DECLARATION_SPAN_LINK}[^\n]{0,300}?${VIEW_SOURCE_WORDS}`, 'i');

/**
 * A page of Objective-C API reference that appledoc writes from header comments (then converted to Markdown): its
 * anchors in appledoc's own scheme before each member (`<a name="//api/name/onError:" title="onError:"></a>`), or its
 * title over the header line it names (`# BMXRTCEngineProtocol Protocol Reference` … `**Declared in** floo_proxy.h`).
 */
const APPLEDOC_SIGN = /<a name="\/\/api\/name\/|^# [^\n]{1,200} (?:Class|Protocol|Category) Reference[ \t]*\r?\n(?:[^\n]*\r?\n){0,6}?[^\n]*\*\*Declared in\*\*/m;

/**
 * The sections cobra's Markdown generator writes for a command-line program's command (`cscli_alerts_list.md`): the
 * flags of the parent commands under their fixed title, and links to the related commands after `### SEE ALSO`, each
 * as `* [cscli alerts](cscli_alerts.md)` with a tab before ` - ` and the command's short description. The footer
 * that names cobra is optional (generatorSignature.ts reads it when it is there).
 */
const COBRA_INHERITED_OPTIONS = /^###[ \t]+Options inherited from parent commands[ \t]*$/;
const COBRA_SEE_ALSO = /^###[ \t]+SEE ALSO[ \t]*$/;
const COBRA_SEE_ALSO_ITEM = /^\* \[[^\]\n]+\]\([^)\n]*\)\t - /;

/**
 * Why a page is API reference a tool generated (the tool and what to fix), or undefined. `head` and `top` are the
 * page's first characters as documentRoleOf reads them (its banner's reach and its traits' reach).
 */
export function generatedApiPageCause(documentId: string, blocks: readonly Block[], text: Pick<DocumentText, 'slice'>, top: string, head: string): PipelineCause | undefined {
  if (TYPEDOC_SIGN.test(head)) {
    return generatedApiPage('this file is TypeDoc output (typedoc-plugin-markdown), generated from code comments', 'fixing the doc comments in the source');
  }
  if (OPENAPI_DOCS_NAME.test(documentId) && NO_EDIT_URL.test(top)) {
    return generatedApiPage('this file is docusaurus-plugin-openapi-docs output, generated from an OpenAPI specification', 'fixing the specification');
  }
  if (RUSTDOC_MD_SIGN.test(head)) {
    return generatedApiPage("this file is rustdoc-md output, generated from a crate's rustdoc JSON", 'fixing the doc comments in the source');
  }
  if (LAZYDOCS_SIGN.test(head)) {
    return generatedApiPage('this file is lazydocs output, generated from Python docstrings', 'fixing the docstrings in the source');
  }
  if (CRD_REF_DOCS_PACKAGES.test(top) && CRD_REF_DOCS_USES.test(text.slice(0, CRD_REF_DOCS_READ))) {
    return generatedApiPage('this file is crd-ref-docs output, generated from the Go types of Kubernetes resources', 'fixing the doc comments of the Go types');
  }
  if (APIDOC_GROUP.test(head) && APIDOC_MODULE.test(head)) {
    return generatedApiPage("this file is sphinx-apidoc output: a package's headings and the directives Sphinx fills from its docstrings", 'indexing the pages Sphinx builds from it');
  }
  const headings = headingSignsOf(blocks);
  if (JSII_DOCGEN_TITLE.test(head) || headings.jsiiAnchors >= MIN_JSII_ANCHORS) {
    return generatedApiPage('this file is jsii-docgen output, generated from the TypeScript of a construct library', 'fixing the doc comments in the source');
  }
  if (PDOC_TITLE.test(head) && PDOC_PART.test(top)) {
    return generatedApiPage('this file is pdoc output, generated from Python docstrings', 'fixing the docstrings in the source');
  }
  if (VIEW_SOURCE_BUTTON.test(head)) {
    return generatedApiPage("this file is API reference generated from code: its top links the lines of the declaration it documents (\"View source\")", 'fixing the docstrings in the source');
  }
  if (APPLEDOC_SIGN.test(head)) {
    return generatedApiPage('this file is appledoc output, generated from Objective-C header comments', 'fixing the header comments in the source');
  }
  if (WIDDERSHINS_LEAD.test(head)) {
    return generatedApiPage('this file is Widdershins output, generated from an OpenAPI specification', 'fixing the specification');
  }
  if (headings.cobraCommand) {
    return generatedApiPage("this file is cobra output, generated from a command-line program's commands and flags", "fixing the command's help text in the program's source");
  }
  if (headings.sphinxMembers >= MIN_SPHINX_MEMBERS) {
    return generatedApiPage("this file is Sphinx output (a Markdown builder's autodoc pages), generated from Python docstrings", 'fixing the docstrings in the source');
  }
  if (headings.sourceLinked >= MIN_SOURCE_LINKED && 2 * headings.sourceLinked >= headings.belowTitle) {
    return generatedApiPage("this file is API reference generated from code: its headings link each declaration's line in the source", 'fixing the docstrings in the source');
  }
  return undefined;
}

/** A page of API reference a tool generates: its remedy is `fix` (in what the tool reads), or keeping it out of the index. */
function generatedApiPage(cause: string, fix: string): PipelineCause {
  return { cause, remedy: `${fix}, or keeping generated API pages out of the index (\`ignores\`)` };
}

/** What the headings of a page show of a generator, counted in one pass over them. */
interface HeadingSigns {
  /** Headings that name a member's kind as Sphinx's Markdown builders print it. */
  sphinxMembers: number;
  /** Headings that end in jsii-docgen's anchor of a qualified name. */
  jsiiAnchors: number;
  /** Headings below level 1, and those of them that link a line of a source file. */
  belowTitle: number;
  sourceLinked: number;
  /** A section only cobra writes: its parent commands' flags, or its related commands in cobra's list (COBRA_SEE_ALSO_ITEM). */
  cobraCommand: boolean;
}

function headingSignsOf(blocks: readonly Block[]): HeadingSigns {
  const signs: HeadingSigns = { sphinxMembers: 0, jsiiAnchors: 0, belowTitle: 0, sourceLinked: 0, cobraCommand: false };
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (b.kind !== 'heading') continue;
    const start = b.text.slice(0, HEADING_READ);
    if (COBRA_INHERITED_OPTIONS.test(start) || (COBRA_SEE_ALSO.test(start) && blocks[i + 1]?.kind === 'list' && COBRA_SEE_ALSO_ITEM.test(blocks[i + 1].text))) signs.cobraCommand = true;
    if (SPHINX_MEMBER_HEADING.test(start)) signs.sphinxMembers++;
    if (JSII_DOCGEN_ANCHOR.test(b.text.slice(-HEADING_READ))) signs.jsiiAnchors++;
    if ((b.level ?? 1) === 1) continue;
    signs.belowTitle++;
    if (SOURCE_LINE_LINK.test(start)) signs.sourceLinked++;
  }
  return signs;
}
